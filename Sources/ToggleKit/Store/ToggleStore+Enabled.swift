extension ToggleStore {
  // MARK: Disabled items (L7)

  /// Enables or disables an item (L7): a disabled item takes no user activation, from its
  /// rows or ``activate(_:)``, and keeps its value through a user's "select all" and
  /// "clear all"; it still counts in ``onCount`` and the "select all" value, and code can
  /// set it (B6).
  ///
  /// The rows showing it follow at once: a row's widget is as enabled as its item, set on
  /// every bind, so a reused cell never carries another item's state. Disable an item here,
  /// not on its row (a "Pro only" setting, a permission the system holds). Returns false
  /// for an item the store does not hold.
  @discardableResult
  public func setEnabled(_ isEnabled: Bool, for item: ID) -> Bool {
    beginOperation()
    defer { endOperation() }
    guard let slot = slot(of: item) else { return false }
    guard disabledSlots.contains(slot) == isEnabled else { return true }
    if isEnabled { disabledSlots.remove(slot) } else { disabledSlots.insert(slot) }
    for row in rows(at: slot) { row.showItemEnabled(isEnabled) }
    return true
  }

  /// Whether the item takes user activations (L7); false for an item the store does not
  /// hold.
  public func isEnabled(_ item: ID) -> Bool {
    slot(of: item).map { !disabledSlots.contains($0) } ?? false
  }
}
