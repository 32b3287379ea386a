#if os(Linux)
  import CGtk4

  /// The GTypes of the theme-drawn parts inside a toggle: `check`, `radio`, `switch`,
  /// `slider`, `picture`.
  ///
  /// Each is a plain widget with the CSS name of the native widget's part, so the
  /// theme draws its background, border and outline as it does GtkCheckButton's
  /// and GtkSwitch's. What CSS cannot draw lives here: the check mark and mixed
  /// dash (Adwaita gives them as icons only GTK's private icon widget renders),
  /// the switch's slider position, and the app's images.
  ///
  /// Each kind is a class of its own, with its CSS name set on the class and only the
  /// vfuncs it needs: a part knows its kind without a lookup in every frame, and the
  /// slider, which CSS alone draws, runs GTK's own measure, allocate and snapshot, as
  /// GtkSwitch's slider does.
  enum NodeType {
    enum Kind: Int, CaseIterable {
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

      var typeName: StaticString {
        switch self {
        case .check: "ToggleKitCheckNode"
        case .switchTrack: "ToggleKitSwitchNode"
        case .slider: "ToggleKitSliderNode"
        case .picture: "ToggleKitPictureNode"
        case .radio: "ToggleKitRadioNode"
        }
      }
    }

    /// Each kind's GType, by ``Kind/rawValue``, registered together on first use.
    private static let types: [GType] = Kind.allCases.map { kind in
      TypeOwnership.register {
        var info = GTypeInfo()
        info.class_size = guint16(tk_widget_class_size())
        info.class_init = { klass, data in
          NodeType.classInit(klass!, Kind(rawValue: Int(bitPattern: data) - 1)!)
        }
        info.class_data = UnsafeRawPointer(bitPattern: kind.rawValue + 1)
        info.instance_size = guint16(
          Int(tk_widget_instance_size())
            + (kind == .switchTrack ? MemoryLayout<TrackParts>.stride : 0))
        // Final: no subclass may put fields where the track keeps its parts.
        return g_type_register_static(
          gtk_widget_get_type(), kind.typeName.cString, &info, TK_TYPE_FLAG_FINAL)
      }
    }

    /// The track class's parent class, for its dispose to chain up to.
    nonisolated(unsafe) static var trackParentClass: UnsafeMutablePointer<GtkWidgetClass>?

    /// A new part, centred on the cross axis so a box layout does not stretch it past its CSS size.
    ///
    /// The slider is the exception: as GtkSwitch's, it fills the half of the track the
    /// track gives it (an aligned part is measured again each time it is allocated).
    @MainActor
    static func make(_ kind: Kind) -> UnsafeMutablePointer<GtkWidget> {
      let node = tk_node_new(types[kind.rawValue])!
      guard kind != .slider else { return node }
      gtk_widget_set_valign(node, GTK_ALIGN_CENTER)
      if kind != .picture { gtk_widget_set_halign(node, GTK_ALIGN_CENTER) }
      return node
    }

    /// The switch track's children, kept in the track's instance after GtkWidget's fields
    /// (zeroed by GLib), as GtkSwitch keeps its own: measure and allocate reach them with no
    /// walk of the children, in every frame.
    struct TrackParts {
      var onMark: UnsafeMutablePointer<GtkWidget>?
      var offMark: UnsafeMutablePointer<GtkWidget>?
      var slider: UnsafeMutablePointer<GtkWidget>?
    }

    static func trackParts(_ track: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
      TrackParts
    > {
      (UnsafeMutableRawPointer(track) + Int(tk_widget_instance_size()))
        .assumingMemoryBound(to: TrackParts.self)
    }

    /// A switch's track with GtkSwitch's on and off marks (which some themes, HighContrast,
    /// draw, and GTK 4.14 and later only with gtk-show-status-shapes on) and its slider.
    @MainActor
    static func makeTrack() -> (
      track: UnsafeMutablePointer<GtkWidget>, slider: UnsafeMutablePointer<GtkWidget>
    ) {
      let track = make(.switchTrack)
      let onMark = tk_switch_mark_new("switch-on-symbolic")!
      let offMark = tk_switch_mark_new("switch-off-symbolic")!
      let slider = make(.slider)
      gtk_widget_set_parent(onMark, track)
      gtk_widget_set_parent(offMark, track)
      gtk_widget_set_parent(slider, track)
      trackParts(track).pointee = TrackParts(onMark: onMark, offMark: offMark, slider: slider)
      return (track, slider)
    }

    @MainActor
    static func owner(of node: UnsafeMutablePointer<GtkWidget>) -> WidgetPeer? {
      // Not `.flatMap(WidgetPeer.of)`: a main-actor function passed as a closure gets a
      // thunk that checks the executor on every call, and the track asks in every frame.
      guard let widget = gtk_widget_get_ancestor(node, WidgetType.type) else { return nil }
      return WidgetPeer.ofOwnWidget(widget)
    }

    static func classInit(_ klass: gpointer, _ kind: Kind) {
      let widgetClass = tk_widget_class(klass)!
      gtk_widget_class_set_css_name(widgetClass, kind.cssName.cString)
      gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_PRESENTATION)
      switch kind {
      case .switchTrack:
        // The only part with children (the marks and the slider), which GTK asks a
        // widget to unparent when it is disposed of; GTK's own snapshot draws them. Its
        // dispose chains up to its own parent class, kept from its own class_init.
        trackParentClass = UnsafeMutableRawPointer(g_type_class_peek_parent(klass))?
          .assumingMemoryBound(to: GtkWidgetClass.self)
        tk_object_class(klass)!.pointee.dispose = { object in
          let widget = UnsafeMutableRawPointer(object!).assumingMemoryBound(to: GtkWidget.self)
          NodeType.trackParts(widget).pointee = TrackParts()
          while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
          NodeType.trackParentClass?.withMemoryRebound(to: GObjectClass.self, capacity: 1) {
            $0.pointee.dispose?(object)
          }
        }
        widgetClass.pointee.measure = {
          widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
          let size = NodeType.measureTrack(
            widget!, horizontal: orientation == GTK_ORIENTATION_HORIZONTAL)
          minimum?.pointee = size.minimum
          natural?.pointee = size.natural
          minimumBaseline?.pointee = -1
          naturalBaseline?.pointee = -1
        }
        widgetClass.pointee.size_allocate = { widget, width, height, baseline in
          MainThread.call(
            { NodeType.allocateTrack($0.0, width: $0.1, height: $0.2) }, (widget!, width, height))
        }
      case .picture:
        widgetClass.pointee.measure = {
          widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
          let size = MainThread.call(
            { NodeType.measurePicture($0.0, horizontal: $0.1) },
            (widget!, orientation == GTK_ORIENTATION_HORIZONTAL))
          minimum?.pointee = size.minimum
          natural?.pointee = size.natural
          minimumBaseline?.pointee = -1
          naturalBaseline?.pointee = -1
        }
        widgetClass.pointee.snapshot = { widget, snapshot in
          MainThread.call({ NodeType.snapshotPicture($0.0, $0.1) }, (widget!, snapshot!))
        }
      case .check:
        widgetClass.pointee.snapshot = { widget, snapshot in
          MainThread.call({ NodeType.drawMark($0.0, $0.1, radio: false) }, (widget!, snapshot!))
        }
      case .radio:
        widgetClass.pointee.snapshot = { widget, snapshot in
          MainThread.call({ NodeType.drawMark($0.0, $0.1, radio: true) }, (widget!, snapshot!))
        }
      case .slider:
        // CSS draws it and the track places it: GTK's defaults do the rest, as for
        // GtkSwitch's slider. The theme's min-width and min-height size it.
        break
      }
    }

    /// As GtkSwitch: two halves, each as wide as the slider or a mark, whichever is wider.
    /// Reads only GTK's widgets, so it needs no main-actor hop.
    static func measureTrack(_ node: UnsafeMutablePointer<GtkWidget>, horizontal: Bool) -> (
      minimum: Int32, natural: Int32
    ) {
      let parts = trackParts(node).pointee
      var minimum: Int32 = 0
      var natural: Int32 = 0
      // Each part in turn, with no array made in every frame.
      func measure(_ part: UnsafeMutablePointer<GtkWidget>?) {
        guard let part else { return }
        var partMinimum: Int32 = 0
        var partNatural: Int32 = 0
        gtk_widget_measure(
          part, horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, -1,
          &partMinimum, &partNatural, nil, nil)
        minimum = max(minimum, partMinimum)
        natural = max(natural, partNatural)
      }
      measure(parts.onMark)
      measure(parts.offMark)
      measure(parts.slider)
      return horizontal ? (2 * minimum, 2 * natural) : (minimum, natural)
    }

    @MainActor
    static func measurePicture(_ node: UnsafeMutablePointer<GtkWidget>, horizontal: Bool) -> (
      minimum: Int32, natural: Int32
    ) {
      guard let size = owner(of: node)?.pictureSize else { return (0, 0) }
      return horizontal
        ? (Int32(size.minimum.width), Int32(size.natural.width))
        : (Int32(size.minimum.height), Int32(size.natural.height))
    }

    @MainActor
    static func allocateTrack(_ node: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32)
    {
      let parts = trackParts(node).pointee
      guard let onMark = parts.onMark, let offMark = parts.offMark, let slider = parts.slider
      else { return }
      let rightToLeft = gtk_widget_get_direction(node) == GTK_TEXT_DIR_RTL
      let half = width / 2
      // The on mark sits in the half the slider leaves when on, the off mark in the other.
      func place(_ mark: UnsafeMutablePointer<GtkWidget>, inFirstHalf: Bool) {
        var markWidth: Int32 = 0
        var markHeight: Int32 = 0
        gtk_widget_measure(mark, GTK_ORIENTATION_HORIZONTAL, -1, nil, &markWidth, nil, nil)
        gtk_widget_measure(mark, GTK_ORIENTATION_VERTICAL, -1, nil, &markHeight, nil, nil)
        var allocation = GtkAllocation(
          x: (inFirstHalf ? 0 : half) + (half - markWidth) / 2, y: (height - markHeight) / 2,
          width: markWidth, height: markHeight)
        gtk_widget_size_allocate(mark, &allocation, -1)
      }
      place(onMark, inFirstHalf: !rightToLeft)
      place(offMark, inFirstHalf: rightToLeft)
      let position = owner(of: node)?.sliderPosition ?? 0
      let travel = Double(width - half)
      let x = Int32((rightToLeft ? 1 - position : position) * travel)
      var allocation = GtkAllocation(x: x, y: 0, width: half, height: height)
      gtk_widget_size_allocate(slider, &allocation, -1)
    }

    @MainActor
    static func snapshotPicture(_ node: UnsafeMutablePointer<GtkWidget>, _ snapshot: OpaquePointer)
    {
      owner(of: node)?.snapshotPicture(
        snapshot, width: gtk_widget_get_width(node), height: gtk_widget_get_height(node))
    }

    /// The check mark, the radio dot or the mixed dash, in the node's CSS colour, as Adwaita's
    /// icons draw them.
    @MainActor
    private static func drawMark(
      _ node: UnsafeMutablePointer<GtkWidget>, _ snapshot: OpaquePointer, radio: Bool
    ) {
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
      } else if radio {
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
