#if os(Linux)
  import CGtk4
  import Glibc
  import ToggleKitGTK

  /// `toggle-gallery --list`: 100,000 settings in a GtkListView, each saved to a pretend
  /// server (8 s; every tenth refuses), with a "Select all" above, whose change is one save
  /// (6 s; refused when it would turn all 100,000 settings off at once). What the end-to-end
  /// test drives with real X input: rows toggled, scrolled far and back, a save still
  /// pending when its row comes back, "select all" over every row.
  @MainActor
  final class ListWindow {
    static let itemCount = 100_000
    let window: UnsafeMutablePointer<GtkWidget>
    let store = ToggleStore(mode: .multiple, items: 0..<ListWindow.itemCount)
    let rows: ToggleListFactory<Int>
    let selectAll = ToggleButton(label: "Select all", look: .checkbox)
    private let scroller: UnsafeMutablePointer<GtkWidget>
    private var layoutPending = false

    init() {
      rows = ToggleListFactory(numberedStore: store) { "Setting \($0)" }
      window = gtk_window_new()
      gtk_window_set_title(cast(window), "ToggleKit List")
      gtk_window_set_default_size(cast(window), 420, 520)
      let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
      gtk_window_set_child(cast(window), box)
      store.setCommit(.optimistic, timeout: 10) { change in
        if let bulk = change.bulk {
          // "Select all" and "clear all" are one save (L5), refused when it would turn
          // off all 100,000 settings at once (every one was on).
          try await Task.sleep(nanoseconds: 6_000_000_000)
          if bulk.newValue == .off, bulk.changedCount == ListWindow.itemCount {
            throw ToggleCommitFailure(reason: .failed, message: "the server keeps one setting")
          }
          return
        }
        try await Task.sleep(nanoseconds: 8_000_000_000)
        if let item = change.items.last?.id, item % 10 == 0 {
          throw ToggleCommitFailure(reason: .failed, message: "the server refused")
        }
      }
      selectAll.becomeSelectAll(of: store)
      gtk_widget_set_margin_start(selectAll.widget, 12)
      gtk_box_append(cast(box), selectAll.widget)
      let names = gtk_string_list_new(nil)!
      for item in 0..<Self.itemCount { gtk_string_list_append(names, "\(item)") }
      let list = gtk_list_view_new(gtk_no_selection_new(names), rows.newReference())!
      rows.handleSelectAllKeys(in: list)  // Ctrl+A, Ctrl+Shift+A
      scroller = gtk_scrolled_window_new()
      gtk_widget_set_vexpand(scroller, 1)
      gtk_scrolled_window_set_child(OpaquePointer(scroller), list)
      gtk_box_append(cast(box), scroller)
      store.onChange = { [weak self] change in self?.tell(change) }
      let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scroller))!
      _ = tk_signal_connect(
        UnsafeMutableRawPointer(adjustment), "value-changed",
        unsafeBitCast(Self.scrolled, to: GCallback.self),
        Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    private static let scrolled: @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> Void = {
      _, data in
      nonisolated(unsafe) let data = data
      MainActor.assumeIsolated {
        Unmanaged<ListWindow>.fromOpaque(data!).takeUnretainedValue().layoutSoon()
      }
    }

    /// A change as the test reads it: "list: 3 on (pending)", "list: 100000 on (select all)".
    private func tell(_ change: ToggleStore<Int>.Change) {
      let phase: String =
        switch change.phase {
        case .committed: change.cause == .user ? "committed" : "set"
        case .pending: "pending"
        case .rolledBack(let failure): "rolled back: \(failure.message)"
        case .cancelled: "cancelled"
        }
      if let bulk = change.bulk {
        Gallery.printLine("list: \(bulk.changedCount) \(bulk.newValue) (select all, \(phase))")
      }
      for item in change.items { Gallery.printLine("list: \(item.id) \(item.newValue) (\(phase))") }
    }

    /// Prints where each row on screen is once the scrolling settles, for real clicks.
    private func layoutSoon() {
      guard !layoutPending else { return }
      layoutPending = true
      g_timeout_add(
        150,
        { data in
          nonisolated(unsafe) let data = data
          MainActor.assumeIsolated {
            let window = Unmanaged<ListWindow>.fromOpaque(data!).takeUnretainedValue()
            // Printed from the frame after the scroll settled, laid out as it shows now.
            NextFrame.whenDrawn(window.window) { [weak window] in
              window?.layoutPending = false
              window?.printLayout()
            }
          }
          return 0
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// "layout: Setting 12|x|y" for each row on screen and "Select all", then "layout: done".
    func printLayout() {
      var widgets: [UnsafeMutablePointer<GtkWidget>] = [selectAll.widget]
      func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
        if gtk_widget_get_mapped(widget) == 0 { return }
        if ToggleButton(wrapping: widget) != nil, widget != selectAll.widget {
          widgets.append(widget)
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
          visit(current)
          child = gtk_widget_get_next_sibling(current)
        }
      }
      visit(scroller)
      for widget in widgets {
        guard let toggle = ToggleButton(wrapping: widget) else { continue }
        var point = graphene_point_t()
        var centre = graphene_point_t(x: 12, y: Float(gtk_widget_get_height(widget)) / 2)
        guard gtk_widget_compute_point(widget, window, &centre, &point) != 0,
          point.y > 0, Int32(point.y) < gtk_widget_get_height(window)
        else { continue }
        Gallery.printLine("layout: \(toggle.label)|\(Int(point.x))|\(Int(point.y))")
      }
      Gallery.printLine("rows: \(rows.liveRowCount)")
      Gallery.printLine("layout: done")
    }

    func present() {
      SyncKey.install(on: window)
      gtk_window_present(cast(window))
      NextFrame.whenDrawn(window) { [weak self] in self?.printLayout() }
    }
  }
#endif
