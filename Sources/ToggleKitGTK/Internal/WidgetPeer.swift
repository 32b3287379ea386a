#if os(Linux)
  import CGtk4
  import Glibc

  /// The Swift state of one ToggleKit GTK widget, owned by the widget through qdata.
  ///
  /// It is the coordinator's ``ToggleHost``: it redraws, keeps accessibility
  /// in step, and emits the GObject signals. It points at its widget without a
  /// reference: the widget owns it and frees it at finalize, so neither can
  /// outlive the other and nothing cycles (B16).
  @MainActor
  final class WidgetPeer: ToggleHost {
    nonisolated(unsafe) static var liveCount = 0

    /// No GObject reference: the widget owns this peer, not the other way round.
    let widget: UnsafeMutablePointer<GtkWidget>
    let coordinator = ToggleCoordinator()
    var appearance = ToggleAppearance()
    var look: ToggleLook { appearance.look }
    var label: String { appearance.label }
    private(set) var imagePaths: [ControlState: String] = [:]
    var onToggle: [(_ isOn: Bool) -> Void] = []
    var onClick: [() -> Void] = []
    var onChange: ((ToggleChange) -> Void)?
    private(set) var lastDrawnState: ControlState?
    var shouldToggle: ((_ isOn: Bool) -> Bool)?
    weak var handle: ToggleButton?
    private var fade: (from: ControlState, start: Int)?
    private var tickCallback: guint = 0

    init(widget: UnsafeMutablePointer<GtkWidget>) {
      self.widget = widget
      WidgetPeer.liveCount += 1
      coordinator.host = self
      coordinator.hitRegion.minimumTargetSize = 0  // GTK only sends events inside the allocation
      coordinator.reduceMotion = {
        guard let settings = gtk_settings_get_default() else { return false }
        return tk_get_property_boolean(UnsafeMutableRawPointer(settings), "gtk-enable-animations")
          == 0
      }
      coordinator.shouldChange = { [unowned self] proposed in
        shouldToggle?(proposed == .on) ?? true
      }
      gtk_widget_set_focusable(widget, 1)
      gtk_widget_set_focus_on_click(widget, 1)
      updateAccessibility()
    }

    deinit {
      WidgetPeer.liveCount -= 1
    }

    static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> WidgetPeer? {
      let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
      guard tk_is_widget_of_type(object, WidgetType.type) != 0,
        let pointer = g_object_get_qdata(object, WidgetType.peerQuark)
      else { return nil }
      return Unmanaged<WidgetPeer>.fromOpaque(pointer).takeUnretainedValue()
    }

    // MARK: Configuration

    func setLabel(_ newLabel: String) {
      guard newLabel != label else { return }
      appearance.label = newLabel
      updateAccessibility()
      gtk_widget_queue_resize(widget)
      WidgetType.notify(widget, .label)
    }

    func setLook(_ newLook: ToggleLook, named name: String?) {
      if let name, ToggleLook(rawValue: name) == nil {
        warn("unknown look '\(name)'; using 'push' (choose push, switch or checkbox)")
      }
      guard newLook != look else { return }
      appearance.look = newLook
      updateAccessibility()
      gtk_widget_queue_resize(widget)
      WidgetType.notify(widget, .look)
    }

    func setAutotoggle(_ on: Bool) {
      guard on != coordinator.autotoggle else { return }
      coordinator.autotoggle = on
      WidgetType.notify(widget, .autotoggle)
    }

    /// Loads an image file for a state; a file that cannot be loaded is reported on stderr
    /// by name and the drawn look stays (no crash, no blank button).
    @discardableResult
    func setImageFile(_ path: String?, for state: ControlState) -> Bool {
      imagePaths[state] = path
      var loaded = true
      if let path, !path.isEmpty {
        do {
          appearance.images[exactly: state] = try ToggleImage(contentsOfFile: path)
        } catch {
          warn("\(error); drawing the \(look.rawValue) look instead")
          appearance.images[exactly: state] = nil
          loaded = false
        }
      } else {
        appearance.images[exactly: state] = nil
      }
      if state == .highlighted {
        appearance.setPressedImage(appearance.images[exactly: .highlighted])
      }
      gtk_widget_queue_resize(widget)
      if let property: WidgetType.Property = [
        .on: .onImage, .normal: .offImage, .highlighted: .pressedImage,
      ][state] {
        WidgetType.notify(widget, property)
      }
      return loaded
    }

    private func warn(_ message: String) {
      var line = "ToggleKitGTK warning: \(message)\n"
      line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }

    // MARK: Drawing

    var naturalSize: (Double, Double) {
      let size = appearance.naturalSize(in: coordinator.controlState)
      return (size.width, size.height)
    }

    func content(for state: ControlState) -> RenderContent {
      appearance.content(
        for: state,
        showsFocusRing: state.contains(.focused) && gtk_widget_has_visible_focus(widget) != 0)
    }

    func snapshot(_ snapshot: OpaquePointer) {
      let width = Double(gtk_widget_get_width(widget))
      let height = Double(gtk_widget_get_height(widget))
      guard width > 0, height > 0 else { return }
      var bounds = graphene_rect_t(
        origin: graphene_point_t(x: 0, y: 0),
        size: graphene_size_t(width: Float(width), height: Float(height)))
      guard let cr = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
      defer { cairo_destroy(cr) }
      let state = coordinator.controlState
      lastDrawnState = state
      if let fade, let clock = gtk_widget_get_frame_clock(widget) {
        let elapsed = Double(gdk_frame_clock_get_frame_time(clock) - fade.start) / 1_000_000
        let progress = min(1, max(0, elapsed / coordinator.feedback.animationDuration))
        ToggleRenderer.draw(
          content(for: fade.from), in: cr, width: width, height: height, opacity: 1 - progress)
        ToggleRenderer.draw(
          content(for: state), in: cr, width: width, height: height, opacity: progress)
      } else {
        ToggleRenderer.draw(content(for: state), in: cr, width: width, height: height)
      }
    }

    private func startFade(from state: ControlState) {
      guard let clock = gtk_widget_get_frame_clock(widget) else { return }
      fade = (state, gdk_frame_clock_get_frame_time(clock))
      guard tickCallback == 0 else { return }
      tickCallback = gtk_widget_add_tick_callback(
        widget,
        { widget, clock, _ in
          nonisolated(unsafe) let widget = widget
          nonisolated(unsafe) let clock = clock
          return MainActor.assumeIsolated {
            guard let peer = WidgetPeer.of(widget!), let fade = peer.fade else { return 0 }
            gtk_widget_queue_draw(widget)
            let elapsed = Double(gdk_frame_clock_get_frame_time(clock) - fade.start) / 1_000_000
            if elapsed >= peer.coordinator.feedback.animationDuration {
              peer.fade = nil
              peer.tickCallback = 0
              return 0  // G_SOURCE_REMOVE
            }
            return 1  // G_SOURCE_CONTINUE
          }
        }, nil, nil)
    }

    // MARK: Accessibility (B13)

    func updateAccessibility() {
      let accessible = OpaquePointer(widget)
      tk_accessible_set_label(accessible, label)
      let tristate: GtkAccessibleTristate =
        switch coordinator.value {
        case .off: GTK_ACCESSIBLE_TRISTATE_FALSE
        case .on: GTK_ACCESSIBLE_TRISTATE_TRUE
        case .mixed: GTK_ACCESSIBLE_TRISTATE_MIXED
        }
      tk_accessible_set_pressed(accessible, tristate)
      if look == .checkbox || look == .switch { tk_accessible_set_checked(accessible, tristate) }
      tk_accessible_set_disabled(accessible, coordinator.isEnabled ? 0 : 1)
    }

    // MARK: ToggleHost

    func toggleStateDidChange(_ coordinator: ToggleCoordinator) {
      updateAccessibility()
      gtk_widget_queue_draw(widget)
    }

    func togglePrepareFeedback(_ style: HapticStyle) {
      // Desktops have no haptic engine; nothing to prepare.
    }

    func toggleValueDidChange(
      _ coordinator: ToggleCoordinator, change: ToggleChange, animated: Bool, haptic: HapticStyle
    ) {
      if animated, gtk_widget_get_mapped(widget) != 0 {
        var previous = coordinator.controlState
        previous.subtract([.on, .mixed])
        previous.formUnion(ControlState(value: change.oldValue))
        startFade(from: previous)
      }
      updateAccessibility()
      gtk_widget_queue_draw(widget)
      if change.oldValue == .on || change.newValue == .on { WidgetType.notify(widget, .active) }
      if change.oldValue == .mixed || change.newValue == .mixed {
        WidgetType.notify(widget, .mixed)
      }
      tk_signal_emit_value_changed(
        UnsafeMutableRawPointer(widget), WidgetType.valueChangedSignal,
        Int32(change.newValue.signalValue), change.cause == .user ? 1 : 0)
      onChange?(change)
    }

    func toggleSendValueNotifications(_ coordinator: ToggleCoordinator) {
      tk_signal_emit_void(UnsafeMutableRawPointer(widget), WidgetType.toggledByUserSignal)
      for handler in onToggle { handler(coordinator.value == .on) }
    }

    func toggleSendPrimaryAction(_ coordinator: ToggleCoordinator, source: ActivationSource) {
      tk_signal_emit_void(UnsafeMutableRawPointer(widget), WidgetType.clickedSignal)
      for handler in onClick { handler() }
    }
  }

  extension ToggleValue {
    /// The value as the "value-changed" signal carries it: 0 off, 1 on, 2 mixed.
    var signalValue: Int {
      switch self {
      case .off: 0
      case .on: 1
      case .mixed: 2
      }
    }
  }
#endif
