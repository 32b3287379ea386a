#if os(Linux)
  import CGtk4
  import Testing

  @_spi(ToggleKitTools) @testable import ToggleKitGTK

  @Suite(
    "GTK widget as GTK apps and screen readers expect: B2-B5 B8 B13", .serialized,
    .failsOnGLibWarnings)
  @MainActor
  struct AccessibilityAndActivationTests {
    init() throws {
      try #require(
        initializeGTK(), "no display: run under xvfb-run as the README's test command does")
    }

    static func expectedRole(_ look: ToggleLook) -> GtkAccessibleRole {
      switch look {
      case .push: tk_toggle_button_role()
      case .checkbox: GTK_ACCESSIBLE_ROLE_CHECKBOX
      case .radio: GTK_ACCESSIBLE_ROLE_RADIO
      case .switch: GTK_ACCESSIBLE_ROLE_SWITCH
      }
    }

    @Test(
      "B13: each look has its native twin's role, made in Swift, by g_object_new or GtkBuilder",
      arguments: ToggleLook.allCases)
    func rolePerLook(look: ToggleLook) throws {
      let swift = ToggleButton(label: "Made in Swift", look: look)
      let made = tk_widget_new_with_label(ToggleButton.gType(for: look), "Made by g_object_new")!
      g_object_ref_sink(UnsafeMutableRawPointer(made))
      defer { g_object_unref(UnsafeMutableRawPointer(made)) }
      let built = try toggleFromUI(
        """
        <property name="label">From a file</property>
        """, look: look)
      for widget in [
        swift.widget, made, built.widget,
      ] {
        #expect(
          gtk_accessible_get_accessible_role(OpaquePointer(widget)) == Self.expectedRole(look))
      }
    }

    @Test(
      "B13: an accessible-role the creator gives in a .ui file wins over the look's",
      arguments: [ToggleLook.push, .checkbox])
    func creatorsRoleWins(look: ToggleLook) throws {
      let built = try toggleFromUI(
        """
        <property name="label">Mute</property>\
        <property name="accessible-role">switch</property>
        """, look: look)
      #expect(
        gtk_accessible_get_accessible_role(OpaquePointer(built.widget))
          == GTK_ACCESSIBLE_ROLE_SWITCH)
    }

    @Test("B2-B5: gtk_widget_activate is a user activation; the veto and autotoggle apply")
    func activateSignal() {
      let toggle = ToggleButton(label: "Bold")
      var userChanges = 0
      var clicks = 0
      toggle.onToggle = { _ in userChanges += 1 }
      toggle.onClick = { clicks += 1 }
      #expect(gtk_widget_activate(toggle.widget) != 0, "the class has an activate signal")
      #expect(toggle.isOn && userChanges == 1 && clicks == 1)
      toggle.shouldToggle = { _ in false }
      _ = gtk_widget_activate(toggle.widget)
      #expect(toggle.isOn && userChanges == 1 && clicks == 2, "vetoed, still clicked (B5)")
      toggle.shouldToggle = nil
      toggle.autotoggle = false
      _ = gtk_widget_activate(toggle.widget)
      #expect(toggle.isOn && clicks == 3, "autotoggle off keeps the value (B4)")
    }

    /// `child` as the child of `row`, a `GtkListBoxRow`.
    private func put(
      _ child: UnsafeMutablePointer<GtkWidget>, in row: UnsafeMutablePointer<GtkWidget>
    ) {
      gtk_list_box_row_set_child(
        UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkListBoxRow.self), child)
    }

    /// What a switch announces when its save fails, through the toggle's own failure path.
    private func announcementOfFailedSave(_ toggle: ToggleButton) -> String? {
      let held = HeldCommits(toggle, .optimistic)
      WidgetPeer.lastAnnouncement = nil
      toggle.coordinator.keyDown(.enter)
      toggle.coordinator.completeCommit(
        held.requests[0], with: .failure(ToggleCommitFailure(reason: .failed, message: "offline")))
      return WidgetPeer.lastAnnouncement
    }

    @Test(
      "B19: a switch with no label, at the end of a titled row, is announced by the row's title")
    func unlabelledSwitchIsNamedByItsRow() throws {
      // nil: the row's use-markup left at its default, TRUE as libadwaita's.
      let titles: [(String, Bool?, Bool, String)] = [
        ("Wi-Fi", false, false, "Wi-Fi"),
        ("_Wi-Fi", false, true, "Wi-Fi"),
        ("<b>Wi-Fi</b> &amp; _Cellular", true, true, "Wi-Fi & Cellular"),
        ("Wi-Fi &amp; Bluetooth", nil, false, "Wi-Fi & Bluetooth"),
        ("<a href=\"https://example.org\">Help</a> me", nil, false, "Help me"),
        ("Fish & Chips", false, false, "Fish & Chips"),
        ("Fish & _Chips", false, true, "Fish & Chips"),
        ("<broken", true, false, "<broken"),
      ]
      for (title, markup, underline, spoken) in titles {
        let row = TitledRow.make(title: title, usesMarkup: markup, usesUnderline: underline)
        defer { g_object_unref(UnsafeMutableRawPointer(row)) }
        let suffixes = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        put(suffixes, in: row)
        let unlabelled = ToggleButton(label: "", look: .switch)
        gtk_box_append(
          UnsafeMutableRawPointer(suffixes).assumingMemoryBound(to: GtkBox.self), unlabelled.widget)
        #expect(
          announcementOfFailedSave(unlabelled) == "\(spoken): not changed, still off",
          "title \(title)")
        let labelled = ToggleButton(label: "Roaming", look: .switch)
        gtk_box_append(
          UnsafeMutableRawPointer(suffixes).assumingMemoryBound(to: GtkBox.self), labelled.widget)
        #expect(
          announcementOfFailedSave(labelled) == "Roaming: not changed, still off",
          "a label of its own wins")
      }
    }

    @Test("B19: only the nearest row in the switch's own surface names it")
    func onlyTheNearestRowNamesASwitch() throws {
      let outer = TitledRow.make(title: "Network")
      defer { g_object_unref(UnsafeMutableRawPointer(outer)) }
      let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      put(box, in: outer)
      let inner = TitledRow.make(title: "Roaming")
      gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), inner)
      let nested = ToggleButton(label: "", look: .switch)
      put(nested.widget, in: inner)
      #expect(announcementOfFailedSave(nested) == "Roaming: not changed, still off")

      // A popover's parent is the widget it points at: its switch is not that row's.
      let popover = gtk_popover_new()!
      gtk_widget_set_parent(popover, box)
      defer { gtk_widget_unparent(popover) }
      let popped = ToggleButton(label: "", look: .switch)
      gtk_popover_set_child(
        UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self), popped.widget)
      #expect(announcementOfFailedSave(popped) == "not changed, still off")

      let plain = gtk_list_box_row_new()!
      g_object_ref_sink(UnsafeMutableRawPointer(plain))
      defer { g_object_unref(UnsafeMutableRawPointer(plain)) }
      let alone = ToggleButton(label: "", look: .switch)
      put(alone.widget, in: plain)
      #expect(
        announcementOfFailedSave(alone) == "not changed, still off",
        "a row with no title names nothing")
    }

    @Test(
      "Mnemonics: with use-underline the label's mnemonic and a GtkLabel pointing at it toggle it")
    func mnemonics() {
      let toggle = ToggleButton(label: "_Bold")
      toggle.usesUnderline = true
      let label = OpaquePointer(toggle.peer.parts.label!)
      #expect(gdk_keyval_to_lower(gtk_label_get_mnemonic_keyval(label)) == 0x062, "Alt+B")
      #expect(toggle.peer.accessibleName == "Bold", "read without the underscore")
      _ = gtk_widget_mnemonic_activate(toggle.peer.parts.label!, 0)
      #expect(toggle.isOn)
      let external = gtk_label_new_with_mnemonic("_Italic")!
      g_object_ref_sink(UnsafeMutableRawPointer(external))
      defer { g_object_unref(UnsafeMutableRawPointer(external)) }
      gtk_label_set_mnemonic_widget(OpaquePointer(external), toggle.widget)
      _ = gtk_widget_mnemonic_activate(external, 0)
      #expect(!toggle.isOn, "a GtkLabel's mnemonic widget toggles too")
    }

    @Test("B8: holding Return activates once however often the key repeats; Space unchanged")
    func keyRepeat() throws {
      let window = ThemeWindow()
      defer { window.close() }
      let toggle = ToggleButton(label: "Hold")
      window.add(gtk_button_new_with_label("First"))  // takes the window's first focus
      window.add(toggle.widget)
      window.present()
      _ = gtk_widget_grab_focus(toggle.widget)
      ThemeWindow.settle(milliseconds: 50)
      var userChanges = 0
      toggle.onToggle = { _ in userChanges += 1 }
      let keys = UnsafeMutableRawPointer(
        try #require(toggle.peer.keyController, "made when focus first came, kept for good"))
      let returnKey: guint = 0xff0d
      let space: guint = 0x020
      for _ in 0..<35 { #expect(tk_emit_key(keys, 1, returnKey) != 0) }
      _ = tk_emit_key(keys, 0, returnKey)
      #expect(userChanges == 1, "one physical press, one activation")
      for _ in 0..<10 { _ = tk_emit_key(keys, 1, space) }
      #expect(toggle.controlState.contains(.highlighted))
      _ = tk_emit_key(keys, 0, space)
      #expect(userChanges == 2 && !toggle.isOn)
    }

    @Test(
      "AT-SPI actions: the look's native action (click or toggle) is enabled and toggles",
      arguments: ToggleLook.allCases)
    func accessibleAction(look: ToggleLook) {
      let toggle = ToggleButton(label: "Act", look: look)
      let native = look == .push ? "click" : "toggle"
      let other = look == .push ? "toggle" : "click"
      #expect(gtk_widget_activate_action_variant(toggle.widget, native, nil) != 0)
      #expect(toggle.isOn, "the action is a user activation")
      _ = gtk_widget_activate_action_variant(toggle.widget, other, nil)
      #expect(toggle.isOn, "the other look's action, disabled here, does nothing")
    }

    @Test("Mixed keeps active as it was, so a binding on active is not rewritten by going mixed")
    func mixedKeepsActive() {
      let toggle = ToggleButton(label: "Extras", look: .checkbox)
      let object = UnsafeMutableRawPointer(toggle.widget)
      var activeNotifications = 0
      SignalHandlers.onNotify(toggle.widget, "active") { activeNotifications += 1 }
      toggle.isOn = true
      #expect(activeNotifications == 1)
      tk_set_property_boolean(object, "mixed", 1)
      #expect(toggle.value == .mixed)
      #expect(tk_get_property_boolean(object, "active") != 0, "active stays TRUE while mixed")
      #expect(activeNotifications == 1, "going mixed does not notify active")
      tk_set_property_boolean(object, "active", 0)
      #expect(toggle.value == .off && activeNotifications == 2, "setting active ends mixed")
    }
  }
#endif
