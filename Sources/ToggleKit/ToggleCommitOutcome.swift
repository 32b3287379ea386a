/// How the app's work for a ``ToggleCommitRequest`` ended (B19).
public enum ToggleCommitOutcome: Sendable, Hashable {
  /// The work succeeded: the proposed value is committed.
  case success
  /// The work failed, timed out or was refused: the toggle rolls back.
  case failure(ToggleCommitFailure)
}
