import CAllocationCounter

#if os(Linux)
  import CGtk4
  import CXTest
  import Glibc
  @_spi(ToggleKitTools) import ToggleKit
  @_spi(ToggleKitTools) import ToggleKitGTK

  /// Which widget a GTK benchmark measures: a ToggleKit look, or the native widget it stands beside.
  struct WidgetKind: Hashable {
    var look: ToggleLook
    /// False for ToggleKit's widget, true for its native twin, the baseline.
    var isNative: Bool

    /// "push", "native-push", ...: how the command line names it.
    init?(argument: String) {
      isNative = argument.hasPrefix("native-")
      guard let look = ToggleLook(rawValue: String(argument.dropFirst(isNative ? 7 : 0))) else {
        return nil
      }
      self.look = look
    }

    init(look: ToggleLook, isNative: Bool) {
      self.look = look
      self.isNative = isNative
    }

    var argument: String { (isNative ? "native-" : "") + look.rawValue }

    /// How the tables name it.
    var name: String {
      switch (look, isNative) {
      case (_, false): "ToggleKit \(look.rawValue)"
      case (.push, true): "GtkToggleButton"
      case (.checkbox, true): "GtkCheckButton"
      case (.radio, true): "GtkCheckButton (radio)"
      case (.switch, true): "GtkSwitch + GtkLabel"
      }
    }

    /// A new widget of this kind with a label, and the handle that keeps a ToggleKit one alive.
    @MainActor
    func make(label: String) -> (UnsafeMutablePointer<GtkWidget>, ToggleButton?) {
      guard isNative else {
        let toggle = ToggleButton(label: label, look: look)
        return (toggle.widget, toggle)
      }
      switch look {
      case .push: return (gtk_toggle_button_new_with_label(label), nil)
      case .checkbox: return (gtk_check_button_new_with_label(label), nil)
      case .radio:
        // A GtkCheckButton becomes a radio button in a group.
        let radio = gtk_check_button_new_with_label(label)!
        gtk_check_button_set_group(
          UnsafeMutableRawPointer(radio).assumingMemoryBound(to: GtkCheckButton.self),
          UnsafeMutableRawPointer(WidgetKind.radioGroupLeader).assumingMemoryBound(
            to: GtkCheckButton.self))
        return (radio, nil)
      case .switch:
        // GTK's switch has no label: apps put one beside it, as ToggleKit's switch look has.
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        let boxPointer = UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self)
        gtk_box_append(boxPointer, gtk_switch_new())
        gtk_box_append(boxPointer, gtk_label_new(label))
        return (box, nil)
      }
    }

    /// The group the native radio buttons join; never shown, kept for the process.
    @MainActor static let radioGroupLeader: UnsafeMutablePointer<GtkWidget> = {
      let leader = gtk_check_button_new()!
      g_object_ref_sink(UnsafeMutableRawPointer(leader))
      return leader
    }()

    /// The native widget whose value changes: the switch inside its box, else the widget.
    static func valueWidget(_ widget: UnsafeMutablePointer<GtkWidget>, look: ToggleLook)
      -> UnsafeMutablePointer<GtkWidget>
    {
      look == .switch ? gtk_widget_get_first_child(widget)! : widget
    }
  }

  /// State the C callbacks write; GTK runs them on this (main) thread.
  enum FrameSignals {
    nonisolated(unsafe) static var paintCount = 0
    nonisolated(unsafe) static var lastPaint = 0.0
    nonisolated(unsafe) static var changeCount = 0
    nonisolated(unsafe) static var finalized = 0
  }

  func monotonicMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
  }

  /// The resident set size, from /proc/self/statm.
  /// Bytes the C heap has handed out and not taken back: every GObject, Swift object and string.
  func heapBytesInUse() -> Int {
    Int(tk_heap_bytes_in_use())
  }

  func residentKilobytes() -> Double {
    guard let file = fopen("/proc/self/statm", "r") else { return .nan }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 128)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return .nan }
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let fields = String(decoding: bytes, as: UTF8.self).split(separator: " ")
    guard fields.count >= 2, let pages = Double(fields[1]) else { return .nan }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1024
  }

  @MainActor
  enum GTKBenchmarks {
    static func cast<T>(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<T> {
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
    }

    static let afterPaint: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, _ in
      FrameSignals.paintCount += 1
      FrameSignals.lastPaint = monotonicMilliseconds()
    }

    static let activeChanged:
      @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, gpointer?) -> Void = {
        _, _, _ in FrameSignals.changeCount += 1
      }

    static func pump(until condition: () -> Bool, timeoutMilliseconds: Double = 5000) -> Bool {
      let deadline = monotonicMilliseconds() + timeoutMilliseconds
      while !condition() {
        if monotonicMilliseconds() > deadline { return false }
        if g_main_context_iteration(nil, 0) == 0 { usleep(200) }
      }
      return true
    }

    static func idle(milliseconds: Double) {
      let end = monotonicMilliseconds() + milliseconds
      while monotonicMilliseconds() < end {
        if g_main_context_iteration(nil, 0) == 0 { usleep(200) }
      }
    }

    /// A presented window whose frames are counted.
    static func makeWindow(width: Int32, height: Int32) -> UnsafeMutablePointer<GtkWidget> {
      guard gtk_init_check() != 0 else {
        print("no display: run the GTK benchmarks under xvfb-run (make bench does)")
        exit(2)
      }
      let window = gtk_window_new()!
      gtk_window_set_default_size(cast(window), width, height)
      gtk_window_set_title(cast(window), "ToggleKit bench")
      gtk_window_present(cast(window))
      _ = pump(until: { gtk_widget_get_mapped(window) != 0 })
      let clock = gtk_widget_get_frame_clock(window)!
      _ = tk_signal_connect(
        UnsafeMutableRawPointer(clock), "after-paint",
        unsafeBitCast(afterPaint, to: GCallback.self), nil, nil)
      return window
    }

    static func waitForNextFrame() {
      let painted = FrameSignals.paintCount
      _ = pump(until: { FrameSignals.paintCount > painted })
    }

    /// Creates `count` widgets in a window and waits for their first frame; prints time and memory per widget.
    static func create(_ kind: WidgetKind, count: Int) {
      let window = makeWindow(width: 1000, height: 800)
      let scroller = gtk_scrolled_window_new()!
      let grid = gtk_grid_new()!
      gtk_scrolled_window_set_child(OpaquePointer(scroller), grid)
      gtk_window_set_child(cast(window), scroller)
      idle(milliseconds: 200)
      waitForNextFrame()
      // One toggle first, outside the count: what the first one costs once per process
      // (its type registered, its code paged in, the theme's rules for it parsed) is
      // printed on its own, not spread over the others as if each cost it.
      let residentBeforeFirst = residentKilobytes()
      let (first, firstHandle) = kind.make(label: "Toggle")
      gtk_grid_attach(cast(grid), first, 0, -1, 1, 1)
      waitForNextFrame()
      idle(milliseconds: 50)
      let firstCost = residentKilobytes() - residentBeforeFirst
      let residentBefore = residentKilobytes()
      let heapBefore = heapBytesInUse()
      let allocationsBefore = tk_allocation_count()
      let start = monotonicMilliseconds()
      let handles = makeAndShow(kind, count: count, in: grid)
      let elapsed = monotonicMilliseconds() - start
      idle(milliseconds: 100)
      let perWidget = (residentKilobytes() - residentBefore) / Double(count)
      let heapPerWidget = Double(heapBytesInUse() - heapBefore) / Double(count)
      let allocationsPerWidget = Double(tk_allocation_count() - allocationsBefore) / Double(count)
      print(
        "create_ms=\(elapsed) rss_kb_per_widget=\(perWidget) heap_bytes_per_widget=\(heapPerWidget) first_widget_rss_kb=\(firstCost) allocations_per_widget=\(allocationsPerWidget)"
      )
      withExtendedLifetime((handles, firstHandle)) {}
    }

    /// What the creation benchmark counts: `count` toggles made, put in the grid, and shown
    /// in a frame. Never inlined, so `valgrind --tool=callgrind --toggle-collect` can
    /// count the instructions of exactly this.
    @inline(never)
    static func makeAndShow(
      _ kind: WidgetKind, count: Int, in grid: UnsafeMutablePointer<GtkWidget>
    )
      -> [ToggleButton]
    {
      var handles: [ToggleButton] = []
      for index in 0..<count {
        let (widget, handle) = kind.make(label: "Toggle \(index)")
        if let handle { handles.append(handle) }
        gtk_grid_attach(cast(grid), widget, Int32(index % 25), Int32(index / 25), 1, 1)
      }
      waitForNextFrame()
      return handles
    }

    /// Clicks one toggle `count` times with XTest and prints the milliseconds from each click to the frame showing it.
    static func clickLatency(_ kind: WidgetKind, count: Int) {
      let window = makeWindow(width: 300, height: 200)
      let (widget, handle) = kind.make(label: "Click me")
      if let handle {
        handle.onChange = { _ in FrameSignals.changeCount += 1 }
      } else {
        _ = tk_signal_connect(
          UnsafeMutableRawPointer(WidgetKind.valueWidget(widget, look: kind.look)),
          "notify::active", unsafeBitCast(activeChanged, to: GCallback.self), nil, nil)
      }
      gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
      gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
      // Clicks land on what toggles: the switch or box at the left of a row, the middle of a button.
      let clickWidget = kind.isNative ? WidgetKind.valueWidget(widget, look: kind.look) : widget
      gtk_window_set_child(cast(window), widget)
      idle(milliseconds: 300)
      waitForNextFrame()

      // For a row (checkbox, switch), the indicator at its start; for a button, its middle.
      guard
        let input = RealInput(
          window: window, widget: clickWidget, x: kind.look == .push ? nil : 10)
      else { exit(2) }
      let display = input.display
      idle(milliseconds: 100)

      var latencies: [Double] = []
      var missed = 0
      for _ in 0..<count {
        let changes = FrameSignals.changeCount
        let start = monotonicMilliseconds()
        XTestFakeButtonEvent(display, 1, 1, 0)
        XTestFakeButtonEvent(display, 1, 0, 0)
        XFlush(display)
        var changedAt = 0.0
        let shown = pump(
          until: {
            if changedAt == 0, FrameSignals.changeCount > changes {
              changedAt = monotonicMilliseconds()
            }
            return changedAt > 0 && FrameSignals.lastPaint >= changedAt
          }, timeoutMilliseconds: 1000)
        if shown { latencies.append(FrameSignals.lastPaint - start) } else { missed += 1 }
        // Past GTK's double-click time between presses is not needed: one press each.
        idle(milliseconds: 25)
      }
      print("click_ms=" + latencies.map { String($0) }.joined(separator: ",") + " missed=\(missed)")
      withExtendedLifetime(handle) {}
    }

    /// Creates and destroys `count` toggles with handlers attached; prints what was not freed.
    static func churn(count: Int) {
      let window = makeWindow(width: 400, height: 300)
      let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      gtk_window_set_child(cast(window), box)
      let peersBefore = ToggleButton.liveWidgetCount
      final class AppState { var toggles = 0 }
      let app = AppState()
      var batch: [UnsafeMutablePointer<GtkWidget>] = []
      for index in 0..<count {
        let toggle = ToggleButton(label: "Churn \(index)")
        toggle.onToggle = { [weak app] _ in app?.toggles += 1 }
        toggle.onClick = { [weak toggle] in _ = toggle?.isOn }
        toggle.onChange = { [weak app] _ in app?.toggles += 1 }
        toggle.shouldToggle = { _ in true }
        g_object_weak_ref(
          UnsafeMutableRawPointer(toggle.widget).assumingMemoryBound(to: GObject.self),
          { _, _ in FrameSignals.finalized += 1 }, nil)
        gtk_box_append(cast(box), toggle.widget)
        toggle.coordinator.keyDown(.enter)  // run the handlers once
        batch.append(toggle.widget)
        if batch.count == 500 || index == count - 1 {
          waitForNextFrame()
          for widget in batch { gtk_box_remove(cast(box), widget) }
          batch.removeAll()
        }
      }
      idle(milliseconds: 100)
      let peersLeft = ToggleButton.liveWidgetCount - peersBefore
      print("churn: created=\(count) finalized=\(FrameSignals.finalized) peers_alive=\(peersLeft)")
    }
  }
#endif
