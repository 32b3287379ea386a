extension ToggleStore {
  // MARK: A user's bulk change, saved as one (L5, B17-B22, G8)

  /// Starts the save of a user's "select all" or "clear all": every item it moves is
  /// pending, shown at once under the optimistic policy, and the app's work gets one request.
  func beginBulkSave(_ bulk: Change.Bulk, policy: ToggleCommitPolicy, row: ToggleCoordinator?) {
    let selectAllBefore = selectAllValue
    let target = bulk.newValue
    let request = saves.makeRequest(proposed: target, previous: selectAllBefore, policy: policy)
    let opening = SaveLedger<Save>.opening(policy)
    let change = Change(cause: .user, phase: opening.phase, items: [], bulk: bulk)
    saves.begin(
      .bulk(BulkSave(request: request, change: change, selectAllBefore: selectAllBefore, row: row)))
    bulkSaveID = request.id
    if opening.showsProposal { apply(bulk) }
    tellBulk(
      bulk, cause: .user, phase: opening.phase,
      selectAllChange: ToggleChange(
        from: selectAllBefore, to: target, cause: .user, phase: opening.phase),
      by: row, playsHaptic: true)
    if saves.isPending(request) { commit.request?((change, nil), request) }
  }

  /// The "select all" row the user activated, if it still is one.
  private func showingRow(of save: BulkSave) -> ToggleCoordinator? {
    save.row.flatMap { row in selectAllRows.contains { $0.row === row } ? row : nil }
  }

  /// The bulk save succeeded: every item it moved has the value proposed (B19).
  func commitBulkSave(_ save: BulkSave) {
    let bulk = save.bulk
    let target = save.request.proposedValue
    let row = showingRow(of: save)
    for slot in bulk.changedSlots() where slots.live[slot] { write(target, at: slot) }
    tellBulk(
      bulk, cause: .user, phase: .committed,
      selectAllChange: ToggleChange(from: save.selectAllBefore, to: target, cause: .user),
      by: row)
  }

  /// The bulk save failed or timed out: an optimistic one puts back exactly what it moved,
  /// mixed items included; either is told from the proposal back (B19).
  func rollBackBulkSave(_ save: BulkSave, failure: ToggleCommitFailure, putsBack: Bool) {
    let bulk = save.bulk
    let target = save.request.proposedValue
    let row = showingRow(of: save)
    if putsBack { _ = putBack(bulk) }
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

  /// The bulk save was withdrawn (code won, or an item it moved went): told as cancelled;
  /// the items it moved go back, except `keeping`, which the caller sets (B20). The
  /// caller tells the hook.
  func withdrawBulkSave(_ save: BulkSave, keeping kept: Int?) {
    tellBulk(save.bulk, cause: .programmatic, phase: .cancelled)
    if let restored = putBack(save.bulk, keeping: kept) {
      tellBulk(restored, cause: .programmatic, phase: .committed)
    }
  }
}
