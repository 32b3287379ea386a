/// One change of a toggle's value, as the change stream delivers it (B15).
public struct ToggleChange: Sendable, Hashable, Codable {
  /// The value before the change.
  public var oldValue: ToggleValue
  /// The value after the change.
  public var newValue: ToggleValue
  /// Whether the user or code made the change.
  public var cause: ToggleCause

  /// Creates a change record.
  public init(from oldValue: ToggleValue, to newValue: ToggleValue, cause: ToggleCause) {
    self.oldValue = oldValue
    self.newValue = newValue
    self.cause = cause
  }
}
