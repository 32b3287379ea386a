/// What assistive technology is told about a toggle (B13).
///
/// The label never changes with the value (WAI-ARIA button pattern); the
/// state carries on/off/mixed, both as a pressed state and as a value string.
public struct ToggleAccessibility: Sendable, Hashable, Codable {
  /// The words used for the value.
  public struct ValueStrings: Sendable, Hashable, Codable {
    /// Said for on.
    public var on: String
    /// Said for off.
    public var off: String
    /// Said for mixed.
    public var mixed: String

    /// Creates value strings.
    public init(on: String, off: String, mixed: String) {
      self.on = on
      self.off = off
      self.mixed = mixed
    }

    /// Spoken words, the default: "on", "off", "mixed".
    public static let spoken = ValueStrings(on: "on", off: "off", mixed: "mixed")
    /// UISwitch's accessibility values: "1" and "0", and "2" for mixed.
    public static let numeric = ValueStrings(on: "1", off: "0", mixed: "2")

    /// The string for a value.
    public func string(for value: ToggleValue) -> String {
      switch value {
      case .on: on
      case .off: off
      case .mixed: mixed
      }
    }
  }

  /// The stable label; `nil` lets the adapter fall back to the off-state title.
  public var label: String?
  /// The value whose state is exposed.
  public var value: ToggleValue
  /// Whether the toggle can be activated.
  public var isEnabled: Bool
  /// The value words.
  public var valueStrings: ValueStrings

  /// Creates a description.
  public init(
    label: String?, value: ToggleValue, isEnabled: Bool, valueStrings: ValueStrings = .spoken
  ) {
    self.label = label
    self.value = value
    self.isEnabled = isEnabled
    self.valueStrings = valueStrings
  }

  /// The value string for the current value.
  public var valueText: String { valueStrings.string(for: value) }
  /// Whether a selected/pressed flag is set: only for on.
  public var isSelected: Bool { value == .on }
}
