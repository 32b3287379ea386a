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

  /// Takes part in the group change of `groupRequest`, moving toward `proposed`: its part
  /// is adopted under the group's request and shown as the ledger opens it, silently.
  func followGroupCommit(_ groupRequest: ToggleCommitRequest, proposed: ToggleValue) {
    let part = ToggleCommitRequest(
      id: groupRequest.id, proposedValue: proposed, previousValue: value,
      policy: groupRequest.policy)
    followed.adopt(part)
    let host = self.host
    beginDelivery(host)
    defer { endDelivery(host) }
    showOpening(of: part, haptic: .none, host: host)
  }

  /// The work this member's part waited for answered: the ledger settles the part, and it
  /// commits or rolls back as the activated member's own save does, without the failure's
  /// feedback, which the activated member gives once.
  func finishFollowing(with outcome: ToggleCommitOutcome) {
    guard let part = followedGroupCommit, let settlement = followed.settle(part, with: outcome)
    else { return }
    carryOut(settlement, givesFailureFeedback: false)
  }

  /// The group change was withdrawn (a set from code won, B20): told as cancelled, and,
  /// when `restoring`, the value shown goes back to the one before.
  func cancelFollowing(restoring: Bool) {
    guard let part = followedGroupCommit, let withdrawal = followed.withdraw(part) else { return }
    tellWithdrawal(of: part, restoring: restoring && withdrawal.putsBack)
  }
}
