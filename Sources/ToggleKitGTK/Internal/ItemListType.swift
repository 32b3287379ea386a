#if os(Linux)
  import CGtk4

  /// The private GType `ToggleKitItemList`: a `GListModel` of `ToggleKitItem`s, one for each
  /// item of another list model, made when first asked for and kept as long as anyone holds
  /// it, in step with that model's `items-changed`.
  ///
  /// Not `GtkMapListModel`: on GTK 4.8 and 4.18 alike, replacing an item whose mapped item is
  /// held (a row on screen holds it) makes the map model return a neighbour's mapped item for
  /// that position (`gtk_string_list_splice (list, 0, 1, {"a"})` over "a", "b" with both held
  /// reads "b", "b"), so a tree row re-made for its arrow showed another node.
  enum ItemListType {
    nonisolated(unsafe) static var privateOffset: Int32 = 0
    nonisolated(unsafe) static var parentClass: UnsafeMutablePointer<GObjectClass>?

    /// Registers the type once; thread-safe through Swift's lazy static initialisation.
    static let type: GType = TypeOwnership.register {
      let type = tk_register_object_type(
        "ToggleKitItemList", { klass, _ in ItemListType.classInit(klass!) },
        { instance, _ in
          PrivateState.keep(
            ItemListState(), in: UnsafeMutableRawPointer(instance!), privateOffset)
        },
        gsize(MemoryLayout<UnsafeMutableRawPointer?>.stride), &privateOffset)
      if type != 0 { tk_type_add_list_model(type, listModelFunctions) }
      return type
    }

    nonisolated(unsafe) private static let listModelFunctions:
      UnsafeMutablePointer<TkListModelFunctions> = {
        let functions = UnsafeMutablePointer<TkListModelFunctions>.allocate(capacity: 1)
        functions.initialize(
          to: TkListModelFunctions(
            get_item_type: { _ in ItemType.type },
            get_n_items: { list in
              guint(ItemListType.state(of: UnsafeMutableRawPointer(list))?.slots.count ?? 0)
            },
            get_item: { list, position in
              MainThread.call(
                { ItemListType.state(of: $0.0)?.item(at: $0.1) },
                (UnsafeMutableRawPointer(list), Int(position)))
            }))
        return functions
      }()

    /// The state of a `ToggleKitItemList`, or nil for any other object.
    static func state(of object: UnsafeMutableRawPointer?) -> ItemListState? {
      guard let object, tk_is_widget_of_type(object, type) != 0,
        let pointer = PrivateState.slot(object, privateOffset).pointee
      else { return nil }
      return Unmanaged<ItemListState>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// A new list (transfer full) of `source`'s items as `wrapper` makes them; takes a
    /// reference to `source`.
    @MainActor
    static func make(over source: OpaquePointer, wrapper: ItemWrapper) -> OpaquePointer {
      let object = UnsafeMutableRawPointer(tk_object_new(type)!)
      state(of: object)!.start(list: object, source: source, wrapper: wrapper)
      return OpaquePointer(object)
    }

    static func classInit(_ klass: gpointer) {
      g_type_class_adjust_private_offset(klass, &privateOffset)
      parentClass = UnsafeMutableRawPointer(g_type_class_peek_parent(klass))?
        .assumingMemoryBound(to: GObjectClass.self)
      let objectClass = tk_object_class(klass)!
      objectClass.pointee.finalize = { object in
        let slot = PrivateState.slot(UnsafeMutableRawPointer(object!), ItemListType.privateOffset)
        if let pointer = slot.pointee {
          slot.pointee = nil
          Unmanaged<ItemListState>.fromOpaque(pointer).takeRetainedValue().stop()
        }
        ItemListType.parentClass?.pointee.finalize?(object)
      }
    }
  }

  /// What a `ToggleKitItemList` holds: its source, and a weak reference to each item it made,
  /// by position (nil: not made yet, or let go of).
  final class ItemListState: @unchecked Sendable {
    private(set) var slots: [UnsafeMutablePointer<GWeakRef>?] = []
    private var source: OpaquePointer?
    private var wrapper: ItemWrapper?
    private var handler: gulong = 0

    init() {}

    func start(list: UnsafeMutableRawPointer, source: OpaquePointer, wrapper: ItemWrapper) {
      g_object_ref(UnsafeMutableRawPointer(source))
      self.source = source
      self.wrapper = wrapper
      slots = Array(repeating: nil, count: Int(g_list_model_get_n_items(source)))
      // The list's own pointer as the handler's data: the handler goes in `stop`, called from
      // the list's finalize, before the pointer does.
      handler = tk_signal_connect(
        UnsafeMutableRawPointer(source), "items-changed",
        unsafeBitCast(ItemListState.sourceChanged, to: GCallback.self), list, nil)
    }

    /// The item at `position` (transfer full): the one made before if someone holds it.
    @MainActor
    func item(at position: Int) -> UnsafeMutableRawPointer? {
      guard position >= 0, position < slots.count, let source, let wrapper else { return nil }
      if let slot = slots[position], let item = g_weak_ref_get(slot) { return item }
      guard let modelItem = g_list_model_get_item(source, guint(position)) else { return nil }
      defer { g_object_unref(modelItem) }
      let item = wrapper.item(for: modelItem)
      let slot = slots[position] ?? UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
      if slots[position] == nil {
        g_weak_ref_init(slot, item)
      } else {
        g_weak_ref_set(slot, item)
      }
      slots[position] = slot
      return item
    }

    /// Follows the source: the items removed are let go of, the ones added are made when
    /// asked for; the same change is told.
    private func follow(list: UnsafeMutableRawPointer, position: Int, removed: Int, added: Int) {
      guard position + removed <= slots.count else { return }
      for slot in slots[position..<position + removed] {
        guard let slot else { continue }
        g_weak_ref_clear(slot)
        slot.deallocate()
      }
      slots.replaceSubrange(
        position..<position + removed, with: repeatElement(nil, count: added))
      g_list_model_items_changed(
        OpaquePointer(list), guint(position), guint(removed), guint(added))
    }

    /// Lets go of the source and the weak references, from the list's finalize.
    func stop() {
      if let source, handler != 0 {
        g_signal_handler_disconnect(UnsafeMutableRawPointer(source), handler)
      }
      for slot in slots {
        guard let slot else { continue }
        g_weak_ref_clear(slot)
        slot.deallocate()
      }
      slots = []
      if let source { g_object_unref(UnsafeMutableRawPointer(source)) }
      source = nil
      wrapper = nil
    }

    private static let sourceChanged:
      @convention(c) (UnsafeMutableRawPointer?, guint, guint, guint, gpointer?) -> Void = {
        _, position, removed, added, list in
        guard let list, let state = ItemListType.state(of: list) else { return }
        state.follow(list: list, position: Int(position), removed: Int(removed), added: Int(added))
      }
  }
#endif
