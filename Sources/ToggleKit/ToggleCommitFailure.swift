/// Why an async commit rolled back (B19), as the change stream and adapters report it.
public struct ToggleCommitFailure: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// The kind of failure.
  public enum Reason: String, Sendable, Hashable, Codable {
    /// The app's work threw.
    case failed
    /// The work did not answer within the timeout; it was cancelled.
    case timedOut
    /// An "ask first" confirmation answered no, or the hook cannot save the change.
    case refused
  }

  /// The kind of failure.
  public var reason: Reason
  /// The thrown error's description, or a sentence for a timeout or refusal: debug text,
  /// not for the user (show ``underlyingError``'s `localizedDescription` instead).
  public var message: String
  /// The error the app's work threw, as it threw it; nil for a timeout or a refusal.
  ///
  /// This is how an app tells `URLError.notConnectedToInternet` from a server's
  /// refusal, or shows the error's `localizedDescription`. Errors have no
  /// equality or coding of their own, so it takes no part in `==`, hashing or
  /// `Codable`: two failures with the same reason and message are equal.
  public var underlyingError: (any Error)?

  /// Creates a failure.
  public init(reason: Reason, message: String, underlyingError: (any Error)? = nil) {
    self.reason = reason
    self.message = message
    self.underlyingError = underlyingError
  }

  /// A failure for an error the app's work threw; the error itself is kept as ``underlyingError``.
  public static func failed(_ error: any Error) -> ToggleCommitFailure {
    if let failure = error as? ToggleCommitFailure { return failure }
    return ToggleCommitFailure(reason: .failed, message: "\(error)", underlyingError: error)
  }

  /// The work did not answer within `seconds`.
  public static func timedOut(after seconds: Double) -> ToggleCommitFailure {
    ToggleCommitFailure(reason: .timedOut, message: "no answer within \(seconds) s")
  }

  /// The confirmation answered no.
  public static let refused = ToggleCommitFailure(reason: .refused, message: "refused")

  /// A user's "select all" or "clear all" under a hook that saves one item at a time: it
  /// was refused, not applied unsaved (L5).
  public static let bulkNotSaved = ToggleCommitFailure(
    reason: .refused,
    message:
      "a select all or clear all was refused: the commit hook saves one item at a time; "
      + "give one that saves whole changes (setCommit(_:timeout:change:), commit-all)")

  private enum CodingKeys: String, CodingKey {
    case reason, message
  }

  /// Whether both have the same reason and message; ``underlyingError`` is not compared.
  public static func == (lhs: ToggleCommitFailure, rhs: ToggleCommitFailure) -> Bool {
    lhs.reason == rhs.reason && lhs.message == rhs.message
  }

  /// Hashes the reason and the message, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(reason)
    hasher.combine(message)
  }

  /// The reason and the message, as the gallery prints them: "timedOut: no answer within 2.0 s".
  public var description: String { "\(reason.rawValue): \(message)" }
}
