#if os(Linux)
  import CGtk4

  /// Whether this copy of ToggleKit owns the GType names in the process.
  ///
  /// A process can hold two copies: a Swift app built with the ToggleKitGTK package that also
  /// loads `libtogglekit-gtk-1` (a Python plugin, say). GType names are process-wide, and
  /// each copy keeps its toggles' state in its own Swift statics, so the copies cannot share
  /// types. The copy that registers first owns them all. The other registers none, tells why
  /// in one critical, and stays inactive: its `get_type` functions return `G_TYPE_INVALID`
  /// and its C entry points return at once. Before this, the second
  /// copy's classes failed one by one while its enums quietly used the first copy's.
  enum TypeOwnership {
    /// Every GType name ToggleKit registers, public and internal.
    private static let names: [StaticString] = [
      "ToggleKitButton", "ToggleKitToggleButton", "ToggleKitCheckButton",
      "ToggleKitRadioButton", "ToggleKitSwitch", "ToggleKitGroup", "ToggleKitCommit",
      "ToggleKitStore", "ToggleKitTree", "ToggleKitLook", "ToggleKitToggleState",
      "ToggleKitCommitFailure", "ToggleKitCommitPolicy", "ToggleKitPressGesture",
      "ToggleKitCheckNode", "ToggleKitRadioNode", "ToggleKitSwitchNode", "ToggleKitSliderNode",
      "ToggleKitPictureNode",
    ]

    /// The GType qdata naming the file of the copy that registered a type.
    private static let copyKey = g_quark_from_static_string("toggle-kit-copy")

    /// The first of ``names`` registered before this copy registered any: nil when this copy
    /// owns them. Decided once, before this copy registers its first type. Each copy decides
    /// alone, so two copies whose first types are registered at the same moment on two
    /// threads could both decide they own them; ToggleKit's types are registered on the main
    /// thread (`toggle_kit_init`, GtkBuilder), as GTK's own are, which rules that out.
    private static let clash: String? = names.first { g_type_from_name($0.cString) != 0 }
      .map { "\($0)" }

    /// Whether this copy registers ToggleKit's types; the first time it is asked in a copy
    /// that does not, the one critical tells why.
    static let isOwner: Bool = {
      guard let clash else { return true }
      tk_critical(refusal(clash: clash))
      return false
    }()

    /// Registers a type with `register` if this copy owns the names, else returns
    /// `G_TYPE_INVALID`; an owned type records which file registered it.
    static func register(_ register: () -> GType) -> GType {
      guard isOwner else { return 0 }
      let type = register()
      if type != 0 {
        g_type_set_qdata(
          type, copyKey, UnsafeMutableRawPointer(mutating: g_intern_string(tk_copy_file_name())))
      }
      return type
    }

    /// Why this copy registers nothing, naming both files where they are known.
    private static func refusal(clash name: String) -> String {
      let type = g_type_from_name(name)
      let owner = g_type_get_qdata(type, copyKey).map {
        String(cString: $0.assumingMemoryBound(to: CChar.self))
      }
      let here = String(cString: tk_copy_file_name())
      let first =
        owner.map { "another copy of ToggleKit in this process (\($0))" }
        ?? "something else in this process"
      return
        "ToggleKit: the type \(name) is registered already, by \(first); this copy (\(here)) "
        + "registers no type: its C functions return at once and its Swift API stops the "
        + "process. Load ToggleKit once: a Swift app uses "
        + "the ToggleKitGTK package, C and other languages use libtogglekit-gtk-1, not both."
    }

    /// The refusal, for a Swift API call in an inactive copy that cannot return early.
    static var inactiveCopyMessage: String {
      refusal(clash: clash ?? "ToggleKitButton")
    }
  }
#endif
