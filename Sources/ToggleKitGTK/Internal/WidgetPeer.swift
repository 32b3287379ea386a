#if os(Linux)
  import CGtk4
  // The core's adapter hooks (needsCommit, retire).
  @_spi(ToggleKitTools) import ToggleKit
  import Glibc

  /// The Swift state of one ToggleKit GTK widget, owned by the widget through a field of its instance.
  ///
  /// It is the coordinator's ``ToggleHost``: it keeps the theme-drawn parts'
  /// state flags, the label and accessibility in step with the core, and emits
  /// the GObject signals. It points at its widget without a reference: the
  /// widget owns it and frees it at finalize, so neither can outlive the other
  /// and nothing cycles (B16).
  @MainActor
  final class WidgetPeer: ToggleHost {
    nonisolated(unsafe) static var liveCount = 0
    /// The groups a toggle is leaving from its dispose now (see ``retire()``), each as many
    /// times as toggles leave it: only they hold their signals back, so a
    /// handler that changes another group meanwhile is heard.
    static var groupsLeftFromDispose: [ObjectIdentifier: Int] = [:]

    /// Whether a toggle is leaving `group` from its dispose now.
    static func isLeftFromDispose(_ group: ToggleGroup) -> Bool {
      groupsLeftFromDispose[ObjectIdentifier(group)] != nil
    }

    /// No GObject reference: the widget owns this peer, not the other way round.
    let widget: UnsafeMutablePointer<GtkWidget>
    let coordinator = ToggleCoordinator()
    var appearance = ToggleAppearance()
    var look: ToggleLook { appearance.look }
    var label: String { appearance.label }
    var onToggle: [(_ isOn: Bool) -> Void] = []
    var onClick: [() -> Void] = []
    var onChange: ((ToggleChange) -> Void)?
    var lastDrawnState: ControlState?
    /// How many times the parts were rendered (``syncLook()``), and how many changes of GTK's
    /// state flags came in; for tests of what renders.
    var renderCount = 0
    var flagsChangeCount = 0
    /// The parts the theme draws; made once the look is known (see ``buildParts()``).
    var parts = Parts()
    var shouldToggle: ((_ isOn: Bool) -> Bool)?
    var fade: (from: ControlState, start: Int)?
    var tickCallback: guint = 0
    /// The `active` property: on or off, and while mixed the value it had before.
    private(set) var isActive = false
    /// The `active` value the last `notify::active` told, so going mixed tells nothing.
    private var announcedActive = false
    /// The value observers last heard (`notify::value`), so a phase that shows nothing new tells nothing.
    private var toldValue: ToggleValue = .off
    /// Whether the switch's `state-set` is its commit hook (no Swift `setCommit` replaced it).
    var usesStateSet = false
    /// The `state` last notified (switch look).
    var announcedSwitchState = false
    /// Set while `state-set` is emitted; `state` set then is the handler's answer, kept here.
    var isAskingStateSet = false
    var stateSetAnswer: Bool?
    /// Whether the last `state-set` was taken over with no answer yet: the change waits.
    var stateSetWaits = false
    // The other one-byte fields, beside these: stored properties are laid out in the order
    // they are declared, and one byte among pointers takes eight.
    /// Set while a change of state flags feeds the core, whose reactions then render once.
    var isApplyingFlags = false
    /// The `commit-policy` property: user changes wait for the `commit` signal; nil, none.
    var signalledCommitPolicy: ToggleCommitPolicy?
    /// Whether the core's commit hook is the `commit` signal's.
    var usesSignalledCommit = false
    /// Whether an idle will check that the toggle is still out of any window (``dropSwiftClosuresWhenOrphaned()``).
    var awaitsOrphanCheck = false
    /// Whether the user's activation is activating the bound action now (B4).
    var isActivatingAction = false
    /// Whether assistive technology was last told the toggle is busy.
    var announcedBusy = false
    /// Whether the `item` property is being set: the unbinding it does is not news to it.
    var isSettingItemObject = false
    /// Called when an async commit rolls back, after `commit-failed`.
    var onCommitFailed: [(ToggleCommitFailure) -> Void] = []
    /// The `commit-timeout` property, in seconds; 0 is no limit.
    var signalledCommitTimeout = CommitType.defaultTimeout
    /// How many toggles are in their dispose now: while any is, a commit withdrawn (its own,
    /// or a group change it waited on with others, G8) is told from the next main-loop
    /// iteration, not from the dispose (C4).
    static var disposeDepth = 0
    /// The `ToggleKitCommit`s waiting for the app, by request, to withdraw them.
    var signalledCommits: [UInt64: CommitState] = [:]
    /// Keys pressed and not yet released, so a key's auto-repeat is not another press (B8).
    var heldKeys: Set<ToggleKey> = []
    /// The hidden GtkCheckButton that follows the GAction named by `action-name`, once set.
    var actionFollower: UnsafeMutablePointer<GtkWidget>?
    /// The key controller (B8); the widget owns it.
    var keyController: OpaquePointer?
    /// The drag gesture that tracks presses; the widget owns it.
    var pointerGesture: OpaquePointer?

    init(widget: UnsafeMutablePointer<GtkWidget>, look: ToggleLook) {
      self.widget = widget
      appearance.look = look
      WidgetPeer.liveCount += 1
      coordinator.attach(host: self)
      coordinator.hitRegion.minimumTargetSize = 0  // GTK only sends events inside the allocation
      coordinator.reduceMotion = {
        guard let settings = gtk_settings_get_default() else { return false }
        return tk_get_property_boolean(UnsafeMutableRawPointer(settings), "gtk-enable-animations")
          == 0
      }
      coordinator.shouldChange = { [unowned self] proposed in
        // With an action, the action owns the state, as GtkToggleButton's helper does: the
        // toggle never flips itself; the activation only activates the action (in its tap
        // action, after `clicked`), and the value follows the action's state.
        if hasAction { return false }
        guard shouldToggle?(proposed == .on) ?? true else { return false }
        return askStateSet(proposed)
      }
      // Focus on click is GTK's default, as GtkButton's and GtkSwitch's.
      gtk_widget_set_focusable(widget, 1)
      // The accessible role is the look's class's (WidgetType.lookClassInit); the states
      // follow once the parts are built (buildParts).
    }

    #if compiler(>=6.2)
      isolated deinit { resourcesToRelease()() }
    #else
      // No isolated deinit before Swift 6.2: the release goes to the main thread.
      deinit { MainThread.releaseAfterDeinit { resourcesToRelease() } }
    #endif

    /// What the deinit releases on the main thread, holding what it frees and not `self`.
    private func resourcesToRelease() -> @MainActor () -> Void {
      nonisolated(unsafe) var parts = parts
      return {
        WidgetPeer.liveCount -= 1
        parts.releaseColorClasses()
      }
    }

    static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> WidgetPeer? {
      let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
      guard tk_is_widget_of_type(object, WidgetType.type) != 0 else { return nil }
      return ofOwnWidget(widget)
    }

    /// The peer of a widget known to be a toggle: for the toggle class's own vfuncs, which
    /// GTK calls only on its instances, every frame; ``of(_:)`` checks the type first.
    static func ofOwnWidget(_ widget: UnsafeMutablePointer<GtkWidget>) -> WidgetPeer? {
      guard let pointer = WidgetType.peerSlot(UnsafeMutableRawPointer(widget)).pointee else {
        return nil
      }
      return Unmanaged<WidgetPeer>.fromOpaque(pointer).takeUnretainedValue()
    }

    // MARK: Configuration

    func setLabel(_ newLabel: String) {
      guard newLabel != label else { return }
      appearance.label = newLabel
      // Set during construction (a construct property): the parts are built with it next.
      guard parts.label != nil else { return }
      updateAccessibility()
      syncLook()
      WidgetType.notify(widget, .label)
    }

    /// Sets a state's title; the `on-title`, `off-title` and `pressed-title` properties notify.
    func setTitle(_ title: String?, for state: ControlState) {
      guard appearance.titles[exactly: state] != title else { return }
      appearance.titles[exactly: state] = title
      syncLook()
      let property: WidgetType.Property? =
        switch state {
        case .on: .onTitle
        case .normal: .offTitle
        case .highlighted: .pressedTitle
        default: nil
        }
      if let property { WidgetType.notify(widget, property) }
    }

    func setAutotoggle(_ on: Bool) {
      guard on != coordinator.autotoggle else { return }
      coordinator.autotoggle = on
      WidgetType.notify(widget, .autotoggle)
    }

    /// Shows a `GIcon` for a state, as the `*-icon` properties do: a `GThemedIcon` from the
    /// icon theme, a `GFileIcon` read from its path, `file://` or `resource://` URI with the
    /// limits files have. One that cannot be shown (a file that cannot be read, a `GIcon`
    /// of another kind, which would be decoded unbounded) is reported with a GLib warning
    /// naming it, and the state keeps the image it had; %NULL removes the image.
    func setIcon(_ icon: OpaquePointer?, for state: ControlState) {
      guard let icon else {
        setImage(nil, for: state)
        return
      }
      let property = imageProperties(for: state)?.icon.name ?? "icon"
      // The same icon again changes nothing and notifies nothing (g_icon_equal: the same
      // names, or the same file).
      if let shown = image(exactly: state)?.newIcon() {
        let same = g_icon_equal(OpaquePointer(shown), icon) != 0
        g_object_unref(shown)
        if same { return }
      }
      if tk_icon_is_themed(icon) != 0 {
        setImage(ToggleImage(themedIcon: icon), for: state)
        return
      }
      guard let location = tk_file_icon_location(icon) else {
        let kind = String(cString: tk_object_type_name(UnsafeMutableRawPointer(icon)))
        warn(
          "a \(kind) cannot be shown: give a GThemedIcon, a GFileIcon or a paintable; "
            + "keeping the \(property) it had")
        return
      }
      defer { g_free(location) }
      do {
        let image = try ToggleImage(contentsOf: String(cString: location))
        image.givenIcon = icon
        setImage(image, for: state)
      } catch {
        warn("\(error); keeping the \(property) it had")
      }
    }

    /// Shows `image` for a state (pressed: for both values), resizes, and notifies the state's
    /// image properties (its icon and paintable: one image, two ways to give it).
    func setImage(_ image: ToggleImage?, for state: ControlState) {
      let before = self.image(exactly: state)
      // The property that reads each image: a paintable's, else the icon's.
      let touchesPaintable = before?.paintable != nil || image?.paintable != nil
      let touchesIcon =
        (before != nil && before?.paintable == nil) || (image != nil && image?.paintable == nil)
      // Before any image goes: a paintable it referenced may be freed with it.
      followPaintables(false)
      if state == .highlighted {
        appearance.setPressedImage(image)
      } else {
        appearance.images[exactly: state] = image
      }
      imagesDidChange()
      followPaintables(true)
      // Explicit notify, as GObject asks: only a property whose value changed.
      if let properties = imageProperties(for: state) {
        if touchesIcon { WidgetType.notify(widget, properties.icon) }
        if touchesPaintable { WidgetType.notify(widget, properties.paintable) }
      }
    }

    /// Connects (or disconnects) the picture to the app's paintables, so one whose contents
    /// or size change (an animation, a media stream) is redrawn or resized.
    private func followPaintables(_ follow: Bool) {
      guard let picture = parts.picture else { return }
      var seen: [OpaquePointer] = []
      for state in appearance.images.explicitStates {
        guard let paintable = appearance.images[exactly: state]?.paintable,
          !seen.contains(paintable)
        else { continue }
        seen.append(paintable)
        if follow {
          tk_paintable_follow(paintable, picture)
        } else {
          tk_paintable_unfollow(paintable, picture)
        }
      }
    }

    /// The image shown for a state, as its properties read it.
    func image(exactly state: ControlState) -> ToggleImage? {
      appearance.images[exactly: state]
    }

    private func imageProperties(for state: ControlState) -> (
      icon: WidgetType.Property, paintable: WidgetType.Property
    )? {
      switch state {
      case .on: (.onIcon, .onPaintable)
      case .normal: (.offIcon, .offPaintable)
      case .highlighted: (.pressedIcon, .pressedPaintable)
      default: nil
      }
    }

    func setAllowsMixed(_ allowed: Bool) {
      guard allowed != coordinator.allowsMixed else { return }
      coordinator.allowsMixed = allowed
      if coordinator.allowsMixed == allowed { WidgetType.notify(widget, .allowsMixed) }
    }

    /// Ends the toggle's Swift life before its last reference goes: it leaves its group, and
    /// every closure the app gave (handlers, veto, commit work) is dropped, unrun (B16, B22).
    /// The widget's own hooks stay (the action veto; the switch's `state-set`).
    func retire() {
      WidgetPeer.disposeDepth += 1
      defer { WidgetPeer.disposeDepth -= 1 }
      // GTK sends nothing from dispose: the group's `changed` signal stays quiet for a member
      // that leaves as it goes (a binding may be collecting it, and cannot be called).
      if let group = coordinator.group {
        let key = ObjectIdentifier(group)
        WidgetPeer.groupsLeftFromDispose[key, default: 0] += 1
        leaveGroup()
        WidgetPeer.groupsLeftFromDispose[key]! -= 1
        if WidgetPeer.groupsLeftFromDispose[key] == 0 {
          WidgetPeer.groupsLeftFromDispose[key] = nil
        }
      } else {
        leaveGroup()
      }
      coordinator.retire()
      dropHandlers()
      installStateSet()
    }

    /// Drops the app's Swift handlers and veto, unrun: what dispose and an orphaned toggle
    /// both let go of.
    private func dropHandlers() {
      onToggle = []
      onClick = []
      onChange = nil
      shouldToggle = nil
      onCommitFailed = []
    }

    /// Drops the closures a Swift app gave (handlers, veto, a Swift commit's work, whose
    /// waiting change is withdrawn as code's would be), unrun, and ends the change streams:
    /// one that holds the toggle's handle would keep it alive for good (B16, B22).
    ///
    /// Everything else stays as the app set it, as GTK's `unroot` changes no configuration:
    /// the group (whose closures must capture members weakly), the `commit` signal's or
    /// `state-set`'s hook, `commit-policy`, and a commit waiting for its answer. A toggle never
    /// given a Swift closure (every toggle of the C library's apps) loses nothing.
    func dropSwiftClosures() {
      coordinator.endChangeStreams()
      dropHandlers()
      let hasSwiftCommit =
        coordinator.commitPolicy != nil && !usesStateSet && !usesSignalledCommit
      if hasSwiftCommit {
        coordinator.removeCommit()
        installStateSet()
      }
    }

    /// Drops the Swift closures once the main loop is idle, if the toggle is in no window by
    /// then: content moved out of a destroyed window into another one keeps its handlers.
    func dropSwiftClosuresWhenOrphaned() {
      // One check per idle, however many unroots a destroyed window's walk sends.
      guard !awaitsOrphanCheck else { return }
      awaitsOrphanCheck = true
      g_object_ref(UnsafeMutableRawPointer(widget))
      _ = g_idle_add_full(
        G_PRIORITY_DEFAULT_IDLE,
        { data in
          nonisolated(unsafe) let data = data
          MainThread.run {
            let widget = data!.assumingMemoryBound(to: GtkWidget.self)
            WidgetPeer.of(widget)?.awaitsOrphanCheck = false
            if gtk_widget_get_root(widget) == nil {
              WidgetPeer.of(widget)?.dropSwiftClosures()
            }
          }
          return 0  // G_SOURCE_REMOVE
        }, UnsafeMutableRawPointer(widget), { data in g_object_unref(data) })
    }

    func warn(_ message: String) {
      tk_warning(message)
    }

    // MARK: Accessibility (B13)

    func updateAccessibility() {
      let accessible = OpaquePointer(widget)
      let name = accessibleName
      // Only what changed is given to GTK: one change is one event, a screen reader
      // says it once (B13), and nothing is spent on what assistive technology knows.
      if name != announced.name {
        Self.setAccessibleLabel(accessible, name)
        announced.name = name
      }
      let value = coordinator.value
      if value != announced.value {
        let tristate: GtkAccessibleTristate =
          switch value {
          case .off: GTK_ACCESSIBLE_TRISTATE_FALSE
          case .on: GTK_ACCESSIBLE_TRISTATE_TRUE
          case .mixed: GTK_ACCESSIBLE_TRISTATE_MIXED
          }
        // One state per look, as the native widget has.
        switch look {
        case .push: tk_accessible_set_pressed(accessible, tristate)
        case .checkbox, .radio, .switch: tk_accessible_set_checked(accessible, tristate)
        }
        announced.value = value
      }
      let enabled = coordinator.isEnabled
      if enabled != announced.enabled {
        tk_accessible_set_disabled(accessible, enabled ? 0 : 1)
        announced.enabled = enabled
      }
    }

    /// Not main-actor isolated, so the C string costs neither a heap copy nor an executor check.
    /// An empty label is no name: the property is reset, so assistive technology falls back
    /// to what the app gave (a `.ui` file's relations), not to an explicit "".
    private nonisolated static func setAccessibleLabel(_ accessible: OpaquePointer, _ name: String)
    {
      guard !name.isEmpty else {
        gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL)
        return
      }
      name.withCString { tk_accessible_set_label(accessible, $0) }
    }

    /// What assistive technology was last told. A new widget is enabled with nothing set,
    /// so "enabled" is not told again at construction.
    private var announced: (name: String?, value: ToggleValue?, enabled: Bool?) = (nil, nil, true)

    // MARK: ToggleHost

    func toggleStateDidChange(_ coordinator: ToggleCoordinator) {
      updateAccessibility()
      syncLook()
    }

    func togglePrepareFeedback(_ style: HapticStyle) {
      // Desktops have no haptic engine; nothing to prepare.
    }

    func toggleValueDidChange(
      _ coordinator: ToggleCoordinator, change: ToggleChange, animated: Bool, haptic: HapticStyle
    ) {
      if change.newValue != .mixed { isActive = change.newValue == .on }
      if animated, gtk_widget_get_mapped(widget) != 0 {
        var previous = coordinator.controlState
        previous.subtract([.on, .mixed])
        previous.formUnion(ControlState(value: change.oldValue))
        startFade(from: previous)
      } else {
        fade = nil
      }
      updateAccessibility()
      syncLook()
    }

    func toggleSendChangeNotifications(_ coordinator: ToggleCoordinator, change: ToggleChange) {
      // The GObject side follows the value shown: a confirmed proposal or a
      // cancellation shows nothing new, an optimistic commit nothing more (B18-B20).
      let shown = change.shownValue(after: toldValue)
      if shown != toldValue {
        if notifyShown(shown) {
          // As GtkCheckButton, for every look: after the notify, for any change of `active`
          // (GtkToggleButton emits `toggled` first; one order for all looks).
          tk_signal_emit_void(UnsafeMutableRawPointer(widget), WidgetType.toggledSignal)
        }
      }
      notifySwitchStateIfChanged()
      onChange?(change)
    }

    /// A list row shows another item (L2): no `toggled`, as nothing
    /// changed, but the properties that moved are notified, as GObject's rule asks, so a
    /// binding or an expression on the row's `active` or `value` follows it.
    func toggleDidShowBoundItem(_ coordinator: ToggleCoordinator) {
      if coordinator.value != toldValue { _ = notifyShown(coordinator.value) }
      dropStaleItemObject()
    }

    func toggleDidUnbindRow(_ coordinator: ToggleCoordinator) {
      dropStaleItemObject()
    }

    /// Takes `shown` as the value told and notifies the properties it moves: `mixed` into or
    /// out of mixed, `value`, and `active` when it changed, which is
    /// returned. Going mixed leaves `active` as it was, as GtkCheckButton's `inconsistent`
    /// does, so a binding on `active` (GSettings, say) is not rewritten by it.
    private func notifyShown(_ shown: ToggleValue) -> Bool {
      let active = shown == .mixed ? announcedActive : shown == .on
      if toldValue == .mixed || shown == .mixed {
        WidgetType.notify(widget, .mixed)
      }
      let activeChanged = active != announcedActive
      announcedActive = active
      toldValue = shown
      WidgetType.notify(widget, .value)
      if activeChanged { WidgetType.notify(widget, .active) }
      return activeChanged
    }

    /// A row shows another item, or its item was enabled or disabled (L7, T3): the row's
    /// sensitivity is its item's, as a GtkListView row's is its item's.
    func toggleBoundItemEnabledDidChange(_ coordinator: ToggleCoordinator) {
      applySensitivity()
    }

    /// The one writer of the widget's `sensitive` ToggleKit has: its item's enabled state
    /// (L7) and its action's (GtkActionable, as `gtk_action_helper` makes a GtkButton's),
    /// both, so that neither undoes the other.
    func applySensitivity() {
      let actionEnabled = actionFollower.map { gtk_widget_get_sensitive($0) != 0 } ?? true
      gtk_widget_set_sensitive(widget, coordinator.showsEnabledItem && actionEnabled ? 1 : 0)
    }

    func togglePendingDidChange(_ coordinator: ToggleCoordinator) {
      showPending(coordinator.isPending)
      WidgetType.notify(widget, .pending)
      notifySwitchStateIfChanged()
    }

    func toggleLoadingDidChange(_ coordinator: ToggleCoordinator) {
      showBusy(coordinator.isPending || coordinator.isShowingLoadingItem)
    }

    func toggleCommitDidFail(
      _ coordinator: ToggleCoordinator, request: ToggleCommitRequest, failure: ToggleCommitFailure
    ) {
      // The GError lives as long as its Swift owner: kept past the emission, not only to
      // the last use of its pointer.
      let error = GLibError.forSignal(failure)
      withExtendedLifetime(error) {
        tk_signal_emit_commit_failed(
          UnsafeMutableRawPointer(widget), WidgetType.commitFailedSignal, failure.reason.enumValue,
          error.error)
      }
      for handler in onCommitFailed { handler(failure) }
      // GTK 4.14 and later read it out; 4.8 has no announcements, and the signal is the app's cue.
      let announcement = rollbackAnnouncement(for: request)
      Self.lastAnnouncement = announcement
      _ = tk_accessible_announce(OpaquePointer(widget), announcement)
    }

    /// The last rollback announcement any toggle asked GTK for, which GTK 4.8 cannot say:
    /// for tests, one string per process rather than one per widget.
    static var lastAnnouncement: String?

    /// What is announced when a change was not saved, in the user's language (B19).
    func rollbackAnnouncement(for request: ToggleCommitRequest) -> String {
      Translations.notChanged(label: announcedName, value: request.previousValue)
    }

    func toggleWillBeginDelivery(_ coordinator: ToggleCoordinator) {
      // The widget owns this peer, not the other way round; for a delivery the
      // peer holds a reference, so a handler that drops the last one cannot free
      // the widget before the signals still to come are emitted (B16).
      g_object_ref(UnsafeMutableRawPointer(widget))
    }

    func toggleDidEndDelivery(_ coordinator: ToggleCoordinator) {
      // May finalize the widget, and release its reference to this peer; the
      // coordinator still holds the peer until it returns.
      g_object_unref(UnsafeMutableRawPointer(widget))
    }

    func toggleSendValueNotifications(_ coordinator: ToggleCoordinator) {
      tk_signal_emit_void(UnsafeMutableRawPointer(widget), WidgetType.toggledByUserSignal)
      for handler in onToggle { handler(coordinator.value == .on) }
    }

    func toggleSendPrimaryAction(_ coordinator: ToggleCoordinator, source: ActivationSource) {
      tk_signal_emit_void(UnsafeMutableRawPointer(widget), WidgetType.clickedSignal)
      for handler in onClick { handler() }
      // As GtkButton activates its action after "clicked".
      activateAction()
    }
  }

  extension ToggleCommitFailure.Reason {
    /// The reason as the `ToggleKitCommitFailure` GEnum value "commit-failed" carries.
    var enumValue: Int32 {
      switch self {
      case .failed: 0
      case .timedOut: 1
      case .refused: 2
      }
    }
  }

  extension ToggleValue {
    /// The value as the `ToggleKitToggleState` GEnum value the `value` property holds: 0 off, 1 on, 2 mixed.
    var signalValue: Int {
      switch self {
      case .off: 0
      case .on: 1
      case .mixed: 2
      }
    }

    /// The value of a `ToggleKitToggleState` GEnum value; nil for none of the three.
    init?(signalValue: Int32) {
      switch signalValue {
      case 0: self = .off
      case 1: self = .on
      case 2: self = .mixed
      default: return nil
      }
    }
  }
#endif
