#if os(Linux)
  import CGtk4

  /// The GType `ToggleKitItem`: one item of a `ToggleKitStore` or one node of a
  /// `ToggleKitTree`, as the item of a list model, so that a row written as a template (a
  /// `GtkBuilderListItemFactory`, Blueprint) binds its toggle's `item` property to it with
  /// no code, and its label to its `title`.
  ///
  /// A template can name only what the list item reaches: the model's item. The store or
  /// tree itself is out of its reach, so the item carries it. It is made by ToggleKit's
  /// models (`toggle_kit_tree_create_model`, `toggle_kit_store_map_model`), never by the app,
  /// and never changes: it names an identifier, not a value, as `GtkStringObject` does.
  enum ItemType {
    enum Property: UInt32, CaseIterable {
      case store = 1
      case tree, id, string, title, modelItem

      var name: StaticString {
        switch self {
        case .store: "store"
        case .tree: "tree"
        case .id: "id"
        case .string: "string"
        case .title: "title"
        case .modelItem: "model-item"
        }
      }
    }

    nonisolated(unsafe) static var privateOffset: Int32 = 0
    nonisolated(unsafe) static var parentClass: UnsafeMutablePointer<GObjectClass>?

    /// Registers the type once; thread-safe through Swift's lazy static initialisation.
    static let type: GType = TypeOwnership.register {
      tk_register_object_type(
        "ToggleKitItem", { klass, _ in ItemType.classInit(klass!) },
        { instance, _ in
          PrivateState.keep(ItemState(), in: UnsafeMutableRawPointer(instance!), privateOffset)
        },
        gsize(MemoryLayout<UnsafeMutableRawPointer?>.stride), &privateOffset)
    }

    /// The state of a `ToggleKitItem`, or nil for any other object. Read on any thread: it
    /// is written once, by ``make(store:tree:id:title:modelItem:)``, before anyone sees it.
    static func state(of object: UnsafeMutableRawPointer?) -> ItemState? {
      guard let object, tk_is_widget_of_type(object, type) != 0,
        let pointer = PrivateState.slot(object, privateOffset).pointee
      else { return nil }
      return Unmanaged<ItemState>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// A new `ToggleKitItem` (transfer full) naming `id` of the `ToggleKitStore` or
    /// `ToggleKitTree` `source` (a reference each to it and to `modelItem`).
    static func make(
      source: UnsafeMutableRawPointer, isTree: Bool, id: String, title: String,
      modelItem: UnsafeMutableRawPointer?
    ) -> UnsafeMutableRawPointer {
      let object = UnsafeMutableRawPointer(tk_object_new(type)!)
      let state = state(of: object)!
      state.source = g_object_ref(source)
      state.isTree = isTree
      state.id = id
      state.title = title
      free(state.cID)
      free(state.cTitle)
      state.cID = strdup(id)
      state.cTitle = strdup(title)
      state.modelItem = modelItem.map { g_object_ref($0) }
      return object
    }

    static func classInit(_ klass: gpointer) {
      g_type_class_adjust_private_offset(klass, &privateOffset)
      parentClass = UnsafeMutableRawPointer(g_type_class_peek_parent(klass))?
        .assumingMemoryBound(to: GObjectClass.self)
      let objectClass = tk_object_class(klass)!
      objectClass.pointee.get_property = { object, id, value, _ in
        guard let state = ItemType.state(of: object), let property = Property(rawValue: id)
        else { return }
        switch property {
        case .store: g_value_set_object(value, state.isTree ? nil : state.source)
        case .tree: g_value_set_object(value, state.isTree ? state.source : nil)
        case .id, .string: g_value_set_string(value, state.cID)
        case .title: g_value_set_string(value, state.cTitle)
        case .modelItem: g_value_set_object(value, state.modelItem)
        }
      }
      // The property vfunc goes first: GObject refuses properties on a class without it.
      let readable = GParamFlags(rawValue: TK_PARAM_READABLE.rawValue)
      for property in Property.allCases {
        let spec: UnsafeMutablePointer<GParamSpec>
        switch property {
        case .store:
          spec = g_param_spec_object(property.name.cString, nil, nil, StoreType.type, readable)
        case .tree:
          spec = g_param_spec_object(property.name.cString, nil, nil, TreeType.type, readable)
        case .id, .string, .title:
          spec = g_param_spec_string(property.name.cString, nil, nil, nil, readable)
        case .modelItem:
          spec = g_param_spec_object(
            property.name.cString, nil, nil, g_object_get_type(), readable)
        }
        g_object_class_install_property(objectClass, property.rawValue, spec)
      }
      objectClass.pointee.finalize = { object in
        // Only references to let go of, and no app code: on the thread of the last unref.
        let slot = PrivateState.slot(UnsafeMutableRawPointer(object!), ItemType.privateOffset)
        if let pointer = slot.pointee {
          slot.pointee = nil
          let state = Unmanaged<ItemState>.fromOpaque(pointer).takeRetainedValue()
          if let source = state.source { g_object_unref(source) }
          if let item = state.modelItem { g_object_unref(item) }
          free(state.cID)
          free(state.cTitle)
        }
        ItemType.parentClass?.pointee.finalize?(object)
      }
    }
  }

  /// What a `ToggleKitItem` names; written once as it is made, then only read.
  final class ItemState: @unchecked Sendable {
    /// The store or tree (one reference).
    var source: UnsafeMutableRawPointer?
    var isTree = false
    var id = ""
    var title = ""
    /// The same as C strings, for `toggle_kit_item_get_id` and `_get_title` (transfer none).
    /// An item an app made with g_object_new names "" in no store, never NULL.
    var cID: UnsafeMutablePointer<CChar>? = strdup("")
    var cTitle: UnsafeMutablePointer<CChar>? = strdup("")
    /// The app's model item it stands for, for a store's (one reference).
    var modelItem: UnsafeMutableRawPointer?

    init() {}
  }
#endif
