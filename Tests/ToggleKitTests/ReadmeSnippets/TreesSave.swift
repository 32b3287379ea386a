import ToggleKit

/// Each check or uncheck is one save: every folder it set, in one change (a folder's whole
/// subtree, or its parts when disabled files or a "choose one" section broke it).
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
