/// The one implementation of a toggle's behaviour, driven by an adapter (B1-B16).
///
/// It owns the ``ToggleMachine``, asks the veto, and tells its ``ToggleHost``
/// what to do in the contract's order. Every toolkit's button keeps one
/// coordinator and forwards its input to it, so the behaviour tested here is
/// the behaviour users get.
@MainActor
public final class ToggleCoordinator {
  // Every press and release reads these several times. Their accesses are
  // short and never overlap: the machine is mutated only by its own event
  // functions, which return before any host or app code runs. So the dynamic
  // exclusivity checks, which cost more than the rest of a tap, are turned off
  // for them; the model-based and GTK tests run with the checks of every other
  // property still on.
  /// The state machine: value, enabled, focus, tracking.
  @exclusivity(unchecked) public private(set) var machine: ToggleMachine
  /// The widget; held weakly so that widget and coordinator form no cycle (B16).
  @exclusivity(unchecked) public weak var host: (any ToggleHost)?
  /// Whether a completed activation flips the value (B4); off, it only sends the primary action.
  @exclusivity(unchecked) public var autotoggle = true
  /// Asked with the proposed value before a user change; `false` vetoes it (B5).
  public var shouldChange: ((_ proposedValue: ToggleValue) -> Bool)?
  /// Haptic and animation choices (B14).
  @exclusivity(unchecked) public var feedback = FeedbackPolicy()
  /// Reads the system's Reduce Motion setting; adapters install the toolkit's.
  public var reduceMotion: () -> Bool = { false }

  private let broadcaster = ChangeBroadcaster()
  @exclusivity(unchecked) private var isDeliveringUserChange = false

  /// Creates a coordinator, off and enabled.
  public init(hitRegion: HitRegion = HitRegion(width: 0, height: 0)) {
    machine = ToggleMachine(hitRegion: hitRegion)
  }

  // MARK: State

  /// The current value.
  public var value: ToggleValue { machine.value }
  /// The state whose look shows now.
  public var controlState: ControlState { machine.controlState }
  /// Whether the pressed look shows.
  public var isHighlighted: Bool { machine.isHighlighted }

  /// Where presses start and how far a held press may stray (B7).
  public var hitRegion: HitRegion {
    get { machine.hitRegion }
    set { machine.hitRegion = newValue }
  }

  /// Whether input is accepted (B6); disabling cancels a press in progress.
  public var isEnabled: Bool {
    get { machine.isEnabled }
    set { perform(machine.setEnabled(newValue)) }
  }

  /// Whether the toggle has keyboard focus.
  public var isFocused: Bool {
    get { machine.isFocused }
    set { perform(machine.setFocused(newValue)) }
  }

  /// Whether the value may be set to mixed; forbidding it while mixed turns the toggle off.
  public var allowsMixed: Bool {
    get { machine.allowsMixed }
    set {
      if let change = machine.setAllowsMixed(newValue) {
        deliverProgrammatic(change, animated: false)
      }
    }
  }

  /// A stream of every change from now on, user and programmatic, in order (B15).
  ///
  /// Each call makes a new independent stream; it ends when the toggle goes
  /// away. It buffers without limit, so a slow reader loses nothing.
  public var changes: AsyncStream<ToggleChange> { broadcaster.makeStream() }

  /// How many change streams are being read; for tests and diagnostics.
  public var changeSubscriberCount: Int { broadcaster.subscriberCount }

  // MARK: Programmatic changes (B2)

  /// Sets the value from code: look and accessibility update, the change
  /// stream hears of it, no user notification is sent.
  ///
  /// Returns whether the value changed: setting the same value does nothing,
  /// and `.mixed` is refused unless ``allowsMixed`` is true.
  @discardableResult
  public func setValue(_ newValue: ToggleValue, animated: Bool = false) -> Bool {
    guard let change = machine.set(newValue) else { return false }
    deliverProgrammatic(change, animated: animated)
    return true
  }

  /// Flips the value from code (mixed goes on) and returns the new value.
  @discardableResult
  public func toggle(animated: Bool = false) -> ToggleValue {
    setValue(value.next, animated: animated)
    return value
  }

  // MARK: Input (B7, B8)

  /// A press began at this point in the toggle's coordinates.
  public func pointerDown(x: Double, y: Double) { perform(machine.pointerDown(x: x, y: y)) }
  /// A held press moved.
  public func pointerMoved(x: Double, y: Double) { perform(machine.pointerMoved(x: x, y: y)) }
  /// A held press was released.
  public func pointerUp(x: Double, y: Double) { perform(machine.pointerUp(x: x, y: y)) }
  /// The system took the press away.
  public func pointerCancelled() { perform(machine.pointerCancelled()) }
  /// A key went down while focused.
  public func keyDown(_ key: ToggleKey) { perform(machine.keyDown(key)) }
  /// A key came up while focused.
  public func keyUp(_ key: ToggleKey) { perform(machine.keyUp(key)) }
  /// An assistive technology's activate action.
  public func accessibilityActivate() { perform(machine.accessibilityActivate()) }
  /// Cancels any press or held key: the widget was hidden, unmapped, or lost its grab.
  public func cancelInteraction() { perform(machine.cancelInteraction()) }

  // MARK: Carrying out

  private func perform(_ reaction: ToggleMachine.Reaction) {
    guard reaction != .none else { return }
    // One load of the weak reference per event: each load is an atomic side-table access.
    let host = self.host
    if reaction.pressBegan { host?.togglePrepareFeedback(feedback.haptic(for: .user)) }
    if reaction.stateChanged { host?.toggleStateDidChange(self) }
    if let source = reaction.activation { activate(from: source, host: host) }
  }

  /// A completed user activation: autotoggle, veto, then the change in the contract's order (B3-B5, B9, B10).
  private func activate(from source: ActivationSource, host: (any ToggleHost)?) {
    // A handler that activates again while its own change is being delivered
    // would notify recursively; B10 rules that out, so the nested one is dropped.
    guard !isDeliveringUserChange else { return }
    // `host` is held strongly for the whole delivery, as UIKit holds a sender: a
    // handler that releases the widget cannot free it under our feet (B16).
    // Without a host (none yet, or gone) the value and the change stream still work.
    isDeliveringUserChange = true
    defer { isDeliveringUserChange = false }

    let proposed = value.next
    let approved = autotoggle && (shouldChange?(proposed) ?? true)
    if approved, machine.isEnabled, let change = machine.set(proposed) {
      let user = ToggleChange(from: change.oldValue, to: change.newValue, cause: .user)
      let animated = feedback.animates(
        cause: .user, animatedRequested: true, reduceMotion: reduceMotion())
      host?.toggleValueDidChange(
        self, change: user, animated: animated, haptic: feedback.haptic(for: .user))
      broadcaster.send(user)
      host?.toggleSendValueNotifications(self)
    }
    host?.toggleSendPrimaryAction(self, source: source)
  }

  private func deliverProgrammatic(_ change: ToggleChange, animated: Bool) {
    let animates = feedback.animates(
      cause: .programmatic, animatedRequested: animated, reduceMotion: reduceMotion())
    host?.toggleValueDidChange(self, change: change, animated: animates, haptic: .none)
    broadcaster.send(change)
  }
}
