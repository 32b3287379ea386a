import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// A group of `count` members in `mode`, each recording; the requests of whichever members
/// get a commit hook land in `requests`.
@MainActor
private final class CommitGroup {
  let group: ToggleGroup
  var toggles: [ToggleCoordinator] = []
  var hosts: [RecordingHost] = []
  var started: [ToggleCommitRequest] = []
  var cancelled: [ToggleCommitRequest] = []
  var changes: [ToggleGroup.Change] = []

  init(_ mode: ToggleSelectionMode, count: Int = 3) {
    group = ToggleGroup(mode: mode)
    for _ in 0..<count {
      let (toggle, host) = makeToggle()
      group.add(toggle)
      toggles.append(toggle)
      hosts.append(host)
    }
    group.onChange = { [unowned self] in changes.append($0) }
  }

  /// Gives `toggle` a manual commit hook of `policy`.
  func hook(_ toggle: ToggleCoordinator, _ policy: ToggleCommitPolicy) {
    toggle.commitPolicy = policy
    toggle.onCommitRequest = { [unowned self] in started.append($0) }
    toggle.onCommitCancel = { [unowned self] in cancelled.append($0) }
  }

  var values: [ToggleValue] { toggles.map(\.value) }
  var ids: [ToggleGroup.MemberID] { toggles.map { group.id(of: $0)! } }
}

@Suite("G8 Commits in groups, and B20 in groups")
@MainActor
struct GroupCommitTests {
  @Test(
    "B20: a member whose own work is pending, turned off by the group it joins, has it cancelled")
  func joiningCancelsOwnPendingWork() {
    let (outsider, _) = makeToggle()
    var started: [ToggleCommitRequest] = []
    var cancelled: [ToggleCommitRequest] = []
    outsider.commitPolicy = .optimistic
    outsider.onCommitRequest = { started.append($0) }
    outsider.onCommitCancel = { cancelled.append($0) }
    outsider.tap()
    #expect(outsider.isPending && outsider.value == .on)
    let group = ToggleGroup(mode: .exclusive(selectionRequired: true))
    let (selected, _) = makeToggle()
    selected.setValue(.on)
    group.add(selected)
    group.add(outsider)  // the group's selection stands: the newcomer goes off, from code
    #expect(outsider.value == .off)
    #expect(!outsider.isPending)
    #expect(cancelled == started)
    // The work's late success changes nothing: one selection, the group's.
    #expect(!outsider.completeCommit(started[0], with: .success))
    #expect(group.selection == [group.id(of: selected)!])
  }

  @Test(
    "G8: optimistic: the new selection shows at once, pending, and nothing is told until the work succeeds"
  )
  func optimisticShowsThenCommits() {
    let test = CommitGroup(.exclusive(selectionRequired: true))
    test.toggles[0].setValue(.on)
    test.changes.removeAll()
    test.hook(test.toggles[1], .optimistic)
    var order: [String] = []
    test.hosts[0].onValueNotification = { _ in order.append("0 off") }
    test.hosts[1].onValueNotification = { _ in order.append("1 on") }
    test.hosts[1].onPrimaryAction = { _ in order.append("1 tap") }
    test.group.onChange = { _ in order.append("group") }
    test.toggles[1].tap()
    #expect(test.values == [.off, .on, .off])
    #expect(test.toggles[0].isPending && test.toggles[1].isPending && !test.toggles[2].isPending)
    #expect(test.group.isPending)
    #expect(order == ["1 tap"])  // the tap action comes with the tap (B17)
    #expect(test.started.count == 1 && test.started[0].proposedValue == .on)
    test.toggles[1].completeCommit(test.started[0], with: .success)
    #expect(order == ["1 tap", "0 off", "1 on", "group"])
    #expect(test.values == [.off, .on, .off])
    #expect(!test.group.isPending && !test.toggles[0].isPending && !test.toggles[1].isPending)
  }

  @Test(
    "G8: a failed save rolls the whole group back to the old selection; no group change, one failure"
  )
  func failureRollsTheGroupBack() {
    let test = CommitGroup(.exclusive(selectionRequired: true))
    test.toggles[0].setValue(.on)
    test.changes.removeAll()
    test.hook(test.toggles[2], .optimistic)
    test.toggles[2].tap()
    #expect(test.values == [.off, .off, .on])
    let failure = ToggleCommitFailure(reason: .failed, message: "offline")
    test.toggles[2].completeCommit(test.started[0], with: .failure(failure))
    #expect(test.values == [.on, .off, .off])
    #expect(test.changes.isEmpty)
    #expect(test.hosts[2].failures == [failure])
    #expect(test.hosts[0].failures.isEmpty)  // the activated member alone gives the feedback
    #expect(test.hosts[0].valueNotifications.isEmpty && test.hosts[2].valueNotifications.isEmpty)
    #expect(test.hosts[0].toldChanges.last?.phase == .rolledBack(failure))
    #expect(test.group.selection == [test.ids[0]])
  }

  @Test("G8: the work reads the whole change it saves, under either policy, and only then")
  func workReadsTheChangeItSaves() {
    for policy in [ToggleCommitPolicy.optimistic, .confirmed] {
      let fixture = CommitGroup(.exclusive(selectionRequired: true))
      fixture.group.select(fixture.toggles[0])
      fixture.hook(fixture.toggles[2], policy)
      #expect(fixture.group.changeAwaitingCommit == nil)
      fixture.toggles[2].tap()
      let change = fixture.group.changeAwaitingCommit
      #expect(change?.oldSelection == [fixture.ids[0]])
      #expect(change?.newSelection == [fixture.ids[2]])
      #expect(change?.cause == .user)
      #expect(fixture.toggles[2].completeCommit(fixture.started[0], with: .success))
      #expect(fixture.group.changeAwaitingCommit == nil)
      #expect(fixture.group.selection == [fixture.ids[2]])
    }
  }

  @Test("G6 G8: a select all's work reads every member it turns on, not a derived mixed")
  func selectAllWorkReadsItsMembers() {
    let fixture = CommitGroup(.multiple, count: 3)
    let (all, _) = makeToggle()
    fixture.group.setSelectAll(all)
    fixture.hook(all, .optimistic)
    fixture.toggles[1].setValue(.on)
    all.tap()
    let change = fixture.group.changeAwaitingCommit
    #expect(change?.oldSelection == [fixture.ids[1]])
    #expect(change?.newSelection == fixture.ids)
  }

  @Test("G8: confirmed: the old selection shows while the work runs, the new one when it succeeds")
  func confirmedWaits() {
    let test = CommitGroup(.exclusive(selectionRequired: false))
    test.toggles[0].setValue(.on)
    test.changes.removeAll()
    test.hook(test.toggles[1], .confirmed)
    test.toggles[1].tap()
    #expect(test.values == [.on, .off, .off])
    #expect(test.toggles[0].isPending && test.toggles[1].isPending)
    test.toggles[1].completeCommit(test.started[0], with: .success)
    #expect(test.values == [.off, .on, .off])
    #expect(
      test.changes == [
        .init(oldSelection: [test.ids[0]], newSelection: [test.ids[1]], cause: .user)
      ])
  }

  @Test("G8 B18: every member's pending look ends after its settled value is shown")
  func membersPendingLooksEndAfterSettledValues() {
    let test = CommitGroup(.exclusive(selectionRequired: false))
    test.toggles[0].setValue(.on)
    test.hook(test.toggles[1], .confirmed)
    test.toggles[1].tap()
    test.toggles[1].completeCommit(test.started[0], with: .success)
    #expect(test.values == [.off, .on, .off])
    for (member, settled) in [(0, ToggleValue.off), (1, .on)] {
      #expect(test.hosts[member].pendingLooks == [true, false], "member \(member)")
      #expect(test.hosts[member].valuesShownAtPendingLooks.last == settled, "member \(member)")
    }
  }

  @Test(
    "G8 B18: while a group change waits, every member's activation is absorbed, with no tap action")
  func activationsAbsorbedWhilePending() {
    let test = CommitGroup(.exclusive(selectionRequired: false))
    test.hook(test.toggles[0], .optimistic)
    test.toggles[0].tap()
    test.toggles[2].tap()  // not part of the change, but in the group
    test.toggles[0].tap()
    #expect(test.values == [.on, .off, .off])
    #expect(test.hosts[2].primaryActions.isEmpty)
    #expect(test.hosts[0].primaryActions == [.pointer])
    #expect(test.started.count == 1)
  }

  @Test(
    "G8 B20: code setting any member while a change waits cancels the work and wins; the rest goes back"
  )
  func codeWinsOverAPendingGroupChange() {
    let test = CommitGroup(.exclusive(selectionRequired: true))
    test.toggles[0].setValue(.on)
    test.hook(test.toggles[1], .optimistic)
    test.toggles[1].tap()
    test.changes.removeAll()
    test.toggles[2].setValue(.on)  // a member the change did not touch
    #expect(test.cancelled == test.started)
    #expect(test.values == [.off, .off, .on])
    #expect(!test.group.isPending && test.toggles.allSatisfy { !$0.isPending })
    #expect(test.changes.last?.newSelection == [test.ids[2]])
    // A late answer is ignored (B20).
    #expect(!test.toggles[1].completeCommit(test.started[0], with: .success))
    #expect(test.values == [.off, .off, .on])
  }

  @Test(
    "G8 B20: code setting the activated member back cancels the change; the old selection returns")
  func codeSettingTheActivatedMemberBack() {
    let test = CommitGroup(.exclusive(selectionRequired: true))
    test.toggles[0].setValue(.on)
    test.hook(test.toggles[1], .optimistic)
    test.toggles[1].tap()
    test.toggles[1].setValue(.off)
    #expect(test.values == [.on, .off, .off])
    #expect(test.cancelled.count == 1)
    #expect(!test.group.isPending)
  }

  @Test("G8: clearing the selection from code while a change waits withdraws it, then clears")
  func clearSelectionWhilePending() {
    let test = CommitGroup(.exclusive(selectionRequired: true))
    test.toggles[0].setValue(.on)
    test.hook(test.toggles[1], .optimistic)
    test.toggles[1].tap()
    test.group.clearSelection()
    #expect(test.values == [.off, .off, .off])
    #expect(test.toggles.allSatisfy { !$0.isPending })
  }

  @Test("G8 G3: a multiple group's counts are checked before any work starts")
  func multipleGroupCommitsWithinLimits() {
    let test = CommitGroup(.multiple(minimum: 0, maximum: 1))
    test.toggles[0].setValue(.on)
    test.hook(test.toggles[1], .optimistic)
    test.toggles[1].tap()  // a second one on: refused by the maximum, no work
    #expect(test.started.isEmpty && test.values == [.on, .off, .off])
    test.toggles[0].setValue(.off)
    test.toggles[1].tap()
    #expect(test.started.count == 1 && test.toggles[1].isPending)
    test.toggles[1].completeCommit(test.started[0], with: .success)
    #expect(test.values == [.off, .on, .off])
  }

  @Test(
    "G8 G6: \"select all\" with work of its own moves every member, pending, and rolls them all back"
  )
  func selectAllWithACommit() {
    let test = CommitGroup(.multiple)
    let (all, _) = makeToggle()
    test.group.setSelectAll(all)
    test.hook(all, .optimistic)
    all.tap()
    #expect(test.values == [.on, .on, .on])
    #expect(test.toggles.allSatisfy { $0.isPending })
    test.toggles[1].tap()  // absorbed
    let failure = ToggleCommitFailure(reason: .timedOut, message: "late")
    all.completeCommit(test.started[0], with: .failure(failure))
    #expect(test.values == [.off, .off, .off])
    #expect(all.value == .off)
    #expect(test.changes.isEmpty)
  }

  @Test("G8 B22: an activated member released without leaving withdraws the change it waits on")
  func activatedMemberReleasedWithoutLeaving() async {
    let group = ToggleGroup(mode: .exclusive(selectionRequired: false))
    let (first, firstHost) = makeToggle()
    group.add(first)
    first.setValue(.on)
    var phases: [ToggleChange.Phase] = []
    firstHost.onChangeNotification = { _, change in phases.append(change.phase) }
    var told: [ToggleGroup.Change] = []
    group.onChange = { told.append($0) }
    weak var released: ToggleCoordinator?
    do {
      // A UIKit member deallocated while its work runs: no `remove`, no `retire`.
      let (second, _) = makeToggle()
      released = second
      group.add(second)
      second.setCommit(.optimistic) { _ in try await Task.sleep(nanoseconds: 60_000_000_000) }
      second.tap()
      #expect(group.isPending && first.value == .off && first.isPending)
    }
    #expect(released == nil, "the group holds its members weakly (B16)")
    await waitUntil { !group.isPending }
    #expect(!group.isPending, "its work can never answer: the change is withdrawn (B22)")
    #expect(first.value == .on && !first.isPending, "the member it moved goes back")
    #expect(phases.contains(.cancelled), "told cancelled, as code's change (B20)")
    #expect(told.isEmpty, "the selection told last stands: nothing to tell (G4)")
    // The group takes activations again.
    first.tap()
    #expect(first.value == .off)
    #expect(group.invariantViolations() == [])
  }

  @Test("G8 B20: a change its member's handlers withdraw as it begins leaves nothing waiting")
  func changeWithdrawnAsItBegins() {
    let group = ToggleGroup(mode: .exclusive(selectionRequired: false))
    let (first, _) = makeToggle()
    group.add(first)
    first.setValue(.on)
    let (saver, saverHost) = makeToggle()
    group.add(saver)
    saver.commitPolicy = .optimistic
    saver.onCommitRequest = { _ in }
    // Told its change is pending, the app sets the saver from code: code wins (B20).
    saverHost.onChangeNotification = { [unowned saver] _, change in
      if change.phase == .pending(.optimistic) { saver.setValue(.off) }
    }
    saver.tap()
    #expect(!group.isPending && !saver.isPending && !first.isPending)
    #expect(first.value == .on && saver.value == .off)
    #expect(group.invariantViolations() == [])
    saverHost.onChangeNotification = nil
    first.tap()  // the group takes activations
    #expect(first.value == .off)
  }

  @Test("G8 B22: a member the change moves, released without leaving, withdraws the change")
  func followerReleasedWithoutLeaving() async {
    let group = ToggleGroup(mode: .exclusive(selectionRequired: false))
    var cancelled: [ToggleCommitRequest] = []
    let (saver, _) = makeToggle()
    do {
      let (first, _) = makeToggle()
      group.add(first)
      first.setValue(.on)
      group.add(saver)
      saver.commitPolicy = .optimistic
      saver.onCommitRequest = { _ in }
      saver.onCommitCancel = { cancelled.append($0) }
      saver.tap()
      #expect(group.isPending && first.value == .off)
    }
    await waitUntil { !group.isPending }
    #expect(!group.isPending && cancelled.count == 1, "its part gone, the change is withdrawn")
    #expect(saver.value == .off && !saver.isPending && group.selection.isEmpty)
  }

  @Test("G6 G8 B22: a select all released while its change waits withdraws it")
  func selectAllReleasedWhileItsChangeWaits() async {
    let test = CommitGroup(.multiple)
    do {
      let (all, _) = makeToggle()
      #expect(test.group.setSelectAll(all))
      test.hook(all, .optimistic)
      all.tap()
      #expect(test.values == [.on, .on, .on] && test.group.isPending)
    }
    await waitUntil { !test.group.isPending }
    #expect(!test.group.isPending && test.values == [.off, .off, .off])
    test.toggles[0].tap()
    #expect(test.values == [.on, .off, .off])
  }

  @Test("G8 B22: a member released while the change waits withdraws it, and the rest goes back")
  func removalWhilePending() {
    let test = CommitGroup(.exclusive(selectionRequired: true))
    test.toggles[0].setValue(.on)
    test.hook(test.toggles[1], .optimistic)
    test.toggles[1].tap()
    test.group.remove(test.toggles[0])
    #expect(test.cancelled == test.started)
    #expect(test.toggles[0].value == .on && test.toggles[1].value == .off)
    #expect(!test.group.isPending)
  }
}
