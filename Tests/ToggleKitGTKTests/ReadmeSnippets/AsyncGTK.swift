#if os(Linux)
  import ToggleKitGTK

  @MainActor
  func makeSyncSwitch(upload: @escaping @MainActor (Bool) async throws -> Void) -> ToggleButton {
    let sync = ToggleButton(label: "Cloud sync", look: .switch)
    sync.setCommit(.optimistic, timeout: 10) { value in
      try await upload(value == .on)  // runs as a task; MainActorBridge.install() once
    }
    sync.onToggle = { isOn in print("synced: \(isOn)") }  // after upload returned
    sync.onCommitFailed = { failure in print("rolled back: \(failure)") }
    return sync
  }
#endif
