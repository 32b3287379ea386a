import ToggleKitUIKit

/// A settings toggle saved to a server: shown at once, rolled back if saving fails.
@MainActor
func makeNotificationsToggle(save: @escaping @MainActor (Bool) async throws -> Void) -> ToggleButton
{
  let toggle = ToggleButton(frame: .zero)
  toggle.setTitle("Notifications", for: .normal)
  toggle.setTitleColor(.label, for: .normal)  // a custom button's titles are white by default
  toggle.setCommit(.optimistic, timeout: 10) { value in
    try await save(value == .on)  // throws: the toggle goes back, with an error haptic
  }
  toggle.onToggle = { isOn in print("saved: \(isOn)") }  // only once the server agreed
  toggle.onCommitFailed = { failure in print("not saved: \(failure)") }
  return toggle
}
