extension ToggleCoordinator {
  /// How long the app's work may take before the change rolls back, by default: 15 seconds.
  nonisolated public static let defaultCommitTimeout: Double = 15

  /// Whether a user change is waiting for the app's work (B18): this toggle's own, or a
  /// group change this member is part of (G8).
  public var isPending: Bool {
    hasPendingSave || followsGroupSave || showsPendingItem
  }

  /// The policy a user change toward `proposed` waits with, or nil when it applies at once.
  func commitPolicy(toward proposed: ToggleValue) -> ToggleCommitPolicy? {
    guard let commitPolicy, hasCommitHook, needsCommit?(proposed) ?? true else {
      return nil
    }
    return commitPolicy
  }

  /// Makes each user change wait for `work` to succeed (B17-B22).
  ///
  /// A user activation that autotoggle and the veto approve starts `work` with
  /// the proposed value in a task. The optimistic policy shows that value at
  /// once; the confirmed policy keeps the old one until `work` returns. While it
  /// runs the toggle is pending and absorbs activations. When `work` returns the
  /// change commits and the value notifications fire, once; when it throws, or
  /// does not return within `timeout` seconds (it is then cancelled), the
  /// toggle rolls back. A set from code that changes the value cancels it and
  /// wins; releasing the toggle cancels it and nothing is delivered after.
  public func setCommit(
    _ policy: ToggleCommitPolicy, timeout: Double = ToggleCoordinator.defaultCommitTimeout,
    work: @escaping @MainActor (_ proposedValue: ToggleValue) async throws -> Void
  ) {
    cancelPendingCommit(restoringPreviousValue: true)
    needsCommit = nil
    commit = CommitHook(
      policy: policy, timeout: timeout, owner: self,
      input: { _, request in request.proposedValue }, work: work,
      complete: { toggle, request, outcome in toggle.completeCommit(request, with: outcome) })
  }

  /// Asks before each user change ("ask first"): the value changes only if `ask` answers true (B17).
  ///
  /// The confirmed policy: the old value shows, pending, while `ask` runs (a
  /// prompt, a permission request); false or a timeout rolls back with reason
  /// `refused` or `timedOut`.
  public func setConfirmation(
    timeout: Double = ToggleCoordinator.defaultCommitTimeout,
    ask: @escaping @MainActor (_ proposedValue: ToggleValue) async -> Bool
  ) {
    setCommit(.confirmed, timeout: timeout) { proposed in
      guard await ask(proposed) else { throw ToggleCommitFailure.refused }
    }
  }

  /// Removes the commit hook: user changes apply at once again (B17). A pending change is
  /// cancelled, and an optimistic one's value goes back: nothing saved it.
  public func removeCommit() {
    cancelPendingCommit(restoringPreviousValue: true)
    commit = CommitHook()
    needsCommit = nil
  }

  /// Ends the toggle's life as its toolkit ends a widget's (GTK's `dispose`), before the
  /// last reference goes (B22): pending work is cancelled with nothing told, and the
  /// commit hook and the group membership are dropped, so no closure the app gave keeps
  /// anything alive. The value stays; change streams end. ``shouldChange`` is the
  /// adapter's and stays.
  ///
  /// For an adapter's teardown only (`@_spi(ToggleKitTools)`): the group is left first, so
  /// whatever its handlers do to this toggle is dropped too; changes queued by a delivery
  /// in progress are dropped unsaid, and the host hears once that nothing is pending.
  @_spi(ToggleKitTools) public func retire() {
    group?.remove(self)
    // A widget going away shows no item: its store or tree lets it go now, not when a
    // binding collects the widget (GNOME review).
    rowSource?.unbind(self)
    followed = SaveLedger()
    answers.removeAll()
    completionsAfterDelivery.removeAll()
    // Withdrawn with nothing told (B22): the toggle is going away.
    for withdrawal in saves.withdraw(where: { _ in true }) {
      onCommitCancel?(withdrawal.record)
      host?.togglePendingDidChange(self)
    }
    commit = CommitHook()  // its runner's deinit cancels the running tasks
    needsCommit = nil
    endChangeStreams()
  }

  /// Answers a request: success commits, failure rolls back (B19). Returns false for a request
  /// that is not the pending one (cancelled, or answered already), which changes nothing (B20).
  @discardableResult
  @_spi(ToggleKitTools) public func completeCommit(
    _ request: ToggleCommitRequest, with outcome: ToggleCommitOutcome
  )
    -> Bool
  {
    // B20: answered already, even by an answer still waiting for a delivery to end.
    guard saves.isPending(request), !completionsAfterDelivery.contains(where: { $0.0 == request })
    else { return false }
    // Inside another change's delivery, app code is running: apply when it ends (B10).
    if isDelivering {
      completionsAfterDelivery.append((request, outcome))
      return true
    }
    // A group change waits for this work: the group finishes every member's part (G8).
    if let group, group.finishPendingChange(request, with: outcome) { return true }
    completeOwnCommit(request, with: outcome)
    return true
  }

  /// Carries out the answer to this toggle's own pending request (B19).
  func completeOwnCommit(_ request: ToggleCommitRequest, with outcome: ToggleCommitOutcome) {
    guard let settlement = saves.settle(request, with: outcome) else { return }
    carryOut(settlement, givesFailureFeedback: true)
  }

  /// Carries out a save's answer as its ledger settled it: the toggle's own, or its part of
  /// a group change (G8), where the activated member alone gives the failure's feedback.
  func carryOut(
    _ settlement: SaveLedger<ToggleCommitRequest>.Settlement, givesFailureFeedback: Bool
  ) {
    let host = self.host
    beginDelivery(host)
    defer { endDelivery(host) }
    // The pending look ends after the value it waited for is shown, as a row's does: an
    // assistive technology told "no longer busy" reads the value the work settled on.
    switch settlement {
    // Values are compared rather than the ledger's carriesOut and putsBack read: turning
    // allowsMixed off moves a mixed value to off without withdrawing the save (B1), so even
    // a confirmed save's toggle may no longer show its value before; the outcome still sets
    // the value it settles on (B19).
    case .commit(let request, _):
      if value != request.proposedValue, let change = machine.set(request.proposedValue) {
        // Confirmed: the value changes now, as a user change (B9).
        // Its haptic played at the tap (beginCommit): one seconds later, while the user may be
        // elsewhere, would say nothing about what they did.
        let user = ToggleChange(from: change.oldValue, to: change.newValue, cause: .user)
        let animated = feedback.animates(
          cause: .user, animatedRequested: true, reduceMotion: reduceMotion())
        host?.toggleValueDidChange(self, change: user, animated: animated, haptic: .none)
      }
      host?.togglePendingDidChange(self)
      sendChangeNotifications(
        ToggleChange(from: request.previousValue, to: request.proposedValue, cause: .user),
        host: host
      )
      host?.toggleSendValueNotifications(self)
    case .rollBack(let request, let failure, _):
      // B1: mixed, disallowed since the save began, goes back as off, and is told so.
      let previous = admitted(request.previousValue)
      let rolledBack = ToggleChange(
        from: request.proposedValue, to: previous, cause: .user, phase: .rolledBack(failure))
      if value != previous, machine.set(previous) != nil {
        // Optimistic: the shown value goes back; no value notification, nothing changed for the app.
        let animated = feedback.animates(
          cause: .programmatic, animatedRequested: true, reduceMotion: reduceMotion())
        host?.toggleValueDidChange(self, change: rolledBack, animated: animated, haptic: .none)
      }
      host?.togglePendingDidChange(self)
      sendChangeNotifications(rolledBack, host: host)
      if givesFailureFeedback {
        host?.toggleCommitDidFail(self, request: request, failure: failure)
      }
    }
  }

  /// Withdraws the pending change, keeping the value shown, for an adapter whose app's model
  /// took that value meanwhile (a SwiftUI binding set to an optimistic proposal): the model
  /// decided, so the work is cancelled and nothing rolls back (B20).
  @_spi(ToggleKitTools) public func withdrawPendingCommit() {
    cancelPendingCommit()
  }

  /// Withdraws the pending change: for a set from code, which wins (B20), or because the
  /// commit hook was replaced or removed, when an optimistic value goes back unsaved.
  func cancelPendingCommit(restoringPreviousValue: Bool = false) {
    guard let pending = pendingCommit, let withdrawal = saves.withdraw(pending) else { return }
    // The members waiting on this work go back to the selection before it (G8).
    let withdrawnFrom = group.flatMap {
      $0.pendingChangeWasCancelled(pending, restoring: restoringPreviousValue) ? $0 : nil
    }
    completionsAfterDelivery.removeAll { $0.0 == pending }
    onCommitCancel?(pending)
    tellWithdrawal(of: pending, restoring: restoringPreviousValue && withdrawal.putsBack)
    // B10, G4: the withdrawal put back the selection last told (or kept the one the app took),
    // and handlers it ran may have set members meanwhile: the group tells what it has now,
    // nothing when that is what it told last.
    withdrawnFrom?.selectionDidChange(cause: .programmatic)
  }

  /// Tells a withdrawn save, the toggle's own or its part of a group change (B20, G8): no
  /// longer pending, told cancelled as code's change (after the change being told, if one
  /// is), and, when `restoring` (an optimistic proposal the ledger puts back), its value
  /// back to the one before.
  func tellWithdrawal(of request: ToggleCommitRequest, restoring: Bool) {
    let host = self.host
    host?.togglePendingDidChange(self)
    let cancelled = ToggleChange(
      from: request.previousValue, to: request.proposedValue, cause: .programmatic,
      phase: .cancelled)
    if isDelivering {
      answers.append((cancelled, notifiesUser: false))
    } else {
      beginDelivery(host)
      sendChangeNotifications(cancelled, host: host)
      endDelivery(host)
    }
    let previous = admitted(request.previousValue)
    if restoring, value != previous, let change = machine.set(previous) {
      deliverProgrammatic(change, animated: true)
    }
  }

  /// The value a save's outcome puts back: mixed, disallowed since the save began, is off (B1).
  private func admitted(_ value: ToggleValue) -> ToggleValue {
    value == .mixed && !machine.allowsMixed ? .off : value
  }

  /// Starts a commit for an approved user activation (B17, B18); called inside its delivery.
  func beginCommit(
    proposed: ToggleValue, policy: ToggleCommitPolicy, host: (any ToggleHost)?
  ) -> ToggleCommitRequest {
    let request = saves.makeRequest(proposed: proposed, previous: value, policy: policy)
    saves.begin(request)
    showOpening(of: request, haptic: feedback.haptic(for: .user), host: host)
    return request
  }

  /// Ends a press or Space held as a save begins (B18): activations are absorbed while it
  /// waits, so the pressed look would promise a release that cannot toggle (B7u), and the
  /// release does nothing, as after a cancel (B7).
  func endHeldInput(host: (any ToggleHost)?) {
    if machine.cancelInteraction().stateChanged { host?.toggleStateDidChange(self) }
  }

  /// Shows a save beginning as its ledger opens it (B17, B18): the toggle's own, with the
  /// tap's haptic, or its part of a group change, silent (the activated member plays the
  /// change's one haptic, G8). Called inside a delivery.
  func showOpening(
    of request: ToggleCommitRequest, haptic: HapticStyle, host: (any ToggleHost)?
  ) {
    let opening = SaveLedger<ToggleCommitRequest>.opening(request.policy)
    endHeldInput(host: host)
    if opening.showsProposal, let change = machine.set(request.proposedValue) {
      let user = ToggleChange(
        from: change.oldValue, to: change.newValue, cause: .user, phase: .pending(.optimistic))
      let animated = feedback.animates(
        cause: .user, animatedRequested: true, reduceMotion: reduceMotion())
      host?.toggleValueDidChange(self, change: user, animated: animated, haptic: haptic)
    } else if !opening.showsProposal, haptic != .none {
      host?.togglePlayFeedback(haptic)
    }
    host?.togglePendingDidChange(self)
    sendChangeNotifications(
      ToggleChange(
        from: request.previousValue, to: request.proposedValue, cause: .user,
        phase: opening.phase),
      host: host)
  }
}
