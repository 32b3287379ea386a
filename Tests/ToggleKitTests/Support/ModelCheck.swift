@_spi(ToggleKitTools) import ToggleKit

/// Runs one sequence of events through a fresh coordinator and the reference
/// model together, step by step. Shared by the model-based tests, the
/// libFuzzer target (Tests/Fuzz) and the replay of the fuzzer's regressions.
@MainActor
enum ModelCheck {
  /// The first disagreement, described with the events leading to it; nil when they agree throughout.
  static func firstDivergence(_ events: [ModelEvent], label: String) -> String? {
    var (toggle, host) = makeToggle(slop: 70)
    var model = ReferenceModel()
    let vetoes = VetoSwitch()
    toggle.shouldChange = { _ in !vetoes.isOn }
    var userChanges = 0
    for (step, event) in events.enumerated() {
      if case .release = event {
        // B16 B22: the toggle is released, pending or not: it goes at once, its work
        // is cancelled, its host hears nothing more; a fresh toggle takes its place.
        weak let released = toggle
        let releasedHost = host
        let heardBefore = releasedHost.events.count
        (toggle, host) = makeToggle(slop: 70)
        toggle.shouldChange = { _ in !vetoes.isOn }
        model = ReferenceModel()
        vetoes.isOn = false
        userChanges = 0
        if released != nil || releasedHost.events.count != heardBefore {
          return "\(label) step \(step): a released toggle lived on or was heard from"
        }
        continue
      }
      let toldBefore = host.toldChanges.count
      model.apply(event)
      toggle.apply(event, veto: vetoes)
      // Each committed user change is told once and notified once (B3, B19).
      userChanges +=
        host.toldChanges[toldBefore...].filter {
          $0.cause == .user && $0.phase == .committed
        }.count
      let actual = (
        toggle.value, toggle.isHighlighted, host.valueNotifications.count,
        host.primaryActions.count,
        toggle.isPending
      )
      let expected = (
        model.value, model.highlighted, model.notifications, model.primaryActions,
        model.pending != nil
      )
      let recent = events[max(0, step - 11)...step].map(\.description).joined(separator: ", ")
      if actual != expected {
        return
          "\(label) diverged at step \(step): expected \(expected), got \(actual)\nevents: \(recent)"
      }
      if userChanges != host.valueNotifications.count {
        return
          "\(label) step \(step): \(userChanges) user changes but \(host.valueNotifications.count) notifications\nevents: \(recent)"
      }
    }
    return nil
  }
}

extension ModelEvent {
  /// Events decoded from arbitrary bytes, for the fuzzer: every byte string is a valid sequence.
  ///
  /// Each event takes one opcode byte and, for pointer events, two more bytes
  /// for the coordinates; a coordinate byte above 250 is NaN, an infinity,
  /// or an edge of the hit region.
  static func decode(_ bytes: [UInt8]) -> [ModelEvent] {
    var events: [ModelEvent] = []
    var index = 0
    func next() -> UInt8 {
      defer { index += 1 }
      return index < bytes.count ? bytes[index] : 0
    }
    func coordinate() -> Double {
      let byte = next()
      switch byte {
      case 251: return .nan
      case 252: return .infinity
      case 253: return -.infinity
      case 254: return 170
      case 255: return -70.5
      default: return Double(Int(byte) - 100) * 1.5
      }
    }
    while index < bytes.count {
      let opcode = next()
      let flag = opcode & 0x80 != 0
      let key: ToggleKey = flag ? .space : .enter
      switch opcode % 23 {
      case 17: events.append(.setCommit(flag ? .optimistic : .confirmed))
      case 18: events.append(.commitSucceeds)
      case 19: events.append(flag ? .commitFails : .commitTimesOut)
      case 20: events.append(flag ? .lateAnswer : .setCommit(nil))
      case 21: events.append(.release)
      case 0, 1, 2: events.append(.down(coordinate(), coordinate()))
      case 3, 4: events.append(.move(coordinate(), coordinate()))
      case 5, 6: events.append(.up(coordinate(), coordinate()))
      case 7: events.append(.cancel)
      case 8: events.append(.keyDown(key))
      case 9: events.append(.keyUp(key))
      case 10: events.append(.accessibilityActivate)
      case 11: events.append(.setEnabled(flag))
      case 12: events.append(.setFocused(flag))
      case 13: events.append(.setValue(ToggleValue.allCases[Int(opcode >> 4) % 3]))
      case 14: events.append(.setAutotoggle(flag))
      case 15: events.append(.setVeto(flag))
      default: events.append(.setAllowsMixed(flag))
      }
    }
    return events
  }
}
