#if os(Linux)
  import CGtk4

  /// Keeps a bound row's title in step with a string property of its model item (the GNOME
  /// app trial: a title read once at bind went stale when the app renamed the item).
  ///
  /// The C library's factories title a row with an item property; while the row is bound,
  /// `notify::PROPERTY` on the item sets the row's label again. The watch lives on the row
  /// widget as qdata: it holds the item, and stopping it (unbind, a new bind, or the row's
  /// destruction) disconnects the handler.
  @MainActor
  enum RowTitleWatch {
    private static let key = g_quark_from_static_string("toggle-kit-row-title-watch")

    /// What a row follows: the item (held), the handler, and the title shown when the
    /// property is NULL (the item's name, as at bind).
    private final class Watch {
      let item: UnsafeMutableRawPointer
      let property: String
      let fallback: String
      var handler: gulong = 0

      init(item: UnsafeMutableRawPointer, property: String, fallback: String) {
        self.item = item
        self.property = property
        self.fallback = fallback
        g_object_ref(item)
      }

      /// Runs on the main thread only: GTK's rows are torn down there.
      func end() {
        // The app may have disconnected every handler of the item (g_signal_handlers_destroy).
        if handler != 0, g_signal_handler_is_connected(item, handler) != 0 {
          g_signal_handler_disconnect(item, handler)
        }
        handler = 0
        g_object_unref(item)
      }
    }

    /// Makes `row` show `item`'s string property `property` each time it changes, until
    /// ``stop(row:)``; `fallback` is shown when it becomes NULL.
    static func start(
      row: UnsafeMutablePointer<GtkWidget>, item: UnsafeMutableRawPointer, property: String,
      fallback: String
    ) {
      stop(row: row)
      // `notify` is detailed by the spec's own spelling, with dashes: an app that names
      // the property with underscores would otherwise watch a detail never emitted.
      guard let canonical = tk_object_string_property_name(item, property) else { return }
      let watch = Watch(item: item, property: property, fallback: fallback)
      watch.handler = tk_signal_connect(
        item, "notify::\(String(cString: canonical))", unsafeBitCast(changed, to: GCallback.self),
        UnsafeMutableRawPointer(row), nil)
      g_object_set_qdata_full(
        UnsafeMutableRawPointer(row).assumingMemoryBound(to: GObject.self), key,
        Unmanaged.passRetained(watch).toOpaque()
      ) { data in
        guard let pointer = data else { return }
        nonisolated(unsafe) let watchPointer = pointer
        MainThread.run {
          let watch = Unmanaged<Watch>.fromOpaque(watchPointer).takeRetainedValue()
          watch.end()
        }
      }
    }

    /// Stops following, if `row` follows an item.
    static func stop(row: UnsafeMutablePointer<GtkWidget>) {
      g_object_set_qdata(
        UnsafeMutableRawPointer(row).assumingMemoryBound(to: GObject.self), key, nil)
    }

    private static let changed:
      @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, gpointer?) -> Void = {
        _, _, row in
        nonisolated(unsafe) let row = row
        MainThread.run {
          guard let row, let peer = WidgetPeer.of(row.assumingMemoryBound(to: GtkWidget.self)),
            let data = g_object_get_qdata(row.assumingMemoryBound(to: GObject.self), key)
          else { return }
          let watch = Unmanaged<Watch>.fromOpaque(data).takeUnretainedValue()
          peer.setLabel(RowTitles.string(watch.property, of: watch.item) ?? watch.fallback)
        }
      }
  }
#endif
