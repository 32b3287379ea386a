extension ToggleCoordinator {
  // A member's part of a group change that waits for the activated member's work (G8).
  // The activated member runs the work with its own request (B17-B22); each other member
  // the change moves follows it: pending, shown at once or not by the same policy, and
  // committed, rolled back or cancelled together with it.

  /// Starts this member's own request for a group change it activated; its work starts
  /// with ``startCommitWork(_:)``, once the group has shown every member's part.
  func beginCommitForGroup(proposed: ToggleValue, policy: ToggleCommitPolicy)
    -> ToggleCommitRequest
  {
    let host = self.host
    beginDelivery(host)
    defer { endDelivery(host) }
    return beginCommit(proposed: proposed, policy: policy, host: host)
  }

  /// Starts the app's work for `request`, if it is still the pending one.
  func startCommitWork(_ request: ToggleCommitRequest) {
    if saves.isPending(request) { requestCommitWork(request) }
  }

  /// Takes part in the group change of `groupRequest`, moving toward `proposed`: pending,
  /// and shown at once under the optimistic policy.
  func followGroupCommit(_ groupRequest: ToggleCommitRequest, proposed: ToggleValue) {
    let part = ToggleCommitRequest(
      id: groupRequest.id, proposedValue: proposed, previousValue: value,
      policy: groupRequest.policy)
    followedGroupCommit = part
    let host = self.host
    beginDelivery(host)
    defer { endDelivery(host) }
    if part.policy == .optimistic, let change = machine.set(proposed) {
      let user = ToggleChange(
        from: change.oldValue, to: change.newValue, cause: .user, phase: .pending(.optimistic))
      // The activated member plays the change's one haptic.
      host?.toggleValueDidChange(self, change: user, animated: animatesUserChange, haptic: .none)
    }
    host?.togglePendingDidChange(self)
    sendChangeNotifications(
      ToggleChange(
        from: part.previousValue, to: proposed, cause: .user, phase: .pending(part.policy)),
      host: host)
  }

  /// The work this member's part waited for answered: commit it, or roll it back.
  func finishFollowing(with outcome: ToggleCommitOutcome) {
    guard let part = followedGroupCommit else { return }
    followedGroupCommit = nil
    let host = self.host
    beginDelivery(host)
    defer { endDelivery(host) }
    // The pending look ends after the value it waited for is shown, as a row's does: an
    // assistive technology told "no longer busy" reads the value the work settled on.
    switch outcome {
    case .success:
      if value != part.proposedValue, let change = machine.set(part.proposedValue) {
        let user = ToggleChange(from: change.oldValue, to: change.newValue, cause: .user)
        host?.toggleValueDidChange(self, change: user, animated: animatesUserChange, haptic: .none)
      }
      host?.togglePendingDidChange(self)
      sendChangeNotifications(
        ToggleChange(from: part.previousValue, to: part.proposedValue, cause: .user), host: host)
      host?.toggleSendValueNotifications(self)
    case .failure(let failure):
      let rolledBack = ToggleChange(
        from: part.proposedValue, to: part.previousValue, cause: .user,
        phase: .rolledBack(failure))
      if value != part.previousValue, machine.set(part.previousValue) != nil {
        host?.toggleValueDidChange(
          self, change: rolledBack, animated: animatesProgrammaticChange, haptic: .none)
      }
      host?.togglePendingDidChange(self)
      // The activated member gives the error feedback and the announcement, once.
      sendChangeNotifications(rolledBack, host: host)
    }
  }

  /// The group change was withdrawn (a set from code won, B20): told as cancelled, and,
  /// when `restoring`, the value shown goes back to the one before it.
  func cancelFollowing(restoring: Bool) {
    guard let part = followedGroupCommit else { return }
    followedGroupCommit = nil
    let host = self.host
    host?.togglePendingDidChange(self)
    let cancelled = ToggleChange(
      from: part.previousValue, to: part.proposedValue, cause: .programmatic, phase: .cancelled)
    if isDelivering {
      answers.append((cancelled, notifiesUser: false))
    } else {
      beginDelivery(host)
      sendChangeNotifications(cancelled, host: host)
      endDelivery(host)
    }
    if restoring, value != part.previousValue, let change = machine.set(part.previousValue) {
      deliverProgrammatic(change, animated: true)
    }
  }

  private var animatesUserChange: Bool {
    feedback.animates(cause: .user, animatedRequested: true, reduceMotion: reduceMotion())
  }

  private var animatesProgrammaticChange: Bool {
    feedback.animates(cause: .programmatic, animatedRequested: true, reduceMotion: reduceMotion())
  }
}
