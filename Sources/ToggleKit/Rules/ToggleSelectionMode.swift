/// How many items may be on, for a group's members, a store's items and a tree section's
/// children alike (G2, G3, L7, T5): one rule book, whichever owner follows it.
public enum ToggleSelectionMode: Sendable, Hashable {
  /// At most one item on, as radio buttons. With `selectionRequired`, activating the
  /// selected item does nothing (but its tap action); without, it clears the selection.
  case exclusive(selectionRequired: Bool)
  /// Any number on, within `minimum...maximum`; an activation that would leave them is
  /// refused as a veto is (B5).
  case multiple(minimum: Int, maximum: Int?)

  /// Any number on, no limits.
  public static let multiple = ToggleSelectionMode.multiple(minimum: 0, maximum: nil)
}
