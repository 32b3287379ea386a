#if os(Linux)
  import CGtk4
  import Glibc
  import Testing

  @_spi(ToggleKitTools) @testable import ToggleKitGTK

  /// Images from what GNOME apps ship: GResources, file URIs, themed icons
  /// and any GdkPaintable, beside file paths (B11, B12).
  @Suite("GTK images: resources, URIs, icon names, paintables", .serialized, .failsOnGLibWarnings)
  @MainActor
  struct ImageSourceTests {
    let directory: String

    init() throws {
      try #require(
        initializeGTK(), "no display: run under xvfb-run as the README's test command does")
      directory = try TestImages.temporaryDirectory()
    }

    /// Compiles the files in `directory` into a GResource under `/org/togglekit/test/` and
    /// registers it, as an app's resources are.
    func registerResource(_ files: [String]) throws {
      let xml = "\(directory)/test.gresource.xml"
      let bundle = "\(directory)/test-\(files.joined(separator: "-")).gresource"
      let entries = files.map { "<file>\($0)</file>" }.joined()
      let manifest = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gresources><gresource prefix="/org/togglekit/test">\(entries)</gresource></gresources>
        """
      try TestImages.write(Array(manifest.utf8), to: xml)
      let status = system(
        "glib-compile-resources --sourcedir='\(directory)' --target='\(bundle)' '\(xml)'")
      try #require(status == 0, "glib-compile-resources failed")
      var error: UnsafeMutablePointer<GError>?
      let resource = try #require(g_resource_load(bundle, &error), "the bundle loads")
      g_resources_register(resource)
    }

    /// The picture part's drawing, as pixels: whether any is opaque and green dominates.
    func pictureIsDrawn(_ toggle: ToggleButton, greenish: Bool = false) throws -> Bool {
      let window = ThemeWindow()
      defer { window.close() }
      window.add(toggle.widget)
      window.present()
      let picture = try #require(toggle.peer.parts.picture)
      let bounds = window.bounds(of: picture)
      let pixels = try #require(window.pixels())
      let background = pixels.color(x: 2, y: 2)
      var drawn = 0
      for y in bounds.y..<(bounds.y + bounds.height) {
        for x in bounds.x..<(bounds.x + bounds.width) {
          let color = pixels.color(x: x, y: y)
          let differs =
            abs(color.red - background.red) + abs(color.green - background.green)
            + abs(color.blue - background.blue) > 90
          if differs && (!greenish || (color.green > 150 && color.red < 100)) { drawn += 1 }
        }
      }
      return drawn > 20
    }

    @Test("B11: a resource:// image loads through GResources, from the property and from Swift")
    func resourceImage() throws {
      _ = try TestImages.writeSmallPNG(in: directory, named: "on.png", width: 32, height: 32)
      try registerResource(["on.png"])
      let toggle = ToggleButton(label: "", look: .push)
      IconProperties.setFile(toggle.widget, "on-icon", "resource:///org/togglekit/test/on.png")
      toggle.isOn = true
      #expect(
        IconProperties.read(toggle.widget, "on-icon") == "resource:///org/togglekit/test/on.png",
        "on-icon reads the URI back")
      #expect(try pictureIsDrawn(toggle, greenish: true), "the resource's green pixels are drawn")
      let swift = try ToggleImage(contentsOf: "resource:///org/togglekit/test/on.png")
      #expect(swift.width == 32 && swift.height == 32)
    }

    @Test("A file:// URI loads as its path does")
    func fileURI() throws {
      let path = try TestImages.writeSmallPNG(
        in: directory, named: "uri.png", width: 20, height: 10)
      let image = try ToggleImage(contentsOf: "file://\(path)")
      #expect(image.width == 20 && image.height == 10)
    }

    @Test(
      "Bad input: a missing resource and one claiming 5000 x 5000 pixels are refused, naming themselves"
    )
    func hostileResources() throws {
      #expect(throws: ToggleImageError.self) {
        _ = try ToggleImage(contentsOf: "resource:///org/togglekit/test/missing.png")
      }
      // A PNG claiming 5000 x 5000 pixels, past the limit: refused before anything is decoded.
      let huge = TestImages.png(
        width: 5000, height: 5000, bitDepth: 1, colorType: 0,
        row: [UInt8](repeating: 0, count: 626))
      try TestImages.write(huge, to: "\(directory)/huge.png")
      try registerResource(["huge.png"])
      do {
        _ = try ToggleImage(contentsOf: "resource:///org/togglekit/test/huge.png")
        Issue.record("a 60000 x 60000 resource was accepted")
      } catch {
        #expect(error.path == "resource:///org/togglekit/test/huge.png")
        #expect(error.reason.contains("5000 x 5000"), "\(error.reason)")
      }
      let toggle = ToggleButton(label: "Kept", look: .checkbox)
      let mark = GLibLog.mark
      IconProperties.setFile(toggle.widget, "on-icon", "resource:///org/togglekit/test/missing.png")
      #expect(
        !GLibLog.take(since: mark, domain: "ToggleKit", containing: "missing.png").isEmpty,
        "a GLib warning names it")
      #expect(toggle.peer.image(exactly: .on) == nil, "and the state keeps what it had")
    }

    @Test(
      "B11: a themed GIcon draws from the icon theme, in the part's colour; the property reads it back"
    )
    func themedIcon() throws {
      let toggle = ToggleButton(label: "", look: .push)
      IconProperties.setThemed(toggle.widget, "off-icon", "edit-delete-symbolic")
      #expect(toggle.peer.image(exactly: .normal)?.iconName == "edit-delete-symbolic")
      #expect(IconProperties.read(toggle.widget, "off-icon") == "edit-delete-symbolic")
      #expect(toggle.peer.image(exactly: .normal)?.path == nil, "no file behind an icon")
      #expect(gtk_widget_has_css_class(toggle.widget, "image-button") != 0, "an image button")
      #expect(try pictureIsDrawn(toggle), "the icon is drawn")
      IconProperties.setThemed(toggle.widget, "off-icon", nil)
      #expect(toggle.peer.image(exactly: .normal) == nil)
      #expect(IconProperties.read(toggle.widget, "off-icon") == nil)
    }

    @Test("B11: a themed GIcon's fallback names are tried in order, as GtkImage tries them")
    func themedIconFallbacks() throws {
      let toggle = ToggleButton(label: "", look: .push)
      let icon = g_themed_icon_new("togglekit-no-such-icon-symbolic")!
      g_themed_icon_append_name(icon, "edit-delete-symbolic")
      tk_set_property_object(
        UnsafeMutableRawPointer(toggle.widget), "off-icon", UnsafeMutableRawPointer(icon))
      g_object_unref(UnsafeMutableRawPointer(icon))
      #expect(IconProperties.read(toggle.widget, "off-icon") == "togglekit-no-such-icon-symbolic")
      #expect(try pictureIsDrawn(toggle), "the fallback is drawn, not the missing-image icon")
    }

    @Test("B12: an icon property notifies only when its value changes, as explicit notify asks")
    func iconNotifiesOnlyOnChange() {
      let toggle = ToggleButton(label: "", look: .push)
      var notified: [String] = []
      SignalHandlers.onNotify(toggle.widget, "off-icon") { notified.append("icon") }
      SignalHandlers.onNotify(toggle.widget, "off-paintable") { notified.append("paintable") }
      IconProperties.setThemed(toggle.widget, "off-icon", "edit-delete-symbolic")
      IconProperties.setThemed(toggle.widget, "off-icon", "edit-delete-symbolic")
      #expect(notified == ["icon"], "the same icon again changes nothing")
      IconProperties.setThemed(toggle.widget, "off-icon", "edit-copy-symbolic")
      #expect(notified == ["icon", "icon"])
      IconProperties.setThemed(toggle.widget, "off-icon", nil)
      IconProperties.setThemed(toggle.widget, "off-icon", nil)
      #expect(notified == ["icon", "icon", "icon"], "removing nothing tells nothing")
    }

    @Test("Bad input: a GIcon of a kind read unbounded (GBytesIcon) is refused, naming its type")
    func unboundedIconRefused() {
      let toggle = ToggleButton(label: "Kept", look: .push)
      IconProperties.setThemed(toggle.widget, "on-icon", "edit-delete-symbolic")
      let bytes = g_bytes_new(nil, 0)!
      let icon = g_bytes_icon_new(bytes)!
      g_bytes_unref(bytes)
      let mark = GLibLog.mark
      tk_set_property_object(
        UnsafeMutableRawPointer(toggle.widget), "on-icon", UnsafeMutableRawPointer(icon))
      g_object_unref(UnsafeMutableRawPointer(icon))
      #expect(
        !GLibLog.take(since: mark, domain: "ToggleKit", containing: "GBytesIcon").isEmpty,
        "a GLib warning names the kind")
      #expect(IconProperties.read(toggle.widget, "on-icon") == "edit-delete-symbolic", "kept")
    }

    @Test("B11: any GdkPaintable is drawn and read back; it is redrawn when it says it changed")
    func paintable() throws {
      let path = try TestImages.writeSmallPNG(
        in: directory, named: "texture.png", width: 40, height: 20)
      var error: UnsafeMutablePointer<GError>?
      let texture = try #require(gdk_texture_new_from_filename(path, &error))
      defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
      let toggle = ToggleButton(label: "", look: .push)
      let object = UnsafeMutableRawPointer(toggle.widget)
      tk_set_property_object(object, "on-paintable", UnsafeMutableRawPointer(texture))
      toggle.isOn = true
      #expect(
        toggle.peer.image(exactly: .on)?.paintable.map { UnsafeMutableRawPointer($0) }
          == UnsafeMutableRawPointer(texture))
      #expect(tk_get_property_object(object, "on-paintable") == UnsafeMutableRawPointer(texture))
      #expect(try pictureIsDrawn(toggle, greenish: true))
      #expect(toggle.peer.pictureSize.natural.width == 40, "its intrinsic size")
      tk_set_property_object(object, "on-paintable", nil)
      #expect(toggle.peer.image(exactly: .on) == nil)
    }
  }
#endif
