import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// A backup app's folders: Documents (Letters: a, b; Taxes: c), Music (d, e).
@MainActor
private func makeFolders() -> ToggleTree<String> {
  let tree = ToggleTree<String>()
  tree.loadChildren(of: nil, ["Documents", "Music"])
  tree.loadChildren(of: "Documents", ["Letters", "Taxes"])
  tree.loadChildren(of: "Letters", ["a", "b"])
  tree.loadChildren(of: "Taxes", ["c"])
  tree.loadChildren(of: "Music", ["d", "e"])
  return tree
}

@MainActor
private final class TreeLog {
  var changes: [ToggleTree<String>.Change] = []
}

@Suite("T1-T9 Toggle trees: parents follow their children")
@MainActor
struct ToggleTreeTests {
  @Test("T1: a parent is on when all children are on, off when none, else mixed; ancestors follow")
  func parentsAreDerived() {
    let tree = makeFolders()
    #expect(tree.value(of: "Documents") == .off)
    tree.setValue(.on, for: "a")
    #expect(tree.value(of: "Letters") == .mixed)
    #expect(tree.value(of: "Documents") == .mixed)
    #expect(tree.rootValue == .mixed)
    tree.setValue(.on, for: "b")
    tree.setValue(.on, for: "c")
    #expect(tree.value(of: "Letters") == .on)
    #expect(tree.value(of: "Documents") == .on)
    #expect(tree.value(of: "Music") == .off)
  }

  @Test("T2: activating a parent sets its whole subtree: on from off or mixed, off from on")
  func activatingAParentSetsItsSubtree() {
    let tree = makeFolders()
    tree.activate("a")
    #expect(tree.value(of: "Documents") == .mixed)
    tree.activate("Documents")
    #expect(
      ["a", "b", "c", "Letters", "Taxes", "Documents"].allSatisfy { tree.value(of: $0) == .on })
    #expect(tree.value(of: "d") == .off, "nothing outside the subtree moves")
    tree.activate("b")  // one file deep inside: its folders turn mixed
    #expect(tree.value(of: "Letters") == .mixed)
    #expect(tree.value(of: "Documents") == .mixed)
    #expect(tree.value(of: "a") == .on, "its sibling kept the value the parent gave it")
    tree.activate("Documents")
    tree.activate("Documents")
    #expect(["a", "b", "c", "Documents"].allSatisfy { tree.value(of: $0) == .off })
  }

  @Test("T2: a million leaves under one node are checked by marking the node, and read right")
  func aMillionLeaves() {
    let tree = ToggleTree<Int>()
    tree.loadChildren(of: nil, [0])
    tree.loadChildren(of: 0, 1...1_000_000)
    tree.activate(0)
    #expect(tree.value(of: 777_777) == .on)
    tree.activate(777_777)
    #expect(tree.value(of: 0) == .mixed)
    #expect(tree.value(of: 777_776) == .on && tree.value(of: 777_777) == .off)
    #expect(tree.selection == .init(included: [0], excluded: [777_777]))
  }

  @Test("T3: a disabled node keeps its value, its parent counts it, and mixed then goes off")
  func disabledNodesKeepTheirValue() {
    let tree = makeFolders()
    tree.setEnabled(false, for: "b")
    tree.activate("Letters")
    #expect(tree.value(of: "a") == .on && tree.value(of: "b") == .off)
    #expect(tree.value(of: "Letters") == .mixed, "the disabled node is counted")
    tree.activate("Letters")  // nothing left to turn on: off
    #expect(tree.value(of: "a") == .off && tree.value(of: "Letters") == .off)
    tree.activate("b")
    #expect(tree.value(of: "b") == .off, "a disabled node takes no user activation")
    #expect(tree.setValue(.on, for: "b"), "code can set it (B6)")
    #expect(tree.value(of: "b") == .on)
  }

  @Test("T4: children loaded later take their parent's value; given values make it derived")
  func lazyChildren() {
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["Photos", "Videos"])
    tree.activate("Photos")
    #expect(tree.isLoaded("Photos") == false)
    tree.loadChildren(of: "Photos", ["2025", "2026"])
    #expect(tree.value(of: "2025") == .on && tree.value(of: "Photos") == .on)
    tree.loadChildren(of: "Videos", [("clip", ToggleValue.on), ("film", .off)])
    #expect(tree.value(of: "Videos") == .mixed)
    tree.insert("new", under: "Videos")
    #expect(tree.value(of: "new") == .off, "under a mixed parent a new child comes in off")
    #expect(tree.insert("new", under: "Photos") == false, "a repeated identifier is taken once")
  }

  @Test("T5: an exclusive section chooses one; its parent cannot be cleared when it is required")
  func sectionsWithRules() {
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["Components", "Editor"])
    tree.loadChildren(of: "Editor", ["vim", "emacs", "nano"])
    tree.setRule(.exclusive(selectionRequired: true), for: "Editor")
    tree.activate("vim")
    tree.activate("emacs")
    #expect(tree.value(of: "vim") == .off && tree.value(of: "emacs") == .on)
    tree.activate("emacs")
    #expect(tree.value(of: "emacs") == .on, "the required selection stays (G2)")
    tree.activate("Editor")  // its "clear all" would empty a required section
    #expect(tree.value(of: "emacs") == .on)
    tree.activate("Components")
    tree.setAll(.off)
    #expect(tree.value(of: "emacs") == .off, "code can clear it (G5)")
    #expect(tree.value(of: "Components") == .off)
    tree.setValue(.on, for: "Editor")
    #expect(tree.value(of: "Editor") == .off, "code cannot turn an exclusive section of three on")
  }

  @Test(
    "T5 G2 L7: in an exclusive section a disabled sibling that is on goes off when another is chosen, as in a store"
  )
  func exclusiveSectionTurnsADisabledSiblingOff() {
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["Editor"])
    tree.loadChildren(of: "Editor", ["a", "b"])
    tree.setRule(.exclusive(selectionRequired: false), for: "Editor")
    tree.setValue(.on, for: "a")
    tree.setEnabled(false, for: "a")
    tree.activate("b")
    #expect(tree.value(of: "a") == .off && tree.value(of: "b") == .on)
    // The same situation in a store ends the same way.
    let store = ToggleStore(mode: .exclusive(selectionRequired: false), items: ["a", "b"])
    store.setValue(.on, for: "a")
    store.setEnabled(false, for: "a")
    store.activate("b")
    #expect(store.value(of: "a") == .off && store.value(of: "b") == .on)
  }

  @Test("T6: remove and move take whole subtrees and re-derive both parents; bad input is refused")
  func removeAndMove() {
    let tree = makeFolders()
    tree.setValue(.on, for: "Letters")
    #expect(tree.value(of: "Documents") == .mixed)
    #expect(tree.move("Taxes", under: "Music"))
    #expect(tree.value(of: "Documents") == .on, "only Letters is left, and it is on")
    #expect(tree.value(of: "Music") == .off)
    #expect(tree.parent(of: "c") == "Taxes" && tree.parent(of: "Taxes") == "Music")
    #expect(tree.move("Documents", under: "a") == false, "not into its own subtree")
    #expect(tree.remove("Letters"))
    #expect(tree.contains("a") == false && tree.count == 6)
    #expect(tree.value(of: "Documents") == .on, "a parent left with no children keeps its value")
    #expect(tree.value(of: "nowhere") == nil && tree.setValue(.on, for: "nowhere") == false)
    #expect(tree.remove("nowhere") == false && tree.insert("x", under: "nowhere") == false)
  }

  @Test("T6: a negative index is refused by insert and move, changing and telling nothing")
  func negativeIndexIsRefused() {
    let tree = makeFolders()
    let log = TreeLog()
    tree.onChange = { log.changes.append($0) }
    let before = tree.children(of: "Music")
    #expect(tree.move("c", under: "Music", at: -1) == false)
    #expect(tree.insert("z", under: "Music", at: -5) == false)
    #expect(tree.parent(of: "c") == "Taxes" && tree.contains("z") == false)
    #expect(tree.children(of: "Music") == before && log.changes.isEmpty)
    #expect(tree.move("c", under: "Music", at: 1_000), "past the end is last")
    #expect(tree.children(of: "Music").last == "c")
  }

  @Test("T7: one change per activation, with the subtree's root and the parents that followed")
  func oneChangePerActivation() {
    let tree = makeFolders()
    let log = TreeLog()
    tree.onChange = { log.changes.append($0) }
    tree.activate("Documents")
    #expect(log.changes.count == 1)
    let change = log.changes[0]
    #expect(change.cause == .user)
    #expect(change.items.map(\.id) == ["Documents"])
    #expect(change.derived.isEmpty, "the top's value is not a node's")
    tree.activate("c")
    #expect(log.changes[1].items.map(\.id) == ["c"])
    #expect(log.changes[1].derived.map(\.id) == ["Taxes", "Documents"], "nearest first")
    tree.activate("a")
    tree.activate("a")
    #expect(log.changes.count == 4)
    tree.setValue(.off, for: "Music")
    #expect(log.changes.count == 4, "nothing changed, nothing told")
  }

  @Test("T7 B10: an observer that answers every change with another stops after 64 answers")
  func answerLoopsEnd() {
    let tree = makeFolders()
    var told = 0
    var last: ToggleTree<String>.Change?
    tree.onChange = { change in
      told += 1
      last = change
      // Answers each change by flipping a leaf: without a bound this never returns.
      tree.setValue(tree.value(of: "d") == .on ? .off : .on, for: "d")
    }
    tree.activate("a")
    // The change itself, then 64 answers, the first one's included, as a group's and a
    // store's (AnswerLoopTests).
    #expect(told == ToggleCoordinator.maximumChangesPerDelivery + 1)
    #expect(last?.items.last?.newValue == tree.value(of: "d"), "the last change told is final")
    #expect(tree.setValue(.on, for: "e"), "the next delivery starts afresh")
  }

  @Test("T7 B10: a user activation while a change is told is dropped")
  func activationWhileTellingIsDropped() {
    let tree = makeFolders()
    tree.onChange = { _ in tree.activate("d") }
    tree.activate("a")
    #expect(tree.value(of: "d") == .off)
  }

  @Test("T8: the selection is the fewest subtree roots, and restoring it puts the pattern back")
  func selectionAsSubtreeRoots() throws {
    let tree = makeFolders()
    tree.activate("Documents")
    tree.activate("b")
    let selection = tree.selection
    #expect(selection.included == ["Documents"])
    #expect(selection.excluded == ["b"])
    tree.setAll(.on)
    // A node the tree does not hold is kept for when it loads (T8), not left out.
    let unknown = tree.restore(
      .init(included: selection.included, excluded: selection.excluded + ["gone"]))
    #expect(unknown == [])
    #expect(tree.unplacedSelection.excluded == ["gone"])
    #expect(
      tree.value(of: "b") == .off && tree.value(of: "a") == .on && tree.value(of: "d") == .off)
  }

  @Test("T8 T7: restoring the tree's own selection changes nothing and tells nothing")
  func restoringTheSameSelectionTellsNothing() {
    let tree = makeFolders()
    tree.activate("Documents")
    tree.activate("b")
    let log = TreeLog()
    tree.onChange = { log.changes.append($0) }
    #expect(tree.restore(tree.selection).isEmpty)
    #expect(log.changes.isEmpty, "no value moved: \(log.changes)")
    #expect(tree.value(of: "b") == .off && tree.value(of: "a") == .on)
    tree.restore(.init(included: ["Music"], excluded: []))
    #expect(log.changes.count == 1, "a restore that moves values is told once")
    #expect(tree.value(of: "Documents") == .off && tree.value(of: "d") == .on)
  }

  @Test("T8 G5 L8: an exclusive section keeps the first child listed, as an exclusive store does")
  func restoreKeepsOneInAnExclusiveSection() {
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["P", "elsewhere"])
    tree.loadChildren(of: "P", ["a", "b", "c", "d"])
    tree.setRule(.exclusive(selectionRequired: true), for: "P")
    // Every node belongs in P, whose children are loaded: one it does not hold is gone (T8).
    tree.expectedParent = { _ in "P" }
    tree.setValue(.on, for: "a")
    let log = TreeLog()
    tree.onChange = { log.changes.append($0) }
    // The same list given to an exclusive store of the same items ends the same way.
    let store = ToggleStore(mode: .exclusive(selectionRequired: true), items: ["a", "b", "c", "d"])
    store.setValue(.on, for: "a")
    #expect(store.restore(["gone", "c", "d", "b"]) == ["gone", "d", "b"])
    let leftOut = tree.restore(.init(included: ["gone", "c", "d", "b"], excluded: []))
    #expect(leftOut == ["gone", "d", "b"])
    #expect(["a", "b", "c", "d"].map { tree.value(of: $0) } == [.off, .off, .on, .off])
    #expect(store.selection == ["c"])
    #expect(log.changes.count == 1)
    // A whole section included: its first child stays, the rest go off and none is listed
    // as left out (the section itself applied in part).
    #expect(tree.restore(.init(included: ["P"], excluded: [])) == [])
    #expect(["a", "b", "c", "d"].map { tree.value(of: $0) } == [.on, .off, .off, .off])
    // A valid pattern comes back whole: the section's own selection round-trips.
    tree.setValue(.on, for: "d")
    let selection = tree.selection
    tree.setAll(.off)
    #expect(tree.restore(selection) == [])
    #expect(tree.value(of: "d") == .on && tree.value(of: "a") == .off)
  }

  @Test("T5 G5: an exclusive section never holds two on, whatever turns a child on")
  func exclusiveSectionNeverHoldsTwoOn() {
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["P", "Q"])
    tree.loadChildren(of: "P", ["a", "b", "c"])
    tree.loadChildren(of: "c", ["c1", "c2"])
    tree.loadChildren(of: "Q", ["q"])
    tree.setValue(.on, for: "a")
    tree.setValue(.on, for: "b")
    let log = TreeLog()
    tree.onChange = { log.changes.append($0) }
    // A rule set over two children on keeps the first, told as one change from code.
    #expect(tree.setRule(.exclusive(selectionRequired: false), for: "P"))
    #expect(["a", "b"].map { tree.value(of: $0) } == [.on, .off])
    #expect(log.changes.count == 1 && log.changes.first?.cause == .programmatic)
    // A child that goes on from below (its last child checked) takes the selection.
    tree.activate("c1")
    #expect(tree.value(of: "c") == .mixed && tree.value(of: "a") == .on)
    tree.activate("c2")
    #expect(tree.value(of: "c") == .on && tree.value(of: "a") == .off)
    // A node moved in on beside one on comes in off, as an inserted one does.
    tree.setValue(.on, for: "q")
    #expect(tree.move("q", under: "P"))
    #expect(tree.value(of: "q") == .off && tree.value(of: "c") == .on)
    // A mixed sibling stays beside the child that goes on from below: two on is the limit.
    tree.setValue(.on, for: "a")
    tree.loadChildren(of: "a", ["a1", "a2"])
    tree.setValue(.off, for: "a2")
    tree.activate("c1")
    tree.activate("c2")
    #expect(tree.value(of: "a") == .mixed && tree.value(of: "c") == .on)
    // A parent that is on only between taking a node out and putting it in clears nothing:
    // a is on once a2 leaves it, and off once a2 (off) is a1's only child.
    #expect(tree.move("a2", under: "a1"))
    #expect(tree.value(of: "a") == .off)
    #expect(tree.value(of: "c") == .on, "a never ended on")
  }

  @Test("T1 T9: a parent of many children keeps its counts apart and derives as one of few does")
  func manyChildren() {
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["big"])
    tree.loadChildren(of: "big", (0..<300).map { "leaf \($0)" })
    tree.activate("big")
    tree.activate("leaf 7")
    #expect(tree.value(of: "big") == .mixed)
    tree.activate("leaf 7")
    #expect(tree.value(of: "big") == .on)
    for index in 0..<300 { tree.setValue(.off, for: "leaf \(index)") }
    #expect(tree.value(of: "big") == .off)
  }

  @Test("T9: past 32,767 large parents the counts go to a table, and stay right")
  func countsOverflow() {
    var counts = ChildCounts()
    let parents = 0x7FFF + 3
    for _ in 0..<parents { _ = counts.append() }
    for parent in 0..<parents { counts[parent] = .init(notOn: 200 + parent, notOff: 1) }
    #expect(counts[0] == .init(notOn: 200, notOff: 1))
    #expect(counts[parents - 1] == .init(notOn: 200 + parents - 1, notOff: 1))
    counts.replace(.off, with: .on, in: parents - 1)
    #expect(counts[parents - 1] == .init(notOn: 200 + parents - 2, notOff: 2))
    counts[5] = .init(notOn: 3, notOff: 4)
    #expect(counts[5] == .init(notOn: 3, notOff: 4), "a large parent stays large, and right")
  }

  @Test("T6: Int identifiers far apart or negative leave the dense index and keep working")
  func sparseIntIdentifiers() {
    let tree = ToggleTree<Int>()
    tree.loadChildren(of: nil, 0..<10)
    tree.activate(3)
    #expect(tree.insert(-5, under: 3) && tree.insert(9_000_000, under: 3))
    #expect(tree.value(of: -5) == .on && tree.value(of: 9_000_000) == .on, "they took 3's value")
    #expect(tree.value(of: 3) == .on && tree.value(of: 4) == .off)
    #expect(tree.insert(3) == false, "a repeated identifier is still taken once")
    #expect(tree.remove(3) && !tree.contains(-5) && tree.count == 9)
    let loaded = ToggleTree<Int>()
    #expect(loaded.loadChildren(of: nil, [1, 2, 7_000_000, 3, 2]) == 4, "2 is taken once")
    #expect(loaded.children(of: nil) == [1, 2, 7_000_000, 3])
    loaded.activate(7_000_000)
    #expect(loaded.value(of: 7_000_000) == .on && loaded.rootValue == .mixed)
  }

  @Test("T7 L1: rows bound to nodes show them; a row's tap changes its node and every row follows")
  func rowsShowTheirNodes() {
    let tree = makeFolders()
    let (documents, documentsHost) = makeToggle()
    let (letters, _) = makeToggle()
    let (b, bHost) = makeToggle()
    #expect(tree.bind(documents, to: "Documents") && tree.bind(letters, to: "Letters"))
    #expect(tree.bind(b, to: "b"))
    documents.tap()
    #expect(tree.value(of: "a") == .on, "the row's tap activated its node's subtree")
    #expect(documents.value == .on && letters.value == .on && b.value == .on)
    #expect(documentsHost.primaryActions.count == 1, "the activated row sends its tap action")
    #expect(bHost.primaryActions.isEmpty)
    b.tap()
    #expect(tree.value(of: "b") == .off)
    #expect(b.value == .off && letters.value == .mixed && documents.value == .mixed)
    tree.remove("Letters")
    #expect(letters.isBoundRow == false, "a row of a removed node is unbound")
    #expect(documents.value == .on, "Documents is derived from Taxes alone now")
    let (stray, _) = makeToggle()
    #expect(tree.bind(stray, to: "nowhere") == false && stray.isBoundRow == false)
    #expect(tree.boundRowCount == 1)
  }

  @Test(
    "T7 L2: a row that showed a store's item and now shows a node hears nothing more of the store")
  func rowMovesFromAStoreToATree() {
    let store = ToggleStore(mode: .multiple, items: ["x"])
    let tree = makeFolders()
    let (row, _) = makeToggle()
    store.bind(row, to: "x")
    #expect(tree.bind(row, to: "d"))
    store.setValue(.on, for: "x")
    #expect(row.value == .off, "the store let the row go when the tree took it")
    #expect(store.boundRowCount == 0 && tree.boundRowCount == 1)
    #expect(store.bind(row, to: "x") && tree.boundRowCount == 0, "and back")
  }

  @Test("T2: activationTarget says what an activation would set, as SwiftUI's binding asks")
  func activationTarget() {
    let tree = makeFolders()
    tree.setEnabled(false, for: "b")
    tree.activate("Letters")  // a on, b (disabled) off: mixed, nothing left to turn on
    #expect(tree.value(of: "Letters") == .mixed)
    #expect(tree.activationTarget(of: "Letters") == .off)
    #expect(tree.activationTarget(of: "c") == .on)
    #expect(tree.activationTarget(of: "b") == nil, "a disabled node takes no activation")
    #expect(tree.activationTarget(of: "nowhere") == nil)
  }

  @Test("T2 T3: a mixed parent whose children are all disabled has no activation target")
  func activationTargetOfAParentThatCannotMove() {
    let tree = makeFolders()
    tree.activate("a")  // Letters mixed: a on, b off
    tree.setEnabled(false, for: "a")
    tree.setEnabled(false, for: "b")
    #expect(tree.value(of: "Letters") == .mixed)
    #expect(
      tree.activationTarget(of: "Letters") == nil,
      "nothing under it can move, so a switch for it must not show on and spring back")
    tree.activate("Letters")
    #expect(tree.value(of: "a") == .on && tree.value(of: "b") == .off)
  }

  @Test("T8: the trees article's backup selection is Documents minus b.txt")
  func articleSnippetRuns() {
    let selection = backupSelection()
    #expect(selection.included == ["Documents"] && selection.excluded == ["b.txt"])
  }

  @Test("T9: values and derived state take at most 2 bytes per node in a binary tree")
  func compactValues() {
    let tree = ToggleTree<Int>()
    let nodes = (1 << 16) - 1
    tree.reserveCapacity(nodes: nodes, parents: nodes / 2)
    tree.loadChildren(of: nil, [0])
    for parent in 0..<(nodes / 2) {
      tree.loadChildren(of: parent, [2 * parent + 1, 2 * parent + 2])
    }
    #expect(tree.count == nodes)
    let bytesPerNode = Double(tree.valueByteCount) / Double(nodes)
    #expect(bytesPerNode <= 2, "values take \(bytesPerNode) bytes per node")
  }
}
