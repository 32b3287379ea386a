import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// Three members, each with a recording host, in a group of `mode`.
@MainActor
private func makeGroup(_ mode: ToggleSelectionMode, count: Int = 3) -> (
  ToggleGroup, [ToggleCoordinator], [RecordingHost], GroupLog
) {
  let group = ToggleGroup(mode: mode)
  var toggles: [ToggleCoordinator] = []
  var hosts: [RecordingHost] = []
  for _ in 0..<count {
    let (toggle, host) = makeToggle()
    group.add(toggle)
    toggles.append(toggle)
    hosts.append(host)
  }
  let log = GroupLog()
  group.onChange = { log.changes.append($0) }
  return (group, toggles, hosts, log)
}

@MainActor
private final class GroupLog {
  var changes: [ToggleGroup.Change] = []
}

@Suite("G1-G7 Toggle groups")
@MainActor
struct ToggleGroupTests {
  @Test("G2: exclusive: activating a member selects it and turns the selected one off, off first")
  func exclusiveSelects() {
    let (group, toggles, hosts, log) = makeGroup(.exclusive(selectionRequired: false))
    toggles[0].tap()
    toggles[2].tap()
    #expect(toggles.map(\.value) == [.off, .off, .on])
    #expect(hosts[0].valueNotifications == [.on, .off])
    #expect(hosts[2].valueNotifications == [.on])
    let ids = toggles.map { group.id(of: $0)! }
    #expect(log.changes.last == .init(oldSelection: [ids[0]], newSelection: [ids[2]], cause: .user))
    #expect(log.changes.count == 2)
  }

  @Test("G4: one user action: the member off, the member on, the group change, then the tap action")
  func order() {
    let (group, toggles, hosts, _) = makeGroup(.exclusive(selectionRequired: false))
    toggles[0].tap()
    var order: [String] = []
    hosts[0].onValueNotification = { _ in order.append("0 off") }
    hosts[1].onValueNotification = { _ in order.append("1 on") }
    hosts[1].onPrimaryAction = { _ in order.append("1 tap") }
    group.onChange = { _ in order.append("group") }
    toggles[1].tap()
    #expect(order == ["0 off", "1 on", "group", "1 tap"])
  }

  @Test(
    "G4, B10: an activation that would turn off a member whose change is being told is dropped whole"
  )
  func activationDuringMemberDeliveryIsDropped() {
    let (group, toggles, hosts, log) = makeGroup(.exclusive(selectionRequired: false))
    defer { withExtendedLifetime(group) {} }
    var handled = false
    hosts[0].onChangeNotification = { _, _ in
      guard !handled else { return }
      handled = true
      // Inside member 0's delivery: this would turn member 0 off in a nested delivery of its own.
      toggles[1].tap()
      // A change made here must still wait for the delivery in progress (B10).
      toggles[0].setValue(.mixed)
    }
    toggles[0].allowsMixed = true
    toggles[0].setValue(.on)
    #expect(toggles[1].value == .off, "the nested activation is dropped, as B10 drops one")
    #expect(hosts[1].primaryActions.isEmpty && hosts[1].valueNotifications.isEmpty, "whole")
    #expect(toggles[0].value == .mixed)
    #expect(
      hosts[0].toldChanges.map(\.newValue) == [.on, .mixed], "told in order, after the first")
    #expect(log.changes.allSatisfy { $0.cause == .programmatic }, "no group change by the user")
  }

  @Test(
    "G3, B10: in a multiple group, activating another member while one is telling a change works")
  func multipleActivationDuringMemberDelivery() {
    let (group, toggles, hosts, _) = makeGroup(.multiple(minimum: 0, maximum: 3))
    defer { withExtendedLifetime(group) {} }
    hosts[0].onChangeNotification = { _, _ in
      if toggles[1].value == .off { toggles[1].tap() }
    }
    toggles[0].setValue(.on)
    #expect(toggles.map(\.value) == [.on, .on, .off], "only the activated member changes")
    #expect(hosts[1].primaryActions == [.pointer])
  }

  @Test(
    "G4, B10: an onChange handler that sets a member from code, then activates one, still has it dropped"
  )
  func activationAfterNestedGroupChangeIsDropped() {
    let (group, toggles, hosts, log) = makeGroup(.exclusive(selectionRequired: false))
    var handled = false
    group.onChange = { change in
      log.changes.append(change)
      guard !handled else { return }
      handled = true
      toggles[1].setValue(.on)  // tells a nested group change, from code
      toggles[2].tap()
    }
    toggles[0].tap()
    #expect(toggles.map(\.value) == [.off, .on, .off])
    #expect(hosts[2].primaryActions.isEmpty, "the tap after the nested change is dropped too")
    #expect(log.changes.map(\.cause) == [.user, .programmatic])
  }

  @Test(
    "G7, B10: a member's own handler moving group focus to it changes nothing inside its delivery")
  func focusArrivalFromOwnDeliveryIsDropped() {
    let (group, toggles, hosts, _) = makeGroup(.exclusive(selectionRequired: false))
    defer { withExtendedLifetime(group) {} }
    toggles[0].allowsMixed = true
    var handled = false
    hosts[0].onChangeNotification = { toggle, _ in
      guard !handled else { return }
      handled = true
      group.focusArrived(at: toggle)  // would turn member 0 on inside its own delivery
      toggle.setValue(.off)
    }
    toggles[0].setValue(.mixed)
    #expect(toggles[0].value == .off)
    #expect(hosts[0].toldChanges.map(\.newValue) == [.mixed, .off], "in order, none nested")
    #expect(hosts[0].valueNotifications.isEmpty)
  }

  @Test("G4, B10: an activation from the group's onChange is dropped: one action, one group change")
  func activationFromGroupChangeIsDropped() {
    let (group, toggles, hosts, log) = makeGroup(.exclusive(selectionRequired: false))
    group.onChange = { change in
      log.changes.append(change)
      toggles[2].tap()
    }
    toggles[0].tap()
    #expect(toggles.map(\.value) == [.on, .off, .off])
    #expect(log.changes.count == 1)
    #expect(hosts[2].primaryActions.isEmpty)
    #expect(hosts[0].primaryActions == [.pointer], "the activated member's tap action still comes")
  }

  @Test(
    "G4: a member selected from code by a handler during a user action goes off again; one stays selected",
    arguments: [0, 2])
  func handlerSelectionDuringActionKeepsOneSelected(selectedByHandler: Int) {
    let (group, toggles, hosts, log) = makeGroup(.exclusive(selectionRequired: false), count: 4)
    toggles[1].tap()
    var handled = false
    hosts[1].onValueNotification = { toggle in
      guard toggle.value == .off, !handled else { return }
      handled = true
      group.select(toggles[selectedByHandler])
    }
    toggles[3].tap()
    #expect(
      toggles.map(\.value) == [.off, .off, .off, .on], "the user's selection, made last, stands")
    #expect(hosts[selectedByHandler].toldChanges.map(\.newValue) == [.on, .off])
    #expect(
      hosts[selectedByHandler].toldChanges.map(\.cause) == [.programmatic, .programmatic]
        && hosts[selectedByHandler].valueNotifications.isEmpty,
      "both from code: the group undoes the handler's selection, the user did not")
    #expect(log.changes.last?.newSelection == [group.id(of: toggles[3])!])
  }

  @Test("G2: exclusive optional: activating the selected member clears the selection")
  func optionalClears() {
    let (group, toggles, _, log) = makeGroup(.exclusive(selectionRequired: false))
    defer { withExtendedLifetime(group) {} }  // the app keeps its group; members hold it weakly
    toggles[1].tap()
    toggles[1].tap()
    #expect(toggles.map(\.value) == [.off, .off, .off])
    #expect(log.changes.last?.newSelection == [])
  }

  @Test(
    "G2: exclusive required: activating the selected member changes nothing but sends its tap action"
  )
  func requiredKeeps() {
    let (group, toggles, hosts, log) = makeGroup(.exclusive(selectionRequired: true))
    defer { withExtendedLifetime(group) {} }  // the app keeps its group; members hold it weakly
    toggles[1].tap()
    toggles[1].tap()
    #expect(toggles[1].value == .on)
    #expect(hosts[1].valueNotifications == [.on])
    #expect(hosts[1].primaryActions == [.pointer, .pointer])
    #expect(log.changes.count == 1)
  }

  @Test("G3: multiple with limits: an activation that would leave them is refused, as a veto (B5)")
  func multipleLimits() {
    let (group, toggles, hosts, _) = makeGroup(.multiple(minimum: 1, maximum: 2))
    defer { withExtendedLifetime(group) {} }  // the app keeps its group; members hold it weakly
    toggles[0].tap()
    toggles[1].tap()
    toggles[2].tap()  // a third would exceed 2
    #expect(toggles.map(\.value) == [.on, .on, .off])
    #expect(hosts[2].primaryActions == [.pointer])
    toggles[0].tap()
    toggles[1].tap()  // the last one on cannot go: minimum 1
    #expect(toggles.map(\.value) == [.off, .on, .off])
  }

  @Test("B5 G2: a member's veto or autotoggle off keeps the whole group as it is")
  func memberVeto() {
    let (group, toggles, _, log) = makeGroup(.exclusive(selectionRequired: false))
    defer { withExtendedLifetime(group) {} }  // the app keeps its group; members hold it weakly
    toggles[0].tap()
    toggles[1].shouldChange = { _ in false }
    toggles[1].tap()
    #expect(toggles.map(\.value) == [.on, .off, .off])
    #expect(log.changes.count == 1)
  }

  @Test("G5 B2: selecting from code turns the other off, with no user notification")
  func codeSelects() {
    let (group, toggles, hosts, log) = makeGroup(.exclusive(selectionRequired: true))
    group.select(toggles[2])
    toggles[0].setValue(.on)
    #expect(toggles.map(\.value) == [.on, .off, .off])
    #expect(hosts.allSatisfy { $0.valueNotifications.isEmpty })
    #expect(log.changes.map(\.cause) == [.programmatic, .programmatic])
    group.select(nil)  // code may leave even a required group empty
    #expect(group.selection.isEmpty)
  }

  @Test("G6: select all is derived: none off, some mixed, all on")
  func selectAllDerived() {
    let (group, toggles, _, _) = makeGroup(.multiple)
    let (all, allHost) = makeToggle()
    #expect(group.setSelectAll(all))
    #expect(all.value == .off)
    toggles[0].tap()
    #expect(all.value == .mixed)
    toggles[1].tap()
    toggles[2].tap()
    #expect(all.value == .on)
    #expect(allHost.valueNotifications.isEmpty)  // derived, from code
  }

  @Test("G6: activating select all turns every member on, then off, as one group change")
  func selectAllActivates() {
    let (group, toggles, hosts, log) = makeGroup(.multiple)
    let (all, allHost) = makeToggle()
    group.setSelectAll(all)
    toggles[1].tap()
    let before = log.changes.count
    all.tap()  // from mixed: on
    #expect(toggles.map(\.value) == [.on, .on, .on])
    #expect(all.value == .on)
    #expect(log.changes.count == before + 1)
    #expect(hosts[0].valueNotifications == [.on])
    #expect(hosts[1].valueNotifications == [.on])
    #expect(allHost.valueNotifications == [.on])
    all.tap()
    #expect(toggles.map(\.value) == [.off, .off, .off])
    #expect(!ToggleGroup(mode: .exclusive(selectionRequired: false)).setSelectAll(all))
  }

  @Test("G1 B16: a released member leaves the group; the group keeps no member alive")
  func releasedMemberLeaves() {
    let group = ToggleGroup(mode: .exclusive(selectionRequired: false))
    let (kept, _) = makeToggle()
    group.add(kept)
    weak var gone: ToggleCoordinator?
    do {
      let (member, _) = makeToggle()
      group.add(member)
      member.setValue(.on)
      gone = member
    }
    #expect(gone == nil)
    #expect(group.members.count == 1)
    #expect(group.selection.isEmpty)
  }

  @Test("G1 B16: members keep their group alive; it goes with the last of them")
  func groupLifetime() {
    weak var weakGroup: ToggleGroup?
    var (member, _) = makeToggle()
    do {
      let group = ToggleGroup(mode: .multiple)
      group.add(member)
      let (all, _) = makeToggle()
      group.setSelectAll(all)
      weakGroup = group
    }
    #expect(weakGroup != nil)
    member = ToggleCoordinator()
    #expect(weakGroup == nil)
  }

  @Test("G1: adding a member that is on to an exclusive group with a selection turns it off")
  func addKeepsExclusive() {
    let (group, toggles, _, _) = makeGroup(.exclusive(selectionRequired: false))
    toggles[0].setValue(.on)
    let (late, _) = makeToggle()
    late.setValue(.on)
    group.add(late)
    #expect(late.value == .off)
    #expect(group.selection == [group.id(of: toggles[0])!])
    group.remove(toggles[0])
    #expect(group.selection.isEmpty)
    #expect(toggles[0].value == .on)  // a removed member keeps its value
    #expect(toggles[0].group == nil)
  }

  @Test("G7: one Tab stop, arrows wrap and skip disabled members, Home and End")
  func keyboard() {
    let (group, toggles, _, _) = makeGroup(.multiple, count: 4)
    #expect(group.tabStop === toggles[0])
    toggles[2].setValue(.on)
    #expect(group.tabStop === toggles[2])
    toggles[3].isEnabled = false
    #expect(group.neighbor(of: toggles[2], .next) === toggles[0])
    #expect(group.neighbor(of: toggles[0], .previous) === toggles[2])
    #expect(group.neighbor(of: toggles[1], .last) === toggles[2])
    #expect(group.neighbor(of: toggles[2], .first) === toggles[0])
    #expect(group.position(of: toggles[1])! == (2, 4))
  }

  @Test("G7: in an exclusive group an arrow selects where it lands, as a user activation")
  func arrowSelects() {
    let (group, toggles, hosts, log) = makeGroup(.exclusive(selectionRequired: true))
    toggles[0].tap()
    let target = group.arrow(from: toggles[0], .next)
    #expect(target === toggles[1])
    #expect(toggles.map(\.value) == [.off, .on, .off])
    #expect(hosts[1].valueNotifications == [.on])
    #expect(hosts[1].primaryActions.isEmpty)  // moving focus is not pressing: no tap action
    #expect(log.changes.last?.cause == .user)
  }

  @Test("G3: a group below its minimum can still be filled one by one, and emptied no further")
  func belowMinimum() {
    let (group, toggles, _, _) = makeGroup(.multiple(minimum: 2, maximum: nil))
    defer { withExtendedLifetime(group) {} }
    toggles[0].tap()
    #expect(toggles[0].value == .on)  // 1 of at least 2: closer, so allowed
    toggles[0].tap()
    #expect(toggles[0].value == .on)  // back to 0: further out, refused
    toggles[1].tap()
    #expect(toggles.filter { $0.value == .on }.count == 2)
    toggles[1].tap()
    #expect(toggles[1].value == .on)  // 2 -> 1 would go below the minimum: refused
  }

  @Test("B6 G6: select all leaves disabled members as they are")
  func selectAllSkipsDisabled() {
    let (group, toggles, hosts, _) = makeGroup(.multiple)
    defer { withExtendedLifetime(group) {} }
    let (all, _) = makeToggle()
    group.setSelectAll(all)
    toggles[2].isEnabled = false
    all.tap()
    #expect(toggles.map(\.value) == [.on, .on, .off])
    #expect(hosts[2].valueNotifications.isEmpty)
    #expect(all.value == .mixed)
  }

  @Test(
    "B10 G4: a handler that selects another member during a group change ends with one selected")
  func reentrantHandler() {
    let (group, toggles, hosts, log) = makeGroup(.exclusive(selectionRequired: false))
    hosts[0].onValueNotification = { _ in group.select(toggles[2]) }
    toggles[0].tap()
    #expect(toggles.filter { $0.value == .on }.count == 1)
    #expect(toggles[2].value == .on)
    #expect(log.changes.last?.newSelection == [group.id(of: toggles[2])!])
  }

  @Test(
    "G1: the group a member leaves tells its members' observer after the add, which counts it once"
  )
  func membersObserverOfTheGroupLeftRunsAfterTheAdd() {
    let first = ToggleGroup(mode: .multiple)
    let second = ToggleGroup(mode: .multiple)
    let (member, _) = makeToggle()
    member.setValue(.on)
    first.add(member)
    var told: [Int] = []
    // An app that answers a member leaving by putting it in the group again.
    first.onMembersChange = {
      told.append(second.members.count)
      second.add(member)
    }
    second.add(member)
    #expect(told == [1])  // told once the member was in `second`, not halfway
    #expect(second.members.count == 1)
    #expect(second.selection.count == 1)
    #expect(first.members.isEmpty)
  }
}

@Suite("G2 G3: the selection rules for toolkits that keep the selection themselves")
struct GroupSelectionRuleTests {
  @Test(
    "G2: exclusive: another member replaces; the selected one clears (optional) or stays (required)"
  )
  func exclusive() {
    let optional = ToggleSelectionMode.exclusive(selectionRequired: false)
    let required = ToggleSelectionMode.exclusive(selectionRequired: true)
    #expect(optional.selection(afterActivating: "b", in: ["a"]) == ["b"])
    #expect(optional.selection(afterActivating: "a", in: ["a"]) == [])
    #expect(required.selection(afterActivating: "a", in: ["a"]) == ["a"])
    #expect(required.selection(afterActivating: "a", in: []) == ["a"])
  }

  @Test("G3: multiple: toggles the member, refused outside the counts")
  func multiple() {
    let mode = ToggleSelectionMode.multiple(minimum: 1, maximum: 2)
    #expect(mode.selection(afterActivating: 2, in: [1]) == [1, 2])
    #expect(mode.selection(afterActivating: 3, in: [1, 2]) == nil)
    #expect(mode.selection(afterActivating: 1, in: [1]) == nil)
    #expect(ToggleSelectionMode.multiple.selection(afterActivating: 1, in: [1]) == [])
  }
}
