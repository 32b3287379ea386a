#if os(Linux)
  import CGtk4
  @_spi(ToggleKitTools) import ToggleKit

  /// A `GtkListItemFactory` whose rows are ToggleKit toggles showing the items of a
  /// `ToggleStore` (L1-L8): for `GtkListView`, `GtkGridView`, or a `GtkColumnView`
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
    public convenience init(
      store: ToggleStore<ID>, look: ToggleLook = .checkbox,
      item: @escaping (_ position: UInt32, _ item: UnsafeMutableRawPointer?) -> ID?,
      title: @escaping (ID) -> String
    ) {
      self.init(store: store, look: look, item: item, shownItem: item, title: title)
    }

    /// `shownItem` reads a model item as `item` does, without what binding a row does
    /// besides (the C library's remembers the row's title): the select-all keys read
    /// every item a filtered list shows with it. A bound row follows the model item's
    /// string property `titleProperty`, if given, when it changes.
    init(
      store: ToggleStore<ID>, look: ToggleLook,
      item: @escaping (_ position: UInt32, _ item: UnsafeMutableRawPointer?) -> ID?,
      shownItem: @escaping (_ position: UInt32, _ item: UnsafeMutableRawPointer?) -> ID?,
      title: @escaping (ID) -> String, titleProperty: String? = nil
    ) {
      rows = ListRows(
        store: store, look: look, item: item, title: title, titleProperty: titleProperty)
      factory = gtk_signal_list_item_factory_new()!
      ShownItems.attach(shownItem, for: store, to: factory)
      connectSignals()
    }

    #if compiler(>=6.2)
      isolated deinit { resourcesToRelease()() }
    #else
      // No isolated deinit before Swift 6.2: the release goes to the main thread.
      deinit { MainThread.releaseAfterDeinit { resourcesToRelease() } }
    #endif

    /// What the deinit releases on the main thread, holding what it frees and not `self`.
    private func resourcesToRelease() -> @MainActor () -> Void {
      nonisolated(unsafe) let factory = factory
      return { g_object_unref(UnsafeMutableRawPointer(factory)) }
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

    /// Gives `list` GTK's select-all keys for the store: Ctrl+A and Ctrl+/ turn on every
    /// item the list shows, Ctrl+Shift+A and Ctrl+\ turn them off, as the user's (G6, L5).
    /// Call it once per list.
    ///
    /// The keys act on what the user sees, as `GtkMultiSelection` selects the rows of its
    /// own model: with a search (a `GtkFilterListModel`), a page (a `GtkSliceListModel`)
    /// or any model of the app's between the list and its items, they change only the items
    /// the list's model holds, read as this factory's rows read them, and the others keep
    /// their values. A list whose models hide nothing (selection models, sorting, a filter
    /// that lets everything through) over as many items as the store has changes every
    /// item in one fill. With a commit hook either is one save.
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

    /// Every item `list` shows on (or off, for `.off`) as the user's, as the select-all keys
    /// do, for a "Select All" button or menu item of the app's; with `list` nil, every item
    /// of the store. Returns whether items changed or their save started.
    @discardableResult
    public func selectAll(
      _ value: ToggleValue = .on, shownIn list: UnsafeMutablePointer<GtkWidget>?
    ) -> Bool {
      Self.selectAll(of: store, toward: value, shownIn: list)
    }

    /// The select all of the keys and of ``selectAll(_:shownIn:)``.
    static func selectAll(
      of store: ToggleStore<ID>, toward value: ToggleValue,
      shownIn list: UnsafeMutablePointer<GtkWidget>?
    ) -> Bool {
      if let list, let shown = ShownItems.items(of: store, in: list) {
        return store.activateSelectAll(toward: value, among: shown)
      }
      return store.activateEveryItem(toward: value)
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
        let box = Unmanaged.passRetained(SelectAllKey(store: store, value: value)).toOpaque()
        let callback: GtkShortcutFunc = { widget, _, data in
          MainThread.run {
            Unmanaged<SelectAllKey>.fromOpaque(data!).takeUnretainedValue()(in: widget) ? 1 : 0
          }
        }
        let release: GDestroyNotify = { data in
          MainThread.runOnMainContext(data!) { Unmanaged<SelectAllKey>.fromOpaque($0).release() }
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
    private let titleProperty: String?
    private(set) var liveRowCount = 0

    init(
      store: ToggleStore<ID>, look: ToggleLook,
      item: @escaping (UInt32, UnsafeMutableRawPointer?) -> ID?, title: @escaping (ID) -> String,
      titleProperty: String?
    ) {
      self.store = store
      self.look = look
      self.item = item
      self.title = title
      self.titleProperty = titleProperty
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
      let modelItem = gtk_list_item_get_item(listItem)
      RowTitleWatch.stop(row: child)
      guard let id = item(position, modelItem), store.contains(id) else {
        // Nothing the store holds: the row shows off, unlabelled, and takes no input (L4).
        // The core makes it insensitive, as it makes a bound row as enabled as its item.
        peer.setLabel("")
        store.showNothing(on: peer.coordinator)
        return
      }
      peer.setLabel(title(id))
      if let titleProperty, let modelItem {
        RowTitleWatch.start(
          row: child, item: modelItem, property: titleProperty, fallback: "\(id)")
      }
      store.bind(peer.coordinator, to: id)
    }

    func unbind(_ listItem: OpaquePointer) {
      guard let child = gtk_list_item_get_child(listItem), let peer = WidgetPeer.of(child) else {
        return
      }
      RowTitleWatch.stop(row: child)
      store.unbind(peer.coordinator)
    }

    /// GTK has unbound the row and let go of its child already: only the count is left.
    func tearDown(_ listItem: OpaquePointer) {
      liveRowCount -= 1
    }
  }

  /// What a select-all key does: the store's select all toward a value, over the items the
  /// list the key reached shows; the store is held weakly.
  @MainActor
  final class SelectAllKey {
    private weak var store: AnyObject?
    private let run: (UnsafeMutablePointer<GtkWidget>?) -> Void

    init<ID>(store: ToggleStore<ID>, value: ToggleValue) {
      self.store = store
      run = { [weak store] list in
        guard let store else { return }
        _ = ToggleListFactory<ID>.selectAll(of: store, toward: value, shownIn: list)
      }
    }

    /// Runs it for the list the shortcut reached; false (the key goes on) when the store
    /// is gone.
    func callAsFunction(in list: UnsafeMutablePointer<GtkWidget>?) -> Bool {
      guard store != nil else { return false }
      run(list)
      return true
    }
  }
#endif
