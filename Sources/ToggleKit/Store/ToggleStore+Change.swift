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

    /// Every item set to one value at once, or put back from it.
    ///
    /// "Select all" and "clear all" set every item to ``newValue``. A save of one is told
    /// pending, then committed, or rolled back, or cancelled, each with the change asked.
    /// The items a failed save puts back are told in its rolled-back change, and those a
    /// withdrawn one puts back in a committed change from code after the cancelled one:
    /// there ``newValue`` is the value they go back to (off from "select all", on from
    /// "clear all"); an item that was mixed goes back to mixed, and ``changedItems()``
    /// lists it too.
    public struct Bulk: Sendable {
      /// The value the changed items have after it (items going back to mixed apart).
      public let newValue: ToggleValue
      /// How many items changed.
      public let changedCount: Int
      let before: PackedBits
      let after: PackedBits
      /// The items mixed before and after it, among those it changed.
      let mixedBefore: Set<Int>
      let mixedAfter: Set<Int>
      let slots: SlotTable<ID>

      init(
        newValue: ToggleValue, changedCount: Int, before: PackedBits, after: PackedBits,
        mixedBefore: Set<Int> = [], mixedAfter: Set<Int> = [], slots: SlotTable<ID>
      ) {
        self.newValue = newValue
        self.changedCount = changedCount
        self.before = before
        self.after = after
        self.mixedBefore = mixedBefore
        self.mixedAfter = mixedAfter
        self.slots = slots
      }

      /// The items that changed, in the order they were inserted; worked out from the
      /// values before and after when asked (O(items / 64 + changed)).
      @MainActor public func changedItems() -> [ID] {
        changedSlots().map { slots[$0] }
      }

      /// The slots that changed, ascending.
      func changedSlots() -> [Int] {
        let flipped = after.difference(from: before)
        guard !mixedBefore.isEmpty || !mixedAfter.isEmpty else { return flipped }
        return Set(flipped).union(mixedBefore).union(mixedAfter).sorted()
      }

      /// Whether it changes the item in `slot`.
      func changes(_ slot: Int) -> Bool {
        before[slot] != after[slot] || mixedBefore.contains(slot) || mixedAfter.contains(slot)
      }

      func valueBefore(_ slot: Int) -> ToggleValue {
        before[slot] ? .on : mixedBefore.contains(slot) ? .mixed : .off
      }

      func valueAfter(_ slot: Int) -> ToggleValue {
        after[slot] ? .on : mixedAfter.contains(slot) ? .mixed : .off
      }

      /// The change that puts back what this one changed.
      func reversed() -> Bulk {
        Bulk(
          newValue: newValue == .on ? .off : .on, changedCount: changedCount, before: after,
          after: before, mixedBefore: mixedAfter, mixedAfter: mixedBefore, slots: slots)
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
    /// ``ToggleStore/insert(contentsOf:value:)``.
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
