#if os(Linux)
  import CGtk4
  import ToggleKit

  /// The items a list shows, for a select all that acts on what the user sees (L5), as
  /// `GtkMultiSelection`'s select all covers the rows of its own model.
  @MainActor
  enum ShownItems {
    /// Where a ToggleKit factory keeps how its rows name a model item's store item.
    private static let readerKey = "togglekit-item-reader"
    /// Every live reader, by the store it reads for: a `GtkColumnView` has no `factory`
    /// property, so its columns' readers are found through their store.
    private static var readers: [ObjectIdentifier: [WeakReader]] = [:]

    /// How a factory's rows name the store item of a model item, for one store.
    final class Reader<ID: Hashable & Sendable> {
      weak var store: ToggleStore<ID>?
      let read: (_ position: UInt32, _ item: UnsafeMutableRawPointer?) -> ID?

      init(store: ToggleStore<ID>, read: @escaping (UInt32, UnsafeMutableRawPointer?) -> ID?) {
        self.store = store
        self.read = read
      }
    }

    private struct WeakReader {
      weak var reader: AnyObject?
    }

    /// Keeps `read` on `factory` (released with it) and findable from `store`.
    static func attach<ID>(
      _ read: @escaping (UInt32, UnsafeMutableRawPointer?) -> ID?, for store: ToggleStore<ID>,
      to factory: OpaquePointer
    ) {
      let reader = Reader(store: store, read: read)
      let key = ObjectIdentifier(store)
      readers[key, default: []].removeAll { $0.reader == nil }
      readers[key, default: []].append(WeakReader(reader: reader))
      let box = Unmanaged.passRetained(reader as AnyObject).toOpaque()
      g_object_set_data_full(
        UnsafeMutablePointer(factory), readerKey, box,
        { data in
          // A factory's last reference may go on any thread (a binding's collector).
          MainThread.runOnMainContext(data!) { Unmanaged<AnyObject>.fromOpaque($0).release() }
        })
    }

    /// The items of `store` that `list` shows: nil when it shows every item of the store
    /// (its selection model goes through nothing that hides items, down to a model of as
    /// many items as the store), and also when no ToggleKit factory reads items for this
    /// store; else the items of the list's own model, read as its rows read them (O(items
    /// shown)), which a `GtkFilterListModel`, a `GtkSliceListModel` or any model of the
    /// app's may make fewer.
    static func items<ID>(of store: ToggleStore<ID>, in list: UnsafeMutablePointer<GtkWidget>)
      -> [ID]?
    {
      let object = UnsafeMutableRawPointer(list)
      guard tk_object_has_object_property(object, "model") != 0,
        let model = tk_dup_property_object(object, "model")
      else { return [] }
      defer { g_object_unref(model) }
      guard !showsEveryItem(from: model, count: store.count),
        let reader = reader(for: store, in: object)
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

    /// The reader of the list's own factory when it reads for `store`, else any factory's
    /// that does (a column view's columns).
    private static func reader<ID>(for store: ToggleStore<ID>, in list: UnsafeMutableRawPointer)
      -> Reader<ID>?
    {
      if tk_object_has_object_property(list, "factory") != 0,
        let factory = tk_dup_property_object(list, "factory")
      {
        defer { g_object_unref(factory) }
        if let box = g_object_get_data(factory.assumingMemoryBound(to: GObject.self), readerKey),
          let reader = Unmanaged<AnyObject>.fromOpaque(box).takeUnretainedValue() as? Reader<ID>,
          reader.store === store
        {
          return reader
        }
      }
      let live = readers[ObjectIdentifier(store)]?.compactMap { $0.reader as? Reader<ID> }
      return live?.first { $0.store === store }
    }

    /// Whether the models under `model` hide nothing (selection models, sorting, a filter
    /// that lets every item through) down to a model of `count` items.
    private static func showsEveryItem(from model: UnsafeMutableRawPointer, count: Int) -> Bool {
      let passThrough = [
        gtk_no_selection_get_type(), gtk_single_selection_get_type(),
        gtk_multi_selection_get_type(), gtk_sort_list_model_get_type(),
      ]
      var current = g_object_ref(model)!
      defer { g_object_unref(current) }
      for _ in 0..<32 {
        let isFilter = tk_is_instance_of(current, gtk_filter_list_model_get_type()) != 0
        if isFilter, let filter = gtk_filter_list_model_get_filter(OpaquePointer(current)),
          gtk_filter_get_strictness(filter) != GTK_FILTER_MATCH_ALL
        {
          return false
        }
        guard isFilter || passThrough.contains(where: { tk_is_instance_of(current, $0) != 0 }),
          let next = tk_dup_property_object(current, "model")
        else {
          return Int(g_list_model_get_n_items(OpaquePointer(current))) == count
        }
        g_object_unref(current)
        current = next
      }
      return false
    }
  }
#endif
