#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  extension ToggleButton {
    /// The group this button is in, if any (G1).
    public var group: ToggleGroup? { coordinator.group }

    /// Puts this button in `group` (nil leaves its group), as the last member (G1).
    ///
    /// The group carries out its members' activations (G2-G4, G6, G8): in an exclusive
    /// group a tap turns the selected button off, then this one on, each with
    /// its own `.valueChanged`; then the group's `onChange`; then the tap action.
    /// Joining the group it is already in changes nothing. A save of the button's
    /// own that is pending is withdrawn first (B20): its value goes back, its
    /// `onCommitCancel` hears of it, and no `.valueChanged` is sent. Capture your
    /// view controller weakly in the group's `onChange`: the buttons keep the group.
    ///
    /// Keyboard (iOS, Mac Catalyst): members become focusable and share a focus
    /// group, so UIKit's focus engine gives the group one Tab stop, landing on
    /// the selected member, and the arrows move inside it by geometry (no wrap,
    /// no Home and End, unlike GTK). In an exclusive group an arrow that brings
    /// focus from another member selects, as radio buttons do, without the tap
    /// action.
    public func join(_ group: ToggleGroup?) {
      guard coordinator.group !== group || group == nil else { return }
      // A "select all" leaves too: the core's remove knows it.
      coordinator.group?.remove(coordinator)
      group?.add(coordinator)
    }

    /// Makes this button the "select all" of a multiple `group` (G6); false in an exclusive one.
    ///
    /// A save of the button's own that is pending is withdrawn first, as ``join(_:)`` does.
    @discardableResult
    public func becomeSelectAll(of group: ToggleGroup) -> Bool {
      group.setSelectAll(coordinator)
    }

    /// The button of a group member, when it is a ToggleKit UIKit button.
    public static func button(for member: ToggleCoordinator) -> ToggleButton? {
      (member.host as? ButtonHost)?.button
    }

    /// This button's place in its group, "2 of 3", or nil outside a group.
    public var groupPosition: (index: Int, count: Int)? {
      coordinator.group?.position(of: coordinator)
    }

    /// Whether this button is a member (not the "select all") of a group.
    var isGroupMember: Bool {
      coordinator.group.map { $0.id(of: coordinator) != nil } ?? false
    }

    /// Whether this button is one choice of an exclusive group: read as a segment, not a
    /// switch (B13).
    var isExclusiveMember: Bool {
      guard isGroupMember, let group = coordinator.group, case .exclusive = group.mode else {
        return false
      }
      return true
    }

    #if !os(tvOS)
      /// The group's focus group while a member, so the group is one Tab stop (G7); else UIKit's.
      open override var focusGroupIdentifier: String? {
        get {
          guard isGroupMember, let group = coordinator.group else {
            return super.focusGroupIdentifier
          }
          return "org.togglekit.group.\(group.serial)"
        }
        set { super.focusGroupIdentifier = newValue }
      }

      /// The selected member is where Tab enters the group (G7).
      open override var focusGroupPriority: UIFocusGroupPriority {
        get { isGroupMember && isOn ? .prioritized : super.focusGroupPriority }
        set { super.focusGroupPriority = newValue }
      }

      /// Members take keyboard focus, which plain buttons do only with Full Keyboard Access (G7).
      open override var canBecomeFocused: Bool {
        super.canBecomeFocused || (isGroupMember && isEnabled && !isHidden)
      }
    #endif
  }

  extension ToggleGroup {
    /// Selects `button` from code (G5): in an exclusive group the others go off
    /// (`clearSelection()` turns all off). A button that is not a member
    /// changes nothing.
    public func select(_ button: ToggleButton) {
      guard id(of: button) != nil else { return }
      select(button.coordinator)
    }

    /// The identity of a member button, as `ToggleGroup.Change` names members; nil for a
    /// button not in the group.
    public func id(of button: ToggleButton) -> MemberID? {
      id(of: button.coordinator)
    }

    /// The member buttons that are on, in member order.
    public var selectedButtons: [ToggleButton] {
      buttons(for: selection)
    }

    /// Every member button, in member order.
    public var buttons: [ToggleButton] {
      members.compactMap(ToggleButton.button(for:))
    }

    /// The member buttons a change's selection names, in member order.
    public func buttons(for selection: [MemberID]) -> [ToggleButton] {
      selection.compactMap { member($0).flatMap(ToggleButton.button(for:)) }
    }
  }
#endif
