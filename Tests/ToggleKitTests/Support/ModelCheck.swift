@_spi(ToggleKitTools) import ToggleKit

/// Runs one sequence of events through a fresh coordinator and the reference
/// model together, step by step. Shared by the model-based tests, the
/// libFuzzer target (Tests/Fuzz) and the replay of the fuzzer's regressions.
@MainActor
enum ModelCheck {
  /// The first disagreement, described with the events leading to it; nil when they agree throughout.
  static func firstDivergence(_ events: [ModelEvent], label: String) -> String? {
    var (toggle, host) = makeHeardToggle()
    var model = ReferenceModel()
    let vetoes = VetoSwitch()
    toggle.shouldChange = { _ in !vetoes.isOn }
    var userChanges = 0
    for (step, event) in events.enumerated() {
      let recent = { events[max(0, step - 11)...step].map(\.description).joined(separator: ", ") }
      if case .release = event {
        // B16 B22: the toggle is released, pending or not: it goes at once, its work
        // is cancelled, its host hears nothing more; a fresh toggle takes its place.
        weak let released = toggle
        let releasedHost = host
        let heardBefore = releasedHost.heard.count + releasedHost.haptics
        (toggle, host) = makeHeardToggle()
        toggle.shouldChange = { _ in !vetoes.isOn }
        model.apply(event)
        vetoes.isOn = false
        userChanges = 0
        if released != nil || releasedHost.heard.count + releasedHost.haptics != heardBefore {
          return "\(label) step \(step): a released toggle lived on or was heard from"
        }
        continue
      }
      let heardBefore = host.heard.count
      let hapticsBefore = host.haptics
      model.apply(event)
      toggle.apply(event, veto: vetoes)
      let heard = Array(host.heard[heardBefore...])
      let expectedHeard = model.takeHeard()
      // Each committed user change is told once and notified once (B3, B19).
      userChanges +=
        heard.filter {
          if case .told(_, _, .user, .committed) = $0 { true } else { false }
        }.count
      let actual = (
        toggle.value, toggle.isHighlighted, host.notifications, host.primaryActions,
        toggle.isPending
      )
      let expected = (
        model.value, model.highlighted, model.notifications, model.primaryActions,
        model.pending
      )
      if actual != expected {
        return
          "\(label) diverged at step \(step): expected \(expected), got \(actual)\nevents: \(recent())"
      }
      if userChanges != host.notifications {
        return
          "\(label) step \(step): \(userChanges) user changes but \(host.notifications) notifications\nevents: \(recent())"
      }
      // What the host heard, stream by stream (the contract orders each stream; across
      // streams it orders only what the checks below name).
      for stream in 0...6 {
        let got = heard.filter { $0.stream == stream }
        let wanted = expectedHeard.filter { $0.stream == stream }
        if got != wanted {
          return
            "\(label) step \(step): heard \(got) where the contract says \(wanted)\nheard: \(heard)\nevents: \(recent())"
        }
      }
      if let problem = orderProblem(heard, answered: model.answered) {
        return "\(label) step \(step): \(problem)\nheard: \(heard)\nevents: \(recent())"
      }
      // B14: haptics on user changes only, one per change.
      if !model.haptics.contains(host.haptics - hapticsBefore) {
        return
          "\(label) step \(step): \(host.haptics - hapticsBefore) haptics where the contract allows \(model.haptics)\nevents: \(recent())"
      }
    }
    return nil
  }

  /// What the host heard in one step breaks an order the contract fixes across streams; nil
  /// when it does not.
  static func orderProblem(_ heard: [ReferenceModel.Heard], answered: Bool) -> String? {
    func positions(_ stream: Int) -> [Int] {
      heard.indices.filter { heard[$0].stream == stream }
    }
    let (shown, notified, tapped) = (positions(0), positions(2), positions(3))
    // B9: value, then look and accessibility, then the value notification, then the tap action.
    if let last = shown.last, let first = (notified + tapped).min(), first < last {
      return "the value moved after its notification or tap action (B9)"
    }
    if let last = notified.last, let first = tapped.first, first < last {
      return "the tap action came before the value notification (B9)"
    }
    // B18: when the work answers, the pending look ends after the settled value is shown.
    let ends = heard.indices.filter {
      if case .busy(false, _) = heard[$0] { true } else { false }
    }
    if answered, let last = shown.last, let end = ends.first, end < last {
      return "the pending look ended before the settled value was shown (B18)"
    }
    return nil
  }
}

/// A host that writes down what the toggle told it as the contract's streams (``ReferenceModel/Heard``).
@MainActor
final class HeardHost: ToggleHost {
  private(set) var heard: [ReferenceModel.Heard] = []
  /// The value shown, as observers of the shown value hear it (`ToggleChange.shownValue(after:)`).
  private(set) var shown: ToggleValue = .off
  private(set) var notifications = 0
  private(set) var primaryActions = 0
  /// Haptics played, by a change or on their own (B14).
  private(set) var haptics = 0

  func toggleStateDidChange(_ coordinator: ToggleCoordinator) {}
  func togglePrepareFeedback(_ style: HapticStyle) { heard.append(.prepared) }
  func togglePlayFeedback(_ style: HapticStyle) { if style != .none { haptics += 1 } }
  func toggleValueDidChange(
    _ coordinator: ToggleCoordinator, change: ToggleChange, animated: Bool, haptic: HapticStyle
  ) {
    if haptic != .none { haptics += 1 }
    let next = change.shownValue(after: shown)
    if next != shown {
      shown = next
      heard.append(.shown(next))
    }
  }
  func toggleSendChangeNotifications(_ coordinator: ToggleCoordinator, change: ToggleChange) {
    heard.append(
      .told(change.oldValue, change.newValue, change.cause, ReferenceModel.Phase(change.phase)))
  }
  func toggleSendValueNotifications(_ coordinator: ToggleCoordinator) {
    notifications += 1
    heard.append(.notified(coordinator.value))
  }
  func toggleSendPrimaryAction(_ coordinator: ToggleCoordinator, source: ActivationSource) {
    primaryActions += 1
    heard.append(.tapped(coordinator.value))
  }
  func togglePendingDidChange(_ coordinator: ToggleCoordinator) {
    heard.append(.busy(coordinator.isPending, shown))
  }
  func toggleCommitDidFail(
    _ coordinator: ToggleCoordinator, request: ToggleCommitRequest, failure: ToggleCommitFailure
  ) {
    heard.append(.failed(failure.reason))
  }
}

/// The model check's toggle: 100 x 40 at the origin, slop 70, told to a ``HeardHost``.
@MainActor
func makeHeardToggle() -> (ToggleCoordinator, HeardHost) {
  let coordinator = ToggleCoordinator(hitRegion: HitRegion(width: 100, height: 40, slop: 70))
  let host = HeardHost()
  coordinator.attach(host: host)
  return (coordinator, host)
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
