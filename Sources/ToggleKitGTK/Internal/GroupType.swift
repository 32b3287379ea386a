#if os(Linux)
  import CGtk4

  /// The GType `ToggleKitGroup`: a `ToggleGroup` as a GObject, for C, Python, JavaScript
  /// and Vala (G1-G8).
  ///
  /// Its mode is fixed at construction by construct-only properties (`exclusive`,
  /// `selection-required`, `minimum`, `maximum`), as the core's mode is; `changed (gboolean
  /// by_user)` follows each change of the selection (G4, G5). The GObject holds its group;
  /// members hold it too, so a group a member is in outlives the object, as in Swift.
  enum GroupType {
    enum Property: UInt32, CaseIterable {
      case exclusive = 1, selectionRequired, minimum, maximum, nMembers

      var name: StaticString {
        switch self {
        case .exclusive: "exclusive"
        case .selectionRequired: "selection-required"
        case .minimum: "minimum"
        case .maximum: "maximum"
        case .nMembers: "n-members"
        }
      }
    }

    nonisolated(unsafe) static var privateOffset: Int32 = 0
    nonisolated(unsafe) static var parentClass: UnsafeMutablePointer<GObjectClass>?
    nonisolated(unsafe) static var changedSignal: guint = 0
    /// The key under which a member widget holds its `ToggleKitGroup` (C5).
    static let memberKey = g_quark_from_static_string("toggle-kit-group")

    /// Registers the type once; thread-safe through Swift's lazy static initialisation.
    static let type: GType = tk_register_object_type(
      "ToggleKitGroup", { klass, _ in GroupType.classInit(klass!) },
      { instance, _ in
        PrivateState.keep(GroupState(), in: UnsafeMutableRawPointer(instance!), privateOffset)
      },
      gsize(MemoryLayout<UnsafeMutableRawPointer?>.stride), &privateOffset)

    /// The state of a `ToggleKitGroup`, or nil for any other object.
    @MainActor
    static func state(of object: UnsafeMutableRawPointer?) -> GroupState? {
      PrivateState.state(of: object, type: type, privateOffset, as: GroupState.self)
    }

    static func classInit(_ klass: gpointer) {
      g_type_class_adjust_private_offset(klass, &privateOffset)
      parentClass = UnsafeMutableRawPointer(g_type_class_peek_parent(klass))?
        .assumingMemoryBound(to: GObjectClass.self)
      let objectClass = tk_object_class(klass)!
      let constructOnly = GParamFlags(
        rawValue: G_PARAM_READWRITE.rawValue | G_PARAM_CONSTRUCT_ONLY.rawValue)
      changedSignal = tk_signal_new_changed("changed", tk_type_from_class(klass))
      objectClass.pointee.set_property = { object, id, value, _ in
        MainThread.call(
          { (arguments: (UnsafeMutablePointer<GObject>, guint, UnsafePointer<GValue>)) in
            let (object, id, value) = arguments
            guard let state = GroupType.state(of: object), let property = Property(rawValue: id)
            else { return }
            switch property {
            case .exclusive: state.exclusive = g_value_get_boolean(value) != 0
            case .selectionRequired: state.selectionRequired = g_value_get_boolean(value) != 0
            case .minimum: state.minimum = g_value_get_uint(value)
            case .maximum: state.maximum = g_value_get_uint(value)
            case .nMembers: break  // read-only: GObject refuses the set before it gets here
            }
          }, (object!, id, value!))
      }
      objectClass.pointee.get_property = { object, id, value, _ in
        MainThread.call(
          { (arguments: (UnsafeMutablePointer<GObject>, guint, UnsafeMutablePointer<GValue>)) in
            let (object, id, value) = arguments
            guard let state = GroupType.state(of: object), let property = Property(rawValue: id)
            else { return }
            switch property {
            case .exclusive: g_value_set_boolean(value, state.exclusive ? 1 : 0)
            case .selectionRequired: g_value_set_boolean(value, state.selectionRequired ? 1 : 0)
            case .minimum: g_value_set_uint(value, state.minimum)
            case .maximum: g_value_set_uint(value, state.maximum)
            case .nMembers: g_value_set_uint(value, guint(state.group?.members.count ?? 0))
            }
          }, (object!, id, value!))
      }
      // The property vfuncs go first: GObject refuses properties on a class without them.
      for property in Property.allCases {
        let name = property.name.cString
        let spec: UnsafeMutablePointer<GParamSpec> =
          switch property {
          case .exclusive: g_param_spec_boolean(name, nil, nil, 1, constructOnly)
          case .selectionRequired: g_param_spec_boolean(name, nil, nil, 0, constructOnly)
          case .minimum: g_param_spec_uint(name, nil, nil, 0, guint.max, 0, constructOnly)
          // G_MAXUINT: no maximum.
          case .maximum: g_param_spec_uint(name, nil, nil, 0, guint.max, guint.max, constructOnly)
          case .nMembers:
            g_param_spec_uint(
              name, nil, nil, 0, guint.max, 0, GParamFlags(rawValue: G_PARAM_READABLE.rawValue))
          }
        g_object_class_install_property(objectClass, property.rawValue, spec)
      }
      objectClass.pointee.constructed = { object in
        GroupType.parentClass?.pointee.constructed?(object)
        MainThread.call(
          { (object: UnsafeMutablePointer<GObject>) in
            GroupType.state(of: object)?.makeGroup(for: UnsafeMutableRawPointer(object))
          }, object!)
      }
      objectClass.pointee.finalize = { object in
        PrivateState.finalize(
          UnsafeMutableRawPointer(object!), GroupType.privateOffset, as: GroupState.self
        ) { state in state.group?.onChange = nil }
        GroupType.parentClass?.pointee.finalize?(object)
      }
    }
  }

  /// What a `ToggleKitGroup` holds: its construct properties, then the group made from them.
  @MainActor
  final class GroupState {
    var exclusive = true
    var selectionRequired = false
    var minimum: guint = 0
    var maximum: guint = .max
    private(set) var group: ToggleGroup?

    /// Made in the GObject's instance_init, on any thread: the group comes in `constructed`.
    nonisolated init() {}

    /// Makes the group once the construct properties are in, and tells `changed` on `object`.
    func makeGroup(for object: UnsafeMutableRawPointer) {
      let mode: ToggleGroup.Mode =
        exclusive
        ? .exclusive(selectionRequired: selectionRequired)
        : .multiple(minimum: Int(minimum), maximum: maximum == .max ? nil : Int(maximum))
      let group = ToggleGroup(mode: mode)
      let emitter = WeakObject(object)
      group.onChange = { change in
        guard WidgetPeer.retiringCount == 0 else { return }
        emitter.emit {
          tk_signal_emit_boolean($0, GroupType.changedSignal, change.cause == .user ? 1 : 0)
        }
      }
      self.group = group
    }
  }
#endif
