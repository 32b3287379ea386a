#if os(Linux)
  import CGtk4

  /// What a `GtkSignalListItemFactory`'s four handlers reach: the rows' setup, bind, unbind
  /// and teardown, with the factory's identifier type erased. Shared by the list and the
  /// tree factories.
  @MainActor
  final class ListRowBinder {
    private let setUpRow: (OpaquePointer) -> Void
    private let bindRow: (OpaquePointer) -> Void
    private let unbindRow: (OpaquePointer) -> Void
    private let tearDownRow: (OpaquePointer) -> Void

    init(
      setUp: @escaping (OpaquePointer) -> Void, bind: @escaping (OpaquePointer) -> Void,
      unbind: @escaping (OpaquePointer) -> Void, tearDown: @escaping (OpaquePointer) -> Void
    ) {
      setUpRow = setUp
      bindRow = bind
      unbindRow = unbind
      tearDownRow = tearDown
    }

    /// Connects the four signals of `factory`. Each handler holds a binder of its own,
    /// which GLib releases with the handler: disconnecting one frees nothing another uses.
    static func connect(_ factory: OpaquePointer, _ makeBinder: () -> ListRowBinder) {
      typealias Handler =
        @convention(c) (
          UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
        ) -> Void
      let release: GClosureNotify = { data, _ in
        MainThread.run { Unmanaged<ListRowBinder>.fromOpaque(data!).release() }
      }
      // Each is (GtkSignalListItemFactory *, GObject *, gpointer): a GtkListItem, or
      // GtkColumnViewCell, which is one.
      let handlers: [(String, Handler)] = [
        ("setup", { _, item, data in MainThread.run { ListRowBinder.of(data)?.setUp(item) } }),
        ("bind", { _, item, data in MainThread.run { ListRowBinder.of(data)?.bind(item) } }),
        ("unbind", { _, item, data in MainThread.run { ListRowBinder.of(data)?.unbind(item) } }),
        (
          "teardown", { _, item, data in MainThread.run { ListRowBinder.of(data)?.tearDown(item) } }
        ),
      ]
      for (signal, handler) in handlers {
        let binder = Unmanaged.passRetained(makeBinder()).toOpaque()
        _ = tk_signal_connect(
          UnsafeMutableRawPointer(factory), signal, unsafeBitCast(handler, to: GCallback.self),
          binder, release)
      }
    }

    static func of(_ data: UnsafeMutableRawPointer?) -> ListRowBinder? {
      data.map { Unmanaged<ListRowBinder>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The object, if it is a GtkListItem: a row or header factory's objects are not.
    private static func listItem(_ object: UnsafeMutableRawPointer?) -> OpaquePointer? {
      guard tk_is_widget_of_type(object, gtk_list_item_get_type()) != 0 else { return nil }
      return OpaquePointer(object)
    }

    func setUp(_ item: UnsafeMutableRawPointer?) { Self.listItem(item).map(setUpRow) }
    func bind(_ item: UnsafeMutableRawPointer?) { Self.listItem(item).map(bindRow) }
    func unbind(_ item: UnsafeMutableRawPointer?) { Self.listItem(item).map(unbindRow) }
    func tearDown(_ item: UnsafeMutableRawPointer?) { Self.listItem(item).map(tearDownRow) }
  }
#endif
