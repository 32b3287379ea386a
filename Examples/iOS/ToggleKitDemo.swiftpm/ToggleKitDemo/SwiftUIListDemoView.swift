import ToggleKitSwiftUI

/// Toggles in a SwiftUI `List` (L1-L7): 1,000 rows bound through a `ToggleStore`, each a
/// 1 s save (every tenth refused after 3 s), a "select all" toggle in the toolbar, and every
/// 25th item disabled.
@MainActor
struct SwiftUIListDemoView: View {
  @StateObject private var model = Self.makeModel()

  private static func makeModel() -> ToggleStoreModel<Int> {
    let store = ToggleStore(mode: .multiple, items: 0..<1_000)
    store.setCommit(.optimistic, timeout: 10) { item, _ in
      try await Task.sleep(nanoseconds: item % 10 == 0 ? 3_000_000_000 : 1_000_000_000)
      if item % 10 == 0 {
        throw ToggleCommitFailure(reason: .failed, message: "the server refused")
      }
    }
    for item in stride(from: 7, to: 1_000, by: 25) { store.setEnabled(false, for: item) }
    let model = ToggleStoreModel(store: store)
    model.itemTitle = { "Row \($0)" }
    return model
  }

  var body: some View {
    NavigationView {
      List {
        Section {
          DemoChecklist(items: [
            "Tap Row 1: a spinner shows for 1 s; VoiceOver reads \"on, saving\" meanwhile, and a second tap does nothing.",
            "Tap Row 10: after 3 s it goes back off with an error haptic, and VoiceOver says Row 10 was not changed.",
            "Row 7 (and every 25th) is dimmed and does not toggle.",
            "The toolbar's All toggle turns every row on in one change (no save per row); it refuses while a save runs.",
          ])
        }
        ForEach(0..<1_000, id: \.self) { item in
          Toggle("Row \(item)", isOn: model.binding(for: item))
            .storeRow(item, of: model)
        }
      }
      .navigationTitle("\(model.store.onCount) of 1,000 on")
      .toolbar {
        Toggle("All", isOn: model.selectAllBinding)
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

/// Xcode's canvas: the list in light and dark appearance, to check its rows, the disabled
/// ones and the toolbar without a device (issue 28).
/// `@preconcurrency`: in the iOS 16.5 SDK the protocol PreviewProvider refines,
/// `_PreviewProvider`, is not main-actor (Swift 6 refuses the conformance without it).
@MainActor
struct SwiftUIListDemoViewPreviews: @preconcurrency PreviewProvider {
  static var previews: some View {
    SwiftUIListDemoView()
    SwiftUIListDemoView()
      .preferredColorScheme(.dark)
      .previewDisplayName("Dark")
  }
}
