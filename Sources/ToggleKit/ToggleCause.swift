/// Why a toggle's value changed.
public enum ToggleCause: String, Sendable, Hashable, Codable {
  /// A completed user activation: a release inside, a key, an accessibility activate (B2).
  case user
  /// Code set the value (`isOn = ...`, `setOn(_:animated:)`, `toggle()`); no user notification follows (B2).
  case programmatic
}
