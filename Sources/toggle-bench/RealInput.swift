#if os(Linux)
  import CGtk4
  import CXTest

  /// Real X pointer input on a widget, through XTest: the pointer is moved there on creation.
  @MainActor
  struct RealInput {
    let display: OpaquePointer

    /// Moves the pointer to `widget`'s vertical middle, at `x` pixels from its start, or its centre.
    init?(
      window: UnsafeMutablePointer<GtkWidget>, widget: UnsafeMutablePointer<GtkWidget>,
      x: Float? = nil
    ) {
      guard let display = tk_x11_display(gdk_display_get_default()),
        let surface = gtk_native_get_surface(OpaquePointer(window))
      else {
        print("real input needs an X11 display")
        return nil
      }
      self.display = display
      var centre = graphene_point_t(
        x: x ?? Float(gtk_widget_get_width(widget)) / 2, y: Float(gtk_widget_get_height(widget)) / 2
      )
      var point = graphene_point_t()
      _ = gtk_widget_compute_point(widget, window, &centre, &point)
      var rootX: Int32 = 0
      var rootY: Int32 = 0
      var child: Window = 0
      XTranslateCoordinates(
        display, tk_x11_window(surface), XDefaultRootWindow(display), Int32(point.x),
        Int32(point.y), &rootX, &rootY, &child)
      XTestFakeMotionEvent(display, -1, rootX, rootY, 0)
      XFlush(display)
      GTKBenchmarks.idle(milliseconds: 50)
    }

    func press() {
      XTestFakeButtonEvent(display, 1, 1, 0)
      XFlush(display)
      GTKBenchmarks.idle(milliseconds: 50)
    }

    func release() {
      XTestFakeButtonEvent(display, 1, 0, 0)
      XFlush(display)
      GTKBenchmarks.idle(milliseconds: 50)
    }
  }
#endif
