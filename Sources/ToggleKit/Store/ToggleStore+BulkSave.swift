extension ToggleStore {
  // MARK: A user's bulk change, saved as one (L5, B17-B22, G8)

  /// Starts the save of a user's "select all" or "clear all": every item it moves is
  /// pending, shown at once under the optimistic policy, and the app's work gets one request.
  func beginBulkSave(_ bulk: Change.Bulk, policy: ToggleCommitPolicy, row: ToggleCoordinator?) {
    let selectAllBefore = selectAllValue
    let target = bulk.newValue
    lastRequestID &+= 1
    let request = ToggleCommitRequest(
      id: lastRequestID, proposedValue: target, previousValue: selectAllBefore, policy: policy)
    let change = Change(cause: .user, phase: .pending(policy), items: [], bulk: bulk)
    pendingBulk = BulkSave(
      request: request, change: change, selectAllBefore: selectAllBefore, row: row)
    if policy == .optimistic { apply(bulk) }
    tellBulk(
      bulk, cause: .user, phase: .pending(policy),
      selectAllChange: ToggleChange(
        from: selectAllBefore, to: target, cause: .user, phase: .pending(policy)),
      by: row, playsHaptic: true)
    if pendingBulk?.request == request { onCommitRequest?(change, request, nil) }
  }

  /// Answers the bulk save: success gives every item it moved the value proposed; failure
  /// puts back exactly what it moved, mixed items included (B19).
  func completeBulkSave(with outcome: ToggleCommitOutcome) -> Bool {
    guard let save = pendingBulk else { return false }
    pendingBulk = nil
    let bulk = save.bulk
    let target = save.request.proposedValue
    // The "select all" row the user activated, if it still is one.
    let row = save.row.flatMap { row in selectAllRows.contains { $0.row === row } ? row : nil }
    switch outcome {
    case .success:
      for slot in bulk.changedSlots() where slots.live[slot] { write(target, at: slot) }
      tellBulk(
        bulk, cause: .user, phase: .committed,
        selectAllChange: ToggleChange(from: save.selectAllBefore, to: target, cause: .user),
        by: row)
    case .failure(let failure):
      _ = putBack(bulk)
      let phase = ToggleChange.Phase.rolledBack(failure)
      tellBulk(
        bulk.reversed(), cause: .user, phase: phase,
        selectAllChange: ToggleChange(
          from: target, to: save.selectAllBefore, cause: .user, phase: phase),
        by: row)
      // The error feedback and the announcement, once: by the "select all" row the user
      // activated, else by one that shows the store, else by a row of an item it changed
      // (a toolbar button, a key or a menu started it: the user still hears it failed).
      let shown =
        row ?? selectAllRows.lazy.compactMap(\.row).first
        ?? bulk.changedSlots().lazy.compactMap { self.rows(at: $0).first }.first
      shown?.showItemCommitFailure(save.request, failure: failure)
      onBulkCommitFailed?(save.change, failure)
    }
    return true
  }

  /// Withdraws the bulk save (code won, or an item it moved went): told as cancelled; the
  /// items it moved go back, except `keeping`, which the caller sets (B20).
  func cancelBulkSave(keeping kept: Int?) {
    guard let save = pendingBulk else { return }
    pendingBulk = nil
    tellBulk(save.bulk, cause: .programmatic, phase: .cancelled)
    if let restored = putBack(save.bulk, keeping: kept) {
      tellBulk(restored, cause: .programmatic, phase: .committed)
    }
    tellCancel(save.request)
  }
}
