#if os(Linux)
  import CGtk4

  /// The construct-only properties that fix the mode of a `ToggleKitGroup` or a
  /// `ToggleKitStore`, as the core fixes a `ToggleGroup.Mode` at creation: `exclusive`,
  /// `selection-required`, `minimum` and `maximum` (G_MAXUINT: no maximum). Both types
  /// install them as their properties 1 to 4, and their own from 5 on.
  struct ModeProperties {
    /// The property ids these four take in either class.
    static let ids: ClosedRange<guint> = 1...4
    private static let names: [StaticString] = [
      "exclusive", "selection-required", "minimum", "maximum",
    ]

    var exclusive: Bool
    var selectionRequired = false
    var minimum: guint = 0
    var maximum: guint = .max

    /// The core's mode these values give.
    var mode: ToggleGroup.Mode {
      exclusive
        ? .exclusive(selectionRequired: selectionRequired)
        : .multiple(minimum: Int(minimum), maximum: maximum == .max ? nil : Int(maximum))
    }

    /// Installs the four properties on a class whose property vfuncs are set already;
    /// `exclusive` defaults to `exclusiveByDefault`.
    static func install(
      in objectClass: UnsafeMutablePointer<GObjectClass>, exclusiveByDefault: Bool
    ) {
      let constructOnly = GParamFlags(
        rawValue: G_PARAM_READWRITE.rawValue | G_PARAM_CONSTRUCT_ONLY.rawValue)
      for (id, name) in zip(ids, names) {
        let spec: UnsafeMutablePointer<GParamSpec> =
          switch id {
          case 1:
            g_param_spec_boolean(name.cString, nil, nil, exclusiveByDefault ? 1 : 0, constructOnly)
          case 2: g_param_spec_boolean(name.cString, nil, nil, 0, constructOnly)
          case 3: g_param_spec_uint(name.cString, nil, nil, 0, guint.max, 0, constructOnly)
          default: g_param_spec_uint(name.cString, nil, nil, 0, guint.max, guint.max, constructOnly)
          }
        g_object_class_install_property(objectClass, id, spec)
      }
    }

    /// Takes property `id` from `value`; false when `id` is not one of the four.
    mutating func set(_ id: guint, from value: UnsafePointer<GValue>) -> Bool {
      switch id {
      case 1: exclusive = g_value_get_boolean(value) != 0
      case 2: selectionRequired = g_value_get_boolean(value) != 0
      case 3: minimum = g_value_get_uint(value)
      case 4: maximum = g_value_get_uint(value)
      default: return false
      }
      return true
    }

    /// Gives property `id` in `value`; false when `id` is not one of the four.
    func get(_ id: guint, into value: UnsafeMutablePointer<GValue>) -> Bool {
      switch id {
      case 1: g_value_set_boolean(value, exclusive ? 1 : 0)
      case 2: g_value_set_boolean(value, selectionRequired ? 1 : 0)
      case 3: g_value_set_uint(value, minimum)
      case 4: g_value_set_uint(value, maximum)
      default: return false
      }
      return true
    }
  }
#endif
