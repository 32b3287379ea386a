#if os(Linux)
  import CGtk4

  /// Turns a list of identifiers into a list of `ToggleKitItem`s of one store or tree, as a
  /// `GtkMapListModel` over it: what a row template binds its toggle to (ItemType).
  ///
  /// Each map model holds one reference to the wrapper, which holds one to the store or
  /// tree: a model the app keeps after ToggleKit's own went keeps its source alive.
  final class ItemWrapper: @unchecked Sendable {
    /// The `ToggleKitStore` or `ToggleKitTree` (one reference).
    private let source: UnsafeMutableRawPointer
    private let isTree: Bool
    /// The identifier a model item names, and its title; nil shows nothing (an item with no
    /// such property, L4), as an item of `id` "".
    private let describe: @MainActor (UnsafeMutableRawPointer) -> (id: String, title: String)?

    init(
      source: UnsafeMutableRawPointer, isTree: Bool,
      describe: @escaping @MainActor (UnsafeMutableRawPointer) -> (id: String, title: String)?
    ) {
      self.source = g_object_ref(source)
      self.isTree = isTree
      self.describe = describe
    }

    deinit { g_object_unref(source) }

    /// A `GtkMapListModel` (transfer full) of `model`'s items as `ToggleKitItem`s; takes a
    /// reference to `model`.
    func map(_ model: OpaquePointer) -> OpaquePointer {
      g_object_ref(UnsafeMutableRawPointer(model))
      return gtk_map_list_model_new(
        model, ItemWrapper.mapItem, Unmanaged.passRetained(self).toOpaque(),
        { data in Unmanaged<ItemWrapper>.fromOpaque(data!).release() })!
    }

    /// The item standing for one model item (transfer full).
    @MainActor
    func item(for modelItem: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
      let (id, title) = describe(modelItem) ?? ("", "")
      return ItemType.make(
        source: source, isTree: isTree, id: id, title: title,
        modelItem: isTree ? nil : modelItem)
    }

    /// GtkMapListModel's map function: takes the model's item (transfer full) and gives
    /// ours (transfer full), on the thread that reads the model: GTK's main thread.
    private static let mapItem: GtkMapListModelMapFunc = { item, data in
      nonisolated(unsafe) let item = item!
      nonisolated(unsafe) let data = data!
      let mapped = MainThread.run { () -> Int in
        let wrapper = Unmanaged<ItemWrapper>.fromOpaque(data).takeUnretainedValue()
        return Int(bitPattern: wrapper.item(for: item))
      }
      g_object_unref(item)
      return UnsafeMutableRawPointer(bitPattern: mapped)
    }
  }
#endif
