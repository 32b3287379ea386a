#if os(Linux)
  import CGtk4

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
      guard let group = coordinator.group,
        let target = group.arrow(from: coordinator, direction),
        let peer = Self.of(member: target)
      else { return false }
      gtk_widget_set_focusable(peer.widget, 1)
      gtk_widget_grab_focus(peer.widget)
      Self.refreshGroupFocus(group)
      return true
    }

    /// One Tab stop per group (G7): only the group's tab stop, and whichever member has
    /// focus, can take focus; the others are reached with the arrows.
    static func refreshGroupFocus(_ group: ToggleGroup) {
      let tabStop = group.tabStop
      for member in group.members {
        guard let peer = of(member: member) else { continue }
        let focusable = member === tabStop || gtk_widget_has_focus(peer.widget) != 0
        if (gtk_widget_get_focusable(peer.widget) != 0) != focusable {
          gtk_widget_set_focusable(peer.widget, focusable ? 1 : 0)
        }
      }
    }

    /// The `group` property: joins `other`'s group, as GtkToggleButton's `group` does: an
    /// exclusive group with a required selection, made when `other` has none; nil leaves.
    func joinGroup(of other: WidgetPeer?) {
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
      Self.refreshGroupFocus(group)
    }

    /// Leaves the group this widget is in; it becomes its own Tab stop again.
    func leaveGroup() {
      guard let group = coordinator.group else { return }
      group.remove(coordinator)
      gtk_widget_set_focusable(widget, 1)
      Self.refreshGroupFocus(group)
    }
  }
#endif
