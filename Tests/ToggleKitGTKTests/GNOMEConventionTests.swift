#if os(Linux)
  import CGtk4
  import Testing

  @testable import ToggleKit
  @_spi(ToggleKitTools) @testable import ToggleKitGTK

  /// The GTK review's three bugs (gtk-f9952a2.md #1-#3): where ToggleKit behaved unlike
  /// GTK's own toggles with actions, modified keys and dispose.
  @Suite(
    "GTK widget as GTK's own toggles: actions, modifiers, dispose", .serialized,
    .failsOnGLibWarnings)
  @MainActor
  struct GNOMEConventionTests {
    let window: ThemeWindow
    let actions: OpaquePointer

    init() throws {
      try #require(
        initializeGTK(), "no display: run under xvfb-run as the README's test command does")
      window = ThemeWindow()
      actions = OpaquePointer(g_simple_action_group_new())
      gtk_widget_insert_action_group(window.box, "test", actions)
    }

    /// Records the order of a toggle's GObject signals.
    func recordSignals(_ toggle: ToggleButton) -> SignalOrder {
      let log = SignalOrder()
      SignalHandlers.onNotify(toggle.widget, "active") { log.names.append("notify::active") }
      SignalHandlers.on(toggle.widget, "toggled-by-user") { log.names.append("toggled-by-user") }
      SignalHandlers.on(toggle.widget, "clicked") { log.names.append("clicked") }
      return log
    }

    @Test(
      "B4 with an action: a stateless action is activated, and active stays as it is with no notify",
      arguments: ToggleLook.allCases)
    func statelessActionLeavesActive(look: ToggleLook) {
      let action = g_simple_action_new("go", nil)!
      let activations = Counter()
      SignalHandlers.onAction(action) { activations.count += 1 }
      g_action_map_add_action(actions, action)
      g_object_unref(UnsafeMutableRawPointer(action))
      let toggle = ToggleButton(label: "Go", look: look)
      gtk_actionable_set_action_name(OpaquePointer(toggle.widget), "test.go")
      window.add(toggle.widget)
      window.present()
      let log = recordSignals(toggle)
      _ = gtk_widget_activate(toggle.widget)
      #expect(activations.count == 1, "the action was activated once")
      #expect(!toggle.isOn, "a stateless action has no state to follow")
      #expect(log.names == ["clicked"], "no notify::active pair, no user change: only clicked")
      toggle.coordinator.accessibilityActivate()
      #expect(activations.count == 2 && !toggle.isOn && log.names == ["clicked", "clicked"])
      window.close()
    }

    @Test(
      "B4 with an action (an app's trial): a stateful action changes once, as the user's change; the toggle never flips itself first"
    )
    func statefulActionChangesOnce() {
      let action = g_simple_action_new_stateful("bold", nil, g_variant_new_boolean(0))!
      g_action_map_add_action(actions, action)
      g_object_unref(UnsafeMutableRawPointer(action))
      let toggle = ToggleButton(label: "Bold")
      gtk_actionable_set_action_name(OpaquePointer(toggle.widget), "test.bold")
      window.add(toggle.widget)
      window.present()
      let log = recordSignals(toggle)
      var changes: [ToggleChange] = []
      toggle.onChange = { changes.append($0) }
      _ = gtk_widget_activate(toggle.widget)
      #expect(toggle.isOn, "the action's new state shows")
      #expect(
        log.names == ["clicked", "notify::active", "toggled-by-user"],
        "clicked, then the action's state arrives once, as GtkToggleButton's order, the user's")
      #expect(
        changes == [ToggleChange(from: .off, to: .on, cause: .user)],
        "one change, the action's, with no flip and flip back before it, caused by the user")
      // The app changing the action's state itself is a change from code.
      log.names.removeAll()
      g_action_change_state(action, g_variant_new_boolean(0))
      #expect(!toggle.isOn && log.names == ["notify::active"])
      #expect(changes.last == ToggleChange(from: .on, to: .off, cause: .programmatic))
      window.close()
    }

    @Test(
      "B8: Space, Return and arrows with Ctrl, Shift or Alt go on to the app's shortcuts",
      arguments: [
        (GDK_CONTROL_MASK, guint(0xff0d)), (GDK_CONTROL_MASK, guint(0x020)),
        (GDK_SHIFT_MASK, guint(0x020)), (GDK_ALT_MASK, guint(0xff0d)),
        (GDK_SHIFT_MASK, guint(0xff0d)),
      ])
    func modifiedKeysAreNotTaken(modifier: GdkModifierType, keyval: guint) throws {
      let toggle = ToggleButton(label: "Keys", look: .checkbox)
      window.add(toggle.widget)
      window.present()
      _ = gtk_widget_grab_focus(toggle.widget)
      let keys = UnsafeMutableRawPointer(try #require(toggle.peer.keyController))
      #expect(tk_emit_key_with_modifiers(keys, 1, keyval, modifier) == 0, "not handled")
      _ = tk_emit_key_with_modifiers(keys, 0, keyval, modifier)
      #expect(!toggle.isOn && !toggle.controlState.contains(.highlighted))
      // Caps Lock is no modifier of a shortcut: the plain key still works with it on.
      #expect(tk_emit_key_with_modifiers(keys, 1, keyval, GDK_LOCK_MASK) != 0)
      _ = tk_emit_key_with_modifiers(keys, 0, keyval, GDK_LOCK_MASK)
      #expect(toggle.isOn)
      window.close()
    }

    @Test("G7: Ctrl and Shift with arrows, Home and End do not move in a group")
    func modifiedArrowsStayInPlace() throws {
      let left = ToggleButton(label: "Left", look: .radio)
      let right = ToggleButton(label: "Right", look: .radio)
      let group = ToggleGroup(mode: .exclusive(selectionRequired: true))
      left.join(group)
      right.join(group)
      left.isOn = true
      window.add(left.widget)
      window.add(right.widget)
      window.present()
      _ = gtk_widget_grab_focus(left.widget)
      let keys = UnsafeMutableRawPointer(try #require(left.peer.keyController))
      for keyval: guint in [0xff53, 0xff54, 0xff57] {
        for modifier in [GDK_CONTROL_MASK, GDK_SHIFT_MASK] {
          #expect(tk_emit_key_with_modifiers(keys, 1, keyval, modifier) == 0)
        }
      }
      #expect(left.isOn && !right.isOn && gtk_widget_has_focus(left.widget) != 0)
      #expect(tk_emit_key_with_modifiers(keys, 1, 0xff53, GdkModifierType(rawValue: 0)) != 0)
      #expect(right.isOn && gtk_widget_has_focus(right.widget) != 0, "the plain arrow still moves")
      window.close()
    }

    @Test(
      "B16: a handler that holds the toggle's handle does not keep it alive once its window is destroyed",
      arguments: ToggleLook.allCases)
    func handlerHoldingHandleDiesWithWindow(look: ToggleLook) {
      let watch: FinalizationWatch
      do {
        let window = ThemeWindow()
        let toggle = ToggleButton(label: "Kept", look: look)
        watch = FinalizationWatch(toggle.widget)
        toggle.onToggle = { _ in _ = toggle.label }
        toggle.onClick = { _ = toggle.isOn }
        toggle.onChange = { _ in _ = toggle.value }
        toggle.shouldToggle = { _ in toggle.isEnabled }
        toggle.onCommitFailed = { _ in _ = toggle.label }
        window.add(toggle.widget)
        window.present()
        window.close()
      }
      ThemeWindow.settle(milliseconds: 20)
      #expect(watch.isFinalized, "the widget was finalized with its window")
    }

    @Test(
      "B16: content moved out of a destroyed window into another one, before the loop is idle, keeps its handlers"
    )
    func contentMovedFromDestroyedWindowKeepsHandlers() {
      let first = ThemeWindow()
      let second = ThemeWindow()
      let toggle = ToggleButton(label: "Moved")
      var toggled = 0
      toggle.onToggle = { _ in toggled += 1 }
      first.add(toggle.widget)
      first.present()
      let box = first.box
      g_object_ref(UnsafeMutableRawPointer(box))
      gtk_window_destroy(
        UnsafeMutableRawPointer(first.window).assumingMemoryBound(to: GtkWindow.self))
      gtk_box_append(
        UnsafeMutableRawPointer(second.box).assumingMemoryBound(to: GtkBox.self), box)
      g_object_unref(UnsafeMutableRawPointer(box))
      second.present()
      toggle.coordinator.accessibilityActivate()
      #expect(toggled == 1, "still the app's toggle, in its new window")
      second.close()
    }

    @Test("B16: a toggle moved from a window that lives keeps its handlers")
    func movedToggleKeepsHandlers() {
      let other = ThemeWindow()
      let toggle = ToggleButton(label: "Moved")
      var toggled = 0
      toggle.onToggle = { _ in toggled += 1 }
      window.add(toggle.widget)
      window.present()
      window.remove(toggle.widget)
      other.add(toggle.widget)
      other.present()
      toggle.coordinator.accessibilityActivate()
      #expect(toggled == 1, "unrooting from a live window is no end of life")
      other.close()
      window.close()
    }

    @Test(
      "B6 B7 (architecture review): sensitivity enters the core as an event, and a press renders once, never re-entered by its own flags"
    )
    func renderingOnlyRenders() {
      let toggle = ToggleButton(label: "Once", look: .checkbox)
      window.add(toggle.widget)
      window.present()
      var before = toggle.peer.renderCount
      toggle.coordinator.hitRegion = HitRegion(width: 100, height: 40)
      toggle.coordinator.pointerDown(x: 5, y: 5)
      #expect(toggle.controlState.contains(.highlighted))
      #expect(toggle.peer.renderCount == before + 1, "the ACTIVE flag it set does not render again")
      toggle.coordinator.pointerCancelled()
      before = toggle.peer.renderCount
      let flagChanges = toggle.peer.flagsChangeCount
      gtk_widget_set_sensitive(window.box, 0)
      #expect(!toggle.coordinator.isEnabled, "an insensitive parent disables the core (B6)")
      let changes = toggle.peer.flagsChangeCount - flagChanges
      #expect(changes >= 1)
      #expect(
        toggle.peer.renderCount - before == changes,
        "each change of GTK's flags (focus leaving, then insensitive) renders once")
      gtk_widget_set_sensitive(window.box, 1)
      #expect(toggle.coordinator.isEnabled)
      window.close()
    }

    @Test("B22: dispose cancels pending work with nothing told, and drops the handlers")
    func disposeCancelsWork() async {
      let toggle = ToggleButton(label: "Saving", look: .switch)
      var workStarted = false
      var workCancelled = false
      var told: [ToggleChange] = []
      toggle.onChange = { told.append($0) }
      toggle.setCommit(.optimistic) { _ in
        workStarted = true
        do { try await Task.sleep(nanoseconds: 10_000_000_000) } catch { workCancelled = true }
      }
      toggle.coordinator.accessibilityActivate()
      #expect(toggle.isPending)
      // The work runs (a work withdrawn before its task begins never runs at all).
      for _ in 0..<100 where !workStarted { await Task.yield() }
      told.removeAll()
      g_object_run_dispose(
        UnsafeMutableRawPointer(toggle.widget).assumingMemoryBound(to: GObject.self))
      for _ in 0..<100 where !workCancelled { await Task.yield() }
      #expect(workCancelled, "the app's work was cancelled")
      #expect(told.isEmpty, "nothing is told after dispose")
      #expect(!toggle.hasCommit && toggle.onChange == nil && toggle.shouldToggle == nil)
    }

    @Test("G1: a disposed member leaves its group, so it holds no selection")
    func disposeLeavesGroup() {
      let first = ToggleButton(label: "First", look: .radio)
      let second = ToggleButton(label: "Second", look: .radio)
      let group = ToggleGroup(mode: .exclusive(selectionRequired: false))
      first.join(group)
      second.join(group)
      second.isOn = true
      g_object_run_dispose(
        UnsafeMutableRawPointer(second.widget).assumingMemoryBound(to: GObject.self))
      #expect(group.members.count == 1, "the disposed member left its group")
      #expect(group.selection.isEmpty, "and took its selection with it")
      first.coordinator.accessibilityActivate()
      #expect(first.isOn && second.isOn, "the disposed one is no longer turned off by the group")
    }
  }

#endif
