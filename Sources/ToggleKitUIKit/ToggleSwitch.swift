#if canImport(UIKit) && os(iOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  /// The system's own `UISwitch`, driven by ToggleKit's core: async commits
  /// with a pending look and rollback, group membership, and rows over a store or a tree.
  ///
  /// ```swift
  /// let sync = ToggleSwitch()
  /// sync.setCommit(.optimistic) { value in try await settings.save(sync: value == .on) }
  /// sync.onToggle = { isOn in print("sync saved:", isOn) }
  /// ```
  ///
  /// As the row of a list, in a cell of the app's own whose accessory it is (or use
  /// ``ToggleSwitchListCell``, which does this and reads as one VoiceOver element):
  ///
  /// ```swift
  /// final class SettingCell: UICollectionViewListCell {
  ///   let toggle = ToggleSwitch()
  ///   override init(frame: CGRect) {
  ///     super.init(frame: frame)
  ///     accessories = [.customView(configuration: .init(customView: toggle, placement: .trailing()))]
  ///   }
  ///   required init?(coder: NSCoder) { fatalError("made in code") }
  /// }
  ///
  /// let registration = UICollectionView.CellRegistration<SettingCell, Setting> { cell, _, setting in
  ///   var content = cell.defaultContentConfiguration()
  ///   content.text = setting.title
  ///   cell.contentConfiguration = content
  ///   // A reused cell needs no prepareForReuse: showing the next item is enough (L2). The
  ///   // title names the row in a failed save's announcement (B19).
  ///   cell.toggle.show(setting, of: store, title: setting.title)
  /// }
  /// ```
  ///
  /// What differs from ``ToggleButton``, which draws its own looks:
  /// - UIKit draws it and moves the thumb, by tap or drag, and sends its `.valueChanged`
  ///   when a tap or a drag's gesture ends (as its implementation reads; not seen on a
  ///   device); the core then decides whether the flip stands (B2). A drag across and back
  ///   changes nothing, whether or not UIKit sends a `.valueChanged` for it. A refused flip
  ///   (``shouldToggle``, a group's rule, a disabled item, a save running) and a confirmed
  ///   save's flip move the switch back at once; a confirmed save moves it when it commits.
  /// - `.valueChanged` comes once per committed user change, after the value changed, as
  ///   ``onToggle`` does (B3, B9): UIKit's own, also sent for refused flips, is held back,
  ///   so a handler reading `isOn` never sees a flip that is taken back. So is UIKit's
  ///   `.primaryActionTriggered`, which UIKit sends within each `.valueChanged` of a
  ///   switch: a `primaryAction` (`init(frame:primaryAction:)`) is called once per
  ///   committed change, within ToggleKit's send. A handler registered for both events is
  ///   called twice per change, as on any `UISwitch`; one also registered for other events
  ///   hears them only within ToggleKit's send. Override ``valueDidChange(_:)`` to see every
  ///   change, with its phase.
  /// - UIKit's own `isOn` and `setOn(_:animated:)` are code's sets, always, as
  ///   ``setToggleValue(_:animated:)`` is (B2): they go through the core, withdraw a pending
  ///   save when they change the value (B20), send no `.valueChanged`, and on a row set the
  ///   item shown (L1; don't set them where the cell is configured: a debug build warns when
  ///   that withdraws a save).
  /// - While a save runs it is half as opaque and takes no touch, and VoiceOver reads its
  ///   value with "saving" ("off, saving" while a flip off is saved); there is no spinner.
  /// - No mixed state and no press look: UISwitch has neither. A row showing a mixed item
  ///   shows it off, and VoiceOver says mixed. No haptic of ToggleKit's, as UISwitch plays
  ///   none; a failed save plays the error haptic.
  /// - Mac Catalyst's checkbox style (`preferredStyle = .checkbox`) is UIKit's to draw and
  ///   is untested here.
  ///
  /// Type-checked against the iOS 16.5 SDK; not run on a device. That UIKit sends
  /// `.valueChanged` only when a gesture ends is read from its implementation, and is a
  /// device check (the demo's Async and Settings tabs).
  @MainActor
  open class ToggleSwitch: UISwitch {
    /// The core this switch follows; for groups, stores and trees.
    public let coordinator = ToggleCoordinator()
    private lazy var host = SwitchHost(control: self)
    private var explicitAccessibilityValue: String?
    /// True while the switch moves its thumb to the core's value itself, so that UIKit's
    /// setters, which that reaches, are not taken as code's sets.
    private var isShowingValue = false
    /// True while ToggleKit sends `.valueChanged` for a committed user change: the one
    /// `.valueChanged` the app's handlers hear (B3).
    private var isSendingValueChanged = false
    /// The debug warnings this switch has logged, each only once.
    private var warnings = Set<DebugWarnings.Kind>()
    /// The title `show(_:of:title:)` gave, which names the row in a failed save's
    /// announcement (B19).
    private var rowTitle: String?

    /// Called once per user change, when it is committed (B9).
    public var onToggle: (@MainActor (_ isOn: Bool) -> Void)?
    /// Asked before a user change with the value it would take; `false` vetoes it (B5).
    public var shouldToggle: (@MainActor (_ isOn: Bool) -> Bool)?
    /// Called when a save fails and the value goes back, before its feedback (B19).
    public var onCommitFailed: (@MainActor (ToggleCommitFailure) -> Void)?
    /// Whether a failed save is announced to VoiceOver (B19); on by default.
    public var announcesRollback = true

    /// Creates an off switch.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      setUp()
    }

    /// Creates a switch from a nib or storyboard, its value the nib's.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      coordinator.attach(host: host)
      coordinator.feedback.haptic = .none
      coordinator.shouldChange = { [weak self] proposed in
        self?.shouldToggle?(proposed == .on) ?? true
      }
      coordinator.isEnabled = isEnabled
      // From a nib, UISwitch's `init(coder:)` already set the value through the overridden
      // `setOn(_:animated:)`, so the core is on by now; this repeats it for a UIKit that
      // does not, and changes nothing where it did (a set of the same value, B2).
      if super.isOn { coordinator.setValue(.on) }
      addTarget(self, action: #selector(switchWasFlipped), for: .valueChanged)
    }

    /// The value ToggleKit holds: on, off, or mixed for a row of a mixed item.
    public var toggleValue: ToggleValue { coordinator.value }

    /// Sets the value from code (B2): no `onToggle`, no `.valueChanged`, a pending save of
    /// this switch (or of the item it shows) withdrawn when the value changes (B20). On a
    /// row it sets the item shown (L1).
    public func setToggleValue(_ value: ToggleValue, animated: Bool) {
      if DebugWarnings.areOn, coordinator.isBoundRow, coordinator.isPending,
        value != coordinator.value
      {
        DebugWarnings.warnOnce(.codeSetPendingRow, shown: &warnings)
      }
      coordinator.setValue(value, animated: animated)
      // The core tells the host only of a change; a set that changed nothing (a mixed
      // value set off from a thumb already off) still puts the thumb where the value is.
      showValue(animated: animated)
    }

    /// Whether the switch is on; setting it is code's set, as ``setToggleValue(_:animated:)``
    /// (B2, B20): UIKit's own setter, taken through the core.
    open override var isOn: Bool {
      get { super.isOn }
      set { setOn(newValue, animated: false) }
    }

    /// Sets the switch from code, as ``setToggleValue(_:animated:)`` does (B2, B20): through
    /// the core, so a pending save is withdrawn and a row sets its item (L1). Sends no action,
    /// as UIKit's own does not.
    open override func setOn(_ on: Bool, animated: Bool) {
      switch SystemSwitchInput.set(on, isShowingValue: isShowingValue) {
      case .movesThumbOnly:
        super.setOn(on, animated: animated)
      case .setsValue(let value):
        setToggleValue(value, animated: animated)
      }
    }

    /// Whether a save of this switch (or of the item it shows) runs.
    public var isPending: Bool { coordinator.isPending }

    /// Makes each user change wait for `work` (B17-B22), as ``ToggleButton``'s
    /// `setCommit(_:timeout:work:)`: optimistic shows the new position at once, confirmed
    /// moves the switch back until `work` returns.
    public func setCommit(
      _ policy: ToggleCommitPolicy, timeout: Double = ToggleCoordinator.defaultCommitTimeout,
      work: @escaping @MainActor (_ proposedValue: ToggleValue) async throws -> Void
    ) {
      coordinator.setCommit(policy, timeout: timeout, work: work)
    }

    /// Makes the switch the "select all" of `store`: on as all items are, off otherwise
    /// (UISwitch has no mixed look; VoiceOver says mixed); a flip turns every item on, or
    /// every item off (G6). A switch showing an item stops showing it.
    public func becomeSelectAll<ID>(of store: ToggleStore<ID>) {
      leaveShownItem()
      rowTitle = nil
      store.bindSelectAll(coordinator)
    }

    /// Puts the switch in `group` (nil leaves its group), as the last member (G1). A switch
    /// showing an item stops showing it.
    public func join(_ group: ToggleGroup?) {
      guard coordinator.group !== group || group == nil else { return }
      if group != nil { leaveShownItem() }
      // A "select all" leaves too: the core's remove knows it.
      coordinator.group?.remove(coordinator)
      group?.add(coordinator)
    }

    /// Shows `item` of `store`, as a list row (L1-L8), named `title` in a failed save's
    /// announcement (B19); false, and off and disabled, for an item the store lacks. A save
    /// the user started here that fails after the switch went on to another item (its cell
    /// reused) still gives the error haptic and the announcement, under the name the row had
    /// when flipped. Without a title the name is the switch's label, else its cell's.
    @discardableResult
    public func show<ID>(_ item: ID, of store: ToggleStore<ID>, title: String? = nil) -> Bool {
      rowTitle = title
      // The same item again (a reconfigured cell) leaves nothing.
      if store.item(shownBy: coordinator) != item {
        leaveShownItem()
        leaveItem = { [weak self, weak store] in
          guard let self, let store, let name = self.nameAtFlip else { return }
          UnshownFailureFeedback.of(store).rowLeaves(
            item, title: name, announces: self.announcesRollback)
        }
      }
      return store.bind(coordinator, to: item)
    }

    /// Shows `node` of `tree` (T1-T10), named `title` as `show(_:of:title:)` names an item;
    /// false, and off and disabled, for a node the tree lacks.
    @discardableResult
    public func show<ID>(_ node: ID, of tree: ToggleTree<ID>, title: String? = nil) -> Bool {
      rowTitle = title
      // As for a store's item: the same node again leaves nothing.
      if tree.node(shownBy: coordinator) != node {
        leaveShownItem()
        leaveItem = { [weak self, weak tree] in
          guard let self, let tree, let name = self.nameAtFlip else { return }
          UnshownFailureFeedback.of(tree).rowLeaves(
            node, title: name, announces: self.announcesRollback)
        }
      }
      return tree.bind(coordinator, to: node)
    }

    /// Stops showing an item of `store`: the switch keeps its position and is a plain
    /// switch again, its own commit hook and group back in charge (L2).
    public func stopShowing<ID>(_ store: ToggleStore<ID>) {
      guard store.item(shownBy: coordinator) != nil else { return }
      leaveShownItem()
      rowTitle = nil
      store.unbind(coordinator)
    }

    /// Stops showing a node of `tree`: the switch keeps its position and is a plain switch
    /// again.
    public func stopShowing<ID>(_ tree: ToggleTree<ID>) {
      guard tree.node(shownBy: coordinator) != nil else { return }
      leaveShownItem()
      rowTitle = nil
      tree.unbind(coordinator)
    }

    /// What leaving the store item or tree node shown now does: a save the user started here that still
    /// runs is announced, if it fails, under the name the switch had when flipped (B19, L3),
    /// since a reused cell's text may already name its next item. Set at each bind to
    /// another item or node, whatever store or tree the switch showed before.
    private var leaveItem: (() -> Void)?
    /// The switch's name when the user last flipped it, while the save that flip started
    /// runs and the switch shows its item or node.
    private var nameAtFlip: String?

    private func leaveShownItem() {
      let leave = leaveItem
      leaveItem = nil
      leave?()
      nameAtFlip = nil
    }

    /// Called after every change of the value, with its cause and phase (B10, B15); does
    /// nothing by default.
    open func valueDidChange(_ change: ToggleChange) {}

    open override var isEnabled: Bool {
      didSet { coordinator.isEnabled = isEnabled }
    }

    /// The name a failed save's announcement gives the switch: the row's title, else its own
    /// label, else the label of the cell it sits in (a settings row names its switch with
    /// its text), else none, and the announcement says only what did not change.
    var spokenName: String {
      if let rowTitle, !rowTitle.isEmpty { return rowTitle }
      if let label = accessibilityLabel, !label.isEmpty { return label }
      var view = superview
      while let ancestor = view {
        if ancestor is UITableViewCell || ancestor is UICollectionViewCell {
          return ancestor.accessibilityLabel ?? ""
        }
        view = ancestor.superview
      }
      return ""
    }

    /// UIKit moved the thumb and sent `.valueChanged` (a tap, a drag's end, a keyboard): the
    /// core decides now whether the flip stands (B2). One sent while the switch tracks a
    /// touch, which current UIKit does not do, is only noted for the touch's end (B7).
    @objc private func switchWasFlipped() {
      decide(
        SystemSwitchInput.flip(isTracking: isTracking, showsOn: super.isOn, value: toggleValue))
    }

    /// Carries out what a flip or a touch's end means: one user activation where the thumb
    /// rests away from the core's value, then the thumb shown where the core's value is.
    private func decide(_ flip: SystemSwitchInput.Flip) {
      switch flip {
      case .noted:
        return
      case .settled:
        showValue(animated: true)
      case .activates:
        // As a tap on a button: one activation, under the rules, veto and saves.
        activateAsUser {
          coordinator.pointerDown()
          coordinator.pointerUp(isInside: true)
        }
        showValue(animated: true)
      }
    }

    /// Carries out `activation`, a user's activation of the switch (a touch's flip,
    /// VoiceOver's double tap, a row's `activate()` or "Check all"), keeping the switch's
    /// name for the announcement of a save it starts, should that save fail after the
    /// switch went on to another item (B19, L3). Every user path goes through here, so a
    /// failure after reuse is announced whichever way the user flipped.
    private func activateAsUser(_ activation: () -> Void) {
      // The name is for a save this activation starts: a save already running (started by
      // a menu, or code) absorbs it and is not this switch's to name. Kept before the
      // activation, so that a handler rebinding the switch during its own delivery (a list
      // re-sorted at once) hands it over with the item, and clears it.
      if !coordinator.isPending, leaveItem != nil, coordinator.isBoundRow {
        nameAtFlip = spokenName
      }
      activation()
      // No save runs now for the item shown (none started, or it ended at once): no name.
      if !coordinator.isPending { nameAtFlip = nil }
    }

    /// An assistive technology's activation, or a row's `activate()`, as the user's (B2):
    /// through the core, the name kept as for a touch. Nothing while disabled.
    func activateForAssistiveTechnology() {
      guard isEnabled else { return }
      activateAsUser { coordinator.accessibilityActivate() }
    }

    // Defensive: UIKit's switch hands its touches to gesture recognizers and cancels the
    // tracking within milliseconds, before any `.valueChanged`, so these two find the thumb
    // where the core's value is and decide nothing. They decide only after a `.valueChanged`
    // sent while tracking, which a UIKit version doing so would need (B7).

    /// Ends a touch: where the thumb rests decides (B7), one activation or none.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
      super.endTracking(touch, with: event)
      decide(SystemSwitchInput.touchEnded(showsOn: super.isOn, value: toggleValue))
    }

    /// The system took the touch away (UIKit's own gesture recognizer, at once): the thumb's
    /// place decides as at an end (B7).
    open override func cancelTracking(with event: UIEvent?) {
      super.cancelTracking(with: event)
      decide(SystemSwitchInput.touchEnded(showsOn: super.isOn, value: toggleValue))
    }

    /// The events whose handlers hear a committed user change, and only that: a switch's
    /// value event, and the primary action UIKit's `init(frame:primaryAction:)` registers
    /// for. UIKit sends the second itself within every send of the first: `UIControl`'s
    /// dispatch walks its handlers again for `.primaryActionTriggered` when the events sent
    /// include the one that triggers its primary action, `.valueChanged` for a switch (read
    /// from UIKit's implementation, not seen on a device).
    private static let committedChangeEvents: UIControl.Event = [
      .valueChanged, .primaryActionTriggered,
    ]

    /// Sends `.valueChanged` for a committed user change: the one call each of the app's
    /// handlers hears (B3, B9). UIKit adds the primary action within this send, so a
    /// `primaryAction` is called once; sending both events here would call it twice.
    func sendCommittedValueChanged() {
      isSendingValueChanged = true
      defer { isSendingValueChanged = false }
      sendActions(for: .valueChanged)
    }

    /// Holds back UIKit's own `.valueChanged` and `.primaryActionTriggered` from the app's
    /// targets: they come also for flips the core refuses or a save absorbs (B3). The
    /// switch's own handler hears UIKit's `.valueChanged`, and ToggleKit's send reaches
    /// them all.
    open override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
      if action == #selector(switchWasFlipped), (target as AnyObject?) === self {
        // The switch's own handler hears UIKit's flips only, not ToggleKit's send.
        if !isSendingValueChanged { super.sendAction(action, to: target, for: event) }
        return
      }
      if !isSendingValueChanged, hearsCommittedChanges(action, of: target) { return }
      super.sendAction(action, to: target, for: event)
    }

    /// Holds back UIKit's own `.valueChanged` and `.primaryActionTriggered` from the app's
    /// `UIAction` handlers (a `primaryAction` among them), as ``sendAction(_:to:for:)``
    /// does for its targets.
    open override func sendAction(_ action: UIAction) {
      if !isSendingValueChanged, hearsCommittedChanges(action) { return }
      super.sendAction(action)
    }

    /// Whether `target`'s `action` is registered for an event of a committed change.
    private func hearsCommittedChanges(_ action: Selector, of target: Any?) -> Bool {
      let name = NSStringFromSelector(action)
      return [UIControl.Event.valueChanged, .primaryActionTriggered].contains { event in
        actions(forTarget: target, forControlEvent: event)?.contains(name) == true
      }
    }

    /// Whether `action` is registered for an event of a committed change.
    private func hearsCommittedChanges(_ action: UIAction) -> Bool {
      var hears = false
      enumerateEventHandlers { handler, _, events, stop in
        if handler === action, !events.isDisjoint(with: Self.committedChangeEvents) {
          hears = true
          stop = true
        }
      }
      return hears
    }

    /// Moves the switch to the core's value, if it is not there.
    func showValue(animated: Bool) {
      let on = coordinator.value == .on
      guard super.isOn != on else { return }
      isShowingValue = true
      defer { isShowingValue = false }
      super.setOn(on, animated: animated)
    }

    /// What the app had set before a save's pending look, given back when it ends.
    private var lookBeforePending: (alpha: CGFloat, takesTouches: Bool)?

    /// The pending look: half as opaque as the app made it, no touches (B18).
    func showPending() {
      // The save the name was kept for has ended (T10, L3).
      if !coordinator.isPending { nameAtFlip = nil }
      if coordinator.isPending, lookBeforePending == nil {
        lookBeforePending = (alpha, isUserInteractionEnabled)
        alpha /= 2
        isUserInteractionEnabled = false
      } else if !coordinator.isPending, let look = lookBeforePending {
        lookBeforePending = nil
        // Given back only where the app left the pending look as it was.
        if alpha == look.alpha / 2 { alpha = look.alpha }
        if !isUserInteractionEnabled { isUserInteractionEnabled = look.takesTouches }
      }
    }

    /// The value VoiceOver reads unless the app set `accessibilityValue`: UISwitch's own,
    /// with "saving" while a save runs and the word for mixed, which UISwitch lacks (B13,
    /// B18).
    ///
    /// Override it to add a detail of a subclass's own: it is the main actor's, unlike the
    /// `accessibilityValue` override, which UIKit's SDKs declare in two isolations.
    open var defaultAccessibilityValue: String? {
      let words = ToggleAccessibility.ValueStrings.localized
      if coordinator.isPending {
        return
          "\(words.string(for: coordinator.value)), \(ToggleAccessibility.Phrases.localized.busy)"
      }
      return coordinator.value == .mixed ? words.string(for: .mixed) : super.accessibilityValue
    }

    // Not `@objc`, as none of these hooks is: UIKit has private Objective-C methods of these
    // names (`defaultAccessibilityTraits` on NSObject, UISwitch's among them), which an
    // Objective-C member of the same selector would replace.

    /// The traits VoiceOver reads: UISwitch's own, with any the app set. Override it as
    /// ``defaultAccessibilityValue``.
    open var defaultAccessibilityTraits: UIAccessibilityTraits { super.accessibilityTraits }

    /// What VoiceOver's double tap, Switch Control and Voice Control do: a user activation
    /// through the core (B2), as a tap's, with the same notifications, and the name kept
    /// for a failed save's announcement as a tap keeps it (B19); absorbed while a save runs
    /// (B18). Returns whether the activation was handled: true, also while disabled, when
    /// nothing happens (as a disabled list row's), so that VoiceOver does not tap the
    /// disabled switch, a tap that may reach what lies under it.
    ///
    /// Override it (on the main actor) to do something else. Return true when the subclass
    /// handled the activation, a refusal included (post an announcement saying why: a
    /// sighted user would see the switch move back): false makes VoiceOver tap the switch's
    /// activation point itself, which flips it.
    open func performAccessibilityActivation() -> Bool {
      // Not UISwitch's own activation: that returns false, so VoiceOver would tap the
      // switch, and while a save runs the switch takes no touch and the tap lands on what
      // lies under it (a cell, selecting its row).
      activateForAssistiveTechnology()
      return true
    }

    // Nonisolated as the SDKs declare them in two isolations (see ToggleButton): UIKit is
    // touched only on the main thread.

    /// The value VoiceOver reads (B13, B18).
    nonisolated open override var accessibilityValue: String? {
      get {
        MainActor.runOnMainThread {
          explicitAccessibilityValue ?? defaultAccessibilityValue
        } elsewhere: {
          nil
        }
      }
      set {
        MainActor.runOnMainThread {
          explicitAccessibilityValue = newValue
        } elsewhere: {
          Task { @MainActor [weak self] in self?.explicitAccessibilityValue = newValue }
        }
      }
    }

    /// The traits: ``defaultAccessibilityTraits``; a set one is UISwitch's, which that reads.
    nonisolated open override var accessibilityTraits: UIAccessibilityTraits {
      get {
        MainActor.runOnMainThread {
          defaultAccessibilityTraits
        } elsewhere: {
          .button
        }
      }
      set {
        MainActor.runOnMainThread {
          super.accessibilityTraits = newValue
        } elsewhere: {
          Task { @MainActor [weak self] in self?.setSwitchAccessibilityTraits(newValue) }
        }
      }
    }

    private func setSwitchAccessibilityTraits(_ traits: UIAccessibilityTraits) {
      super.accessibilityTraits = traits
    }

    /// VoiceOver's double tap: ``performAccessibilityActivation()``. Off the main thread it
    /// does nothing and returns false.
    nonisolated open override func accessibilityActivate() -> Bool {
      MainActor.runOnMainThread {
        performAccessibilityActivation()
      } elsewhere: {
        false
      }
    }
  }

  extension ToggleValue {
    /// Mixed read as off, as a two-position control shows it.
    fileprivate var onOrOff: ToggleValue { self == .on ? .on : .off }
  }

  /// What the core asks of a ``ToggleSwitch``; held by the switch, holding it weakly.
  @MainActor
  private final class SwitchHost: ToggleHost {
    weak var control: ToggleSwitch?

    init(control: ToggleSwitch) {
      self.control = control
    }

    func toggleStateDidChange(_ coordinator: ToggleCoordinator) {}
    func togglePrepareFeedback(_ style: HapticStyle) {}

    func toggleValueDidChange(
      _ coordinator: ToggleCoordinator, change: ToggleChange, animated: Bool, haptic: HapticStyle
    ) {
      control?.showValue(animated: animated)
    }

    func toggleSendChangeNotifications(_ coordinator: ToggleCoordinator, change: ToggleChange) {
      control?.valueDidChange(change)
    }

    /// One `.valueChanged`, then ``ToggleSwitch/onToggle``, per committed user change (B3, B9).
    func toggleSendValueNotifications(_ coordinator: ToggleCoordinator) {
      guard let control else { return }
      control.sendCommittedValueChanged()
      control.onToggle?(coordinator.value == .on)
    }

    func toggleSendPrimaryAction(_ coordinator: ToggleCoordinator, source: ActivationSource) {}

    func togglePendingDidChange(_ coordinator: ToggleCoordinator) {
      control?.showPending()
    }

    func toggleBoundItemEnabledDidChange(_ coordinator: ToggleCoordinator) {
      control?.isEnabled = coordinator.showsEnabledItem
    }

    func toggleCommitDidFail(
      _ coordinator: ToggleCoordinator, request: ToggleCommitRequest, failure: ToggleCommitFailure
    ) {
      guard let control else { return }
      control.onCommitFailed?(failure)
      RollbackFeedback.give(
        label: control.spokenName, previousValue: request.previousValue,
        words: .localized, haptic: .light, announces: control.announcesRollback)
    }
  }
#endif
