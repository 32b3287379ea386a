#if os(Linux)
  import CGtk4
  @_spi(ToggleKitTools) import ToggleKit

  /// A `GtkListItemFactory` whose rows are ToggleKit toggles showing the items of a
  /// `ToggleStore` (L1-L6): for `GtkListView`, `GtkGridView`, or a `GtkColumnView`
  /// column (not a row or header factory).
  ///
  /// GTK makes a fixed budget of row widgets (about 200 for a `GtkListView`, about 33 for a
  /// one-column `GtkGridView`) and rebinds them to whichever items are on screen. Each row
  /// here is a toggle of `look`; when GTK binds it, the factory asks `item` which store item
  /// the model's item is, titles the row with `title`, and binds the row's toggle to it: it
  /// shows the item's value and pending save at once, and a click, Space or an assistive
  /// technology's activate changes the item. Nothing of an item lives in a row, so a
  /// checked row 2 never shows up as row 12, and a save started in a row that scrolls away
  /// goes on and shows where the item is shown next.
  ///
  /// Name items by the model's item, not by its position: GTK 4.10 and later do not bind a
  /// row again when only its position changes (an insert above it), so a position read at
  /// bind time goes stale.
  ///
  /// ```swift
  /// // A GtkStringList of "0" ... "99999", each string an item's number.
  /// let rows = ToggleListFactory(numberedStore: store) { "Setting \($0)" }
  /// let list = gtk_list_view_new(selectionModel, rows.newReference())
  /// ```
  ///
  /// The GtkListItemFactory owns what its rows need (the store, the closures), so it
  /// works on after this object goes; this object holds one reference to it.
  @MainActor
  public final class ToggleListFactory<ID: Hashable & Sendable> {
    /// The `GtkSignalListItemFactory`; this object holds one reference. GTK's constructors
    /// that take a factory (`gtk_list_view_new`, `gtk_column_view_column_new`) take the
    /// caller's reference: give them ``newReference()``.
    public let factory: OpaquePointer
    /// The store whose items the rows show.
    public var store: ToggleStore<ID> { rows.store }
    /// How many row widgets the factory has made and GTK has not torn down.
    public var liveRowCount: Int { rows.liveRowCount }

    private let rows: ListRows<ID>

    /// Creates a factory of rows of `look` for `store`; `item` turns the model's item (and
    /// its position) into the store's item, nil for none; `title` names a row's item.
    public init(
      store: ToggleStore<ID>, look: ToggleLook = .checkbox,
      item: @escaping (_ position: UInt32, _ item: UnsafeMutableRawPointer?) -> ID?,
      title: @escaping (ID) -> String
    ) {
      rows = ListRows(store: store, look: look, item: item, title: title)
      factory = gtk_signal_list_item_factory_new()!
      ShownItems.attach(item, to: factory)
      connectSignals()
    }

    isolated deinit {
      g_object_unref(UnsafeMutableRawPointer(factory))
    }

    /// A new reference to ``factory``, for a constructor that takes it (transfer full).
    public func newReference() -> OpaquePointer {
      g_object_ref(UnsafeMutableRawPointer(factory))
      return factory
    }

    private func connectSignals() {
      let rows = self.rows
      ListRowBinder.connect(factory) {
        ListRowBinder(
          setUp: rows.setUp, bind: rows.bind, unbind: rows.unbind, tearDown: rows.tearDown)
      }
    }

    /// Gives `list` GTK's select-all keys for the store: Ctrl+A and Ctrl+/ turn every item
    /// on, Ctrl+Shift+A and Ctrl+\ every item off, as the user's (G6). Call it once per list.
    ///
    /// The keys act on what the user sees (L5): when the list's model goes through a
    /// `GtkFilterListModel` (a search), they change only the items it shows, read as this
    /// factory's rows read them, as `GtkMultiSelection` selects only the shown rows; the
    /// hidden items keep their values. Otherwise they change every item of the store, in
    /// one fill. With a commit hook either is one save.
    ///
    /// In the bubble phase: a text field in a row keeps its own Ctrl+A, and the list's own
    /// bindings (`list.select-all`, in GTK's class shortcuts, which run after controllers
    /// added to the list) do not run for these keys.
    ///
    /// The store is not the list's `GtkSelectionModel`, and should not be: a list's click
    /// selects one row and unselects the rest, and Shift and Ctrl extend, which for a list
    /// of toggles would clear every other check at a plain click. Give the list a
    /// `GtkNoSelection` (or a selection of its own), and these keys.
    public func handleSelectAllKeys(in list: UnsafeMutablePointer<GtkWidget>) {
      Self.handleSelectAllKeys(of: store, in: list)
    }

    /// Gives `list` GTK's select-all keys for `store` (see the instance method).
    static func handleSelectAllKeys(
      of store: ToggleStore<ID>, in list: UnsafeMutablePointer<GtkWidget>
    ) {
      let controller = gtk_shortcut_controller_new()!
      // GtkListBase's own pairs: Ctrl+A and Ctrl+/ select all, Ctrl+Shift+A and Ctrl+\ clear.
      let keys: [(String, ToggleValue)] = [
        ("<Control>a", .on), ("<Control>slash", .on), ("<Control><Shift>a", .off),
        ("<Control>backslash", .off),
      ]
      for (trigger, value) in keys {
        let key = SelectAllKey(store: store, value: value, list: list)
        let box = Unmanaged.passRetained(key).toOpaque()
        let callback: GtkShortcutFunc = { _, _, data in
          MainThread.run {
            Unmanaged<SelectAllKey>.fromOpaque(data!).takeUnretainedValue()() ? 1 : 0
          }
        }
        let release: GDestroyNotify = { data in
          MainThread.run { Unmanaged<SelectAllKey>.fromOpaque(data!).release() }
        }
        let action = gtk_callback_action_new(callback, box, release)
        gtk_shortcut_controller_add_shortcut(
          controller, gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), action))
      }
      gtk_widget_add_controller(list, controller)
    }
  }

  extension ToggleListFactory where ID == Int {
    /// A factory for a `GtkStringList` whose strings are the items' numbers ("0", "1", ...),
    /// read from each row's model item (so positions may move).
    public convenience init(
      numberedStore store: ToggleStore<Int>, look: ToggleLook = .checkbox,
      title: @escaping (Int) -> String
    ) {
      self.init(
        store: store, look: look,
        item: { _, item in
          guard let item, let text = gtk_string_object_get_string(OpaquePointer(item)) else {
            return nil
          }
          return Int(String(cString: text))
        }, title: title)
    }
  }

  /// The rows' state and what GTK's four signals do with it; owned by the handlers.
  @MainActor
  private final class ListRows<ID: Hashable & Sendable> {
    let store: ToggleStore<ID>
    private let look: ToggleLook
    private let item: (_ position: UInt32, _ item: UnsafeMutableRawPointer?) -> ID?
    private let title: (ID) -> String
    private(set) var liveRowCount = 0

    init(
      store: ToggleStore<ID>, look: ToggleLook,
      item: @escaping (UInt32, UnsafeMutableRawPointer?) -> ID?, title: @escaping (ID) -> String
    ) {
      self.store = store
      self.look = look
      self.item = item
      self.title = title
    }

    func setUp(_ listItem: OpaquePointer) {
      let row = ToggleButton(label: "", look: look)
      gtk_list_item_set_child(listItem, row.widget)
      liveRowCount += 1
    }

    func bind(_ listItem: OpaquePointer) {
      guard let child = gtk_list_item_get_child(listItem), let peer = WidgetPeer.of(child) else {
        return
      }
      let position = gtk_list_item_get_position(listItem)
      guard let id = item(position, gtk_list_item_get_item(listItem)), store.contains(id) else {
        // Nothing the store holds: the row shows off, unlabelled, and takes no input (L4).
        peer.setLabel("")
        store.showNothing(on: peer.coordinator)
        gtk_widget_set_sensitive(child, 0)
        return
      }
      gtk_widget_set_sensitive(child, 1)
      peer.setLabel(title(id))
      store.bind(peer.coordinator, to: id)
    }

    func unbind(_ listItem: OpaquePointer) {
      guard let child = gtk_list_item_get_child(listItem), let peer = WidgetPeer.of(child) else {
        return
      }
      store.unbind(peer.coordinator)
    }

    /// GTK has unbound the row and let go of its child already: only the count is left.
    func tearDown(_ listItem: OpaquePointer) {
      liveRowCount -= 1
    }
  }

  /// What a select-all key does: the store's select all toward a value, over the items the
  /// list shows; the store is held weakly.
  @MainActor
  final class SelectAllKey {
    private weak var store: AnyObject?
    private let run: () -> Void

    init<ID>(store: ToggleStore<ID>, value: ToggleValue, list: UnsafeMutablePointer<GtkWidget>) {
      self.store = store
      // The controller that holds this key is the list's: the list outlives it.
      nonisolated(unsafe) let list = list
      run = { [weak store] in
        guard let store else { return }
        if let shown = ShownItems.filtered(in: list, as: ID.self) {
          store.activateSelectAll(toward: value, among: shown)
        } else {
          store.activateSelectAll(toward: value)
        }
      }
    }

    /// Runs it; false (the key goes on) when the store is gone.
    func callAsFunction() -> Bool {
      guard store != nil else { return false }
      run()
      return true
    }
  }
#endif
