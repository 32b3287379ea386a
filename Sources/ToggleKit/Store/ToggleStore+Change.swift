extension ToggleStore {
  /// One change of a store's items, as ``ToggleStore/onChange`` hears it (L5).
  ///
  /// A change of one item, or of the two an exclusive store moves, lists them in
  /// ``items``; "select all" and "clear all" are a ``bulk`` change, which keeps the values
  /// before and after (one bit per item) instead of a list of a million identifiers.
  public struct Change: Sendable {
    /// One item's change.
    public struct Item: Sendable, Hashable {
      /// The item.
      public let id: ID
      /// Its value before.
      public let oldValue: ToggleValue
      /// Its value after (for a pending change: the one proposed).
      public let newValue: ToggleValue
    }

    /// Every item set to one value at once.
    public struct Bulk: Sendable {
      /// The value every item has now.
      public let newValue: ToggleValue
      /// How many items changed.
      public let changedCount: Int
      let before: PackedBits
      let after: PackedBits
      let slots: SlotTable<ID>

      /// The items that changed, in the order they were inserted; worked out from the
      /// values before and after when asked (O(items / 64 + changed)).
      @MainActor public func changedItems() -> [ID] {
        after.difference(from: before).map { slots[$0] }
      }
    }

    /// The user's activation, or code.
    public let cause: ToggleCause
    /// Where the change stands: pending, committed, rolled back or cancelled (B17-B22).
    public let phase: ToggleChange.Phase
    /// The items changed, in the order their rows are told (the one turned off first).
    public let items: [Item]
    /// The change of every item at once, for "select all" and "clear all".
    public let bulk: Bulk?
    /// The items added, in the order they were inserted: one change for a whole
    /// ``ToggleStore/insert(contentsOf:)``.
    public let inserted: [ID]
    /// The items removed.
    public let removed: [ID]

    init(
      cause: ToggleCause, phase: ToggleChange.Phase, items: [Item], bulk: Bulk?,
      inserted: [ID] = [], removed: [ID] = []
    ) {
      self.cause = cause
      self.phase = phase
      self.items = items
      self.bulk = bulk
      self.inserted = inserted
      self.removed = removed
    }
  }
}
