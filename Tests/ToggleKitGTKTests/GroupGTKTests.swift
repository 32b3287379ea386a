#if os(Linux)
  import CGtk4
  import Testing

  @_spi(ToggleKitTools) @testable import ToggleKitGTK

  @Suite("GTK widget: toggle groups, G1-G7", .serialized, .failsOnGLibWarnings)
  @MainActor
  struct GroupGTKTests {
    init() throws {
      try #require(
        initializeGTK(), "no display: run under xvfb-run as the README's test command does")
    }

    func makeGroup(_ mode: ToggleSelectionMode, _ names: [String], look: ToggleLook = .push)
      -> (ToggleGroup, [ToggleButton])
    {
      let group = ToggleGroup(mode: mode)
      let toggles = names.map { ToggleButton(label: $0, look: look) }
      for toggle in toggles { toggle.join(group) }
      return (group, toggles)
    }

    @Test(
      "G2 G4: a click in an exclusive group: notify::active of the member turned off comes first")
    func exclusiveSignalOrder() {
      let (group, toggles) = makeGroup(.exclusive(selectionRequired: true), ["Left", "Center"])
      var heard: [String] = []
      for toggle in toggles {
        let name = toggle.label
        SignalHandlers.onNotify(toggle.widget, "active") { heard.append("\(name) active") }
        SignalHandlers.on(toggle.widget, "toggled-by-user") { heard.append("\(name) toggled") }
        SignalHandlers.on(toggle.widget, "clicked") { heard.append("\(name) clicked") }
      }
      var changes: [ToggleGroup.Change] = []
      group.onChange = { changes.append($0) }
      toggles[0].coordinator.keyDown(.enter)
      heard.removeAll()
      toggles[1].coordinator.keyDown(.enter)
      #expect(
        heard == [
          "Left active", "Left toggled", "Center active", "Center toggled", "Center clicked",
        ])
      #expect(toggles.map(\.isOn) == [false, true])
      #expect(changes.last?.newSelection == [group.id(of: toggles[1].coordinator)!])
    }

    @Test("G1: the group property of a .ui file joins an exclusive group with a required selection")
    func groupFromUI() throws {
      ToggleButton.registerTypes()
      let ui = """
        <interface>
          <object class="ToggleKitToggleButton" id="left"><property name="label">Left</property></object>
          <object class="ToggleKitToggleButton" id="right">
            <property name="label">Right</property><property name="group">left</property>
          </object>
        </interface>
        """
      let builder = gtk_builder_new_from_string(ui, -1)!
      defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
      func toggle(_ id: String) throws -> ToggleButton {
        let object = try #require(gtk_builder_get_object(builder, id))
        return try #require(
          ToggleButton(
            wrapping: UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)))
      }
      let left = try toggle("left")
      let right = try toggle("right")
      let group = try #require(left.group)
      #expect(right.group === group)
      #expect(group.mode == .exclusive(selectionRequired: true))
      right.coordinator.keyDown(.enter)
      left.coordinator.keyDown(.enter)
      #expect((left.isOn, right.isOn) == (true, false))
      left.coordinator.keyDown(.enter)  // required: the selected one stays
      #expect(left.isOn)
    }

    @Test(
      "G7: one Tab stop; arrows move focus and select in an exclusive group; RTL swaps Left and Right"
    )
    func arrows() {
      let window = ThemeWindow()
      defer { window.close() }
      let (group, toggles) = makeGroup(
        .exclusive(selectionRequired: false), ["Left", "Center", "Right"])
      for toggle in toggles { window.add(toggle.widget) }
      window.present()
      gtk_widget_grab_focus(toggles[0].widget)
      ThemeWindow.settle(milliseconds: 50)
      let right: guint = 0xff53
      #expect(toggles[0].peer.groupDirection(right) == .next)
      #expect(toggles[0].peer.moveInGroup(.next))
      ThemeWindow.settle(milliseconds: 50)
      #expect(gtk_widget_has_focus(toggles[1].widget) != 0)
      #expect(toggles.map(\.isOn) == [false, true, false])
      #expect(toggles[1].peer.moveInGroup(.last))
      #expect(group.selection == [group.id(of: toggles[2].coordinator)!])
      gtk_widget_set_direction(toggles[2].widget, GTK_TEXT_DIR_RTL)
      #expect(toggles[2].peer.groupDirection(right) == .previous)
    }

    @Test(
      "G7: Tab enters a group at its Tab stop and leaves it from any member, through GTK's focus chain; focusable stays the app's"
    )
    func tabThroughFocusChain() {
      let window = ThemeWindow()
      defer { window.close() }
      let before = gtk_button_new_with_label("Before")!
      let after = gtk_button_new_with_label("After")!
      let (group, toggles) = makeGroup(
        .exclusive(selectionRequired: false), ["Left", "Center", "Right"])
      window.add(before)
      for toggle in toggles { window.add(toggle.widget) }
      window.add(after)
      window.present()
      #expect(toggles.allSatisfy { gtk_widget_get_focusable($0.widget) != 0 }, "nothing rewritten")
      func tab(_ direction: GtkDirectionType = GTK_DIR_TAB_FORWARD) {
        _ = gtk_widget_child_focus(window.window, direction)
        ThemeWindow.settle(milliseconds: 20)
      }
      gtk_widget_grab_focus(before)
      tab()
      #expect(gtk_widget_has_focus(toggles[0].widget) != 0, "none selected: the first member")
      tab()
      #expect(gtk_widget_has_focus(after) != 0, "one Tab stop: the next Tab leaves the group")
      toggles[2].isOn = true
      tab(GTK_DIR_TAB_BACKWARD)
      #expect(gtk_widget_has_focus(toggles[2].widget) != 0, "back in at the selected member")
      #expect(group.selection == [group.id(of: toggles[2].coordinator)!])
      gtk_widget_set_focusable(toggles[2].widget, 0)
      gtk_widget_grab_focus(after)
      tab(GTK_DIR_TAB_BACKWARD)
      #expect(
        gtk_widget_has_focus(toggles[0].widget) != 0,
        "the selected member made unfocusable by the app: the group is entered at the first that can take focus"
      )
      #expect(gtk_widget_get_focusable(toggles[2].widget) == 0, "and it stays unfocusable")
    }

    @Test(
      "G7: an arrow skips a hidden member, moving focus before the selection; nothing selects a member that cannot take focus"
    )
    func arrowsSkipHiddenMembers() {
      let window = ThemeWindow()
      defer { window.close() }
      let (group, toggles) = makeGroup(
        .exclusive(selectionRequired: false), ["Left", "Center", "Right"])
      for toggle in toggles { window.add(toggle.widget) }
      gtk_widget_set_visible(toggles[1].widget, 0)
      window.present()
      gtk_widget_grab_focus(toggles[0].widget)
      ThemeWindow.settle(milliseconds: 50)
      #expect(toggles[0].peer.moveInGroup(.next))
      #expect(gtk_widget_has_focus(toggles[2].widget) != 0, "past the hidden Center")
      #expect(group.selection == [group.id(of: toggles[2].coordinator)!])
      gtk_widget_set_visible(toggles[0].widget, 0)
      #expect(!toggles[2].peer.moveInGroup(.next), "no member can take focus: the key goes on")
      #expect(group.selection == [group.id(of: toggles[2].coordinator)!], "and nothing is selected")
    }

    @Test("G6: a select-all checkbox follows its members and sets them all")
    func selectAll() {
      let (group, toggles) = makeGroup(.multiple, ["Cheese", "Olives"], look: .checkbox)
      let all = ToggleButton(label: "All toppings", look: .checkbox)
      #expect(all.becomeSelectAll(of: group))
      toggles[0].coordinator.keyDown(.enter)
      #expect(all.value == .mixed)
      all.coordinator.keyDown(.enter)
      #expect(toggles.map(\.isOn) == [true, true])
      #expect(all.value == .on)
    }

    @Test("G1 B16: a widget released while in a group leaves it, and is finalized")
    func releasedLeaves() {
      let before = ToggleButton.liveWidgetCount
      let group = ToggleGroup(mode: .exclusive(selectionRequired: false))
      let kept = ToggleButton(label: "Kept")
      kept.join(group)
      do {
        let gone = ToggleButton(label: "Gone")
        gone.join(group)
        gone.isOn = true
      }
      ThemeWindow.settle(milliseconds: 20)
      #expect(group.members.count == 1)
      #expect(ToggleButton.liveWidgetCount == before + 1)
      withExtendedLifetime(kept) {}
    }
  }
#endif
