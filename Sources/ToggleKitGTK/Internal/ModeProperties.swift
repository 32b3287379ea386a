#if os(Linux)
  import CGtk4

  /// The construct-only properties that fix the mode of a `ToggleKitGroup` or a
  /// `ToggleKitStore`, as the core fixes a `ToggleSelectionMode` at creation:
  /// `selection-mode` (a `GtkSelectionMode`, as `GtkListBox` and `GtkFlowBox` take),
  /// `minimum` and `maximum` (G_MAXUINT: no maximum). Both types install them as their
  /// properties 1 to 3, and their own from 4 on.
  ///
  /// SINGLE is exclusive with the selection optional, BROWSE exclusive with it required
  /// (BROWSE allows none at first or after a removal, as G1 does), MULTIPLE any number
  /// within `minimum` and `maximum`, which the other modes ignore.
  struct ModeProperties {
    /// The property ids these three take in either class.
    static let ids: ClosedRange<guint> = 1...3

    var selectionMode: GtkSelectionMode
    var minimum: guint = 0
    var maximum: guint = .max

    init(selectionMode: GtkSelectionMode) {
      self.selectionMode = selectionMode
    }

    /// The core's mode these values give; ``validate(typeName:default:)`` first.
    var mode: ToggleSelectionMode {
      switch selectionMode {
      case GTK_SELECTION_MULTIPLE:
        .multiple(minimum: Int(minimum), maximum: maximum == .max ? nil : Int(maximum))
      case GTK_SELECTION_BROWSE: .exclusive(selectionRequired: true)
      default: .exclusive(selectionRequired: false)
      }
    }

    /// Corrects what the construct properties cannot mean, with a critical that says what
    /// it became, as `g_object_new` with an invalid value is told: NONE, which lets nothing
    /// be selected, becomes `fallback`; a minimum above the maximum becomes the maximum.
    mutating func validate(typeName: String, fallback: GtkSelectionMode) {
      if selectionMode == GTK_SELECTION_NONE {
        selectionMode = fallback
        tk_critical(
          "\(typeName): selection-mode GTK_SELECTION_NONE selects nothing, so it is no mode "
            + "for toggles; the \(fallback == GTK_SELECTION_MULTIPLE ? "MULTIPLE" : "SINGLE") "
            + "default is used")
      }
      if selectionMode == GTK_SELECTION_MULTIPLE, minimum > maximum {
        tk_critical(
          "\(typeName): minimum \(minimum) is above maximum \(maximum); the minimum is "
            + "lowered to \(maximum)")
        minimum = maximum
      }
    }

    /// Installs the three properties on a class whose property vfuncs are set already;
    /// `selection-mode` defaults to `defaultMode`.
    static func install(
      in objectClass: UnsafeMutablePointer<GObjectClass>, defaultMode: GtkSelectionMode
    ) {
      let constructOnly = GParamFlags(
        rawValue: TK_PARAM_READWRITE.rawValue | TK_PARAM_CONSTRUCT_ONLY.rawValue)
      let specs: [UnsafeMutablePointer<GParamSpec>] = [
        g_param_spec_enum(
          "selection-mode", nil, nil, gtk_selection_mode_get_type(), gint(defaultMode.rawValue),
          constructOnly),
        g_param_spec_uint("minimum", nil, nil, 0, guint.max, 0, constructOnly),
        g_param_spec_uint("maximum", nil, nil, 0, guint.max, guint.max, constructOnly),
      ]
      for (id, spec) in zip(ids, specs) {
        g_object_class_install_property(objectClass, id, spec)
      }
    }

    /// Takes property `id` from `value`; false when `id` is not one of the three.
    mutating func set(_ id: guint, from value: UnsafePointer<GValue>) -> Bool {
      switch id {
      case 1: selectionMode = GtkSelectionMode(rawValue: UInt32(g_value_get_enum(value)))
      case 2: minimum = g_value_get_uint(value)
      case 3: maximum = g_value_get_uint(value)
      default: return false
      }
      return true
    }

    /// Gives property `id` in `value`; false when `id` is not one of the three.
    func get(_ id: guint, into value: UnsafeMutablePointer<GValue>) -> Bool {
      switch id {
      case 1: g_value_set_enum(value, gint(selectionMode.rawValue))
      case 2: g_value_set_uint(value, minimum)
      case 3: g_value_set_uint(value, maximum)
      default: return false
      }
      return true
    }
  }
#endif
