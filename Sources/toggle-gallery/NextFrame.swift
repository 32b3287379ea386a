#if os(Linux)
  import CGtk4

  /// Runs a closure once a window's next frame has been drawn: every widget in it then has
  /// the allocation of what it shows now, whatever the machine's speed. The end-to-end runs'
  /// `layout:` lines come from here; a timer alone could only guess when that would be (GTK
  /// lays out at redraw priority, after any timer that is due).
  @MainActor
  final class NextFrame {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let body: @MainActor () -> Void
    private var clock: OpaquePointer?
    private var handler: gulong = 0
    /// Each watch keeps itself until its frame comes: the windows that make one never drop it.
    private static var watching: [ObjectIdentifier: NextFrame] = [:]

    private init(window: UnsafeMutablePointer<GtkWidget>, body: @escaping @MainActor () -> Void) {
      self.window = window
      self.body = body
    }

    /// Calls `body` after the next frame of `window` is painted while mapped, and asks for
    /// that frame; call it once `gtk_window_present` has realized the window, which gives it
    /// its frame clock.
    static func whenDrawn(
      _ window: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor () -> Void
    ) {
      guard let clock = gtk_widget_get_frame_clock(window) else { return }
      let watch = NextFrame(window: window, body: body)
      watch.clock = clock
      watch.handler = tk_signal_connect(
        UnsafeMutableRawPointer(clock), "after-paint",
        unsafeBitCast(afterPaint, to: GCallback.self),
        Unmanaged.passUnretained(watch).toOpaque(), nil)
      watching[ObjectIdentifier(watch)] = watch
      // A window with nothing new to draw has no next frame: this makes one.
      gtk_widget_queue_draw(window)
    }

    private static let afterPaint: @convention(c) (OpaquePointer?, gpointer?) -> Void = {
      _, data in
      nonisolated(unsafe) let data = data
      MainActor.assumeIsolated {
        let watch = Unmanaged<NextFrame>.fromOpaque(data!).takeUnretainedValue()
        guard gtk_widget_get_mapped(watch.window) != 0, let clock = watch.clock else { return }
        g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), watch.handler)
        watch.clock = nil
        watching[ObjectIdentifier(watch)] = nil
        watch.body()
      }
    }
  }
#endif
