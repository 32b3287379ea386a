#if os(Linux)
  import CGtk4
  import Testing

  @testable import ToggleKit
  @_spi(ToggleKitTools) @testable import ToggleKitGTK

  /// GtkSwitch's delayed state on the switch look: `state` and `state-set`,
  /// carried out by the core's async commit.
  @Suite("GTK switch: state and state-set, B17-B22", .serialized, .failsOnGLibWarnings)
  @MainActor
  struct SwitchStateTests {
    init() throws {
      try #require(
        initializeGTK(), "no display: run under xvfb-run as the README's test command does")
    }

    func state(_ toggle: ToggleButton) -> Bool {
      tk_get_property_boolean(UnsafeMutableRawPointer(toggle.widget), "state") != 0
    }

    @Test("B17: with no state-set handler, state follows active at once, notified once")
    func noHandlerFollowsAtOnce() {
      let wifi = ToggleButton(label: "Wi-Fi", look: .switch)
      var stateNotifications = 0
      SignalHandlers.onNotify(wifi.widget, "state") { stateNotifications += 1 }
      wifi.coordinator.accessibilityActivate()
      #expect(wifi.isOn && state(wifi) && !wifi.isPending)
      #expect(stateNotifications == 1)
      #expect(!wifi.hasCommit, "state-set is no Swift commit")
    }

    @Test(
      "B18 B19: a state-set handler that returns TRUE holds the change pending until the app sets state"
    )
    func handledWaitsForState() {
      let wifi = ToggleButton(label: "Wi-Fi", look: .switch)
      var asked: [Bool] = []
      var userChanges: [Bool] = []
      SignalHandlers.onStateSet(wifi.widget) { newState in
        asked.append(newState)
        return true
      }
      wifi.onToggle = { userChanges.append($0) }
      wifi.coordinator.accessibilityActivate()
      #expect(asked == [true])
      #expect(wifi.isOn && !state(wifi) && wifi.isPending, "active moves, state waits (optimistic)")
      #expect(userChanges.isEmpty)
      tk_set_property_boolean(UnsafeMutableRawPointer(wifi.widget), "state", 1)
      #expect(wifi.isOn && state(wifi) && !wifi.isPending)
      #expect(userChanges == [true], "committed: the user change is told once")
    }

    @Test("B19: setting state back rolls the change back, with commit-failed and no user change")
    func stateBackRollsBack() {
      let wifi = ToggleButton(label: "Wi-Fi", look: .switch)
      var failures: [String] = []
      var userChanges = 0
      SignalHandlers.onStateSet(wifi.widget) { _ in true }
      SignalHandlers.onCommitFailed(wifi.widget) { reason, _ in failures.append(reason) }
      wifi.onToggle = { _ in userChanges += 1 }
      wifi.coordinator.accessibilityActivate()
      tk_set_property_boolean(UnsafeMutableRawPointer(wifi.widget), "state", 0)
      #expect(!wifi.isOn && !state(wifi) && !wifi.isPending)
      #expect(failures == ["refused"] && userChanges == 0)
    }

    @Test(
      "B18: presses while the state is pending are absorbed; a handler returning FALSE does not wait"
    )
    func absorbedAndUnhandled() {
      let wifi = ToggleButton(label: "Wi-Fi", look: .switch)
      let take = Counter()
      take.count = 1
      var asked = 0
      SignalHandlers.onStateSet(wifi.widget) { _ in
        asked += 1
        return take.count == 1
      }
      wifi.coordinator.accessibilityActivate()
      wifi.coordinator.accessibilityActivate()
      #expect(asked == 1 && wifi.isPending, "the second activation was absorbed")
      tk_set_property_boolean(UnsafeMutableRawPointer(wifi.widget), "state", 1)
      take.count = 0
      wifi.coordinator.accessibilityActivate()
      #expect(asked == 2 && !wifi.isOn && !state(wifi) && !wifi.isPending)
    }

    @Test(
      "B18 (GTK review): state-set comes before anything shows; a handler returning FALSE never makes the switch pending"
    )
    func stateSetBeforePending() {
      let wifi = ToggleButton(label: "Wi-Fi", look: .switch)
      var pendingSeen = false
      var activeWhenAsked: [Bool] = []
      SignalHandlers.onNotify(wifi.widget, "pending") { pendingSeen = true }
      SignalHandlers.onStateSet(wifi.widget) { _ in
        activeWhenAsked.append(wifi.isOn)
        return false
      }
      wifi.coordinator.accessibilityActivate()
      #expect(activeWhenAsked == [false], "asked before active moved")
      #expect(!pendingSeen && wifi.isOn && state(wifi), "no pending look, no BUSY flash")
    }

    @Test(
      "B19: a handler that sets state inside state-set decides at once: to the new value, or back")
    func answeredInsideStateSet() {
      let wifi = ToggleButton(label: "Wi-Fi", look: .switch)
      let accept = Counter()
      accept.count = 1
      var userChanges = 0
      wifi.onToggle = { _ in userChanges += 1 }
      SignalHandlers.onStateSet(wifi.widget) { newState in
        tk_set_property_boolean(
          UnsafeMutableRawPointer(wifi.widget), "state",
          accept.count == 1 ? (newState ? 1 : 0) : (newState ? 0 : 1))
        return true
      }
      wifi.coordinator.accessibilityActivate()
      #expect(wifi.isOn && state(wifi) && !wifi.isPending && userChanges == 1)
      accept.count = 0
      wifi.coordinator.accessibilityActivate()
      #expect(
        wifi.isOn && state(wifi) && !wifi.isPending && userChanges == 1, "refused: nothing moved")
    }

    @Test("B17: a Swift setCommit replaces state-set; removeCommit brings it back")
    func swiftCommitReplaces() async {
      let wifi = ToggleButton(label: "Wi-Fi", look: .switch)
      var asked = 0
      SignalHandlers.onStateSet(wifi.widget) { _ in
        asked += 1
        return true
      }
      wifi.setCommit(.optimistic) { _ in }
      #expect(wifi.hasCommit)
      wifi.coordinator.accessibilityActivate()
      for _ in 0..<100 where wifi.isPending { await Task.yield() }
      #expect(asked == 0 && wifi.isOn && !wifi.isPending && state(wifi))
      wifi.removeCommit()
      wifi.coordinator.accessibilityActivate()
      #expect(asked == 1 && wifi.isPending)
    }

    @Test("Only the switch has state and state-set, as only GtkSwitch does")
    func onlyTheSwitch() {
      for look in ToggleLook.allCases {
        let type = ToggleButton.gType(for: look)
        let klass = g_type_class_ref(type)!
        defer { g_type_class_unref(klass) }
        let hasState =
          g_object_class_find_property(klass.assumingMemoryBound(to: GObjectClass.self), "state")
          != nil
        #expect(hasState == (look == .switch), "\(look)")
        #expect((g_signal_lookup("state-set", type) != 0) == (look == .switch), "\(look)")
      }
    }
  }
#endif
