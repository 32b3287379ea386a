@_spi(ToggleKitTools) import ToggleKit

/// G1-G6: a group and its members against GroupModel: one sequence of events, drawn from `rng`, through the real thing and the
/// reference model together; nil when they agree, else what diverged and the last events.
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
    for index in 0..<count {
      let (toggle, host) = makeToggle()
      toggle.shouldChange = { _ in !vetoes[index] }
      group.add(toggle)
      toggles.append(toggle)
      hosts.append(host)
    }
    let (all, allHost) = makeToggle()
    if kind == .multipleWithSelectAll { group.setSelectAll(all) }
    var groupChanges = 0
    group.onChange = { _ in groupChanges += 1 }
    var recent: [String] = []
    for step in 0..<length {
      let event = GroupEvent.random(count: count, using: &rng)
      recent = Array((recent + [event.description]).suffix(12))
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
      // The invariants, on the real group.
      let on = group.members.filter { $0.value == .on }.count
      if case .exclusive = kind.mode, on > 1 {
        problems.append("\(on) selected in an exclusive group")
      }
      if groupChanges != model.groupChanges {
        problems.append("group changes \(groupChanges) != \(model.groupChanges)")
      }
      if !problems.isEmpty {
        return
          "\(label) \(kind) step \(step): \(problems.joined(separator: "; "))\nevents: \(recent.joined(separator: ", "))"
      }
    }
    return nil
  }
}
