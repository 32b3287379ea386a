import ToggleKit

/// A backup app's folders: check Documents, then leave out one file.
@MainActor
func backupSelection() -> ToggleTree<String>.Selection {
  let tree = ToggleTree<String>()
  tree.loadChildren(of: nil, ["Documents", "Music"])
  tree.activate("Documents")  // checked before it is opened
  tree.loadChildren(of: "Documents", ["Letters", "Taxes"])  // both come in checked
  tree.loadChildren(of: "Letters", ["a.txt", "b.txt"])
  tree.activate("b.txt")  // Letters and Documents turn mixed
  return tree.selection  // included: Documents; excluded: b.txt
}
