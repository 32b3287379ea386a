import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// A gate a save's work waits at, opened by the test; it says when the work has returned.
@MainActor
private final class WorkGate {
  private var waiting: CheckedContinuation<Void, Never>?
  private var returned: CheckedContinuation<Void, Never>?
  private(set) var hasStarted = false
  private var started: CheckedContinuation<Void, Never>?

  func work() async {
    hasStarted = true
    started?.resume()
    started = nil
    await withCheckedContinuation { waiting = $0 }
    returned?.resume()
    returned = nil
  }

  func untilStarted() async {
    guard !hasStarted else { return }
    await withCheckedContinuation { started = $0 }
  }

  /// Lets the work return, and waits until it has: the runner decides right after it, in
  /// the same turn of the main actor, before this returns.
  func open() async {
    await withCheckedContinuation { continuation in
      returned = continuation
      waiting?.resume()
      waiting = nil
    }
  }
}

/// B16, B22: a store or a tree given a save hook belongs to the app, as a toggle does: let go,
/// it is freed, and a save running then reaches no one when its work returns.
@Suite("B16 B22 Owners with save hooks are freed when the app lets them go")
@MainActor
struct OwnerLifetimeTests {
  @Test("B22: a store or a tree with a work or change hook and no save running is freed")
  func ownersWithHooksAreFreed() {
    weak var byItem: ToggleStore<String>?
    weak var byChange: ToggleStore<String>?
    weak var tree: ToggleTree<String>?
    do {
      let first = ToggleStore(mode: .multiple, items: ["a"])
      first.setCommit(.optimistic, timeout: 5) { _, _ in }
      byItem = first
      let second = ToggleStore(mode: .multiple, items: ["a"])
      second.setCommit(.optimistic, timeout: 5) { (_: ToggleStore<String>.Change) in }
      byChange = second
      let third = ToggleTree<String>()
      third.loadChildren(of: nil, ["a"])
      third.setCommit(.optimistic, timeout: 5) { (_: ToggleTree<String>.Change) in }
      tree = third
    }
    #expect(byItem == nil && byChange == nil && tree == nil)
  }

  @Test("B22: a tree let go while its save runs is freed, and the work's return tells no one")
  func treeReleasedWhileSavingTellsNothing() async {
    let gate = WorkGate()
    var told: [ToggleChange.Phase] = []
    var tree: ToggleTree<String>? = ToggleTree<String>()
    weak let released = tree
    tree?.loadChildren(of: nil, ["a"])
    tree?.onChange = { told.append($0.phase) }
    tree?.setCommit(.optimistic, timeout: 3600) { (_: ToggleTree<String>.Change) in
      await gate.work()
    }
    tree?.activate("a")
    await gate.untilStarted()
    tree = nil
    #expect(released == nil, "nothing holds the tree while its work runs")
    #expect(told == [.pending(.optimistic)])
    await gate.open()
    #expect(told == [.pending(.optimistic)], "no answer reaches an observer of a freed tree")
  }
}
