import ToggleKitSwiftUI

/// Toggles in a SwiftUI `List` (L1-L5): 1,000 rows bound through a `ToggleStore`, with
/// "select all" in the toolbar.
@MainActor
struct SwiftUIListDemoView: View {
  @StateObject private var model = ToggleStoreModel(
    store: ToggleStore(mode: .multiple, items: 0..<1_000))

  var body: some View {
    NavigationView {
      List(0..<1_000, id: \.self) { item in
        HStack {
          Toggle("Row \(item)", isOn: model.isOn(item))
          if model.isPending(item) { ProgressView() }
        }
      }
      .navigationTitle("\(model.store.onCount) of 1,000 on")
      .toolbar {
        Button(model.selectAllValue == .on ? "Clear all" : "Select all") {
          model.store.activateSelectAll()
        }
      }
    }
  }
}

/// Hosts ``SwiftUIListDemoView`` as a tab.
final class SwiftUIListHostingController: UIHostingController<SwiftUIListDemoView> {
  init() {
    super.init(rootView: SwiftUIListDemoView())
    tabBarItem = UITabBarItem(
      title: "SwiftUI list", image: UIImage(systemName: "list.bullet"), tag: 9)
  }

  @MainActor required dynamic init?(coder: NSCoder) {
    super.init(coder: coder, rootView: SwiftUIListDemoView())
  }
}
