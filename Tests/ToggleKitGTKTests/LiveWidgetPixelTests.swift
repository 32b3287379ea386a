#if os(Linux)
  import CGtk4
  import Testing

  @_spi(ToggleKitTools) @testable import ToggleKitGTK

  /// Pixels from the live widget in a real window (gtk_widget_paintable_new), not the renderer alone.
  @Suite("GTK live widget: B6 B7 B8 B11 on screen pixels", .serialized, .failsOnGLibWarnings)
  @MainActor
  struct LiveWidgetPixelTests {
    let window: UnsafeMutablePointer<GtkWidget>
    let toggle: ToggleButton

    init() throws {
      try #require(
        initializeGTK(), "no display: run under xvfb-run as the README's test command does")
      window = gtk_window_new()
      toggle = ToggleButton(label: "")
      toggle.animationDuration = 0
      toggle.setBackgroundColor(ToggleColor(red: 1, green: 0, blue: 0), for: .normal)
      toggle.setBackgroundColor(ToggleColor(red: 0, green: 1, blue: 0), for: .on)
      gtk_widget_set_size_request(toggle.widget, 80, 40)
      gtk_window_set_child(
        UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), toggle.widget)
      gtk_window_present(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
      settle()
    }

    /// Runs the main loop long enough for a queued frame to be drawn.
    func settle() {
      for _ in 0..<40 {
        while g_main_context_iteration(nil, 0) != 0 {}
        usleep(5_000)
      }
    }

    /// The colour of the live widget's pixel at (x, y), as drawn now.
    func pixel(x: Int, y: Int) throws -> (red: Int, green: Int, blue: Int) {
      settle()
      let width = Int(gtk_widget_get_width(toggle.widget))
      let height = Int(gtk_widget_get_height(toggle.widget))
      try #require(width > 0 && height > 0, "the toggle was never laid out")
      let paintable = gtk_widget_paintable_new(toggle.widget)!
      defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
      let snapshot = gtk_snapshot_new()!
      gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
      let node = try #require(gtk_snapshot_free_to_node(snapshot))
      defer { gsk_render_node_unref(node) }
      let renderer = try #require(gtk_native_get_renderer(OpaquePointer(window)))
      let texture = try #require(gsk_renderer_render_texture(renderer, node, nil))
      defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
      let stride = Int(gdk_texture_get_width(texture)) * 4
      var bytes = [UInt8](repeating: 0, count: stride * Int(gdk_texture_get_height(texture)))
      gdk_texture_download(texture, &bytes, gsize(stride))
      let offset = y * stride + x * 4  // premultiplied B, G, R, A on little-endian machines
      return (Int(bytes[offset + 2]), Int(bytes[offset + 1]), Int(bytes[offset]))
    }

    @Test("B11: the off look, then the on look after a user change, is what the window shows")
    func onAndOff() throws {
      let off = try pixel(x: 10, y: 20)
      #expect(off.red > 240 && off.green < 20, "off is red: \(off)")
      toggle.coordinator.keyDown(.enter)
      let on = try pixel(x: 10, y: 20)
      #expect(on.green > 240 && on.red < 20, "on is green: \(on)")
      toggle.isOn = false
      #expect(try pixel(x: 10, y: 20).red > 240)
    }

    @Test("B8 B7: held Space shows a darker pressed look; releasing shows the new value")
    func pressedLook() throws {
      toggle.coordinator.keyDown(.space)
      let pressed = try pixel(x: 10, y: 20)
      #expect(pressed.red < 220 && pressed.red > 100, "pressed darkens red: \(pressed)")
      toggle.coordinator.keyUp(.space)
      #expect(try pixel(x: 10, y: 20).green > 240)
    }

    @Test("B6: an insensitive toggle is drawn dimmed")
    func disabledDims() throws {
      gtk_widget_set_sensitive(toggle.widget, 0)
      let dimmed = try pixel(x: 10, y: 20)
      #expect(dimmed.red < 200, "disabled is drawn at reduced opacity: \(dimmed)")
    }
  }
#endif
