import ToggleKitUIKit

// The menu bridge as an app writes it: items read as the menu opens, a menu that stays open,
// and an exclusive store's single-selection menu. Type-checked against the iOS 16.5 SDK by
// apple-typecheck (.apple-typecheck lists this folder); not run.

/// A mail app's tags, which the user adds to while the app runs: the menu lists the store's
/// items as they are each time it opens (L1, L5), and stays open for several choices.
@MainActor
final class TagMenuProbe {
  let tags = ToggleStore<String>(mode: .multiple, items: ["Work", "Home"])
  let sortOrder = ToggleStore(
    mode: .exclusive(selectionRequired: true), items: ["Date", "Sender"])

  func install(on button: UIButton) {
    button.menu = tags.menu(
      title: "Tags", items: { [weak tags] in tags?.items ?? [] }, selectAllTitle: "All tags",
      keepsPresented: true, itemTitle: { $0 })
    button.showsMenuAsPrimaryAction = true
  }

  /// A tag added later is in the menu the next time it opens.
  func addTag(_ name: String) {
    tags.insert(name)
  }

  /// The sort order: one choice (G2), drawn and read as such.
  func sortMenu() -> UIMenu {
    sortOrder.menu(title: "Sort by", items: sortOrder.items, itemTitle: { $0 })
  }
}
