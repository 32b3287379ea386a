#if os(Linux)
  import CGtk4
  import ToggleKitGTK

  /// 100,000 settings in a GtkListView: a few row widgets, every item's state in the store.
  @MainActor
  func makeSettingsList(save: @escaping @MainActor (Int, Bool) async throws -> Void) -> (
    UnsafeMutablePointer<GtkWidget>, ToggleListFactory<Int>
  ) {
    let store = ToggleStore(mode: .multiple, items: 0..<100_000)
    // One save per user change, whatever rows show: a tap moves one item, and "select all"
    // many, as one change (its work goes on when its rows scroll away).
    store.setCommit(.optimistic, timeout: 10) { change in
      if let bulk = change.bulk {
        for item in bulk.changedItems() { try await save(item, bulk.newValue == .on) }
      } else {
        for item in change.items { try await save(item.id, item.newValue == .on) }
      }
    }
    let rows = ToggleListFactory(numberedStore: store) { "Setting \($0 + 1)" }
    let names = gtk_string_list_new(nil)!
    for item in 0..<100_000 { gtk_string_list_append(names, "\(item)") }  // items by number
    let list = gtk_list_view_new(gtk_no_selection_new(names), rows.newReference())!
    // Keep rows as long as the list; rows.store.activateSelectAll() selects all.
    return (list, rows)
  }
#endif
