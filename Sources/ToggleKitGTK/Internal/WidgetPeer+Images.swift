#if os(Linux)
  import CGtk4
  import Glibc

  /// The app's images in the picture part, cross-faded between states (B11, B12, B14).
  extension WidgetPeer {

    /// Shows the picture part when any image is set; it takes the indicator's place.
    func imagesDidChange() {
      let hasImages = !appearance.images.isEmpty
      if hasImages, parts.picture == nil {
        WidgetPeer.installFallbackStyle()
        let picture = NodeType.make(.picture)
        gtk_widget_set_halign(picture, GTK_ALIGN_FILL)
        gtk_widget_set_valign(picture, GTK_ALIGN_FILL)
        // First child: drawn under the label, and before it in a row.
        gtk_widget_insert_after(picture, widget, nil)
        parts.picture = picture
      }
      if let picture = parts.picture {
        gtk_widget_set_visible(picture, hasImages ? 1 : 0)
        gtk_widget_queue_resize(picture)
      }
      if let indicator = parts.indicator { gtk_widget_set_visible(indicator, hasImages ? 0 : 1) }
      syncLook()
    }

    /// The picture's minimum and natural size: the largest of the app's images, bounded (see ``ToggleImage``).
    var pictureSize:
      (minimum: (width: Double, height: Double), natural: (width: Double, height: Double))
    {
      var natural = (width: 0.0, height: 0.0)
      for state in appearance.images.explicitStates {
        guard let image = appearance.images[exactly: state] else { continue }
        natural.width = max(natural.width, image.naturalSize.width)
        natural.height = max(natural.height, image.naturalSize.height)
      }
      if look != .push {
        // In a row it stands in for the indicator: as tall as the text at most.
        natural = (min(natural.width, 24), min(natural.height, 24))
      }
      // It accepts down to a quarter of its natural size, not below 16 pixels.
      func shrunk(_ length: Double) -> Double { min(length, max(16, (length / 4).rounded(.up))) }
      return ((shrunk(natural.width), shrunk(natural.height)), natural)
    }

    /// The image for a state: its own, else the released state's, else the off image.
    private func image(for state: ControlState) -> ToggleImage? {
      appearance.images.resolve(state) ?? appearance.images.resolve(.normal)
    }

    /// Draws the app's image for the current state, cross-fading from the previous one (B14).
    func snapshotPicture(_ snapshot: OpaquePointer, width: Int32, height: Int32) {
      let state = coordinator.controlState
      if let progress = fadeProgress, let from = fade?.from {
        gtk_snapshot_push_cross_fade(snapshot, progress)
        drawImage(for: from, snapshot, width: width, height: height)
        gtk_snapshot_pop(snapshot)
        drawImage(for: state, snapshot, width: width, height: height)
        gtk_snapshot_pop(snapshot)
      } else {
        drawImage(for: state, snapshot, width: width, height: height)
      }
    }

    private func drawImage(
      for state: ControlState, _ snapshot: OpaquePointer, width: Int32, height: Int32
    ) {
      guard let image = image(for: state), width > 0, height > 0 else { return }
      var released = state
      released.remove(.highlighted)
      // Pressed must look different: with no image of its own, the image darkens by the
      // core's table, as on UIKit. Disabled is the theme's `picture:disabled` opacity, or
      // the fallback style's where the theme has none, so it is dimmed once.
      let darkens = state.contains(.highlighted) && image === self.image(for: released)
      // Black at the core's alpha over the image is its colour scaled down, alpha kept.
      if darkens { tk_snapshot_push_darkening(snapshot, SystemLookEffect.pressedShadeAlpha) }
      defer { if darkens { gtk_snapshot_pop(snapshot) } }
      if image.drawsAsPaintable {
        let picture = parts.picture ?? widget
        image.snapshot(
          snapshot, width: Double(width), height: Double(height),
          scale: gtk_widget_get_scale_factor(widget),
          rightToLeft: gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL,
          color: tk_widget_css_color(picture), display: gtk_widget_get_display(widget))
        return
      }
      var bounds = graphene_rect_t(
        origin: graphene_point_t(x: 0, y: 0),
        size: graphene_size_t(width: Float(width), height: Float(height)))
      guard let cr = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
      image.draw(in: cr, x: 0, y: 0, width: Double(width), height: Double(height))
      cairo_destroy(cr)
    }
  }
#endif
