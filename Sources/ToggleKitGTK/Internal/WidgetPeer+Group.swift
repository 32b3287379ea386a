#if os(Linux)
  import CGtk4
  @_spi(ToggleKitTools) import ToggleKit

  extension WidgetPeer {
    /// The peer of a group member, if it is a ToggleKit GTK widget.
    static func of(member: ToggleCoordinator) -> WidgetPeer? {
      member.host as? WidgetPeer
    }

    /// Where an arrow, Home or End moves focus in the group, reading order first (G7).
    func groupDirection(_ keyval: guint) -> ToggleGroup.Direction? {
      guard coordinator.group != nil else { return nil }
      let rightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
      switch keyval {
      case 0xff53, 0xff98: return rightToLeft ? .previous : .next  // Right, KP_Right
      case 0xff51, 0xff96: return rightToLeft ? .next : .previous  // Left, KP_Left
      case 0xff54, 0xff99: return .next  // Down, KP_Down
      case 0xff52, 0xff97: return .previous  // Up, KP_Up
      case 0xff50, 0xff95: return .first  // Home, KP_Home
      case 0xff57, 0xff9c: return .last  // End, KP_End
      default: return nil
      }
    }

    /// Moves focus to the member in `direction`, selecting it in an exclusive group (G7).
    /// Returns whether the key was used.
    func moveInGroup(_ direction: ToggleGroup.Direction) -> Bool {
      guard let group = coordinator.group else { return false }
      // Past members that cannot take focus (hidden, in a collapsed revealer, unfocusable),
      // as gtk_check_button_focus skips unmapped ones; focus first, then the selection.
      let step: ToggleGroup.Direction =
        direction == .previous || direction == .last ? .previous : .next
      var candidate = group.neighbor(of: coordinator, direction)
      for _ in 0..<group.members.count {
        guard let target = candidate, target !== coordinator else { return false }
        if let peer = Self.of(member: target), peer.canTakeFocus,
          gtk_widget_grab_focus(peer.widget) != 0
        {
          group.focusArrived(at: target)
          return true
        }
        candidate = group.neighbor(of: target, step)
      }
      return false
    }

    /// Whether GTK would give this toggle the focus: shown on screen, sensitive, focusable.
    var canTakeFocus: Bool {
      gtk_widget_get_mapped(widget) != 0 && gtk_widget_is_sensitive(widget) != 0
        && gtk_widget_get_focusable(widget) != 0
    }

    /// The group's one Tab stop among the members that can take focus: the selected one,
    /// else the first (G7).
    static func tabStop(of group: ToggleGroup) -> ToggleCoordinator? {
      let focusable = group.members.filter { of(member: $0)?.canTakeFocus ?? false }
      return focusable.first { $0.value == .on } ?? focusable.first
    }

    /// The focus vfunc in a group, as GtkCheckButton's (G7): Tab enters a group only at its
    /// Tab stop and leaves it from any member; a move-focus arrow moves within it. Nil
    /// outside a group, where GTK's own focus handling applies. `focusable` stays the app's.
    func focusInGroup(_ direction: GtkDirectionType) -> Bool? {
      guard let group = coordinator.group else { return nil }
      let isFocus = gtk_widget_is_focus(widget) != 0
      switch direction {
      case GTK_DIR_TAB_FORWARD, GTK_DIR_TAB_BACKWARD:
        if isFocus { return false }
        guard Self.tabStop(of: group) === coordinator else { return false }
        return gtk_widget_grab_focus(widget) != 0
      default:
        guard isFocus else {
          guard Self.tabStop(of: group) === coordinator else { return false }
          return gtk_widget_grab_focus(widget) != 0
        }
        let rightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
        let move: ToggleGroup.Direction =
          switch direction {
          case GTK_DIR_RIGHT: rightToLeft ? .previous : .next
          case GTK_DIR_LEFT: rightToLeft ? .next : .previous
          case GTK_DIR_DOWN: .next
          default: .previous
          }
        return moveInGroup(move)
      }
    }

    /// The `group` property: joins `other`'s group, as GtkToggleButton's `group` does: an
    /// exclusive group with a required selection, made when `other` has none; nil leaves.
    func joinGroup(of other: WidgetPeer?) {
      // The ToggleKitGroup it holds may change with the group (C5): `toggle-group` says so,
      // as a property bound with g_object_bind_property must hear.
      let before = groupObject
      defer { if groupObject != before { WidgetType.notify(widget, .toggleGroup) } }
      // A member of `other`'s group already: nothing changes, as joining the group one is in
      // changes nothing (G1), and a change it takes part in goes on.
      if let other, other !== self, let group = other.coordinator.group,
        coordinator.group === group, group.id(of: coordinator) != nil
      {
        return
      }
      guard let other, other !== self else {
        leaveGroup()
        return
      }
      let group = other.coordinator.group ?? ToggleGroup(mode: .exclusive(selectionRequired: true))
      if other.coordinator.group == nil {
        group.add(other.coordinator)
      }
      leaveGroup()
      group.add(coordinator)
      releaseRowSource()
      // Joined through a member of a ToggleKitGroup: hold that object too (C5).
      if let held = g_object_get_qdata(
        UnsafeMutablePointer(OpaquePointer(other.widget)), GroupType.memberKey)
      {
        g_object_set_qdata_full(
          UnsafeMutablePointer(OpaquePointer(widget)), GroupType.memberKey, g_object_ref(held),
          { g_object_unref($0) })
      }
    }

    /// The `ToggleKitGroup` this toggle is a member of (the `toggle-group` property), if it
    /// joined one: the object it holds (C5).
    var groupObject: UnsafeMutableRawPointer? {
      g_object_get_qdata(UnsafeMutablePointer(OpaquePointer(widget)), GroupType.memberKey)
    }

    /// The `toggle-group` property, and `toggle_kit_group_add`: joins the group of the
    /// `ToggleKitGroup` `object`, leaving any other, and holds the object (C5); nil leaves.
    /// Notifies `toggle-group` when the membership changed.
    func joinGroupObject(_ object: UnsafeMutableRawPointer?) {
      // A disposed toggle (its parts gone; a group's list model may still hand it out
      // until it tells that it left) is done: it joins nothing again.
      if object != nil, parts.label == nil {
        tk_critical("a disposed ToggleKitButton cannot join a ToggleKitGroup")
        return
      }
      let group = object.flatMap { GroupType.state(of: $0)?.group }
      let before = groupObject
      if let group, let object {
        if coordinator.group !== group || group.id(of: coordinator) == nil {
          leaveGroup()
          group.add(coordinator)
          releaseRowSource()
        }
        if before != object {
          g_object_set_qdata_full(
            UnsafeMutablePointer(OpaquePointer(widget)), GroupType.memberKey, g_object_ref(object),
            { g_object_unref($0) })
        }
      } else {
        leaveGroup()
      }
      if groupObject != before { WidgetType.notify(widget, .toggleGroup) }
    }

    /// The object data key under which a toggle the app bound from C holds its store or tree.
    nonisolated static let rowSourceKey = GObjectTypes.rowSourceKey

    /// Lets go of the store or tree the app bound this toggle to from C: joining a group
    /// unbound it (G1), and a disposed widget shows nothing.
    func releaseRowSource() {
      g_object_set_data(UnsafeMutablePointer(OpaquePointer(widget)), Self.rowSourceKey, nil)
    }

    /// Lets go of the ToggleKitGroup this widget held as a member, and says so on
    /// `toggle-group`: for a member that left its group another way (made "select all").
    func dropHeldGroupObject() {
      guard groupObject != nil else { return }
      g_object_set_qdata(UnsafeMutablePointer(OpaquePointer(widget)), GroupType.memberKey, nil)
      WidgetType.notify(widget, .toggleGroup)
    }

    /// Leaves the group this widget is in; it becomes its own Tab stop again.
    func leaveGroup() {
      // The ToggleKitGroup it held, if it joined one (C5), goes with the membership.
      g_object_set_qdata(UnsafeMutablePointer(OpaquePointer(widget)), GroupType.memberKey, nil)
      guard let group = coordinator.group else { return }
      group.remove(coordinator)
    }
  }
#endif
