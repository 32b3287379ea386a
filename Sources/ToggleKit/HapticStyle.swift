/// The haptic a user change plays (B14).
public enum HapticStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// No haptic.
  case none
  /// A light impact (the default).
  case light
  /// A medium impact.
  case medium
  /// A heavy impact.
  case heavy
  /// The selection-changed tick.
  case selection
}
