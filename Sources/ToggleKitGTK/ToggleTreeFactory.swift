#if os(Linux)
  import CGtk4
  @_spi(ToggleKitTools) import ToggleKit

  /// A `GtkListItemFactory` whose rows are ToggleKit toggles in `GtkTreeExpander`s, showing
  /// the nodes of a `ToggleTree` (T1-T11): for a `GtkListView` over a `GtkTreeListModel`.
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
  /// for them (`ToggleTree.loadChildren(of:_:)`): they take the node's
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
    public convenience init(
      tree: ToggleTree<ID>, look: ToggleLook = .checkbox,
      node: @escaping (_ item: UnsafeMutableRawPointer?) -> ID?,
      title: @escaping (ID) -> String
    ) {
      self.init(tree: tree, look: look, node: node, title: title, titleProperty: nil)
    }

    /// A bound row also follows its node item's string property `titleProperty`, if given,
    /// when it changes (the C library's rows).
    init(
      tree: ToggleTree<ID>, look: ToggleLook,
      node: @escaping (_ item: UnsafeMutableRawPointer?) -> ID?,
      title: @escaping (ID) -> String, titleProperty: String?
    ) {
      rows = TreeRows(
        tree: tree, look: look, node: node, title: title, titleProperty: titleProperty)
      factory = gtk_signal_list_item_factory_new()!
      let rows = self.rows
      ListRowBinder.connect(factory) {
        ListRowBinder(
          setUp: rows.setUp, bind: rows.bind, unbind: rows.unbind, tearDown: rows.tearDown)
      }
    }

    #if compiler(>=6.2)
      isolated deinit { releaseOnMainActor() }
    #else
      // Swift 6.0 (Debian 13's, which builds the Debian package) has no isolated
      // deinit; the C library it builds is released on the main thread, checked here.
      deinit { MainThread.run { releaseOnMainActor() } }
    #endif

    /// What the deinit releases, on the main actor.
    private func releaseOnMainActor() {
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
    /// with this factory. `children` names a node's children, the first time GTK asks for them,
    /// as it makes the node's row (to know whether it has an arrow): they are loaded into the
    /// tree and take the node's value (T4). Nil is a leaf, or children the app's own
    /// asynchronous read loads later with `loadChildren(of:_:)`, its whole listing in one call;
    /// the row gains its arrow then (T6, T8). A function that starts such a read calls
    /// `beginLoadingChildren(of:)` first: the row has its arrow and a busy look meanwhile, and
    /// an empty listing takes the arrow away (T11). Returns a new reference.
    public func makeModel(children: @escaping @MainActor (String) -> [String]?) -> OpaquePointer {
      Self.makeModel(of: tree, children: children)
    }

    /// The model ``makeModel(children:)`` makes, for any factory of `tree`'s rows; with
    /// `wrapper`, its items are the wrapper's `ToggleKitItem`s (the C library's models).
    static func makeModel(
      of tree: ToggleTree<String>, children: @escaping @MainActor (String) -> [String]?,
      wrapper: ItemWrapper? = nil
    ) -> OpaquePointer {
      let top = gtk_string_list_new(nil)!
      for node in tree.children(of: nil) { gtk_string_list_append(top, node) }
      let loader = ChildLoader(tree: tree, children: children, top: top, wrapper: wrapper)
      let release: GDestroyNotify = { data in
        // The model's last reference may go on any thread (a binding's collector).
        MainThread.runOnMainContext(data!) { Unmanaged<ChildLoader>.fromOpaque($0).release() }
      }
      let root = loader.shown(top, of: nil)
      // The loader holds the top list now, and GTK takes root's reference.
      g_object_unref(UnsafeMutableRawPointer(top))
      return gtk_tree_list_model_new(
        root, 0, 0, ChildLoader.createModel, Unmanaged.passRetained(loader).toOpaque(), release)
    }
  }

  /// What a tree model's create_func reaches: the tree, held weakly, the app's children, and
  /// every children list GTK was given, kept in step with the tree's shape: an insert, a
  /// removal, a move or a load reaches the list GTK shows, as `items-changed`.
  @MainActor
  private final class ChildLoader {
    private weak var tree: ToggleTree<String>?
    private let children: @MainActor (String) -> [String]?
    /// Each node's children list (nil: the top), one reference each; the same list is given
    /// again when GTK asks again (after a collapse), so that it stays in step.
    private var lists: [String?: OpaquePointer] = [:]
    /// With a wrapper, the map model over each list that GTK was given (one reference each),
    /// so that GTK is given the same one again.
    private var shownLists: [String?: OpaquePointer] = [:]
    private let wrapper: ItemWrapper?
    /// The nodes GTK asked for the children of and was told none: their rows have no arrow,
    /// which GTK decides once per item (`gtk_tree_list_row_is_expandable`).
    private var leaves: Set<String> = []
    /// The nodes whose children the app was asked for: it is asked once.
    private var asked: Set<String> = []
    /// The nodes whose arrows wait for the main loop's next iteration.
    private var arrowsToReconsider: [String] = []
    private var observer: Int?
    private var loadingObserver: Int?

    init(
      tree: ToggleTree<String>, children: @escaping @MainActor (String) -> [String]?,
      top: OpaquePointer, wrapper: ItemWrapper?
    ) {
      self.tree = tree
      self.children = children
      self.wrapper = wrapper
      g_object_ref(UnsafeMutableRawPointer(top))
      lists[nil] = top
      observer = tree.addObserver { [weak self] change in self?.follow(change) }
      // T11: a node whose children are being read has an arrow until they load; a read that
      // found nothing takes it away.
      loadingObserver = tree.addLoadingObserver { [weak self] node, _ in
        self?.reconsiderArrow(of: node)
      }
    }

    #if compiler(>=6.2)
      isolated deinit { releaseOnMainActor() }
    #else
      // Swift 6.0 (Debian 13's, which builds the Debian package) has no isolated
      // deinit; the C library it builds is released on the main thread, checked here.
      deinit { MainThread.run { releaseOnMainActor() } }
    #endif

    /// What the deinit releases, on the main actor.
    private func releaseOnMainActor() {
      for list in lists.values { g_object_unref(UnsafeMutableRawPointer(list)) }
      for list in shownLists.values { g_object_unref(UnsafeMutableRawPointer(list)) }
      if let observer { tree?.removeObserver(observer) }
      if let loadingObserver { tree?.removeLoadingObserver(loadingObserver) }
    }

    /// What GTK is given for a node's list (a new reference): the list, or the map model
    /// over it when the items are wrapped, the same one each time.
    func shown(_ list: OpaquePointer, of node: String?) -> OpaquePointer {
      guard let wrapper else {
        g_object_ref(UnsafeMutableRawPointer(list))
        return list
      }
      let mapped = shownLists[node] ?? wrapper.map(list)
      shownLists[node] = mapped
      g_object_ref(UnsafeMutableRawPointer(mapped))
      return mapped
    }

    /// Lets go of a node's list and of what GTK was given for it.
    private func dropList(of node: String?) {
      if let list = lists.removeValue(forKey: node) {
        g_object_unref(UnsafeMutableRawPointer(list))
      }
      if let mapped = shownLists.removeValue(forKey: node) {
        g_object_unref(UnsafeMutableRawPointer(mapped))
      }
    }

    /// The node a model item names: a `GtkStringObject`'s string, or a `ToggleKitItem`'s id.
    private func node(of item: UnsafeMutableRawPointer) -> String? {
      if let state = ItemType.state(of: item) { return state.id }
      guard tk_is_widget_of_type(item, gtk_string_object_get_type()) != 0,
        let text = gtk_string_object_get_string(OpaquePointer(item))
      else { return nil }
      return String(cString: text)
    }

    /// A node's children as a GtkStringList, or the map model over it (a new reference);
    /// NULL for a leaf. The app is asked once per node: after that, the tree knows.
    func model(for item: UnsafeMutableRawPointer?) -> OpaquePointer? {
      guard let item, let node = node(of: item), let tree else { return nil }
      if let list = lists[node] { return shown(list, of: node) }
      // The app is asked once per node. Nil (a leaf, or children the app's own asynchronous
      // read loads later) loads nothing, so that the entries a restore keeps under the node
      // wait for that load (T8); an empty list is a listing with nothing in it.
      if !tree.isLoaded(node), asked.insert(node).inserted {
        if let names = children(node) { tree.loadChildren(of: node, names) }
      }
      let names = tree.children(of: node)
      // A node whose children are being read (T11) is expandable with an empty list, which
      // its children fill in place when they load: an expanded row shows them as they come.
      guard !names.isEmpty || tree.isLoadingChildren(of: node) else {
        leaves.insert(node)
        return nil
      }
      leaves.remove(node)
      let list = gtk_string_list_new(nil)!
      for name in names { gtk_string_list_append(list, name) }
      lists[node] = list
      return shown(list, of: node)
    }

    /// Brings the lists a change of shape touched in step with the tree.
    private func follow(_ change: ToggleTree<String>.Change) {
      switch change.structure {
      case .inserted(let parent, _):
        resync(parent)
        reconsiderArrow(of: parent)
      case .removed(_, _, let parent):
        // The lists of nodes that left go with them.
        for node in lists.keys {
          guard let node, tree?.contains(node) != true else { continue }
          dropList(of: node)
        }
        leaves = leaves.filter { tree?.contains($0) == true }
        asked = asked.filter { tree?.contains($0) == true }
        resync(parent)
        reconsiderArrow(of: parent)
      case .moved(_, let from, let to):
        resync(from)
        if to != from { resync(to) }
        reconsiderArrow(of: from)
        reconsiderArrow(of: to)
      case nil: break
      }
    }

    /// A node that gained its first children or lost its last: GTK decided once whether its
    /// row has an arrow, so the node's item is replaced in its parent's list by one of the
    /// same name, and GTK asks for its children again (T6). Its row comes back collapsed: it
    /// had no children to show, or (expanded while they were being read, T11) none came.
    private func reconsiderArrow(of node: String?) {
      guard let node, let tree, tree.contains(node) else { return }
      // From the main loop's next iteration, never at once: the change may come from GTK's
      // create_func or from a factory's bind, while GTK walks its rows, where a splice of
      // the list it walks is not safe.
      if arrowsToReconsider.isEmpty {
        nonisolated(unsafe) let unused = UnsafeMutableRawPointer(bitPattern: 1)!
        MainThread.runLater(unused) { [weak self] _ in
          guard let self else { return }
          let nodes = arrowsToReconsider
          arrowsToReconsider = []
          for node in nodes { applyArrow(of: node) }
        }
      }
      if !arrowsToReconsider.contains(node) { arrowsToReconsider.append(node) }
    }

    /// Gives or takes a node's arrow now, as ``reconsiderArrow(of:)`` asked.
    private func applyArrow(of node: String) {
      guard let tree, tree.contains(node) else { return }
      let hasChildren = tree.childCount(of: node) > 0 || tree.isLoadingChildren(of: node)
      if hasChildren, leaves.contains(node) {
        leaves.remove(node)
      } else if !hasChildren, lists[node] != nil {
        dropList(of: node)
      } else {
        return
      }
      guard let siblings = lists[tree.parent(of: node)] else { return }
      let count = g_list_model_get_n_items(siblings)
      for position in 0..<count
      where String(cString: gtk_string_list_get_string(siblings, position)) == node {
        var strings: [UnsafePointer<CChar>?] = [nil, nil]
        node.withCString { name in
          strings[0] = name
          strings.withUnsafeBufferPointer {
            gtk_string_list_splice(siblings, position, 1, $0.baseAddress)
          }
        }
        return
      }
    }

    /// Splices a parent's list to the tree's children, keeping the items both have at
    /// either end, so that GTK keeps their rows (and their expanded state).
    private func resync(_ parent: String?) {
      guard let tree, let list = lists[parent] else { return }
      let new = tree.children(of: parent)
      let count = Int(g_list_model_get_n_items(list))
      let old = (0..<count).map { String(cString: gtk_string_list_get_string(list, guint($0))) }
      var prefix = 0
      while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
      var suffix = 0
      while suffix < min(old.count, new.count) - prefix,
        old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
      {
        suffix += 1
      }
      let added = Array(new[prefix..<new.count - suffix])
      let removed = old.count - prefix - suffix
      guard removed > 0 || !added.isEmpty else { return }
      var strings: [UnsafeMutablePointer<CChar>?] = added.map { strdup($0) } + [nil]
      defer { for string in strings { free(string) } }
      strings.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(
          to: UnsafePointer<CChar>?.self, capacity: buffer.count
        ) {
          gtk_string_list_splice(list, guint(prefix), guint(removed), $0)
        }
      }
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
    private let titleProperty: String?
    private(set) var liveRowCount = 0

    init(
      tree: ToggleTree<ID>, look: ToggleLook, node: @escaping (UnsafeMutableRawPointer?) -> ID?,
      title: @escaping (ID) -> String, titleProperty: String?
    ) {
      self.tree = tree
      self.look = look
      self.node = node
      self.title = title
      self.titleProperty = titleProperty
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
      var nodeItem: UnsafeMutableRawPointer?
      releaseRow(of: expander)
      if tk_is_widget_of_type(item, gtk_tree_list_row_get_type()) != 0 {
        let listRow = OpaquePointer(item)
        gtk_tree_expander_set_list_row(expander, listRow)
        // The tree list row holds its item while the row is bound.
        if let rowItem = gtk_tree_list_row_get_item(listRow) {
          nodeItem = rowItem
          id = node(rowItem)
          g_object_unref(rowItem)
        }
      } else {
        // A passthrough model: the item is the node's own, with no expander row.
        nodeItem = item
        id = node(item)
      }
      let widget = peer.widget
      RowTitleWatch.stop(row: widget)
      guard let id, tree.contains(id) else {
        // Nothing the tree holds: the row shows off, unlabelled, and takes no input (L4).
        // The core makes it insensitive, as it makes a bound row as enabled as its node.
        peer.setLabel("")
        tree.showNothing(on: peer.coordinator)
        return
      }
      peer.setLabel(title(id))
      if let titleProperty, let nodeItem {
        RowTitleWatch.start(
          row: widget, item: nodeItem, property: titleProperty, fallback: "\(id)")
      }
      tree.bind(peer.coordinator, to: id)
    }

    /// Lets go of the expander's row, keeping it alive until GTK is idle: GTK 4.8 to 4.18
    /// rebind and release rows inside the `items-changed` that `gtk_tree_list_row_set_expanded`
    /// emits, then notify `expanded` on the row, which holds no reference to itself; the
    /// expander's may be the last (a GLib critical on a freed row, seen on re-expanding).
    private func releaseRow(of expander: OpaquePointer) {
      guard let row = gtk_tree_expander_get_list_row(expander) else { return }
      g_object_ref(UnsafeMutableRawPointer(row))
      gtk_tree_expander_set_list_row(expander, nil)
      g_idle_add_full(
        G_PRIORITY_DEFAULT_IDLE,
        { data in
          g_object_unref(data)
          return 0
        }, UnsafeMutableRawPointer(row), nil)
    }

    func unbind(_ listItem: OpaquePointer) {
      guard let (expander, peer) = parts(listItem) else { return }
      RowTitleWatch.stop(row: peer.widget)
      tree.unbind(peer.coordinator)
      releaseRow(of: expander)
    }

    /// GTK has unbound the row and let go of its child already: only the count is left.
    func tearDown(_ listItem: OpaquePointer) {
      liveRowCount -= 1
    }
  }
#endif
