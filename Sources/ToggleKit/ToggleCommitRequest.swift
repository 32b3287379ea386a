/// One user change waiting for the app's work to commit it (B17).
///
/// The coordinator hands it to ``ToggleCoordinator/onCommitRequest``; whoever
/// does the work answers with ``ToggleCoordinator/completeCommit(_:with:)``.
/// An answer to a request that is no longer pending (cancelled by a set from
/// code, or answered already) is ignored (B20).
public struct ToggleCommitRequest: Sendable, Hashable, Codable {
  /// Tells requests apart; each user activation that starts work gets a new one.
  public let id: UInt64
  /// The value the user asked for.
  public let proposedValue: ToggleValue
  /// The value before the activation, which a failure returns to.
  public let previousValue: ToggleValue
  /// When the value is shown: at once (optimistic) or on success (confirmed).
  public let policy: ToggleCommitPolicy

  /// Creates a request.
  public init(
    id: UInt64, proposedValue: ToggleValue, previousValue: ToggleValue, policy: ToggleCommitPolicy
  ) {
    self.id = id
    self.proposedValue = proposedValue
    self.previousValue = previousValue
    self.policy = policy
  }
}
