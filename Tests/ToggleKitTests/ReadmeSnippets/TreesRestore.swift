import ToggleKit

/// A backup app's launch: the stored selection goes back before any folder is opened, and
/// each entry naming a file not loaded yet waits for it under its folder.
@MainActor
func restoreBackupChoices(into tree: ToggleTree<String>, _ stored: ToggleTree<String>.Selection) {
  tree.expectedParent = { path in  // "/h/Music/a" is loaded under "/h/Music"
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
    return String(path[..<slash])
  }
  tree.restore(stored)  // include /h, exclude /h/Music/a: the exclusion waits under Music
  tree.loadChildren(of: "/h/Music", ["/h/Music/a", "/h/Music/b"])  // a comes in off
}
