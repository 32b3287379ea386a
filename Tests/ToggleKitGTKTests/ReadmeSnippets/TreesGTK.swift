#if os(Linux)
  import CGtk4
  import ToggleKitGTK

  /// Folders to back up in a GtkListView: each folder's children load the first time GTK
  /// asks for them, and take the folder's value.
  @MainActor
  func makeBackupTree(folders: [String: [String]], top: [String]) -> (
    UnsafeMutablePointer<GtkWidget>, ToggleTreeFactory<String>
  ) {
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, top)
    tree.onChange = { change in
      for item in change.items { print("\(item.id) is \(item.newValue), with all below it") }
    }
    let rows = ToggleTreeFactory(stringTree: tree) { path in path }
    let model = rows.makeModel { path in folders[path] }  // nil: a file, with no arrow
    let list = gtk_list_view_new(gtk_no_selection_new(model), rows.newReference())!
    // Keep rows as long as the list; rows.tree.selection is what to back up.
    return (list, rows)
  }
#endif
