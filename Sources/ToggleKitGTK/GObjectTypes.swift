#if os(Linux)
  import CGtk4

  /// The GTypes and GObject internals the C library (`libtogglekit-gtk-1`) exports, for its
  /// `ToggleKitC` module only.
  @_spi(ToggleKitC) public enum GObjectTypes {
    /// `ToggleKitGroup`.
    public static var group: GType { GroupType.type }
    /// `ToggleKitCommit`.
    public static var commit: GType { CommitType.type }
    /// `ToggleKitLook`.
    public static var look: GType { WidgetType.lookEnumType }
    /// `ToggleKitToggleState`.
    public static var toggleState: GType { WidgetType.toggleStateEnumType }
    /// `ToggleKitCommitFailure`.
    public static var commitFailure: GType { WidgetType.commitFailureEnumType }
    /// `ToggleKitCommitPolicy`.
    public static var commitPolicy: GType { WidgetType.commitPolicyEnumType }

    /// The object data key under which a toggle the app bound to a store's item or a tree's
    /// node holds that `ToggleKitStore` or `ToggleKitTree` (`toggle_kit_store_bind_button`).
    /// The widget lets it go when it is disposed or joins a group.
    public static let rowSourceKey = "toggle-kit-row-source"

    /// `ToggleKitStore`.
    public static var store: GType { StoreType.type }

    /// The store a `ToggleKitStore` holds; nil for another object.
    @MainActor
    public static func store(of object: UnsafeMutableRawPointer) -> ToggleStore<String>? {
      StoreType.state(of: object)?.store
    }

    /// A new `GtkListItemFactory` (transfer full) of `look` rows for a `ToggleKitStore`'s
    /// store: a model item's string property `itemProperty` names its store item, and
    /// `titleProperty` (nil: the same) gives the row's title.
    @MainActor
    public static func makeListFactory(
      store: ToggleStore<String>, look: ToggleLook, itemProperty: String, titleProperty: String?
    ) -> OpaquePointer {
      let titles = RowTitles(property: titleProperty)
      let rows = ToggleListFactory<String>(
        store: store, look: look,
        item: { _, item in
          guard let item, let id = titles.value(of: itemProperty, in: item) else { return nil }
          titles.remember(id, of: item)
          return id
        },
        shownItem: { _, item in item.flatMap { titles.value(of: itemProperty, in: $0) } },
        title: titles.title(of:), titleProperty: titleProperty)
      return rows.newReference()
    }

    /// Gives `list` GTK's select-all keys for a store (Ctrl+A, Ctrl+/, Ctrl+Shift+A, Ctrl+\).
    @MainActor
    public static func handleSelectAllKeys(
      of store: ToggleStore<String>, in list: UnsafeMutablePointer<GtkWidget>
    ) {
      ToggleListFactory<String>.handleSelectAllKeys(of: store, in: list)
    }

    /// A `ToggleKitStore`'s items that `list` shows (nil: every item) on or off, as the
    /// user's select all.
    @MainActor
    public static func selectAll(
      of store: ToggleStore<String>, toward value: ToggleValue,
      shownIn list: UnsafeMutablePointer<GtkWidget>?
    ) -> Bool {
      ToggleListFactory<String>.selectAll(of: store, toward: value, shownIn: list)
    }

    /// `ToggleKitTree`.
    public static var tree: GType { TreeType.type }

    /// The tree a `ToggleKitTree` holds; nil for another object.
    @MainActor
    public static func tree(of object: UnsafeMutableRawPointer) -> ToggleTree<String>? {
      TreeType.state(of: object)?.tree
    }

    /// A new `GtkTreeListModel` (transfer full) over the top-level nodes of the
    /// `ToggleKitTree` `object`, its items `ToggleKitItem`s titled by the tree's title
    /// function; `children` names a node's children, nil for a leaf, loaded into the tree
    /// the first time GTK asks for them (T4).
    @MainActor
    public static func makeTreeModel(
      of object: UnsafeMutableRawPointer, children: @escaping @MainActor (String) -> [String]?
    ) -> OpaquePointer? {
      guard let tree = tree(of: object) else { return nil }
      // The lists under the map models hold GtkStringObjects.
      let wrapper = ItemWrapper(source: object, isTree: true) { item in
        guard tk_is_widget_of_type(item, gtk_string_object_get_type()) != 0,
          let text = gtk_string_object_get_string(OpaquePointer(item))
        else { return nil }
        let id = String(cString: text)
        return (id, TreeType.state(of: object)?.title?(id) ?? id)
      }
      return ToggleTreeFactory<String>.makeModel(of: tree, children: children, wrapper: wrapper)
    }

    /// A new `GtkListItemFactory` (transfer full) of `look` rows for a `ToggleKitTree`'s
    /// tree, each a `GtkTreeExpander` around a toggle: the string property `itemProperty` of
    /// a row's item names its node, and `titleProperty` gives its title; without it,
    /// `title` names a node's title when it answers, and the identifier is the title when
    /// it does not.
    @MainActor
    public static func makeTreeFactory(
      tree: ToggleTree<String>, look: ToggleLook, itemProperty: String, titleProperty: String?,
      title: @escaping @MainActor (String) -> String? = { _ in nil }
    ) -> OpaquePointer {
      let titles = RowTitles(property: titleProperty, fallback: title)
      let rows = ToggleTreeFactory<String>(
        tree: tree, look: look,
        node: { item in
          guard let item, let id = titles.value(of: itemProperty, in: item) else { return nil }
          titles.remember(id, of: item)
          return id
        }, title: titles.title(of:), titleProperty: titleProperty)
      return rows.newReference()
    }

    /// The GType `ToggleKitItem`.
    public static var item: GType { ItemType.type }

    /// What a `ToggleKitItem` names: its store or tree, identifier and title as C strings it
    /// keeps for its life, and the app's model item; nil for another object.
    public static func itemParts(of object: UnsafeMutableRawPointer) -> (
      source: UnsafeMutableRawPointer?, isTree: Bool, id: UnsafePointer<CChar>?,
      title: UnsafePointer<CChar>?, modelItem: UnsafeMutableRawPointer?
    )? {
      guard let state = ItemType.state(of: object) else { return nil }
      return (
        state.source, state.isTree, state.cID.map { UnsafePointer($0) },
        state.cTitle.map { UnsafePointer($0) }, state.modelItem
      )
    }

    /// A `ToggleKitItemList` (transfer full) of `model`'s items as `ToggleKitItem`s of the
    /// `ToggleKitStore` `object`: each names the store item its string property
    /// `itemProperty` holds, titled by `titleProperty` (nil: the identifier).
    @MainActor
    public static func mapStoreModel(
      of object: UnsafeMutableRawPointer, model: OpaquePointer, itemProperty: String,
      titleProperty: String?
    ) -> OpaquePointer {
      // A store that follows no model follows this one, first: the follower then hears the
      // model's items-changed before the map does, so a row GTK binds in its handler finds
      // its item in the store (L4: a row bound to an unknown item would show nothing).
      if let state = StoreType.state(of: object), state.followedModel == nil {
        state.follow(UnsafeMutableRawPointer(model), property: itemProperty)
      }
      let properties = RowTitles(property: titleProperty)
      let wrapper = ItemWrapper(source: object, isTree: false) { item in
        guard let id = properties.value(of: itemProperty, in: item) else { return nil }
        return (id, titleProperty.flatMap { properties.value(of: $0, in: item) } ?? id)
      }
      return wrapper.map(model)
    }

    /// Sets the title function of a `ToggleKitTree`'s factory rows: a node's title, nil for
    /// its identifier; nil for none.
    @MainActor
    public static func setTreeTitle(
      _ object: UnsafeMutableRawPointer, _ title: (@MainActor (String) -> String?)?
    ) {
      TreeType.state(of: object)?.title = title
    }

    /// The title a `ToggleKitTree`'s title function gives a node; nil without one.
    @MainActor
    public static func treeTitle(_ object: UnsafeMutableRawPointer, of node: String) -> String? {
      TreeType.state(of: object)?.title?(node)
    }

    /// The group a `ToggleKitGroup` holds; nil for another object.
    @MainActor
    public static func group(of object: UnsafeMutableRawPointer) -> ToggleGroup? {
      GroupType.state(of: object)?.group
    }

    /// Tells `n-items` and `n-on` of a `ToggleKitStore` whose counts an insert or a removal
    /// may have changed.
    @MainActor
    public static func storeCountsChanged(
      _ object: UnsafeMutableRawPointer, itemsBefore: Int, onBefore: Int
    ) {
      StoreType.state(of: object)?.notifyCounts(
        on: object, itemsBefore: itemsBefore, onBefore: onBefore)
    }

    /// Makes the `ToggleKitStore` `object` follow `model`'s items, named by their string
    /// property `property`; a nil model stops following.
    @MainActor
    public static func storeFollow(
      _ object: UnsafeMutableRawPointer, model: UnsafeMutableRawPointer?, property: String?
    ) {
      StoreType.state(of: object)?.follow(model, property: property)
    }

    /// Whether this copy of ToggleKit registered its types: false in a second copy in the
    /// process, which said why in one critical and whose C functions return at once.
    public static var ownsTypes: Bool { TypeOwnership.isOwner }

    /// Whether this is the main thread, where ToggleKit's objects belong (C3).
    public static var isOnMainThread: Bool { GTKThread.isCurrent }

    /// Makes every property access and construction check the thread, in release builds too:
    /// the C library's apps have no Swift isolation to do it.
    public static func checkThreadOfEveryAccess() { GTKThread.checkEveryAccess() }

    /// Whether `object` is a `ToggleKitCommit`.
    public static func isCommit(_ object: UnsafeMutableRawPointer?) -> Bool {
      object.map { tk_is_widget_of_type($0, CommitType.type) != 0 } ?? false
    }

    /// Answers a `ToggleKitCommit` from any thread, as `g_task_return_*` may be called: on the
    /// main thread at once; elsewhere the commit is kept and the answer
    /// carried out from the default main context's next iteration. `error`, copied here on
    /// the caller's thread, makes the failure carry the app's `GError`.
    public nonisolated static func answerFromAnyThread(
      _ commit: UnsafeMutableRawPointer, succeeded: Bool, message: String? = nil,
      error: UnsafePointer<GError>? = nil
    ) {
      let own = error.map { GLibError(copying: $0) }
      let apply: @MainActor (UnsafeMutableRawPointer) -> Void = { commit in
        guard let state = CommitType.state(of: commit) else { return }
        if succeeded {
          state.succeed()
        } else if let own {
          state.fail(with: own)
        } else {
          state.fail(message)
        }
      }
      // The C library's callers: the main thread or not. A Swift caller (its tests) is on the
      // main actor, wherever its runner runs it.
      if GTKThread.allowsObjectAccess {
        nonisolated(unsafe) let commit = commit
        MainThread.run { apply(commit) }
        return
      }
      g_object_ref(commit)
      MainThread.runLater(commit) { commit in
        apply(commit)
        g_object_unref(commit)
      }
    }
  }
#endif

#if os(Linux)
  import CGtk4

  /// A factory's row titles, read from a string property of the model item where the row
  /// is bound (the factory asks for the item, then at once for its title), so only the
  /// last one is kept.
  @MainActor
  final class RowTitles {
    private let property: String?
    /// The title of an identifier no property gave one to; nil: the identifier itself.
    private let fallback: @MainActor (String) -> String?
    private var last: (id: String, title: String)?
    /// The model item types already warned about, with the property they lack.
    private var warned: Set<String> = []

    init(property: String?, fallback: @escaping @MainActor (String) -> String? = { _ in nil }) {
      self.property = property
      self.fallback = fallback
    }

    /// The value of `object`'s string property `name`; nil if it has none of that name
    /// and type (the row then shows nothing, L4) or it is NULL.
    static func string(_ name: String, of object: UnsafeMutableRawPointer) -> String? {
      guard tk_object_has_string_property(object, name) != 0,
        let text = tk_get_property_string(object, name)
      else { return nil }
      defer { g_free(text) }
      // Text that is not UTF-8 names nothing: read as a Swift string, two names that differ
      // only in such bytes would be one item (T6, L4).
      guard g_utf8_validate(text, -1, nil) != 0 else { return nil }
      return String(cString: text)
    }

    /// The value of `item`'s string property `name`, which names its store item or node, or
    /// gives its title; nil when it is NULL, or when the item has no such property. The
    /// second is a programmer error (a misspelt name, the wrong model), as GLib's
    /// g_object_get() of an unknown property is: a warning, once per item type and property,
    /// and the rows show nothing (L4). A NULL value or a name the store lacks is not: a store
    /// may be filled after its model, so those rows show nothing quietly.
    func value(of name: String, in item: UnsafeMutableRawPointer) -> String? {
      guard tk_object_has_string_property(item, name) != 0 else {
        guard tk_is_instance_of(item, g_object_get_type()) != 0 else { return nil }
        let typeName = String(cString: g_type_name(tk_object_type(item)))
        if warned.insert("\(typeName).\(name)").inserted {
          tk_warning(
            "ToggleKit factory: the model's items (\(typeName)) have no readable string property "
              + "\"\(name)\"; their rows show nothing. Name the property that holds each item's "
              + "store item (\"string\" for a GtkStringList) or title.")
        }
        return nil
      }
      return RowTitles.string(name, of: item)
    }

    func remember(_ id: String, of item: UnsafeMutableRawPointer) {
      last = property.flatMap { name in value(of: name, in: item).map { (id, $0) } }
    }

    func title(of id: String) -> String {
      if let last, last.id == id { return last.title }
      return fallback(id) ?? id
    }
  }
#endif
