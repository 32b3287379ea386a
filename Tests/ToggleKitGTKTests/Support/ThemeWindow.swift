#if os(Linux)
  import CGtk4
  import Glibc

  /// A window of widgets side by side, drawn by the current theme, whose pixels tests read back.
  @MainActor
  final class ThemeWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let box: UnsafeMutablePointer<GtkWidget>

    init(width: Int32 = 600) {
      window = gtk_window_new()
      gtk_window_set_decorated(Self.cast(window), 0)
      gtk_window_set_default_size(Self.cast(window), width, -1)
      box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
      for margin in [
        gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
        gtk_widget_set_margin_end,
      ] {
        margin(box, 12)
      }
      gtk_window_set_child(Self.cast(window), box)
    }

    func close() {
      gtk_window_destroy(Self.cast(window))
      Self.settle()
    }

    func add(_ widget: UnsafeMutablePointer<GtkWidget>) {
      gtk_widget_set_halign(widget, GTK_ALIGN_START)
      gtk_box_append(Self.cast(box), widget)
    }

    func remove(_ widget: UnsafeMutablePointer<GtkWidget>) {
      gtk_box_remove(Self.cast(box), widget)
    }

    func present() {
      gtk_window_present(Self.cast(window))
      Self.settle()
    }

    /// Runs the main loop long enough for layout, a frame, and the theme's transitions.
    static func settle(milliseconds: Int = 450) {
      for _ in 0..<(milliseconds / 5) {
        while g_main_context_iteration(nil, 0) != 0 {}
        usleep(5_000)
      }
    }

    /// Switches the theme for the whole process: "Adwaita", "Adwaita:dark", "HighContrast", "HighContrast:dark".
    static func useTheme(_ theme: String) {
      let settings = gtk_settings_get_default()!
      let parts = theme.split(separator: ":").map(String.init)
      tk_set_property_string(UnsafeMutableRawPointer(settings), "gtk-theme-name", parts[0])
      tk_settings_prefer_dark(settings, parts.count > 1 && parts[1] == "dark" ? 1 : 0)
      settle()
    }

    /// Adds app CSS for the whole display, as an app's provider; returns what removes it.
    static func addAppCSS(_ css: String) -> () -> Void {
      let provider = gtk_css_provider_new()!
      tk_css_provider_load(provider, css)
      let display = gdk_display_get_default()!
      gtk_style_context_add_provider_for_display(
        display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
      return {
        gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
        g_object_unref(UnsafeMutableRawPointer(provider))
      }
    }

    struct Pixels {
      var width: Int
      var height: Int
      var bytes: [UInt8]

      /// Red, green, blue at a point, 0...255 (the window is opaque, so premultiplying changes nothing).
      func color(x: Int, y: Int) -> (red: Double, green: Double, blue: Double) {
        let offset = (y * width + x) * 4  // B, G, R, A in memory
        return (Double(bytes[offset + 2]), Double(bytes[offset + 1]), Double(bytes[offset]))
      }
    }

    /// The window as it is drawn now.
    func pixels() -> Pixels? {
      let width = gtk_widget_get_width(window)
      let height = gtk_widget_get_height(window)
      guard width > 0, height > 0, let renderer = gtk_native_get_renderer(OpaquePointer(window))
      else { return nil }
      let paintable = gtk_widget_paintable_new(window)!
      defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
      let snapshot = gtk_snapshot_new()!
      gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
      guard let node = gtk_snapshot_free_to_node(snapshot),
        let texture = gsk_renderer_render_texture(renderer, node, nil)
      else { return nil }
      defer {
        gsk_render_node_unref(node)
        g_object_unref(UnsafeMutableRawPointer(texture))
      }
      let textureWidth = Int(gdk_texture_get_width(texture))
      let textureHeight = Int(gdk_texture_get_height(texture))
      var bytes = [UInt8](repeating: 0, count: textureWidth * textureHeight * 4)
      gdk_texture_download(texture, &bytes, gsize(textureWidth * 4))
      return Pixels(width: textureWidth, height: textureHeight, bytes: bytes)
    }

    /// Where `widget` is in the window, in pixels.
    func bounds(of widget: UnsafeMutablePointer<GtkWidget>) -> (
      x: Int, y: Int, width: Int, height: Int
    ) {
      var rect = graphene_rect_t()
      _ = gtk_widget_compute_bounds(widget, window, &rect)
      return (
        Int(rect.origin.x.rounded()), Int(rect.origin.y.rounded()), Int(rect.size.width),
        Int(rect.size.height)
      )
    }

    /// The contrast of a text against what is behind it, WCAG's way: the most common
    /// colour in the text's box is the background, the colour that differs most from
    /// it is the text.
    func textContrast(of label: UnsafeMutablePointer<GtkWidget>) -> (
      ratio: Double, text: (red: Double, green: Double, blue: Double)
    )? {
      guard let pixels = pixels() else { return nil }
      let box = bounds(of: label)
      guard box.width > 0, box.height > 0 else { return nil }
      var counts: [UInt32: Int] = [:]
      var colors: [(red: Double, green: Double, blue: Double)] = []
      for y in box.y..<min(box.y + box.height, pixels.height) {
        for x in box.x..<min(box.x + box.width, pixels.width) {
          let color = pixels.color(x: x, y: y)
          colors.append(color)
          let key = UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
          counts[key, default: 0] += 1
        }
      }
      guard let mode = counts.max(by: { $0.value < $1.value })?.key else { return nil }
      let background = (
        red: Double(mode >> 16 & 0xFF), green: Double(mode >> 8 & 0xFF), blue: Double(mode & 0xFF)
      )
      let backgroundLuminance = Self.luminance(background)
      var best = (ratio: 1.0, text: background)
      for color in colors {
        let luminance = Self.luminance(color)
        let ratio =
          (max(luminance, backgroundLuminance) + 0.05)
          / (min(luminance, backgroundLuminance) + 0.05)
        if ratio > best.ratio { best = (ratio, color) }
      }
      return best
    }

    static func luminance(_ color: (red: Double, green: Double, blue: Double)) -> Double {
      func channel(_ value: Double) -> Double {
        let c = value / 255
        return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722
        * channel(color.blue)
    }

    private static func cast<T>(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
      T
    > {
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
    }
  }
#endif
