import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

@Suite("T11 Children being read")
@MainActor
struct TreeLoadingTests {
  /// "/h" with two folders whose children are not loaded yet.
  private func home() -> ToggleTree<String> {
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["/h"])
    tree.loadChildren(of: "/h", ["/h/Music", "/h/Docs"])
    return tree
  }

  @Test(
    "T11: a node being read shows it on its rows until its children load, then they take its value")
  func readingEndsWhenChildrenLoad() {
    let tree = home()
    let (row, host) = makeToggle()
    #expect(tree.bind(row, to: "/h/Music"))
    var told: [String] = []
    let observer = tree.addLoadingObserver { node, isLoading in
      told.append("\(node) \(isLoading) children=\(tree.childCount(of: node))")
    }
    defer { tree.removeLoadingObserver(observer) }
    #expect(tree.beginLoadingChildren(of: "/h/Music"))
    #expect(tree.isLoadingChildren(of: "/h/Music") && !tree.isLoadingChildren(of: "/h/Docs"))
    #expect(host.loadingLooks == [true] && row.isShowingLoadingItem)
    #expect(tree.beginLoadingChildren(of: "/h/Music"), "begun again: still being read")
    #expect(host.loadingLooks == [true], "told once")
    // Activations go on meanwhile (T11), and the children take the node's value (T4).
    row.tap()
    #expect(tree.value(of: "/h/Music") == .on)
    #expect(tree.invariantViolations() == [])
    tree.loadChildren(of: "/h/Music", ["/h/Music/a", "/h/Music/b"])
    #expect(!tree.isLoadingChildren(of: "/h/Music"))
    #expect(host.loadingLooks == [true, false] && !row.isShowingLoadingItem)
    #expect(tree.value(of: "/h/Music/a") == .on && tree.value(of: "/h/Music/b") == .on)
    #expect(
      told == ["/h/Music true children=0", "/h/Music false children=2"],
      "the end is told after the children are in")
    #expect(tree.invariantViolations() == [])
  }

  @Test("T11: a read that failed or found nothing leaves a leaf; an insert or a move ends it too")
  func everyWayAReadEnds() {
    let tree = home()
    #expect(tree.beginLoadingChildren(of: "/h/Music") && tree.beginLoadingChildren(of: "/h/Docs"))
    #expect(tree.loadChildren(of: "/h/Music", [String]()) == 0)
    #expect(!tree.isLoadingChildren(of: "/h/Music") && tree.isLoaded("/h/Music"))
    #expect(tree.childCount(of: "/h/Music") == 0)
    #expect(tree.insert("/h/Docs/letter", under: "/h/Docs"))
    #expect(!tree.isLoadingChildren(of: "/h/Docs"))
    #expect(tree.insert("/h/Pictures", under: "/h") && tree.insert("/h/Videos", under: "/h"))
    #expect(tree.beginLoadingChildren(of: "/h/Pictures"))
    #expect(tree.move("/h/Docs/letter", under: "/h/Pictures"))
    #expect(!tree.isLoadingChildren(of: "/h/Pictures"))
    // A removed node's reading ends with it, and its identifier comes back unread.
    #expect(tree.beginLoadingChildren(of: "/h/Videos"))
    #expect(tree.remove("/h/Videos"))
    #expect(!tree.isLoadingChildren(of: "/h/Videos"))
    #expect(tree.insert("/h/Videos", under: "/h") && !tree.isLoadingChildren(of: "/h/Videos"))
    #expect(tree.invariantViolations() == [])
  }

  @Test("T11 T8: a read that failed leaves the folder unread, its restored entries waiting")
  func aFailedReadKeepsTheEntries() {
    let tree = home()
    tree.expectedParent = { path in
      guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
      return String(path[..<slash])
    }
    #expect(tree.restore(PathSelection(included: ["/h"], excluded: ["/h/Music/a"])) == [])
    let (row, host) = makeToggle()
    #expect(tree.bind(row, to: "/h/Music"))
    #expect(tree.beginLoadingChildren(of: "/h/Music"))
    #expect(tree.endLoadingChildren(of: "/h/Music"))
    #expect(!tree.isLoadingChildren(of: "/h/Music") && !tree.isLoaded("/h/Music"))
    #expect(host.loadingLooks == [true, false])
    #expect(tree.unplacedSelection.excluded == ["/h/Music/a"], "the exclusion still waits")
    #expect(!tree.endLoadingChildren(of: "/h/Music"), "not being read")
    // Read again, it succeeds: the exclusion applies as its node arrives (T8).
    #expect(tree.beginLoadingChildren(of: "/h/Music"))
    tree.loadChildren(of: "/h/Music", ["/h/Music/a", "/h/Music/b"])
    #expect(tree.value(of: "/h/Music/a") == .off && tree.value(of: "/h/Music/b") == .on)
    #expect(tree.invariantViolations() == [])
  }

  @Test("T11: an unknown node, or one whose children are loaded, is refused and changes nothing")
  func refusals() {
    let tree = home()
    let (row, host) = makeToggle()
    #expect(tree.bind(row, to: "/h"))
    #expect(!tree.beginLoadingChildren(of: "/nowhere"))
    #expect(!tree.beginLoadingChildren(of: "/h"), "its children are loaded")
    #expect(!tree.isLoadingChildren(of: "/h") && !tree.isLoadingChildren(of: "/nowhere"))
    #expect(host.loadingLooks.isEmpty)
  }

  @Test("T11: a row bound to a node being read shows it; moved to another node, it stops")
  func rowsFollowWhatTheyShow() {
    let tree = home()
    #expect(tree.beginLoadingChildren(of: "/h/Music"))
    let (row, host) = makeToggle()
    #expect(tree.bind(row, to: "/h/Music") && row.isShowingLoadingItem)
    #expect(tree.bind(row, to: "/h/Docs") && !row.isShowingLoadingItem)
    #expect(tree.bind(row, to: "/h/Music") && row.isShowingLoadingItem)
    tree.unbind(row)
    #expect(!row.isShowingLoadingItem)
    #expect(host.loadingLooks == [true, false, true, false])
    #expect(tree.isLoadingChildren(of: "/h/Music"), "the node is still being read")
  }
}
