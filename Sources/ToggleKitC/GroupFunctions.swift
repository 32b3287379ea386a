#if os(Linux)
  import CGtk4
  @_spi(ToggleKitC) import ToggleKitGTK

  // ToggleKitGroup's functions (G1-G8): the group's rules are the core's, as in Swift.

  @_cdecl("toggle_kit_group_new")
  public func groupNew(_ mode: GtkSelectionMode) -> OpaquePointer? {
    guard CallChecks.onMainThread("toggle_kit_group_new") else { return nil }
    // As g_object_new: a mode that is none of the three is told in `constructed`.
    return OpaquePointer(tk_group_new(GObjectTypes.group, mode, 0, .max))
  }

  @_cdecl("toggle_kit_group_new_multiple")
  public func groupNewMultiple(_ minimum: guint, _ maximum: guint) -> OpaquePointer? {
    guard CallChecks.onMainThread("toggle_kit_group_new_multiple") else { return nil }
    // A minimum above the maximum is told, and corrected, in `constructed`.
    return OpaquePointer(tk_group_new(GObjectTypes.group, GTK_SELECTION_MULTIPLE, minimum, maximum))
  }

  @_cdecl("toggle_kit_group_add")
  public func groupAdd(_ group: OpaquePointer?, _ button: OpaquePointer?) {
    let function: StaticString = "toggle_kit_group_add"
    guard let object = group, CallChecks.group(group, function) != nil,
      let button, CallChecks.member(button, function) != nil
    else { return }
    // Through `toggle-group`, its one owner: the member joins and, as a GtkSizeGroup's
    // widgets do, holds the ToggleKitGroup, so a group a binding made and dropped keeps its
    // `changed` signal while it has members (C5).
    tk_set_property_object(
      UnsafeMutableRawPointer(button), "toggle-group", UnsafeMutableRawPointer(object))
  }

  @_cdecl("toggle_kit_group_remove")
  public func groupRemove(_ group: OpaquePointer?, _ button: OpaquePointer?) {
    let function: StaticString = "toggle_kit_group_remove"
    guard let group = CallChecks.group(group, function),
      let member = CallChecks.member(button, function)
    else { return }
    // Removing a toggle that is not a member changes nothing, as GListStore's find does.
    guard CallChecks.run({ member.isMember(of: group) }) else { return }
    tk_set_property_object(UnsafeMutableRawPointer(button), "toggle-group", nil)
  }

  @_cdecl("toggle_kit_group_select")
  public func groupSelect(_ group: OpaquePointer?, _ button: OpaquePointer?) {
    let function: StaticString = "toggle_kit_group_select"
    guard let group = CallChecks.group(group, function) else { return }
    guard let button else {
      CallChecks.run { group.clearSelection() }
      return
    }
    guard let member = CallChecks.member(button, function) else { return }
    CallChecks.run {
      guard member.isMember(of: group) else {
        CallChecks.fail(function, "button is a member of self")
        return
      }
      group.select(member)
    }
  }

  @_cdecl("toggle_kit_group_clear_selection")
  public func groupClearSelection(_ group: OpaquePointer?) {
    guard let group = CallChecks.group(group, "toggle_kit_group_clear_selection") else { return }
    CallChecks.run { group.clearSelection() }
  }

  /// A GList of the widgets, in order, for `transfer container`: the list is the caller's,
  /// the widgets are not referenced.
  @MainActor
  private func list(of buttons: [ToggleButton]) -> UnsafeMutablePointer<GList>? {
    var list: UnsafeMutablePointer<GList>? = nil
    for button in buttons.reversed() {
      list = g_list_prepend(list, UnsafeMutableRawPointer(button.widget))
    }
    return list
  }

  @_cdecl("toggle_kit_group_get_selected")
  public func groupGetSelected(_ group: OpaquePointer?) -> UnsafeMutablePointer<GList>? {
    guard let group = CallChecks.group(group, "toggle_kit_group_get_selected") else { return nil }
    return CallChecks.run { list(of: group.selectedButtons) }
  }

  @_cdecl("toggle_kit_group_get_members")
  public func groupGetMembers(_ group: OpaquePointer?) -> UnsafeMutablePointer<GList>? {
    guard let group = CallChecks.group(group, "toggle_kit_group_get_members") else { return nil }
    return CallChecks.run { list(of: group.buttons) }
  }

  @_cdecl("toggle_kit_group_set_select_all")
  public func groupSetSelectAll(_ group: OpaquePointer?, _ button: OpaquePointer?) {
    let function: StaticString = "toggle_kit_group_set_select_all"
    guard let object = group, let group = CallChecks.group(group, function) else { return }
    if let button {
      guard CallChecks.member(button, function) != nil else { return }
      guard CallChecks.run({ if case .multiple = group.mode { true } else { false } }) else {
        CallChecks.fail(
          function, "toggle_kit_group_get_selection_mode (self) == GTK_SELECTION_MULTIPLE")
        return
      }
    }
    // Through `select-all`, its one owner, which notifies.
    tk_set_property_object(
      UnsafeMutableRawPointer(object), "select-all", button.map { UnsafeMutableRawPointer($0) })
  }
#endif

#if os(Linux)
  import CGtk4
  @_spi(ToggleKitC) import ToggleKitGTK

  @_cdecl("toggle_kit_group_get_selection_mode")
  public func groupGetSelectionMode(_ group: OpaquePointer?) -> GtkSelectionMode {
    let function: StaticString = "toggle_kit_group_get_selection_mode"
    guard let group = CallChecks.group(group, function) else { return GTK_SELECTION_SINGLE }
    return CallChecks.run {
      switch group.mode {
      case .exclusive(let selectionRequired):
        selectionRequired ? GTK_SELECTION_BROWSE : GTK_SELECTION_SINGLE
      case .multiple: GTK_SELECTION_MULTIPLE
      }
    }
  }

  @_cdecl("toggle_kit_group_get_n_members")
  public func groupGetNMembers(_ group: OpaquePointer?) -> guint {
    guard let group = CallChecks.group(group, "toggle_kit_group_get_n_members") else { return 0 }
    return CallChecks.run { guint(clamping: group.members.count) }
  }
#endif

#if os(Linux)
  import CGtk4
  @_spi(ToggleKitC) import ToggleKitGTK

  @_cdecl("toggle_kit_group_get_selected_member")
  public func groupGetSelectedMember(_ group: OpaquePointer?) -> OpaquePointer? {
    let function: StaticString = "toggle_kit_group_get_selected_member"
    guard let object = group, CallChecks.group(group, function) != nil else { return nil }
    // Through `selected-member`, its one owner; transfer none, as gtk_stack_get_visible_child.
    return OpaquePointer(
      tk_get_property_object(UnsafeMutableRawPointer(object), "selected-member"))
  }

  @_cdecl("toggle_kit_group_set_selected_member")
  public func groupSetSelectedMember(_ group: OpaquePointer?, _ member: OpaquePointer?) {
    let function: StaticString = "toggle_kit_group_set_selected_member"
    guard let object = group, CallChecks.group(group, function) != nil else { return }
    if let member, CallChecks.member(member, function) == nil { return }
    // Through `selected-member`, its one owner: its checks, criticals and notify.
    tk_set_property_object(
      UnsafeMutableRawPointer(object), "selected-member", member.map { UnsafeMutableRawPointer($0) }
    )
  }
#endif
