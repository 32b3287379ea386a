#if os(Linux)
  import CGtk4
  import Testing

  @testable import ToggleKit
  @_spi(ToggleKitTools) @testable import ToggleKitGTK

  /// The GObject type design: one final type per look under an abstract
  /// base, each with its native twin's CSS name and role on the class; GTK's vocabulary.
  @Suite("GTK widget types and vocabulary as GTK's own", .serialized, .failsOnGLibWarnings)
  @MainActor
  struct GObjectTypeTests {
    init() throws {
      try #require(
        initializeGTK(), "no display: run under xvfb-run as the README's test command does")
    }

    nonisolated static let expected: [(ToggleLook, String, String)] = [
      (.push, "ToggleKitToggleButton", "button"),
      (.checkbox, "ToggleKitCheckButton", "checkbutton"),
      (.radio, "ToggleKitRadioButton", "checkbutton"), (.switch, "ToggleKitSwitch", "togglekit"),
    ]

    @Test(
      "B13: each look is a final type with its CSS name and role on the class; the base is abstract",
      arguments: expected)
    func typePerLook(look: ToggleLook, typeName: String, cssName: String) throws {
      ToggleButton.registerTypes()
      let type = g_type_from_name(typeName)
      #expect(type == ToggleButton.gType(for: look))
      #expect(g_type_is_a(type, ToggleButton.gType) != 0)
      #expect(
        tk_type_is_final(type) != 0, "final, as GTK marks widgets it does not mean to be derived")
      #expect(tk_type_is_abstract(ToggleButton.gType) != 0)
      let klass = try #require(g_type_class_ref(type))
      defer { g_type_class_unref(klass) }
      #expect(String(cString: gtk_widget_class_get_css_name(tk_widget_class(klass))) == cssName)
      #expect(
        gtk_widget_class_get_accessible_role(tk_widget_class(klass))
          == WidgetPeer.accessibleRole(for: look))
      let toggle = ToggleButton(label: typeName, look: look)
      #expect(toggle.look == look)
      #expect(
        tk_get_property_enum(UnsafeMutableRawPointer(toggle.widget), "look") == look.enumValue)
    }

    @Test("The API's enums are GEnums: ToggleKitLook, ToggleKitToggleState, ToggleKitCommitFailure")
    func enums() throws {
      ToggleButton.registerTypes()
      for (name, nicks) in [
        ("ToggleKitLook", ["push", "switch", "checkbox", "radio"]),
        ("ToggleKitToggleState", ["off", "on", "mixed"]),
        ("ToggleKitCommitFailure", ["failed", "timed-out", "refused"]),
      ] {
        let type = g_type_from_name(name)
        #expect(tk_type_is_enum(type) != 0, "\(name) is a GEnum")
        let klass = try #require(g_type_class_ref(type))
        defer { g_type_class_unref(klass) }
        let enumClass = klass.assumingMemoryBound(to: GEnumClass.self)
        for (index, nick) in nicks.enumerated() {
          let value = try #require(g_enum_get_value(enumClass, Int32(index)))
          #expect(String(cString: value.pointee.value_nick) == nick)
        }
      }
      var query = GSignalQuery()
      // One notification per purpose: a change of the value is `notify::value`.
      #expect(g_signal_lookup("value-changed", ToggleButton.gType) == 0)
      g_signal_query(g_signal_lookup("commit-failed", ToggleButton.gType), &query)
      // The reason and the failure as a GError, which holds the message.
      #expect(
        query.n_params == 2 && query.param_types[0] == g_type_from_name("ToggleKitCommitFailure")
          && query.param_types[1] == g_error_get_type())
    }

    @Test("B3 B10: toggled follows active, once per change, user or code; mixed is no toggle")
    func toggledFollowsActive() {
      let toggle = ToggleButton(label: "Extras", look: .checkbox)
      var toggled = 0
      var order: [String] = []
      SignalHandlers.on(toggle.widget, "toggled") {
        toggled += 1
        order.append("toggled")
      }
      SignalHandlers.onNotify(toggle.widget, "active") { order.append("notify::active") }
      toggle.coordinator.accessibilityActivate()
      #expect(toggled == 1 && order == ["notify::active", "toggled"], "after the notify, as GTK's")
      toggle.isOn = false
      #expect(toggled == 2)
      toggle.isOn = false
      #expect(toggled == 2, "no change, no toggled")
      toggle.allowsMixed = true
      toggle.value = .mixed
      #expect(toggled == 2, "going mixed leaves active, as GtkCheckButton's inconsistent does")
    }

    @Test("B1: mixed has one name, set, read and notified; ending it leaves active as it was")
    func mixedHasOneName() {
      let toggle = ToggleButton(label: "Extras", look: .checkbox)
      let object = UnsafeMutableRawPointer(toggle.widget)
      let klass = g_type_class_ref(ToggleButton.gType(for: .checkbox))!
      defer { g_type_class_unref(klass) }
      let classStruct = klass.assumingMemoryBound(to: GObjectClass.self)
      #expect(g_object_class_find_property(classStruct, "inconsistent") == nil, "no alias of mixed")
      var notified: [String] = []
      SignalHandlers.onNotify(toggle.widget, "mixed") { notified.append("mixed") }
      tk_set_property_boolean(object, "mixed", 1)
      #expect(toggle.value == .mixed && tk_get_property_boolean(object, "mixed") != 0)
      #expect(notified == ["mixed"])
      toggle.isOn = true
      #expect(tk_get_property_boolean(object, "mixed") == 0)
      #expect(notified.count == 2)
      tk_set_property_boolean(object, "mixed", 1)
      tk_set_property_boolean(object, "mixed", 0)
      #expect(toggle.isOn, "ending mixed leaves active as it was, as GtkCheckButton's inconsistent")
    }

    @Test(
      "B13: use-underline keeps a .ui file's labelled-by relation; an empty label sets no name"
    )
    func appRelationsKept() throws {
      ToggleButton.registerTypes()
      let ui = """
        <interface>
          <object class="GtkLabel" id="caption"><property name="label">Network</property></object>
          <object class="ToggleKitSwitch" id="toggle">
            <property name="use-underline">true</property>
            <accessibility><relation name="labelled-by">caption</relation></accessibility>
          </object>
        </interface>
        """
      let builder = gtk_builder_new_from_string(ui, -1)!
      defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
      let object = try #require(gtk_builder_get_object(builder, "toggle"))
      let toggle = try #require(
        ToggleButton(
          wrapping: UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)))
      let accessible = OpaquePointer(toggle.widget)
      #expect(
        gtk_test_accessible_has_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY) != 0)
      #expect(
        gtk_test_accessible_has_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL) == 0,
        "no label: no explicit empty name over the relation")
      toggle.usesUnderline = false
      toggle.usesUnderline = true
      #expect(
        gtk_test_accessible_has_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY) != 0,
        "turning use-underline off and on leaves the app's relation")
      toggle.label = "_Wi-Fi"
      #expect(gtk_test_accessible_has_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL) != 0)
      _ = gtk_widget_mnemonic_activate(toggle.peer.parts.label!, 0)
      #expect(toggle.isOn, "the mnemonic still activates the toggle")
    }

    @Test(
      "B11: app colours are classes on one display provider; changing state never reloads it"
    )
    func colorsAsClasses() throws {
      let toggle = ToggleButton(label: "Colour")
      toggle.setBackgroundColor(ToggleColor(red: 1, green: 0, blue: 0), for: .normal)
      toggle.setBackgroundColor(ToggleColor(red: 0, green: 0.5, blue: 0), for: .on)
      toggle.setTitleColor(.white, for: .normal)
      let sheet = try #require(ColorStyleSheet.shared)
      sheet.loadIfScheduled()
      let loads = sheet.loadCount
      #expect(gtk_widget_has_css_class(toggle.widget, "tk-bg-ff0000ff") != 0)
      toggle.coordinator.accessibilityActivate()
      #expect(gtk_widget_has_css_class(toggle.widget, "tk-bg-008000ff") != 0)
      #expect(gtk_widget_has_css_class(toggle.widget, "tk-bg-ff0000ff") == 0)
      toggle.coordinator.hitRegion = HitRegion(width: 50, height: 20)
      toggle.coordinator.pointerDown(x: 2, y: 2)
      #expect(
        gtk_widget_has_css_class(toggle.widget, "tk-shaded") != 0, "pressed, no colour of its own")
      toggle.coordinator.pointerUp(x: 2, y: 2)
      toggle.isEnabled = false
      #expect(
        gtk_widget_has_css_class(toggle.widget, "tk-dimmed") != 0, "disabled, inherited colour")
      toggle.setBackgroundColor(ToggleColor(red: 0, green: 0, blue: 1), for: [.disabled])
      sheet.loadIfScheduled()
      #expect(
        gtk_widget_has_css_class(toggle.widget, "tk-dimmed") == 0,
        "an explicit disabled colour shows as given")
      let afterSetting = sheet.loadCount
      #expect(afterSetting == loads + 1, "one load for the new colour")
      for _ in 0..<5 {
        toggle.isEnabled = true
        toggle.coordinator.accessibilityActivate()
        toggle.isEnabled = false
      }
      sheet.loadIfScheduled()
      #expect(
        sheet.loadCount == afterSetting, "state changes swap classes; the sheet is not reloaded")
    }

    @Test(
      "B11: clearing a toggle's colours takes their classes off, gives the sheet its rules back and keeps no storage for them; setting one again puts it back"
    )
    func clearingColors() throws {
      let sheet = try #require(ColorStyleSheet.shared)
      let before = sheet.ruleCount
      let toggle = ToggleButton(label: "Clear")
      let color = ToggleColor(red: 0.1, green: 0.2, blue: 0.3)
      let backgroundClass = sheet.name(for: color, .background)
      toggle.setBackgroundColor(color, for: .normal)
      toggle.setTitleColor(color, for: .normal)
      #expect(sheet.ruleCount == before + 2)
      #expect(gtk_widget_has_css_class(toggle.widget, backgroundClass) != 0)
      toggle.setBackgroundColor(nil, for: .normal)
      toggle.setTitleColor(nil, for: .normal)
      #expect(gtk_widget_has_css_class(toggle.widget, backgroundClass) == 0)
      #expect(sheet.ruleCount == before, "both rules given back")
      #expect(toggle.peer.parts.colors == nil, "no storage kept for colours it has no more")
      toggle.setBackgroundColor(color, for: .normal)
      #expect(sheet.ruleCount == before + 1)
      #expect(gtk_widget_has_css_class(toggle.widget, backgroundClass) != 0)
      toggle.setBackgroundColor(nil, for: .normal)
      #expect(sheet.ruleCount == before)
    }

    @Test("GtkBuilder: a .ui file names each look's type", arguments: expected)
    func builderNamesType(look: ToggleLook, typeName: String, cssName: String) throws {
      let toggle = try toggleFromUI("<property name=\"label\">\(typeName)</property>", look: look)
      #expect(toggle.look == look && toggle.label == typeName)
    }
  }
#endif
