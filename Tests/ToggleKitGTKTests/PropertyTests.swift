#if os(Linux)
  import CGtk4
  import Glibc
  import Testing

  @_spi(ToggleKitTools) @testable import ToggleKitGTK

  @Suite(
    "GTK widget: every GObject property, set and read by type", .serialized, .failsOnGLibWarnings)
  @MainActor
  struct PropertyTests {
    let directory: String

    init() throws {
      try #require(
        initializeGTK(), "no display: run under xvfb-run as the README's test command does")
      directory = try TestImages.temporaryDirectory()
    }

    func string(_ toggle: ToggleButton, _ name: String) -> String? {
      guard let value = tk_get_property_string(UnsafeMutableRawPointer(toggle.widget), name) else {
        return nil
      }
      defer { g_free(value) }
      return String(cString: value)
    }

    func enumValue(_ toggle: ToggleButton, _ name: String) -> Int32 {
      tk_get_property_enum(UnsafeMutableRawPointer(toggle.widget), name)
    }

    func flag(_ toggle: ToggleButton, _ name: String) -> Bool {
      tk_get_property_boolean(UnsafeMutableRawPointer(toggle.widget), name) != 0
    }

    @Test("Each property set through g_object_set reads back, with no GLib critical")
    func setAndGetEveryProperty() throws {
      let on = try TestImages.writeSmallPNG(in: directory, named: "on.png")
      let off = try TestImages.writeSmallPNG(in: directory, named: "off.png")
      let pressed = try TestImages.writeSmallPNG(in: directory, named: "pressed.png")
      let toggle = ToggleButton(label: "", look: .switch)
      let widget = UnsafeMutableRawPointer(toggle.widget)
      tk_set_property_string(widget, "label", "Wi-Fi")
      IconProperties.setFile(toggle.widget, "on-icon", on)
      IconProperties.setFile(toggle.widget, "off-icon", off)
      IconProperties.setFile(toggle.widget, "pressed-icon", pressed)
      tk_set_property_boolean(widget, "autotoggle", 0)
      tk_set_property_boolean(widget, "allows-mixed", 1)
      tk_set_property_boolean(widget, "active", 1)
      #expect(string(toggle, "label") == "Wi-Fi")
      #expect(enumValue(toggle, "look") == ToggleLook.switch.enumValue)
      #expect(IconProperties.read(toggle.widget, "on-icon") == on)
      #expect(IconProperties.read(toggle.widget, "off-icon") == off)
      #expect(IconProperties.read(toggle.widget, "pressed-icon") == pressed)
      #expect(!flag(toggle, "autotoggle"))
      #expect(flag(toggle, "allows-mixed"))
      #expect(flag(toggle, "active"))
      tk_set_property_boolean(widget, "mixed", 1)
      #expect(flag(toggle, "mixed") && flag(toggle, "active"), "active keeps its value while mixed")
      tk_set_property_object(widget, "on-icon", nil)
      #expect(IconProperties.read(toggle.widget, "on-icon") == nil)
      let mark = GLibLog.mark
      tk_set_property_enum(widget, "look", ToggleLook.checkbox.enumValue)
      #expect(enumValue(toggle, "look") == ToggleLook.switch.enumValue, "the look is the type")
      #expect(!GLibLog.take(since: mark, domain: "GLib-GObject", containing: "look").isEmpty)
    }

    @Test("GtkBuilder: a .ui file sets every property type")
    func builderSetsEveryProperty() throws {
      let on = try TestImages.writeSmallPNG(in: directory, named: "on.png")
      let toggle = try toggleFromUI(
        """
        <property name="label">Lamp</property>
        <property name="on-icon"><object class="GFileIcon">
          <property name="file">file://\(on)</property></object></property>
        <property name="off-icon"><object class="GThemedIcon">
          <property name="name">edit-delete</property></object></property>
        <property name="allows-mixed">true</property>
        <property name="mixed">true</property><property name="autotoggle">false</property>
        """, look: .checkbox)
      #expect(toggle.label == "Lamp")
      #expect(toggle.look == .checkbox)
      #expect(IconProperties.read(toggle.widget, "on-icon") == on, "a path is a GFileIcon")
      #expect(
        IconProperties.read(toggle.widget, "off-icon") == "edit-delete", "a name a GThemedIcon")
      #expect(toggle.value == .mixed)
      #expect(!toggle.autotoggle)
    }

    @Test("B1: mixed without allows-mixed turns allows-mixed on and notifies it once")
    func mixedImpliesAllowsMixed() {
      let toggle = ToggleButton(label: "Extras")
      var notified = 0
      SignalHandlers.onNotify(toggle.widget, "allows-mixed") { notified += 1 }
      tk_set_property_boolean(UnsafeMutableRawPointer(toggle.widget), "mixed", 1)
      #expect(toggle.value == .mixed)
      #expect(flag(toggle, "allows-mixed"))
      #expect(notified == 1)
      toggle.allowsMixed = false
      #expect(notified == 2)
      #expect(toggle.value == .off, "forbidding mixed while mixed turns the toggle off")
      toggle.allowsMixed = false
      #expect(notified == 2, "no notify when nothing changed")
    }

    @Test("B12: icon properties read the file shown, also after a Swift load or a failed one")
    func imagePropertiesReadWhatIsShown() throws {
      let on = try TestImages.writeSmallPNG(in: directory, named: "on.png")
      let toggle = ToggleButton(label: "Lamp")
      try toggle.setOnImage(fromFile: on)
      #expect(IconProperties.read(toggle.widget, "on-icon") == on)
      let mark = GLibLog.mark
      IconProperties.setFile(toggle.widget, "on-icon", "/nonexistent/x.png")
      #expect(
        IconProperties.read(toggle.widget, "on-icon") == on, "a failed load keeps the image it had")
      let warnings = GLibLog.take(
        since: mark, domain: "ToggleKit", containing: "/nonexistent/x.png")
      #expect(warnings.count == 1, "the failure is a GLib warning that names the file")
      #expect(throws: ToggleImageError.self) {
        try toggle.setOnImage(fromFile: "/nonexistent/y.png")
      }
      #expect(IconProperties.read(toggle.widget, "on-icon") == on)
    }
  }
#endif
