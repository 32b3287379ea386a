#if os(Linux)
  import CGtk4
  import Testing

  @_spi(ToggleKitTools) @testable import ToggleKitGTK

  /// A ToggleKit toggle and the label of the native widget it stands beside.
  @MainActor
  struct Twins {
    let toggle: ToggleButton
    let native: UnsafeMutablePointer<GtkWidget>
    let nativeLabel: UnsafeMutablePointer<GtkWidget>

    var label: UnsafeMutablePointer<GtkWidget> { toggle.peer.parts.label! }

    init(_ look: ToggleLook, text: String = "Show hidden files") {
      toggle = ToggleButton(label: text, look: look)
      switch look {
      case .push:
        native = gtk_toggle_button_new_with_label(text)
        nativeLabel = gtk_widget_get_first_child(native)
      case .checkbox:
        native = gtk_check_button_new_with_label(text)
        nativeLabel = gtk_widget_get_last_child(native)
      case .radio:
        // A GtkCheckButton in a group draws a radio; a second, unshown, makes the group.
        native = gtk_check_button_new_with_label(text)
        let other = gtk_check_button_new()!
        g_object_ref_sink(UnsafeMutableRawPointer(other))
        gtk_check_button_set_group(
          UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkCheckButton.self),
          UnsafeMutableRawPointer(other).assumingMemoryBound(to: GtkCheckButton.self))
        nativeLabel = gtk_widget_get_last_child(native)
      case .switch:
        // GTK has no switch with a label: apps put a GtkLabel beside a GtkSwitch.
        native = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)
        gtk_box_append(
          UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkBox.self), gtk_switch_new())
        nativeLabel = gtk_label_new(text)
        gtk_box_append(
          UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkBox.self), nativeLabel)
      }
    }
  }

  @Suite(
    "GTK widget drawn by the theme: B11 B13, dark, high contrast, app CSS, RTL, layout",
    .serialized, .failsOnGLibWarnings)
  @MainActor
  struct ThemeTests {
    init() throws {
      try #require(
        initializeGTK(), "no display: run under xvfb-run as the README's test command does")
    }

    func cssName(_ widget: UnsafeMutablePointer<GtkWidget>?) -> String? {
      widget.flatMap { gtk_widget_get_css_name($0) }.map { String(cString: $0) }
    }

    @Test(
      "Spacing: each look takes the same size as its native twin with the same label",
      arguments: ToggleLook.allCases)
    func sameSizeAsNative(look: ToggleLook) {
      let twins = Twins(look)
      for orientation in [GTK_ORIENTATION_HORIZONTAL, GTK_ORIENTATION_VERTICAL] {
        var ours: Int32 = 0
        var native: Int32 = 0
        gtk_widget_measure(twins.toggle.widget, orientation, -1, nil, &ours, nil, nil)
        gtk_widget_measure(twins.native, orientation, -1, nil, &native, nil, nil)
        #expect(
          ours == native, "\(look), orientation \(orientation.rawValue): \(ours) vs \(native)")
      }
    }

    @Test("Each look is the CSS node tree of its native twin, with the togglekit class")
    func nodeTrees() {
      let push = ToggleButton(label: "Bold")
      #expect(cssName(push.widget) == "button")
      #expect(gtk_widget_has_css_class(push.widget, "toggle") != 0)
      #expect(gtk_widget_has_css_class(push.widget, "togglekit") != 0)
      #expect(cssName(gtk_widget_get_first_child(push.widget)) == "label")

      let checkbox = ToggleButton(label: "Remember me", look: .checkbox)
      #expect(cssName(checkbox.widget) == "checkbutton")
      #expect(cssName(gtk_widget_get_first_child(checkbox.widget)) == "check")
      #expect(cssName(gtk_widget_get_last_child(checkbox.widget)) == "label")

      let radio = ToggleButton(label: "Grid", look: .radio)
      #expect(cssName(radio.widget) == "checkbutton")
      #expect(
        gtk_widget_has_css_class(radio.widget, "grouped") != 0, "as a native radio")
      #expect(cssName(gtk_widget_get_first_child(radio.widget)) == "radio")
      #expect(gtk_widget_has_css_class(checkbox.widget, "grouped") == 0)

      let wifi = ToggleButton(label: "Wi-Fi", look: .switch)
      let track = gtk_widget_get_first_child(wifi.widget)
      #expect(cssName(wifi.widget) == "togglekit")
      #expect(cssName(track) == "switch")
      #expect(cssName(track.flatMap(gtk_widget_get_first_child)) == "image")
      #expect(cssName(track.flatMap(gtk_widget_get_last_child)) == "slider")
      #expect(cssName(gtk_widget_get_last_child(wifi.widget)) == "label")
    }

    @Test(
      "B1 B7: pressed, on and mixed become ACTIVE, CHECKED and INCONSISTENT on the themed nodes")
    func stateFlags() {
      let checkbox = ToggleButton(label: "Extras", look: .checkbox)
      let check = gtk_widget_get_first_child(checkbox.widget)!
      func has(_ widget: UnsafeMutablePointer<GtkWidget>, _ flag: GtkStateFlags) -> Bool {
        gtk_widget_get_state_flags(widget).rawValue & flag.rawValue != 0
      }
      checkbox.isOn = true
      #expect(has(checkbox.widget, GTK_STATE_FLAG_CHECKED) && has(check, GTK_STATE_FLAG_CHECKED))
      checkbox.allowsMixed = true
      checkbox.value = .mixed
      #expect(has(check, GTK_STATE_FLAG_INCONSISTENT) && !has(check, GTK_STATE_FLAG_CHECKED))
      checkbox.coordinator.isFocused = true
      checkbox.coordinator.keyDown(.space)
      #expect(has(checkbox.widget, GTK_STATE_FLAG_ACTIVE) && has(check, GTK_STATE_FLAG_ACTIVE))
      checkbox.coordinator.keyUp(.space)
      #expect(!has(check, GTK_STATE_FLAG_ACTIVE) && has(check, GTK_STATE_FLAG_CHECKED))
    }

    @Test(
      "B13: in dark and high-contrast themes every look's label contrasts 4.5:1, within 10 % of its native twin's",
      arguments: ["Adwaita", "Adwaita:dark", "HighContrast", "HighContrast:dark"])
    func labelContrast(theme: String) throws {
      ThemeWindow.useTheme(theme)
      defer { ThemeWindow.useTheme("Adwaita") }
      let window = ThemeWindow()
      defer { window.close() }
      let twins = ToggleLook.allCases.map { Twins($0) }
      for pair in twins {
        window.add(pair.toggle.widget)
        window.add(pair.native)
      }
      window.present()
      for pair in twins {
        let ours = try #require(window.textContrast(of: pair.label))
        let native = try #require(window.textContrast(of: pair.nativeLabel))
        #expect(ours.ratio >= 4.5, "\(pair.toggle.look) in \(theme): \(ours.ratio):1")
        #expect(
          abs(ours.ratio - native.ratio) <= 0.1 * native.ratio,
          "\(pair.toggle.look) in \(theme): \(ours.ratio):1, native \(native.ratio):1")
      }
    }

    @Test(
      "B1 B11: the check mark is redrawn between mixed and on, where the theme styles both alike")
    func checkMarkFollowsValue() throws {
      let window = ThemeWindow()
      defer { window.close() }
      let toggle = ToggleButton(label: "All extras", look: .checkbox)
      toggle.allowsMixed = true
      window.add(toggle.widget)
      window.present()
      let check = try #require(toggle.peer.parts.indicator)
      func checkPixels() throws -> [UInt8] {
        let pixels = try #require(window.pixels())
        let box = window.bounds(of: check)
        var bytes: [UInt8] = []
        for y in box.y..<(box.y + box.height) {
          let start = (y * pixels.width + box.x) * 4
          bytes += pixels.bytes[start..<(start + box.width * 4)]
        }
        return bytes
      }
      toggle.value = .mixed
      ThemeWindow.settle()
      let mixed = try checkPixels()
      toggle.coordinator.accessibilityActivate()  // mixed goes on (B1)
      ThemeWindow.settle()
      #expect(toggle.value == .on)
      #expect(try checkPixels() != mixed, "the dash became a tick")
      #expect(toggle.lastDrawnState?.contains(.on) == true)
    }

    @Test("App CSS written for GTK's widgets styles ToggleKit's: color turns the label red")
    func appColorCSS() throws {
      let css = ThemeWindow.addAppCSS("button, checkbutton, togglekit { color: rgb(255,0,0); }")
      defer { css() }
      let window = ThemeWindow()
      defer { window.close() }
      let toggles = ToggleLook.allCases.map { ToggleButton(label: "Red text", look: $0) }
      for toggle in toggles { window.add(toggle.widget) }
      window.present()
      for toggle in toggles {
        let text = try #require(window.textContrast(of: toggle.peer.parts.label!)).text
        #expect(text.red > 200 && text.green < 80 && text.blue < 80, "\(toggle.look): \(text)")
      }
    }

    @Test(
      "App CSS written for GtkSwitch (switch:checked, slider) styles the switch look's switch node, in pixels"
    )
    func appSwitchCSS() throws {
      let css = ThemeWindow.addAppCSS(
        """
        switch:checked { background-color: rgb(255,0,0); background-image: none; }
        switch slider { background-color: rgb(0,0,255); background-image: none; }
        """)
      defer { css() }
      let window = ThemeWindow()
      defer { window.close() }
      let wifi = ToggleButton(label: "Wi-Fi", look: .switch)
      wifi.isOn = true
      let native = gtk_switch_new()!
      gtk_switch_set_active(OpaquePointer(native), 1)
      window.add(wifi.widget)
      window.add(native)
      window.present()
      let pixels = try #require(window.pixels())
      /// The reddest and the bluest pixel in a widget's box.
      func colours(of widget: UnsafeMutablePointer<GtkWidget>) -> (red: Bool, blue: Bool) {
        let box = window.bounds(of: widget)
        var red = false
        var blue = false
        for y in box.y..<(box.y + box.height) {
          for x in box.x..<(box.x + box.width) {
            let color = pixels.color(x: x, y: y)
            if color.red > 200 && color.green < 60 && color.blue < 60 { red = true }
            if color.blue > 200 && color.red < 60 && color.green < 60 { blue = true }
          }
        }
        return (red, blue)
      }
      let ours = colours(of: try #require(wifi.peer.parts.indicator))
      let theirs = colours(of: native)
      #expect(theirs.red && theirs.blue, "the CSS applies to GtkSwitch: \(theirs)")
      #expect(ours.red == theirs.red && ours.blue == theirs.blue, "and to ToggleKit's: \(ours)")
    }

    @Test("App CSS font-size grows a push toggle as it grows a GtkToggleButton")
    func appFontSizeCSS() {
      let window = ThemeWindow()
      defer { window.close() }
      let twins = Twins(.push)
      window.add(twins.toggle.widget)
      window.add(twins.native)
      window.present()
      func heights() -> (ours: Int32, native: Int32) {
        var ours: Int32 = 0
        var native: Int32 = 0
        gtk_widget_measure(twins.toggle.widget, GTK_ORIENTATION_VERTICAL, -1, nil, &ours, nil, nil)
        gtk_widget_measure(twins.native, GTK_ORIENTATION_VERTICAL, -1, nil, &native, nil, nil)
        return (ours, native)
      }
      let before = heights()
      let css = ThemeWindow.addAppCSS("button { font-size: 32px; }")
      defer { css() }
      ThemeWindow.settle()
      let after = heights()
      #expect(after.ours > before.ours, "the font size applies: \(before.ours) -> \(after.ours)")
      #expect(before.ours == before.native, "same height as the native twin: \(before)")
      #expect(after.ours == after.native, "and after: \(after)")
    }

    @Test(
      "Right to left: the checkbox and switch put their indicator after the label, as GtkCheckButton does"
    )
    func rightToLeft() {
      let window = ThemeWindow()
      defer { window.close() }
      let checkbox = Twins(.checkbox)
      let wifi = ToggleButton(label: "Wi-Fi", look: .switch)
      for widget in [checkbox.toggle.widget, checkbox.native, wifi.widget] {
        gtk_widget_set_direction(widget, GTK_TEXT_DIR_RTL)
        window.add(widget)
      }
      window.present()
      let nativeCheck = window.bounds(of: gtk_widget_get_first_child(checkbox.native)!)
      #expect(nativeCheck.x > window.bounds(of: checkbox.nativeLabel).x, "GtkCheckButton mirrors")
      let check = window.bounds(of: gtk_widget_get_first_child(checkbox.toggle.widget)!)
      #expect(check.x > window.bounds(of: checkbox.label).x, "the checkbox mirrors too")
      let track = window.bounds(of: gtk_widget_get_first_child(wifi.widget)!)
      #expect(track.x > window.bounds(of: wifi.peer.parts.label!).x, "the switch mirrors")
    }

    @Test(
      "B6: an insensitive parent disables the toggle and the theme dims it, as it dims the native")
    func insensitiveParent() throws {
      let window = ThemeWindow()
      defer { window.close() }
      let twins = Twins(.checkbox)
      window.add(twins.toggle.widget)
      window.add(twins.native)
      window.present()
      let enabled = try #require(window.textContrast(of: twins.label)).ratio
      gtk_widget_set_sensitive(window.box, 0)
      ThemeWindow.settle()
      #expect(twins.toggle.controlState.contains(.disabled))
      twins.toggle.coordinator.accessibilityActivate()
      #expect(!twins.toggle.isOn, "no activation while the parent is insensitive (B6)")
      let dimmed = try #require(window.textContrast(of: twins.label)).ratio
      let nativeDimmed = try #require(window.textContrast(of: twins.nativeLabel)).ratio
      #expect(dimmed < enabled * 0.8, "dimmed: \(enabled):1 -> \(dimmed):1")
      #expect(
        abs(dimmed - nativeDimmed) <= 0.1 * nativeDimmed, "\(dimmed) vs native \(nativeDimmed)")
    }

    @Test("A long label ellipsizes when the toggle gets less than its natural width")
    func ellipsizes() {
      let window = ThemeWindow(width: 200)
      defer { window.close() }
      let toggle = ToggleButton(
        label: "A label far longer than the two hundred pixels this window gives it",
        look: .checkbox)
      toggle.ellipsize = PANGO_ELLIPSIZE_END
      gtk_widget_set_halign(toggle.widget, GTK_ALIGN_FILL)
      gtk_box_append(
        UnsafeMutableRawPointer(window.box).assumingMemoryBound(to: GtkBox.self), toggle.widget)
      window.present()
      var minimum: Int32 = 0
      var natural: Int32 = 0
      gtk_widget_measure(
        toggle.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
      #expect(minimum < 100 && natural > 300, "min \(minimum), natural \(natural)")
      #expect(gtk_widget_get_width(toggle.widget) < natural)
      let layout = gtk_label_get_layout(OpaquePointer(toggle.peer.parts.label!))
      #expect(pango_layout_is_ellipsized(layout) != 0)
    }

    @Test("B11: a longer title for on resizes the toggle when it turns on")
    func perStateTitleResizes() {
      let window = ThemeWindow()
      defer { window.close() }
      let toggle = ToggleButton(label: "Mute")
      toggle.setTitle("Muted for the next hour", for: .on)
      window.add(toggle.widget)
      window.present()
      let off = gtk_widget_get_width(toggle.widget)
      toggle.coordinator.accessibilityActivate()
      ThemeWindow.settle()
      let on = gtk_widget_get_width(toggle.widget)
      #expect(on > off + 50, "off \(off) px, on \(on) px")
      let text = String(cString: gtk_label_get_text(OpaquePointer(toggle.peer.parts.label!)))
      #expect(text == "Muted for the next hour")
    }
  }
#endif
