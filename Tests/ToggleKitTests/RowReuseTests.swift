import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// What a row's host hears when its list binds it again (L2): UIKit's `reconfigureItems`
/// and GTK 4.8's rebind on every update show the same item again, which must not end the
/// tap's cross-fade that UIKit runs.
@Suite("L2 A row bound again to its item")
@MainActor
struct RowReuseTests {
  @Test("L2: a store row bound again to the item it shows is no news; another item is")
  func storeRowBoundAgain() {
    let store = ToggleStore(mode: .multiple, items: 0..<3)
    let (row, host) = makeToggle()
    store.bind(row, to: 1)
    #expect(host.itemsShown == 1)
    row.tap()
    #expect(store.value(of: 1) == .on)
    store.bind(row, to: 1)
    #expect(host.itemsShown == 1)
    store.bind(row, to: 2)
    #expect(host.itemsShown == 2)
    #expect(row.value == .off)
  }

  @Test("L2: a tree row bound again to its node is no news; another node is")
  func treeRowBoundAgain() {
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["a", "b"])
    let (row, host) = makeToggle()
    tree.bind(row, to: "a")
    row.tap()
    #expect(tree.value(of: "a") == .on)
    let shown = host.itemsShown
    tree.bind(row, to: "a")
    #expect(host.itemsShown == shown)
    tree.bind(row, to: "b")
    #expect(host.itemsShown == shown + 1)
  }
}
