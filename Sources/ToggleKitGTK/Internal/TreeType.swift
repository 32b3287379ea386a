#if os(Linux)
  import CGtk4
  import ToggleKit

  /// The GType `ToggleKitTree`: a `ToggleTree` keyed by strings, as a GObject, for the tree
  /// rows of C, Python, JavaScript and Vala apps (T1-T9).
  ///
  /// `node-changed` tells each node whose value changed: the nodes set, then the parents
  /// that followed them, nearest first.
  enum TreeType {
    nonisolated(unsafe) static var privateOffset: Int32 = 0
    nonisolated(unsafe) static var parentClass: UnsafeMutablePointer<GObjectClass>?
    nonisolated(unsafe) static var nodeChangedSignal: guint = 0

    /// Registers the type once; thread-safe through Swift's lazy static initialisation.
    static let type: GType = tk_register_object_type(
      "ToggleKitTree", { klass, _ in TreeType.classInit(klass!) },
      { instance, _ in
        PrivateState.keep(TreeState(), in: UnsafeMutableRawPointer(instance!), privateOffset)
      },
      gsize(MemoryLayout<UnsafeMutableRawPointer?>.stride), &privateOffset)

    /// The state of a `ToggleKitTree`, or nil for any other object.
    @MainActor
    static func state(of object: UnsafeMutableRawPointer?) -> TreeState? {
      PrivateState.state(of: object, type: type, privateOffset, as: TreeState.self)
    }

    static func classInit(_ klass: gpointer) {
      g_type_class_adjust_private_offset(klass, &privateOffset)
      parentClass = UnsafeMutableRawPointer(g_type_class_peek_parent(klass))?
        .assumingMemoryBound(to: GObjectClass.self)
      let objectClass = tk_object_class(klass)!
      let type = tk_type_from_class(klass)
      nodeChangedSignal = tk_signal_new_item_changed("node-changed", type, WidgetType.valueEnumType)
      objectClass.pointee.constructed = { object in
        TreeType.parentClass?.pointee.constructed?(object)
        MainThread.call(
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

    /// Made in the GObject's instance_init, on any thread: the tree comes in `constructed`.
    nonisolated init() {}

    func makeTree(for object: UnsafeMutableRawPointer) {
      let emitter = WeakObject(object)
      let tree = ToggleTree<String>()
      tree.onChange = { change in
        let byUser: gboolean = change.cause == .user ? 1 : 0
        emitter.emit { object in
          for item in change.items + change.derived {
            tk_signal_emit_item_changed(
              object, TreeType.nodeChangedSignal, item.id, Int32(item.newValue.signalValue),
              byUser)
          }
        }
      }
      self.tree = tree
    }

    /// The GObject goes: it tells nothing more.
    func retire() {
      tree?.onChange = nil
    }
  }
#endif
