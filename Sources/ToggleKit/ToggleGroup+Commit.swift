extension ToggleGroup {
  /// A group change that waits for the activated member's work (G8).
  struct PendingChange: SaveRecord {
    /// The activated member's request; its work decides the whole change.
    let request: ToggleCommitRequest
    weak var activated: ToggleCoordinator?
    /// The other members the change moves, in the order they are told (off first).
    var followers: [WeakMember]
    /// The selection before and the one proposed, for the work to save.
    let change: Change
  }

  /// A member held weakly, as the group holds all its members (B16).
  struct WeakMember {
    weak var member: ToggleCoordinator?
  }

  /// Whether a group change is waiting for a member's work: activations are absorbed (G8).
  public var isPending: Bool { pendingChange != nil }

  /// The change a user's activation waits to save (G8): the selection before it and the
  /// selection it proposes, whatever the policy shows meanwhile; nil when none waits.
  ///
  /// The activated member's work reads it to save the group's whole selection, which its
  /// own proposed value does not say (a radio choice's "on" does not name the member it
  /// turns off; a "select all" proposes mixed when disabled members keep their values).
  public var changeAwaitingCommit: Change? { pendingChange?.change }

  /// Carries out an approved user activation whose member has a commit hook (G8): every
  /// member the change moves becomes pending, shown at once under the optimistic policy,
  /// and the activated member's work runs; nothing is told as a user change yet.
  func beginPendingChange(
    of toggle: ToggleCoordinator, to proposed: ToggleValue, policy: ToggleCommitPolicy,
    moving followers: [(member: ToggleCoordinator, value: ToggleValue)]
  ) {
    withBusy {
      let before = selection
      let moved = followers.filter { $0.member !== toggle && $0.member.value != $0.value }
      var proposedOn = Set(before)
      for (member, value) in moved + [(toggle, proposed)] {
        guard let id = id(of: member) else { continue }
        if value == .on { proposedOn.insert(id) } else { proposedOn.remove(id) }
      }
      let change = Change(
        oldSelection: before, newSelection: proposedOn.sorted(), cause: .user)
      let request = toggle.beginCommitForGroup(proposed: proposed, policy: policy)
      // B20: the member's handlers, told its change began, may have withdrawn it (code set
      // it, its hook went): there is no change to wait on.
      guard toggle.saves.isPending(request) else { return }
      // G8, B22: a member removed while its change waits withdraws the change; one whose
      // handlers removed it as they were told the change began withdraws it the same way:
      // its own save goes with it, and its value goes back. (The "select all" toggle is no
      // member: it leaves by another select all being set.)
      guard id(of: toggle) != nil || selectAll === toggle else {
        toggle.cancelPendingCommit(restoringPreviousValue: true)
        return
      }
      saves.adopt(
        PendingChange(
          request: request, activated: toggle,
          followers: moved.map { WeakMember(member: $0.member) }, change: change))
      toggle.groupSaveWatcher = GroupSaveWatcher(group: self)
      for (member, value) in moved {
        // A handler told of an earlier part may have set a member from code, which
        // withdrew the change (B20): the rest is not shown.
        guard saves.isPending(request) else { break }
        member.groupSaveWatcher = GroupSaveWatcher(group: self)
        member.followGroupCommit(request, proposed: value)
      }
    }
    if let request = pendingChange?.request, pendingChange?.activated === toggle {
      toggle.startCommitWork(request)
    } else {
      // B10, G4: handlers told of its start withdrew it (code won, B20), and may have set
      // members meanwhile, which the group, busy, did not tell then: it tells what it has.
      selectionDidChange(cause: .programmatic)
    }
  }

  /// The activated member's work answered: each member's part commits or rolls back, the
  /// members moved first, then the activated one, then the group's change (G4, G8).
  /// Returns false when `request` is not the group's pending one.
  func finishPendingChange(_ request: ToggleCommitRequest, with outcome: ToggleCommitOutcome)
    -> Bool
  {
    guard let activated = saves[request]?.activated, activated.saves.isPending(request),
      let settlement = saves.settle(request, with: outcome)
    else { return false }
    let pending = settlement.record
    stopWatching(pending)
    withBusy {
      // G8, G4: a rollback tells the member going off first: the activated member, when it
      // shows the proposal on, goes back before the members it turned off.
      let activatedFirst = outcome != .success && activated.value == .on
      if activatedFirst { activated.completeOwnCommit(request, with: outcome) }
      for follower in pending.followers { follower.member?.finishFollowing(with: outcome) }
      if !activatedFirst { activated.completeOwnCommit(request, with: outcome) }
    }
    selectionDidChange(cause: .user)
    return true
  }

  /// The activated member's own request was cancelled (a set from code, its hook removed):
  /// the members moved go back to the selection before the change (B20, G8), unless the
  /// activated member keeps the value it shows (`restoring` false: the app's model took the
  /// proposal), when they keep theirs too, so the selection shown stays whole (G2). Returns
  /// whether it withdrew the group's change: the member tells the group once its own value
  /// is back too.
  func pendingChangeWasCancelled(_ request: ToggleCommitRequest, restoring: Bool) -> Bool {
    guard let withdrawal = saves.withdraw(request) else { return false }
    stopWatching(withdrawal.record)
    withBusy {
      for follower in withdrawal.record.followers {
        follower.member?.cancelFollowing(restoring: restoring)
      }
    }
    return true
  }

  /// Code is setting `member` (or the group is losing it) while a change waits: the change
  /// is withdrawn, its work cancelled, and every other member it moved goes back (B20, G8).
  func cancelPendingChange(except member: ToggleCoordinator?) {
    guard let pending = pendingChange, saves.withdraw(pending.request) != nil else { return }
    stopWatching(pending)
    withBusy {
      for follower in pending.followers {
        follower.member?.cancelFollowing(restoring: follower.member !== member)
      }
      if let activated = pending.activated {
        // The member being set cancels its own request as part of that set.
        if activated !== member { activated.cancelPendingCommit(restoringPreviousValue: true) }
      }
    }
  }

  /// A toggle the waiting change takes part in was released without leaving (its watcher
  /// went with it): the change is withdrawn as if it had left, the others go back, and the
  /// group tells what it has (G8, B22). Nothing when the change ended meanwhile.
  func withdrawChangeOfReleasedParticipant() {
    guard let pending = pendingChange,
      pending.activated == nil || pending.followers.contains(where: { $0.member == nil })
    else { return }
    cancelPendingChange(except: nil)
    selectionDidChange(cause: .programmatic)
  }

  /// The change ended: its toggles' releases no longer concern it.
  private func stopWatching(_ pending: PendingChange) {
    for toggle in [pending.activated] + pending.followers.map(\.member) {
      toggle?.groupSaveWatcher?.disarm()
      toggle?.groupSaveWatcher = nil
    }
  }

  /// Whether `member` takes part in the pending change.
  func isInPendingChange(_ member: ToggleCoordinator) -> Bool {
    guard let pending = pendingChange else { return false }
    return pending.activated === member || pending.followers.contains { $0.member === member }
  }
}
