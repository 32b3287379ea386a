import ToggleKitSwiftUI

struct NotificationsSetting: View {
  @State private var isOn = false
  let save: @MainActor (Bool) async throws -> Void

  var body: some View {
    // SwiftUI's own switch; isOn changes only when save returned.
    Toggle("Notifications", isOn: $isOn)
      .toggleStyle(
        .asyncCommit(.switch, .confirmed, label: "Notifications") { value in
          try await save(value == .on)
        })
  }
}
