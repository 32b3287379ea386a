#if os(Linux)
  import CGtk4
  @_spi(ToggleKitC) import ToggleKitGTK

  // ToggleKitStore's functions (L1-L8): the state of every item of an app's list, keyed by
  // strings, shown by recycled rows from the store's list item factory.

  extension CallChecks {
    /// The store of a `ToggleKitStore`, or nil with a critical for anything else.
    static func store(_ pointer: OpaquePointer?, _ function: StaticString) -> ToggleStore<String>? {
      guard onMainThread(function) else { return nil }
      nonisolated(unsafe) let object = pointer.map { UnsafeMutableRawPointer($0) }
      guard let store = run({ object.flatMap { GObjectTypes.store(of: $0) } }) else {
        fail(function, "TOGGLE_KIT_IS_STORE (self)")
        return nil
      }
      return store
    }

    /// A ToggleKitLook argument, or nil with a critical for a look out of range.
    static func look(_ look: Int32, _ function: StaticString) -> ToggleLook? {
      guard (0...3).contains(look) else {
        fail(function, "look <= TOGGLE_KIT_LOOK_RADIO")
        return nil
      }
      return [.push, .switch, .checkbox, .radio][Int(look)]
    }

    /// A ToggleKitToggleState argument, or nil with a critical for a value out of range.
    static func value(_ value: Int32, _ function: StaticString) -> ToggleValue? {
      switch value {
      case 0: return .off
      case 1: return .on
      case 2: return .mixed
      default:
        fail(function, "value <= TOGGLE_KIT_TOGGLE_STATE_MIXED")
        return nil
      }
    }
  }

  extension ToggleValue {
    /// The `ToggleKitToggleState` C enum value.
    var cValue: Int32 {
      switch self {
      case .off: 0
      case .on: 1
      case .mixed: 2
      }
    }
  }

  @_cdecl("toggle_kit_store_get_type")
  public func toggleKitStoreGetType() -> GType { GObjectTypes.store }

  @_cdecl("toggle_kit_store_new")
  public func storeNew(_ mode: GtkSelectionMode) -> OpaquePointer? {
    guard CallChecks.onMainThread("toggle_kit_store_new") else { return nil }
    // As g_object_new: a mode that is none of the three is told in `constructed`.
    return OpaquePointer(tk_store_new(GObjectTypes.store, mode))
  }

  /// Runs an insert or a removal and tells `n-items` and `n-on` if it moved them.
  private func counted(_ object: OpaquePointer, _ body: @MainActor (ToggleStore<String>) -> Bool)
    -> gboolean
  {
    nonisolated(unsafe) let object = UnsafeMutableRawPointer(object)
    return CallChecks.run {
      guard let store = GObjectTypes.store(of: object) else { return 0 }
      let items = store.count
      let on = store.onCount
      let changed = body(store)
      GObjectTypes.storeCountsChanged(object, itemsBefore: items, onBefore: on)
      return changed ? 1 : 0
    }
  }

  @_cdecl("toggle_kit_store_insert")
  public func storeInsert(_ store: OpaquePointer?, _ item: UnsafePointer<CChar>?, _ value: Int32)
    -> gboolean
  {
    let function: StaticString = "toggle_kit_store_insert"
    guard let object = store, CallChecks.store(store, function) != nil,
      let id = CallChecks.identifier(item, function, "item"),
      let value = CallChecks.value(value, function)
    else { return 0 }
    return counted(object) { $0.insert(id, value: value) }
  }

  @_cdecl("toggle_kit_store_remove")
  public func storeRemove(_ store: OpaquePointer?, _ item: UnsafePointer<CChar>?) -> gboolean {
    let function: StaticString = "toggle_kit_store_remove"
    guard let object = store, CallChecks.store(store, function) != nil,
      let id = CallChecks.identifier(item, function, "item")
    else { return 0 }
    return counted(object) { $0.remove(id) }
  }

  @_cdecl("toggle_kit_store_contains")
  public func storeContains(_ store: OpaquePointer?, _ item: UnsafePointer<CChar>?) -> gboolean {
    let function: StaticString = "toggle_kit_store_contains"
    guard let store = CallChecks.store(store, function),
      let id = CallChecks.identifier(item, function, "item")
    else { return 0 }
    return CallChecks.run { store.contains(id) } ? 1 : 0
  }

  @_cdecl("toggle_kit_store_get_value")
  public func storeGetValue(_ store: OpaquePointer?, _ item: UnsafePointer<CChar>?) -> Int32 {
    let function: StaticString = "toggle_kit_store_get_value"
    guard let store = CallChecks.store(store, function),
      let id = CallChecks.identifier(item, function, "item")
    else { return 0 }
    // An unknown item has no value (L4): off, as toggle_kit_store_contains() tells apart.
    return CallChecks.run { store.value(of: id)?.cValue ?? 0 }
  }

  @_cdecl("toggle_kit_store_set_value")
  public func storeSetValue(_ store: OpaquePointer?, _ item: UnsafePointer<CChar>?, _ value: Int32)
    -> gboolean
  {
    let function: StaticString = "toggle_kit_store_set_value"
    guard let store = CallChecks.store(store, function),
      let id = CallChecks.identifier(item, function, "item"),
      let value = CallChecks.value(value, function)
    else { return 0 }
    return CallChecks.run { store.setValue(value, for: id) } ? 1 : 0
  }

  @_cdecl("toggle_kit_store_set_enabled")
  public func storeSetEnabled(
    _ store: OpaquePointer?, _ item: UnsafePointer<CChar>?, _ enabled: gboolean
  ) -> gboolean {
    let function: StaticString = "toggle_kit_store_set_enabled"
    guard let store = CallChecks.store(store, function),
      let id = CallChecks.identifier(item, function, "item")
    else { return 0 }
    return CallChecks.run { store.setEnabled(enabled != 0, for: id) } ? 1 : 0
  }

  @_cdecl("toggle_kit_store_get_enabled")
  public func storeGetEnabled(_ store: OpaquePointer?, _ item: UnsafePointer<CChar>?) -> gboolean {
    let function: StaticString = "toggle_kit_store_get_enabled"
    guard let store = CallChecks.store(store, function),
      let id = CallChecks.identifier(item, function, "item")
    else { return 0 }
    return CallChecks.run { store.isEnabled(id) } ? 1 : 0
  }

  @_cdecl("toggle_kit_store_get_pending")
  public func storeGetPending(_ store: OpaquePointer?, _ item: UnsafePointer<CChar>?) -> gboolean {
    let function: StaticString = "toggle_kit_store_get_pending"
    guard let store = CallChecks.store(store, function),
      let id = CallChecks.identifier(item, function, "item")
    else { return 0 }
    return CallChecks.run { store.isPending(id) } ? 1 : 0
  }

  @_cdecl("toggle_kit_store_set_all")
  public func storeSetAll(_ store: OpaquePointer?, _ value: Int32) -> gboolean {
    let function: StaticString = "toggle_kit_store_set_all"
    guard let store = CallChecks.store(store, function),
      let value = CallChecks.value(value, function)
    else { return 0 }
    guard value != .mixed else {
      CallChecks.fail(function, "value != TOGGLE_KIT_TOGGLE_STATE_MIXED")
      return 0
    }
    return CallChecks.run { store.setAll(value) } ? 1 : 0
  }

  @_cdecl("toggle_kit_store_select_all")
  public func storeSelectAll(_ store: OpaquePointer?, _ list: UnsafeMutablePointer<GtkWidget>?)
    -> gboolean
  {
    selectAll(store, list, toward: .on, "toggle_kit_store_select_all")
  }

  @_cdecl("toggle_kit_store_unselect_all")
  public func storeUnselectAll(_ store: OpaquePointer?, _ list: UnsafeMutablePointer<GtkWidget>?)
    -> gboolean
  {
    selectAll(store, list, toward: .off, "toggle_kit_store_unselect_all")
  }

  /// The user's select all of every item, or of the items `list` shows.
  private func selectAll(
    _ store: OpaquePointer?, _ list: UnsafeMutablePointer<GtkWidget>?, toward value: ToggleValue,
    _ function: StaticString
  ) -> gboolean {
    guard let store = CallChecks.store(store, function) else { return 0 }
    if let list, tk_is_widget_of_type(UnsafeMutableRawPointer(list), gtk_widget_get_type()) == 0 {
      CallChecks.fail(function, "list == NULL || GTK_IS_WIDGET (list)")
      return 0
    }
    nonisolated(unsafe) let widget = list
    return CallChecks.run { GObjectTypes.selectAll(of: store, toward: value, shownIn: widget) }
      ? 1 : 0
  }

  @_cdecl("toggle_kit_store_get_n_items")
  public func storeGetNItems(_ store: OpaquePointer?) -> guint {
    guard let store = CallChecks.store(store, "toggle_kit_store_get_n_items") else { return 0 }
    return CallChecks.run { guint(clamping: store.count) }
  }

  @_cdecl("toggle_kit_store_get_n_on")
  public func storeGetNOn(_ store: OpaquePointer?) -> guint {
    guard let store = CallChecks.store(store, "toggle_kit_store_get_n_on") else { return 0 }
    return CallChecks.run { guint(clamping: store.onCount) }
  }

  @_cdecl("toggle_kit_store_create_factory")
  public func storeCreateFactory(
    _ storePointer: OpaquePointer?, _ look: Int32, _ itemProperty: UnsafePointer<CChar>?,
    _ titleProperty: UnsafePointer<CChar>?
  ) -> OpaquePointer? {
    let function: StaticString = "toggle_kit_store_create_factory"
    guard let store = CallChecks.store(storePointer, function), let storeObject = storePointer,
      let itemProperty = CallChecks.text(itemProperty, function, "item_property"),
      let toggleLook = CallChecks.look(look, function)
    else { return nil }
    let item = String(cString: itemProperty)
    let title = titleProperty.map { String(cString: $0) }
    let factory = CallChecks.run {
      GObjectTypes.makeListFactory(
        store: store, look: toggleLook, itemProperty: item, titleProperty: title)
    }
    // The factory holds its ToggleKitStore, so a store a binding made and dropped keeps
    // telling its changes while the factory lives (as members hold their group, C5).
    g_object_set_data_full(
      UnsafeMutablePointer(factory), "toggle-kit-store",
      g_object_ref(UnsafeMutableRawPointer(storeObject)), { g_object_unref($0) })
    return factory
  }

  @_cdecl("toggle_kit_store_handle_select_all_keys")
  public func storeHandleSelectAllKeys(
    _ store: OpaquePointer?, _ list: UnsafeMutablePointer<GtkWidget>?
  ) {
    let function: StaticString = "toggle_kit_store_handle_select_all_keys"
    guard let store = CallChecks.store(store, function) else { return }
    guard let list, tk_is_widget_of_type(UnsafeMutableRawPointer(list), gtk_widget_get_type()) != 0
    else {
      CallChecks.fail(function, "GTK_IS_WIDGET (list)")
      return
    }
    // Once per list: a second call adds no second set of keys.
    let object = UnsafeMutablePointer<GObject>(OpaquePointer(list))
    guard g_object_get_data(object, "toggle-kit-select-all-keys") == nil else { return }
    g_object_set_data(object, "toggle-kit-select-all-keys", UnsafeMutableRawPointer(bitPattern: 1))
    nonisolated(unsafe) let widget = list
    CallChecks.run { GObjectTypes.handleSelectAllKeys(of: store, in: widget) }
  }
#endif

#if os(Linux)
  import CGtk4
  @_spi(ToggleKitC) import ToggleKitGTK

  @_cdecl("toggle_kit_store_get_selection")
  public func storeGetSelection(_ store: OpaquePointer?) -> UnsafeMutablePointer<
    UnsafeMutablePointer<CChar>?
  >? {
    let function: StaticString = "toggle_kit_store_get_selection"
    guard let store = CallChecks.store(store, function) else { return nil }
    let selection = CallChecks.run { store.selection }
    // A NULL-terminated array of g_strdup'ed strings, freed with g_strfreev.
    let slots = MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (selection.count + 1)
    let strings = g_malloc0(gsize(slots))!.bindMemory(
      to: UnsafeMutablePointer<CChar>?.self, capacity: selection.count + 1)
    for (index, item) in selection.enumerated() { strings[index] = g_strdup(item) }
    return strings
  }

  @_cdecl("toggle_kit_store_restore")
  public func storeRestore(
    _ store: OpaquePointer?, _ items: UnsafePointer<UnsafePointer<CChar>?>?,
    _ leftOut: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
  ) -> gboolean {
    let function: StaticString = "toggle_kit_store_restore"
    leftOut?.pointee = nil
    guard let store = CallChecks.store(store, function) else { return 0 }
    // NULL is no item on, as an empty array (g_settings_set_strv's convention).
    let listed = CallChecks.identifiers(items, function, "items")
    return giveLeftOut(CallChecks.run { store.restore(listed) }, to: leftOut)
  }

  @_cdecl("toggle_kit_store_insert_all")
  public func storeInsertAll(
    _ store: OpaquePointer?, _ items: UnsafePointer<UnsafePointer<CChar>?>?, _ value: Int32
  ) -> guint {
    let function: StaticString = "toggle_kit_store_insert_all"
    guard let object = store, CallChecks.store(store, function) != nil,
      let items = CallChecks.strv(items, function, "items"),
      let value = CallChecks.value(value, function)
    else { return 0 }
    var added = 0
    _ = counted(object) { store in
      added = store.insert(contentsOf: items, value: value)
      return added > 0
    }
    return guint(clamping: added)
  }
#endif

#if os(Linux)
  import CGtk4
  @_spi(ToggleKitC) import ToggleKitGTK

  @_cdecl("toggle_kit_store_follow_model")
  public func storeFollowModel(
    _ store: OpaquePointer?, _ model: OpaquePointer?, _ itemProperty: UnsafePointer<CChar>?
  ) {
    let function: StaticString = "toggle_kit_store_follow_model"
    guard let object = store, CallChecks.store(store, function) != nil else { return }
    guard let model else {
      nonisolated(unsafe) let stopping = UnsafeMutableRawPointer(object)
      CallChecks.run { GObjectTypes.storeFollow(stopping, model: nil, property: nil) }
      return
    }
    guard tk_is_list_model(UnsafeMutableRawPointer(model)) != 0 else {
      CallChecks.fail(function, "model == NULL || G_IS_LIST_MODEL (model)")
      return
    }
    guard let itemProperty = CallChecks.text(itemProperty, function, "item_property") else {
      return
    }
    nonisolated(unsafe) let following = UnsafeMutableRawPointer(object)
    nonisolated(unsafe) let followed = UnsafeMutableRawPointer(model)
    let property = String(cString: itemProperty)
    CallChecks.run { GObjectTypes.storeFollow(following, model: followed, property: property) }
  }
#endif
