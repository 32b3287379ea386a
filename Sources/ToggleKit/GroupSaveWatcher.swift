/// Held by each toggle a waiting group change takes part in, and by it alone: when that
/// toggle is released without leaving (a UIKit member deallocated, a "select all" toggle let
/// go), the watcher goes with it and asks the group, on the main actor's next turn, to
/// withdraw the change (G8, B22). Without it the group would wait for an answer that the
/// released toggle's work can no longer give, and absorb every activation from then on.
///
/// Used on the main actor only; `@unchecked Sendable` because its `deinit`, which Swift does
/// not isolate, runs where the toggle's last reference went. It touches nothing there but
/// its own fields, and hops to the main actor for the rest.
final class GroupSaveWatcher: @unchecked Sendable {
  private weak var group: ToggleGroup?
  /// False once the change ended another way: the group then has nothing to withdraw.
  private var isArmed = true

  init(group: ToggleGroup) {
    self.group = group
  }

  /// The change ended (answered or withdrawn): the toggle's release asks nothing now.
  func disarm() {
    isArmed = false
  }

  deinit {
    guard isArmed, group != nil else { return }
    // Not from here: a deinit runs app code badly (the handlers a withdrawal tells may
    // touch what is being released), and may run off the main actor. No strong reference
    // is taken here: were it the group's last, the group would go off the main actor.
    Task { @MainActor [weak group = self.group] in group?.withdrawChangeOfReleasedParticipant() }
  }
}
