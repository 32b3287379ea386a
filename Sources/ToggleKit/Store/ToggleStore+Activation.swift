extension ToggleStore {
  // MARK: User changes (B3-B5, G2-G3, G6, G8, L3, L5, L7)

  /// A row showing an item was activated: the item changes as the store's rules say, the
  /// row that shows it then shows it, and the row sends its tap action last (B9).
  @_spi(ToggleKitTools) public func rowDidActivate(
    _ row: ToggleCoordinator, from source: ActivationSource
  ) {
    beginOperation()
    defer { endOperation() }
    // While a change is told, or a save the activation would join runs, it is absorbed
    // whole, with no tap action (B10, B18, G8); a veto or a rule's refusal still sends it.
    guard !isTelling, !isWithdrawing else { return }
    if selectAllRows.contains(where: { $0.row === row }) {
      guard !hasPendingSave else { return }
      let target = userSelectAllTarget
      if row.approvesUserChange(to: target) { activateSelectAll(toward: target, row: row) }
    } else if row.rowSource === self, let slot = row.rowSlot {
      let proposed = value(at: slot).next
      // Absorbed whole, with no tap action and no veto asked, as under a bulk save (L5):
      // the item's save runs, or it would turn on while an exclusive store's one selection
      // is being saved (L3).
      guard pendingSlots[slot] == nil, bulkSaveID == nil,
        proposed != .on || !holdsSelectionForSave
      else { return }
      if row.approvesUserChange(to: proposed) { activate(slot: slot, row: row) }
    } else {
      return
    }
    row.sendPrimaryActionForRow(source)
  }

  /// Code set a row's value: the item the row shows takes it, from code (B2, L1).
  @_spi(ToggleKitTools) public func rowWasSet(
    _ row: ToggleCoordinator, to value: ToggleValue, animated: Bool
  ) -> Bool {
    beginOperation()
    defer { endOperation() }
    guard row.rowSource === self, let slot = row.rowSlot else { return false }
    return setValue(value, for: slots[slot], animated: animated)
  }

  /// A user activation of `item` that no row carries (a swipe action, a menu): the same
  /// rules as a row's, with no tap action. Nothing happens for an unknown item.
  public func activate(_ item: ID) {
    beginOperation()
    defer { endOperation() }
    guard let slot = slot(of: item) else { return }
    activate(slot: slot, row: nil)
  }

  /// "Select all" as the user's: every item on, or every item off from all on (G6); refused
  /// when the counts forbid it, or while a save is pending. With a hook that saves changes
  /// (``setCommit(_:timeout:change:)``) it is one save, as a tap is (L5).
  public func activateSelectAll() {
    activateSelectAll(toward: userSelectAllTarget)
  }

  /// Where a user's "select all" goes (G6): every item off from all on, else on; off from
  /// mixed too when every item it could turn on is on already, the others disabled (L7),
  /// as a tree's parent goes (T2). Mixed with every item that could move disabled, it goes
  /// on, and moves nothing: a switch for it shows off rather than on and springing back.
  @_spi(ToggleKitTools) public var userSelectAllTarget: ToggleValue {
    SelectionRule.bulkTarget(
      from: selectAllValue, canTurnOn: disabledSlots.isEmpty || bulkChange(toward: .on) != nil,
      canTurnOff: bulkChange(toward: .off) != nil)
  }

  /// Every item on, or every item off, as the user's (a keyboard's Ctrl+A and Ctrl+Shift+A,
  /// a "Select All" menu item): the same rules as ``activateSelectAll()``; nothing happens
  /// when every item has the value already.
  public func activateSelectAll(toward value: ToggleValue) {
    activateSelectAll(toward: value, among: nil, row: nil)
  }

  /// ``activateSelectAll(toward:)``, saying whether it changed the items or started their
  /// save (false: refused, absorbed, or nothing to change), for adapters that report it.
  @_spi(ToggleKitTools) @discardableResult
  public func activateEveryItem(toward value: ToggleValue) -> Bool {
    activateSelectAll(toward: value, among: nil, row: nil)
  }

  /// The items a filtered list shows on, or off, as the user's "select all" or "clear all"
  /// of what they see: the items not among them keep their values (L5).
  ///
  /// A search that shows 540 of 10,000 items and then Ctrl+A turns those 540 on, as
  /// `GtkMultiSelection` over a `GtkFilterListModel` selects the shown rows. The store's
  /// rules apply to the count after it (an exclusive store refuses more than one on), and
  /// with a commit hook it is one save of the items it changes. Items the store does not
  /// hold are passed over. Costs O(items given), whatever the store's size. Returns whether
  /// it changed items or started their save.
  @discardableResult
  public func activateSelectAll(toward value: ToggleValue, among items: some Sequence<ID>)
    -> Bool
  {
    // The app's sequence may call the store while it is read into slots.
    beginOperation()
    defer { endOperation() }
    // An item it removed after its slot was read is passed over, as one the store does not
    // hold is (L5): slots are never reused, and none is renumbered during the call.
    let chosen = items.compactMap { slot(of: $0) }.filter { slots.live[$0] }
    return activateSelectAll(toward: value, among: chosen, row: nil)
  }

  @discardableResult
  private func activateSelectAll(
    toward value: ToggleValue, among chosen: [Int]? = nil, row: ToggleCoordinator?
  ) -> Bool {
    beginOperation()
    defer { endOperation() }
    guard !isTelling, !isWithdrawing, !hasPendingSave else { return false }
    let target: ToggleValue = value == .on ? .on : .off
    let bulk = chosen.map { bulkChange(toward: target, among: $0) } ?? bulkChange(toward: target)
    guard let bulk else { return false }
    // The items the record changes are those the user can change: disabled ones are left
    // out of it (L7), and no save is pending here. The rule sees the count it would leave.
    let onAmong = target == .on ? 0 : bulk.changedCount - bulk.mixedBefore.count
    let offAmong = target == .on ? bulk.changedCount : 0
    guard
      mode.rule.allowsBulk(
        toward: target, onCount: onCount, changeableOff: offAmong, changeableOn: onAmong)
    else { return false }
    guard commit.isSet, let policy = commitPolicy else {
      fill(bulk, cause: .user, activatedRow: row)
      return true
    }
    // L5: an app that saves every user change hears of every one. A hook that saves one
    // item at a time cannot save this one: it is refused, and the app is told why.
    guard savesBulkChangesNow?() ?? commit.savesBulkChanges else {
      let change = Change(
        cause: .user, phase: .rolledBack(.bulkNotSaved), items: [], bulk: bulk)
      // The "select all" row the user activated says it failed, as a failed save's does
      // (B19): an error haptic and an announcement, not a tap that does nothing.
      let request = saves.makeRequest(
        proposed: bulk.newValue, previous: selectAllValue, policy: policy)
      row?.showItemCommitFailure(request, failure: .bulkNotSaved)
      onBulkCommitFailed?(change, .bulkNotSaved)
      return false
    }
    beginBulkSave(bulk, policy: policy, row: row)
    return true
  }

  /// A user activation of an item, by `row` (its user notifications and haptic are that
  /// row's alone: a list may keep other rows bound to the item, off screen) or by none.
  func activate(slot: Int, row: ToggleCoordinator?) {
    // Inside the telling of a change a user activation would nest (B10); while the item's
    // save runs it is absorbed (B18).
    // A bulk save waits for the whole store, as a group's save does (G8).
    guard canActivate(slot), let asked = moved(byActivating: slot) else { return }
    let item = slots[slot]
    if let shouldChange {
      // The veto is asked only about a change the rules would make, with the value it
      // would set (B5). Its handler may change the store: the activation stands only on
      // the store it was asked about, so an item removed, set, or saved meanwhile is left
      // as the handler left it.
      let before = value(at: slot)
      guard shouldChange(item, asked[asked.count - 1].new),
        canActivate(slot), self.slot(of: item) == slot, value(at: slot) == before
      else { return }
    }
    guard let parts = moved(byActivating: slot), parts.last?.new == asked.last?.new else {
      return
    }
    if commit.isSet, let policy = commitPolicy {
      beginSave(of: slot, parts: parts, policy: policy, row: row)
      return
    }
    for part in parts { write(part.new, at: part.slot) }
    tell(parts, cause: .user, phase: .committed, animated: true, activatedSlot: slot, by: row)
  }

  /// Whether an exclusive store waits for a save: each save there moves its one selection,
  /// so no activation that would turn an item on starts until it answers (L3, G2).
  var holdsSelectionForSave: Bool {
    guard case .exclusive = mode else { return false }
    return !pendingSlots.isEmpty
  }

  /// Whether a user activation of `slot` may start now: no change is being told or
  /// withdrawn, and no save holds the item or the store.
  private func canActivate(_ slot: Int) -> Bool {
    !isTelling && !isWithdrawing && pendingSlots[slot] == nil && bulkSaveID == nil
      && !disabledSlots.contains(slot)
  }

  private func moved(byActivating slot: Int)
    -> [(slot: Int, old: ToggleValue, new: ToggleValue)]?
  {
    let current = value(at: slot)
    switch mode.rule.activating(current, onCount: onCount) {
    case .refused, .unchanged:
      return nil
    case .moves(let value, clearsOthers: false):
      return [(slot, current, value)]
    case .moves(let value, clearsOthers: true):
      // Items of another pending change are not moved by this one: it waits. So it does for
      // any item's save (G2): a confirmed one shows its item on only when it commits, and a
      // failed optimistic one puts the selection it turned off back, which would leave two on.
      guard pendingSlots.isEmpty else { return nil }
      let others = on.indices.filter { $0 != slot }
      return others.map { ($0, ToggleValue.on, ToggleValue.off) } + [(slot, current, value)]
    }
  }

  // MARK: Saves (B17-B22, L3)

  /// Makes each user change of an item wait for `work` to save it (B17-B22), per item.
  ///
  /// The work gets the item and its proposed value. While it runs the items the change
  /// moves are pending: rows showing them show it, and they take no activation. The save
  /// belongs to the item, not to a row: a row reused or scrolled away meanwhile changes
  /// nothing, and the outcome reaches the item, ``onChange`` and whichever row shows the
  /// item then (L3). Failure or timeout rolls the items back and calls ``onCommitFailed``.
  ///
  /// A per-item hook cannot save a user's "select all" or "clear all" as one change, and an
  /// app that saves every change must not miss one: under it they are refused, nothing
  /// changes, and ``onBulkCommitFailed`` hears why (reason `refused`). Code's ``setAll(_:)``
  /// is not saved, as code's changes never are (B2). To save them, use
  /// ``setCommit(_:timeout:change:)``, whose work gets every change, bulk ones included.
  ///
  /// The store keeps `work` until another hook replaces it: capture the object that owns
  /// the store weakly (`[weak self]`). Cancellation is cooperative, so work that timed out
  /// may still have reached the server: make it idempotent.
  public func setCommit(
    _ policy: ToggleCommitPolicy, timeout: Double = ToggleCoordinator.defaultCommitTimeout,
    work: @escaping @MainActor (_ item: ID, _ proposedValue: ToggleValue) async throws -> Void
  ) {
    removeCommit()
    commit = CommitHook(
      policy: policy, timeout: timeout, owner: self,
      input: { store, request in
        guard case .items(let save)? = store.saves[request] else { return nil }
        return (store.slots[save.item], request.proposedValue)
      },
      work: { item, proposed in try await work(item, proposed) },
      complete: { store, request, outcome in store.completeCommit(request, with: outcome) })
  }

  /// Makes each user change wait for `work` to save it (B17-B22): one call per activation,
  /// with the change as ``onChange`` hears it pending.
  ///
  /// A tap gives a change that lists the items it moves (in an exclusive store, the one
  /// turned off first); "select all" and "clear all" give a ``Change/bulk`` change, whose
  /// ``Change/Bulk/changedItems()`` are the items to save. While the work runs, every item
  /// the change moves is pending; a bulk save also absorbs every other activation, as a
  /// group's save does (G8). Success commits, failure or timeout puts back exactly what the
  /// change moved, mixed items included, and tells it as rolled back (L5).
  public func setCommit(
    _ policy: ToggleCommitPolicy, timeout: Double = ToggleCoordinator.defaultCommitTimeout,
    change work: @escaping @MainActor (_ change: Change) async throws -> Void
  ) {
    removeCommit()
    commit = CommitHook(
      policy: policy, timeout: timeout, savesBulkChanges: true, owner: self,
      input: { store, request in store.pendingChange(of: request) }, work: work,
      complete: { store, request, outcome in store.completeCommit(request, with: outcome) })
  }

  /// Sets the commit hook by hand: `request` starts the work for an item; answer with
  /// ``completeCommit(_:with:)``; `cancel` hears of requests code withdrew (B20).
  ///
  /// This hook saves changes of single items only: a user's "select all" or "clear all" is
  /// refused, and ``onBulkCommitFailed`` hears why (L5). Use
  /// ``setCommit(_:requestChange:cancel:)`` to save those as well.
  public func setCommit(
    _ policy: ToggleCommitPolicy,
    request: @escaping (_ item: ID, _ request: ToggleCommitRequest) -> Void,
    cancel: @escaping (_ request: ToggleCommitRequest) -> Void
  ) {
    removeCommit()
    commit = CommitHook(
      policy: policy,
      request: { subject, commitRequest in
        if let item = subject.item { request(item, commitRequest) }
      }, cancel: cancel)
  }

  /// Sets the commit hook by hand for every user change, bulk ones included: `request`
  /// gets the change as ``onChange`` hears it pending and the request to answer with
  /// ``completeCommit(_:with:)``; `cancel` hears of requests code withdrew (B20).
  public func setCommit(
    _ policy: ToggleCommitPolicy,
    requestChange request: @escaping (_ change: Change, _ request: ToggleCommitRequest) -> Void,
    cancel: @escaping (_ request: ToggleCommitRequest) -> Void
  ) {
    removeCommit()
    commit = CommitHook(
      policy: policy, savesBulkChanges: true,
      request: { subject, commitRequest in request(subject.change, commitRequest) },
      cancel: cancel)
  }

  /// The change a pending request saves.
  func pendingChange(of request: ToggleCommitRequest) -> Change? {
    saves[request]?.change
  }

  /// User changes apply at once again; pending saves are cancelled and their items go back.
  public func removeCommit() {
    beginOperation()
    defer { endOperation() }
    cancelAllSaves()
    commit = CommitHook()
    savesBulkChangesNow = nil
  }

  /// How many saves are pending.
  public var pendingCount: Int { saves.count }

  private func beginSave(
    of slot: Int, parts: [(slot: Int, old: ToggleValue, new: ToggleValue)],
    policy: ToggleCommitPolicy, row: ToggleCoordinator?
  ) {
    let current = value(at: slot)
    let proposed = parts.first { $0.slot == slot }?.new ?? current.next
    let request = saves.makeRequest(proposed: proposed, previous: current, policy: policy)
    let opening = SaveLedger<Save>.opening(policy)
    let change = Change(
      cause: .user, phase: opening.phase,
      items: parts.map { Change.Item(id: slots[$0.slot], oldValue: $0.old, newValue: $0.new) },
      bulk: nil)
    saves.begin(
      .items(
        PendingSave(
          request: request, change: change, item: slot,
          parts: parts.map { ($0.slot, $0.old, $0.new) }, row: row)))
    for part in parts { pendingSlots[part.slot] = request.id }
    if opening.showsProposal {
      for part in parts { write(part.new, at: part.slot) }
    }
    tell(parts, cause: .user, phase: opening.phase, animated: true, activatedSlot: slot, by: row)
    if saves.isPending(request) { commit.request?((change, slots[slot]), request) }
  }

  /// Answers a save: success commits every item it moved, failure rolls them back (B19).
  /// False for a request that is not pending (answered, cancelled, its item removed).
  @discardableResult
  public func completeCommit(_ request: ToggleCommitRequest, with outcome: ToggleCommitOutcome)
    -> Bool
  {
    beginOperation()
    defer { endOperation() }
    guard let settlement = saves.settle(request, with: outcome) else { return false }
    switch settlement {
    case .commit(.bulk(let save), _):
      bulkSaveID = nil
      commitBulkSave(save)
    case .rollBack(.bulk(let save), let failure, let putsBack):
      bulkSaveID = nil
      rollBackBulkSave(save, failure: failure, putsBack: putsBack)
    case .commit(.items(let save), let carriesOut):
      for part in save.parts { pendingSlots[part.slot] = nil }
      let row = showingRow(of: save)
      let parts = save.parts.map { (slot: $0.slot, old: $0.previous, new: $0.proposed) }
      if carriesOut {
        for part in parts { write(part.new, at: part.slot) }
      }
      tell(parts, cause: .user, phase: .committed, animated: true, by: row)
    case .rollBack(.items(let save), let failure, let putsBack):
      for part in save.parts { pendingSlots[part.slot] = nil }
      let row = showingRow(of: save)
      // L5: the item going back off is told first, as in every change of an exclusive store.
      let parts = Self.offFirst(
        save.parts.map { (slot: $0.slot, old: $0.proposed, new: valueToPutBack($0.previous)) })
      if putsBack {
        for part in parts { write(part.new, at: part.slot) }
      }
      tell(parts, cause: .user, phase: .rolledBack(failure), animated: true, by: row)
      // The error feedback and the announcement, once: on that row, else on a row that
      // shows the item now, else by the toolkit for an item no row shows (B19, L3).
      if let row = row ?? rows(at: save.item).first {
        row.showItemCommitFailure(request, failure: failure)
      } else {
        _ = unshownFailureFeedback?(slots[save.item], request.previousValue, failure)
      }
      onCommitFailed?(slots[save.item], failure)
    }
    return true
  }

  /// The value an item goes back to: its value before, but off for one that was mixed once
  /// mixed values are no longer allowed (B1: turning them off turned every mixed item off).
  private func valueToPutBack(_ previous: ToggleValue) -> ToggleValue {
    previous == .mixed && !allowsMixed ? .off : previous
  }

  /// The row that started `save`, if it still shows the item; else none is the user's.
  private func showingRow(of save: PendingSave) -> ToggleCoordinator? {
    save.row.flatMap { $0.rowSource === self && $0.rowSlot == save.item ? $0 : nil }
  }

  /// Withdraws a pending save (code won, its item went): told as cancelled; the items it
  /// moved go back, except `keeping`, which the caller sets.
  func cancelSave(_ requestID: UInt64, keeping kept: Int?) {
    guard let request = saves[id: requestID]?.request,
      let withdrawal = saves.withdraw(request)
    else { return }
    carryOut(withdrawal, keeping: kept)
  }

  /// Carries out a withdrawal the ledger decided (B20): told cancelled, as code's change;
  /// the items an optimistic save showed go back, except `kept`; the hook hears of it last.
  private func carryOut(_ withdrawal: SaveLedger<Save>.Withdrawal, keeping kept: Int?) {
    switch withdrawal.record {
    case .bulk(let save):
      bulkSaveID = nil
      withdrawBulkSave(save, keeping: kept)
    case .items(let save):
      for part in save.parts { pendingSlots[part.slot] = nil }
      let withdrawn = save.parts.map { (slot: $0.slot, old: $0.previous, new: $0.proposed) }
      tell(withdrawn, cause: .programmatic, phase: .cancelled, animated: false)
      // A confirmed save showed nothing; an item code set since keeps code's value, and one
      // the observers told of the cancellation removed stays removed (L4, B10).
      var restored = save.parts.map { (slot: $0.slot, previous: valueToPutBack($0.previous)) }
        .filter { $0.slot != kept && slots.live[$0.slot] && value(at: $0.slot) != $0.previous }
        .map { (slot: $0.slot, old: value(at: $0.slot), new: $0.previous) }
      let goesOff = Set(restored.filter { $0.new != .on }.map(\.slot))
      if keepsCodesSelection(except: kept, goingBackOff: goesOff.contains) {
        restored.removeAll { $0.new == .on }
      }
      if !restored.isEmpty {
        restored = Self.offFirst(restored)
        for part in restored { write(part.new, at: part.slot) }
        tell(restored, cause: .programmatic, phase: .committed, animated: true)
      }
    }
    tellCancel(withdrawal.record.request)
  }

  /// The parts of a change with those that go off (or mixed) first, each side in its order:
  /// L5 tells the item an exclusive store turns off before the one it turns on.
  static func offFirst(_ parts: [(slot: Int, old: ToggleValue, new: ToggleValue)])
    -> [(slot: Int, old: ToggleValue, new: ToggleValue)]
  {
    parts.filter { $0.new != .on } + parts.filter { $0.new == .on }
  }

  /// Whether a withdrawn save of an exclusive store must put no item back on (G5, B20): an
  /// item is on that the put-back leaves on, other than `kept`, which the caller sets. Code
  /// turned it on after the save began (the observers told of the withdrawal may): code's
  /// later selection stands, as a group's later change does (G4).
  func keepsCodesSelection(except kept: Int?, goingBackOff: (Int) -> Bool) -> Bool {
    guard case .exclusive = mode else { return false }
    return on.indices.contains { $0 != kept && !goingBackOff($0) }
  }

  /// Tells the hook a request was withdrawn, once the items are back: its handlers (a GTK
  /// commit's `notify::answered`, its cancellable) may run app code, whose user
  /// activations are dropped meanwhile, since code's change that withdrew it is not made
  /// yet (B10, B20).
  func tellCancel(_ request: ToggleCommitRequest) {
    guard let cancel = commit.cancel else { return }
    isWithdrawing = true
    defer { isWithdrawing = false }
    cancel(request)
  }

  /// Withdraws every pending save, bulk or not, oldest first (code set the selection).
  func cancelAllSaves() {
    for withdrawal in saves.withdraw(where: { _ in true }) {
      carryOut(withdrawal, keeping: nil)
    }
  }
}
