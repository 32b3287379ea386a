import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

typealias PathSelection = ToggleTree<String>.Selection

/// Paths: "/h/Music/a" is loaded under "/h/Music", "/h" at the top.
private func parentPath(_ path: String) -> String? {
  guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
  return String(path[..<slash])
}

/// A backup chooser over a home folder: /h holds Music, not opened yet, and Docs, opened
/// (d1, d2); with `placing`, the tree knows where a path belongs (`expectedParent`).
@MainActor
private func homeFolder(placing: Bool) -> ToggleTree<String> {
  let tree = ToggleTree<String>()
  if placing { tree.expectedParent = parentPath }
  tree.loadChildren(of: nil, ["/h"])
  tree.loadChildren(of: "/h", ["/h/Music", "/h/Docs"])
  tree.loadChildren(of: "/h/Docs", ["/h/Docs/d1", "/h/Docs/d2"])
  return tree
}

/// What an app's save-on-change handler wrote last, and every change told.
@MainActor
private final class Stored {
  var selection = PathSelection(included: [], excluded: [])
  var changes: [ToggleTree<String>.Change] = []

  /// Writes the tree's selection on every change, as a GNOME app writes GSettings.
  init(_ tree: ToggleTree<String>) {
    tree.onChange = { [unowned self, unowned tree] change in
      changes.append(change)
      selection = tree.selection
    }
  }
}

@Suite("T8 Restoring a selection into a tree that loads lazily")
@MainActor
struct UnplacedSelectionTests {
  static let intent = PathSelection(included: ["/h"], excluded: ["/h/Music/a"])

  @Test("T8: a restored exclusion under an unloaded folder holds when the folder loads")
  func exclusionHoldsWhenTheFolderLoads() {
    let tree = homeFolder(placing: false)
    let stored = Stored(tree)
    #expect(tree.restore(Self.intent) == [], "nothing is gone: Music is not loaded yet")
    #expect(stored.selection == Self.intent, "the handler wrote the intent")
    #expect(tree.selection == Self.intent)
    tree.loadChildren(of: "/h/Music", ["/h/Music/a", "/h/Music/b"])
    #expect(tree.value(of: "/h/Music/a") == .off && tree.value(of: "/h/Music/b") == .on)
    #expect(tree.value(of: "/h/Music") == .mixed && tree.value(of: "/h") == .mixed)
    #expect(stored.selection == Self.intent, "the handler wrote the exclusion back, not its loss")
    #expect(tree.unplacedSelection == PathSelection(included: [], excluded: []))
    #expect(tree.invariantViolations() == [])
  }

  @Test("T8: a selection read before its folders load restores again without loss")
  func roundTripBeforeLoading() {
    for placing in [false, true] {
      let tree = homeFolder(placing: placing)
      let intent = PathSelection(
        included: ["/h", "/h/Music/sub/keep"], excluded: ["/h/Music/sub", "/h/Docs/d2"])
      #expect(tree.restore(intent) == [])
      let read = tree.selection
      #expect(Set(read.included) == Set(intent.included), "placing: \(placing)")
      #expect(Set(read.excluded) == Set(intent.excluded), "placing: \(placing)")
      let again = homeFolder(placing: placing)
      #expect(again.restore(read) == [])
      #expect(again.selection == read, "placing: \(placing)")
      #expect(tree.invariantViolations() == [] && again.invariantViolations() == [])
      // Loaded in two steps, the nested entries land where they were meant to.
      again.loadChildren(of: "/h/Music", ["/h/Music/sub", "/h/Music/b"])
      again.loadChildren(of: "/h/Music/sub", ["/h/Music/sub/keep", "/h/Music/sub/drop"])
      #expect(again.value(of: "/h/Music/sub/keep") == .on)
      #expect(again.value(of: "/h/Music/sub/drop") == .off)
      #expect(again.value(of: "/h/Music/b") == .on)
      #expect(again.unplacedSelection == PathSelection(included: [], excluded: []))
      #expect(again.invariantViolations() == [])
    }
  }

  @Test("T8 T4 T7: a kept entry applies as its node loads, told as part of the load's one change")
  func entryAppliesOnLoadInTheLoadsChange() throws {
    let tree = homeFolder(placing: true)
    tree.restore(Self.intent)
    let stored = Stored(tree)
    tree.loadChildren(of: "/h/Music", ["/h/Music/a", "/h/Music/b"])
    #expect(stored.changes.count == 1)
    let change = try #require(stored.changes.first)
    #expect(change.cause == .programmatic)
    #expect(change.structure == .inserted(parent: "/h/Music", count: 2))
    #expect(change.derived.map(\.id) == ["/h/Music", "/h"])
    #expect(change.derived.map(\.newValue) == [.mixed, .mixed])
    #expect(tree.value(of: "/h/Music/a") == .off)
    // An insert brings a kept entry's node the same way: one change, the entry's value.
    let other = homeFolder(placing: true)
    other.restore(.init(included: ["/h", "/h/Music/late"], excluded: ["/h/Music"]))
    let heard = Stored(other)
    #expect(other.insert("/h/Music/late", under: "/h/Music"))
    #expect(other.value(of: "/h/Music/late") == .on, "not Music's value: the entry's")
    #expect(heard.changes.count == 1)
    #expect(tree.invariantViolations() == [] && other.invariantViolations() == [])
  }

  @Test("T8: a kept entry ends when its parent loads without it; one already loaded is gone")
  func entryEndsWhenItsParentLoadsWithoutIt() {
    let tree = homeFolder(placing: true)
    #expect(tree.restore(.init(included: ["/h"], excluded: ["/h/Music/gone"])) == [])
    #expect(tree.unplacedSelection.excluded == ["/h/Music/gone"])
    tree.loadChildren(of: "/h/Music", ["/h/Music/b"])
    #expect(tree.unplacedSelection == PathSelection(included: [], excluded: []))
    #expect(tree.selection == PathSelection(included: ["/h"], excluded: []))
    #expect(tree.insert("/h/Music/gone", under: "/h/Music"))
    #expect(tree.value(of: "/h/Music/gone") == .on, "a new file takes its folder's value (T4)")
    // Docs is loaded without it: gone at once, and returned as left out.
    let left = tree.restore(.init(included: ["/h"], excluded: ["/h/Docs/gone", "/h/Music/x"]))
    #expect(left == ["/h/Docs/gone", "/h/Music/x"])
    #expect(tree.unplacedSelection == PathSelection(included: [], excluded: []))
    // A folder removed takes its waiting entries with it: it can no longer load.
    tree.restore(.init(included: ["/h"], excluded: ["/h/Music/b/deep"]))
    #expect(tree.unplacedSelection.excluded == ["/h/Music/b/deep"])
    #expect(tree.remove("/h/Music/b"))
    #expect(tree.unplacedSelection.excluded == [])
    #expect(tree.invariantViolations() == [])
  }

  @Test("T8: discardUnplacedSelection ends the kept entries; the nodes then load as T4 says")
  func discardEndsKeptEntries() {
    let tree = homeFolder(placing: false)
    tree.restore(Self.intent)
    let stored = Stored(tree)
    tree.discardUnplacedSelection()
    #expect(stored.changes.isEmpty, "no value moved: nothing is told")
    #expect(tree.unplacedSelection == PathSelection(included: [], excluded: []))
    #expect(tree.selection == PathSelection(included: ["/h"], excluded: []))
    tree.loadChildren(of: "/h/Music", ["/h/Music/a"])
    #expect(tree.value(of: "/h/Music/a") == .on)
    // A later restore replaces the kept entries too.
    tree.restore(.init(included: ["/h/x/y"], excluded: []))
    tree.restore(.init(included: ["/h/x/z"], excluded: []))
    #expect(tree.unplacedSelection == PathSelection(included: ["/h/x/z"], excluded: []))
    #expect(tree.invariantViolations() == [])
  }

  @Test(
    "T8 T3: the user unchecking a folder supersedes the entries kept beneath it, bar a disabled one's"
  )
  func ancestorChangeSupersedesEntries() {
    let tree = homeFolder(placing: true)
    tree.restore(
      .init(included: ["/h", "/h/Music/new/x"], excluded: ["/h/Music/a", "/h/Music/new"]))
    #expect(tree.unplacedSelection.included == ["/h/Music/new/x"])
    // A change elsewhere leaves them.
    tree.activate("/h/Docs/d1")
    tree.activate("/h/Docs/d1")
    #expect(tree.unplacedSelection.excluded == ["/h/Music/a", "/h/Music/new"])
    // The user unchecks /h: the kept exclusion of a is moot, and so is new/x's inclusion.
    tree.activate("/h")
    #expect(tree.value(of: "/h") == .off)
    #expect(tree.unplacedSelection == PathSelection(included: [], excluded: []))
    #expect(tree.selection == PathSelection(included: [], excluded: []))
    tree.loadChildren(of: "/h/Music", ["/h/Music/a"])
    #expect(tree.value(of: "/h/Music/a") == .off, "its folder's value, not the old entry's")
    // Code's set supersedes too.
    let code = homeFolder(placing: true)
    code.restore(.init(included: ["/h/Music/a"], excluded: []))
    code.setValue(.on, for: "/h/Music")
    #expect(code.unplacedSelection.included.isEmpty)
    // A disabled folder keeps its value and its entries from a user's set (T3), not from
    // code's, which sets disabled nodes (B6).
    let disabled = homeFolder(placing: true)
    disabled.restore(Self.intent)
    disabled.setEnabled(false, for: "/h/Music")
    disabled.activate("/h")
    #expect(disabled.value(of: "/h/Music") == .on)
    #expect(disabled.unplacedSelection.excluded == ["/h/Music/a"], "gone around")
    disabled.setValue(.off, for: "/h")
    #expect(disabled.unplacedSelection.excluded.isEmpty)
    // Without expectedParent only a set of the whole tree reaches them.
    let unplaced = homeFolder(placing: false)
    unplaced.restore(Self.intent)
    unplaced.activate("/h")
    #expect(unplaced.unplacedSelection.excluded == ["/h/Music/a"])
    unplaced.setAll(.on)
    #expect(unplaced.unplacedSelection.excluded.isEmpty)
    for tree in [tree, code, disabled, unplaced] { #expect(tree.invariantViolations() == []) }
  }

  @Test("T8 T5: an exclusive section whose children arrive late still ends with one on")
  func exclusiveSectionAppliedLateKeepsOneOn() {
    let tree = ToggleTree<String>()
    tree.expectedParent = parentPath
    tree.loadChildren(of: nil, ["/P", "/Q"])
    tree.setRule(.exclusive(selectionRequired: false), for: "/P")
    #expect(tree.restore(.init(included: ["/P/x", "/P/y"], excluded: [])) == [])
    tree.loadChildren(of: "/P", ["/P/y", "/P/x", "/P/z"])
    let on = tree.children(of: "/P").filter { tree.value(of: $0) == .on }
    #expect(on == ["/P/y"], "the first to arrive on holds it; the next comes in off (T5)")
    #expect(tree.unplacedSelection == PathSelection(included: [], excluded: []))
    // A child that goes on from below as its entry lands takes the selection (T5).
    tree.loadChildren(of: "/Q", ["/Q/c1", "/Q/c2"])
    tree.setRule(.exclusive(selectionRequired: false), for: "/Q")
    #expect(tree.restore(.init(included: ["/Q/c1", "/Q/c2/x"], excluded: [])) == [])
    #expect(tree.value(of: "/Q/c1") == .on)
    tree.loadChildren(of: "/Q/c2", ["/Q/c2/x"])
    #expect(tree.value(of: "/Q/c2") == .on && tree.value(of: "/Q/c1") == .off)
    #expect(tree.invariantViolations() == [])
  }

  @Test("T8 T10: a failed optimistic save puts back the entries its activation superseded")
  func failedSavePutsSupersededEntriesBack() throws {
    let tree = homeFolder(placing: true)
    var requests: [ToggleCommitRequest] = []
    tree.setCommit(.optimistic, requestChange: { requests.append($1) }, cancel: { _ in })
    tree.restore(Self.intent)
    tree.activate("/h")
    #expect(tree.unplacedSelection.excluded.isEmpty, "shown at once, so superseded at once")
    let failure = ToggleCommitFailure(reason: .failed, message: "offline")
    tree.completeCommit(try #require(requests.first), with: .failure(failure))
    #expect(tree.unplacedSelection.excluded == ["/h/Music/a"])
    #expect(tree.selection == Self.intent)
    // Loaded while a save is pending, then rolled back: the node takes its entry's value.
    tree.activate("/h")
    tree.loadChildren(of: "/h/Music", ["/h/Music/a", "/h/Music/b"])
    #expect(tree.value(of: "/h/Music/a") == .off, "the pending save's value")
    tree.completeCommit(try #require(requests.last), with: .failure(failure))
    #expect(tree.value(of: "/h/Music/a") == .off && tree.value(of: "/h/Music/b") == .on)
    #expect(tree.selection == Self.intent)
    #expect(tree.invariantViolations() == [])
  }

  @Test("T8: a value the app loads a node with wins over its kept entry, as code's later word")
  func appValueWinsOverTheEntry() {
    let tree = homeFolder(placing: true)
    tree.restore(Self.intent)
    #expect(tree.selection == Self.intent, "kept until then")
    tree.loadChildren(of: "/h/Music", [("/h/Music/a", ToggleValue.on)])
    #expect(tree.value(of: "/h/Music/a") == .on)
    #expect(tree.unplacedSelection.excluded.isEmpty)
    #expect(tree.invariantViolations() == [])
  }

  @Test("T8 T6: moving a node into the folder an entry waits under ends it: its children are known")
  func moveIntoTheAnchorEndsEntries() {
    let tree = homeFolder(placing: true)
    tree.restore(Self.intent)
    #expect(tree.unplacedSelection.excluded == ["/h/Music/a"], "kept until then")
    #expect(tree.move("/h/Docs/d1", under: "/h/Music"))
    #expect(tree.isLoaded("/h/Music"))
    #expect(tree.unplacedSelection.excluded.isEmpty)
    #expect(tree.invariantViolations() == [])
  }

  @Test("T8 T6: bad input has a defined outcome: repeats, an id both included and excluded, loops")
  func badInputIsDefined() {
    let tree = homeFolder(placing: true)
    let left = tree.restore(
      .init(
        included: ["/h/Music/a", "/h/Music/a", "/h/Music/c", "/h"],
        excluded: ["/h/Music/a", "/h/Music/c/under"]))
    #expect(left.isEmpty)
    #expect(tree.unplacedSelection.included == ["/h/Music/c"])
    #expect(tree.unplacedSelection.excluded == ["/h/Music/a", "/h/Music/c/under"])
    // The fewest form: /h includes c already, and nothing is listed twice.
    #expect(
      tree.selection
        == PathSelection(included: ["/h"], excluded: ["/h/Music/a", "/h/Music/c/under"]))
    // A parent function that loops, or names the node itself, places nothing.
    let looping = homeFolder(placing: false)
    looping.expectedParent = { $0 == "x" ? "y" : $0 == "y" ? "x" : $0 }
    #expect(looping.restore(.init(included: ["x", "self"], excluded: [])) == [])
    #expect(looping.unplacedSelection.included == ["x", "self"])
    #expect(looping.unplaced.entries.values.allSatisfy { $0.anchor == TreeCore.unplaceable })
    looping.activate("/h")
    #expect(looping.unplacedSelection.included == ["x", "self"], "only setAll reaches them")
    #expect(tree.invariantViolations() == [] && looping.invariantViolations() == [])
  }

  @Test("T8: setting expectedParent places the kept entries again, ending those found gone")
  func settingExpectedParentPlacesAgain() {
    let tree = homeFolder(placing: false)
    tree.restore(.init(included: ["/h"], excluded: ["/h/Music/a", "/h/Docs/gone"]))
    #expect(tree.unplacedSelection.excluded == ["/h/Music/a", "/h/Docs/gone"])
    tree.expectedParent = parentPath
    #expect(tree.unplacedSelection.excluded == ["/h/Music/a"])
    #expect(tree.selection == Self.intent)
    tree.expectedParent = nil
    #expect(tree.unplacedSelection.excluded == ["/h/Music/a"])
    #expect(tree.invariantViolations() == [])
  }

  @Test("T8: the invariants check the kept entries: one naming a held node is reported")
  func invariantsCoverKeptEntries() {
    let tree = homeFolder(placing: true)
    tree.restore(Self.intent)
    #expect(tree.invariantViolations() == [])
    var broken = tree.unplaced.entries["/h/Music/a"]!
    broken.anchor = 0
    tree.unplaced.entries["/h/Docs/d1"] = broken
    let problems = tree.invariantViolations()
    #expect(problems.contains { $0.contains("names a node the tree holds") })
    #expect(problems.contains { $0.contains("is not indexed under its anchor") })
    #expect(problems.contains { $0.contains("whose children are loaded") })
  }
}
