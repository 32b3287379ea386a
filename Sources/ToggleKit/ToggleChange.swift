/// One change of a toggle's value, as the change stream delivers it (B15).
///
/// Without an async commit every change is ``Phase-swift.enum/committed``.
/// With one (B17-B22) the stream also carries the phases of a user change that
/// waits for the app's work: ``Phase-swift.enum/pending(_:)`` when it starts
/// (`oldValue` is the value before, `newValue` the proposed one), then
/// ``Phase-swift.enum/committed``, ``Phase-swift.enum/rolledBack(_:)`` (from the
/// proposed value back to the old one) or ``Phase-swift.enum/cancelled``.
public struct ToggleChange: Sendable, Hashable, Codable {
  /// Where a change stands.
  public enum Phase: Sendable, Hashable, Codable {
    /// The value changed (for an async commit: the work succeeded).
    case committed
    /// A user change waits for the app's work; the optimistic policy already shows `newValue`,
    /// the confirmed one still `oldValue`.
    case pending(ToggleCommitPolicy)
    /// The work failed or timed out: the toggle went back from `oldValue` (proposed) to `newValue`.
    case rolledBack(ToggleCommitFailure)
    /// A set from code cancelled the work; the proposal `oldValue` to `newValue` is withdrawn.
    case cancelled
  }

  /// The value before the change.
  public var oldValue: ToggleValue
  /// The value after the change.
  public var newValue: ToggleValue
  /// Whether the user or code made the change.
  public var cause: ToggleCause
  /// Where the change stands; ``Phase-swift.enum/committed`` unless an async commit is involved.
  public var phase: Phase

  /// Creates a change record.
  public init(
    from oldValue: ToggleValue, to newValue: ToggleValue, cause: ToggleCause,
    phase: Phase = .committed
  ) {
    self.oldValue = oldValue
    self.newValue = newValue
    self.cause = cause
    self.phase = phase
  }

  /// Whether this change is code setting back the user change `userChange` at once: the
  /// mark of a handler that flips the value itself on a toggle that already flipped
  /// (`UIToggleButton`'s `endTracking`, the `onToggle` tutorial's `.touchUpInside` action),
  /// undoing every tap.
  ///
  /// Adapters warn about it in debug builds; the value stays what the code set (B2).
  public func undoes(_ userChange: ToggleChange) -> Bool {
    cause == .programmatic && phase == .committed && userChange.cause == .user
      && userChange.phase == .committed && oldValue == userChange.newValue
      && newValue == userChange.oldValue
  }

  /// The value a toggle shows once this change is told, given the value it showed before.
  ///
  /// Observers of the shown value (GTK's `notify::active` and `notify::value`)
  /// hear only when it moves: a confirmed proposal shows nothing new, an
  /// optimistic commit shows what its proposal already showed, a cancellation
  /// leaves the value to the set from code that follows it.
  public func shownValue(after shown: ToggleValue) -> ToggleValue {
    switch phase {
    case .committed, .rolledBack, .pending(.optimistic): newValue
    case .pending(.confirmed), .cancelled: shown
    }
  }
}
