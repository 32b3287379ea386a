/// The platform-neutral state machine of one toggle: value, enabled, focus and input tracking.
///
/// Adapters feed it the toolkit's input and carry out the ``Reaction`` each
/// event returns. It decides *when* a user activation completes (B7, B8) and
/// never crashes on input out of order or on non-finite coordinates; what an
/// activation does to the value (autotoggle, veto, notifications) is
/// ``ToggleCoordinator``'s part.
public struct ToggleMachine: Sendable, Hashable {
  /// What an input event asks the adapter to do.
  public struct Reaction: Sendable, Hashable {
    /// The control state changed (pressed, focused, enabled): the look must be refreshed.
    public var stateChanged = false
    /// A press began: prepare feedback such as a haptic engine (B14).
    public var pressBegan = false
    /// A user activation completed, and how.
    public var activation: ActivationSource?

    /// A reaction that asks for nothing.
    public static let none = Reaction()
  }

  private enum Interaction: Sendable, Hashable {
    case idle
    case pointer(isInside: Bool)
    case spaceKey
  }

  /// The current value (B1).
  public private(set) var value: ToggleValue = .off
  /// Whether the toggle reacts to input (B6).
  public private(set) var isEnabled = true
  /// Whether the toggle has keyboard focus.
  public private(set) var isFocused = false
  /// Whether ``set(_:)`` accepts `.mixed` (B1).
  public private(set) var allowsMixed = false
  /// Where presses start and how far a held press may stray (B7).
  public var hitRegion: HitRegion
  private var interaction: Interaction = .idle

  /// Creates a machine, off and enabled, for the given hit region.
  public init(hitRegion: HitRegion = HitRegion(width: 0, height: 0)) {
    self.hitRegion = hitRegion
  }

  /// Whether the pressed look shows: a press held inside, or Space held.
  public var isHighlighted: Bool {
    switch interaction {
    case .idle: false
    case .pointer(let isInside): isInside
    case .spaceKey: true
    }
  }

  /// Whether a press or Space is being held.
  public var isTracking: Bool { interaction != .idle }

  /// The state whose look shows now (B11).
  public var controlState: ControlState {
    ControlState(
      value: value, isHighlighted: isHighlighted, isEnabled: isEnabled, isFocused: isFocused)
  }

  // MARK: Pointer (B7)

  /// A press began at this point; it tracks only when enabled, idle, and inside the target.
  public mutating func pointerDown(x: Double, y: Double) -> Reaction {
    guard isEnabled, interaction == .idle, hitRegion.targetContains(x: x, y: y) else {
      return .none
    }
    interaction = .pointer(isInside: true)
    return Reaction(stateChanged: true, pressBegan: true)
  }

  /// A held press moved; leaving the slop region removes the pressed look, coming back restores it.
  public mutating func pointerMoved(x: Double, y: Double) -> Reaction {
    guard case .pointer(let wasInside) = interaction else { return .none }
    let isInside = hitRegion.trackingContains(x: x, y: y)
    interaction = .pointer(isInside: isInside)
    return Reaction(stateChanged: isInside != wasInside)
  }

  /// A held press was released; inside the slop region it activates.
  public mutating func pointerUp(x: Double, y: Double) -> Reaction {
    guard case .pointer(let wasInside) = interaction else { return .none }
    interaction = .idle
    let isInside = hitRegion.trackingContains(x: x, y: y)
    return Reaction(stateChanged: wasInside, activation: isInside ? .pointer : nil)
  }

  /// A press began where the toolkit's own hit test put it on the toggle (UIKit's
  /// `beginTracking`); it tracks when enabled and idle, wherever the point is.
  public mutating func pointerDown() -> Reaction {
    guard isEnabled, interaction == .idle else { return .none }
    interaction = .pointer(isInside: true)
    return Reaction(stateChanged: true, pressBegan: true)
  }

  /// A held press moved, and the toolkit says whether it is inside (UIKit's `isTouchInside`, see ``SystemTouchTracking``).
  public mutating func pointerMoved(isInside: Bool) -> Reaction {
    guard case .pointer(let wasInside) = interaction else { return .none }
    interaction = .pointer(isInside: isInside)
    return Reaction(stateChanged: isInside != wasInside)
  }

  /// A held press was released where the toolkit says it is inside or not; inside activates.
  public mutating func pointerUp(isInside: Bool) -> Reaction {
    guard case .pointer(let wasInside) = interaction else { return .none }
    interaction = .idle
    return Reaction(stateChanged: wasInside, activation: isInside ? .pointer : nil)
  }

  /// Whether a pointer press is being tracked (not a held key).
  public var isPointerPressed: Bool {
    if case .pointer = interaction { return true }
    return false
  }

  /// The system took the press away (or the widget was hidden): no activation, no pressed look.
  public mutating func pointerCancelled() -> Reaction {
    guard case .pointer(let wasInside) = interaction else { return .none }
    interaction = .idle
    return Reaction(stateChanged: wasInside)
  }

  // MARK: Keyboard (B8)

  /// A key went down while the toggle has focus (focus is the adapter's to check).
  public mutating func keyDown(_ key: ToggleKey) -> Reaction {
    guard isEnabled else { return .none }
    switch key {
    case .space:
      guard interaction == .idle else { return .none }
      interaction = .spaceKey
      return Reaction(stateChanged: true, pressBegan: true)
    case .enter:
      return Reaction(activation: .keyboard)
    }
  }

  /// A key came up; Space held since its key down activates.
  public mutating func keyUp(_ key: ToggleKey) -> Reaction {
    switch key {
    case .space:
      guard interaction == .spaceKey else { return .none }
      interaction = .idle
      return Reaction(stateChanged: true, activation: .keyboard)
    case .enter:
      return .none
    }
  }

  /// The system took a held key away (UIKit's `pressesCancelled`): Space never activates;
  /// a pointer press in progress is not the key's to end.
  public mutating func keyCancelled(_ key: ToggleKey) -> Reaction {
    guard key == .space, interaction == .spaceKey else { return .none }
    interaction = .idle
    return Reaction(stateChanged: true)
  }

  // MARK: Other activations and conditions

  /// An assistive technology's activate action.
  public mutating func accessibilityActivate() -> Reaction {
    isEnabled ? Reaction(activation: .accessibility) : .none
  }

  /// Enables or disables; disabling cancels a press in progress (B6).
  public mutating func setEnabled(_ enabled: Bool) -> Reaction {
    guard enabled != isEnabled else { return .none }
    isEnabled = enabled
    if !enabled { _ = cancelInteraction() }
    return Reaction(stateChanged: true)
  }

  /// Gains or loses keyboard focus; losing it cancels a held Space.
  public mutating func setFocused(_ focused: Bool) -> Reaction {
    let wasHighlighted = isHighlighted
    // Space held without focus cannot be released to this toggle, so any
    // focus-out ends it, even one that repeats the current focus.
    if !focused, interaction == .spaceKey { interaction = .idle }
    guard focused != isFocused || wasHighlighted != isHighlighted else { return .none }
    isFocused = focused
    return Reaction(stateChanged: true)
  }

  /// Cancels whatever press or key is held (B7): the widget was hidden, unmapped, or lost its grab.
  public mutating func cancelInteraction() -> Reaction {
    let wasHighlighted = isHighlighted
    interaction = .idle
    return Reaction(stateChanged: wasHighlighted)
  }

  // MARK: Value (B1)

  /// Allows or forbids mixed; forbidding it while mixed sets the value off and returns that change.
  public mutating func setAllowsMixed(_ allowed: Bool) -> ToggleChange? {
    allowsMixed = allowed
    guard !allowed, value == .mixed else { return nil }
    return set(.off)
  }

  /// Sets the value; returns the change, or `nil` when nothing changed.
  ///
  /// Setting the value it already has changes nothing (as in `PRPToggleButton`), and so
  /// does `.mixed` when ``allowsMixed`` is false. The change's cause is filled in
  /// by the caller; here it is `.programmatic`.
  public mutating func set(_ newValue: ToggleValue) -> ToggleChange? {
    guard newValue != value, newValue != .mixed || allowsMixed else { return nil }
    let change = ToggleChange(from: value, to: newValue, cause: .programmatic)
    value = newValue
    return change
  }
}
