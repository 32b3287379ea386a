#if os(Linux)
  import CGtk4

  /// What to draw for one toggle in one state; the widget, the gallery's contact sheet and the tests all draw through it.
  struct RenderContent {
    var look: ToggleLook
    var state: ControlState
    var title: String?
    var titleColor: ToggleColor
    var backgroundColor: ToggleColor
    var image: ToggleImage?
    var showsFocusRing: Bool
    var darkensForPress = false
  }

  /// Draws toggles with cairo, so pixels come out the same in a window and offscreen.
  enum ToggleRenderer {
    static let fontDescription = "Sans 11"
    static let switchSize = (width: 44.0, height: 24.0)
    static let checkboxSize = 18.0
    static let spacing = 8.0
    static let padding = (horizontal: 14.0, vertical: 7.0)

    /// The size a toggle wants for its content.
    static func naturalSize(look: ToggleLook, title: String?, image: ToggleImage?) -> (
      Double, Double
    ) {
      let text = textSize(title)
      switch look {
      case .push:
        if let image { return image.naturalSize }
        return (
          max(text.0 + 2 * padding.horizontal, 32), max(text.1 + 2 * padding.vertical, 32)
        )
      case .switch:
        return (
          switchSize.width + (text.0 > 0 ? spacing + text.0 : 0) + 4,
          max(text.1, switchSize.height) + 8
        )
      case .checkbox:
        return (
          checkboxSize + (text.0 > 0 ? spacing + text.0 : 0) + 4, max(text.1, checkboxSize) + 8
        )
      }
    }

    /// The smallest size a toggle accepts: an image toggle scales down to a quarter
    /// of its natural size (not below 16 pixels); the drawn looks need their text.
    static func minimumSize(look: ToggleLook, title: String?, image: ToggleImage?) -> (
      Double, Double
    ) {
      let natural = naturalSize(look: look, title: title, image: image)
      guard look == .push, image != nil else { return natural }
      func shrunk(_ length: Double) -> Double { min(length, max(16, (length / 4).rounded(.up))) }
      return (shrunk(natural.0), shrunk(natural.1))
    }

    /// Text extents with the toggles' font, measured on a scratch surface.
    static func textSize(_ text: String?) -> (Double, Double) {
      guard let text, !text.isEmpty else { return (0, 0) }
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
      let cr = cairo_create(surface)!
      defer {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
      }
      let layout = makeLayout(cr, text)
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      var width: Int32 = 0
      var height: Int32 = 0
      pango_layout_get_pixel_size(layout, &width, &height)
      return (Double(width), Double(height))
    }

    /// Draws `content` into the rectangle (0, 0, width, height) of `cr`, at `opacity`.
    static func draw(
      _ content: RenderContent, in cr: OpaquePointer, width: Double, height: Double,
      opacity: Double = 1
    ) {
      guard width.isFinite, height.isFinite, width > 0, height > 0 else { return }
      cairo_save(cr)
      cairo_push_group(cr)
      switch content.look {
      case .push: drawPush(content, cr, width, height)
      case .switch: drawSwitch(content, cr, width, height)
      case .checkbox: drawCheckbox(content, cr, width, height)
      }
      if content.darkensForPress {
        // Darken only what was drawn: the group so far is the mask.
        let drawn = cairo_pop_group(cr)
        cairo_push_group(cr)
        cairo_set_source(cr, drawn)
        cairo_paint(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.22)
        cairo_mask(cr, drawn)
        cairo_pattern_destroy(drawn)
      }
      if content.showsFocusRing {
        setColor(cr, .accent)
        cairo_set_line_width(cr, 2)
        roundedRectangle(cr, 1, 1, width - 2, height - 2, radius: 7)
        cairo_stroke(cr)
      }
      cairo_pop_group_to_source(cr)
      let dim = content.state.contains(.disabled) ? 0.45 : 1
      cairo_paint_with_alpha(cr, max(0, min(1, opacity)) * dim)
      cairo_restore(cr)
    }

    private static func drawPush(
      _ content: RenderContent, _ cr: OpaquePointer, _ width: Double, _ height: Double
    ) {
      if let image = content.image {
        drawImage(image, cr, x: 0, y: 0, width: width, height: height)
      } else {
        setColor(cr, content.backgroundColor)
        roundedRectangle(cr, 0.5, 0.5, width - 1, height - 1, radius: 6)
        cairo_fill_preserve(cr)
        setColor(cr, ToggleColor(red: 0, green: 0, blue: 0, alpha: 0.25))
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        if content.state.contains(.mixed) {
          // A bar across the bottom tells mixed from on and off without relying on colour alone.
          setColor(cr, content.titleColor)
          cairo_rectangle(cr, width * 0.3, height - 6, width * 0.4, 2)
          cairo_fill(cr)
        }
      }
      if let title = content.title, !title.isEmpty {
        drawText(title, cr, color: content.titleColor, centeredIn: (0, 0, width, height))
      }
    }

    private static func drawSwitch(
      _ content: RenderContent, _ cr: OpaquePointer, _ width: Double, _ height: Double
    ) {
      let track = switchSize
      let y = (height - track.height) / 2
      if let image = content.image {
        drawImage(image, cr, x: 2, y: y, width: track.width, height: track.height)
      } else {
        setColor(cr, content.backgroundColor)
        roundedRectangle(cr, 2, y, track.width, track.height, radius: track.height / 2)
        cairo_fill(cr)
        let knob = track.height - 6
        let knobX: Double =
          switch content.state.contains(.on)
            ? ToggleValue.on : content.state.contains(.mixed) ? .mixed : .off
          {
          case .off: 5
          case .on: 2 + track.width - knob - 3
          case .mixed: 2 + (track.width - knob) / 2
          }
        setColor(cr, .white)
        cairo_new_sub_path(cr)
        cairo_arc(cr, knobX + knob / 2, y + 3 + knob / 2, knob / 2, 0, 2 * Double.pi)
        cairo_fill(cr)
      }
      if let title = content.title, !title.isEmpty {
        let x = 2 + track.width + spacing
        drawText(title, cr, color: content.titleColor, leftAlignedIn: (x, 0, width - x, height))
      }
    }

    private static func drawCheckbox(
      _ content: RenderContent, _ cr: OpaquePointer, _ width: Double, _ height: Double
    ) {
      let side = checkboxSize
      let x = 2.0
      let y = (height - side) / 2
      if let image = content.image {
        drawImage(image, cr, x: x, y: y, width: side, height: side)
      } else {
        setColor(cr, content.backgroundColor)
        roundedRectangle(cr, x + 0.5, y + 0.5, side - 1, side - 1, radius: 4)
        cairo_fill_preserve(cr)
        setColor(cr, ToggleColor(red: 0, green: 0, blue: 0, alpha: 0.35))
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        setColor(cr, .white)
        cairo_set_line_width(cr, 2.5)
        if content.state.contains(.on) {
          cairo_move_to(cr, x + 4, y + side / 2)
          cairo_line_to(cr, x + side * 0.42, y + side - 5)
          cairo_line_to(cr, x + side - 4, y + 5)
          cairo_stroke(cr)
        } else if content.state.contains(.mixed) {
          cairo_move_to(cr, x + 4, y + side / 2)
          cairo_line_to(cr, x + side - 4, y + side / 2)
          cairo_stroke(cr)
        }
      }
      if let title = content.title, !title.isEmpty {
        let textX = x + side + spacing
        drawText(
          title, cr, color: content.titleColor, leftAlignedIn: (textX, 0, width - textX, height))
      }
    }

    /// Draws `image` fitted, aspect kept, and centred in the rectangle, from pixels converted once per drawn size.
    static func drawImage(
      _ image: ToggleImage, _ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double
    ) {
      let fit = min(width / Double(image.width), height / Double(image.height))
      let drawWidth = Double(image.width) * fit
      let drawHeight = Double(image.height) * fit
      guard drawWidth.isFinite, drawHeight.isFinite, drawWidth > 0, drawHeight > 0 else { return }
      // The pixel size on the device (HiDPI scale, contact-sheet scaling), capped.
      var deviceWidth = drawWidth
      var deviceHeight = drawHeight
      cairo_user_to_device_distance(cr, &deviceWidth, &deviceHeight)
      func pixels(_ length: Double) -> Int {
        let magnitude = abs(length)
        guard magnitude.isFinite else { return 1 }
        return Int(min(Double(ToggleImage.maximumDrawnSide), max(1, magnitude.rounded())))
      }
      let pixelWidth = pixels(deviceWidth)
      let pixelHeight = pixels(deviceHeight)
      guard let surface = image.surface(pixelWidth: pixelWidth, pixelHeight: pixelHeight) else {
        return
      }
      cairo_save(cr)
      cairo_translate(cr, x + (width - drawWidth) / 2, y + (height - drawHeight) / 2)
      cairo_scale(cr, drawWidth / Double(pixelWidth), drawHeight / Double(pixelHeight))
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_paint(cr)
      cairo_restore(cr)
    }

    static func makeLayout(_ cr: OpaquePointer, _ text: String) -> OpaquePointer {
      let layout = pango_cairo_create_layout(cr)!
      let font = pango_font_description_from_string(fontDescription)
      pango_layout_set_font_description(layout, font)
      pango_font_description_free(font)
      pango_layout_set_text(layout, text, -1)
      return layout
    }

    private static func drawText(
      _ text: String, _ cr: OpaquePointer, color: ToggleColor,
      centeredIn box: (Double, Double, Double, Double)
    ) {
      drawText(text, cr, color: color, in: box, centered: true)
    }

    static func drawText(
      _ text: String, _ cr: OpaquePointer, color: ToggleColor,
      leftAlignedIn box: (Double, Double, Double, Double)
    ) {
      drawText(text, cr, color: color, in: box, centered: false)
    }

    private static func drawText(
      _ text: String, _ cr: OpaquePointer, color: ToggleColor,
      in box: (Double, Double, Double, Double), centered: Bool
    ) {
      let layout = makeLayout(cr, text)
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      var width: Int32 = 0
      var height: Int32 = 0
      pango_layout_get_pixel_size(layout, &width, &height)
      setColor(cr, color)
      let x = centered ? box.0 + (box.2 - Double(width)) / 2 : box.0
      cairo_move_to(cr, x, box.1 + (box.3 - Double(height)) / 2)
      pango_cairo_show_layout(cr, layout)
    }

    static func setColor(_ cr: OpaquePointer, _ color: ToggleColor) {
      let (red, green, blue, alpha) = color.clamped
      cairo_set_source_rgba(cr, red, green, blue, alpha)
    }

    static func roundedRectangle(
      _ cr: OpaquePointer, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
      radius: Double
    ) {
      let radius = max(0, min(radius, width / 2, height / 2))
      cairo_new_sub_path(cr)
      cairo_arc(cr, x + width - radius, y + radius, radius, -Double.pi / 2, 0)
      cairo_arc(cr, x + width - radius, y + height - radius, radius, 0, Double.pi / 2)
      cairo_arc(cr, x + radius, y + height - radius, radius, Double.pi / 2, Double.pi)
      cairo_arc(cr, x + radius, y + radius, radius, Double.pi, 3 * Double.pi / 2)
      cairo_close_path(cr)
    }
  }
#endif
