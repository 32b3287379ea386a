import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// L4, T6, B10: bad input is refused or clamped, never a crash. A seeded fuzzer drives every
/// entry point of the store, the tree and the group with hostile arguments (negative and
/// huge indices, unknown, removed and repeated identifiers, moves into a node's own
/// subtree, contradictory restores, stale and foreign answers) and re-entrant callbacks
/// (observers, vetoes, save hooks and rows that call the owner again, remove what they are
/// told of, or let the owner go), and checks each owner's invariants after every step.
///
/// Contradictions are recorded with their seed and last calls, never trapped on, so that
/// one report does not end the others; `make stress` asks for a million calls per owner
/// (TOGGLEKIT_HOSTILE_CALLS) and reads the `hostile <owner>: calls=N violations=N` lines.
/// A report says how to replay its sequence (TOGGLEKIT_HOSTILE_SEED, TOGGLEKIT_HOSTILE_TRACE).
/// Serialized: the owners' runs share the main actor, and each one's time limit is then its
/// own run's.
///
/// Below the fuzzers, each contradiction they found, reduced to a few calls: a test of its
/// own, with the rule it broke.
@Suite("L4 T6 B10 Hostile input: bad calls and re-entrant callbacks never trap", .serialized)
@MainActor
struct HostileInputTests {
  /// Runs seeded sequences until `Hostile.callsPerOwner` calls are made (or the one sequence
  /// TOGGLEKIT_HOSTILE_SEED names); prints the summary line, and fails with the first
  /// contradictions.
  private static func fuzz(
    _ owner: String, base: UInt64, sequence: (UInt64, HostileLog) -> Void
  ) {
    let log = HostileLog(owner: owner)
    if let seed = Hostile.replayedSeed {
      log.begin(seed: seed)
      sequence(seed, log)
    } else {
      var seed = base
      while log.calls < Hostile.callsPerOwner {
        log.begin(seed: seed)
        sequence(seed, log)
        seed &+= 1
      }
    }
    print(log.summary)
    #expect(log.violations == 0, "\(log.reports.joined(separator: "\n"))")
  }

  @Test(
    "L4 L5 L7 L8 B10 B16 B20: hostile calls into a store are refused or applied, never trapped",
    .timeLimit(.minutes(2)))
  func hostileStore() {
    Self.fuzz("store", base: 0x5_7012) { seed, log in
      HostileStoreRun(seed: seed, log: log).run(steps: Hostile.stepsPerSequence)
    }
  }

  @Test(
    "T1-T10 B10 B16 B20: hostile calls into a tree are refused or applied, never trapped",
    .timeLimit(.minutes(2)))
  func hostileTree() {
    Self.fuzz("tree", base: 0x7_2EE0) { seed, log in
      HostileTreeRun(seed: seed, log: log).run(steps: Hostile.stepsPerSequence)
    }
  }

  @Test(
    "G1-G8 B10 B16 B20: hostile calls into a group are refused or applied, never trapped",
    .timeLimit(.minutes(2)))
  func hostileGroup() {
    Self.fuzz("group", base: 0x6_0A11) { seed, log in
      HostileGroupRun(seed: seed, log: log).run(steps: Hostile.stepsPerSequence)
    }
  }

  // MARK: Depth (T6)

  @Test(
    "T6: an insert, load or move deeper than maximumDepth returns false and changes nothing",
    .timeLimit(.minutes(2)))
  func tooDeepIsRefused() {
    let tree = ToggleTree<Int>()
    let deepest = ToggleTree<Int>.maximumDepth
    // A chain 0 > 1 > ... whose last node is at the deepest level allowed.
    for node in 0..<deepest {
      #expect(tree.insert(node, under: node == 0 ? nil : node - 1), "level \(node + 1)")
    }
    #expect(tree.depth(of: deepest - 1) == deepest)
    #expect(!tree.insert(deepest, under: deepest - 1))
    #expect(tree.loadChildren(of: deepest - 1, [deepest]) == 0)
    #expect(!tree.contains(deepest) && tree.count == deepest)
    // A two-level subtree moved under the last level but one would end one level too deep.
    #expect(tree.insert(-1) && tree.insert(-2, under: -1))
    #expect(!tree.move(-1, under: deepest - 2))
    #expect(tree.parent(of: -1) == nil && tree.children(of: -1) == [-2])
    #expect(tree.move(-2, under: deepest - 2), "a leaf fits at the deepest level")
    #expect(tree.invariantViolations() == [])
  }

  // MARK: Reduced from the fuzzer: app code a withdrawal runs changes the tree (T6, B10, B20)

  /// A tree of "a" and "b" at the top, "a" with children, whose activation of `saved` is
  /// saved (answered by no one), and whose `onChange` runs `onCancel` once it is told that
  /// save was withdrawn: code that wins over a save (B20) tells its cancellation to
  /// observers before it carries out its own change (B10).
  private static func treeWithdrawing(
    _ saved: String, policy: ToggleCommitPolicy = .optimistic,
    onCancel: @escaping (ToggleTree<String>) -> Void
  ) -> ToggleTree<String> {
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["a", "b"])
    tree.loadChildren(of: "a", ["a1", "a2"])
    tree.setCommit(policy, requestChange: { _, _ in }, cancel: { _ in })
    tree.activate(saved)
    tree.onChange = { [unowned tree] change in
      if change.phase == .cancelled { onCancel(tree) }
    }
    return tree
  }

  @Test("T6 B20: a remove whose withdrawn save's observer removed the node first is done once")
  func removeAfterObserverRemovedTheNode() {
    let tree = Self.treeWithdrawing("a") { #expect($0.remove("a")) }
    #expect(!tree.remove("a"), "the observer's removal was the one made")
    #expect(!tree.contains("a") && !tree.contains("a1") && tree.children(of: nil) == ["b"])
    #expect(tree.invariantViolations() == [])
  }

  @Test("T6 B20: a move whose withdrawn save's observer removed the new parent is refused")
  func moveUnderAParentAnObserverRemoved() {
    let tree = Self.treeWithdrawing("a") { $0.remove("b") }
    #expect(!tree.move("a", under: "b"))
    #expect(tree.parent(of: "a") == nil && tree.count == 3)
    #expect(tree.invariantViolations() == [])
  }

  @Test("T6 B20: a move into a subtree a withdrawn save's observer made is refused")
  func moveIntoASubtreeAnObserverMade() {
    let tree = Self.treeWithdrawing("a") { $0.move("b", under: "a1") }
    #expect(!tree.move("a", under: "b"), "b is inside a's subtree by then")
    #expect(tree.parent(of: "a") == nil && tree.parent(of: "b") == "a1")
    #expect(tree.invariantViolations() == [])
  }

  @Test("T6 B20: a set, rule or insert on a node a withdrawn save's observer removed does nothing")
  func editsOfANodeAnObserverRemoved() {
    // Confirmed: "a" still shows off, so code's set on differs and withdraws the save.
    let set = Self.treeWithdrawing("a", policy: .confirmed) { $0.remove("a") }
    #expect(!set.setValue(.on, for: "a"))
    #expect(set.children(of: nil) == ["b"] && set.count == 1)
    #expect(set.invariantViolations() == [])
    let rule = Self.treeWithdrawing("a") { $0.remove("a") }
    #expect(!rule.setRule(.exclusive(selectionRequired: false), for: "a"))
    #expect(rule.invariantViolations() == [])
    let insert = Self.treeWithdrawing("a") { $0.remove("a") }
    #expect(!insert.insert("x", under: "a"))
    #expect(!insert.contains("x") && insert.count == 1)
    #expect(insert.invariantViolations() == [])
  }

  @Test("T8 B20: a restore whose withdrawn save's observer removed a listed node leaves it out")
  func restoreOfANodeAnObserverRemoved() {
    let tree = Self.treeWithdrawing("a") { $0.remove("a") }
    // Top-level nodes, whose parent is loaded: one removed is gone, not kept (T8).
    tree.expectedParent = { _ in nil }
    #expect(tree.restore(.init(included: ["a", "b"], excluded: [])) == ["a"])
    #expect(tree.value(of: "b") == .on && tree.count == 1)
    #expect(tree.invariantViolations() == [])
  }

  @Test("T10 B5: a saved activation whose veto moved the node out of its section is dropped")
  func savedActivationWhoseVetoMovedTheNode() {
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["s"])
    tree.loadChildren(of: "s", ["p", "q"])
    tree.loadChildren(of: "p", ["x"])
    // x lies in s's exclusive section: its save covers s (T5, T10).
    tree.setRule(.exclusive(selectionRequired: false), for: "s")
    tree.setCommit(.optimistic, requestChange: { _, _ in }, cancel: { _ in })
    tree.shouldChange = { [unowned tree] node, _ in
      tree.move(node, under: nil)
      return true
    }
    tree.activate("x")
    #expect(tree.parent(of: "x") == nil)
    #expect(tree.pendingCount == 0, "the activation stands only on the tree it was asked about")
    #expect(tree.invariantViolations() == [])
  }

  // MARK: Reduced from the fuzzer: a row's handler changes what the rows after it show (L1, B10)

  @Test("L1 B10: a row of an item shows the value an earlier row's handler set while told")
  func laterRowShowsTheValueAnEarlierRowsHandlerSet() {
    let store = ToggleStore(mode: .multiple, items: ["a"])
    let (first, firstHost) = makeToggle()
    let (second, _) = makeToggle()
    store.bind(first, to: "a")
    store.bind(second, to: "a")
    firstHost.onChangeNotification = { [unowned store] _, change in
      if change.newValue == .on { store.setValue(.off, for: "a") }
    }
    store.setValue(.on, for: "a")
    #expect(store.value(of: "a") == .off)
    #expect(first.value == .off && second.value == .off, "every row shows the item's value")
    #expect(store.invariantViolations() == [])
    store.setAll(.on)
    #expect(first.value == .off && second.value == .off, "after a bulk change too")
    #expect(store.invariantViolations() == [])
  }

  @Test("G6 B10: a select all row shows the value an earlier one's handler set while told")
  func laterSelectAllRowShowsTheValueAnEarlierOnesHandlerSet() {
    let store = ToggleStore(mode: .multiple, items: ["a", "b"])
    let (first, firstHost) = makeToggle()
    let (second, _) = makeToggle()
    store.bindSelectAll(first)
    store.bindSelectAll(second)
    firstHost.onChangeNotification = { [unowned store] _, change in
      if change.newValue == .on { store.setValue(.off, for: "b") }
    }
    store.setAll(.on)
    #expect(store.selectAllValue == .mixed)
    #expect(first.value == .mixed && second.value == .mixed, "every select all row shows it")
  }

  // MARK: Reduced from the fuzzer: app code a withdrawal runs changes the store (L4, B10, B20)

  /// A store of `items` ("a" on), whose user activation of `saved` is saved (answered by no
  /// one), and whose `onChange` runs `onCancel` once it is told that save was withdrawn.
  private static func storeWithdrawing(
    _ saved: String, mode: ToggleSelectionMode = .multiple, items: [String] = ["a", "b"],
    onCancel: @escaping (ToggleStore<String>) -> Void
  ) -> ToggleStore<String> {
    let store = ToggleStore(mode: mode, items: items)
    store.setValue(.on, for: "a")
    store.setCommit(.optimistic, requestChange: { _, _ in }, cancel: { _ in })
    store.activate(saved)
    store.onChange = { [unowned store] change in
      if change.phase == .cancelled { onCancel(store) }
    }
    return store
  }

  @Test("L4 B20: a set or remove of an item a withdrawn save's observer removed does nothing")
  func storeEditsOfAnItemAnObserverRemoved() {
    let set = Self.storeWithdrawing("a") { #expect($0.remove("a")) }
    #expect(!set.setValue(.on, for: "a"), "the item is gone by then")
    #expect(set.onCount == 0 && set.items == ["b"])
    #expect(set.invariantViolations() == [])
    var removals: [[String]] = []
    let remove = Self.storeWithdrawing("a") { #expect($0.remove("a")) }
    _ = remove.addObserver { if !$0.removed.isEmpty { removals.append($0.removed) } }
    #expect(!remove.remove("a"), "the observer's removal was the one made")
    #expect(removals == [["a"]], "the removal is told once (L5)")
    #expect(remove.invariantViolations() == [])
  }

  @Test("G5 B20: setAll(.on) of an exclusive store a withdrawn save's observer grew is refused")
  func setAllOnAfterAnObserverAddedAnItem() {
    let store = Self.storeWithdrawing("a", mode: .exclusive(selectionRequired: false), items: ["a"])
    {
      $0.insert("b")
    }
    #expect(!store.setAll(.on), "an exclusive store of two cannot hold both on")
    #expect(store.onCount <= 1)
    #expect(store.invariantViolations() == [])
  }

  @Test("B20: a withdrawn save whose observer removed its item puts nothing back")
  func withdrawalOfAnItemAnObserverRemoved() {
    let store = Self.storeWithdrawing("a") { $0.remove("a") }
    store.removeCommit()
    #expect(store.items == ["b"] && store.onCount == 0)
    #expect(store.invariantViolations() == [])
  }

  @Test("L5: a select all among items passes over one the app's sequence removed once it was read")
  func selectAllAmongAnItemTheSequenceRemoved() {
    let store = ToggleStore(mode: .multiple, items: ["a", "b", "c"])
    // The store reads "a", then reading "b" removes "a": the documented re-entry of
    // `activateSelectAll(toward:among:)` ("the app's sequence may call the store").
    let items = AnySequence { () -> AnyIterator<String> in
      var rest = ["a", "b"][...]
      return AnyIterator {
        if rest.first == "b" { store.remove("a") }
        return rest.popFirst()
      }
    }
    #expect(store.activateSelectAll(toward: .on, among: items))
    #expect(store.selection == ["b"] && store.onCount == 1)
    #expect(store.invariantViolations() == [])
  }

  // MARK: Reduced from the fuzzer: an exclusive store's saves side by side (G1, G2, L4)

  @Test(
    "G2 L3: an exclusive store's activation waits while another item's save may yet leave it on",
    arguments: [ToggleCommitPolicy.confirmed, .optimistic])
  func exclusiveActivationWaitsForAnotherSave(policy: ToggleCommitPolicy) {
    let store = ToggleStore(mode: .exclusive(selectionRequired: false), items: ["a", "b"])
    // Optimistic: "a" is on and its tap turns it off, which a failure puts back. Confirmed:
    // nothing is on and the tap on "a" shows nothing until it commits.
    if policy == .optimistic { store.setValue(.on, for: "a") }
    var requests: [ToggleCommitRequest] = []
    store.setCommit(policy, requestChange: { requests.append($1) }, cancel: { _ in })
    store.activate("a")
    store.activate("b")
    #expect(requests.count == 1, "b's activation waits for a's save")
    // a's save fails (optimistic: a goes back on) or commits (confirmed: a goes on); any
    // other save commits.
    for (index, request) in requests.enumerated() {
      let fails = index == 0 && policy == .optimistic
      store.completeCommit(request, with: fails ? .failure(Hostile.failure) : .success)
    }
    #expect(store.onCount <= 1)
    #expect(store.invariantViolations() == [])
  }

  @Test("G1 L4: an item inserted on beside an exclusive store's pending save comes in off")
  func exclusiveInsertBesideAPendingSave() {
    let store = ToggleStore(mode: .exclusive(selectionRequired: false), items: ["a"])
    var requests: [ToggleCommitRequest] = []
    store.setCommit(.confirmed, requestChange: { requests.append($1) }, cancel: { _ in })
    store.activate("a")
    #expect(store.insert("b", value: .on))
    #expect(store.value(of: "b") == .off, "a's save proposes a on")
    for request in requests { store.completeCommit(request, with: .success) }
    #expect(store.selection == ["a"])
    #expect(store.invariantViolations() == [])
  }

  @Test(
    "G5 B20: an exclusive store's withdrawn save puts nothing back on over code's selection",
    arguments: [false, true])
  func exclusiveWithdrawalYieldsToCodesSelection(bulk: Bool) {
    let store = ToggleStore(mode: .exclusive(selectionRequired: false), items: ["a", "b"])
    store.setValue(.on, for: "a")
    store.setCommit(.optimistic, requestChange: { _, _ in }, cancel: { _ in })
    // The user turns "a" off: its own tap, or "clear all" saved as one (L5).
    if bulk { store.activateSelectAll(toward: .off) } else { store.activate("a") }
    #expect(store.pendingCount == 1 && store.value(of: "a") == .off)
    store.onChange = { [unowned store] change in
      if change.phase == .cancelled { store.setValue(.on, for: "b") }
    }
    store.removeCommit()
    #expect(store.selection == ["b"], "code's selection, made after the withdrawal began, stands")
    #expect(store.invariantViolations() == [])
  }

  @Test("B1 B18: the store check takes a pending mixed item turned off while mixed was off once")
  func checkTakesAMixedItemTurnedOffOnce() {
    let store = ToggleStore(mode: .multiple, items: ["a", "b"])
    store.allowsMixed = true
    store.setValue(.mixed, for: "a")
    var requests: [ToggleCommitRequest] = []
    store.setCommit(.confirmed, requestChange: { requests.append($1) }, cancel: { _ in })
    store.activate("a")
    // B1: turning mixed off turns the mixed items off, pending ones too, and turning it on
    // again brings no mixed value back.
    store.allowsMixed = false
    store.allowsMixed = true
    #expect(store.value(of: "a") == .off && store.isPending("a"))
    #expect(store.invariantViolations() == [])
    store.completeCommit(requests[0], with: .success)
    #expect(store.value(of: "a") == .on && store.invariantViolations() == [])
  }

  // MARK: Reduced from the fuzzer: groups (G6)

  @Test("G6: a member made the group's select all leaves the members and is its select all")
  func memberMadeSelectAll() {
    let group = ToggleGroup(mode: .multiple)
    let (first, _) = makeToggle()
    let (second, _) = makeToggle()
    group.add(first)
    group.add(second)
    #expect(group.setSelectAll(first))
    #expect(group.selectAll === first && group.id(of: first) == nil && group.members.count == 1)
    #expect(group.invariantViolations() == [])
    #expect(group.setSelectAll(first), "made select all again")
    #expect(group.selectAll === first && first.group === group)
    #expect(group.invariantViolations() == [])
  }

  @Test("G4 G6 B10: a member a select all's handler sets as it is made select all is told")
  func memberSetBySelectAllsHandlerIsTold() {
    let group = ToggleGroup(mode: .multiple)
    let (first, _) = makeToggle()
    let (second, _) = makeToggle()
    group.add(first)
    group.add(second)
    first.setValue(.on)
    var heard: [[ToggleGroup.MemberID]] = []
    group.onChange = { heard.append($0.newSelection) }
    let (all, allHost) = makeToggle()
    // Made "select all", it shows mixed (one of two on), and its handler turns the other on.
    allHost.onChangeNotification = { _, _ in second.setValue(.on) }
    #expect(group.setSelectAll(all))
    #expect(group.selection.count == 2 && heard.last == group.selection, "the change is told")
    #expect(all.value == .on, "select all shows every member on")
  }

  @Test("G8 B10 B20: a member a handler sets while a group's waiting change is withdrawn is told")
  func memberSetWhileAGroupChangeIsWithdrawnIsTold() {
    let group = ToggleGroup(mode: .multiple)
    let (saver, saverHost) = makeToggle()
    let (other, _) = makeToggle()
    group.add(saver)
    group.add(other)
    other.setValue(.on)
    var heard: [[ToggleGroup.MemberID]] = []
    group.onChange = { heard.append($0.newSelection) }
    saver.commitPolicy = .optimistic
    saver.onCommitRequest = { _ in }
    saver.accessibilityActivate()
    #expect(group.isPending, "the group's change waits for the saver's work (G8)")
    // Told its save was withdrawn, the saver's handler turns the other member off first.
    saverHost.onChangeNotification = { _, change in
      if change.phase == .cancelled { other.setValue(.off) }
    }
    other.setValue(.off)
    #expect(group.selection.isEmpty)
    #expect(heard.last == [], "the selection the handler left is told")
  }

  @Test("B20: a second answer to a toggle's request, given while it tells its change, is refused")
  func secondAnswerWhileDeliveringIsRefused() {
    let (toggle, host) = makeToggle()
    var answers: [Bool] = []
    // Told its pending change, the handler answers twice: the first answer waits for the
    // delivery to end (B10), the second is one answer too many.
    host.onChangeNotification = { toggle, change in
      guard change.phase == .pending(.optimistic), let request = toggle.pendingCommit else {
        return
      }
      answers.append(toggle.completeCommit(request, with: .success))
      answers.append(toggle.completeCommit(request, with: .failure(Hostile.failure)))
    }
    toggle.commitPolicy = .optimistic
    toggle.onCommitRequest = { _ in }
    toggle.accessibilityActivate()
    #expect(answers == [true, false])
    #expect(toggle.value == .on && !toggle.isPending, "the first answer, success, stands")
  }

  @Test("G8 B20: a group change withdrawn keeping its proposal keeps it whole")
  func groupChangeWithdrawnKeepingItsProposal() {
    let group = ToggleGroup(mode: .exclusive(selectionRequired: false))
    let (first, _) = makeToggle()
    let (second, _) = makeToggle()
    group.add(first)
    group.add(second)
    first.setValue(.on)
    second.commitPolicy = .optimistic
    second.onCommitRequest = { _ in }
    second.accessibilityActivate()
    #expect(group.isPending && first.value == .off && second.value == .on)
    // The app's model took the proposal (SwiftUI's group engine does): the work is withdrawn
    // and the selection shown stays, the member turned off included.
    second.withdrawPendingCommit()
    #expect(!group.isPending && !first.isPending && !second.isPending)
    #expect(first.value == .off && second.value == .on)
    #expect(group.invariantViolations() == [])
  }

  @Test("G2 B5: an activation whose veto moved the member to another group is dropped")
  func activationWhoseVetoMovedTheMember() {
    let first = ToggleGroup(mode: .exclusive(selectionRequired: false))
    let second = ToggleGroup(mode: .exclusive(selectionRequired: false))
    let (moved, _) = makeToggle()
    let (selected, _) = makeToggle()
    first.add(moved)
    second.add(selected)
    selected.setValue(.on)
    moved.shouldChange = { [unowned moved] _ in
      second.add(moved)
      return true
    }
    moved.accessibilityActivate()
    #expect(moved.value == .off, "the activation stands only on the group it was asked about")
    #expect(second.selection.count == 1 && second.invariantViolations() == [])
  }

  @Test("G8 B10 B20: a member a handler sets while withdrawing a group change just begun is told")
  func memberSetWhileAGroupChangeJustBegunIsWithdrawnIsTold() {
    let group = ToggleGroup(mode: .exclusive(selectionRequired: false))
    let (saver, _) = makeToggle()
    let (other, otherHost) = makeToggle()
    let (third, _) = makeToggle()
    for member in [saver, other, third] { group.add(member) }
    other.setValue(.on)
    var heard: [[ToggleGroup.MemberID]] = []
    group.onChange = { heard.append($0.newSelection) }
    saver.commitPolicy = .optimistic
    saver.onCommitRequest = { _ in }
    // Told it goes off with the saver's change, the other member's handler leaves the group,
    // which withdraws the change (G8), and selects the third from code.
    otherHost.onChangeNotification = { [unowned other] _, change in
      guard change.phase == .pending(.optimistic) else { return }
      group.remove(other)
      third.setValue(.on)
    }
    saver.accessibilityActivate()
    #expect(!group.isPending && group.selection == [group.id(of: third)!])
    #expect(heard.last == group.selection, "the selection the handler left is told")
  }

  @Test("G8 B10 B20: a member its cancel hook sets while its group change is withdrawn is told")
  func memberSetByACancelHookIsTold() {
    let group = ToggleGroup(mode: .multiple)
    let (saver, _) = makeToggle()
    let (other, _) = makeToggle()
    group.add(saver)
    group.add(other)
    other.setValue(.on)
    var heard: [[ToggleGroup.MemberID]] = []
    group.onChange = { heard.append($0.newSelection) }
    saver.commitPolicy = .optimistic
    saver.onCommitRequest = { _ in }
    saver.accessibilityActivate()
    // Told its work is withdrawn, the hook turns the other member off, before the saver's
    // own value goes back.
    saver.onCommitCancel = { _ in other.setValue(.off) }
    saver.removeCommit()
    #expect(!group.isPending && group.selection.isEmpty)
    #expect(heard.last == [], "the selection left once the saver's value is back is told")
  }

  @Test("B5 G1 L1: a toggle's activation whose veto made it a member or a row is dropped")
  func activationWhoseVetoMadeTheToggleAMemberOrARow() {
    let group = ToggleGroup(mode: .exclusive(selectionRequired: false))
    let (selected, _) = makeToggle()
    group.add(selected)
    selected.setValue(.on)
    let (joining, _) = makeToggle()
    joining.shouldChange = { [unowned joining] _ in
      group.add(joining)
      return true
    }
    joining.accessibilityActivate()
    #expect(joining.value == .off && group.selection.count == 1)
    #expect(group.invariantViolations() == [])
    let store = ToggleStore(mode: .multiple, items: ["a"])
    let (row, _) = makeToggle()
    row.shouldChange = { [unowned row] _ in
      store.bind(row, to: "a")
      return true
    }
    row.accessibilityActivate()
    #expect(row.value == .off && store.value(of: "a") == .off)
    #expect(store.invariantViolations() == [])
  }

  @Test("G8 B22: a member that leaves its group as its change begins withdraws the change")
  func memberLeavingAsItsGroupChangeBegins() {
    let group = ToggleGroup(mode: .multiple)
    let (saver, saverHost) = makeToggle()
    group.add(saver)
    saver.commitPolicy = .optimistic
    saver.onCommitRequest = { _ in }
    // Told its change is pending, before the group keeps that change, the saver leaves.
    saverHost.onChangeNotification = { [unowned saver] _, change in
      if change.phase == .pending(.optimistic) { group.remove(saver) }
    }
    saver.accessibilityActivate()
    #expect(!group.isPending, "a member removed while it waits withdraws the change")
    #expect(!saver.isPending && saver.value == .off, "its save goes with it, and its value back")
  }

  @Test("G8 B20: a toggle whose own save is pending has it withdrawn as it joins a group")
  func memberWhoseSaveBeganBeforeItJoined() {
    let group = ToggleGroup(mode: .exclusive(selectionRequired: false))
    let (selected, _) = makeToggle()
    group.add(selected)
    selected.setValue(.on)
    let (joining, joiningHost) = makeToggle()
    joining.setValue(.on)
    joining.commitPolicy = .optimistic
    var cancelled: [ToggleCommitRequest] = []
    joining.onCommitRequest = { _ in }
    joining.onCommitCancel = { cancelled.append($0) }
    joining.accessibilityActivate()
    let request = joining.pendingCommit
    #expect(request != nil && joining.value == .off)
    var phases: [ToggleChange.Phase] = []
    joiningHost.onChangeNotification = { _, change in phases.append(change.phase) }
    group.add(joining)
    #expect(!joining.isPending && cancelled == [request].compactMap { $0 })
    #expect(phases.first == .cancelled, "told cancelled, as code's change (B20)")
    // Its value went back on, and joining beside the selection turned it off (G2).
    #expect(joining.value == .off && group.selection == [group.id(of: selected)!])
    var heard: [[ToggleGroup.MemberID]] = []
    group.onChange = { heard.append($0.newSelection) }
    // The withdrawn request's late answer moves nothing (B20).
    if let request { joining.completeCommit(request, with: .failure(Hostile.failure)) }
    #expect(heard.isEmpty && joining.value == .off)
    #expect(group.invariantViolations() == [])
  }

  @Test("G6 B20: a toggle whose own save is pending has it withdrawn as it becomes select all")
  func selectAllWhoseSaveBeganBefore() {
    let group = ToggleGroup(mode: .multiple)
    let (member, _) = makeToggle()
    group.add(member)
    let (all, _) = makeToggle()
    all.commitPolicy = .confirmed
    all.onCommitRequest = { _ in }
    all.accessibilityActivate()
    let request = all.pendingCommit
    #expect(request != nil)
    #expect(group.setSelectAll(all))
    #expect(!all.isPending && all.value == .off)
    if let request { all.completeCommit(request, with: .success) }
    #expect(all.value == .off && member.value == .off, "the withdrawn save carries out nothing")
    #expect(group.invariantViolations() == [])
  }

}
