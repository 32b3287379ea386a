#if os(Linux)
  import CGtk4
  // The store's commit policy (ToggleStore.commitPolicy).
  @_spi(ToggleKitTools) import ToggleKit

  /// The GType `ToggleKitStore`: a `ToggleStore` keyed by strings, as a GObject, for the
  /// list rows of C, Python, JavaScript and Vala apps (L1-L8).
  ///
  /// Items are strings (a `GtkStringList`'s, typically); the mode is fixed at construction
  /// by construct-only properties as a group's is. `item-changed` tells each item's change
  /// that stands (from code, or a user's once committed), `all-changed` a select all or
  /// clear all; `commit` asks the app to save a user change, as a toggle's does.
  enum StoreType {
    enum Property: UInt32, CaseIterable {
      // After the mode's three (ModeProperties, 1 to 3).
      case allowsMixed = 4
      case nItems, nOn, commitPolicy, commitTimeout, model, itemProperty

      var name: StaticString {
        switch self {
        case .allowsMixed: "allows-mixed"
        case .nItems: "n-items"
        case .nOn: "n-on"
        case .commitPolicy: "commit-policy"
        case .commitTimeout: "commit-timeout"
        case .model: "model"
        case .itemProperty: "item-property"
        }
      }
    }

    nonisolated(unsafe) static var privateOffset: Int32 = 0
    nonisolated(unsafe) static var parentClass: UnsafeMutablePointer<GObjectClass>?
    nonisolated(unsafe) static var itemChangedSignal: guint = 0
    nonisolated(unsafe) static var allChangedSignal: guint = 0
    nonisolated(unsafe) static var commitSignal: guint = 0
    nonisolated(unsafe) static var allCommitSignal: guint = 0
    nonisolated(unsafe) static var commitFailedSignal: guint = 0
    nonisolated(unsafe) static var changeRequestSignal: guint = 0
    nonisolated(unsafe) static var specs: [Property: UnsafeMutablePointer<GParamSpec>] = [:]

    /// Registers the type once; thread-safe through Swift's lazy static initialisation.
    static let type: GType = TypeOwnership.register {
      let type = tk_register_object_type(
        "ToggleKitStore", { klass, _ in StoreType.classInit(klass!) },
        { instance, _ in
          PrivateState.keep(StoreState(), in: UnsafeMutableRawPointer(instance!), privateOffset)
        },
        gsize(MemoryLayout<UnsafeMutableRawPointer?>.stride), &privateOffset)
      // `<items>` in a .ui file, as GtkStringList's; GtkBuilder runs on
      // the main thread.
      tk_store_add_buildable(type, WidgetType.toggleStateEnumType) { object, item, value in
        MainThread.call(
          { StoreType.insertFromBuilder($0.0, item: $0.1, value: $0.2) },
          (object!, String(cString: item!), value))
      }
      return type
    }

    /// Adds an item a .ui file's `<items>` names, as `toggle_kit_store_insert` does: the
    /// counts are notified; an item the store has already keeps its value.
    @MainActor
    static func insertFromBuilder(_ object: UnsafeMutableRawPointer, item: String, value: Int32) {
      guard let store = state(of: object)?.store,
        let toggleValue = ToggleValue(signalValue: value)
      else { return }
      let items = store.count
      let on = store.onCount
      _ = store.insert(item, value: toggleValue)
      GObjectTypes.storeCountsChanged(object, itemsBefore: items, onBefore: on)
    }

    /// The state of a `ToggleKitStore`, or nil for any other object.
    @MainActor
    static func state(of object: UnsafeMutableRawPointer?) -> StoreState? {
      PrivateState.state(of: object, type: type, privateOffset, as: StoreState.self)
    }

    /// Emits `signal`, a store's or a tree's `commit-failed`, for `item` (nil: a select all
    /// or clear all), with the failure's GError: the app's own, else GIO's for the reason.
    @MainActor
    static func emitCommitFailed(
      _ emitter: WeakObject, signal: guint = commitFailedSignal, item: String?,
      failure: ToggleCommitFailure
    ) {
      let error = GLibError.forSignal(failure)
      emitter.emit { object in
        withExtendedLifetime(error) {
          tk_signal_emit_item_commit_failed(
            object, signal, item, failure.reason.enumValue, error.error)
        }
      }
    }

    static func notify(_ object: UnsafeMutableRawPointer, _ property: Property) {
      guard let spec = specs[property] else { return }
      g_object_notify_by_pspec(object.assumingMemoryBound(to: GObject.self), spec)
    }

    static func classInit(_ klass: gpointer) {
      g_type_class_adjust_private_offset(klass, &privateOffset)
      parentClass = UnsafeMutableRawPointer(g_type_class_peek_parent(klass))?
        .assumingMemoryBound(to: GObjectClass.self)
      let objectClass = tk_object_class(klass)!
      let type = tk_type_from_class(klass)
      itemChangedSignal = tk_signal_new_item_changed(
        "item-changed", type, WidgetType.toggleStateEnumType)
      allChangedSignal = tk_signal_new_all_changed(
        "all-changed", type, WidgetType.toggleStateEnumType)
      commitSignal = tk_signal_new_item_commit("commit", type, CommitType.type)
      commitFailedSignal = tk_signal_new_item_commit_failed(
        "commit-failed", type, WidgetType.commitFailureEnumType)
      allCommitSignal = tk_signal_new_all_commit(
        "commit-all", type, WidgetType.toggleStateEnumType, CommitType.type)
      changeRequestSignal = tk_signal_new_change_request(
        "change-request", type, WidgetType.toggleStateEnumType)
      objectClass.pointee.set_property = { object, id, value, _ in
        MainThread.callChecked(
          { (arguments: (UnsafeMutablePointer<GObject>, guint, UnsafePointer<GValue>)) in
            let (object, id, value) = arguments
            guard let state = StoreType.state(of: object),
              !state.modeProperties.set(id, from: value), let property = Property(rawValue: id)
            else { return }
            state.set(property, from: value, on: UnsafeMutableRawPointer(object))
          }, (object!, id, value!))
      }
      objectClass.pointee.get_property = { object, id, value, _ in
        MainThread.callChecked(
          { (arguments: (UnsafeMutablePointer<GObject>, guint, UnsafeMutablePointer<GValue>)) in
            let (object, id, value) = arguments
            guard let state = StoreType.state(of: object),
              !state.modeProperties.get(id, into: value), let property = Property(rawValue: id)
            else { return }
            state.get(property, into: value)
          }, (object!, id, value!))
      }
      // The property vfuncs go first: GObject refuses properties on a class without them.
      ModeProperties.install(in: objectClass, defaultMode: GTK_SELECTION_MULTIPLE)
      let readWrite = GParamFlags(
        rawValue: TK_PARAM_READWRITE.rawValue | TK_PARAM_EXPLICIT_NOTIFY.rawValue)
      let readable = GParamFlags(rawValue: TK_PARAM_READABLE.rawValue)
      for property in Property.allCases {
        let name = property.name.cString
        let spec: UnsafeMutablePointer<GParamSpec> =
          switch property {
          case .allowsMixed: g_param_spec_boolean(name, nil, nil, 0, readWrite)
          case .nItems: g_param_spec_uint(name, nil, nil, 0, guint.max, 0, readable)
          case .nOn: g_param_spec_uint(name, nil, nil, 0, guint.max, 0, readable)
          case .commitPolicy:
            g_param_spec_enum(name, nil, nil, WidgetType.commitPolicyEnumType, 0, readWrite)
          case .commitTimeout:
            g_param_spec_double(
              name, nil, nil, 0, 1_000_000_000, CommitType.defaultTimeout, readWrite)
          case .model:
            // What toggle_kit_store_follow_model() follows, for .ui files and bindings.
            g_param_spec_object(name, nil, nil, g_list_model_get_type(), readWrite)
          case .itemProperty:
            g_param_spec_string(name, nil, nil, "string", readWrite)
          }
        specs[property] = spec
        g_object_class_install_property(objectClass, property.rawValue, spec)
      }
      objectClass.pointee.constructed = { object in
        StoreType.parentClass?.pointee.constructed?(object)
        MainThread.callChecked(
          { (object: UnsafeMutablePointer<GObject>) in
            StoreType.state(of: object)?.makeStore(for: UnsafeMutableRawPointer(object))
          }, object!)
      }
      objectClass.pointee.finalize = { object in
        PrivateState.finalize(
          UnsafeMutableRawPointer(object!), StoreType.privateOffset, as: StoreState.self
        ) { state in state.retire() }
        StoreType.parentClass?.pointee.finalize?(object)
      }
    }
  }

  /// What a `ToggleKitStore` holds: its construct properties, then the store made from them.
  @MainActor
  final class StoreState {
    /// The construct properties; the store is made from them in `constructed`.
    var modeProperties = ModeProperties(selectionMode: GTK_SELECTION_MULTIPLE)
    private var commitPolicy: ToggleCommitPolicy?
    private var commitTimeout = CommitType.defaultTimeout
    /// The `n-on` last notified: notified again whenever the count shown moves.
    private var notifiedOnCount = 0
    private(set) var store: ToggleStore<String>?
    private var object: WeakObject?

    /// Made in the GObject's instance_init, on any thread: the store comes in `constructed`.
    nonisolated init() {}

    func makeStore(for object: UnsafeMutableRawPointer) {
      let emitter = WeakObject(object)
      self.object = emitter
      modeProperties.validate(typeName: "ToggleKitStore", fallback: GTK_SELECTION_MULTIPLE)
      let mode = modeProperties.mode
      let store = ToggleStore<String>(mode: mode)
      store.onChange = { [weak self] change in
        // n-on follows the values shown, in every phase: an optimistic save shows its
        // values at once, and a rollback takes them back (GtkSwitch notifies `active` at
        // once too).
        // (An insert or removal notifies n-items first, then n-on, from the call.)
        if let self, change.inserted.isEmpty, change.removed.isEmpty,
          let count = self.store?.onCount, count != self.notifiedOnCount
        {
          self.notifiedOnCount = count
          emitter.emit { StoreType.notify($0, .nOn) }
        }
        // The signals tell what stands: a set from code, a user's change once committed
        // (L5). Items added or removed are told by n-items and n-on, from the call that made
        // them.
        guard change.phase == .committed, change.bulk != nil || !change.items.isEmpty else {
          return
        }
        let byUser: gboolean = change.cause == .user ? 1 : 0
        emitter.emit { object in
          if let bulk = change.bulk {
            tk_signal_emit_all_changed(
              object, StoreType.allChangedSignal, Int32(bulk.newValue.signalValue),
              guint(bulk.changedCount), byUser)
          }
          for item in change.items {
            tk_signal_emit_item_changed(
              object, StoreType.itemChangedSignal, item.id, Int32(item.newValue.signalValue),
              byUser)
          }
        }
      }
      // The veto (B5): asked before each user change of one item, as the
      // core's shouldChange is; a handler's TRUE refuses it, told to no one.
      store.shouldChange = { item, proposed in
        emitter.emit { object in
          tk_signal_emit_change_request(
            object, StoreType.changeRequestSignal, item, Int32(proposed.signalValue))
        } != 1
      }
      // A save that failed or timed out, a tap's or a bulk one's: the rows
      // give the feedback, the app learns which and why. Withdrawn saves are no failures.
      store.onCommitFailed = { item, failure in
        StoreType.emitCommitFailed(emitter, item: item, failure: failure)
      }
      store.onBulkCommitFailed = { _, failure in
        StoreType.emitCommitFailed(emitter, item: nil, failure: failure)
      }
      self.store = store
    }

    /// The GObject goes: its saves are cancelled and its rows show nothing more of it.
    func retire() {
      follower?.stop()
      follower = nil
      store?.onChange = nil
      store?.onCommitFailed = nil
      store?.onBulkCommitFailed = nil
      store?.removeCommit()
      object = nil
    }

    /// The model whose items the store follows, if any (`toggle_kit_store_follow_model`).
    private var follower: StoreModelFollower?

    /// Follows `model`'s items, named by their string property `property`; nil stops.
    func follow(_ model: UnsafeMutableRawPointer?, property: String?) {
      let modelBefore = follower?.model
      let propertyBefore = itemProperty
      if let property { itemProperty = property }
      follower?.stop()
      follower = nil
      guard let object else { return }
      if let model {
        follower = StoreModelFollower(
          model: model, property: itemProperty, state: self, object: object)
      }
      let modelMoved = follower?.model != modelBefore
      let propertyMoved = itemProperty != propertyBefore
      guard modelMoved || propertyMoved else { return }
      object.emit { object in
        if modelMoved { StoreType.notify(object, .model) }
        if propertyMoved { StoreType.notify(object, .itemProperty) }
      }
    }

    /// The model the store follows, if any.
    var followedModel: UnsafeMutableRawPointer? { follower?.model }

    /// The string property of the followed model's items that names each item.
    private var itemProperty = "string"

    /// The commits waiting for the app, by request, to withdraw them.
    private var commits: [UInt64: CommitState] = [:]

    /// Sets the commit hook from `commit-policy`: the `commit` signal, emitted during the
    /// activation (C4); optimistic and confirmed share it, so switching between them keeps
    /// a waiting save.
    private func installCommit(replacing: Bool) {
      guard let store, let object else { return }
      guard let policy = commitPolicy else {
        store.removeCommit()
        return
      }
      guard replacing else {
        store.commitPolicy = policy
        return
      }
      let emitter = object
      store.setCommit(
        policy,
        requestChange: { [weak self] change, request in
          guard let self else { return }
          // A tap names the item activated (the last listed); a select all or clear all
          // is one commit of every item it changes (L5).
          let item = change.bulk == nil ? change.items.last?.id : nil
          let changed = guint(clamping: change.bulk?.changedCount ?? 0)
          CommitType.ask(
            widget: nil, item: item, proposed: request.proposedValue, timeout: commitTimeout,
            answer: { [weak self] outcome in
              guard let self else { return }
              commits.removeValue(forKey: request.id)
              self.store?.completeCommit(request, with: outcome)
            },
            register: { self.commits[request.id] = $0 },
            emit: { commit in
              emitter.emit { object in
                if let item {
                  tk_signal_emit_item_commit(object, StoreType.commitSignal, item, commit)
                } else {
                  tk_signal_emit_all_commit(
                    object, StoreType.allCommitSignal, Int32(request.proposedValue.signalValue),
                    changed, commit)
                }
              } ?? 0
            })
        },
        cancel: { [weak self] request in
          self?.commits.removeValue(forKey: request.id)?.withdraw()
        })
      // L5: an app that handles `commit` (each item) and not `commit-all` saves every item it
      // hears of: a user's select all it could not save is refused, and `commit-failed`
      // says why; with neither handled, nothing is saved and it applies at once (C4).
      store.savesBulkChangesNow = {
        emitter.emit { object in
          g_signal_has_handler_pending(object, StoreType.allCommitSignal, 0, 0) != 0
            || g_signal_has_handler_pending(object, StoreType.commitSignal, 0, 0) == 0
        } ?? true
      }
    }

    /// The store's counts changed outside a change it tells (an insert, a removal).
    func notifyCounts(on object: UnsafeMutableRawPointer, itemsBefore: Int, onBefore: Int) {
      guard let store else { return }
      if store.count != itemsBefore { StoreType.notify(object, .nItems) }
      if store.onCount != notifiedOnCount {
        notifiedOnCount = store.onCount
        StoreType.notify(object, .nOn)
      }
    }

    func set(
      _ property: StoreType.Property, from value: UnsafePointer<GValue>,
      on object: UnsafeMutableRawPointer
    ) {
      switch property {
      case .allowsMixed:
        let allows = g_value_get_boolean(value) != 0
        guard let store, store.allowsMixed != allows else { return }
        store.allowsMixed = allows
        StoreType.notify(object, .allowsMixed)
      case .commitPolicy:
        let policy = ToggleCommitPolicy(enumValue: g_value_get_enum(value))
        guard policy != commitPolicy else { return }
        let replacing = commitPolicy == nil || policy == nil
        commitPolicy = policy
        installCommit(replacing: replacing)
        StoreType.notify(object, .commitPolicy)
      case .commitTimeout:
        // Read as each save starts: a save waiting now keeps its own.
        let seconds = g_value_get_double(value)
        guard seconds != commitTimeout else { return }
        commitTimeout = seconds
        StoreType.notify(object, .commitTimeout)
      case .model:
        follow(g_value_get_object(value), property: nil)
      case .itemProperty:
        let name = g_value_get_string(value).map { String(cString: $0) } ?? "string"
        guard name != itemProperty else { return }
        // Followed again under the new name: the items the model names now come in.
        follow(follower?.model, property: name)
      case .nItems, .nOn: break  // read-only: GObject refuses the set before it gets here
      }
    }

    func get(_ property: StoreType.Property, into value: UnsafeMutablePointer<GValue>) {
      switch property {
      case .allowsMixed: g_value_set_boolean(value, (store?.allowsMixed ?? false) ? 1 : 0)
      case .nItems: g_value_set_uint(value, guint(clamping: store?.count ?? 0))
      case .nOn: g_value_set_uint(value, guint(clamping: store?.onCount ?? 0))
      case .commitPolicy: g_value_set_enum(value, commitPolicy.enumValue)
      case .commitTimeout: g_value_set_double(value, commitTimeout)
      case .model: g_value_set_object(value, follower?.model)
      case .itemProperty: g_value_set_string(value, itemProperty)
      }
    }
  }
#endif
