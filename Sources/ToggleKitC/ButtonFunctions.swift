#if os(Linux)
  import CGtk4
  @_spi(ToggleKitC) import ToggleKitGTK

  // ToggleKitButton's accessors and each look's constructors. Most accessors go through the
  // GObject properties, so C, bindings and GtkBuilder share one path: the notify, the
  // checks and the programmatic cause (B2) are the property's.

  // MARK: Constructors

  /// A new widget of `look`'s type; a floating reference, as every GtkWidget constructor's.
  private func newWidget(_ look: ToggleLook, _ function: StaticString) -> UnsafeMutablePointer<
    GtkWidget
  >? {
    guard CallChecks.onMainThread(function) else { return nil }
    return tk_object_new(ToggleButton.gType(for: look))?.assumingMemoryBound(to: GtkWidget.self)
  }

  private func newWidget(
    _ look: ToggleLook, label: UnsafePointer<CChar>?, mnemonic: Bool, _ function: StaticString
  ) -> UnsafeMutablePointer<GtkWidget>? {
    guard CallChecks.onMainThread(function), let label = CallChecks.text(label, function, "label")
    else { return nil }
    let type = ToggleButton.gType(for: look)
    return mnemonic
      ? tk_widget_new_with_mnemonic(type, label) : tk_widget_new_with_label(type, label)
  }

  @_cdecl("toggle_kit_toggle_button_new")
  public func toggleButtonNew() -> UnsafeMutablePointer<GtkWidget>? {
    newWidget(.push, "toggle_kit_toggle_button_new")
  }

  @_cdecl("toggle_kit_toggle_button_new_with_label")
  public func toggleButtonNewWithLabel(_ label: UnsafePointer<CChar>?) -> UnsafeMutablePointer<
    GtkWidget
  >? {
    newWidget(.push, label: label, mnemonic: false, "toggle_kit_toggle_button_new_with_label")
  }

  @_cdecl("toggle_kit_toggle_button_new_with_mnemonic")
  public func toggleButtonNewWithMnemonic(_ label: UnsafePointer<CChar>?)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    newWidget(.push, label: label, mnemonic: true, "toggle_kit_toggle_button_new_with_mnemonic")
  }

  @_cdecl("toggle_kit_check_button_new")
  public func checkButtonNew() -> UnsafeMutablePointer<GtkWidget>? {
    newWidget(.checkbox, "toggle_kit_check_button_new")
  }

  @_cdecl("toggle_kit_check_button_new_with_label")
  public func checkButtonNewWithLabel(_ label: UnsafePointer<CChar>?) -> UnsafeMutablePointer<
    GtkWidget
  >? {
    newWidget(.checkbox, label: label, mnemonic: false, "toggle_kit_check_button_new_with_label")
  }

  @_cdecl("toggle_kit_check_button_new_with_mnemonic")
  public func checkButtonNewWithMnemonic(_ label: UnsafePointer<CChar>?)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    newWidget(.checkbox, label: label, mnemonic: true, "toggle_kit_check_button_new_with_mnemonic")
  }

  @_cdecl("toggle_kit_radio_button_new")
  public func radioButtonNew() -> UnsafeMutablePointer<GtkWidget>? {
    newWidget(.radio, "toggle_kit_radio_button_new")
  }

  @_cdecl("toggle_kit_radio_button_new_with_label")
  public func radioButtonNewWithLabel(_ label: UnsafePointer<CChar>?) -> UnsafeMutablePointer<
    GtkWidget
  >? {
    newWidget(.radio, label: label, mnemonic: false, "toggle_kit_radio_button_new_with_label")
  }

  @_cdecl("toggle_kit_radio_button_new_with_mnemonic")
  public func radioButtonNewWithMnemonic(_ label: UnsafePointer<CChar>?)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    newWidget(.radio, label: label, mnemonic: true, "toggle_kit_radio_button_new_with_mnemonic")
  }

  @_cdecl("toggle_kit_switch_new")
  public func switchNew() -> UnsafeMutablePointer<GtkWidget>? {
    newWidget(.switch, "toggle_kit_switch_new")
  }

  @_cdecl("toggle_kit_switch_new_with_label")
  public func switchNewWithLabel(_ label: UnsafePointer<CChar>?) -> UnsafeMutablePointer<GtkWidget>?
  {
    newWidget(.switch, label: label, mnemonic: false, "toggle_kit_switch_new_with_label")
  }

  // MARK: Accessors

  @_cdecl("toggle_kit_button_get_active")
  public func buttonGetActive(_ button: OpaquePointer?) -> gboolean {
    guard let widget = CallChecks.button(button, "toggle_kit_button_get_active") else { return 0 }
    return tk_get_property_boolean(widget, "active")
  }

  @_cdecl("toggle_kit_button_set_active")
  public func buttonSetActive(_ button: OpaquePointer?, _ active: gboolean) {
    guard let widget = CallChecks.button(button, "toggle_kit_button_set_active") else { return }
    // Directly, not through g_object_set, whose notify freeze would move notify::active after
    // toggled: as gtk_check_button_set_active, notify comes first.
    nonisolated(unsafe) let toggle = widget
    CallChecks.run { ToggleButton(wrapping: toggle)?.isOn = active != 0 }
  }

  @_cdecl("toggle_kit_button_get_value")
  public func buttonGetValue(_ button: OpaquePointer?) -> Int32 {
    guard let widget = CallChecks.button(button, "toggle_kit_button_get_value") else { return 0 }
    return Int32(tk_get_property_enum(widget, "value"))
  }

  @_cdecl("toggle_kit_button_set_value")
  public func buttonSetValue(_ button: OpaquePointer?, _ value: Int32) {
    let function: StaticString = "toggle_kit_button_set_value"
    guard let widget = CallChecks.button(button, function) else { return }
    guard (0...2).contains(value) else {
      CallChecks.fail(function, "value <= TOGGLE_KIT_TOGGLE_STATE_MIXED")
      return
    }
    // Directly, as set_active: g_object_set's notify freeze would move notify::active after
    // toggled. MIXED goes through `mixed`, which turns allows-mixed on and emits no toggled.
    if value == 2 {
      tk_set_property_boolean(widget, "mixed", 1)
    } else {
      nonisolated(unsafe) let widget = widget
      CallChecks.run {
        ToggleButton(wrapping: widget)?.value = value == 1 ? .on : .off
      }
    }
  }

  @_cdecl("toggle_kit_button_get_allows_mixed")
  public func buttonGetAllowsMixed(_ button: OpaquePointer?) -> gboolean {
    guard let widget = CallChecks.button(button, "toggle_kit_button_get_allows_mixed") else {
      return 0
    }
    return tk_get_property_boolean(widget, "allows-mixed")
  }

  @_cdecl("toggle_kit_button_set_allows_mixed")
  public func buttonSetAllowsMixed(_ button: OpaquePointer?, _ allowsMixed: gboolean) {
    guard let widget = CallChecks.button(button, "toggle_kit_button_set_allows_mixed") else {
      return
    }
    tk_set_property_boolean(widget, "allows-mixed", allowsMixed != 0 ? 1 : 0)
  }

  @_cdecl("toggle_kit_button_get_autotoggle")
  public func buttonGetAutotoggle(_ button: OpaquePointer?) -> gboolean {
    guard let widget = CallChecks.button(button, "toggle_kit_button_get_autotoggle") else {
      return 0
    }
    return tk_get_property_boolean(widget, "autotoggle")
  }

  @_cdecl("toggle_kit_button_set_autotoggle")
  public func buttonSetAutotoggle(_ button: OpaquePointer?, _ autotoggle: gboolean) {
    guard let widget = CallChecks.button(button, "toggle_kit_button_set_autotoggle") else {
      return
    }
    tk_set_property_boolean(widget, "autotoggle", autotoggle != 0 ? 1 : 0)
  }

  /// The key under which the widget keeps the label `get_label` handed out.
  private let labelKey = g_quark_from_static_string("toggle-kit-c-label")

  @_cdecl("toggle_kit_button_get_label")
  public func buttonGetLabel(_ button: OpaquePointer?) -> UnsafePointer<CChar>? {
    guard let widget = CallChecks.button(button, "toggle_kit_button_get_label") else { return nil }
    // `transfer none`: the widget keeps the string, replaced only when the label changed,
    // so a pointer handed out stays valid until the label changes, as GtkButton's.
    let label = tk_get_property_string(widget, "label")
    defer { g_free(label) }
    let kept = g_object_get_qdata(UnsafeMutablePointer(OpaquePointer(widget)), labelKey)?
      .assumingMemoryBound(to: CChar.self)
    if let kept, let label, strcmp(kept, label) == 0 { return UnsafePointer(kept) }
    let copy = g_strdup(label)
    g_object_set_qdata_full(
      UnsafeMutablePointer(OpaquePointer(widget)), labelKey, copy, { g_free($0) })
    return UnsafePointer(copy)
  }

  @_cdecl("toggle_kit_button_set_label")
  public func buttonSetLabel(_ button: OpaquePointer?, _ label: UnsafePointer<CChar>?) {
    guard let widget = CallChecks.button(button, "toggle_kit_button_set_label") else { return }
    // NULL is the empty label, as GtkButton takes it.
    tk_set_property_string(widget, "label", label ?? StaticString("").cString)
  }

  @_cdecl("toggle_kit_button_get_use_underline")
  public func buttonGetUseUnderline(_ button: OpaquePointer?) -> gboolean {
    guard let widget = CallChecks.button(button, "toggle_kit_button_get_use_underline") else {
      return 0
    }
    return tk_get_property_boolean(widget, "use-underline")
  }

  @_cdecl("toggle_kit_button_set_use_underline")
  public func buttonSetUseUnderline(_ button: OpaquePointer?, _ useUnderline: gboolean) {
    guard let widget = CallChecks.button(button, "toggle_kit_button_set_use_underline") else {
      return
    }
    tk_set_property_boolean(widget, "use-underline", useUnderline != 0 ? 1 : 0)
  }

  @_cdecl("toggle_kit_button_get_look")
  public func buttonGetLook(_ button: OpaquePointer?) -> Int32 {
    guard let widget = CallChecks.button(button, "toggle_kit_button_get_look") else { return 0 }
    return tk_get_property_enum(widget, "look")
  }

  @_cdecl("toggle_kit_button_get_pending")
  public func buttonGetPending(_ button: OpaquePointer?) -> gboolean {
    guard let widget = CallChecks.button(button, "toggle_kit_button_get_pending") else { return 0 }
    return tk_get_property_boolean(widget, "pending")
  }

  @_cdecl("toggle_kit_button_set_group")
  public func buttonSetGroup(_ button: OpaquePointer?, _ group: OpaquePointer?) {
    let function: StaticString = "toggle_kit_button_set_group"
    guard let widget = CallChecks.button(button, function) else { return }
    if let group, tk_is_widget_of_type(UnsafeMutableRawPointer(group), ToggleButton.gType) == 0 {
      CallChecks.fail(function, "group == NULL || TOGGLE_KIT_IS_BUTTON (group)")
      return
    }
    tk_set_property_object(widget, "group", group.map { UnsafeMutableRawPointer($0) })
  }

  @_cdecl("toggle_kit_button_get_commit_policy")
  public func buttonGetCommitPolicy(_ button: OpaquePointer?) -> Int32 {
    guard let widget = CallChecks.button(button, "toggle_kit_button_get_commit_policy") else {
      return 0
    }
    return tk_get_property_enum(widget, "commit-policy")
  }

  @_cdecl("toggle_kit_button_set_commit_policy")
  public func buttonSetCommitPolicy(_ button: OpaquePointer?, _ policy: Int32) {
    let function: StaticString = "toggle_kit_button_set_commit_policy"
    guard let widget = CallChecks.button(button, function) else { return }
    guard (0...2).contains(policy) else {
      CallChecks.fail(function, "policy <= TOGGLE_KIT_COMMIT_POLICY_CONFIRMED")
      return
    }
    tk_set_property_enum(widget, "commit-policy", policy)
  }

  @_cdecl("toggle_kit_button_get_commit_timeout")
  public func buttonGetCommitTimeout(_ button: OpaquePointer?) -> Double {
    guard let widget = CallChecks.button(button, "toggle_kit_button_get_commit_timeout") else {
      return 0
    }
    return tk_get_property_double(widget, "commit-timeout")
  }

  @_cdecl("toggle_kit_button_set_commit_timeout")
  public func buttonSetCommitTimeout(_ button: OpaquePointer?, _ seconds: Double) {
    let function: StaticString = "toggle_kit_button_set_commit_timeout"
    guard let widget = CallChecks.button(button, function) else { return }
    // NaN, infinities and negative values are refused; 0 is no limit.
    guard seconds.isFinite, seconds >= 0 else {
      CallChecks.fail(function, "seconds >= 0 && isfinite (seconds)")
      return
    }
    tk_set_property_double(widget, "commit-timeout", seconds)
  }
#endif

#if os(Linux)
  import CGtk4
  @_spi(ToggleKitC) import ToggleKitGTK

  // ToggleKitSwitch's `state`, as gtk_switch_get_state and gtk_switch_set_state: the value
  // the app confirmed, which a `state-set` handler that returned TRUE sets to answer.

  /// The switch widget, or nil with a critical for anything else.
  private func checkedSwitch(_ button: OpaquePointer?, _ function: StaticString)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    guard let widget = CallChecks.button(button, function) else { return nil }
    guard
      tk_is_widget_of_type(UnsafeMutableRawPointer(widget), ToggleButton.gType(for: .switch)) != 0
    else {
      CallChecks.fail(function, "TOGGLE_KIT_IS_SWITCH (self)")
      return nil
    }
    return widget
  }

  @_cdecl("toggle_kit_switch_get_state")
  public func switchGetState(_ button: OpaquePointer?) -> gboolean {
    guard let widget = checkedSwitch(button, "toggle_kit_switch_get_state") else { return 0 }
    return tk_get_property_boolean(widget, "state")
  }

  @_cdecl("toggle_kit_switch_set_state")
  public func switchSetState(_ button: OpaquePointer?, _ state: gboolean) {
    guard let widget = checkedSwitch(button, "toggle_kit_switch_set_state") else { return }
    tk_set_property_boolean(widget, "state", state != 0 ? 1 : 0)
  }
#endif
