@_spi(ToggleKitTools) @testable import ToggleKit

/// Drives every entry point of a `ToggleGroup` and its members with hostile arguments and
/// re-entrant callbacks, checking the group's invariants after every step and the documented
/// outcome of each call where it is cheap (G1-G8, B10, B16, B20).
///
/// Hostile members: toggles of no group, of another group, the group's own "select all",
/// members released or removed; member identities never given; answers to a member's
/// requests that are stale, repeated, another member's or forged. Re-entry: the group's
/// `onChange` and `onMembersChange`, each member's handlers, veto and save hooks call a
/// random entry point again, within a budget per step; some remove or let go the member
/// they are told of, and a few let the whole group go (B16: it goes with its last member).
@MainActor
final class HostileGroupRun {
  private var rng: SplitMix64
  private let log: HostileLog
  /// The run's references: the group and every toggle made for it, in or out of it. A
  /// callback may drop them all (B16).
  private var group: ToggleGroup?
  private var toggles: [ToggleCoordinator] = []
  private var hosts: [RecordingHost] = []
  private weak var released: ToggleGroup?
  private var mode: ToggleSelectionMode = .multiple
  /// Another group, whose members are foreign here.
  private let foreign = ToggleGroup(mode: .exclusive(selectionRequired: false))
  private var foreignToggles: [ToggleCoordinator] = []
  private var requests = RequestPool()
  private var depth = 0
  private var budget = 0
  /// Calls made from callbacks, and changes told to `onChange`, since the run began.
  private var nested = 0
  private var told = 0
  /// The selection `onChange` heard last, and toggles let go since the last step.
  private var lastTold: [ToggleGroup.MemberID] = []
  private var releases = 0

  init(seed: UInt64, log: HostileLog) {
    rng = SplitMix64(seed: seed)
    self.log = log
    for _ in 0..<2 {
      let toggle = makeMember()
      foreign.add(toggle)
      foreignToggles.append(toggle)
    }
  }

  /// Runs `steps` top-level calls, checking after each; stops at the first contradiction.
  func run(steps: Int) {
    for step in 0..<steps {
      log.step = step
      if group == nil { makeGroup() }
      budget = rng.chance(4) ? 0 : 6
      call()
      if let released, !foreignToggles.contains(where: { $0.group === released }) {
        log.fail("B16: the group let go inside its own callback is alive after its calls")
      }
      released = nil
      if let group { log.check(group.invariantViolations()) }
      // G4, B10: once a step ends with no change waiting (G8), the last selection told is
      // the selection; a member let go leaves untold (its deinit runs no app code).
      if let group, !group.isPending, group.onChange != nil {
        if releases > 0 { lastTold = group.selection }
        log.expect(
          lastTold == group.selection, "G4 B10",
          "onChange last heard \(lastTold), the selection is \(group.selection)")
      }
      releases = 0
      log.check(foreign.invariantViolations(), " (foreign group)")
      if log.isSpoiled { return }
    }
  }

  // MARK: The group

  private func makeGroup() {
    mode = rng.pick(Hostile.modes)
    log.call("init(mode: \(mode))", depth: 0)
    let group = ToggleGroup(mode: mode)
    toggles.removeAll()
    hosts.removeAll()
    for _ in 0..<rng.below(6) {
      let toggle = makeMember()
      if rng.chance(3) { toggle.setValue(.on) }
      group.add(toggle)
      toggles.append(toggle)
    }
    toggles.append(makeMember())  // one outside the group
    lastTold = group.selection
    group.onChange = { [weak self, weak group] change in
      guard let self else { return }
      told += 1
      // A group let go may live on through a foreign member added to it: its changes are
      // not this group's.
      if self.group === group { lastTold = change.newSelection }
      reenter("group onChange")
    }
    group.onMembersChange = { [weak self] in self?.reenter("onMembersChange") }
    self.group = group
  }

  /// A toggle with re-entrant handlers and veto; its host is kept by the run.
  private func makeMember() -> ToggleCoordinator {
    let (toggle, host) = makeToggle()
    host.onChangeNotification = { [weak self] toggle, _ in self?.reenter("member told", toggle) }
    host.onValueNotification = { [weak self] toggle in self?.reenter("member notified", toggle) }
    host.onPrimaryAction = { [weak self] toggle in self?.reenter("member tap action", toggle) }
    toggle.shouldChange = { [weak self, weak toggle] _ in
      guard let self else { return true }
      reenter("member veto", toggle)
      return !rng.chance(5)
    }
    hosts.append(host)
    return toggle
  }

  /// A member's save hook (G8), answered by the run.
  private func setCommit(on toggle: ToggleCoordinator) {
    toggle.commitPolicy = rng.chance(2) ? .optimistic : .confirmed
    toggle.onCommitRequest = { [weak self, weak toggle] request in
      guard let self else { return }
      requests.remember(request)
      guard let toggle, budget > 0, depth < 3, rng.chance(4) else {
        reenter("save hook", toggle)
        return
      }
      budget -= 1
      nested += 1
      depth += 1
      answer(toggle, request, label: "save hook answers")
      depth -= 1
    }
    toggle.onCommitCancel = { [weak self, weak toggle] request in
      guard let self else { return }
      if let toggle, rng.chance(3) {
        log.call("cancel hook answers its withdrawn request", depth: depth + 1)
        let answered = toggle.completeCommit(request, with: rng.pick(Hostile.outcomes))
        log.expect(!answered, "B20", "an answer to a withdrawn request was taken")
      }
      reenter("cancel hook", toggle)
    }
  }

  /// A callback's re-entry: a random call, the member it is told of removed or let go, or
  /// the whole group let go, within the step's budget.
  private func reenter(_ callback: String, _ toggle: ToggleCoordinator? = nil) {
    guard budget > 0, depth < 3, let group else { return }
    switch rng.below(14) {
    case 0:
      guard let toggle else { return }
      budget -= 1
      nested += 1
      depth += 1
      log.call("\(callback): remove the member told", depth: depth)
      group.remove(toggle)
      depth -= 1
    case 1:
      guard let toggle else { return }
      nested += 1
      log.call("\(callback): let the member told go", depth: depth + 1)
      toggles.removeAll { $0 === toggle }
      releases += 1
    case 2 where rng.chance(16):
      nested += 1
      log.call("\(callback): let the group and its members go", depth: depth + 1)
      released = group
      self.group = nil
      toggles.removeAll()
    case 3...6:
      budget -= 1
      nested += 1
      depth += 1
      log.call("\(callback):", depth: depth)
      call()
      depth -= 1
    default:
      return
    }
  }

  // MARK: Choices

  /// A toggle: mostly a member, else one outside, the "select all", or a foreign member.
  private func anyToggle(_ group: ToggleGroup) -> ToggleCoordinator {
    switch rng.below(10) {
    case 0...5:
      let members = group.members
      return members.isEmpty ? makeOutsider() : rng.pick(members)
    case 6: return group.selectAll ?? makeOutsider()
    case 7: return rng.pick(foreignToggles)
    default: return toggles.isEmpty ? makeOutsider() : rng.pick(toggles)
    }
  }

  /// Whether the toggle waits for a save of its own, begun outside any group: one that
  /// joins a group then moves it untold when the save answers, a known issue
  /// (`HostileInputTests.memberWhoseSaveBeganBeforeItJoined`), which the run does not make.
  private func savesOnItsOwn(_ toggle: ToggleCoordinator) -> Bool {
    toggle.pendingCommit != nil && toggle.group?.isPending != true
  }

  private func makeOutsider() -> ToggleCoordinator {
    let toggle = makeMember()
    toggles.append(toggle)
    return toggle
  }

  private func name(_ toggle: ToggleCoordinator, in group: ToggleGroup) -> String {
    if let id = group.id(of: toggle) { return "member \(id)" }
    if toggle === group.selectAll { return "select all" }
    if foreignToggles.contains(where: { $0 === toggle }) { return "foreign member" }
    return "outsider"
  }

  // MARK: Calls

  /// One random call of the group's or a member's entry points.
  private func call() {
    guard let group else { return }
    switch rng.below(34) {
    case 0...4: activate(group)
    case 5: activateSelectAll(group)
    case 6...8: setValue(group)
    case 9: add(group)
    case 10: remove(group)
    case 11: select(group)
    case 12: clearSelection(group)
    case 13: setSelectAll(group)
    case 14: settings(group)
    case 15: commitHook(group)
    case 16...18: completeCommit(group)
    case 19: focus(group)
    case 20: release(group)
    case 21: read(group)
    case 22: answerLoop(group)
    case 23: retire(group)
    case 24: foreignActivity()
    case 25...27: activate(group)
    default: setValue(group)
    }
  }

  /// B7, G2-G4: a member's input, non-finite coordinates included.
  private func activate(_ group: ToggleGroup) {
    let toggle = anyToggle(group)
    let label = name(toggle, in: group)
    switch rng.below(5) {
    case 0:
      log.call("\(label).tap()", depth: depth)
      toggle.tap()
    case 1:
      log.call("\(label) space", depth: depth)
      toggle.keyDown(.space)
      toggle.keyUp(.space)
    case 2:
      log.call("\(label) enter", depth: depth)
      toggle.keyDown(.enter)
    case 3:
      log.call("\(label) pointer at NaN, up at infinity", depth: depth)
      toggle.pointerDown(x: .nan, y: .nan)
      toggle.pointerUp(x: .infinity, y: 20)
    default:
      log.call("\(label).accessibilityActivate()", depth: depth)
      toggle.accessibilityActivate()
    }
  }

  /// G6: the "select all" toggle's input.
  private func activateSelectAll(_ group: ToggleGroup) {
    guard let selectAll = group.selectAll else { return }
    log.call("selectAll.tap()", depth: depth)
    selectAll.tap()
  }

  /// B1, B2, G5: code's set of a member (or of "select all"); mixed where it is not allowed
  /// and the value held are refused, changing nothing.
  private func setValue(_ group: ToggleGroup) {
    let toggle = anyToggle(group)
    if rng.chance(4) {
      log.call("\(name(toggle, in: group)).toggle()", depth: depth)
      toggle.toggle()
      return
    }
    let value = rng.pick(Hostile.values)
    let before = toggle.value
    let refused = value == before || (value == .mixed && !toggle.allowsMixed)
    log.call("\(name(toggle, in: group)).setValue(\(value))", depth: depth)
    let changed = toggle.setValue(value)
    if refused {
      log.expect(!changed, "B1", "setValue(\(value)) of a toggle showing \(before) was taken")
      log.expect(toggle.value == before, "B1", "a refused setValue changed the toggle")
    }
  }

  /// G1: a member added again keeps its identity and changes nothing; a new one is in.
  private func add(_ group: ToggleGroup) {
    let toggle = anyToggle(group)
    guard !savesOnItsOwn(toggle) else { return }
    let existing = group.id(of: toggle)
    let selection = group.selection
    let mark = nested
    log.call("add(\(name(toggle, in: group)))", depth: depth)
    let id = group.add(toggle)
    if let existing {
      log.expect(id == existing, "G1", "a member added again got \(id), not \(existing)")
      log.expect(group.selection == selection, "G1", "a member added again changed the selection")
    } else if depth == 0, nested == mark {
      log.expect(
        group.id(of: toggle) == id && group.member(id) === toggle, "G1",
        "a toggle added as \(id) is not found under it")
    }
  }

  /// G1: removing a toggle that is no member changes nothing; a member leaves, keeping its
  /// value when no save moves it.
  private func remove(_ group: ToggleGroup) {
    let toggle = anyToggle(group)
    let isMember = group.id(of: toggle) != nil
    let isSelectAll = toggle === group.selectAll
    let (selection, members, value) = (group.selection, group.members.count, toggle.value)
    let saving = group.isPending || toggle.pendingCommit != nil
    let mark = nested
    log.call("remove(\(name(toggle, in: group)))", depth: depth)
    group.remove(toggle)
    if !isMember, !isSelectAll {
      log.expect(
        group.selection == selection && group.members.count == members, "G1",
        "removing a toggle of no membership changed the group")
    } else if isMember, depth == 0, nested == mark {
      log.expect(group.id(of: toggle) == nil, "G1", "a removed member is still in")
      if !saving { log.expect(toggle.value == value, "G1", "a removed member's value moved") }
    }
  }

  /// G5: selecting a toggle that is no member changes nothing; a member is selected.
  private func select(_ group: ToggleGroup) {
    let toggle: ToggleCoordinator? = rng.chance(4) ? nil : anyToggle(group)
    let isMember = toggle.map { group.id(of: $0) != nil } ?? true
    let selection = group.selection
    let mark = nested
    log.call("select(\(toggle.map { name($0, in: group) } ?? "nil"))", depth: depth)
    group.select(toggle)
    if !isMember {
      log.expect(
        group.selection == selection, "G5", "selecting a toggle of no membership changed the group")
    } else if depth == 0, nested == mark {
      if let toggle {
        log.expect(toggle.value == .on, "G5", "a member selected from code is \(toggle.value)")
      } else {
        log.expect(group.selection.isEmpty, "G5", "select(nil) left \(group.selection) on")
      }
    }
  }

  /// G1, G5: code clears the selection, even a required one.
  private func clearSelection(_ group: ToggleGroup) {
    let mark = nested
    log.call("clearSelection()", depth: depth)
    group.clearSelection()
    if depth == 0, nested == mark {
      log.expect(group.selection.isEmpty, "G5", "clearSelection left \(group.selection) on")
    }
  }

  /// G6: refused in an exclusive group; otherwise the toggle is "select all" and no member.
  private func setSelectAll(_ group: ToggleGroup) {
    let toggle: ToggleCoordinator? = rng.chance(4) ? nil : anyToggle(group)
    if let toggle, savesOnItsOwn(toggle) { return }
    let before = group.selectAll
    let mark = nested
    log.call("setSelectAll(\(toggle.map { name($0, in: group) } ?? "nil"))", depth: depth)
    let done = group.setSelectAll(toggle)
    if case .exclusive = mode {
      log.expect(!done && group.selectAll === before, "G6", "an exclusive group took a select all")
    } else if depth == 0, nested == mark {
      log.expect(done, "G6", "a multiple group refused a select all")
      log.expect(
        group.selectAll === toggle && toggle.map { group.id(of: $0) == nil } ?? true, "G6",
        "the select all is not the one set, or is a member too")
    }
  }

  /// B1, B4, B6: a member's settings.
  private func settings(_ group: ToggleGroup) {
    let toggle = anyToggle(group)
    let flag = rng.chance(2)
    switch rng.below(3) {
    case 0:
      log.call("\(name(toggle, in: group)).allowsMixed = \(flag)", depth: depth)
      toggle.allowsMixed = flag
    case 1:
      log.call("\(name(toggle, in: group)).autotoggle = \(flag)", depth: depth)
      toggle.autotoggle = flag
    default:
      log.call("\(name(toggle, in: group)).isEnabled = \(flag)", depth: depth)
      toggle.isEnabled = flag
    }
  }

  /// B17, B20, G8: a member's hook set or removed.
  private func commitHook(_ group: ToggleGroup) {
    let toggle = anyToggle(group)
    switch rng.below(3) {
    case 0:
      log.call("\(name(toggle, in: group)).removeCommit()", depth: depth)
      toggle.removeCommit()
    case 1:
      log.call("\(name(toggle, in: group)).withdrawPendingCommit()", depth: depth)
      toggle.withdrawPendingCommit()
    default:
      log.call("\(name(toggle, in: group)) save hook", depth: depth)
      setCommit(on: toggle)
    }
  }

  /// B19, B20, G8: answers to pending, stale, repeated, another member's and forged requests.
  private func completeCommit(_ group: ToggleGroup) {
    let toggle = anyToggle(group)
    let pending = group.members.compactMap(\.pendingCommit)
    let request: ToggleCommitRequest
    switch rng.below(5) {
    case 0: request = Hostile.forgedRequest(using: &rng)
    case 1, 2: request = pending.isEmpty ? requests.pick(using: &rng) : rng.pick(pending)
    default: request = requests.pick(using: &rng)
    }
    answer(toggle, request, label: "\(name(toggle, in: group)).completeCommit")
  }

  /// Answers `request` on `toggle`: taken exactly when it is the toggle's pending one (B20),
  /// and then a second answer is ignored.
  private func answer(_ toggle: ToggleCoordinator, _ request: ToggleCommitRequest, label: String) {
    let outcome = rng.pick(Hostile.outcomes)
    let isPending = toggle.pendingCommit == request
    let value = toggle.value
    log.call("\(label)(#\(request.id) \(request.policy), \(outcome))", depth: depth)
    let taken = toggle.completeCommit(request, with: outcome)
    log.expect(
      taken == isPending, "B20",
      "an answer to #\(request.id) returned \(taken), pending \(isPending)")
    if !isPending {
      log.expect(toggle.value == value, "B20", "an answer not taken changed the toggle")
    } else if rng.chance(2) {
      log.expect(
        !toggle.completeCommit(request, with: outcome), "B20",
        "a second answer to #\(request.id) was taken")
    }
  }

  /// G7: arrows and focus from members, outsiders and foreign members.
  private func focus(_ group: ToggleGroup) {
    let toggle = anyToggle(group)
    let direction: ToggleGroup.Direction = rng.pick([.next, .previous, .first, .last])
    let isMember = group.members.contains { $0 === toggle }
    if rng.chance(2) {
      log.call("arrow(from: \(name(toggle, in: group)), \(direction))", depth: depth)
      let target = group.arrow(from: toggle, direction)
      if !isMember {
        log.expect(target == nil, "G7", "an arrow from a toggle of no membership moved")
      }
    } else {
      log.call("focusArrived(at: \(name(toggle, in: group)))", depth: depth)
      let selection = group.selection
      group.focusArrived(at: toggle)
      if !isMember {
        log.expect(
          group.selection == selection, "G7", "focus on a toggle of no membership selected")
      }
    }
    if !isMember {
      log.expect(
        group.neighbor(of: toggle, direction) == nil && group.position(of: toggle) == nil, "G7",
        "a toggle of no membership has a neighbour or a position")
    }
    _ = group.tabStop
  }

  /// G1, B16: a member let go leaves the group.
  private func release(_ group: ToggleGroup) {
    guard !toggles.isEmpty else { return }
    let index = rng.below(toggles.count)
    log.call("let \(name(toggles[index], in: group)) go", depth: depth)
    toggles.remove(at: index)
    releases += 1
  }

  /// G1: identities never given, or of members gone, find no member.
  private func read(_ group: ToggleGroup) {
    let raw = rng.pick([0, 1, 3, 999, UInt64.max, rng.next()])
    log.call("member(#\(raw))", depth: depth)
    let id = ToggleGroup.MemberID(rawValue: raw)
    if let member = group.member(id) {
      log.expect(group.id(of: member) == id, "G1", "member(\(id)) is a toggle of another identity")
    }
    _ = (group.selection, group.isPending, group.changeAwaitingCommit, group.members.count)
  }

  /// B10, G4: an `onChange` that answers every change with another is stopped after 64
  /// answers, and members take sets again once the delivery ends.
  private func answerLoop(_ group: ToggleGroup) {
    // With no save anywhere: a withdrawn save's change would take answers of its own.
    guard depth == 0, !group.isPending, let member = group.members.first,
      !group.members.contains(where: { $0.pendingCommit != nil })
    else { return }
    let saved = (budget, group.onChange)
    budget = 0
    var answers = 0
    group.onChange = { [weak self, weak member, weak group] change in
      if self?.group === group { self?.lastTold = change.newSelection }
      guard let member else { return }
      if member.setValue(member.value == .on ? .off : .on) { answers += 1 }
    }
    log.call("answer loop on \(name(member, in: group))", depth: depth)
    let started = member.setValue(member.value == .on ? .off : .on)
    group.onChange = saved.1
    budget = saved.0
    log.expect(started, "B2", "a member's set from code was refused")
    log.expect(
      answers == AnswerQueue<Int>.limit, "B10", "the loop was stopped after \(answers) answers")
    log.expect(
      member.setValue(member.value == .on ? .off : .on), "B10",
      "a set after the loop's delivery was refused")
  }

  /// B22, G1: a toolkit's teardown of a member (GTK's dispose): it leaves the group and
  /// its save.
  private func retire(_ group: ToggleGroup) {
    let toggle = anyToggle(group)
    guard !foreignToggles.contains(where: { $0 === toggle }) else { return }
    let mark = nested
    log.call("\(name(toggle, in: group)).retire()", depth: depth)
    toggle.retire()
    if depth == 0, nested == mark {
      log.expect(
        toggle.group == nil && toggle.pendingCommit == nil, "B22",
        "a retired toggle is still in a group or saving")
    }
  }

  /// The foreign group's own life.
  private func foreignActivity() {
    let toggle = rng.pick(foreignToggles)
    log.call("foreign member tap", depth: depth)
    toggle.tap()
  }
}
