/// The keys a toggle reacts to (B8).
public enum ToggleKey: String, Sendable, Hashable, Codable {
  /// Space: pressed look on key down, activation on key up.
  case space
  /// Enter or Return (including the keypad's): activation on key down.
  case enter
}
