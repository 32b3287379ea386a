#if os(Linux)
  import CGtk4
  @_spi(ToggleKitC) import ToggleKitGTK

  // The `get_type` functions togglekit.h declares: GtkBuilder and GObject Introspection
  // find each type by calling the function derived from its name.

  @_cdecl("toggle_kit_button_get_type")
  public func toggleKitButtonGetType() -> GType { ToggleButton.gType }

  @_cdecl("toggle_kit_toggle_button_get_type")
  public func toggleKitToggleButtonGetType() -> GType { ToggleButton.gType(for: .push) }

  @_cdecl("toggle_kit_check_button_get_type")
  public func toggleKitCheckButtonGetType() -> GType { ToggleButton.gType(for: .checkbox) }

  @_cdecl("toggle_kit_radio_button_get_type")
  public func toggleKitRadioButtonGetType() -> GType { ToggleButton.gType(for: .radio) }

  @_cdecl("toggle_kit_switch_get_type")
  public func toggleKitSwitchGetType() -> GType { ToggleButton.gType(for: .switch) }

  @_cdecl("toggle_kit_group_get_type")
  public func toggleKitGroupGetType() -> GType { GObjectTypes.group }

  @_cdecl("toggle_kit_commit_get_type")
  public func toggleKitCommitGetType() -> GType { GObjectTypes.commit }

  @_cdecl("toggle_kit_look_get_type")
  public func toggleKitLookGetType() -> GType { GObjectTypes.look }

  @_cdecl("toggle_kit_toggle_state_get_type")
  public func toggleKitToggleStateGetType() -> GType { GObjectTypes.toggleState }

  @_cdecl("toggle_kit_commit_failure_get_type")
  public func toggleKitCommitFailureGetType() -> GType { GObjectTypes.commitFailure }

  @_cdecl("toggle_kit_commit_policy_get_type")
  public func toggleKitCommitPolicyGetType() -> GType { GObjectTypes.commitPolicy }

  // The documented first call: registers every type, as `adw_init` does, and
  // being a call it links the library into a program that otherwise names its types only in
  // `.ui` files, which `--as-needed` (meson's default) would drop. Idempotent: each type is
  // registered once, by its thread-safe `get_type`.
  @_cdecl("toggle_kit_init")
  public func toggleKitInit() {
    GObjectTypes.checkThreadOfEveryAccess()
    for register in [
      toggleKitButtonGetType, toggleKitToggleButtonGetType, toggleKitCheckButtonGetType,
      toggleKitRadioButtonGetType, toggleKitSwitchGetType, toggleKitGroupGetType,
      toggleKitCommitGetType, toggleKitStoreGetType, toggleKitTreeGetType, toggleKitLookGetType,
      toggleKitToggleStateGetType, toggleKitCommitFailureGetType, toggleKitCommitPolicyGetType,
    ] {
      _ = register()
    }
  }
#endif

#if os(Linux)
  import CGtk4

  /// The library's version, as `toggle_kit_get_*_version` report it at run time. Kept with
  /// CLibrary/VERSION by scripts/check-version.sh, as the header's macros are.
  private enum LibraryVersion {
    static let major: guint = 1
    static let minor: guint = 0
    static let micro: guint = 0
  }

  @_cdecl("toggle_kit_get_major_version")
  public func toggleKitGetMajorVersion() -> guint { LibraryVersion.major }

  @_cdecl("toggle_kit_get_minor_version")
  public func toggleKitGetMinorVersion() -> guint { LibraryVersion.minor }

  @_cdecl("toggle_kit_get_micro_version")
  public func toggleKitGetMicroVersion() -> guint { LibraryVersion.micro }
#endif
