#if os(Linux)
  import CGtk4
  @_spi(ToggleKitTools) import ToggleKit

  /// A `GtkListItemFactory` whose rows are ToggleKit toggles in `GtkTreeExpander`s, showing
  /// the nodes of a `ToggleTree` (T1-T9): for a `GtkListView` over a `GtkTreeListModel`.
  ///
  /// Each row is an expander (GTK's arrow, indentation and its keys: `+`, `-`, `*`) around
  /// a toggle of `look`. When GTK binds a row, the factory gives the expander its
  /// `GtkTreeListRow`, asks `node` which tree node the row's item is, titles the row with
  /// `title`, and binds the toggle to the node: it shows the node's value (a parent mixed
  /// when its children are), and a click, Space or an assistive technology's activate
  /// activates the node: a parent checks or unchecks its whole subtree, and every row on
  /// screen shows its node's value after it. Nothing of a node lives in a row.
  ///
  /// Give the `GtkTreeListModel` `passthrough` false, so that rows are `GtkTreeListRow`s,
  /// and load a node's children into the tree in its `create_func`, when GTK first asks
  /// for them (``ToggleTree/loadChildren(of:_:)-(_,Sequence<ID>)``): they take the node's
  /// value, as T4 says. For `String` identifiers, ``makeModel(children:)`` makes that model.
  ///
  /// ```swift
  /// let rows = ToggleTreeFactory(stringTree: tree) { path in "Folder \(path)" }
  /// let model = rows.makeModel { path in folders[path] }
  /// let list = gtk_list_view_new(gtk_no_selection_new(model), rows.newReference())
  /// ```
  @MainActor
  public final class ToggleTreeFactory<ID: Hashable & Sendable> {
    /// The `GtkSignalListItemFactory`; this object holds one reference. GTK's constructors
    /// that take a factory take the caller's reference: give them ``newReference()``.
    public let factory: OpaquePointer
    /// The tree whose nodes the rows show.
    public var tree: ToggleTree<ID> { rows.tree }
    /// How many row widgets the factory has made and GTK has not torn down.
    public var liveRowCount: Int { rows.liveRowCount }

    private let rows: TreeRows<ID>

    /// Creates a factory of rows of `look` for `tree`; `node` turns the model's item (the
    /// `GtkTreeListRow`'s item) into the tree's node, nil for none; `title` names a row's node.
    public init(
      tree: ToggleTree<ID>, look: ToggleLook = .checkbox,
      node: @escaping (_ item: UnsafeMutableRawPointer?) -> ID?,
      title: @escaping (ID) -> String
    ) {
      rows = TreeRows(tree: tree, look: look, node: node, title: title)
      factory = gtk_signal_list_item_factory_new()!
      let rows = self.rows
      ListRowBinder.connect(factory) {
        ListRowBinder(
          setUp: rows.setUp, bind: rows.bind, unbind: rows.unbind, tearDown: rows.tearDown)
      }
    }

    isolated deinit {
      g_object_unref(UnsafeMutableRawPointer(factory))
    }

    /// A new reference to ``factory``, for a constructor that takes it (transfer full).
    public func newReference() -> OpaquePointer {
      g_object_ref(UnsafeMutableRawPointer(factory))
      return factory
    }
  }

  extension ToggleTreeFactory where ID == String {
    /// A factory for a tree whose model items are `GtkStringObject`s holding the nodes'
    /// identifiers.
    public convenience init(
      stringTree tree: ToggleTree<String>, look: ToggleLook = .checkbox,
      title: @escaping (String) -> String
    ) {
      self.init(
        tree: tree, look: look,
        node: { item in
          guard let item, tk_is_widget_of_type(item, gtk_string_object_get_type()) != 0,
            let text = gtk_string_object_get_string(OpaquePointer(item))
          else { return nil }
          return String(cString: text)
        }, title: title)
    }
  }

  extension ToggleTreeFactory where ID == String {
    /// A `GtkTreeListModel` over the tree's top-level nodes, its items `GtkStringObject`s
    /// holding the nodes' identifiers: give it to a `GtkListView` (in a `GtkNoSelection`)
    /// with this factory. `children` names a node's children, nil for a leaf; they are loaded
    /// into the tree the first time GTK asks for them, as it makes the node's row (to know
    /// whether it has an arrow), and take the node's value (T4). Returns a new reference.
    public func makeModel(children: @escaping @MainActor (String) -> [String]?) -> OpaquePointer {
      Self.makeModel(of: tree, children: children)
    }

    /// The model ``makeModel(children:)`` makes, for any factory of `tree`'s rows.
    static func makeModel(
      of tree: ToggleTree<String>, children: @escaping @MainActor (String) -> [String]?
    ) -> OpaquePointer {
      let top = gtk_string_list_new(nil)!
      for node in tree.children(of: nil) { gtk_string_list_append(top, node) }
      let loader = Unmanaged.passRetained(ChildLoader(tree: tree, children: children)).toOpaque()
      let release: GDestroyNotify = { data in
        MainThread.run { Unmanaged<ChildLoader>.fromOpaque(data!).release() }
      }
      return gtk_tree_list_model_new(top, 0, 0, ChildLoader.createModel, loader, release)
    }
  }

  /// What a tree model's create_func reaches: the tree, held weakly, and the app's children.
  @MainActor
  private final class ChildLoader {
    private weak var tree: ToggleTree<String>?
    private let children: @MainActor (String) -> [String]?

    init(tree: ToggleTree<String>, children: @escaping @MainActor (String) -> [String]?) {
      self.tree = tree
      self.children = children
    }

    /// A node's children as a GtkStringList, loaded into the tree first; NULL for a leaf.
    func model(for item: UnsafeMutableRawPointer?) -> OpaquePointer? {
      guard let item, tk_is_widget_of_type(item, gtk_string_object_get_type()) != 0,
        let text = gtk_string_object_get_string(OpaquePointer(item))
      else { return nil }
      let node = String(cString: text)
      guard let names = children(node), !names.isEmpty else { return nil }
      if let tree, !tree.isLoaded(node) { tree.loadChildren(of: node, names) }
      let list = gtk_string_list_new(nil)!
      for name in names { gtk_string_list_append(list, name) }
      return list
    }

    static let createModel: GtkTreeListModelCreateModelFunc = { item, data in
      nonisolated(unsafe) let item = item
      nonisolated(unsafe) let data = data
      // A pointer is not Sendable: its bits cross out of the main actor's closure.
      let model = MainThread.run { () -> Int in
        let loader = Unmanaged<ChildLoader>.fromOpaque(data!).takeUnretainedValue()
        return Int(bitPattern: loader.model(for: item).map { UnsafeMutableRawPointer($0) })
      }
      return OpaquePointer(bitPattern: model)
    }
  }

  /// The rows' state and what GTK's four signals do with it; owned by the handlers.
  @MainActor
  private final class TreeRows<ID: Hashable & Sendable> {
    let tree: ToggleTree<ID>
    private let look: ToggleLook
    private let node: (UnsafeMutableRawPointer?) -> ID?
    private let title: (ID) -> String
    private(set) var liveRowCount = 0

    init(
      tree: ToggleTree<ID>, look: ToggleLook, node: @escaping (UnsafeMutableRawPointer?) -> ID?,
      title: @escaping (ID) -> String
    ) {
      self.tree = tree
      self.look = look
      self.node = node
      self.title = title
    }

    func setUp(_ listItem: OpaquePointer) {
      let expander = gtk_tree_expander_new()!
      let row = ToggleButton(label: "", look: look)
      gtk_tree_expander_set_child(OpaquePointer(expander), row.widget)
      gtk_list_item_set_child(listItem, expander)
      // The focus goes to the row's toggle, inside the expander, whose keys (+, -, *) then
      // reach the expander; a focusable row (GTK 4.12 on) would take it instead.
      tk_list_item_set_focusable(listItem, 0)
      liveRowCount += 1
    }

    /// The row's expander and toggle.
    private func parts(_ listItem: OpaquePointer) -> (OpaquePointer, WidgetPeer)? {
      guard let expander = gtk_list_item_get_child(listItem),
        let child = gtk_tree_expander_get_child(OpaquePointer(expander)),
        let peer = WidgetPeer.of(child)
      else { return nil }
      return (OpaquePointer(expander), peer)
    }

    func bind(_ listItem: OpaquePointer) {
      guard let (expander, peer) = parts(listItem) else { return }
      let item = gtk_list_item_get_item(listItem)
      var id: ID?
      if tk_is_widget_of_type(item, gtk_tree_list_row_get_type()) != 0 {
        let listRow = OpaquePointer(item)
        holdUntilIdle(gtk_tree_expander_get_list_row(expander))
        gtk_tree_expander_set_list_row(expander, listRow)
        if let nodeItem = gtk_tree_list_row_get_item(listRow) {
          id = node(nodeItem)
          g_object_unref(nodeItem)
        }
      } else {
        // A passthrough model: the item is the node's own, with no expander row.
        gtk_tree_expander_set_list_row(expander, nil)
        id = node(item)
      }
      let widget = peer.widget
      guard let id, tree.contains(id) else {
        // Nothing the tree holds: the row shows off, unlabelled, and takes no input (L4).
        peer.setLabel("")
        tree.showNothing(on: peer.coordinator)
        gtk_widget_set_sensitive(widget, 0)
        return
      }
      gtk_widget_set_sensitive(widget, tree.isEnabled(id) ? 1 : 0)
      peer.setLabel(title(id))
      tree.bind(peer.coordinator, to: id)
    }

    /// Keeps the row an expander lets go of alive until GTK is idle: GTK 4.8 binds rows
    /// while `gtk_tree_list_row_set_expanded` is still at work on a row, and notifies
    /// `expanded` on it afterwards; an expander's reference may be the last one.
    private func holdUntilIdle(_ row: OpaquePointer?) {
      guard let row else { return }
      g_object_ref(UnsafeMutableRawPointer(row))
      g_idle_add_full(
        G_PRIORITY_DEFAULT_IDLE,
        { data in
          g_object_unref(data)
          return 0
        }, UnsafeMutableRawPointer(row), nil)
    }

    /// The expander keeps its row until the next bind: GTK unbinds rows while a row it is
    /// expanding is still at work (`gtk_tree_list_row_set_expanded` tells the items first
    /// and notifies `expanded` after), and a row let go of here would be freed under it.
    func unbind(_ listItem: OpaquePointer) {
      guard let (_, peer) = parts(listItem) else { return }
      tree.unbind(peer.coordinator)
    }

    /// GTK has unbound the row and let go of its child already: only the count is left.
    func tearDown(_ listItem: OpaquePointer) {
      liveRowCount -= 1
    }
  }
#endif
