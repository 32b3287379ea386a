import ToggleKitSwiftUI

struct NotificationsSetting: View {
  @State private var isOn = false
  let save: @MainActor (Bool) async throws -> Void

  var body: some View {
    // SwiftUI's own switch; isOn changes only when save returned. The style goes on
    // this Toggle alone: on a container it would reach, and save, every Toggle inside.
    Toggle("Notifications", isOn: $isOn)
      .toggleStyle(
        .asyncCommit(.switch, .confirmed, label: "Notifications") { value in
          try await save(value == .on)
        })
  }
}
