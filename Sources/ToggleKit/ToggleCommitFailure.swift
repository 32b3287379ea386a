/// Why an async commit rolled back (B19), as the change stream and adapters report it.
public struct ToggleCommitFailure: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// The kind of failure.
  public enum Reason: String, Sendable, Hashable, Codable {
    /// The app's work threw.
    case failed
    /// The work did not answer within the timeout; it was cancelled.
    case timedOut
    /// An "ask first" confirmation answered no.
    case refused
  }

  /// The kind of failure.
  public var reason: Reason
  /// The thrown error's description, or a sentence for a timeout or refusal.
  public var message: String

  /// Creates a failure.
  public init(reason: Reason, message: String) {
    self.reason = reason
    self.message = message
  }

  /// A failure for an error the app's work threw.
  public static func failed(_ error: any Error) -> ToggleCommitFailure {
    if let failure = error as? ToggleCommitFailure { return failure }
    return ToggleCommitFailure(reason: .failed, message: "\(error)")
  }

  /// The work did not answer within `seconds`.
  public static func timedOut(after seconds: Double) -> ToggleCommitFailure {
    ToggleCommitFailure(reason: .timedOut, message: "no answer within \(seconds) s")
  }

  /// The confirmation answered no.
  public static let refused = ToggleCommitFailure(reason: .refused, message: "refused")

  /// The reason and the message, as the gallery prints them: "timedOut: no answer within 2.0 s".
  public var description: String { "\(reason.rawValue): \(message)" }
}
