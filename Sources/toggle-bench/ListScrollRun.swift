#if os(Linux)
  import CGtk4
  import Glibc
  @_spi(ToggleKitTools) import ToggleKit
  import ToggleKitGTK

  /// `toggle-bench list-scroll KIND`: a fast scroll through a GtkListView of 100,000 rows,
  /// one process per run. KIND `toggle`: ToggleKit checkboxes over a ToggleStore through a
  /// ToggleListFactory; `native`: GtkCheckButton rows bound the usual way (a
  /// GtkSignalListItemFactory whose bind sets `active` from an array, whose `toggled`
  /// writes it back); `toggle-grid`: ToggleKit rows in a one-column GtkGridView. Prints the work of each frame (the scroll's rebinding, then the frame clock's first `layout` to
  /// `after-paint`), its p50 and p95, and how many row widgets GTK kept.
  @MainActor
  enum ListScrollRun {
    static let itemCount = 100_000
    nonisolated(unsafe) static var layoutStart = 0.0
    nonisolated(unsafe) static var bindMilliseconds = 0.0
    nonisolated(unsafe) static var frameWork: [Double] = []
    nonisolated(unsafe) static var values = [Bool](repeating: false, count: 100_000)
    nonisolated(unsafe) static var nativeRows = 0

    static func run(kind: String, frames: Int = 300) {
      let window = GTKBenchmarks.makeWindow(width: 420, height: 600)
      let scroller = gtk_scrolled_window_new()!
      let names = gtk_string_list_new(nil)!
      for item in 0..<itemCount { gtk_string_list_append(names, "\(item)") }
      var rows: ToggleListFactory<Int>?
      let factory: OpaquePointer
      if kind == "native" {
        factory = nativeFactory()
      } else {
        let store = ToggleStore(mode: .multiple, items: 0..<itemCount)
        for item in stride(from: 0, to: itemCount, by: 3) { store.setValue(.on, for: item) }
        let made = ToggleListFactory(numberedStore: store) { "Setting \($0)" }
        rows = made
        factory = made.newReference()  // the list takes it
      }
      for item in stride(from: 0, to: itemCount, by: 3) { values[item] = true }
      // `toggle-grid`: the same rows in a one-column GtkGridView, which keeps about 33 row
      // widgets (GTK_GRID_VIEW_MAX_VISIBLE_ROWS) where GtkListView keeps about 200.
      let list: UnsafeMutablePointer<GtkWidget>
      if kind == "toggle-grid" {
        list = gtk_grid_view_new(gtk_no_selection_new(names), factory)!
        gtk_grid_view_set_max_columns(OpaquePointer(list), 1)
      } else {
        list = gtk_list_view_new(gtk_no_selection_new(names), factory)!
      }
      gtk_scrolled_window_set_child(OpaquePointer(scroller), list)
      gtk_window_set_child(GTKBenchmarks.cast(window), scroller)
      GTKBenchmarks.idle(milliseconds: 600)
      let clock = gtk_widget_get_frame_clock(window)!
      let layout: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, _ in
        // The first layout of a frame; GDK may lay out up to four times in one.
        if ListScrollRun.layoutStart == 0 { ListScrollRun.layoutStart = monotonicMilliseconds() }
      }
      let painted: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, _ in
        guard ListScrollRun.layoutStart > 0 else { return }
        ListScrollRun.frameWork.append(
          ListScrollRun.bindMilliseconds + monotonicMilliseconds() - ListScrollRun.layoutStart)
        ListScrollRun.layoutStart = 0
        ListScrollRun.bindMilliseconds = 0
      }
      _ = tk_signal_connect(
        UnsafeMutableRawPointer(clock), "layout", unsafeBitCast(layout, to: GCallback.self), nil,
        nil)
      _ = tk_signal_connect(
        UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(painted, to: GCallback.self),
        nil, nil)
      // A fast scroll: 900 pixels a frame (about 30 rows), as a flick or a dragged scrollbar.
      let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scroller))!
      frameWork.removeAll()
      var frame = 0
      while frameWork.count < frames, frame < frames * 4 {
        // A frame's work: the scroll itself, where GtkListView binds rows (value-changed,
        // set_anchor, ensure_items, before the frame clock runs; the work that differs
        // between ToggleKit rows and GtkCheckButton rows), then the frame from its first
        // layout to after-paint. The wait for the frame clock between them is not work.
        let bindStart = monotonicMilliseconds()
        let value = gtk_adjustment_get_value(adjustment) + 900
        gtk_adjustment_set_value(adjustment, value)
        bindMilliseconds += monotonicMilliseconds() - bindStart
        GTKBenchmarks.waitForNextFrame()
        frame += 1
      }
      let live = rows?.liveRowCount ?? nativeRows
      // Rows a screen shows: the page over the average row's height.
      let rowHeight = gtk_adjustment_get_upper(adjustment) / Double(itemCount)
      let onScreen = Int((gtk_adjustment_get_page_size(adjustment) / rowHeight).rounded(.up))
      print(
        "scroll_frame_ms=\(frameWork.map { String(format: "%.3f", $0) }.joined(separator: ",")) live_rows=\(live) on_screen=\(onScreen)"
      )
      withExtendedLifetime(rows) {}
    }

    /// GtkCheckButton rows bound the usual way.
    static func nativeFactory() -> OpaquePointer {
      let factory = gtk_signal_list_item_factory_new()!
      typealias Handler =
        @convention(c) (
          UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
        ) -> Void
      let setup: Handler = { _, item, _ in
        let check = gtk_check_button_new()!
        let toggled: @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> Void = {
          button, item in
          let position = Int(gtk_list_item_get_position(OpaquePointer(item)))
          guard position < ListScrollRun.values.count else { return }
          ListScrollRun.values[position] =
            gtk_check_button_get_active(button?.assumingMemoryBound(to: GtkCheckButton.self)) != 0
        }
        _ = tk_signal_connect(
          UnsafeMutableRawPointer(check), "toggled", unsafeBitCast(toggled, to: GCallback.self),
          item, nil)
        gtk_list_item_set_child(OpaquePointer(item), check)
        ListScrollRun.nativeRows += 1
      }
      let bind: Handler = { _, item, _ in
        let position = Int(gtk_list_item_get_position(OpaquePointer(item)))
        guard let child = gtk_list_item_get_child(OpaquePointer(item)) else { return }
        let check = UnsafeMutableRawPointer(child).assumingMemoryBound(to: GtkCheckButton.self)
        gtk_check_button_set_label(check, "Setting \(position)")
        gtk_check_button_set_active(check, ListScrollRun.values[position] ? 1 : 0)
      }
      let teardown: Handler = { _, _, _ in ListScrollRun.nativeRows -= 1 }
      for (signal, handler) in [("setup", setup), ("bind", bind), ("teardown", teardown)] {
        _ = tk_signal_connect(
          UnsafeMutableRawPointer(factory), signal, unsafeBitCast(handler, to: GCallback.self), nil,
          nil)
      }
      return factory
    }
  }
#endif
