import ToggleKitSwiftUI

/// Toggles in a SwiftUI `List` (L1-L7, T1-T10): a small outline bound through a
/// `ToggleTree` whose checks are saves (one that turns Bluetooth on fails), then 1,000 rows
/// bound through a `ToggleStore`, each a 1 s save (every tenth refused after 3 s), a
/// "select all" toggle in the toolbar, and every 25th item disabled.
@MainActor
struct SwiftUIListDemoView: View {
  @StateObject private var model = Self.makeModel()
  @StateObject private var outline = Self.makeOutline()

  private static func makeOutline() -> ToggleTreeModel<String> {
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["Sync", "Share"])
    tree.loadChildren(of: "Sync", ["Photos", "Notes", "Mail"])
    tree.loadChildren(of: "Share", ["Wi-Fi", "Bluetooth", "Location"])
    tree.setEnabled(false, for: "Location")
    // A change names the roots of the subtrees it set: Bluetooth, or Share's enabled
    // children (Location being disabled, Share's subtree is never set whole).
    tree.setCommit(.optimistic, timeout: 10) { change in
      let bluetooth = change.items.contains {
        ["Bluetooth", "Share"].contains($0.id) && $0.newValue == .on
      }
      try await Task.sleep(nanoseconds: bluetooth ? 3_000_000_000 : 1_000_000_000)
      if bluetooth { throw ToggleCommitFailure(reason: .failed, message: "no radio") }
    }
    return ToggleTreeModel(tree: tree)
  }

  private static func makeModel() -> ToggleStoreModel<Int> {
    let store = ToggleStore(mode: .multiple, items: 0..<1_000)
    // One save per user change, "select all" included (a per-item hook would refuse it).
    store.setCommit(.optimistic, timeout: 10) { change in
      let refused = change.bulk == nil && (change.items.last.map { $0.id % 10 == 0 } ?? false)
      try await Task.sleep(nanoseconds: refused ? 3_000_000_000 : 1_000_000_000)
      if refused { throw ToggleCommitFailure(reason: .failed, message: "the server refused") }
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
            "Tap Row 1: it is dimmed for 1 s, showing its new value; VoiceOver reads \"on, saving\" meanwhile, and a second tap does nothing.",
            "Tap Row 10: after 3 s it goes back off with an error haptic, and VoiceOver says Row 10 was not changed.",
            "Row 7 (and every 25th) is dimmed and does not toggle.",
            "The toolbar's All toggle turns every row on in one change (no save per row); it refuses while a save runs.",
          ])
        }
        Section("Outline") {
          DemoChecklist(items: [
            "Expand Sync and Share (the outline starts collapsed).",
            "Tap Notes: it is dimmed for 1 s, and a tap on Sync meanwhile does nothing; Sync shows off (a Toggle has no mixed look), and VoiceOver reads Sync as \"mixed\".",
            "Tap Sync (mixed, Notes on): Photos and Mail turn on, and Sync, Photos, Notes and Mail are each dimmed, in one save.",
            "Tap Bluetooth: 3 s later it goes back off with an error haptic, and VoiceOver says \"Bluetooth: not changed, still off\". Location is dimmed and never moves.",
          ])
          OutlineGroup(outline.nodes, children: \.children) { node in
            Toggle(node.id, isOn: outline.binding(for: node.id))
              .treeRow(node.id, of: outline)
          }
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
/// ones and the toolbar without a device.
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
