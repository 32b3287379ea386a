#if os(Linux)
  import CGtk4
  @_spi(ToggleKitC) import ToggleKitGTK
  @_spi(ToggleKitTools) import ToggleKit

  // ToggleKitTree's functions (T1-T11): a tree of toggles keyed by strings, whose parents
  // follow their children, shown by the rows of its factory over a GtkTreeListModel.

  extension CallChecks {
    /// The tree of a `ToggleKitTree`, or nil with a critical for anything else.
    static func tree(_ pointer: OpaquePointer?, _ function: StaticString) -> ToggleTree<String>? {
      guard onMainThread(function) else { return nil }
      nonisolated(unsafe) let object = pointer.map { UnsafeMutableRawPointer($0) }
      guard let tree = run({ object.flatMap { GObjectTypes.tree(of: $0) } }) else {
        fail(function, "TOGGLE_KIT_IS_TREE (self)")
        return nil
      }
      return tree
    }

    /// A node identifier argument, or nil with a critical for NULL or text that is not UTF-8.
    static func node(_ pointer: UnsafePointer<CChar>?, _ function: StaticString) -> String? {
      identifier(pointer, function, "node")
    }
  }

  /// A new NULL-terminated array of new copies of `strings` (transfer full: g_strfreev).
  func newStrv(_ strings: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
    let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>(
      OpaquePointer(g_malloc0(gsize((strings.count + 1) * MemoryLayout<gpointer>.stride))))!
    for (index, string) in strings.enumerated() { array[index] = g_strdup(string) }
    return array
  }

  /// What a restore returns (`gboolean` and an optional out array,
  /// as GIO's calls give what they could not do): whether every identifier applied, and the
  /// ones left out, as a new array, where the caller asked for them.
  func giveLeftOut(
    _ leftOut: [String],
    to pointer: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
  ) -> gboolean {
    pointer?.pointee = newStrv(leftOut)
    return leftOut.isEmpty ? 1 : 0
  }

  @_cdecl("toggle_kit_tree_get_type")
  public func toggleKitTreeGetType() -> GType { GObjectTypes.tree }

  @_cdecl("toggle_kit_tree_new")
  public func treeNew() -> OpaquePointer? {
    guard CallChecks.onMainThread("toggle_kit_tree_new") else { return nil }
    return OpaquePointer(tk_object_new(GObjectTypes.tree))
  }

  @_cdecl("toggle_kit_tree_load_children")
  public func treeLoadChildren(
    _ tree: OpaquePointer?, _ parent: UnsafePointer<CChar>?,
    _ children: UnsafePointer<UnsafePointer<CChar>?>?
  ) -> guint {
    let function: StaticString = "toggle_kit_tree_load_children"
    guard let tree = CallChecks.tree(tree, function) else { return 0 }
    guard let children else {
      CallChecks.fail(function, "children != NULL")
      return 0
    }
    guard let parentID = CallChecks.optionalIdentifier(parent, function, "parent") else {
      return 0
    }
    let ids = CallChecks.identifiers(children, function, "children")
    return CallChecks.run { guint(clamping: tree.loadChildren(of: parentID, ids)) }
  }

  @_cdecl("toggle_kit_tree_insert")
  public func treeInsert(
    _ tree: OpaquePointer?, _ parent: UnsafePointer<CChar>?, _ node: UnsafePointer<CChar>?,
    _ value: Int32
  ) -> gboolean {
    let function: StaticString = "toggle_kit_tree_insert"
    guard let tree = CallChecks.tree(tree, function), let id = CallChecks.node(node, function),
      let value = CallChecks.value(value, function)
    else { return 0 }
    guard value != .mixed else {
      CallChecks.fail(function, "value != TOGGLE_KIT_TOGGLE_STATE_MIXED")
      return 0
    }
    guard let parentID = CallChecks.optionalIdentifier(parent, function, "parent") else {
      return 0
    }
    // T8: a restored entry that waits for the node wins over the value C must always give.
    return CallChecks.run {
      tree.insert(id, under: parentID, value: tree.keepsEntry(for: id) ? nil : value)
    } ? 1 : 0
  }

  @_cdecl("toggle_kit_tree_remove")
  public func treeRemove(_ tree: OpaquePointer?, _ node: UnsafePointer<CChar>?) -> gboolean {
    let function: StaticString = "toggle_kit_tree_remove"
    guard let tree = CallChecks.tree(tree, function), let id = CallChecks.node(node, function)
    else { return 0 }
    return CallChecks.run { tree.remove(id) } ? 1 : 0
  }

  @_cdecl("toggle_kit_tree_move")
  public func treeMove(
    _ tree: OpaquePointer?, _ node: UnsafePointer<CChar>?, _ parent: UnsafePointer<CChar>?,
    _ position: Int32
  ) -> gboolean {
    let function: StaticString = "toggle_kit_tree_move"
    guard let tree = CallChecks.tree(tree, function), let id = CallChecks.node(node, function)
    else { return 0 }
    guard let parentID = CallChecks.optionalIdentifier(parent, function, "parent") else {
      return 0
    }
    let index = position < 0 ? nil : Int(position)
    return CallChecks.run { tree.move(id, under: parentID, at: index) } ? 1 : 0
  }

  @_cdecl("toggle_kit_tree_contains")
  public func treeContains(_ tree: OpaquePointer?, _ node: UnsafePointer<CChar>?) -> gboolean {
    let function: StaticString = "toggle_kit_tree_contains"
    guard let tree = CallChecks.tree(tree, function), let id = CallChecks.node(node, function)
    else { return 0 }
    return CallChecks.run { tree.contains(id) } ? 1 : 0
  }

  @_cdecl("toggle_kit_tree_get_value")
  public func treeGetValue(_ tree: OpaquePointer?, _ node: UnsafePointer<CChar>?) -> Int32 {
    let function: StaticString = "toggle_kit_tree_get_value"
    guard let tree = CallChecks.tree(tree, function), let id = CallChecks.node(node, function)
    else { return 0 }
    // An unknown node has no value (T6): off, as toggle_kit_tree_contains() tells apart.
    return CallChecks.run { tree.value(of: id)?.cValue ?? 0 }
  }

  @_cdecl("toggle_kit_tree_begin_loading")
  public func treeBeginLoading(_ tree: OpaquePointer?, _ node: UnsafePointer<CChar>?) -> gboolean {
    let function: StaticString = "toggle_kit_tree_begin_loading"
    guard let tree = CallChecks.tree(tree, function), let id = CallChecks.node(node, function)
    else { return 0 }
    return CallChecks.run { tree.beginLoadingChildren(of: id) } ? 1 : 0
  }

  @_cdecl("toggle_kit_tree_end_loading")
  public func treeEndLoading(_ tree: OpaquePointer?, _ node: UnsafePointer<CChar>?) -> gboolean {
    let function: StaticString = "toggle_kit_tree_end_loading"
    guard let tree = CallChecks.tree(tree, function), let id = CallChecks.node(node, function)
    else { return 0 }
    return CallChecks.run { tree.endLoadingChildren(of: id) } ? 1 : 0
  }

  @_cdecl("toggle_kit_tree_is_loading")
  public func treeIsLoading(_ tree: OpaquePointer?, _ node: UnsafePointer<CChar>?) -> gboolean {
    let function: StaticString = "toggle_kit_tree_is_loading"
    guard let tree = CallChecks.tree(tree, function), let id = CallChecks.node(node, function)
    else { return 0 }
    return CallChecks.run { tree.isLoadingChildren(of: id) } ? 1 : 0
  }

  @_cdecl("toggle_kit_tree_get_pending")
  public func treeGetPending(_ tree: OpaquePointer?, _ node: UnsafePointer<CChar>?) -> gboolean {
    let function: StaticString = "toggle_kit_tree_get_pending"
    guard let tree = CallChecks.tree(tree, function), let id = CallChecks.node(node, function)
    else { return 0 }
    return CallChecks.run { tree.isPending(id) } ? 1 : 0
  }

  @_cdecl("toggle_kit_tree_set_value")
  public func treeSetValue(_ tree: OpaquePointer?, _ node: UnsafePointer<CChar>?, _ value: Int32)
    -> gboolean
  {
    let function: StaticString = "toggle_kit_tree_set_value"
    guard let tree = CallChecks.tree(tree, function), let id = CallChecks.node(node, function),
      let value = CallChecks.value(value, function)
    else { return 0 }
    guard value != .mixed else {
      CallChecks.fail(function, "value != TOGGLE_KIT_TOGGLE_STATE_MIXED")
      return 0
    }
    return CallChecks.run { tree.setValue(value, for: id) } ? 1 : 0
  }

  @_cdecl("toggle_kit_tree_activate")
  public func treeActivate(_ tree: OpaquePointer?, _ node: UnsafePointer<CChar>?) {
    let function: StaticString = "toggle_kit_tree_activate"
    guard let tree = CallChecks.tree(tree, function), let id = CallChecks.node(node, function)
    else { return }
    CallChecks.run { tree.activate(id) }
  }

  @_cdecl("toggle_kit_tree_set_enabled")
  public func treeSetEnabled(
    _ tree: OpaquePointer?, _ node: UnsafePointer<CChar>?, _ enabled: gboolean
  ) -> gboolean {
    let function: StaticString = "toggle_kit_tree_set_enabled"
    guard let tree = CallChecks.tree(tree, function), let id = CallChecks.node(node, function)
    else { return 0 }
    return CallChecks.run { tree.setEnabled(enabled != 0, for: id) } ? 1 : 0
  }

  @_cdecl("toggle_kit_tree_get_enabled")
  public func treeGetEnabled(_ tree: OpaquePointer?, _ node: UnsafePointer<CChar>?) -> gboolean {
    let function: StaticString = "toggle_kit_tree_get_enabled"
    guard let tree = CallChecks.tree(tree, function), let id = CallChecks.node(node, function)
    else { return 0 }
    return CallChecks.run { tree.isEnabled(id) } ? 1 : 0
  }

  @_cdecl("toggle_kit_tree_get_parent")
  public func treeGetParent(_ tree: OpaquePointer?, _ node: UnsafePointer<CChar>?)
    -> UnsafeMutablePointer<CChar>?
  {
    let function: StaticString = "toggle_kit_tree_get_parent"
    guard let tree = CallChecks.tree(tree, function), let id = CallChecks.node(node, function)
    else { return nil }
    return CallChecks.run { tree.parent(of: id) }.flatMap { g_strdup($0) }
  }

  @_cdecl("toggle_kit_tree_get_children")
  public func treeGetChildren(_ tree: OpaquePointer?, _ parent: UnsafePointer<CChar>?)
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  {
    let function: StaticString = "toggle_kit_tree_get_children"
    guard let tree = CallChecks.tree(tree, function),
      let id = CallChecks.optionalIdentifier(parent, function, "parent")
    else { return nil }
    return newStrv(CallChecks.run { tree.children(of: id) })
  }

  @_cdecl("toggle_kit_tree_set_section")
  public func treeSetSection(
    _ tree: OpaquePointer?, _ node: UnsafePointer<CChar>?, _ mode: GtkSelectionMode,
    _ minimum: guint, _ maximum: guint
  ) -> gboolean {
    let function: StaticString = "toggle_kit_tree_set_section"
    guard let tree = CallChecks.tree(tree, function), let id = CallChecks.node(node, function)
    else { return 0 }
    let rule: ToggleSelectionMode?
    switch mode {
    case GTK_SELECTION_SINGLE: rule = .exclusive(selectionRequired: false)
    case GTK_SELECTION_BROWSE: rule = .exclusive(selectionRequired: true)
    case GTK_SELECTION_MULTIPLE:
      guard minimum <= maximum else {
        CallChecks.fail(function, "minimum <= maximum")
        return 0
      }
      // Any number with no bounds is no rule at all: the node's children are free again.
      rule =
        minimum == 0 && maximum == .max
        ? nil : .multiple(minimum: Int(minimum), maximum: maximum == .max ? nil : Int(maximum))
    case GTK_SELECTION_NONE:
      CallChecks.fail(function, "mode != GTK_SELECTION_NONE")
      return 0
    default:
      CallChecks.fail(function, "mode <= GTK_SELECTION_MULTIPLE")
      return 0
    }
    return CallChecks.run { tree.setRule(rule, for: id) } ? 1 : 0
  }

  @_cdecl("toggle_kit_tree_get_section")
  public func treeGetSection(
    _ tree: OpaquePointer?, _ node: UnsafePointer<CChar>?, _ minimum: UnsafeMutablePointer<guint>?,
    _ maximum: UnsafeMutablePointer<guint>?
  ) -> GtkSelectionMode {
    let function: StaticString = "toggle_kit_tree_get_section"
    minimum?.pointee = 0
    maximum?.pointee = .max
    guard let tree = CallChecks.tree(tree, function), let id = CallChecks.node(node, function)
    else { return GTK_SELECTION_MULTIPLE }
    switch CallChecks.run({ tree.rule(of: id) }) {
    case .exclusive(let required)?:
      // What the modes mean as counts: at most one, and exactly one.
      minimum?.pointee = required ? 1 : 0
      maximum?.pointee = 1
      return required ? GTK_SELECTION_BROWSE : GTK_SELECTION_SINGLE
    case .multiple(let least, let most)?:
      minimum?.pointee = guint(clamping: least)
      maximum?.pointee = most.map { guint(clamping: $0) } ?? .max
      return GTK_SELECTION_MULTIPLE
    case nil: return GTK_SELECTION_MULTIPLE
    }
  }

  @_cdecl("toggle_kit_tree_get_n_nodes")
  public func treeGetNNodes(_ tree: OpaquePointer?) -> guint {
    guard let tree = CallChecks.tree(tree, "toggle_kit_tree_get_n_nodes") else { return 0 }
    return CallChecks.run { guint(clamping: tree.count) }
  }

  @_cdecl("toggle_kit_tree_get_selection")
  public func treeGetSelection(
    _ tree: OpaquePointer?,
    _ included: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?,
    _ excluded: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
  ) {
    let function: StaticString = "toggle_kit_tree_get_selection"
    included?.pointee = nil
    excluded?.pointee = nil
    guard let tree = CallChecks.tree(tree, function) else { return }
    let selection = CallChecks.run { tree.selection }
    included?.pointee = newStrv(selection.included)
    excluded?.pointee = newStrv(selection.excluded)
  }

  @_cdecl("toggle_kit_tree_restore")
  public func treeRestore(
    _ tree: OpaquePointer?, _ included: UnsafePointer<UnsafePointer<CChar>?>?,
    _ excluded: UnsafePointer<UnsafePointer<CChar>?>?,
    _ leftOut: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
  ) -> gboolean {
    let function: StaticString = "toggle_kit_tree_restore"
    leftOut?.pointee = nil
    guard let tree = CallChecks.tree(tree, function) else { return 0 }
    let selection = ToggleTree<String>.Selection(
      included: CallChecks.identifiers(included, function, "included"),
      excluded: CallChecks.identifiers(excluded, function, "excluded"))
    return giveLeftOut(CallChecks.run { tree.restore(selection) }, to: leftOut)
  }

  @_cdecl("toggle_kit_tree_get_unplaced_selection")
  public func treeGetUnplacedSelection(
    _ tree: OpaquePointer?,
    _ included: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?,
    _ excluded: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
  ) {
    let function: StaticString = "toggle_kit_tree_get_unplaced_selection"
    included?.pointee = nil
    excluded?.pointee = nil
    guard let tree = CallChecks.tree(tree, function) else { return }
    let kept = CallChecks.run { tree.unplacedSelection }
    included?.pointee = newStrv(kept.included)
    excluded?.pointee = newStrv(kept.excluded)
  }

  @_cdecl("toggle_kit_tree_discard_unplaced_selection")
  public func treeDiscardUnplacedSelection(_ tree: OpaquePointer?) {
    guard let tree = CallChecks.tree(tree, "toggle_kit_tree_discard_unplaced_selection") else {
      return
    }
    CallChecks.run { tree.discardUnplacedSelection() }
  }

  /// `ToggleKitTreeParentFunc`: the parent a node will be loaded under, as a new string, or
  /// NULL for a top-level node.
  public typealias TreeParentFunction =
    @convention(c) (UnsafePointer<CChar>?, gpointer?) -> UnsafeMutablePointer<CChar>?

  /// A C parent function with its data, called on the main thread by the tree (T8); its
  /// data is destroyed when the tree lets the function go.
  private final class ParentFunction: @unchecked Sendable {
    let function: TreeParentFunction
    let data: gpointer?
    let destroy: GDestroyNotify?

    init(function: TreeParentFunction, data: gpointer?, destroy: GDestroyNotify?) {
      self.function = function
      self.data = data
      self.destroy = destroy
    }

    deinit { destroy?(data) }

    /// The node's expected parent; nil for a top-level node (the function returned NULL).
    func parent(of node: String) -> String? {
      guard let parent = node.withCString({ function($0, data) }) else { return nil }
      defer { g_free(parent) }
      // Text that is not UTF-8 would name another node: taken as none, with a critical.
      return CallChecks.identifier(
        UnsafePointer(parent), "toggle_kit_tree_set_parent_func", "parent_func's answer")
    }
  }

  /// `ToggleKitTreeTitleFunc`: a node's title as a new string, or NULL for its identifier.
  public typealias TreeTitleFunction =
    @convention(c) (UnsafePointer<CChar>?, gpointer?) -> UnsafeMutablePointer<CChar>?

  /// A C title function with its data; the data is destroyed when the tree lets it go.
  private final class TitleFunction: @unchecked Sendable {
    let function: TreeTitleFunction
    let data: gpointer?
    let destroy: GDestroyNotify?

    init(function: TreeTitleFunction, data: gpointer?, destroy: GDestroyNotify?) {
      self.function = function
      self.data = data
      self.destroy = destroy
    }

    deinit { destroy?(data) }

    /// The node's title; nil for its identifier (the function returned NULL). Text that is
    /// not UTF-8 is made valid, as a label would need: a title is shown, never compared.
    func title(of node: String) -> String? {
      guard let title = node.withCString({ function($0, data) }) else { return nil }
      defer { g_free(title) }
      guard let valid = g_utf8_make_valid(title, -1) else { return nil }
      defer { g_free(valid) }
      return String(cString: valid)
    }
  }

  @_cdecl("toggle_kit_tree_set_title_func")
  public func treeSetTitleFunc(
    _ tree: OpaquePointer?, _ function: TreeTitleFunction?, _ data: gpointer?,
    _ destroy: GDestroyNotify?
  ) {
    guard CallChecks.tree(tree, "toggle_kit_tree_set_title_func") != nil, let tree else {
      destroy?(data)  // the data is the call's to free, taken or not
      return
    }
    nonisolated(unsafe) let object = UnsafeMutableRawPointer(tree)
    guard let function else {
      destroy?(data)
      CallChecks.run { GObjectTypes.setTreeTitle(object, nil) }
      return
    }
    let titles = TitleFunction(function: function, data: data, destroy: destroy)
    CallChecks.run { GObjectTypes.setTreeTitle(object) { titles.title(of: $0) } }
  }

  @_cdecl("toggle_kit_tree_set_parent_func")
  public func treeSetParentFunc(
    _ tree: OpaquePointer?, _ function: TreeParentFunction?, _ data: gpointer?,
    _ destroy: GDestroyNotify?
  ) {
    guard let tree = CallChecks.tree(tree, "toggle_kit_tree_set_parent_func") else {
      destroy?(data)  // the data is the call's to free, taken or not
      return
    }
    guard let function else {
      destroy?(data)
      CallChecks.run { tree.expectedParent = nil }
      return
    }
    let parent = ParentFunction(function: function, data: data, destroy: destroy)
    CallChecks.run { tree.expectedParent = { parent.parent(of: $0) } }
  }

  /// `ToggleKitTreeChildrenFunc`: a node's children as a new NULL-terminated array, or NULL.
  public typealias TreeChildrenFunction =
    @convention(c) (UnsafePointer<CChar>?, gpointer?) -> UnsafeMutablePointer<
      UnsafeMutablePointer<CChar>?
    >?

  /// A C children function with its data, called on the main thread by GTK's create_func;
  /// its data is destroyed with the model.
  private final class ChildrenFunction: @unchecked Sendable {
    typealias Function = TreeChildrenFunction
    let function: Function
    let data: gpointer?
    let destroy: GDestroyNotify?

    init(function: Function, data: gpointer?, destroy: GDestroyNotify?) {
      self.function = function
      self.data = data
      self.destroy = destroy
    }

    deinit { destroy?(data) }

    /// The node's children, or nil for a leaf (the function returned NULL).
    func children(of node: String) -> [String]? {
      guard let array = node.withCString({ function($0, data) }) else { return nil }
      defer { g_strfreev(array) }
      // A child whose identifier is not UTF-8 is left out, with a critical.
      let strings = UnsafeRawPointer(array).assumingMemoryBound(to: UnsafePointer<CChar>?.self)
      return CallChecks.identifiers(
        strings, "toggle_kit_tree_create_model", "children_func's answer")
    }
  }

  @_cdecl("toggle_kit_tree_create_model")
  public func treeCreateModel(
    _ treePointer: OpaquePointer?, _ function: TreeChildrenFunction?, _ data: gpointer?,
    _ destroy: GDestroyNotify?
  ) -> OpaquePointer? {
    let tree = treePointer
    let name: StaticString = "toggle_kit_tree_create_model"
    guard let tree = CallChecks.tree(tree, name), let treeObject = treePointer,
      let function
    else {
      if treePointer != nil, function == nil { CallChecks.fail(name, "children_func != NULL") }
      destroy?(data)  // the data is the call's to free, taken or not
      return nil
    }
    let children = ChildrenFunction(function: function, data: data, destroy: destroy)
    _ = tree
    nonisolated(unsafe) let object = UnsafeMutableRawPointer(treeObject)
    let made = CallChecks.run {
      GObjectTypes.makeTreeModel(of: object) { children.children(of: $0) }
    }
    guard let model = made else { return nil }
    // The model holds its ToggleKitTree, so a tree a binding made and dropped keeps its
    // nodes while the model lives.
    g_object_set_data_full(
      UnsafeMutablePointer(model), "toggle-kit-tree",
      g_object_ref(UnsafeMutableRawPointer(treeObject)), { g_object_unref($0) })
    return model
  }

  @_cdecl("toggle_kit_tree_create_factory")
  public func treeCreateFactory(
    _ treePointer: OpaquePointer?, _ look: Int32, _ itemProperty: UnsafePointer<CChar>?,
    _ titleProperty: UnsafePointer<CChar>?
  ) -> OpaquePointer? {
    let function: StaticString = "toggle_kit_tree_create_factory"
    guard let tree = CallChecks.tree(treePointer, function), let treeObject = treePointer,
      let itemProperty = CallChecks.text(itemProperty, function, "item_property"),
      let toggleLook = CallChecks.look(look, function)
    else { return nil }
    let item = String(cString: itemProperty)
    let title = titleProperty.map { String(cString: $0) }
    // The tree's title function is asked as each row binds: one set later titles the rows
    // bound after it. The factory holds the tree, so the pointer stays valid.
    nonisolated(unsafe) let titled = UnsafeMutableRawPointer(treeObject)
    let factory = CallChecks.run {
      GObjectTypes.makeTreeFactory(
        tree: tree, look: toggleLook, itemProperty: item, titleProperty: title,
        title: { GObjectTypes.treeTitle(titled, of: $0) })
    }
    // The factory holds its ToggleKitTree, as a store's factory holds its store.
    g_object_set_data_full(
      UnsafeMutablePointer(factory), "toggle-kit-tree",
      g_object_ref(UnsafeMutableRawPointer(treeObject)), { g_object_unref($0) })
    return factory
  }
#endif
