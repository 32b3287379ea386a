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
  ///
  /// Called at once for every change, also one made by a handler during another
  /// change's delivery, so the look never lags the value. Run no app code here:
  /// app observers belong in ``toggleSendChangeNotifications(_:change:)``.
  func toggleValueDidChange(
    _ coordinator: ToggleCoordinator, change: ToggleChange, animated: Bool, haptic: HapticStyle)
  /// Any change, user or programmatic: tell the observers of every change (B10, B15).
  ///
  /// A change made by a handler during another change's delivery is told after
  /// that delivery ends, so observers hear the changes in the order they
  /// happened and the last one they hear is the current value.
  func toggleSendChangeNotifications(_ coordinator: ToggleCoordinator, change: ToggleChange)
  /// A user change happened: send the value notifications (B3); handlers read the current value.
  func toggleSendValueNotifications(_ coordinator: ToggleCoordinator)
  /// A user activation completed: send the tap or primary action, after any value notification (B4, B9).
  func toggleSendPrimaryAction(_ coordinator: ToggleCoordinator, source: ActivationSource)
  /// A list row now shows another item (L2): its value and pending state may have moved
  /// with no change told. A host that compares later changes with what it last told
  /// (GObject's `notify::active`) takes the shown value as told, quietly.
  func toggleDidShowBoundItem(_ coordinator: ToggleCoordinator)
  /// A list row stopped showing the item it showed (L4): unbound, bound to another item (this
  /// comes first), its item removed, made a group's member, or its widget gone. A host that
  /// names the item shown (GObject's `item` property) lets go of it.
  func toggleDidUnbindRow(_ coordinator: ToggleCoordinator)
  /// A list row was bound to another item, or its item was enabled or disabled (L7, T3):
  /// the widget's enabled state becomes `ToggleCoordinator.showsEnabledItem`. The row owns
  /// it while bound; an app disables an item in its store or tree, not on the row.
  func toggleBoundItemEnabledDidChange(_ coordinator: ToggleCoordinator)
  /// A user activation that changes no value yet (a confirmed commit's start) plays this
  /// haptic now, so the tap is felt when it is made, not seconds later (B14, B18).
  func togglePlayFeedback(_ style: HapticStyle)
  /// A delivery that may run app code begins: keep the widget alive until ``toggleDidEndDelivery(_:)`` (B16).
  ///
  /// Hosts whose widget is the host itself need nothing here: the coordinator
  /// holds the host strongly for the whole delivery. A host that only points at
  /// its widget (a GObject) takes a reference here.
  func toggleWillBeginDelivery(_ coordinator: ToggleCoordinator)
  /// The delivery ended; release what ``toggleWillBeginDelivery(_:)`` kept. This may free the widget.
  func toggleDidEndDelivery(_ coordinator: ToggleCoordinator)
  /// A commit started or ended (``ToggleCoordinator/pendingCommit``): show or hide the
  /// pending look and the busy state (B18).
  func togglePendingDidChange(_ coordinator: ToggleCoordinator)
  /// The tree node a row shows began or ended having its children read (T11): show or hide a
  /// busy look. GTK's rows do; UIKit's and SwiftUI's do not yet.
  func toggleLoadingDidChange(_ coordinator: ToggleCoordinator)
  /// The app's work failed or timed out and the toggle rolled back: give error feedback and
  /// tell assistive technology, naming the toggle (B19).
  func toggleCommitDidFail(
    _ coordinator: ToggleCoordinator, request: ToggleCommitRequest, failure: ToggleCommitFailure)
}

extension ToggleHost {
  /// Does nothing: a host with no per-change observers of its own.
  public func toggleSendChangeNotifications(_ coordinator: ToggleCoordinator, change: ToggleChange)
  {}
  /// Does nothing: a host that keeps no record of what it told.
  public func toggleDidShowBoundItem(_ coordinator: ToggleCoordinator) {}
  /// Does nothing.
  public func toggleBoundItemEnabledDidChange(_ coordinator: ToggleCoordinator) {}
  /// Does nothing: a host that names no item.
  public func toggleDidUnbindRow(_ coordinator: ToggleCoordinator) {}
  /// Does nothing: a host that shows no loading look.
  public func toggleLoadingDidChange(_ coordinator: ToggleCoordinator) {}
  /// Does nothing: a host without haptics.
  public func togglePlayFeedback(_ style: HapticStyle) {}
  /// Does nothing: the coordinator's strong reference to the host keeps it alive.
  public func toggleWillBeginDelivery(_ coordinator: ToggleCoordinator) {}
  /// Does nothing.
  public func toggleDidEndDelivery(_ coordinator: ToggleCoordinator) {}
  /// Does nothing: a host without async commits.
  public func togglePendingDidChange(_ coordinator: ToggleCoordinator) {}
  /// Does nothing: a host without async commits.
  public func toggleCommitDidFail(
    _ coordinator: ToggleCoordinator, request: ToggleCommitRequest, failure: ToggleCommitFailure
  ) {}
}
