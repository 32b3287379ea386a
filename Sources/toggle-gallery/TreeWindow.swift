#if os(Linux)
  import CGtk4
  import Glibc
  import ToggleKitGTK

  /// `toggle-gallery --tree`: folders to back up, 101,010 nodes (10 folders of 100 albums
  /// of 100 files), in a GtkListView over a GtkTreeListModel, loaded lazily: a node's
  /// children are asked for when GTK makes the node's row (to know whether it has an
  /// arrow), and an album's files arrive a moment later, as a folder read from a disk does. What the end-to-end test drives with real X input: expand, check a folder,
  /// uncheck one file deep inside (its folders turn mixed), collapse and expand, scroll far
  /// and back; each check a save of a second, refused after 4 s for
  /// Folder 5.
  @MainActor
  final class TreeWindow {
    static let folders = 10
    static let perFolder = 100
    /// How many nodes the tree has once every folder is loaded.
    static let nodeCount = folders + folders * perFolder + folders * perFolder * perFolder
    let window: UnsafeMutablePointer<GtkWidget>
    let tree = ToggleTree<String>()
    let rows: ToggleTreeFactory<String>
    private let scroller: UnsafeMutablePointer<GtkWidget>
    private var layoutPending = false

    init() {
      tree.loadChildren(of: nil, (0..<Self.folders).map(String.init))
      rows = ToggleTreeFactory(stringTree: tree) { TreeWindow.title(of: $0) }
      // Before the model: GTK asks for a row's children as soon as it makes the row.
      window = gtk_window_new()
      gtk_window_set_title(cast(window), "ToggleKit Tree")
      gtk_window_set_default_size(cast(window), 420, 560)
      scroller = gtk_scrolled_window_new()
      tree.onChange = { [weak self] change in self?.tell(change) }
      // Each check or uncheck is one save to a pretend backup server (1 s), which has no
      // room for Folder 5: a save that touches it fails after 4 s and the folder goes back
      // (T10).
      tree.setCommit(.optimistic, timeout: 10) { change in
        guard change.items.contains(where: { $0.id == "5" || $0.id.hasPrefix("5/") }) else {
          try await Task.sleep(nanoseconds: 1_000_000_000)
          return
        }
        try await Task.sleep(nanoseconds: 4_000_000_000)
        throw ToggleCommitFailure(reason: .failed, message: "no room for Folder 5")
      }
      let model = rows.makeModel { [weak self] path in self?.children(of: path) }
      let list = gtk_list_view_new(gtk_no_selection_new(model), rows.newReference())!
      gtk_widget_set_vexpand(scroller, 1)
      gtk_scrolled_window_set_child(OpaquePointer(scroller), list)
      gtk_window_set_child(cast(window), scroller)
      // Rows come and go as folders expand and collapse: their places are printed again.
      _ = tk_signal_connect(
        UnsafeMutableRawPointer(model), "items-changed",
        unsafeBitCast(Self.itemsChanged, to: GCallback.self),
        Unmanaged.passUnretained(self).toOpaque(), nil)
      let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scroller))!
      _ = tk_signal_connect(
        UnsafeMutableRawPointer(adjustment), "value-changed",
        unsafeBitCast(Self.scrolled, to: GCallback.self),
        Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// A folder's albums, at once; an album's files are read as from a disk, after 0.4 s,
    /// and Folder 9's after 3 s, a slow disk whose reading rows the end-to-end test expands
    /// and reads through AT-SPI (T11); nil for a file.
    private func children(of path: String) -> [String]? {
      let depth = path.split(separator: "/").count
      let names = (0..<TreeWindow.perFolder).map { "\(path)/\($0)" }
      guard depth == 2 else { return depth == 1 ? names : nil }
      tree.beginLoadingChildren(of: path)
      let delay: UInt64 = path.hasPrefix("9/") ? 3_000_000_000 : 400_000_000
      Task { [weak self] in
        try? await Task.sleep(nanoseconds: delay)
        self?.tree.loadChildren(of: path, names)
      }
      return nil
    }

    /// "Folder 3", "Album 3-12", "File 3-12-7" for the paths "3", "3/12", "3/12/7".
    static func title(of path: String) -> String {
      let parts = path.split(separator: "/")
      let name = ["Folder", "Album", "File"][min(parts.count, 3) - 1]
      return "\(name) \(parts.joined(separator: "-"))"
    }

    private static let itemsChanged:
      @convention(c) (UnsafeMutableRawPointer?, guint, guint, guint, gpointer?) -> Void = {
        _, _, _, _, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated {
          Unmanaged<TreeWindow>.fromOpaque(data!).takeUnretainedValue().layoutSoon()
        }
      }

    private static let scrolled: @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> Void = {
      _, data in
      nonisolated(unsafe) let data = data
      MainActor.assumeIsolated {
        Unmanaged<TreeWindow>.fromOpaque(data!).takeUnretainedValue().layoutSoon()
      }
    }

    /// A change as the test reads it: "tree: File 0-0-5 off (user)", then each folder that
    /// followed, "tree: Album 0-0 mixed (derived)"; "tree: loaded 100 under Folder 0".
    private func tell(_ change: ToggleTree<String>.Change) {
      var cause = change.cause == .user ? "user" : "code"
      switch change.phase {
      case .pending: break
      case .committed:
        // Every user change here is saved: its nodes were told as it started.
        if change.cause == .user {
          Gallery.printLine("tree: saved")
          return
        }
      case .rolledBack(let failure):
        Gallery.printLine("tree: rolled back: \(failure.message)")
        cause = "rolled back"
      case .cancelled:
        Gallery.printLine("tree: cancelled")
        return
      }
      for item in change.items {
        Gallery.printLine("tree: \(Self.title(of: item.id)) \(item.newValue) (\(cause))")
      }
      for item in change.derived {
        Gallery.printLine("tree: \(Self.title(of: item.id)) \(item.newValue) (derived)")
      }
      if case .inserted(let parent, let count) = change.structure {
        Gallery.printLine("tree: loaded \(count) under \(parent.map(Self.title(of:)) ?? "the top")")
      }
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
            let window = Unmanaged<TreeWindow>.fromOpaque(data!).takeUnretainedValue()
            // Printed from the frame after the scroll settled, laid out as it shows now.
            NextFrame.whenDrawn(window.window) { [weak window] in
              window?.layoutPending = false
              window?.printLayout()
            }
          }
          return 0
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// "layout: File 0-0-5|x|y" for each toggle on screen, "expander: Folder 0|x|y" for each
    /// expander arrow on screen, then "layout: done".
    func printLayout() {
      func point(of widget: UnsafeMutablePointer<GtkWidget>, x: Float) -> (Int, Int)? {
        var point = graphene_point_t()
        var centre = graphene_point_t(x: x, y: Float(gtk_widget_get_height(widget)) / 2)
        guard gtk_widget_compute_point(widget, window, &centre, &point) != 0,
          point.y > 0, Int32(point.y) < gtk_widget_get_height(window)
        else { return nil }
        return (Int(point.x), Int(point.y))
      }
      func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
        if gtk_widget_get_mapped(widget) == 0 { return }
        if let toggle = ToggleButton(wrapping: widget) {
          if let (x, y) = point(of: widget, x: 12) {
            Gallery.printLine("layout: \(toggle.label)|\(x)|\(y)")
          }
          return
        }
        if String(cString: gtk_widget_get_css_name(widget)) == "expander",
          let row = gtk_widget_get_parent(widget), let child = gtk_widget_get_last_child(row),
          let toggle = ToggleButton(wrapping: child),
          let (x, y) = point(of: widget, x: Float(gtk_widget_get_width(widget)) / 2)
        {
          Gallery.printLine("expander: \(toggle.label)|\(x)|\(y)")
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
          visit(current)
          child = gtk_widget_get_next_sibling(current)
        }
      }
      visit(scroller)
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
