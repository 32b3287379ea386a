#if os(Linux)
  import CGtk4

  /// The push look's layout: the app's image beside the title, centred as a GtkButton centres
  /// an `AdwButtonContent`; an image or a title alone fills the button, as in a GtkBinLayout.
  ///
  /// A bin layout drew the title over the image. A GtkBoxLayout would pack the pair at the
  /// start of a button wider than they need, and put the pending spinner (B18) beside the
  /// title, widening the button while a save runs. Here the spinner, and any other part, takes
  /// the title's place, which is as wide as the widest of them: only a title narrower than the
  /// spinner (a letter) widens the button while a save runs, by the difference.
  enum PushContentLayout {
    /// Between the image and the title: Adwaita's 4 px and the 2 px its `.image-text-button`
    /// pads the label with on each side.
    static let spacing: Int32 = 6

    typealias Size = (
      minimum: Int32, natural: Int32, minimumBaseline: Int32, naturalBaseline: Int32
    )

    /// A new layout manager for a push toggle's widget.
    static func make() -> UnsafeMutablePointer<GtkLayoutManager> {
      gtk_custom_layout_new(
        // No request-mode function: GtkCustomLayout then asks the children, as every
        // GtkLayoutManager does, so a wrapping title keeps its height for width.
        nil,
        { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
          let size = MainThread.call(
            { PushContentLayout.measure($0.0, $0.1, forSize: $0.2) },
            (widget!, orientation, forSize))
          minimum?.pointee = size.minimum
          natural?.pointee = size.natural
          minimumBaseline?.pointee = size.minimumBaseline
          naturalBaseline?.pointee = size.naturalBaseline
        },
        { widget, width, height, baseline in
          MainThread.call(
            { PushContentLayout.allocate($0.0, width: $0.1, height: $0.2, baseline: $0.3) },
            (widget!, width, height, baseline))
        })!
    }

    /// The image and the title when both show; nil when one is missing, hidden or gone.
    @MainActor
    private static func pair(_ widget: UnsafeMutablePointer<GtkWidget>) -> (
      picture: UnsafeMutablePointer<GtkWidget>, label: UnsafeMutablePointer<GtkWidget>
    )? {
      guard let parts = WidgetPeer.of(widget)?.parts, let picture = parts.picture,
        let label = parts.label, gtk_widget_should_layout(picture) != 0,
        gtk_widget_should_layout(label) != 0
      else { return nil }
      return (picture, label)
    }

    /// The children laid out in the title's place (or over the whole button).
    private static func children(
      of widget: UnsafeMutablePointer<GtkWidget>, except excluded: UnsafeMutablePointer<GtkWidget>?
    ) -> [UnsafeMutablePointer<GtkWidget>] {
      var result: [UnsafeMutablePointer<GtkWidget>] = []
      var child = gtk_widget_get_first_child(widget)
      while let current = child {
        if current != excluded, gtk_widget_should_layout(current) != 0 { result.append(current) }
        child = gtk_widget_get_next_sibling(current)
      }
      return result
    }

    private static func size(
      of child: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation, _ forSize: Int32
    ) -> Size {
      var size: Size = (0, 0, -1, -1)
      gtk_widget_measure(
        child, orientation, forSize, &size.minimum, &size.natural, &size.minimumBaseline,
        &size.naturalBaseline)
      return size
    }

    /// The largest of the children's sizes, as GtkBinLayout measures.
    private static func stacked(
      _ children: [UnsafeMutablePointer<GtkWidget>], _ orientation: GtkOrientation,
      _ forSize: Int32
    ) -> Size {
      var result: Size = (0, 0, -1, -1)
      for child in children {
        let childSize = size(of: child, orientation, forSize)
        result.minimum = max(result.minimum, childSize.minimum)
        result.natural = max(result.natural, childSize.natural)
        result.minimumBaseline = max(result.minimumBaseline, childSize.minimumBaseline)
        result.naturalBaseline = max(result.naturalBaseline, childSize.naturalBaseline)
      }
      return result
    }

    @MainActor
    static func measure(
      _ widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation, forSize: Int32
    ) -> Size {
      guard let (picture, _) = pair(widget) else {
        return stacked(children(of: widget, except: nil), orientation, forSize)
      }
      let titlePlace = children(of: widget, except: picture)
      if orientation == GTK_ORIENTATION_HORIZONTAL {
        let image = size(of: picture, orientation, forSize)
        let title = stacked(titlePlace, orientation, forSize)
        return (
          image.minimum + spacing + title.minimum, image.natural + spacing + title.natural, -1, -1
        )
      }
      // For a given width the image keeps its natural width and the title wraps in the rest.
      var imageWidth: Int32 = -1
      var titleWidth: Int32 = -1
      if forSize >= 0 {
        let image = size(of: picture, GTK_ORIENTATION_HORIZONTAL, -1)
        let title = stacked(titlePlace, GTK_ORIENTATION_HORIZONTAL, -1)
        (imageWidth, titleWidth) = widths(
          available: forSize - spacing, image: image, title: title)
      }
      let image = size(of: picture, orientation, imageWidth)
      var result = stacked(titlePlace, orientation, titleWidth)
      result.minimum = max(result.minimum, image.minimum)
      result.natural = max(result.natural, image.natural)
      return result
    }

    /// The image's and the title's widths in `available`: the title gives way first, down to
    /// its minimum (it ellipsizes or wraps), then the image, down to its own.
    private static func widths(available: Int32, image: Size, title: Size) -> (Int32, Int32) {
      var imageWidth = image.natural
      var titleWidth = title.natural
      if imageWidth + titleWidth > available {
        titleWidth = max(title.minimum, available - imageWidth)
        imageWidth = max(image.minimum, available - titleWidth)
      }
      return (imageWidth, titleWidth)
    }

    @MainActor
    static func allocate(
      _ widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32, baseline: Int32
    ) {
      guard let (picture, _) = pair(widget) else {
        for child in children(of: widget, except: nil) {
          var allocation = GtkAllocation(x: 0, y: 0, width: width, height: height)
          gtk_widget_size_allocate(child, &allocation, baseline)
        }
        return
      }
      let titlePlace = children(of: widget, except: picture)
      let horizontal = GTK_ORIENTATION_HORIZONTAL
      let (imageWidth, titleWidth) = widths(
        available: width - spacing, image: size(of: picture, horizontal, height),
        title: stacked(titlePlace, horizontal, height))
      let start = max(0, (width - spacing - imageWidth - titleWidth) / 2)
      // The image leads: on the right in a right-to-left locale, as in a GtkBox.
      let rightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
      let imageX = rightToLeft ? start + titleWidth + spacing : start
      let titleX = rightToLeft ? start : start + imageWidth + spacing
      var imageAllocation = GtkAllocation(x: imageX, y: 0, width: imageWidth, height: height)
      gtk_widget_size_allocate(picture, &imageAllocation, -1)
      for child in titlePlace {
        var allocation = GtkAllocation(x: titleX, y: 0, width: titleWidth, height: height)
        gtk_widget_size_allocate(child, &allocation, baseline)
      }
    }
  }
#endif
