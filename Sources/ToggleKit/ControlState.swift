/// A combination of the conditions a toggle's look can depend on (B11).
///
/// The empty set is ``normal``: enabled, off, not pressed, not focused.
public struct ControlState: OptionSet, Sendable, Hashable, Codable, CustomStringConvertible {
  /// The raw bits.
  public let rawValue: UInt8

  /// Creates a state from its raw bits; unknown bits are kept but never resolved.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// No condition: the off look.
  public static let normal: ControlState = []
  /// Pressed: a press or Space is held inside the hit region.
  public static let highlighted = ControlState(rawValue: 1 << 0)
  /// The toggle ignores input.
  public static let disabled = ControlState(rawValue: 1 << 1)
  /// The value is on (UIKit's `.selected`).
  public static let on = ControlState(rawValue: 1 << 2)
  /// The value is mixed.
  public static let mixed = ControlState(rawValue: 1 << 3)
  /// The toggle has keyboard focus.
  public static let focused = ControlState(rawValue: 1 << 4)

  /// Every state that a toggle can be in: each combination of the five conditions
  /// except on together with mixed, which a value cannot be at once.
  public static let allReachable: [ControlState] = (0..<32).map {
    ControlState(rawValue: UInt8($0))
  }
  .filter { !$0.isSuperset(of: [.on, .mixed]) }

  /// The state of a toggle with the given conditions.
  public init(
    value: ToggleValue, isHighlighted: Bool = false, isEnabled: Bool = true,
    isFocused: Bool = false
  ) {
    var state: ControlState = []
    switch value {
    case .off: break
    case .on: state.insert(.on)
    case .mixed: state.insert(.mixed)
    }
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isFocused { state.insert(.focused) }
    self = state
  }

  /// The states to look up, most specific first, when this exact one has no value.
  ///
  /// Focused is dropped first, then highlighted, then disabled, then on or
  /// mixed, ending at ``normal``. A disabled on toggle thus shows the on look
  /// rather than the generic disabled look, keeping its value visible.
  public var resolutionOrder: [ControlState] {
    var order: [ControlState] = [self]
    var current = self
    for dropped in Self.fallbackDrops where !current.isDisjoint(with: dropped) {
      current.subtract(dropped)
      order.append(current)
    }
    if current != .normal { order.append(.normal) }
    return order
  }

  /// The conditions B11 drops, in order, when a state has no value of its own.
  @usableFromInline static let fallbackDrops: [ControlState] = [
    .focused, .highlighted, .disabled, [.on, .mixed],
  ]

  /// The names of the conditions, for logs and test output.
  public var description: String {
    let names: [(ControlState, String)] = [
      (.highlighted, "highlighted"), (.disabled, "disabled"), (.on, "on"), (.mixed, "mixed"),
      (.focused, "focused"),
    ]
    let present = names.filter { contains($0.0) }.map(\.1)
    return present.isEmpty ? "normal" : present.joined(separator: "+")
  }
}
