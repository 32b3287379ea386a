#if os(Linux)
  import CGtk4
  import Testing

  @_spi(ToggleKitTools) @testable import ToggleKitGTK

  @Suite("GTK widget as a GtkActionable: B2 B3 with GActions", .serialized, .failsOnGLibWarnings)
  @MainActor
  struct ActionableTests {
    let window: ThemeWindow
    let group: OpaquePointer

    init() throws {
      try #require(
        initializeGTK(), "no display: run under xvfb-run as the README's test command does")
      window = ThemeWindow()
      group = OpaquePointer(g_simple_action_group_new())
      gtk_widget_insert_action_group(window.box, "test", group)
    }

    func addAction(_ action: OpaquePointer) {
      g_action_map_add_action(group, action)
      g_object_unref(UnsafeMutableRawPointer(action))
    }

    func state(_ name: String) -> OpaquePointer? {
      g_action_group_get_action_state(group, name)
    }

    @Test(
      "A boolean stateful action: the toggle shows its state (code, B2) and an activation changes the action's, as the user's change (B4)"
    )
    func booleanAction() throws {
      addAction(g_simple_action_new_stateful("bold", nil, g_variant_new_boolean(1)))
      let toggle = ToggleButton(label: "Bold")
      var userChanges: [Bool] = []
      toggle.onToggle = { userChanges.append($0) }
      tk_set_property_string(UnsafeMutableRawPointer(toggle.widget), "action-name", "test.bold")
      window.add(toggle.widget)
      window.present()
      #expect(toggle.isOn, "the action's state shows")
      #expect(userChanges.isEmpty, "and it is no user change")
      toggle.coordinator.accessibilityActivate()
      #expect(!toggle.isOn)
      let actionState = try #require(self.state("bold"))
      defer { g_variant_unref(actionState) }
      #expect(g_variant_get_boolean(actionState) == 0, "the activation changed the action's state")
      #expect(
        userChanges == [false],
        "the state the user's activation settled the action on is the user's change (B4)")
      g_action_group_change_action_state(group, "bold", g_variant_new_boolean(1))
      #expect(toggle.isOn && userChanges == [false], "a state change from the app is programmatic")
      window.close()
    }

    @Test(
      "Targets: toggles on one string action behave as a set, and a disabled action disables them")
    func targetAction() {
      addAction(
        g_simple_action_new_stateful("align", g_variant_type_new("s"), g_variant_new_string("left"))
      )
      let left = ToggleButton(label: "Left")
      let right = ToggleButton(label: "Right")
      for (toggle, target) in [(left, "left"), (right, "right")] {
        gtk_actionable_set_action_name(OpaquePointer(toggle.widget), "test.align")
        gtk_actionable_set_action_target_value(
          OpaquePointer(toggle.widget), g_variant_new_string(target))
        window.add(toggle.widget)
      }
      window.present()
      #expect(left.isOn && !right.isOn)
      right.coordinator.accessibilityActivate()
      #expect(right.isOn && !left.isOn, "activating one selects it and the other follows")
      right.coordinator.accessibilityActivate()
      #expect(right.isOn, "activating the selected one keeps it selected")
      let action = g_action_map_lookup_action(group, "align")!
      g_simple_action_set_enabled(action, 0)
      #expect(gtk_widget_get_sensitive(left.widget) == 0, "a disabled action disables the toggle")
      window.close()
    }

    @Test("GtkBuilder: a .ui file with action-name and use-underline loads; it follows the action")
    func builderActionName() throws {
      addAction(g_simple_action_new_stateful("wifi", nil, g_variant_new_boolean(1)))
      let toggle = try toggleFromUI(
        """
        <property name="label">_Wi-Fi</property>
        <property name="use-underline">true</property><property name="action-name">test.wifi</property>
        """, look: .switch)
      window.add(toggle.widget)
      window.present()
      #expect(toggle.isOn)
      #expect(
        gtk_actionable_get_action_name(OpaquePointer(toggle.widget)).map { String(cString: $0) }
          == "test.wifi")
      window.close()
    }
  }
#endif
