import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// A backup app's folders with a save hook that records its requests: Documents (Letters:
/// a, b; Taxes: c), Music (d, e).
@MainActor
private final class SavingFolders {
  let tree = ToggleTree<String>()
  var changes: [ToggleTree<String>.Change] = []
  var requests: [(change: ToggleTree<String>.Change, request: ToggleCommitRequest)] = []
  var cancelled: [ToggleCommitRequest] = []
  var failures: [(String, ToggleCommitFailure)] = []

  init(_ policy: ToggleCommitPolicy) {
    tree.loadChildren(of: nil, ["Documents", "Music"])
    tree.loadChildren(of: "Documents", ["Letters", "Taxes"])
    tree.loadChildren(of: "Letters", ["a", "b"])
    tree.loadChildren(of: "Taxes", ["c"])
    tree.loadChildren(of: "Music", ["d", "e"])
    tree.onChange = { [unowned self] in changes.append($0) }
    tree.onCommitFailed = { [unowned self] in failures.append(($0, $1)) }
    tree.setCommit(
      policy, requestChange: { [unowned self] in requests.append(($0, $1)) },
      cancel: { [unowned self] in cancelled.append($0) })
  }

  func values(_ nodes: [String]) -> [ToggleValue?] { nodes.map { tree.value(of: $0) } }

  func answer(_ success: Bool, at index: Int = 0) {
    let failure = ToggleCommitFailure(reason: .failed, message: "offline")
    tree.completeCommit(requests[index].request, with: success ? .success : .failure(failure))
  }
}

private let every = ["Documents", "Letters", "a", "b", "Taxes", "c", "Music", "d", "e"]

@Suite("T10 Saves over subtrees: one save per activation, the pattern before on failure")
@MainActor
struct TreeCommitTests {
  @Test("T10 B18: checking a folder is one request; its whole subtree is pending, nothing else")
  func oneSavePerSubtree() {
    let folders = SavingFolders(.optimistic)
    folders.tree.activate("Documents")
    #expect(folders.requests.count == 1)
    let asked = folders.requests[0]
    #expect(asked.request.proposedValue == .on && asked.request.previousValue == .off)
    #expect(asked.change.phase == .pending(.optimistic) && asked.change.cause == .user)
    #expect(asked.change.items.map(\.id) == ["Documents"])
    #expect(folders.values(["Documents", "a", "c"]) == [.on, .on, .on])  // shown at once
    #expect(["Documents", "Letters", "a", "c"].allSatisfy(folders.tree.isPending))
    #expect(!folders.tree.isPending("Music") && !folders.tree.isPending("d"))
    folders.answer(true)
    #expect(folders.tree.pendingCount == 0 && !folders.tree.isPending("a"))
    #expect(folders.values(["Documents", "a"]) == [.on, .on])
    #expect(folders.changes.last?.phase == .committed)
  }

  @Test("T10 B19: a failed save puts the subtree back exactly, mixed parents included")
  func failureRestoresThePattern() {
    let folders = SavingFolders(.optimistic)
    folders.tree.setValue(.on, for: "a")  // Letters and Documents mixed
    folders.tree.setValue(.on, for: "c")
    folders.tree.setEnabled(false, for: "d")
    let before = folders.values(every)
    #expect(before[0] == .mixed && before[1] == .mixed)
    folders.tree.activate("Documents")
    #expect(folders.values(["Documents", "b"]) == [.on, .on])
    folders.answer(false)
    #expect(folders.values(every) == before)
    if case .rolledBack = folders.changes.last?.phase {
    } else {
      Issue.record("told \(String(describing: folders.changes.last?.phase))")
    }
    #expect(folders.failures.map(\.0) == ["Documents"])
    #expect(!folders.tree.isPending("a"))
  }

  @Test("T10 B18: absorbsActivation names the taps a save would absorb, as activate absorbs them")
  func absorbsActivationMatchesActivate() {
    let folders = SavingFolders(.optimistic)
    #expect(!every.contains { folders.tree.absorbsActivation(of: $0) }, "no save, nothing absorbed")
    folders.tree.activate("Letters")
    let absorbed = every.filter { folders.tree.absorbsActivation(of: $0) }
    #expect(absorbed == ["Documents", "Letters", "a", "b"], "the subtree and its ancestors")
    // Each node said to take a tap takes it: its own save starts; each absorbed one does not.
    for node in ["Taxes", "d"] {
      let before = folders.requests.count
      folders.tree.activate(node)
      #expect(folders.requests.count == before + 1, "\(node) saves")
    }
    for node in absorbed {
      let before = folders.requests.count
      folders.tree.activate(node)
      #expect(folders.requests.count == before, "\(node) is absorbed")
    }
    #expect(!folders.tree.absorbsActivation(of: "nowhere"))
    folders.answer(true, at: 0)
    #expect(
      !folders.tree.absorbsActivation(of: "Letters") && !folders.tree.absorbsActivation(of: "a"))
    #expect(folders.tree.absorbsActivation(of: "Documents"), "Taxes, below it, still saves")
  }

  @Test("T10: a confirmed save shows nothing until it commits")
  func confirmedWaits() {
    let folders = SavingFolders(.confirmed)
    folders.tree.activate("Music")
    #expect(folders.values(["Music", "d"]) == [.off, .off] && folders.tree.isPending("d"))
    #expect(folders.requests[0].change.items.map(\.newValue) == [.on])
    folders.answer(true)
    #expect(folders.values(["Music", "d", "e"]) == [.on, .on, .on])
    folders.tree.activate("e")
    folders.answer(false, at: 1)
    #expect(folders.values(["Music", "e"]) == [.on, .on])
  }

  @Test(
    "T10 B19: a failed save is told from the proposal back, confirmed or optimistic, as a store tells it"
  )
  func rollbackIsToldFromTheProposalBack() {
    for policy in [ToggleCommitPolicy.confirmed, .optimistic] {
      let folders = SavingFolders(policy)
      folders.tree.activate("Music")
      folders.answer(false)
      let told = folders.changes.last
      if case .rolledBack = told?.phase {
      } else {
        Issue.record("\(policy): told \(String(describing: told?.phase))")
      }
      // ToggleChange.Phase.rolledBack: from oldValue (proposed) back to newValue.
      let music = told?.items.first { $0.id == "Music" }
      #expect(
        music?.oldValue == .on && music?.newValue == .off, "\(policy): \(String(describing: told))")
      #expect(folders.values(["Music", "d"]) == [.off, .off])
    }
  }

  @Test("T10 B18: taps on a saving subtree, its ancestors and its section wait; others save too")
  func tapsAroundAPendingSubtree() {
    let folders = SavingFolders(.optimistic)
    folders.tree.activate("Letters")
    folders.tree.activate("a")  // inside: absorbed
    folders.tree.activate("Documents")  // above: absorbed
    #expect(folders.requests.count == 1)
    folders.tree.activate("Taxes")  // a sibling subtree: its own save
    folders.tree.activate("d")
    #expect(folders.requests.count == 3 && folders.tree.pendingCount == 3)
    folders.answer(false, at: 1)  // Taxes fails; Letters and d still wait
    #expect(folders.values(["Taxes", "c", "a", "d"]) == [.off, .off, .on, .on])
    #expect(folders.tree.isPending("a") && !folders.tree.isPending("c"))
    folders.answer(true, at: 0)
    folders.answer(true, at: 2)
    #expect(folders.values(["Documents", "Letters", "Music"]) == [.mixed, .on, .mixed])
    // A section: a sibling's tap waits while one child's save runs (G2 moves both).
    folders.tree.setRule(.exclusive(selectionRequired: false), for: "Letters")
    folders.tree.activate("b")
    folders.tree.activate("a")
    #expect(folders.requests.count == 4)
  }

  @Test("T10 B20: code that sets a saving subtree, or above it, withdraws the save and wins")
  func codeWins() {
    let folders = SavingFolders(.optimistic)
    folders.tree.activate("Documents")
    folders.tree.activate("Music")
    folders.tree.setValue(.on, for: "Documents")  // the value shown: the save goes on
    #expect(folders.cancelled.isEmpty)
    folders.tree.setValue(.off, for: "b")  // below Documents: withdrawn; Music goes on
    #expect(folders.cancelled == [folders.requests[0].request])
    #expect(folders.values(["a", "b", "c", "d"]) == [.off, .off, .off, .on])
    #expect(folders.tree.pendingCount == 1 && folders.tree.isPending("d"))
    folders.answer(true, at: 0)  // a late answer is ignored
    #expect(folders.values(["a", "c"]) == [.off, .off])
    folders.tree.setAll(.off)
    #expect(folders.cancelled.count == 2 && folders.tree.pendingCount == 0)
  }

  @Test("T10 L4: removing or moving a saving subtree withdraws its save; other edits do not")
  func structureWhileSaving() {
    let folders = SavingFolders(.optimistic)
    folders.tree.activate("Letters")
    folders.tree.remove("e")  // elsewhere
    #expect(folders.tree.pendingCount == 1)
    folders.tree.remove("a")  // inside it
    #expect(folders.cancelled.count == 1 && folders.tree.pendingCount == 0)
    #expect(folders.values(["Letters", "b"]) == [.off, .off])
    folders.tree.activate("Taxes")
    folders.tree.move("d", under: "Taxes")  // into it
    #expect(folders.cancelled.count == 2 && folders.values(["c", "d"]) == [.off, .off])
    folders.tree.activate("Documents")
    folders.tree.insert("f", under: "Letters")  // Letters has children: withdrawn
    #expect(folders.cancelled.count == 3 && folders.tree.pendingCount == 0)
    folders.tree.activate("Music")  // a leaf now: d moved, e removed
    folders.tree.insert("g", under: "Music")  // its first child: a load, the save goes on
    #expect(folders.cancelled.count == 3 && folders.tree.isPending("g"))
  }

  @Test("T10 T4: children loaded into a saving folder take the value shown, and the old on failure")
  func lazyLoadWhileSaving() {
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["Photos", "Videos"])
    var requests: [ToggleCommitRequest] = []
    tree.setCommit(.optimistic, requestChange: { requests.append($1) }, cancel: { _ in })
    tree.activate("Photos")
    tree.loadChildren(of: "Photos", ["2024", "2025"])  // the user opens it while it saves
    #expect(requests.count == 1 && tree.pendingCount == 1)
    #expect(tree.value(of: "2024") == .on && tree.isPending("2025"))
    tree.loadChildren(of: "2024", ["x.jpg"])
    tree.completeCommit(requests[0], with: .failure(.init(reason: .failed, message: "offline")))
    #expect(tree.value(of: "Photos") == .off && tree.value(of: "x.jpg") == .off)
    #expect(tree.value(of: "2025") == .off)
  }

  @Test("T10 B19: a row shows its node's save; the row the user tapped hears the outcome")
  func rowsShowPending() {
    let folders = SavingFolders(.optimistic)
    let (row, host) = makeToggle()
    folders.tree.bind(row, to: "Letters")
    let (child, _) = makeToggle()
    folders.tree.bind(child, to: "a")
    row.tap()
    #expect(row.isPending && child.isPending && child.value == .on)
    #expect(host.valueNotifications.isEmpty)  // "the value changed" at commit only
    let (late, _) = makeToggle()
    folders.tree.bind(late, to: "b")
    #expect(late.isPending)
    folders.answer(false)
    #expect(!row.isPending && row.value == .off && child.value == .off)
    #expect(host.failures.count == 1 && host.valueNotifications.isEmpty)
    row.tap()
    folders.answer(true, at: 1)
    #expect(host.valueNotifications == [.on] && !row.isPending)
  }

  @Test(
    "T10 B19 L3: a failed save no row shows goes to the toolkit's hook once; a shown one to its row"
  )
  func unshownFailureGoesToTheHook() {
    let folders = SavingFolders(.optimistic)
    var unshown: [(node: String, restored: ToggleValue, message: String)] = []
    folders.tree.unshownFailureFeedback = { node, restored, failure in
      unshown.append((node, restored, failure.message))
      return true
    }
    // A SwiftUI row, which is not the tree's: the activation is the tree's own.
    folders.tree.activate("Music")
    folders.answer(false)
    #expect(unshown.count == 1)
    #expect(unshown.first?.node == "Music" && unshown.first?.restored == .off)
    #expect(unshown.first?.message == "offline")
    // A UIKit row that went on to another node while its save ran.
    let (row, host) = makeToggle()
    folders.tree.bind(row, to: "Letters")
    row.tap()
    folders.tree.bind(row, to: "c")
    folders.answer(false, at: 1)
    #expect(unshown.map(\.node) == ["Music", "Letters"])
    #expect(host.failures.isEmpty)
    // A row showing the node gives it; the hook hears nothing.
    folders.tree.bind(row, to: "Taxes")
    row.tap()
    folders.answer(false, at: 2)
    #expect(host.failures.count == 1 && unshown.count == 2)
  }

  @Test("T10 B17: the work runs as a task with the change, and commits")
  func workRunsAsATask() async {
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["Documents"])
    tree.loadChildren(of: "Documents", ["a", "b"])
    var saved: [[String]] = []
    tree.setCommit(.confirmed) { change in saved.append(change.items.map(\.id)) }
    tree.activate("Documents")
    #expect(tree.isPending("a") && tree.value(of: "a") == .off)
    while tree.pendingCount > 0 { await Task.yield() }
    #expect(saved == [["Documents"]] && tree.value(of: "b") == .on)
  }

  @Test("T10 T3: an activation that would change nothing starts no save")
  func nothingToSave() {
    let folders = SavingFolders(.optimistic)
    folders.tree.setValue(.on, for: "c")
    folders.tree.setEnabled(false, for: "c")
    folders.tree.activate("Taxes")  // on, and its only node is disabled
    #expect(folders.requests.isEmpty && folders.changes.last?.phase == .committed)
  }

  @Test("T10 G8: a tap a save absorbs sends no tap action; a confirmed save's row plays its haptic")
  func absorbedTapsAndConfirmedHaptic() {
    let folders = SavingFolders(.confirmed)
    let (letters, lettersHost) = makeToggle()
    folders.tree.bind(letters, to: "Letters")
    let (documents, documentsHost) = makeToggle()
    folders.tree.bind(documents, to: "Documents")
    lettersHost.events.removeAll()
    letters.tap()
    #expect(folders.tree.isPending("a") && letters.value == .off)
    #expect(lettersHost.events.contains(.playFeedback(.light)))  // the haptic, on a tap
    #expect(lettersHost.toldChanges.last?.phase == .pending(.confirmed))
    documentsHost.events.removeAll()
    documents.tap()  // above the saving subtree: absorbed whole
    #expect(documentsHost.primaryActions.isEmpty && folders.requests.count == 1)
  }

  @Test("T10 B20: the hook hears of a withdrawn save once the subtree is back; its taps drop")
  func cancelHandlerCannotActivate() {
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["Documents", "Music"])
    tree.loadChildren(of: "Documents", ["a", "b"])
    var requests: [ToggleCommitRequest] = []
    var seenAtCancel: [ToggleValue?] = []
    tree.setCommit(
      .optimistic, requestChange: { requests.append($1) },
      cancel: { _ in
        seenAtCancel.append(tree.value(of: "a"))
        tree.activate("Documents")  // app code in the cancel: dropped
      })
    tree.activate("Documents")
    tree.setValue(.off, for: "b")  // code wins
    #expect(seenAtCancel == [.off] && requests.count == 1 && tree.pendingCount == 0)
    #expect(tree.value(of: "Documents") == .off)
  }
}
