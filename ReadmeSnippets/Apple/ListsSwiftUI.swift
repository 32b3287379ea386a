import ToggleKitSwiftUI

/// A checklist of 1,000 rows with "select all"; the store keeps every row's state.
@MainActor
struct Checklist: View {
  @StateObject private var items = ToggleStoreModel(
    store: ToggleStore(mode: .multiple, items: 0..<1_000))

  var body: some View {
    List(0..<1_000, id: \.self) { item in
      Toggle("Item \(item)", isOn: items.binding(for: item))
    }
    .toolbar {
      Button("Select all") { items.store.activateSelectAll() }
    }
  }
}
