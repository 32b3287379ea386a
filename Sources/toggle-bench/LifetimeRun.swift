#if os(Linux)
  import CGtk4
  import CXTest
  import Glibc
  @_spi(ToggleKitTools) import ToggleKit
  @_spi(ToggleKitTools) import ToggleKitGTK

  /// `toggle-bench lifetime`: a GTK toggle loses its last reference in every way an
  /// app can drop it mid-delivery, and in a window destroyed under a held press.
  ///
  /// Run it under valgrind (`make stress` does): any read of a freed widget is an
  /// "Invalid read". It prints `lifetime: cases=N finalized=N alive=N`; every case's
  /// widget must be finalized and no ToggleKit peer left alive.
  @MainActor
  enum LifetimeRun {
    /// The one reference the app holds; a handler drops it.
    nonisolated(unsafe) static var held: ToggleButton?
    nonisolated(unsafe) static var finalized = 0
    nonisolated(unsafe) static var heldNative: UnsafeMutablePointer<GtkWidget>?

    private static let drop: @convention(c) (gpointer?, gpointer?) -> Void = { _, _ in
      MainActor.assumeIsolated { held = nil }
    }
    private static let dropOnNotify: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
      _, _, _ in MainActor.assumeIsolated { held = nil }
    }
    private static let countFinalized: GWeakNotify = { _, _ in
      MainActor.assumeIsolated { finalized += 1 }
    }

    /// A toggle held only by ``held``, counted when finalized, dropped in `signal` if given.
    private static func makeDroppedToggle(in signal: String?) -> ToggleButton {
      let toggle = ToggleButton(label: "Dropped in \(signal ?? "no signal")")
      held = toggle
      g_object_weak_ref(
        UnsafeMutableRawPointer(toggle.widget).assumingMemoryBound(to: GObject.self),
        countFinalized, nil)
      guard let signal else { return toggle }
      let handler: GCallback =
        switch signal {
        case "notify::active", "notify::value": unsafeBitCast(dropOnNotify, to: GCallback.self)
        default: unsafeBitCast(drop, to: GCallback.self)
        }
      _ = tk_signal_connect(UnsafeMutableRawPointer(toggle.widget), signal, handler, nil, nil)
      return toggle
    }

    static func run() {
      let window = GTKBenchmarks.makeWindow(width: 300, height: 200)
      let peersBefore = ToggleButton.liveWidgetCount
      var cases = 0
      let signals = ["toggled-by-user", "notify::value", "notify::active", "clicked"]

      // 1. Through the coordinator, as input and accessibility reach it.
      for signal in signals {
        makeDroppedToggle(in: signal).coordinator.keyDown(.enter)
        cases += 1
      }
      // 2. Through a property set from code (programmatic: the notifies only).
      for signal in ["notify::value", "notify::active"] {
        tk_set_property_boolean(
          UnsafeMutableRawPointer(makeDroppedToggle(in: signal).widget), "active", 1)
        cases += 1
      }
      // 3. A real click on a toggle in the window: its handler removes it and drops it.
      for signal in signals {
        let widget = makeDroppedToggle(in: signal).widget
        gtk_window_set_child(GTKBenchmarks.cast(window), widget)
        GTKBenchmarks.idle(milliseconds: 150)
        guard let input = RealInput(window: window, widget: widget) else { exit(2) }
        input.press()
        input.release()
        _ = GTKBenchmarks.pump(until: { held == nil }, timeoutMilliseconds: 2000)
        gtk_window_set_child(GTKBenchmarks.cast(window), nil)
        cases += 1
      }
      // 4. A window destroyed while a real press is held on the toggle, then released.
      for native in [false, true] {
        let pressedWindow = GTKBenchmarks.makeWindow(width: 300, height: 200)
        let widget: UnsafeMutablePointer<GtkWidget>
        if native {
          widget = gtk_toggle_button_new_with_label("Native")
          g_object_weak_ref(
            UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), countFinalized,
            nil)
        } else {
          widget = makeDroppedToggle(in: nil).widget
        }
        gtk_window_set_child(GTKBenchmarks.cast(pressedWindow), widget)
        GTKBenchmarks.idle(milliseconds: 150)
        guard let input = RealInput(window: pressedWindow, widget: widget) else { exit(2) }
        input.press()
        GTKBenchmarks.idle(milliseconds: 100)
        gtk_window_destroy(GTKBenchmarks.cast(pressedWindow))
        held = nil
        GTKBenchmarks.idle(milliseconds: 100)
        input.release()
        GTKBenchmarks.idle(milliseconds: 100)
        cases += 1
      }
      GTKBenchmarks.idle(milliseconds: 200)
      print(
        "lifetime: cases=\(cases) finalized=\(finalized) alive=\(ToggleButton.liveWidgetCount - peersBefore)"
      )
    }
  }
#endif
