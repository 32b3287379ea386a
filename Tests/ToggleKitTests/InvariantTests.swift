import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// Each owner's state holds together (`checkInvariants()`), and each check sees a state
/// that does not: the checks read through `invariantViolations()`, which a test can call on
/// a corrupted owner where `checkInvariants()` would trap.
@Suite("Invariants: each owner's state holds together, and the checks see when it does not")
@MainActor
struct InvariantTests {
  // MARK: Stores (L1-L8, B17-B22)

  @Test("L1-L8 B17-B20: a store holds together through taps, saves, bulk saves, rows and removals")
  func storeKeepsItsInvariants() {
    for policy in [ToggleCommitPolicy.optimistic, .confirmed] {
      let store = ToggleStore(mode: .multiple, items: 0..<6)
      store.removedSlotsBeforeRenumbering = 0
      var requests: [ToggleCommitRequest] = []
      store.setCommit(policy, requestChange: { requests.append($1) }, cancel: { _ in })
      let rows = (0..<3).map { _ in makeToggle().0 }
      let steps: [() -> Void] = [
        { store.allowsMixed = true },
        { store.setValue(.mixed, for: 4) },
        { for (index, row) in rows.enumerated() { store.bind(row, to: index) } },
        { rows[0].accessibilityActivate() },
        { store.activate(4) },
        { store.completeCommit(requests.removeFirst(), with: .success) },
        { store.setValue(.on, for: 4) },
        { store.setEnabled(false, for: 5) },
        { store.completeCommit(requests.removeFirst(), with: .success) },
        { store.activateSelectAll() },
        { store.completeCommit(requests.removeFirst(), with: .failure(Self.failure)) },
        { store.activateSelectAll(toward: .on, among: [1, 2]) },
        { store.remove(1) },
        { store.insert(9, value: .on) },
        { store.bind(rows[1], to: 9) },
        { store.remove(0) },
        { store.restore([2, 3, 9]) },
        { store.setAll(.off) },
      ]
      for (index, step) in steps.enumerated() {
        step()
        #expect(store.invariantViolations() == [], "\(policy) step \(index)")
      }
    }
  }

  @Test("G2 G5 L8: an exclusive store holds together with one item on at most")
  func exclusiveStoreKeepsItsInvariants() {
    let store = ToggleStore(mode: .exclusive(selectionRequired: false), items: 0..<4)
    var requests: [ToggleCommitRequest] = []
    store.setCommit(.optimistic, requestChange: { requests.append($1) }, cancel: { _ in })
    let steps: [() -> Void] = [
      { store.setValue(.on, for: 1) },
      { store.activate(2) },
      { store.completeCommit(requests.removeFirst(), with: .failure(Self.failure)) },
      { store.activate(3) },
      { store.setValue(.on, for: 0) },
      { store.insert(7, value: .on) },
      { store.restore([2, 3]) },
    ]
    for (index, step) in steps.enumerated() {
      step()
      #expect(store.invariantViolations() == [], "step \(index)")
    }
    #expect(store.onCount == 1)
  }

  @Test("L6: the store check sees an onCount that is not the number of items on")
  func storeCheckSeesAWrongCount() {
    let store = ToggleStore(mode: .multiple, items: 0..<4)
    store.on[2] = true
    #expect(store.invariantViolations().contains { $0.contains("onCount is 0, but 1") })
  }

  @Test("G2 G5: the store check sees two items on in an exclusive store")
  func storeCheckSeesTwoOnInAnExclusiveStore() {
    let store = ToggleStore(mode: .exclusive(selectionRequired: false), items: 0..<4)
    store.write(.on, at: 0)
    store.write(.on, at: 3)
    #expect(store.invariantViolations() == ["2 items on in an exclusive store"])
  }

  @Test("B18 L3: the store check sees a pending item whose save is gone, or that hides its value")
  func storeCheckSeesBrokenSaves() {
    let store = ToggleStore(mode: .multiple, items: 0..<4)
    store.setCommit(.optimistic, requestChange: { _, _ in }, cancel: { _ in })
    store.activate(1)
    #expect(store.invariantViolations() == [])
    // The optimistic save shows on; an item written back under it breaks B18.
    store.write(.off, at: 1)
    #expect(store.invariantViolations().contains { $0.contains("slot 1 shows off") })
    store.write(.on, at: 1)
    store.pendingSlots[3] = 99
    #expect(store.invariantViolations() == ["slot 3 waits for save 99, which is not pending"])
  }

  @Test("L4 L7: the store check sees a removed item still disabled")
  func storeCheckSeesRemovedItemsState() {
    let store = ToggleStore(mode: .multiple, items: 0..<4)
    store.remove(2)
    store.disabledSlots.insert(2)
    #expect(store.invariantViolations() == ["removed slot 2 is disabled"])
  }

  @Test("B1 B19 B20: an item whose save goes back to mixed after allowsMixed went off is not mixed")
  func rolledBackMixedItemFollowsAllowsMixed() {
    // Turning mixed off turned every mixed item off (B1); an item whose save goes back goes
    // back to off then, whether the save was a tap's or a bulk one's.
    for ending in ["failure", "withdrawal"] {
      let store = ToggleStore(mode: .multiple, items: 0..<3)
      store.allowsMixed = true
      store.setValue(.mixed, for: 1)
      var requests: [ToggleCommitRequest] = []
      store.setCommit(.optimistic, requestChange: { requests.append($1) }, cancel: { _ in })
      store.activate(1)
      store.allowsMixed = false
      #expect(store.invariantViolations() == [])
      if ending == "failure" {
        store.completeCommit(requests[0], with: .failure(Self.failure))
      } else {
        store.removeCommit()
      }
      #expect(store.invariantViolations() == [], "\(ending)")
      #expect(store.value(of: 1) == .off, "B1: no mixed value once mixed is not allowed")
    }
  }

  // MARK: Trees (T1-T10)

  @Test("T1-T10: a tree holds together through marks, loads, rules, moves, restores and saves")
  func treeKeepsItsInvariants() {
    for policy in [ToggleCommitPolicy?.none, .optimistic, .confirmed] {
      let tree = ToggleTree<Int>()
      var requests: [ToggleCommitRequest] = []
      let steps: [() -> Void] = [
        { tree.loadChildren(of: nil, [1, 2, 3]) },
        { tree.loadChildren(of: 1, [10, 11, 12]) },
        { tree.loadChildren(of: 10, [(100, .on), (101, .off)]) },
        { tree.setValue(.on, for: 1) },
        { tree.activate(101) },
        { tree.setEnabled(false, for: 11) },
        { tree.setAll(.off) },
        { tree.setRule(.exclusive(selectionRequired: false), for: 2) },
        { tree.loadChildren(of: 2, [(20, .on), (21, .on)]) },
        {
          if let policy {
            tree.setCommit(policy, requestChange: { requests.append($1) }, cancel: { _ in })
          }
        },
        { tree.activate(1) },
        { tree.activate(21) },
        {
          if !requests.isEmpty { tree.completeCommit(requests.removeFirst(), with: .success) }
        },
        { tree.move(12, under: 3) },
        { tree.insert(30, under: 3, at: 0, value: .on) },
        { tree.restore(tree.selection) },
        { tree.remove(10) },
        {
          for request in requests {
            tree.completeCommit(request, with: .failure(Self.failure))
          }
        },
        { tree.setRule(nil, for: 2) },
      ]
      for (index, step) in steps.enumerated() {
        step()
        #expect(tree.invariantViolations() == [], "\(String(describing: policy)) step \(index)")
      }
    }
  }

  @Test("T1: the tree check sees a parent's counts or value that its children do not make")
  func treeCheckSeesWrongCounts() throws {
    let tree = ToggleTree<Int>()
    tree.loadChildren(of: nil, [1])
    tree.loadChildren(of: 1, [(10, .on), (11, .off)])
    let parent = try #require(tree.number(of: 1))
    var core = tree.core
    core.counts[Int(core.links[parent].number)] = ChildCounts.Counts(notOn: 2, notOff: 0)
    #expect(core.invariantViolations().contains { $0.contains("node \(parent) counts 2 not on") })
    core = tree.core
    core.write(.on, at: parent)
    #expect(core.invariantViolations().contains { $0.contains("its children make it mixed") })
    core = tree.core
    core.count += 1
    #expect(core.invariantViolations() == ["count is 4, but 3 nodes are live"])
  }

  @Test("T5: the tree check sees two children on in an exclusive section")
  func treeCheckSeesTwoOnInASection() throws {
    let tree = ToggleTree<Int>()
    tree.loadChildren(of: nil, [1])
    tree.setRule(.exclusive(selectionRequired: false), for: 1)
    tree.loadChildren(of: 1, [10, 11])
    let section = try #require(tree.number(of: 1))
    var core = tree.core
    var record = TreeRecord(cause: .programmatic, records: false)
    core.clearsExclusiveSiblings = false
    for id in [10, 11] {
      let node = try #require(tree.number(of: id))
      core.write(.on, at: node)
      core.propagate(from: node, .off, .on, into: &record)
    }
    core.clearsExclusiveSiblings = true
    #expect(core.invariantViolations().contains { $0.contains("exclusive section \(section)") })
  }

  @Test("T6 T10: the tree check sees a lost identifier and a save over a removed root")
  func treeCheckSeesIdentifiersAndSaves() throws {
    let tree = ToggleTree<Int>()
    tree.loadChildren(of: nil, [1, 2])
    tree.setCommit(.optimistic, requestChange: { _, _ in }, cancel: { _ in })
    tree.activate(2)
    let save = try #require(tree.saves.oldest)
    #expect(tree.invariantViolations() == [])
    _ = tree.saves.withdraw(save.request)
    tree.saves.begin(
      ToggleTree<Int>.Save(
        request: save.request, node: save.node, root: 99, activation: save.activation,
        before: save.before, change: save.change, record: save.record))
    #expect(tree.invariantViolations().contains { $0.contains("root, node 99, is not live") })
    tree.saves = SaveLedger()
    tree.ids[1] = nil
    #expect(tree.invariantViolations().contains { $0.contains("has no identifier") })
  }

  // MARK: Groups (G1-G6)

  @Test("G1-G6: a group holds together through taps, code, removals, releases and select all")
  func groupKeepsItsInvariants() {
    let exclusive = ToggleGroup(mode: .exclusive(selectionRequired: true))
    var members: [ToggleCoordinator?] = (0..<4).map { _ in makeToggle().0 }
    for member in members { exclusive.add(member!) }
    let steps: [() -> Void] = [
      { members[1]?.accessibilityActivate() },
      { members[2]?.setValue(.on) },
      { members[3]?.accessibilityActivate() },
      { exclusive.remove(members[3]!) },
      { members[2] = nil },
      { exclusive.select(members[0]) },
      { exclusive.clearSelection() },
    ]
    for (index, step) in steps.enumerated() {
      step()
      #expect(exclusive.invariantViolations() == [], "exclusive step \(index)")
    }
    let multiple = ToggleGroup(mode: .multiple(minimum: 0, maximum: 3))
    let others = (0..<4).map { _ in makeToggle().0 }
    for member in others { multiple.add(member) }
    let (all, _) = makeToggle()
    multiple.setSelectAll(all)
    let moreSteps: [() -> Void] = [
      { others[0].accessibilityActivate() },
      { all.accessibilityActivate() },
      { all.setValue(.on) },
      { others[1].isEnabled = false },
      { all.accessibilityActivate() },
      { multiple.remove(others[2]) },
    ]
    for (index, step) in moreSteps.enumerated() {
      step()
      #expect(multiple.invariantViolations() == [], "multiple step \(index)")
    }
  }

  @Test("G8: a group holds together while a member's work saves the group's change")
  func groupKeepsItsInvariantsWhileSaving() {
    for policy in [ToggleCommitPolicy.optimistic, .confirmed] {
      let group = ToggleGroup(mode: .exclusive(selectionRequired: false))
      let members = (0..<3).map { _ in makeToggle().0 }
      for member in members { group.add(member) }
      var requests: [ToggleCommitRequest] = []
      for member in members {
        member.commitPolicy = policy
        member.onCommitRequest = { requests.append($0) }
        member.onCommitCancel = { _ in }
      }
      let steps: [() -> Void] = [
        { members[0].setValue(.on) },
        { members[2].accessibilityActivate() },
        { members[2].completeCommit(requests.removeFirst(), with: .failure(Self.failure)) },
        { members[1].accessibilityActivate() },
        { members[1].completeCommit(requests.removeFirst(), with: .success) },
        { members[2].accessibilityActivate() },
        { members[0].setValue(.on) },
      ]
      for (index, step) in steps.enumerated() {
        step()
        #expect(group.invariantViolations() == [], "\(policy) step \(index)")
      }
    }
  }

  @Test("G4: the group check sees counts that are not the members' values")
  func groupCheckSeesWrongCounts() throws {
    let group = ToggleGroup(mode: .multiple)
    let members = (0..<3).map { _ in makeToggle().0 }
    for member in members { group.add(member) }
    let id = try #require(group.id(of: members[1]))
    group.ledger.setOn(id, true)
    #expect(group.invariantViolations() == ["the counts say [2] are on, the members []"])
  }

  @Test("G2 G5: the group check sees two members on in an exclusive group")
  func groupCheckSeesTwoOn() {
    let group = ToggleGroup(mode: .exclusive(selectionRequired: false))
    let members = (0..<3).map { _ in makeToggle().0 }
    for member in members { group.add(member) }
    // Around the group: each member's machine set on, as no call of the group would.
    for member in members.prefix(2) { _ = member.machine.set(.on) }
    #expect(group.invariantViolations() == ["2 members on in an exclusive group"])
  }

  private static let failure = ToggleCommitFailure(reason: .failed, message: "test")
}
