@_spi(ToggleKitTools) import ToggleKit

/// G1-G6: a group and its members against GroupModel: one sequence of events, drawn from `rng`, through the real thing and the
/// reference model together; nil when they agree, else what diverged and the last events.
/// What the members and the group tell is written down in one log, in the order it is
/// heard, and compared with the model's stream by stream and in G4's order.
/// Shared by the model-based tests (seeded) and the fuzzer (`Tests/Fuzz`, bytes as draws).
@MainActor
enum GroupModelRun {
  /// Runs one seeded sequence through a real group and the model; the first divergence, or nil.
  static func run<R: RandomNumberGenerator>(
    rng: inout R, label: String, kind: GroupModel.Kind, length: Int
  ) -> String? {
    let count = 4
    var model = GroupModel(kind: kind, count: count)
    let group = ToggleGroup(mode: kind.mode)
    var toggles: [ToggleCoordinator?] = []
    var hosts: [RecordingHost] = []
    var vetoes: [Bool] = Array(repeating: false, count: count)
    let log = GroupHeardLog()
    var indexOfID: [ToggleGroup.MemberID: Int] = [:]
    for index in 0..<count {
      let (toggle, host) = makeToggle()
      toggle.shouldChange = { _ in !vetoes[index] }
      indexOfID[group.add(toggle)] = index
      log.listen(to: host, as: index)
      toggles.append(toggle)
      hosts.append(host)
    }
    let (all, allHost) = makeToggle()
    log.listen(to: allHost, as: GroupModel.selectAllIndex)
    if kind == .multipleWithSelectAll { group.setSelectAll(all) }
    var groupChanges = 0
    group.onChange = { change in
      groupChanges += 1
      let indices = { (ids: [ToggleGroup.MemberID]) in ids.map { indexOfID[$0] ?? -1 } }
      log.heard.append(
        .group(indices(change.oldSelection), indices(change.newSelection), change.cause))
    }
    var recent: [String] = []
    for step in 0..<length {
      let event = GroupEvent.random(count: count, using: &rng)
      recent = Array((recent + [event.description]).suffix(12))
      let heardBefore = log.heard.count
      model.apply(event)
      switch event {
      case .activate(let index): toggles[index]?.accessibilityActivate()
      case .activateSelectAll: if kind == .multipleWithSelectAll { all.accessibilityActivate() }
      case .setFromCode(let index, let on): toggles[index]?.setValue(ToggleValue(isOn: on))
      case .clearFromCode: if case .exclusive = kind.mode { group.select(nil) }
      case .release(let index): toggles[index] = nil
      case .setVeto(let index, let on): vetoes[index] = on
      case .setEnabled(let index, let on): toggles[index]?.isEnabled = on
      }
      // What was heard, and what the model says; where the contract leaves open whether
      // the group tells a change (after a member was released), the model takes what the
      // group did (G1 gap, see GroupModel's `.release`).
      if kind == .multipleWithSelectAll { model.observeSelectAll(all.value) }
      let heard = Array(log.heard[heardBefore...])
      let optional = model.optionalGroupChange
      var (told, order) = model.takeHeard()
      if let optional, heard.contains(optional) {
        model.acceptGroupChange(optional)
        let beforeTap = order.last?.first.map { if case .tapped = $0 { true } else { false } }
        order.insert([optional], at: beforeTap == true ? order.count - 1 : order.count)
      }
      let values = toggles.map { $0.map { $0.value == .on } }
      let expectedValues = model.members.map { $0.alive ? $0.on : nil }
      let notifications = hosts.map(\.valueNotifications.count)
      let primary = hosts.map(\.primaryActions.count)
      // G1-G6: the group's own state holds together after every event; a broken one is a
      // divergence, counted as the model's are, not a trap that ends the run.
      var problems = group.invariantViolations()
      if values != expectedValues { problems.append("values \(values) != \(expectedValues)") }
      if notifications != model.members.map(\.notifications) {
        problems.append("notifications \(notifications) != \(model.members.map(\.notifications))")
      }
      if primary != model.members.map(\.primaryActions) {
        problems.append("tap actions \(primary) != \(model.members.map(\.primaryActions))")
      }
      if kind == .multipleWithSelectAll,
        all.value != model.selectAll
          || allHost.valueNotifications.count != model.selectAllNotifications
          || allHost.primaryActions.count != model.selectAllPrimaryActions
      {
        problems.append("select all \(all.value) != \(model.selectAll)")
      }
      // G2, G4: an exclusive group never ends an action with two selected.
      let on = group.members.filter { $0.value == .on }.count
      if case .exclusive = kind.mode, on > 1 {
        problems.append("\(on) selected in an exclusive group")
      }
      if groupChanges != model.groupChanges {
        problems.append("group changes \(groupChanges) != \(model.groupChanges)")
      }
      problems += Self.heardProblems(heard, told: told, order: order)
      if !problems.isEmpty {
        return
          "\(label) \(kind) step \(step): \(problems.joined(separator: "; "))\nevents: \(recent.joined(separator: ", "))"
      }
    }
    return nil
  }

  /// How what was heard in one event differs from what the model says: each member's
  /// stream (B15, with cause: B2), and the notifications, group changes and tap actions in
  /// G4's order, bucket after bucket.
  static func heardProblems(
    _ heard: [GroupModel.Heard], told: [GroupModel.Heard], order: [[GroupModel.Heard]]
  ) -> [String] {
    var problems: [String] = []
    for who in 0...GroupModel.selectAllIndex {
      let stream = { (entries: [GroupModel.Heard]) in
        entries.filter { if case .told(who, _, _, _) = $0 { true } else { false } }
      }
      if stream(heard) != stream(told) {
        problems.append("member \(who) told \(stream(heard)) where G1-G6 say \(stream(told))")
      }
    }
    let ordered = heard.filter { if case .told = $0 { false } else { true } }
    var rest = ordered[...]
    for bucket in order where !bucket.isEmpty {
      let next = rest.prefix(bucket.count)
      rest = rest.dropFirst(bucket.count)
      if next.count != bucket.count || Set(next) != Set(bucket) {
        problems.append("heard \(ordered) where G4 says \(order.filter { !$0.isEmpty })")
        return problems
      }
    }
    if !rest.isEmpty {
      problems.append("heard \(ordered) where G4 says \(order.filter { !$0.isEmpty })")
    }
    return problems
  }
}

/// One log for a group's members and the group itself, in the order things are heard.
@MainActor
final class GroupHeardLog {
  var heard: [GroupModel.Heard] = []

  /// Writes down what the member's host tells, as the member numbered `index`.
  func listen(to host: RecordingHost, as index: Int) {
    host.onChangeNotification = { [weak self] _, change in
      self?.heard.append(.told(index, change.oldValue, change.newValue, change.cause))
    }
    host.onValueNotification = { [weak self] toggle in
      self?.heard.append(.notified(index, toggle.value))
    }
    host.onPrimaryAction = { [weak self] _ in self?.heard.append(.tapped(index)) }
  }
}
