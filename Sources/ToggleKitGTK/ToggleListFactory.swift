#if os(Linux)
  import CGtk4
  @_spi(ToggleKitTools) import ToggleKit

  /// A `GtkListItemFactory` whose rows are ToggleKit toggles showing the items of a
  /// ``ToggleStore`` (L1-L6): for `GtkListView`, or a `GtkColumnView` column.
  ///
  /// GTK makes a few row widgets and rebinds them to whichever items are on screen. Each
  /// row here is a toggle of `look`; when GTK binds it to a position, the factory asks
  /// `item` which store item that is, titles the row with `title`, and binds the row's
  /// toggle to the item: it shows the item's value and pending save at once, and a click,
  /// Space or an assistive technology's activate changes the item. Nothing of an item
  /// lives in a row, so a checked row 2 never shows up as row 12, and a save started in a
  /// row that scrolls away goes on and shows where the item is shown next.
  ///
  /// ```swift
  /// let store = ToggleStore(mode: .multiple, items: 0..<100_000)
  /// let rows = ToggleListFactory(store: store, look: .checkbox) { position, _ in Int(position) }
  ///   title: { "Item \($0 + 1)" }
  /// let list = gtk_list_view_new(selectionModel, rows.factory)
  /// ```
  ///
  /// Keep the factory as long as the list: it holds the closures, and the list holds its
  /// `GtkListItemFactory`. Rows never hold the store: a list outliving it shows its rows
  /// unbound.
  @MainActor
  public final class ToggleListFactory<ID: Hashable & Sendable> {
    /// The `GtkSignalListItemFactory`, owned by this object; lists take their own reference.
    public let factory: OpaquePointer
    /// The store whose items the rows show.
    public let store: ToggleStore<ID>
    /// How many row widgets the factory has made and not torn down: what GTK keeps alive
    /// for the rows on screen (about twice a screenful with GtkListView's reuse).
    public private(set) var liveRowCount = 0
    /// How many rows the list has, for screen readers' "3 of 100,000"; nil: the store's
    /// item count, right when the list shows every item of the store in its order.
    public var setSize: (() -> Int)?

    private let look: ToggleLook
    private let item: (_ position: UInt32, _ item: UnsafeMutableRawPointer?) -> ID?
    private let title: (ID) -> String

    /// Creates a factory of rows of `look` for `store`; `item` turns a list position (and
    /// the model's item there) into the store's item, `title` names a row's item.
    public init(
      store: ToggleStore<ID>, look: ToggleLook = .checkbox,
      item: @escaping (_ position: UInt32, _ item: UnsafeMutableRawPointer?) -> ID?,
      title: @escaping (ID) -> String
    ) {
      self.store = store
      self.look = look
      self.item = item
      self.title = title
      factory = gtk_signal_list_item_factory_new()!
      connectSignals()
    }

    isolated deinit {
      g_object_unref(UnsafeMutableRawPointer(factory))
    }

    /// The handlers hold the factory weakly (through a binder GLib frees with them), so the
    /// Swift object and the GObject do not keep each other alive.
    private func connectSignals() {
      let binder = Unmanaged.passRetained(ListRowBinder(self)).toOpaque()
      let release: GClosureNotify = { data, _ in
        MainThread.run { Unmanaged<ListRowBinder>.fromOpaque(data!).release() }
      }
      let instance = UnsafeMutableRawPointer(factory)
      // Each signal is (GtkSignalListItemFactory *, GtkListItem *, gpointer); GTK 4.12 types
      // the item as a GObject, the same pointer.
      typealias Handler =
        @convention(c) (
          UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
        ) -> Void
      let setup: Handler = { _, listItem, data in
        MainThread.run { ListRowBinder.of(data)?.setUp(listItem) }
      }
      let bind: Handler = { _, listItem, data in
        MainThread.run { ListRowBinder.of(data)?.bind(listItem) }
      }
      let unbind: Handler = { _, listItem, data in
        MainThread.run { ListRowBinder.of(data)?.unbind(listItem) }
      }
      let teardown: Handler = { _, listItem, data in
        MainThread.run { ListRowBinder.of(data)?.tearDown(listItem) }
      }
      _ = tk_signal_connect(
        instance, "setup", unsafeBitCast(setup, to: GCallback.self), binder, release)
      // The one binder is released once, with the first handler; the others borrow it.
      _ = tk_signal_connect(instance, "bind", unsafeBitCast(bind, to: GCallback.self), binder, nil)
      _ = tk_signal_connect(
        instance, "unbind", unsafeBitCast(unbind, to: GCallback.self), binder, nil)
      _ = tk_signal_connect(
        instance, "teardown", unsafeBitCast(teardown, to: GCallback.self), binder, nil)
    }

    /// Gives `list` GTK's select-all keys for the store: Ctrl+A turns every item on and
    /// Ctrl+Shift+A every item off, as the user's (G6), ahead of the list's own bindings.
    ///
    /// The store is not the list's `GtkSelectionModel`, and should not be: a list's click
    /// selects one row and unselects the rest, and Shift and Ctrl extend, which for a list
    /// of toggles would clear every other check at a plain click. Give the list a
    /// `GtkNoSelection` (or a selection of its own), and these keys.
    public func handleSelectAllKeys(in list: UnsafeMutablePointer<GtkWidget>) {
      let controller = gtk_shortcut_controller_new()!
      gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
      let shortcuts = controller
      for (trigger, value) in [("<Control>a", ToggleValue.on), ("<Control><Shift>a", .off)] {
        let box = Unmanaged.passRetained(SelectAllKey(store: store, value: value)).toOpaque()
        let callback: GtkShortcutFunc = { _, _, data in
          MainThread.run { Unmanaged<SelectAllKey>.fromOpaque(data!).takeUnretainedValue()() }
          return 1
        }
        let release: GDestroyNotify = { data in
          MainThread.run { Unmanaged<SelectAllKey>.fromOpaque(data!).release() }
        }
        let action = gtk_callback_action_new(callback, box, release)
        gtk_shortcut_controller_add_shortcut(
          shortcuts, gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), action))
      }
      gtk_widget_add_controller(list, controller)
    }

    // MARK: The rows' life, as GTK drives it

    fileprivate func setUp(_ listItem: OpaquePointer) {
      let row = ToggleButton(label: "", look: look)
      gtk_list_item_set_child(listItem, row.widget)
      liveRowCount += 1
    }

    fileprivate func bind(_ listItem: OpaquePointer) {
      guard let child = gtk_list_item_get_child(listItem), let peer = WidgetPeer.of(child) else {
        return
      }
      let position = gtk_list_item_get_position(listItem)
      guard let id = item(position, gtk_list_item_get_item(listItem)) else {
        // A position the app has no item for: the row shows off and acts on nothing (L4).
        peer.setLabel("")
        store.unbind(peer.coordinator)
        return
      }
      peer.setLabel(title(id))
      store.bind(peer.coordinator, to: id)
      // Its place among all the items, not among the few row widgets GTK keeps (G7, L1).
      let count = setSize?() ?? store.count
      tk_accessible_set_position(
        OpaquePointer(child), Int32(clamping: Int(position) + 1), Int32(clamping: count))
    }

    fileprivate func unbind(_ listItem: OpaquePointer) {
      guard let child = gtk_list_item_get_child(listItem), let peer = WidgetPeer.of(child) else {
        return
      }
      store.unbind(peer.coordinator)
    }

    fileprivate func tearDown(_ listItem: OpaquePointer) {
      if let child = gtk_list_item_get_child(listItem), let peer = WidgetPeer.of(child) {
        store.unbind(peer.coordinator)
        liveRowCount -= 1
      }
      gtk_list_item_set_child(listItem, nil)
    }
  }

  /// What a select-all key does: the store's select all toward a value, held weakly.
  @MainActor
  private final class SelectAllKey {
    private let run: () -> Void

    init<ID>(store: ToggleStore<ID>, value: ToggleValue) {
      run = { [weak store] in store?.activateSelectAll(toward: value) }
    }

    func callAsFunction() { run() }
  }

  /// What the factory's C handlers reach: the factory, weakly, with its ID type erased.
  @MainActor
  private final class ListRowBinder {
    private let setUpRow: (OpaquePointer) -> Void
    private let bindRow: (OpaquePointer) -> Void
    private let unbindRow: (OpaquePointer) -> Void
    private let tearDownRow: (OpaquePointer) -> Void

    init<ID>(_ factory: ToggleListFactory<ID>) {
      setUpRow = { [weak factory] in factory?.setUp($0) }
      bindRow = { [weak factory] in factory?.bind($0) }
      unbindRow = { [weak factory] in factory?.unbind($0) }
      tearDownRow = { [weak factory] in factory?.tearDown($0) }
    }

    static func of(_ data: UnsafeMutableRawPointer?) -> ListRowBinder? {
      data.map { Unmanaged<ListRowBinder>.fromOpaque($0).takeUnretainedValue() }
    }

    func setUp(_ item: UnsafeMutableRawPointer?) { item.map { setUpRow(OpaquePointer($0)) } }
    func bind(_ item: UnsafeMutableRawPointer?) { item.map { bindRow(OpaquePointer($0)) } }
    func unbind(_ item: UnsafeMutableRawPointer?) { item.map { unbindRow(OpaquePointer($0)) } }
    func tearDown(_ item: UnsafeMutableRawPointer?) { item.map { tearDownRow(OpaquePointer($0)) } }
  }
#endif
