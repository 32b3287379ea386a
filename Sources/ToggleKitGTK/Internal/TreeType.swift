#if os(Linux)
  import CGtk4
  // The tree's commit policy (ToggleTree.commitPolicy).
  @_spi(ToggleKitTools) import ToggleKit

  /// The GType `ToggleKitTree`: a `ToggleTree` keyed by strings, as a GObject, for the tree
  /// rows of C, Python, JavaScript and Vala apps (T1-T11).
  ///
  /// `node-changed` tells each node whose value changed: the nodes set, then the parents
  /// that followed them, nearest first. With `commit-policy`, `commit` asks the app to save
  /// a user's activation, one save per subtree (T10), and `commit-failed` tells a save that
  /// failed or timed out, as a store's does (B19).
  enum TreeType {
    enum Property: UInt32, CaseIterable {
      case commitPolicy = 1
      case commitTimeout, nNodes

      var name: StaticString {
        switch self {
        case .commitPolicy: "commit-policy"
        case .commitTimeout: "commit-timeout"
        case .nNodes: "n-nodes"
        }
      }
    }

    nonisolated(unsafe) static var privateOffset: Int32 = 0
    nonisolated(unsafe) static var parentClass: UnsafeMutablePointer<GObjectClass>?
    nonisolated(unsafe) static var nodeChangedSignal: guint = 0
    nonisolated(unsafe) static var commitSignal: guint = 0
    nonisolated(unsafe) static var commitFailedSignal: guint = 0
    nonisolated(unsafe) static var specs: [Property: UnsafeMutablePointer<GParamSpec>] = [:]

    /// Registers the type once; thread-safe through Swift's lazy static initialisation.
    static let type: GType = TypeOwnership.register {
      tk_register_object_type(
        "ToggleKitTree", { klass, _ in TreeType.classInit(klass!) },
        { instance, _ in
          PrivateState.keep(TreeState(), in: UnsafeMutableRawPointer(instance!), privateOffset)
        },
        gsize(MemoryLayout<UnsafeMutableRawPointer?>.stride), &privateOffset)
    }

    /// The state of a `ToggleKitTree`, or nil for any other object.
    @MainActor
    static func state(of object: UnsafeMutableRawPointer?) -> TreeState? {
      PrivateState.state(of: object, type: type, privateOffset, as: TreeState.self)
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
      nodeChangedSignal = tk_signal_new_item_changed(
        "node-changed", type, WidgetType.toggleStateEnumType)
      commitSignal = tk_signal_new_item_commit("commit", type, CommitType.type)
      commitFailedSignal = tk_signal_new_item_commit_failed(
        "commit-failed", type, WidgetType.commitFailureEnumType)
      objectClass.pointee.set_property = { object, id, value, _ in
        MainThread.callChecked(
          { (arguments: (UnsafeMutablePointer<GObject>, guint, UnsafePointer<GValue>)) in
            let (object, id, value) = arguments
            guard let state = TreeType.state(of: object), let property = Property(rawValue: id)
            else { return }
            state.set(property, from: value, on: UnsafeMutableRawPointer(object))
          }, (object!, id, value!))
      }
      objectClass.pointee.get_property = { object, id, value, _ in
        MainThread.callChecked(
          { (arguments: (UnsafeMutablePointer<GObject>, guint, UnsafeMutablePointer<GValue>)) in
            let (object, id, value) = arguments
            guard let state = TreeType.state(of: object), let property = Property(rawValue: id)
            else { return }
            state.get(property, into: value)
          }, (object!, id, value!))
      }
      // The property vfuncs go first: GObject refuses properties on a class without them.
      let readWrite = GParamFlags(
        rawValue: TK_PARAM_READWRITE.rawValue | TK_PARAM_EXPLICIT_NOTIFY.rawValue)
      for property in Property.allCases {
        let name = property.name.cString
        let spec: UnsafeMutablePointer<GParamSpec> =
          switch property {
          case .commitPolicy:
            g_param_spec_enum(name, nil, nil, WidgetType.commitPolicyEnumType, 0, readWrite)
          case .commitTimeout:
            g_param_spec_double(
              name, nil, nil, 0, 1_000_000_000, CommitType.defaultTimeout, readWrite)
          case .nNodes:
            // Read-only, notified after each load, insert or removal that changed it.
            g_param_spec_uint(
              name, nil, nil, 0, guint.max, 0, GParamFlags(rawValue: TK_PARAM_READABLE.rawValue))
          }
        specs[property] = spec
        g_object_class_install_property(objectClass, property.rawValue, spec)
      }
      objectClass.pointee.constructed = { object in
        TreeType.parentClass?.pointee.constructed?(object)
        MainThread.callChecked(
          { (object: UnsafeMutablePointer<GObject>) in
            TreeType.state(of: object)?.makeTree(for: UnsafeMutableRawPointer(object))
          }, object!)
      }
      objectClass.pointee.finalize = { object in
        PrivateState.finalize(
          UnsafeMutableRawPointer(object!), TreeType.privateOffset, as: TreeState.self
        ) { state in state.retire() }
        TreeType.parentClass?.pointee.finalize?(object)
      }
    }
  }

  /// What a `ToggleKitTree` holds: the tree, made in `constructed`.
  @MainActor
  final class TreeState {
    private(set) var tree: ToggleTree<String>?
    private var object: WeakObject?
    private var commitPolicy: ToggleCommitPolicy?
    private var commitTimeout = CommitType.defaultTimeout
    /// The commits waiting for the app, by request, to withdraw them.
    private var commits: [UInt64: CommitState] = [:]
    /// The app's title function for the rows of `toggle_kit_tree_create_factory`.
    var title: (@MainActor (String) -> String?)?

    /// Made in the GObject's instance_init, on any thread: the tree comes in `constructed`.
    nonisolated init() {}

    /// The node count `n-nodes` last told.
    private var notifiedCount = 0

    func makeTree(for object: UnsafeMutableRawPointer) {
      let emitter = WeakObject(object)
      self.object = emitter
      let tree = ToggleTree<String>()
      tree.onChange = { [weak self] change in
        // n-nodes follows the shape, after the nodes' own notifications below.
        defer {
          if change.structure != nil, let self, let tree = self.tree,
            tree.count != self.notifiedCount
          {
            self.notifiedCount = tree.count
            emitter.emit { TreeType.notify($0, .nNodes) }
          }
        }
        // What stands: a set from code, a user's change once committed (T10), as a
        // store's item-changed. A failed save changed nothing anyone was told of.
        guard change.phase == .committed else { return }
        let byUser: gboolean = change.cause == .user ? 1 : 0
        emitter.emit { object in
          for item in change.items + change.derived {
            tk_signal_emit_item_changed(
              object, TreeType.nodeChangedSignal, item.id, Int32(item.newValue.signalValue),
              byUser)
          }
        }
      }
      // A save that failed or timed out (B19): the app learns which node the user activated
      // and why, as from a store. A withdrawn save is no failure: its cancellable says so.
      tree.onCommitFailed = { node, failure in
        StoreType.emitCommitFailed(
          emitter, signal: TreeType.commitFailedSignal, item: node, failure: failure)
      }
      self.tree = tree
    }

    /// The GObject goes: its saves are withdrawn and it tells nothing more.
    func retire() {
      tree?.onChange = nil
      tree?.onCommitFailed = nil
      tree?.removeCommit()
      object = nil
    }

    /// Sets the commit hook from `commit-policy`: the `commit` signal, emitted during the
    /// activation, naming the node activated; optimistic and confirmed share it, so
    /// switching between them keeps a waiting save.
    private func installCommit(replacing: Bool) {
      guard let tree, let object else { return }
      guard let policy = commitPolicy else {
        tree.removeCommit()
        return
      }
      guard replacing else {
        tree.commitPolicy = policy
        return
      }
      let emitter = object
      tree.setCommit(
        policy,
        requestChange: { [weak self] change, request in
          guard let self, let node = self.tree?.node(savedBy: request) else { return }
          CommitType.ask(
            widget: nil, item: node, proposed: request.proposedValue, timeout: commitTimeout,
            answer: { [weak self] outcome in
              guard let self else { return }
              commits.removeValue(forKey: request.id)
              self.tree?.completeCommit(request, with: outcome)
            },
            register: { self.commits[request.id] = $0 },
            emit: { commit in
              emitter.emit { tk_signal_emit_item_commit($0, TreeType.commitSignal, node, commit) }
                ?? 0
            })
        },
        cancel: { [weak self] request in
          self?.commits.removeValue(forKey: request.id)?.withdraw()
        })
    }

    func set(
      _ property: TreeType.Property, from value: UnsafePointer<GValue>,
      on object: UnsafeMutableRawPointer
    ) {
      switch property {
      case .commitPolicy:
        let policy = ToggleCommitPolicy(enumValue: g_value_get_enum(value))
        guard policy != commitPolicy else { return }
        let replacing = commitPolicy == nil || policy == nil
        commitPolicy = policy
        installCommit(replacing: replacing)
        TreeType.notify(object, .commitPolicy)
      case .commitTimeout:
        // Read as each save starts: a save waiting now keeps its own.
        let seconds = g_value_get_double(value)
        guard seconds != commitTimeout else { return }
        commitTimeout = seconds
        TreeType.notify(object, .commitTimeout)
      case .nNodes: break  // read-only: GObject refuses the set before it gets here
      }
    }

    func get(_ property: TreeType.Property, into value: UnsafeMutablePointer<GValue>) {
      switch property {
      case .commitPolicy: g_value_set_enum(value, commitPolicy.enumValue)
      case .commitTimeout: g_value_set_double(value, commitTimeout)
      case .nNodes: g_value_set_uint(value, guint(clamping: tree?.count ?? 0))
      }
    }
  }
#endif
