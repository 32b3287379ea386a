#if os(Linux)
  import CGtk4
  @_spi(ToggleKitTools) import ToggleKit

  /// Keeps a `ToggleKitStore`'s items in step with a `GListModel`: each item
  /// the model holds is in the store, named by a string property of the model's item, and an
  /// item the model no longer holds leaves it, so the app keeps one list, not two.
  ///
  /// `items-changed` names positions, and the items removed are gone from the model when it
  /// is emitted, so the follower keeps each position's name. A name the model holds twice
  /// shares one state (L4) and leaves the store when the model holds it no more.
  ///
  /// A move is a removal and an insertion, in one emission or in two (`GListStore` and
  /// `GtkStringList` moved by drag and drop): an item that leaves comes back as it was, value
  /// and enabled state, if the model gives one of its name back before the main loop turns
  /// again, even as a new object (a `GtkStringList` makes new ones on a splice). A save pending
  /// for it is withdrawn as it leaves (L4): it comes back with the value the app was told.
  @MainActor
  final class StoreModelFollower {
    /// The model followed (one reference while following).
    let model: UnsafeMutableRawPointer
    private let property: String
    private weak var state: StoreState?
    private let object: WeakObject
    private var handler: gulong = 0
    /// The name of the model's item at each position; nil for an item with no such string.
    private var names: [String?] = []
    /// How many positions hold each name.
    private var counts: [String: Int] = [:]
    /// The items that left in this main-loop iteration, as they were: the second half of a
    /// move gives them back (L4). Forgotten from the loop's next iteration.
    private var departed: [String: (value: ToggleValue, isEnabled: Bool)] = [:]
    private var forgetsDeparted = false

    /// Starts following `model` (referenced while followed) for the store of `state`.
    init(
      model: UnsafeMutableRawPointer, property: String, state: StoreState, object: WeakObject
    ) {
      self.model = model
      self.property = property
      self.state = state
      self.object = object
      g_object_ref(model)
      let changed: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void = {
        _, position, removed, added, data in
        MainThread.run {
          Unmanaged<StoreModelFollower>.fromOpaque(data!).takeUnretainedValue()
            .itemsChanged(at: Int(position), removed: Int(removed), added: Int(added))
        }
      }
      handler = tk_signal_connect(
        model, "items-changed", unsafeBitCast(changed, to: GCallback.self),
        Unmanaged.passUnretained(self).toOpaque(), nil)
      itemsChanged(at: 0, removed: 0, added: Int(g_list_model_get_n_items(OpaquePointer(model))))
    }

    #if compiler(>=6.2)
      isolated deinit { resourcesToRelease()() }
    #else
      // No isolated deinit before Swift 6.2: the release goes to the main thread.
      deinit { MainThread.releaseAfterDeinit { resourcesToRelease() } }
    #endif

    /// What the deinit releases on the main thread, holding what it frees and not `self`.
    private func resourcesToRelease() -> @MainActor () -> Void {
      let handler = handler
      nonisolated(unsafe) let model = model
      return {
        guard handler != 0 else { return }
        g_signal_handler_disconnect(model, handler)
        g_object_unref(model)
      }
    }

    /// Stops following: the store keeps the items it has.
    func stop() {
      departed = [:]
      guard handler != 0 else { return }
      g_signal_handler_disconnect(model, handler)
      handler = 0
      g_object_unref(model)
    }

    private func itemsChanged(at position: Int, removed: Int, added: Int) {
      guard let state, let store = state.store, position + removed <= names.count else { return }
      var arriving: [String?] = []
      arriving.reserveCapacity(added)
      for index in position..<position + added {
        guard let item = g_list_model_get_item(OpaquePointer(model), guint(index)) else {
          arriving.append(nil)
          continue
        }
        arriving.append(RowTitles.string(property, of: item))
        g_object_unref(item)
      }
      let leaving = names[position..<position + removed]
      names.replaceSubrange(position..<position + removed, with: arriving)
      var gone: [String] = []
      for case let name? in leaving {
        counts[name, default: 0] -= 1
        if counts[name] == 0 {
          counts[name] = nil
          gone.append(name)
        }
      }
      var new: [String] = []
      for case let name? in arriving {
        counts[name, default: 0] += 1
        if counts[name] == 1 { new.append(name) }
      }
      // A name that left and came back (a move) stays, with its value.
      let moved = Set(gone).intersection(new)
      let itemsBefore = store.count
      let onBefore = store.onCount
      // The model has changed already: the store follows it even past an observer's share of
      // answers (B10), so that it never holds other items than the model's.
      for name in gone where !moved.contains(name) {
        // Read once a save pending for it is withdrawn: it comes back as the app was told.
        if let state = store.removeReturningState(name, pastAnswerBound: true) {
          departed[name] = state
        }
      }
      insert(new.filter { !moved.contains($0) }, into: store)
      if !departed.isEmpty, !forgetsDeparted {
        forgetsDeparted = true
        object.emitLater { [weak self] _ in
          self?.departed = [:]
          self?.forgetsDeparted = false
        }
      }
      _ = object.emit { state.notifyCounts(on: $0, itemsBefore: itemsBefore, onBefore: onBefore) }
    }

    /// Adds the model's new items in its order: new ones off, and ones that left in this
    /// iteration as they were (the second half of a move), in runs of one value.
    private func insert(_ names: [String], into store: ToggleStore<String>) {
      var run: [String] = []
      var runValue = ToggleValue.off
      var disabled: [String] = []
      func flush() {
        if !run.isEmpty { store.insert(contentsOf: run, value: runValue, pastAnswerBound: true) }
        run.removeAll(keepingCapacity: true)
      }
      for name in names {
        let earlier = departed.removeValue(forKey: name)
        let value = earlier?.value ?? .off
        if value != runValue {
          flush()
          runValue = value
        }
        run.append(name)
        if earlier?.isEnabled == false { disabled.append(name) }
      }
      flush()
      for name in disabled { store.setEnabled(false, for: name) }
    }
  }
#endif
