#if os(Linux)
  import CGtk4
  @_spi(ToggleKitC) import ToggleKitGTK

  // ToggleKitItem's functions: a store's item or a tree's node as a list model's item, which
  // a row template binds its toggle's `item` to (L1, T7). Items never change, so they are
  // read from any thread.

  extension CallChecks {
    /// What a `ToggleKitItem` names, or nil with a critical for anything else.
    static func item(_ pointer: OpaquePointer?, _ function: StaticString) -> (
      source: UnsafeMutableRawPointer?, isTree: Bool, id: UnsafePointer<CChar>?,
      title: UnsafePointer<CChar>?, modelItem: UnsafeMutableRawPointer?
    )? {
      guard GObjectTypes.ownsTypes else { return nil }
      guard let pointer, let parts = GObjectTypes.itemParts(of: UnsafeMutableRawPointer(pointer))
      else {
        fail(function, "TOGGLE_KIT_IS_ITEM (self)")
        return nil
      }
      return parts
    }
  }

  @_cdecl("toggle_kit_item_get_type")
  public func toggleKitItemGetType() -> GType { GObjectTypes.item }

  @_cdecl("toggle_kit_item_get_id")
  public func itemGetID(_ item: OpaquePointer?) -> UnsafePointer<CChar>? {
    CallChecks.item(item, "toggle_kit_item_get_id")?.id
  }

  @_cdecl("toggle_kit_item_get_title")
  public func itemGetTitle(_ item: OpaquePointer?) -> UnsafePointer<CChar>? {
    CallChecks.item(item, "toggle_kit_item_get_title")?.title
  }

  @_cdecl("toggle_kit_item_get_store")
  public func itemGetStore(_ item: OpaquePointer?) -> OpaquePointer? {
    guard let parts = CallChecks.item(item, "toggle_kit_item_get_store"), !parts.isTree else {
      return nil
    }
    return parts.source.map { OpaquePointer($0) }
  }

  @_cdecl("toggle_kit_item_get_tree")
  public func itemGetTree(_ item: OpaquePointer?) -> OpaquePointer? {
    guard let parts = CallChecks.item(item, "toggle_kit_item_get_tree"), parts.isTree else {
      return nil
    }
    return parts.source.map { OpaquePointer($0) }
  }

  @_cdecl("toggle_kit_item_get_model_item")
  public func itemGetModelItem(_ item: OpaquePointer?) -> gpointer? {
    CallChecks.item(item, "toggle_kit_item_get_model_item")?.modelItem
  }

  @_cdecl("toggle_kit_store_map_model")
  public func storeMapModel(
    _ store: OpaquePointer?, _ model: OpaquePointer?, _ itemProperty: UnsafePointer<CChar>?,
    _ titleProperty: UnsafePointer<CChar>?
  ) -> OpaquePointer? {
    let function: StaticString = "toggle_kit_store_map_model"
    guard let object = store, CallChecks.store(store, function) != nil else { return nil }
    guard let model, tk_is_list_model(UnsafeMutableRawPointer(model)) != 0 else {
      CallChecks.fail(function, "G_IS_LIST_MODEL (model)")
      return nil
    }
    guard let itemProperty = CallChecks.text(itemProperty, function, "item_property") else {
      return nil
    }
    let property = String(cString: itemProperty)
    let title = titleProperty.map { String(cString: $0) }
    nonisolated(unsafe) let source = UnsafeMutableRawPointer(object)
    nonisolated(unsafe) let list = model
    let mapped = CallChecks.run {
      Int(
        bitPattern: UnsafeMutableRawPointer(
          GObjectTypes.mapStoreModel(
            of: source, model: list, itemProperty: property, titleProperty: title)))
    }
    return OpaquePointer(bitPattern: mapped)
  }
#endif
