/// What completed a user activation.
///
/// Adapters use it to avoid sending an action twice: UIKit sends its own
/// `.touchUpInside` after a touch, but nothing after a key press.
public enum ActivationSource: String, Sendable, Hashable, Codable {
  /// A press released inside the hit region (touch, mouse, pen).
  case pointer
  /// Space released, or Enter/Return pressed, while focused.
  case keyboard
  /// An assistive technology's activate action.
  case accessibility
}
