#if os(Linux)
  import CGtk4
  import Testing

  @_spi(ToggleKitTools) @testable import ToggleKitGTK

  /// The four signals a user change emits, in the order a handler may meet them.
  let userChangeSignals = ["notify::active", "notify::value", "toggled-by-user", "clicked"]

  @Suite("GTK widget: B10 B15 B16 under hostile handlers", .serialized, .failsOnGLibWarnings)
  @MainActor
  struct LifetimeAndReentrancyTests {
    init() throws {
      try #require(
        initializeGTK(), "no display: run under xvfb-run as the README's test command does")
    }

    @Test(
      "B16: a handler that drops the last reference frees the widget only after the delivery",
      arguments: userChangeSignals)
    func lastReferenceDroppedInSignal(signal: String) {
      let before = ToggleButton.liveWidgetCount
      var toggle: ToggleButton? = ToggleButton(label: "Gone")
      var later: [String] = []
      SignalHandlers.on(anyOf: signal, toggle!.widget) { toggle = nil }
      // Connected after: they still run, on a widget that is still alive.
      SignalHandlers.on(toggle!.widget, "clicked") { later.append("clicked") }
      toggle?.coordinator.keyDown(.enter)
      #expect(toggle == nil)
      #expect(later == ["clicked"])
      #expect(ToggleButton.liveWidgetCount == before, "the widget was finalized after its delivery")
    }

    @Test("B16: a notify::value handler that drops the last reference during a property set")
    func lastReferenceDroppedDuringPropertySet() {
      let before = ToggleButton.liveWidgetCount
      var toggle: ToggleButton? = ToggleButton(label: "Gone")
      let widget = UnsafeMutableRawPointer(toggle!.widget)
      SignalHandlers.onValueNotify(toggle!.widget) { _ in toggle = nil }
      g_object_ref(widget)
      tk_set_property_boolean(widget, "active", 1)
      #expect(toggle == nil)
      #expect(ToggleButton.liveWidgetCount == before + 1, "the caller's reference keeps it")
      g_object_unref(widget)
      #expect(ToggleButton.liveWidgetCount == before)
    }

    @Test("B16: an onToggle closure that drops the last reference from code (isOn) is safe")
    func lastReferenceDroppedFromSwiftSetter() {
      let before = ToggleButton.liveWidgetCount
      var toggle: ToggleButton? = ToggleButton(label: "Gone")
      toggle?.onChange = { _ in toggle = nil }
      toggle?.isOn = true
      #expect(toggle == nil)
      #expect(ToggleButton.liveWidgetCount == before)
    }

    @Test(
      "B10 B15: a handler that sets the value back is told after the user change, in order",
      arguments: userChangeSignals)
    func reentrantSetKeepsOrder(signal: String) async {
      var toggle: ToggleButton? = ToggleButton(label: "Bounce")
      let stream = toggle!.changes
      var onChange: [ToggleChange] = []
      var valueNotified: [Int32] = []
      var setBack = false
      SignalHandlers.on(anyOf: signal, toggle!.widget) {
        guard !setBack else { return }
        setBack = true
        toggle?.isOn = false
      }
      // Connected after the re-entrant handler: it hears the nested change's notify too, and
      // each notify finds the value the handler set.
      SignalHandlers.onValueNotify(toggle!.widget) { value in valueNotified.append(value) }
      toggle!.onChange = { onChange.append($0) }
      toggle!.coordinator.keyDown(.enter)
      #expect(toggle?.isOn == false, "the handler's value is the final value")
      let expected = [
        ToggleChange(from: .off, to: .on, cause: .user),
        ToggleChange(from: .on, to: .off, cause: .programmatic),
      ]
      #expect(onChange == expected)
      // Both changes are notified, in order; the handler that sets the value back on
      // notify::value itself does so before the later handler reads the first notify.
      #expect(valueNotified == (signal == "notify::value" ? [0, 0] : [1, 0]))
      toggle = nil  // the stream ends with the widget
      var streamed: [ToggleChange] = []
      for await change in stream { streamed.append(change) }
      #expect(streamed == expected)
    }

    @Test(
      "B10: a handler that answers every change with another is stopped, at a value it was told")
    func endlessHandlerIsBounded() {
      let toggle = ToggleButton(label: "Flapping")
      var told: [ToggleValue] = []
      toggle.onChange = { [unowned toggle] change in
        told.append(change.newValue)
        toggle.isOn.toggle()
      }
      toggle.isOn = true
      // The change itself, then 64 answers, the handler's first one included (B10).
      #expect(told.count == ToggleCoordinator.maximumChangesPerDelivery + 1)
      #expect(told.last == toggle.value, "the last change told is the value it keeps")
    }
  }
#endif
