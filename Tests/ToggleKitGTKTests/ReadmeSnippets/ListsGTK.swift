#if os(Linux)
  import CGtk4
  import ToggleKitGTK

  /// 100,000 settings in a GtkListView: a few row widgets, every item's state in the store.
  @MainActor
  func makeSettingsList(save: @escaping @MainActor (Int, Bool) async throws -> Void) -> (
    UnsafeMutablePointer<GtkWidget>, ToggleListFactory<Int>
  ) {
    let store = ToggleStore(mode: .multiple, items: 0..<100_000)
    store.setCommit(.optimistic, timeout: 10) { item, value in
      try await save(item, value == .on)  // goes on when its row scrolls away
    }
    let rows = ToggleListFactory(numberedStore: store) { "Setting \($0 + 1)" }
    let names = gtk_string_list_new(nil)!
    for item in 0..<100_000 { gtk_string_list_append(names, "\(item)") }  // items by number
    let list = gtk_list_view_new(gtk_no_selection_new(names), rows.newReference())!
    // Keep rows as long as the list; rows.store.activateSelectAll() selects all.
    return (list, rows)
  }
#endif
