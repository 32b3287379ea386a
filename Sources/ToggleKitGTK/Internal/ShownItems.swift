#if os(Linux)
  import CGtk4

  /// The items a filtered list shows, for select-all keys that act on what the user sees
  /// (L5), as `GtkMultiSelection`'s select all over a `GtkFilterListModel` does.
  @MainActor
  enum ShownItems {
    /// Where a ToggleKit factory keeps how it reads a store item from a model item.
    private static let readerKey = "togglekit-item-reader"

    /// How a factory's rows name the store item of a model item.
    final class Reader<ID> {
      let read: (_ position: UInt32, _ item: UnsafeMutableRawPointer?) -> ID?

      init(_ read: @escaping (UInt32, UnsafeMutableRawPointer?) -> ID?) {
        self.read = read
      }
    }

    /// Keeps `read` on `factory`, released with it, so that keys given to a list can read
    /// the items the list shows the way its rows do.
    static func attach<ID>(
      _ read: @escaping (UInt32, UnsafeMutableRawPointer?) -> ID?, to factory: OpaquePointer
    ) {
      let box = Unmanaged.passRetained(Reader(read) as AnyObject).toOpaque()
      g_object_set_data_full(
        UnsafeMutablePointer(factory), readerKey, box,
        { data in MainThread.run { Unmanaged<AnyObject>.fromOpaque(data!).release() } })
    }

    /// The items `list` shows when its model filters them (a `GtkFilterListModel` under
    /// its selection model), read as its ToggleKit rows read them; nil when the list shows
    /// every item of its model, or its rows are not a ToggleKit factory's for `ID`: then
    /// the keys act on every item of the store. Costs O(items shown).
    static func filtered<ID>(in list: UnsafeMutablePointer<GtkWidget>, as _: ID.Type) -> [ID]? {
      let object = UnsafeMutableRawPointer(list)
      guard tk_object_has_object_property(object, "model") != 0,
        tk_object_has_object_property(object, "factory") != 0,
        let model = tk_get_property_object(object, "model"), isFiltered(model),
        let factory = tk_get_property_object(object, "factory"),
        let box = g_object_get_data(factory.assumingMemoryBound(to: GObject.self), readerKey),
        let reader = Unmanaged<AnyObject>.fromOpaque(box).takeUnretainedValue() as? Reader<ID>
      else { return nil }
      let listModel = OpaquePointer(model)
      let count = g_list_model_get_n_items(listModel)
      var items: [ID] = []
      items.reserveCapacity(Int(count))
      for position in 0..<count {
        let item = g_list_model_get_item(listModel, position)
        if let id = reader.read(position, item) { items.append(id) }
        if let item { g_object_unref(item) }
      }
      return items
    }

    /// Whether a `GtkFilterListModel` that hides items is in the chain of models under
    /// `model`, each found in its `model` property (GtkNoSelection, GtkSortListModel, ...).
    private static func isFiltered(_ model: UnsafeMutableRawPointer) -> Bool {
      var current: UnsafeMutableRawPointer? = model
      var depth = 0
      while let object = current, depth < 32 {
        // A filter that lets every item through (a search emptied) hides nothing.
        if tk_is_widget_of_type(object, gtk_filter_list_model_get_type()) != 0,
          let filter = gtk_filter_list_model_get_filter(OpaquePointer(object)),
          gtk_filter_get_strictness(filter) != GTK_FILTER_MATCH_ALL
        {
          return true
        }
        guard tk_object_has_object_property(object, "model") != 0 else { return false }
        current = tk_get_property_object(object, "model")
        depth += 1
      }
      return false
    }
  }
#endif
