/// The toolkit side of a toggle: what a ``ToggleCoordinator`` asks its widget to do.
///
/// Each adapter (UIKit button, GTK widget, a test double) implements it. The
/// coordinator calls these in the contract's order (B9); the host only carries
/// them out, and reads the current value from the coordinator when it needs it.
@MainActor
public protocol ToggleHost: AnyObject {
  /// The control state changed (pressed, focused, enabled): refresh the look.
  func toggleStateDidChange(_ coordinator: ToggleCoordinator)
  /// A press began: get a haptic of this style ready, so it plays without delay (B14).
  func togglePrepareFeedback(_ style: HapticStyle)
  /// The value changed: update look and accessibility, start the haptic and the cross-fade (B9, B14).
  func toggleValueDidChange(
    _ coordinator: ToggleCoordinator, change: ToggleChange, animated: Bool, haptic: HapticStyle)
  /// A user change happened: send the value notifications (B3); handlers read the current value.
  func toggleSendValueNotifications(_ coordinator: ToggleCoordinator)
  /// A user activation completed: send the tap or primary action, after any value notification (B4, B9).
  func toggleSendPrimaryAction(_ coordinator: ToggleCoordinator, source: ActivationSource)
}
