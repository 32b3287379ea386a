#if os(Linux)
  import CGtk4
  import Glibc
  import Testing

  @_spi(ToggleKitTools) @testable import ToggleKitGTK

  /// GTK needs a display; the README's test command runs these under Xvfb.
  @MainActor
  func initializeGTK() -> Bool {
    enum Once { @MainActor static let ok = gtk_init_check() != 0 }
    return Once.ok
  }

  @Suite(
    "GTK widget: B2-B6 B9 B13 B16 on the real ToggleKitButton", .serialized, .failsOnGLibWarnings)
  @MainActor
  struct ToggleButtonGTKTests {
    init() {
      #expect(initializeGTK(), "no display: run under xvfb-run as the README's test command does")
    }

    @Test("B2: setting active from code notifies the property but sends no user signal")
    func programmaticIsSilent() {
      let toggle = ToggleButton(label: "Bold")
      var userChanges = 0
      toggle.onToggle = { _ in userChanges += 1 }
      toggle.isOn = true
      tk_set_property_boolean(UnsafeMutableRawPointer(toggle.widget), "active", 0)
      #expect(!toggle.isOn)
      #expect(userChanges == 0)
      toggle.isOn = true
      #expect(tk_get_property_boolean(UnsafeMutableRawPointer(toggle.widget), "active") != 0)
    }

    @Test("B3 B9: a user activation changes, then notifies onToggle once, then clicked")
    func order() {
      let toggle = ToggleButton(label: "Bold")
      var events: [String] = []
      toggle.onChange = { events.append("change \($0.newValue) \($0.cause)") }
      toggle.onToggle = { events.append("toggle \($0)") }
      toggle.onClick = { [unowned toggle] in events.append("click \(toggle.isOn)") }
      toggle.coordinator.keyDown(.enter)
      #expect(events == ["change on user", "toggle true", "click true"])
    }

    @Test("B4 B5: autotoggle off and a veto keep the value but still click")
    func autotoggleAndVeto() {
      let toggle = ToggleButton(label: "Bold")
      var clicks = 0
      toggle.onClick = { clicks += 1 }
      toggle.autotoggle = false
      toggle.coordinator.accessibilityActivate()
      toggle.autotoggle = true
      toggle.shouldToggle = { _ in false }
      toggle.coordinator.accessibilityActivate()
      #expect(!toggle.isOn)
      #expect(clicks == 2)
    }

    @Test("B6: an insensitive widget ignores activation; code still sets it")
    func insensitive() {
      let toggle = ToggleButton(label: "Bold")
      toggle.isEnabled = false
      toggle.coordinator.keyDown(.enter)
      #expect(!toggle.isOn)
      #expect(toggle.controlState.contains(.disabled))
      toggle.isOn = true
      #expect(toggle.isOn)
    }

    @Test("B13: the accessible label stays put while titles change with the state")
    func labelStable() {
      let toggle = ToggleButton(label: "Notifications")
      toggle.setTitle("OFF", for: .normal)
      toggle.setTitle("ON", for: .on)
      toggle.isOn = true
      #expect(toggle.label == "Notifications")
      #expect(toggle.appearance.title(for: toggle.controlState) == "ON")
    }

    @Test("B16: a widget is finalized, and its Swift state freed, when its last reference goes")
    func finalized() {
      let before = ToggleButton.liveWidgetCount
      do {
        let toggle = ToggleButton(label: "Temporary")
        toggle.onToggle = { _ in }
        #expect(ToggleButton.liveWidgetCount == before + 1)
      }
      #expect(ToggleButton.liveWidgetCount == before)
    }

    @Test("B16: a handler that drops the last reference mid-callback does not crash")
    func releasedInCallback() {
      let before = ToggleButton.liveWidgetCount
      var toggle: ToggleButton? = ToggleButton(label: "Gone")
      toggle?.onToggle = { _ in toggle = nil }
      toggle?.coordinator.keyDown(.enter)
      #expect(toggle == nil)
      #expect(ToggleButton.liveWidgetCount == before)
    }

    @Test("GtkBuilder: a .ui file makes a ToggleKitSwitch with its properties")
    func builder() throws {
      let toggle = try toggleFromUI(
        """
        <property name="label">Wi-Fi</property>
        <property name="active">true</property><property name="autotoggle">false</property>
        """, look: .switch)
      #expect(toggle.label == "Wi-Fi")
      #expect(toggle.look == .switch)
      #expect(toggle.isOn)
      #expect(!toggle.autotoggle)
    }

    @Test("B11: SVG images load through gdk-pixbuf's SVG loader and are drawn for their state")
    func svgImage() throws {
      let path = "/tmp/togglekit-test-\(getpid()).svg"
      let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">\
        <rect width="40" height="20" fill="#00ff00"/></svg>
        """
      let file = try #require(fopen(path, "w"))
      fputs(svg, file)
      fclose(file)
      defer { unlink(path) }
      var appearance = ToggleAppearance(label: "")
      appearance.images[exactly: .on] = try ToggleImage(contentsOfFile: path)
      #expect(appearance.images[exactly: .on]?.width == 40)
      let toggle = ToggleButton(label: "Vector")
      try toggle.setOnImage(fromFile: path)
      toggle.isOn = true
      #expect(toggle.appearance.images.resolve(toggle.controlState)?.path == path)
    }

    @Test("Bad input: a file that is not an image throws, naming the file")
    func notAnImage() throws {
      let path = "/tmp/togglekit-test-\(getpid()).png"
      let file = try #require(fopen(path, "w"))
      fputs("not a png", file)
      fclose(file)
      defer { unlink(path) }
      let toggle = ToggleButton(label: "Lamp")
      #expect(throws: ToggleImageError.self) { try toggle.setOffImage(fromFile: path) }
      #expect(toggle.appearance.images.isEmpty)
    }

    @Test(
      "Bad input: a missing image file throws an error naming the file; the look stays as it was")
    func missingImage() {
      let toggle = ToggleButton(label: "Lamp")
      #expect(throws: ToggleImageError.self) {
        try toggle.setOnImage(fromFile: "/nonexistent/on.png")
      }
      do {
        try toggle.setOnImage(fromFile: "/nonexistent/on.png")
      } catch {
        #expect(error.description.contains("/nonexistent/on.png"))
      }
      #expect(toggle.appearance.images.isEmpty)
    }
  }
#endif
