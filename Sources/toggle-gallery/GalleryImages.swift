#if os(Linux)
  import CGtk4

  /// The gallery's own images, drawn here with cairo: a lamp that glows when on.
  enum GalleryImages {
    static let names = ["Toggle off", "Toggle on", "Toggle pressed"]

    /// Writes the three PNGs into `directory` and returns their paths by name.
    static func write(to directory: String) -> [String: String] {
      var paths: [String: String] = [:]
      for name in names {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 128, 96)
        let cr = cairo_create(surface)!
        let (fill, glow): (UInt32, Double) =
          switch name {
          case "Toggle on": (0xF6D32D, 0.9)
          case "Toggle pressed": (0x9A9996, 0)
          default: (0x5E5C64, 0)
          }
        // The plate.
        cairo_set_source_rgb(cr, 0.15, 0.15, 0.17)
        cairo_rectangle(cr, 4, 4, 120, 88)
        cairo_fill(cr)
        // The glow, then the lamp.
        if glow > 0 {
          let gradient = cairo_pattern_create_radial(64, 48, 8, 64, 48, 46)
          cairo_pattern_add_color_stop_rgba(gradient, 0, 1, 0.9, 0.4, glow)
          cairo_pattern_add_color_stop_rgba(gradient, 1, 1, 0.9, 0.4, 0)
          cairo_set_source(cr, gradient)
          cairo_paint(cr)
          cairo_pattern_destroy(gradient)
        }
        cairo_set_source_rgb(
          cr, Double((fill >> 16) & 0xFF) / 255, Double((fill >> 8) & 0xFF) / 255,
          Double(fill & 0xFF) / 255)
        cairo_arc(cr, 64, 48, 26, 0, 2 * Double.pi)
        cairo_fill(cr)
        cairo_surface_flush(surface)
        let path = "\(directory)/\(name).png"
        cairo_surface_write_to_png(surface, path)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        paths[name] = path
      }
      return paths
    }
  }
#endif
