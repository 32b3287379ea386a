import ToggleKitSwiftUI

struct NotificationsSetting: View {
  @State private var isOn = false
  let save: @MainActor (Bool) async throws -> Void

  var body: some View {
    ToggleButtonRepresentable(isOn: $isOn) { (button: ToggleButton) in
      button.setTitle("Notifications", for: .normal)
      button.setCommit(.confirmed) { value in try await save(value == .on) }
    }  // isOn changes only when save returned
    .frame(minWidth: 44, minHeight: 44)
  }
}
