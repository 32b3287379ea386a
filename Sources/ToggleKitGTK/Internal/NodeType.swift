#if os(Linux)
  import CGtk4

  /// The GType of the theme-drawn parts inside a toggle: `check`, `switch`, `slider`, `picture`.
  ///
  /// Each is a plain widget with the CSS name of the native widget's part, so the
  /// theme draws its background, border and outline as it does GtkCheckButton's
  /// and GtkSwitch's. What CSS cannot draw lives here: the check mark and mixed
  /// dash (Adwaita gives them as icons only GTK's private icon widget renders),
  /// the switch's slider position, and the app's images.
  enum NodeType {
    enum Kind: CaseIterable {
      case check, switchTrack, slider, picture, radio

      var cssName: StaticString {
        switch self {
        case .check: "check"
        case .switchTrack: "switch"
        case .slider: "slider"
        case .picture: "picture"
        case .radio: "radio"
        }
      }
    }

    /// Each kind's CSS name as GLib interns it. GTK keeps a widget's CSS name interned,
    /// so a part's kind is told by the name's address: no per-part data to store.
    nonisolated(unsafe) static let internedNames: [(name: UnsafePointer<CChar>, kind: Kind)] =
      Kind.allCases.map { (g_intern_static_string($0.cssName.cString), $0) }

    static let type: GType = TypeOwnership.register {
      var info = GTypeInfo()
      info.class_size = guint16(tk_widget_class_size())
      info.class_init = { klass, _ in NodeType.classInit(klass!) }
      info.instance_size = guint16(tk_widget_instance_size())
      return g_type_register_static(
        gtk_widget_get_type(), "ToggleKitNode", &info, GTypeFlags(rawValue: 0))
    }

    nonisolated(unsafe) static var parentClass: UnsafeMutablePointer<GtkWidgetClass>?

    /// A new part, centred on the cross axis so a box layout does not stretch it past its CSS size.
    ///
    /// The slider is the exception: as GtkSwitch's, it fills the half of the track the
    /// track gives it (an aligned part is measured again each time it is allocated).
    @MainActor
    static func make(_ kind: Kind) -> UnsafeMutablePointer<GtkWidget> {
      let node = tk_node_new(type, kind.cssName.cString)!
      guard kind != .slider else { return node }
      gtk_widget_set_valign(node, GTK_ALIGN_CENTER)
      if kind != .picture { gtk_widget_set_halign(node, GTK_ALIGN_CENTER) }
      return node
    }

    /// The kind of a part; only for widgets of this type (its own vfuncs), which is not checked
    /// again here, as measure, allocate and snapshot ask it in every frame.
    static func kind(of widget: UnsafeMutablePointer<GtkWidget>) -> Kind? {
      let name = gtk_widget_get_css_name(widget)
      return internedNames.first { $0.name == name }?.kind
    }

    @MainActor
    static func owner(of node: UnsafeMutablePointer<GtkWidget>) -> WidgetPeer? {
      gtk_widget_get_ancestor(node, WidgetType.type).flatMap(WidgetPeer.of)
    }

    static func classInit(_ klass: gpointer) {
      parentClass = UnsafeMutableRawPointer(g_type_class_peek_parent(klass))?
        .assumingMemoryBound(to: GtkWidgetClass.self)
      let objectClass = tk_object_class(klass)!
      objectClass.pointee.dispose = { object in
        let widget = UnsafeMutableRawPointer(object!).assumingMemoryBound(to: GtkWidget.self)
        while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
        NodeType.parentClass?.withMemoryRebound(to: GObjectClass.self, capacity: 1) {
          $0.pointee.dispose?(object)
        }
      }
      let widgetClass = tk_widget_class(klass)!
      widgetClass.pointee.measure = {
        widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
        let size = MainThread.call(
          { NodeType.measure($0.0, horizontal: $0.1) },
          (widget!, orientation == GTK_ORIENTATION_HORIZONTAL))
        minimum?.pointee = size.minimum
        natural?.pointee = size.natural
        minimumBaseline?.pointee = -1
        naturalBaseline?.pointee = -1
      }
      widgetClass.pointee.size_allocate = { widget, width, height, baseline in
        MainThread.call(
          { NodeType.allocate($0.0, width: $0.1, height: $0.2) }, (widget!, width, height))
      }
      widgetClass.pointee.snapshot = { widget, snapshot in
        MainThread.call({ NodeType.snapshot($0.0, $0.1) }, (widget!, snapshot!))
      }
      gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_PRESENTATION)
    }

    @MainActor
    static func measure(_ node: UnsafeMutablePointer<GtkWidget>, horizontal: Bool) -> (
      minimum: Int32, natural: Int32
    ) {
      switch kind(of: node) {
      case .switchTrack:
        // As GtkSwitch: two halves, each as wide as the slider or a mark, whichever is wider.
        var minimum: Int32 = 0
        var natural: Int32 = 0
        var child = gtk_widget_get_first_child(node)
        while let part = child {
          var partMinimum: Int32 = 0
          var partNatural: Int32 = 0
          gtk_widget_measure(
            part, horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, -1,
            &partMinimum, &partNatural, nil, nil)
          minimum = max(minimum, partMinimum)
          natural = max(natural, partNatural)
          child = gtk_widget_get_next_sibling(part)
        }
        return horizontal ? (2 * minimum, 2 * natural) : (minimum, natural)
      case .picture:
        guard let size = owner(of: node)?.pictureSize else { return (0, 0) }
        return horizontal
          ? (Int32(size.minimum.width), Int32(size.natural.width))
          : (Int32(size.minimum.height), Int32(size.natural.height))
      case .check, .radio, .slider, nil:
        return (0, 0)  // the theme's min-width and min-height decide
      }
    }

    @MainActor
    static func allocate(_ node: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32) {
      guard kind(of: node) == .switchTrack, let onMark = gtk_widget_get_first_child(node),
        let offMark = gtk_widget_get_next_sibling(onMark),
        let slider = gtk_widget_get_next_sibling(offMark)
      else { return }
      let rightToLeft = gtk_widget_get_direction(node) == GTK_TEXT_DIR_RTL
      let half = width / 2
      // The on mark sits in the half the slider leaves when on, the off mark in the other.
      for (mark, inFirstHalf) in [(onMark, !rightToLeft), (offMark, rightToLeft)] {
        var markWidth: Int32 = 0
        var markHeight: Int32 = 0
        gtk_widget_measure(mark, GTK_ORIENTATION_HORIZONTAL, -1, nil, &markWidth, nil, nil)
        gtk_widget_measure(mark, GTK_ORIENTATION_VERTICAL, -1, nil, &markHeight, nil, nil)
        var allocation = GtkAllocation(
          x: (inFirstHalf ? 0 : half) + (half - markWidth) / 2, y: (height - markHeight) / 2,
          width: markWidth, height: markHeight)
        gtk_widget_size_allocate(mark, &allocation, -1)
      }
      let position = owner(of: node)?.sliderPosition ?? 0
      let travel = Double(width - half)
      let x = Int32((rightToLeft ? 1 - position : position) * travel)
      var allocation = GtkAllocation(x: x, y: 0, width: half, height: height)
      gtk_widget_size_allocate(slider, &allocation, -1)
    }

    @MainActor
    static func snapshot(_ node: UnsafeMutablePointer<GtkWidget>, _ snapshot: OpaquePointer) {
      switch kind(of: node) {
      case .switchTrack:
        var child = gtk_widget_get_first_child(node)
        while let part = child {
          gtk_widget_snapshot_child(node, part, snapshot)
          child = gtk_widget_get_next_sibling(part)
        }
      case .check, .radio:
        drawMark(node, snapshot)
      case .picture:
        owner(of: node)?.snapshotPicture(
          snapshot, width: gtk_widget_get_width(node),
          height: gtk_widget_get_height(node))
      case .slider, nil:
        break
      }
    }

    /// The check mark, the radio dot or the mixed dash, in the node's CSS colour, as Adwaita's
    /// icons draw them.
    @MainActor
    private static func drawMark(_ node: UnsafeMutablePointer<GtkWidget>, _ snapshot: OpaquePointer)
    {
      let flags = gtk_widget_get_state_flags(node).rawValue
      let checked = flags & GTK_STATE_FLAG_CHECKED.rawValue != 0
      let mixed = flags & GTK_STATE_FLAG_INCONSISTENT.rawValue != 0
      guard checked || mixed else { return }
      let width = Double(gtk_widget_get_width(node))
      let height = Double(gtk_widget_get_height(node))
      guard width > 0, height > 0 else { return }
      var bounds = graphene_rect_t(
        origin: graphene_point_t(x: 0, y: 0),
        size: graphene_size_t(width: Float(width), height: Float(height)))
      guard let cr = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
      defer { cairo_destroy(cr) }
      let color = tk_widget_css_color(node)
      cairo_set_source_rgba(
        cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
      let side = min(width, height)
      cairo_set_line_width(cr, max(1.5, side / 8))
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
      let x = (width - side) / 2
      let y = (height - side) / 2
      if mixed {
        cairo_move_to(cr, x + side * 0.28, y + side * 0.5)
        cairo_line_to(cr, x + side * 0.72, y + side * 0.5)
      } else if kind(of: node) == .radio {
        // A radio button's dot, as Adwaita's bullet icon draws it.
        cairo_arc(cr, x + side / 2, y + side / 2, side * 0.2, 0, 2 * Double.pi)
        cairo_fill(cr)
        return
      } else {
        cairo_move_to(cr, x + side * 0.27, y + side * 0.52)
        cairo_line_to(cr, x + side * 0.43, y + side * 0.68)
        cairo_line_to(cr, x + side * 0.74, y + side * 0.34)
      }
      cairo_stroke(cr)
    }
  }
#endif
