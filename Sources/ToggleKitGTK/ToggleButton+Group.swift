#if os(Linux)
  import CGtk4

  extension ToggleGroup {
    /// A box for a group's members that assistive technology reads as a group with a name:
    /// "Alignment, grouping" (G7). GTK 4.10 and later give a plain GtkBox the GENERIC role
    /// (an unnamed panel to AT-SPI), so this box has the GROUP role on every version.
    public static func makeLabelledBox(
      _ label: String, orientation: GtkOrientation = GTK_ORIENTATION_HORIZONTAL, spacing: Int32 = 6
    ) -> UnsafeMutablePointer<GtkWidget> {
      tk_group_box_new(orientation, spacing, label)!
    }
  }

  extension ToggleButton {
    /// The group this toggle is in, if any (G1).
    public var group: ToggleGroup? { peer.coordinator.group }

    /// Puts this toggle in `group` (nil leaves its group), as the last member (G1).
    ///
    /// The group carries out its members' activations (G2-G4, G6, G8); the widgets give
    /// it one Tab stop and arrow keys (G7). From a `.ui` file or C, the `group`
    /// property does the same with GtkToggleButton's meaning: an exclusive group
    /// with a required selection, shared with the widget named.
    public func join(_ group: ToggleGroup?) {
      if let group, peer.coordinator.group === group, group.id(of: peer.coordinator) != nil {
        return  // already a member: joining again changes nothing
      }
      // Leaving drops the ToggleKitGroup it held, if it joined one from C (C5): said once the
      // join is done, so that a handler never sees it half made.
      let object = UnsafeMutablePointer<GObject>(OpaquePointer(peer.widget))
      g_object_freeze_notify(object)
      defer { g_object_thaw_notify(object) }
      let before = peer.groupObject
      peer.leaveGroup()
      if peer.groupObject != before { WidgetType.notify(peer.widget, .toggleGroup) }
      guard let group else { return }
      group.add(peer.coordinator)
    }

    /// Makes this toggle the "select all" of a multiple `group` (G6); false in an exclusive one.
    @discardableResult
    public func becomeSelectAll(of group: ToggleGroup) -> Bool {
      group.setSelectAll(peer.coordinator)
    }

    /// Whether this toggle is a member of `group` (the "select all" toggle is not one).
    public func isMember(of group: ToggleGroup) -> Bool {
      group.id(of: peer.coordinator) != nil
    }

    /// The toggle of a group member, when it is a ToggleKit GTK widget.
    public convenience init?(member: ToggleCoordinator) {
      guard let peer = WidgetPeer.of(member: member) else { return nil }
      self.init(wrapping: peer.widget)
    }
  }

  extension ToggleGroup {
    /// Selects `toggle` from code (G5): in an exclusive group the others go off
    /// (`clearSelection()` turns all off). A toggle that is not a member
    /// changes nothing.
    public func select(_ toggle: ToggleButton) {
      guard toggle.isMember(of: self) else { return }
      select(toggle.peer.coordinator)
    }

    /// The identity of a member toggle, as `ToggleGroup.Change` names members; nil for a
    /// toggle not in the group.
    public func id(of button: ToggleButton) -> MemberID? {
      id(of: button.peer.coordinator)
    }

    /// The member toggles that are on, in member order.
    public var selectedButtons: [ToggleButton] {
      buttons(for: selection)
    }

    /// Every member toggle, in member order.
    public var buttons: [ToggleButton] {
      members.compactMap(ToggleButton.init(member:))
    }

    /// The member toggles a change's selection names, in member order.
    public func buttons(for selection: [MemberID]) -> [ToggleButton] {
      selection.compactMap { member($0).flatMap(ToggleButton.init(member:)) }
    }
  }
#endif
