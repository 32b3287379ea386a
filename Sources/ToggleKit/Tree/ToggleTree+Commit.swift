extension ToggleTree {
  // MARK: Saves over subtrees (T10, B17-B22)

  /// A user's activation waiting for the app's work: the subtree it sets (the activated
  /// node's, or its section's), the pattern before as the fewest roots, and the plan.
  struct Save: SaveRecord {
    let request: ToggleCommitRequest
    /// The node activated, and the root of every node the activation may set.
    let node: Int
    let root: Int
    let activation: TreeCore.Activation
    /// The subtree's pattern before, which a failure puts back exactly.
    let before: (included: [Int], excluded: [Int])
    /// The change as told when it started, and its record, told again if it is withdrawn.
    let change: Change
    let record: TreeRecord
    /// The row the user activated, whose notifications the outcome is.
    weak var row: ToggleCoordinator?
    /// The restored entries an optimistic activation superseded (T8), which its rollback
    /// puts back, and the restore they came from.
    var superseded: [(node: ID, entry: UnplacedEntry)] = []
    var unplacedGeneration = 0
  }

  /// Makes each user activation wait for `work` to save it (B17-B22, T10): one save per
  /// activation, however large the subtree it sets.
  ///
  /// The work gets the change as ``onChange`` hears it pending: the nodes whose whole
  /// subtree takes the value (for a confirmed save, the node activated and the value
  /// proposed). While it runs, the nodes of that subtree are pending: rows showing them
  /// show it, and activations of them, of their ancestors and of nodes in the same
  /// section are absorbed; other subtrees save on their own. Success commits; failure or
  /// a timeout puts the subtree back exactly as it was, mixed parents included, and calls
  /// ``onCommitFailed``.
  public func setCommit(
    _ policy: ToggleCommitPolicy, timeout: Double = ToggleCoordinator.defaultCommitTimeout,
    change work: @escaping @MainActor (_ change: Change) async throws -> Void
  ) {
    removeCommit()
    commit = CommitHook(
      policy: policy, timeout: timeout, owner: self,
      input: { tree, request in tree.saves[request]?.change }, work: work,
      complete: { tree, request, outcome in tree.completeCommit(request, with: outcome) })
  }

  /// Sets the commit hook by hand: `request` gets the change as ``onChange`` hears it
  /// pending and the request to answer with ``completeCommit(_:with:)``; `cancel` hears of
  /// requests withdrawn (B20).
  public func setCommit(
    _ policy: ToggleCommitPolicy,
    requestChange request: @escaping (_ change: Change, _ request: ToggleCommitRequest) -> Void,
    cancel: @escaping (_ request: ToggleCommitRequest) -> Void
  ) {
    removeCommit()
    commit = CommitHook(policy: policy, request: request, cancel: cancel)
  }

  /// User activations apply at once again; pending saves are withdrawn and their subtrees
  /// go back.
  public func removeCommit() {
    withdrawSaves { _ in true }
    commit = CommitHook()
  }

  /// How many saves are pending.
  public var pendingCount: Int { saves.count }

  /// Whether a commit hook is set: user activations then wait for saves.
  @usableFromInline var hasCommitHook: Bool { commit.request != nil }

  /// Whether any save is pending: code's sets and edits then check what they withdraw.
  @usableFromInline var hasPendingSaves: Bool { !saves.isEmpty }

  /// Whether the node waits for a save: it is in a subtree a pending save sets (B18).
  public func isPending(_ node: ID) -> Bool {
    number(of: node).map { isPending(number: $0) } ?? false
  }

  /// The node whose activation a pending `request` saves, for adapters that name it.
  @_spi(ToggleKitTools) public func node(savedBy request: ToggleCommitRequest) -> ID? {
    saves[request].flatMap { ids[$0.node] }
  }

  /// Whether `request` is a save still waiting for its answer.
  public func isPendingRequest(_ request: ToggleCommitRequest) -> Bool {
    saves.isPending(request)
  }

  func isPending(number: Int) -> Bool {
    guard !saves.isEmpty else { return false }
    return saves.contains { core.isAncestor($0.root, of: number) }
  }

  /// Whether an activation setting `root`'s subtree must wait: a pending save sets a
  /// subtree above it, at it or below it (T10).
  func waitsForSave(_ root: Int) -> Bool {
    saves.contains {
      core.isAncestor($0.root, of: root) || core.isAncestor(root, of: $0.root)
    }
  }

  /// The root of the subtree an activation of `number` may set: its section's when its
  /// parent has a rule, and above it the highest exclusive section it lies in, whose other
  /// children go off when it goes on (T5).
  func saveRoot(of number: Int) -> Int {
    let parent = Int(core.links[number].parent)
    var root = parent > 0 && core.rule(at: parent) != nil ? parent : number
    guard !core.rules.isEmpty else { return root }
    var ancestor = parent
    while ancestor > 0 {
      if case .exclusive = core.rule(at: ancestor)?.mode { root = ancestor }
      ancestor = Int(core.links[ancestor].parent)
    }
    return root
  }

  /// A user's activation with a commit hook: the subtree it sets waits for one save.
  @usableFromInline
  func activateWithSave(_ number: Int) {
    let root = saveRoot(of: number)
    guard !waitsForSave(root), let policy = commitPolicy,
      let activation = core.planActivation(of: number), core.wouldChange(activation, at: number)
    else { return }
    let node = ids[number]!
    if let shouldChange {
      // B5: the veto may change the tree; the activation goes ahead only as it was asked
      // about, over the same subtree (T10: a node moved in or out of a section saves another).
      guard shouldChange(node, activation.target), self.number(of: node) == number,
        core.planActivation(of: number) == activation, saveRoot(of: number) == root,
        !waitsForSave(root)
      else { return }
    }
    let before = core.selectionRoots(under: root)
    let request = saves.makeRequest(
      proposed: activation.target, previous: core.value(at: number), policy: policy)
    let opening = SaveLedger<Save>.opening(policy)
    // Recorded whoever listens: the work gets the change.
    var record = TreeRecord(cause: .user, records: true)
    if opening.showsProposal {
      core.apply(activation, to: number, into: &record)
    } else {
      record.set(number, core.value(at: number), activation.target)
    }
    // T8: shown at once, the activation supersedes the restored entries beneath it now; a
    // confirmed one does when it commits.
    let superseded = hasUnplaced ? settleReached() : []
    let change = change(from: record, structure: nil, phase: opening.phase)
    saves.begin(
      Save(
        request: request, node: number, root: root, activation: activation, before: before,
        change: change, record: record, row: activatingRow, superseded: superseded,
        unplacedGeneration: unplaced.generation))
    deliver(record, phase: opening.phase)
    // A confirmed save shows no value yet: the row the user activated still plays its
    // haptic and tells its change stream the pending change, as a store's row does.
    if !opening.showsProposal, let row = activatingRow, row.rowSource === self,
      row.rowSlot == number
    {
      row.showItemChange(
        ToggleChange(
          from: request.previousValue, to: request.proposedValue, cause: .user,
          phase: opening.phase),
        shownValue: core.value(at: number), pending: isPending(number: number),
        notifiesUser: false, playsHaptic: true)
    }
    if saves.isPending(request) { commit.request?(change, request) }
  }

  /// Answers a save: success keeps (or, confirmed, makes) the change; failure puts the
  /// subtree back exactly as it was (B19). False for a request that is not pending.
  @discardableResult
  public func completeCommit(_ request: ToggleCommitRequest, with outcome: ToggleCommitOutcome)
    -> Bool
  {
    guard let settlement = saves.settle(request, with: outcome) else { return false }
    var record = record(.user)
    switch settlement {
    case .commit(let save, let carriesOut):
      // The row that started it, read before app code hears of the outcome and rebinds it.
      let row = showingRow(of: save)
      // Told with the nodes it set: an optimistic save set them when it started.
      if carriesOut {
        core.apply(save.activation, to: save.node, into: &record)
        endSupersededEntries()
      } else {
        record = save.record
      }
      deliver(record, phase: .committed)
      row?.showItemChange(
        ToggleChange(from: request.previousValue, to: request.proposedValue, cause: .user),
        shownValue: core.value(at: save.node), pending: isPending(number: save.node),
        notifiesUser: true, playsHaptic: false)
    case .rollBack(let save, let failure, let putsBack):
      // Told with what it put back; a confirmed save put nothing back, and is told with
      // what it had asked, undone (from the proposal back, as a store tells it), so that
      // observers know which save failed.
      if putsBack {
        putBack(save, into: &record)
      } else {
        record = save.record.undone()
      }
      let row = showingRow(of: save)
      deliver(record, phase: .rolledBack(failure))
      // The error feedback and the announcement, once: on that row, else on a row that
      // shows the node now, else by the toolkit for a node no row shows (B19, L3).
      if let shown = row ?? rows.all().first(where: { $0.node == save.node })?.row {
        shown.showItemCommitFailure(request, failure: failure)
      } else if let node = ids[save.node] {
        _ = unshownFailureFeedback?(node, request.previousValue, failure)
      }
      if let node = ids[save.node] { onCommitFailed?(node, failure) }
    }
    return true
  }

  /// Puts an optimistic save's subtree back exactly as it was (T10), the restored entries
  /// its activation superseded included (T8): applied to their nodes loaded since, kept
  /// again for the others that can still arrive.
  private func putBack(_ save: Save, into record: inout TreeRecord) {
    let arrived =
      save.superseded.isEmpty
      ? [] : reinstate(save.superseded, generation: save.unplacedGeneration, root: save.root)
    core.restoreSubtree(save.root, save.before, arrived: arrived, into: &record)
  }

  /// The values of `root`'s subtree, in walk order: whether a put-back moved any (T7).
  private func subtreeValues(_ root: Int) -> [ToggleValue] {
    var values: [ToggleValue] = []
    var stack = [root]
    while let node = stack.popLast() {
      values.append(core.value(at: node))
      stack += core.childNumbers(of: node)
    }
    return values
  }

  /// The row that started `save`, if it still shows its node; else none is the user's.
  private func showingRow(of save: Save) -> ToggleCoordinator? {
    save.row.flatMap { $0.rowSource === self && $0.rowSlot == save.node ? $0 : nil }
  }

  /// Withdraws every pending save `matches` picks (code won, or the tree's shape changed
  /// where it saves): told as cancelled, and an optimistic one's subtree goes back (B20).
  func withdrawSaves(where matches: (Save) -> Bool) {
    for withdrawal in saves.withdraw(where: matches) {
      let save = withdrawal.record
      deliver(save.record.recast(as: .programmatic), phase: .cancelled)
      if withdrawal.putsBack {
        var record = record(.programmatic)
        let shown = subtreeValues(save.root)
        putBack(save, into: &record)
        // T7: a put-back that leaves every value as it was (children loaded since brought
        // the subtree back already) changed nothing, and is not told.
        if subtreeValues(save.root) != shown { deliver(record) }
      }
      // Told once the subtree is back: the hook's handlers may run app code, whose user
      // activations are dropped meanwhile, since code's change that withdrew the save is
      // not made yet (B10, B20).
      if let cancel = commit.cancel {
        isWithdrawing = true
        cancel(save.request)
        isWithdrawing = false
      }
    }
  }

  /// Code sets `number`'s subtree, moving what `trial` recorded: the saves of subtrees at or
  /// below it, and those whose subtree it changes, are withdrawn first, and code wins (T10,
  /// B20).
  @usableFromInline
  func withdrawSaves(settingFromCode number: Int, changing trial: TreeRecord) {
    withdrawSaves { save in
      if core.isAncestor(number, of: save.root) { return true }
      if let every = trial.everyNode { return core.value(at: save.root) != every }
      // A node set inside the saving subtree, or one whose whole subtree, holding it, takes
      // a value some of it does not have.
      return trial.items.contains { item in
        core.isAncestor(save.root, of: item.node)
          || (core.isAncestor(item.node, of: save.root) && core.value(at: save.root) != item.new)
      }
    }
  }

  /// Children are added under `parent`: a save of a subtree holding it is withdrawn,
  /// unless `parent` has no children yet (a lazy load: they take the value shown, and a
  /// failure gives them the one before, T4).
  @usableFromInline
  func withdrawSaves(addingUnder parent: Int) {
    guard core.childCount(parent) > 0 else { return }
    withdrawSaves { core.isAncestor($0.root, of: parent) }
  }

  /// `number`'s subtree is removed or moved (to under `newParent`): saves of subtrees above,
  /// at or below it, or holding where it goes, are withdrawn (L4, B22).
  func withdrawSaves(moving number: Int, to newParent: Int? = nil) {
    withdrawSaves { save in
      core.isAncestor(save.root, of: number) || core.isAncestor(number, of: save.root)
        || newParent.map { core.isAncestor(save.root, of: $0) } == true
    }
  }
}
