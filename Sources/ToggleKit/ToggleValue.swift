/// The value a toggle holds: off, on, or mixed.
///
/// Mixed is the "some but not all" value of a checkbox that summarises other
/// toggles. A toggle only takes it from code, and only when it allows it
/// (``ToggleMachine/allowsMixed``); a user activation from mixed goes to on (B1).
public enum ToggleValue: String, Sendable, Hashable, Codable, CaseIterable {
  /// The default value.
  case off
  /// The toggle is on (UIKit's selected, GTK's active).
  case on
  /// Neither on nor off (AppKit's mixed, GTK's inconsistent).
  case mixed

  /// The value a completed user activation moves to: off goes on, on goes off, mixed goes on.
  public var next: ToggleValue {
    switch self {
    case .off: .on
    case .on: .off
    case .mixed: .on
    }
  }

  /// Creates `.on` for `true` and `.off` for `false`.
  public init(isOn: Bool) {
    self = isOn ? .on : .off
  }

  /// Whether the value is `.on`; mixed counts as not on.
  public var isOn: Bool { self == .on }
}
