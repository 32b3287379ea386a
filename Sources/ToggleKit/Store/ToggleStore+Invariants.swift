extension ToggleStore {
  // MARK: Invariants (L1-L8, B17-B22)

  /// Traps, naming each contradiction, when the store's state disagrees with itself: for
  /// the tests, the model-based runs and the fuzzer, which call it after every event.
  ///
  /// The store never calls it: it walks every item, which no call of an app may cost (L6).
  /// It checks what the store's calls take for granted and never check again (the count of
  /// items on, the pending records, the rows' slots), as swift-collections checks its
  /// `BitSet` after every operation in its own tests.
  @_spi(ToggleKitTools) public func checkInvariants() {
    let violations = invariantViolations()
    guard violations.isEmpty else {
      preconditionFailure("ToggleStore: " + violations.joined(separator: "; "))
    }
  }

  /// Each way the store's state contradicts itself, in words; empty when it holds together.
  ///
  /// Reads only, so that a test can corrupt a store and see the check report it, which a
  /// trap would not let it do.
  @_spi(ToggleKitTools) public func invariantViolations() -> [String] {
    var problems: [String] = []
    slotViolations(into: &problems)
    valueViolations(into: &problems)
    pendingViolations(into: &problems)
    rowViolations(into: &problems)
    return problems
  }

  /// L4, L6: each item is found at its slot and back, and the count of items is the count
  /// of live slots.
  private func slotViolations(into problems: inout [String]) {
    let live = slots.live.indices
    if live.count != slots.liveCount {
      problems.append("\(live.count) live slots, but count says \(slots.liveCount)")
    }
    for slot in live {
      guard slot < slots.count else {
        problems.append("slot \(slot) is live past the \(slots.count) slots made")
        continue
      }
      if slots.slot(of: slots[slot]) != slot {
        problems.append("the item in slot \(slot) is not found at that slot")
      }
    }
  }

  /// B1, G2, G5, L6, L7: `onCount` counts the items on; only live items are on, mixed or
  /// disabled; mixed only where allowed; an exclusive store has one item on at most.
  private func valueViolations(into problems: inout [String]) {
    var liveOn = 0
    for slot in on.indices {
      if slots.live[slot] {
        liveOn += 1
      } else {
        problems.append("removed slot \(slot) is on")
      }
    }
    if onCount != liveOn { problems.append("onCount is \(onCount), but \(liveOn) items are on") }
    for slot in mixed.sorted() {
      if !slots.live[slot] { problems.append("removed slot \(slot) is mixed") }
      if on[slot] { problems.append("slot \(slot) is both on and mixed") }
    }
    // B1: mixed where allowed; turning allowsMixed off turns the mixed items off.
    if !allowsMixed, !mixed.isEmpty {
      problems.append("items \(mixed.sorted()) are mixed though allowsMixed is false")
    }
    for slot in disabledSlots.sorted() where !slots.live[slot] {
      problems.append("removed slot \(slot) is disabled")
    }
    // G2, G5, L8: neither the user nor code leaves two items of an exclusive store on.
    if case .exclusive = mode, liveOn > 1 {
      problems.append("\(liveOn) items on in an exclusive store")
    }
  }

  /// B17-B20, L3, L5: every pending slot belongs to a save that moves it and every save's
  /// items are pending; a bulk save runs alone; each item shows what its save's policy
  /// shows: the proposed value when optimistic, the one before when confirmed.
  private func pendingViolations(into problems: inout [String]) {
    for (slot, requestID) in pendingSlots.sorted(by: { $0.key < $1.key }) {
      if !slots.live[slot] { problems.append("removed slot \(slot) is pending") }
      if let save = pendingSaves[requestID] {
        if !save.parts.contains(where: { $0.slot == slot }) {
          problems.append("slot \(slot) waits for save \(requestID), which does not move it")
        }
      } else if let bulk = pendingBulk, bulk.request.id == requestID {
        if !bulk.bulk.changes(slot) {
          problems.append("slot \(slot) waits for the bulk save, which does not move it")
        }
      } else {
        problems.append("slot \(slot) waits for save \(requestID), which is not pending")
      }
    }
    // L5: a bulk activation is refused while a save runs, and absorbs every activation.
    if pendingBulk != nil, !pendingSaves.isEmpty {
      problems.append("a bulk save runs beside \(pendingSaves.count) item saves")
    }
    for (requestID, save) in pendingSaves.sorted(by: { $0.key < $1.key }) {
      saveViolations(save, requestID: requestID, into: &problems)
    }
    if let bulk = pendingBulk { bulkSaveViolations(bulk, into: &problems) }
  }

  /// One item's save: filed under its request, its items pending for it, each showing the
  /// value its policy shows (B18).
  private func saveViolations(
    _ save: PendingSave, requestID: UInt64, into problems: inout [String]
  ) {
    let name = "save \(requestID)"
    if save.request.id != requestID { problems.append("\(name) is filed under another request") }
    if !save.parts.contains(where: { $0.slot == save.item }) {
      problems.append("\(name) does not move the item activated, slot \(save.item)")
    }
    if Set(save.parts.map(\.slot)).count != save.parts.count {
      problems.append("\(name) moves a slot twice")
    }
    for part in save.parts {
      guard slots.live[part.slot] else {
        problems.append("\(name) moves removed slot \(part.slot)")
        continue
      }
      if pendingSlots[part.slot] != requestID {
        problems.append("\(name) moves slot \(part.slot), which does not wait for it")
      }
      let expected = save.request.policy == .optimistic ? part.proposed : part.previous
      let shown = value(at: part.slot)
      if shown != expected, !isMixedTurnedOff(expected, shown: shown) {
        problems.append(
          "slot \(part.slot) shows \(shown), but \(name) (\(save.request.policy)) shows \(expected)"
        )
      }
    }
  }

  /// The user's bulk save: every item it moves is live and shows what its policy shows.
  private func bulkSaveViolations(_ save: BulkSave, into problems: inout [String]) {
    let bulk = save.bulk
    let isOptimistic = save.request.policy == .optimistic
    for slot in bulk.changedSlots() {
      guard slots.live[slot] else {
        problems.append("the bulk save moves removed slot \(slot)")
        continue
      }
      if let requestID = pendingSlots[slot], requestID != save.request.id {
        problems.append("slot \(slot), moved by the bulk save, waits for save \(requestID)")
      }
      let expected = isOptimistic ? bulk.valueAfter(slot) : bulk.valueBefore(slot)
      let shown = value(at: slot)
      if shown != expected, !isMixedTurnedOff(expected, shown: shown) {
        problems.append(
          "slot \(slot) shows \(shown), but the bulk save (\(save.request.policy)) shows \(expected)"
        )
      }
    }
  }

  /// Whether `shown` is `expected` changed by the one change code makes to a pending item
  /// without withdrawing its save: `allowsMixed` turned off, which turns mixed items off (B1).
  /// It may be on again since: turning it on brings no mixed value back.
  private func isMixedTurnedOff(_ expected: ToggleValue, shown: ToggleValue) -> Bool {
    expected == .mixed && shown == .off
  }

  /// L1, L2, L4: rows are kept only for live items; a row showing an item shows its value
  /// and whether it is pending.
  private func rowViolations(into problems: inout [String]) {
    for (slot, weakRows) in rowsOfSlot.sorted(by: { $0.key < $1.key }) {
      if !slots.live[slot] { problems.append("rows are kept for removed slot \(slot)") }
      for row in weakRows.compactMap(\.row) where row.rowSource === self {
        guard let shownSlot = row.rowSlot else { continue }
        guard slots.live[shownSlot] else {
          problems.append("a row shows removed slot \(shownSlot)")
          continue
        }
        if !(rowsOfSlot[shownSlot]?.contains { $0.row === row } ?? false) {
          problems.append("a row shows slot \(shownSlot) but is not kept among its rows")
        }
        guard shownSlot == slot else { continue }
        let value = value(at: slot)
        if row.value != value {
          problems.append("a row of slot \(slot) shows \(row.value), the item is \(value)")
        }
        let isPending = pendingRequestID(at: slot) != nil
        if row.showsPendingItem != isPending {
          problems.append("a row of slot \(slot) shows pending \(row.showsPendingItem)")
        }
      }
    }
  }
}
