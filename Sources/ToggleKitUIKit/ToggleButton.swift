#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  /// A `UIButton` that holds an on/off value and flips it when a press is released inside.
  ///
  /// To see every change in a subclass, override ``valueDidChange(_:)``: the
  /// value setters are not `open`, because taps, keys, groups and commits change
  /// the value without going through them.
  ///
  /// On is UIKit's `isSelected`, so everything set for the `.selected` state is
  /// the on look. Setting the value from code (``isOn``, ``setOn(_:animated:)``,
  /// ``toggle()``, `isSelected`) updates the look but sends no action; a user
  /// change sends `.valueChanged`, then calls ``onToggle``, then UIKit sends
  /// `.touchUpInside` and `.primaryActionTriggered`, so every handler reads the
  /// new value. A keyboard or assistive-technology activation sends
  /// the same two, so a tap action registered for either runs for every kind of
  /// activation. Works from code, from Interface Builder, and in SwiftUI through
  /// `ToggleButtonRepresentable`.
  @MainActor
  open class ToggleButton: UIButton {
    /// The core that decides this button's behaviour; groups name members by it.
    ///
    /// Prefer the button's own API (``isOn``, ``setCommit(_:timeout:work:)``,
    /// `group.select(button)`): everything done here reaches the
    /// button the same way, but is said in the core's terms.
    public let coordinator = ToggleCoordinator()
    lazy var host = ButtonHost(button: self)
    let haptics = HapticPlayer()
    var looks = ButtonLooks()
    /// True while the button writes `isSelected` itself, so the override can tell code's writes apart.
    var isApplyingValue = false
    var explicitAccessibilityLabel: String?
    var explicitAccessibilityValue: String?
    var explicitLargeContentTitle: String?
    /// The activity indicator of the pending look on its material, made on the first commit
    /// (legacy buttons).
    var pendingIndicator: UIActivityIndicatorView?
    var pendingBadge: UIVisualEffectView?
    /// Whether a nib gave a configuration-drawn button and no looks ToggleKit could read.
    var mayHaveUnreadNibLooks = false
    /// The key presses the button took at their start, so their ends are its own too (B8).
    var heldKeyPresses: [ObjectIdentifier: ToggleKey] = [:]
    /// The debug warnings this button has logged (``DebugWarnings``), each only once.
    var warnings = Set<DebugWarnings.Kind>()
    /// Whether the pending look turned a configuration's activity indicator on.
    var showsPendingInConfiguration = false
    /// The background colour the app (or the nib) gave the view itself: what a state with no
    /// per-state colour shows (B12).
    var ownBackgroundColor: UIColor?
    /// Whether the view shows a per-state colour now, which the own colour replaces once the
    /// last per-state colour goes.
    var showsPerStateBackgroundColor = false
    /// Set while the button writes a background colour itself, so that write is not the app's.
    var isApplyingBackgroundColor = false
    /// The configuration background colour the app gave, the fallback of states with no
    /// per-state colour when the button has a configuration (B12); and the one the button
    /// wrote last, so a different one found there is the app's.
    var ownConfigurationBackgroundColor: UIColor?
    var writtenConfigurationBackgroundColor: UIColor?

    /// The view's background colour; one the app sets here is the look of every state that
    /// has no per-state colour (``setBackgroundColor(_:for:)``).
    open override var backgroundColor: UIColor? {
      didSet {
        guard !isApplyingBackgroundColor else { return }
        // Writing back a per-state colour it read (code restoring what it saved) is not a new
        // colour of its own. A colour the app means as the off look is best given with
        // setBackgroundColor(_:for: .normal).
        if showsPerStateBackgroundColor,
          looks.backgroundColors.explicitStates.contains(where: {
            looks.backgroundColors[exactly: $0] == backgroundColor
          })
        {
          return
        }
        ownBackgroundColor = backgroundColor
        if showsPerStateBackgroundColor { applyLookForCurrentState() }
      }
    }

    /// Called when the app's work failed or timed out and the toggle rolled back (B19).
    public var onCommitFailed: (@MainActor (ToggleCommitFailure) -> Void)?

    /// Whether VoiceOver announces a rollback ("Notifications: not changed, still off");
    /// true by default. Turn it off when ``onCommitFailed`` shows an alert of its own.
    public var announcesRollback = true

    /// The value words the app chose; nil lets the system, or ToggleKit's translations, speak.
    var appValueStrings: ToggleAccessibility.ValueStrings?

    /// Called after every user change with the new value; never for changes made in code (B2, B3).
    public var onToggle: (@MainActor (_ isOn: Bool) -> Void)?

    /// Asked before a user change with the value it would take; return `false` to veto it (B5).
    ///
    /// A vetoed press still sends `.touchUpInside` and `.primaryActionTriggered`,
    /// as a press with ``autotoggle`` off does; only the value and its
    /// notifications are held back.
    public var shouldToggle: (@MainActor (_ isOn: Bool) -> Bool)?

    /// Creates an off toggle of the custom button type.
    ///
    /// Its title and symbol images follow Dynamic Type: the title is in the
    /// body text style and grows with the user's text size, and SF Symbols images are drawn at
    /// the body style's size. Set `titleLabel?.font` or a preferred symbol configuration
    /// of your own to fix them; bitmap images and a configuration's looks keep their sizes.
    /// A toggle from a nib keeps the nib's font.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      // In code only: a nib's "Accessibility Enabled" (off when a cell is the element) stays.
      isAccessibilityElement = true
      setUp()
      titleLabel?.font = .preferredFont(forTextStyle: .body)
      titleLabel?.adjustsFontForContentSizeCategory = true
      setPreferredSymbolConfiguration(.init(textStyle: .body), forImageIn: .normal)
    }

    /// Creates a toggle from a nib or storyboard; per-state images and titles set there are kept.
    ///
    /// A background image on the Selected state becomes ``onImage``, as in
    /// `PRPToggleButton`'s recipe, with no code; ``autotoggle`` is on unless the
    /// nib's user-defined runtime attributes say otherwise.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      // Whatever path the nib's colour took into the view, it is the button's own.
      ownBackgroundColor = backgroundColor
      importLooksFromArchive()
      setUp()
    }

    /// Creates a toggle with on, off and pressed background images (`PRPToggleButton`'s factory).
    ///
    /// See the article "Migrating from PRPToggleButton".
    ///
    /// Any image may be nil: a nil image leaves the button's own look for that state (B12).
    public convenience init(onImage: UIImage?, offImage: UIImage?, highlightedImage: UIImage? = nil)
    {
      self.init(frame: .zero)
      if let offImage { self.offImage = offImage }
      if let onImage { self.onImage = onImage }
      if let highlightedImage { self.highlightedImage = highlightedImage }
      sizeToFit()
    }

    private func setUp() {
      coordinator.attach(host: host)
      coordinator.reduceMotion = { UIAccessibility.isReduceMotionEnabled }
      coordinator.shouldChange = { [weak self] proposed in
        self?.shouldToggle?(proposed == .on) ?? true
      }
      coordinator.isEnabled = isEnabled
      if isSelected { coordinator.setValue(.on) }
      #if os(iOS)
        // Image-only toggles are why the Large Content Viewer exists (see ToggleButton+LargeContent).
        showsLargeContentViewer = true
        scalesLargeContentImage = true
        // iPadOS's pointer highlights the toggle as it does a system button;
        // UIKit turns it on only for system-type buttons.
        isPointerInteractionEnabled = true
      #endif
      applyLookForCurrentState()
    }

    // MARK: Value

    /// Whether the toggle is on; setting it is a programmatic change that sends no action (B2).
    ///
    /// Not `open`: a tap changes the value without setting this property, so an
    /// override's `didSet` would miss every user change. Override
    /// ``valueDidChange(_:)`` to see them all.
    @IBInspectable public var isOn: Bool {
      get { coordinator.value == .on }
      set { setOn(newValue, animated: false) }
    }

    /// The value, including mixed; setting it is programmatic.
    public var toggleValue: ToggleValue {
      get { coordinator.value }
      set { setToggleValue(newValue, animated: false) }
    }

    /// Sets the value from code, cross-fading the look when `animated` (unless Reduce Motion is on); sends no action.
    ///
    /// Objective-C: `-setOn:animated:`, as `UISwitch`'s.
    @objc(setOn:animated:)
    public func setOn(_ on: Bool, animated: Bool) {
      setToggleValue(ToggleValue(isOn: on), animated: animated)
    }

    /// Sets the value, mixed included, from code; sends no action. Mixed is ignored unless ``allowsMixed``.
    public func setToggleValue(_ value: ToggleValue, animated: Bool) {
      if DebugWarnings.areOn, coordinator.isBoundRow, coordinator.isPending,
        value != coordinator.value
      {
        DebugWarnings.warnOnce(.codeSetPendingRow, shown: &warnings)
      }
      coordinator.setValue(value, animated: animated)
    }

    /// Flips the value from code (mixed goes on) and returns whether it is now on; sends no action.
    ///
    /// Objective-C: `-toggle`, as `PRPToggleButton`'s.
    @objc @discardableResult
    public func toggle() -> Bool {
      coordinator.toggle() == .on
    }

    /// Called after every change of the value, from the user or from code, with its cause and
    /// phase, in the order the changes happened (B10, B15); does nothing by default.
    ///
    /// The subclass hook that sees every change: a tap, a key, a group, a commit's
    /// pending, commit, rollback and cancel phases, and sets from code. Draw from
    /// ``isOn`` or ``toggleValue`` here, not from `change.newValue`: for a confirmed
    /// change still pending, or a cancelled one, that is the value proposed, not the one
    /// shown (`change.shownValue(after:)` says which). Seed 000's `isOn { didSet }`
    /// observer belongs here.
    open func valueDidChange(_ change: ToggleChange) {}

    /// Whether the value may be set to mixed; off by default. Turning it off while mixed turns the toggle off.
    @IBInspectable public var allowsMixed: Bool {
      get { coordinator.allowsMixed }
      set { coordinator.allowsMixed = newValue }
    }

    /// Whether a press released inside flips the value (B4); default true, from a nib too.
    ///
    /// When false, a press still sends `.touchUpInside` and
    /// `.primaryActionTriggered`, and the app decides whether to change ``isOn``.
    @IBInspectable public var autotoggle: Bool {
      get { coordinator.autotoggle }
      set { coordinator.autotoggle = newValue }
    }

    /// The haptic a user change plays (B14); `.light` by default, `.none` for silence.
    public var haptic: HapticStyle {
      get { coordinator.feedback.haptic }
      set { coordinator.feedback.haptic = newValue }
    }

    /// How long the cross-fade between looks lasts, in seconds; 0 turns it off.
    @IBInspectable public var animationDuration: Double {
      get { coordinator.feedback.animationDuration }
      set { coordinator.feedback.animationDuration = newValue }
    }

    /// How far outside the bounds, in points, a held press still counts as inside (B7); 70 by default.
    ///
    /// It can only narrow UIKit's own margin (about 70 points), which decides
    /// `.touchUpInside`: a larger value is stored as 70, a negative or non-finite
    /// one as 0, so reading it back says what takes effect.
    @IBInspectable public var trackingSlop: CGFloat {
      get { CGFloat(coordinator.hitRegion.slop) }
      set { coordinator.hitRegion.slop = SystemTouchTracking.honouredSlop(Double(newValue)) }
    }

    /// Every change from now on, from the user and from code, with its cause (B15).
    public var changes: AsyncStream<ToggleChange> { coordinator.changes }

    // MARK: UIKit state

    /// Code that writes `isSelected` directly makes a programmatic change, as `isOn` does.
    open override var isSelected: Bool {
      didSet {
        // Against the value, not `isOn`: a mixed toggle set to false goes off, as `isOn`'s does.
        guard !isApplyingValue, ToggleValue(isOn: isSelected) != toggleValue else { return }
        coordinator.setValue(ToggleValue(isOn: isSelected))
      }
    }

    /// Disabling cancels a press in progress and ignores input; code can still set the value (B6).
    open override var isEnabled: Bool {
      didSet {
        coordinator.isEnabled = isEnabled
        applyLookForCurrentState()
      }
    }

    /// The pressed look: shown only while the core holds a press (B7, B18).
    ///
    /// UIKit sets this itself during a touch, also for a press the core refused
    /// (`beginTracking` returned false while a save is pending) and after a press
    /// ended early past a narrow ``trackingSlop``, when the finger comes back. The
    /// release cannot toggle then, so the look must not say it would: such writes
    /// are turned into false. Whether UIKit makes them is not checked on a device;
    /// this holds either way. So are writes from code, a table
    /// cell's highlight spreading to its subviews, and spring loading's flash: the
    /// pressed look means a press ToggleKit holds.
    open override var isHighlighted: Bool {
      get { super.isHighlighted }
      set {
        super.isHighlighted = newValue && !coordinator.isPending && coordinator.machine.isTracking
        applyLookForCurrentState()
      }
    }

    /// UIKit's own toggling of `isSelected` on each tap, which is what ``autotoggle`` does.
    ///
    /// Both at once would flip twice (the app told "on", the value back off), so
    /// setting it sets ``autotoggle`` instead and never reaches UIKit; reading it
    /// is always false, as UIKit itself never toggles the selection here.
    open override var changesSelectionAsPrimaryAction: Bool {
      // Always false to UIKit, which may read it on every tap: UIKit must never flip
      // `isSelected` itself (nor turn a menu button into a selection menu).
      get { false }
      set { autotoggle = newValue }
    }

    /// UIKit's state, with `UIControl.State.toggleMixed` added while the value is mixed.
    open override var state: UIControl.State {
      var state = super.state
      if coordinator.value == .mixed { state.insert(.toggleMixed) }
      return state
    }

    // MARK: Touch tracking (B7)

    /// How far a held press may stray, with UIKit's own `isTouchInside` as the final word.
    var touchTracking: SystemTouchTracking {
      SystemTouchTracking(slop: coordinator.hitRegion.slop)
    }

    /// Begins a press; UIKit tracks it only if the core takes it.
    ///
    /// The core refuses a press while disabled or while Space is held; UIKit
    /// must not track such a press either, or it would send `.touchUpInside`
    /// for a press that cannot toggle.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
      // While the app's work runs, a press is absorbed: not even UIKit's tap action (B18).
      guard !coordinator.isPending, super.beginTracking(touch, with: event) else { return false }
      // UIKit's hit test (with point(inside:)'s 44-point target) already put the touch here.
      coordinator.pointerDown()
      return coordinator.isPointerPressed
    }

    /// Follows a held press by UIKit's own inside test; past a narrower ``trackingSlop`` the press ends.
    ///
    /// UIKit shows the pressed look itself (`isHighlighted`) from the same test,
    /// so the look, the toggle and the tap action agree.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
      let continues = super.continueTracking(touch, with: event)
      let point = location(of: touch)
      guard continues,
        touchTracking.continues(
          x: point.x, y: point.y, width: Double(bounds.width), height: Double(bounds.height))
      else {
        coordinator.pointerCancelled()
        isHighlighted = false
        return false
      }
      coordinator.pointerMoved(isInside: isTouchInside)
      return true
    }

    /// Ends a press: it toggles exactly when UIKit counts it inside, as `PRPToggleButton` decides.
    ///
    /// UIKit calls this with a nil touch when it cancels; that never flips.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
      let systemSaysInside = isTouchInside
      super.endTracking(touch, with: event)
      guard let touch else {
        coordinator.pointerCancelled()
        return
      }
      let point = location(of: touch)
      coordinator.pointerUp(
        isInside: touchTracking.isInside(
          systemSaysInside: systemSaysInside, x: point.x, y: point.y,
          width: Double(bounds.width), height: Double(bounds.height)))
    }

    /// The system took the touch away: no flip, no pressed look.
    open override func cancelTracking(with event: UIEvent?) {
      super.cancelTracking(with: event)
      coordinator.pointerCancelled()
    }

    /// A touch's position from the bounds' origin, as `SystemTouchTracking` measures.
    private func location(of touch: UITouch) -> (x: Double, y: Double) {
      let point = touch.location(in: self)
      return (Double(point.x - bounds.minX), Double(point.y - bounds.minY))
    }

    /// Takes touches in at least a 44 x 44 point area, even when the drawing is smaller (B13).
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      if super.point(inside: point, with: event) { return true }
      guard isEnabled, !isHidden, alpha > 0.01 else { return false }
      return hitRegion(slop: 0).targetContains(x: Double(point.x), y: Double(point.y))
    }

    /// Lays out as UIButton does, then keeps the pending look (B18) over what UIKit set.
    open override func layoutSubviews() {
      super.layoutSubviews()
      layoutPendingLook()
    }

    /// A press in progress ends when the button leaves its window.
    open override func didMoveToWindow() {
      super.didMoveToWindow()
      // A held key's press still ends with pressesEnded or pressesCancelled, which find
      // it in heldKeyPresses, so UIKit hears of none of its phases.
      if window == nil { coordinator.cancelInteraction() }
      if window != nil, mayHaveUnreadNibLooks {
        mayHaveUnreadNibLooks = false
        if configuration != nil, configurationUpdateHandler == nil {
          DebugWarnings.warnOnce(.nibLooksInConfiguration, shown: &warnings)
        }
      }
    }

    private func hitRegion(slop: Double) -> HitRegion {
      HitRegion(
        x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width),
        height: Double(bounds.height), slop: slop)
    }
  }
#endif
