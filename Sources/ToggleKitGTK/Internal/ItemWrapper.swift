#if os(Linux)
  import CGtk4

  /// Turns a list of identifiers into a list of `ToggleKitItem`s of one store or tree (a
  /// `ToggleKitItemList` over it): what a row template binds its toggle to (ItemType).
  ///
  /// Each list holds the wrapper, which holds one reference to the store or tree: a model the
  /// app keeps after ToggleKit's own went keeps its source alive.
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

    /// A `ToggleKitItemList` (transfer full) of `model`'s items as `ToggleKitItem`s; takes a
    /// reference to `model`.
    @MainActor
    func map(_ model: OpaquePointer) -> OpaquePointer {
      ItemListType.make(over: model, wrapper: self)
    }

    /// The item standing for one model item (transfer full).
    @MainActor
    func item(for modelItem: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
      let (id, title) = describe(modelItem) ?? ("", "")
      return ItemType.make(
        source: source, isTree: isTree, id: id, title: title,
        modelItem: isTree ? nil : modelItem)
    }
  }
#endif
