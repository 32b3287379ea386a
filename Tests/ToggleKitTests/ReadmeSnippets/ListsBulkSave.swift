import ToggleKit

/// Saves each user change of a list in one call, "select all" included.
@MainActor
func saveEveryChange(
  of store: ToggleStore<String>,
  with save: @escaping @MainActor ([String: ToggleValue]) async throws -> Void
) {
  store.setCommit(.optimistic, timeout: 10) { change in
    var values: [String: ToggleValue] = [:]
    for item in change.items { values[item.id] = item.newValue }  // a tap
    if let bulk = change.bulk {  // select all, clear all
      for item in bulk.changedItems() { values[item] = bulk.newValue }
    }
    try await save(values)
  }
}
