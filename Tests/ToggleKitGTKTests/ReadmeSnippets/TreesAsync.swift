#if os(Linux)
  import CGtk4
  import Foundation
  import ToggleKitGTK

  /// Folders to back up, named by their URIs: each folder is read off the main thread the first
  /// time GTK asks for its children, and its row shows it is busy until the listing comes.
  @MainActor
  func makeAsyncBackupTree(top: [URL]) -> (
    UnsafeMutablePointer<GtkWidget>, ToggleTreeFactory<String>
  ) {
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, top.map(\.absoluteString))
    let rows = ToggleTreeFactory(stringTree: tree) { uri in
      URL(string: uri)?.lastPathComponent ?? uri
    }
    let model = rows.makeModel { [weak tree] uri in
      guard let tree, let folder = URL(string: uri), folder.hasDirectoryPath else { return nil }
      tree.beginLoadingChildren(of: uri)
      Task { [weak tree] in
        let listing = await Task.detached { folderListing(folder) }.value
        if let listing {
          tree?.loadChildren(of: uri, listing)  // empty: no arrow
        } else {
          tree?.endLoadingChildren(of: uri)  // unreadable: the choices inside it wait
        }
      }
      return nil  // the read loads them
    }
    let list = gtk_list_view_new(gtk_no_selection_new(model), rows.newReference())!
    return (list, rows)
  }

  /// A folder's entries as URIs, folders ending in "/"; nil for a folder that cannot be read.
  nonisolated func folderListing(_ folder: URL) -> [String]? {
    let keys: Set<URLResourceKey> = [.isDirectoryKey]
    guard
      let entries = try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: Array(keys))
    else { return nil }
    return entries.map { entry in
      let isFolder = (try? entry.resourceValues(forKeys: keys).isDirectory) ?? false
      return URL(fileURLWithPath: entry.path, isDirectory: isFolder == true).absoluteString
    }.sorted()
  }
#endif
