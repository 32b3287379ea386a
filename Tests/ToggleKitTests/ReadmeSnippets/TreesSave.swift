import ToggleKit

/// Each folder the user checks or unchecks is saved in one call, its whole subtree at once.
@MainActor
func saveBackupChoices(
  of tree: ToggleTree<String>,
  with save: @escaping @MainActor (_ folder: String, _ included: Bool) async throws -> Void
) {
  tree.setCommit(.optimistic, timeout: 10) { change in
    for item in change.items { try await save(item.id, item.newValue == .on) }
  }
  tree.onCommitFailed = { folder, failure in
    print("\(folder) was not saved: \(failure.message)")  // it is back as it was
  }
}
