#if os(Linux)
  import CGtk4
  @_spi(ToggleKitC) import ToggleKitGTK

  // An app's own rows: a ToggleKitButton the app built (in its own factory's bind, or from
  // a .ui file a GtkSignalListItemFactory loads) shows one item of a ToggleKitStore or one
  // node of a ToggleKitTree, as the rows of their factories do (L1-L4, L7, T1-T11).

  /// The key under which a toggle holds the store or tree it shows an item of; the widget
  /// lets go of it when disposed or when it joins a group.
  private let rowSourceKey = GObjectTypes.rowSourceKey

  extension CallChecks {
    /// The toggle of a `ToggleKitButton` that can show an item, or nil with a critical: a
    /// group's member shows its group's value, not an item's (G1).
    static func rowButton(_ pointer: OpaquePointer?, _ function: StaticString) -> ToggleButton? {
      guard let button = member(pointer, function) else { return nil }
      guard run({ button.group == nil }) else {
        fail(function, "button's toggle-group == NULL")
        return nil
      }
      return button
    }
  }

  /// Holds `source` on `button` while it shows one of its items, as the factories' rows hold
  /// their store (C5): a store or tree a binding made and dropped goes on telling changes.
  /// Nil lets go of it.
  private func hold(_ source: OpaquePointer?, on button: OpaquePointer) {
    let object = UnsafeMutableRawPointer(button).assumingMemoryBound(to: GObject.self)
    guard let source else {
      g_object_set_data(object, rowSourceKey, nil)
      return
    }
    g_object_set_data_full(
      object, rowSourceKey, g_object_ref(UnsafeMutableRawPointer(source)), { g_object_unref($0) })
  }

  /// Whether `button` holds `source`: it shows one of its items.
  private func holds(_ source: OpaquePointer, on button: OpaquePointer) -> Bool {
    let object = UnsafeMutableRawPointer(button).assumingMemoryBound(to: GObject.self)
    return g_object_get_data(object, rowSourceKey) == UnsafeMutableRawPointer(source)
  }

  @_cdecl("toggle_kit_store_bind_button")
  public func storeBindButton(
    _ store: OpaquePointer?, _ button: OpaquePointer?, _ item: UnsafePointer<CChar>?
  ) -> gboolean {
    let function: StaticString = "toggle_kit_store_bind_button"
    guard let storeObject = store, let toggleStore = CallChecks.store(store, function),
      let buttonObject = button, let toggle = CallChecks.rowButton(button, function),
      let item = CallChecks.text(item, function, "item")
    else { return 0 }
    let id = String(cString: item)
    let shown = CallChecks.run { toggle.show(id, of: toggleStore) }
    hold(shown ? storeObject : nil, on: buttonObject)
    return shown ? 1 : 0
  }

  @_cdecl("toggle_kit_store_bind_select_all")
  public func storeBindSelectAll(_ store: OpaquePointer?, _ button: OpaquePointer?) {
    let function: StaticString = "toggle_kit_store_bind_select_all"
    guard let storeObject = store, let toggleStore = CallChecks.store(store, function),
      let buttonObject = button, let toggle = CallChecks.rowButton(button, function)
    else { return }
    CallChecks.run { toggle.becomeSelectAll(of: toggleStore) }
    hold(storeObject, on: buttonObject)
  }

  @_cdecl("toggle_kit_store_unbind_button")
  public func storeUnbindButton(_ store: OpaquePointer?, _ button: OpaquePointer?) {
    let function: StaticString = "toggle_kit_store_unbind_button"
    guard let storeObject = store, let toggleStore = CallChecks.store(store, function),
      let buttonObject = button, let toggle = CallChecks.member(button, function)
    else { return }
    CallChecks.run { toggle.stopShowing(toggleStore) }
    if holds(storeObject, on: buttonObject) { hold(nil, on: buttonObject) }
  }

  @_cdecl("toggle_kit_tree_bind_button")
  public func treeBindButton(
    _ tree: OpaquePointer?, _ button: OpaquePointer?, _ node: UnsafePointer<CChar>?
  ) -> gboolean {
    let function: StaticString = "toggle_kit_tree_bind_button"
    guard let treeObject = tree, let toggleTree = CallChecks.tree(tree, function),
      let buttonObject = button, let toggle = CallChecks.rowButton(button, function),
      let node = CallChecks.node(node, function)
    else { return 0 }
    let shown = CallChecks.run { toggle.show(node, of: toggleTree) }
    hold(shown ? treeObject : nil, on: buttonObject)
    return shown ? 1 : 0
  }

  @_cdecl("toggle_kit_tree_unbind_button")
  public func treeUnbindButton(_ tree: OpaquePointer?, _ button: OpaquePointer?) {
    let function: StaticString = "toggle_kit_tree_unbind_button"
    guard let treeObject = tree, let toggleTree = CallChecks.tree(tree, function),
      let buttonObject = button, let toggle = CallChecks.member(button, function)
    else { return }
    CallChecks.run { toggle.stopShowing(toggleTree) }
    if holds(treeObject, on: buttonObject) { hold(nil, on: buttonObject) }
  }
#endif
