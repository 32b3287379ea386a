#if canImport(UIKit)
  @preconcurrency import UIKit

  extension ToggleButton {
    /// The group this button is in, if any (G1).
    public var group: ToggleGroup? { coordinator.group }

    /// Puts this button in `group` (nil leaves its group), as the last member (G1).
    ///
    /// The group carries out its members' activations (G2-G6): in an exclusive
    /// group a tap turns the selected button off, then this one on, each with
    /// its own `.valueChanged`; then the group's `onChange`; then the tap action.
    /// For the keyboard the members share a focus group (`focusGroupIdentifier`),
    /// so with a hardware keyboard Tab reaches the group once and the arrows move
    /// inside it, as UIKit does for any focus group; in an exclusive group the
    /// arrows also select, as radio buttons do (G7).
    public func join(_ group: ToggleGroup?) {
      coordinator.group?.remove(coordinator)
      guard let group else {
        focusGroupIdentifier = nil
        return
      }
      group.add(coordinator)
      focusGroupIdentifier = "org.togglekit.group.\(ObjectIdentifier(group).hashValue)"
    }

    /// Makes this button the "select all" of a multiple `group` (G6); false in an exclusive one.
    @discardableResult
    public func becomeSelectAll(of group: ToggleGroup) -> Bool {
      group.setSelectAll(coordinator)
    }

    /// The button of a group member, when it is a ToggleKit UIKit button.
    public static func button(for member: ToggleCoordinator) -> ToggleButton? {
      member.host as? ToggleButton
    }

    /// This button's place in its group for VoiceOver, "2 of 3", or nil outside a group.
    public var groupPosition: (index: Int, count: Int)? {
      coordinator.group?.position(of: coordinator)
    }
  }
#endif
