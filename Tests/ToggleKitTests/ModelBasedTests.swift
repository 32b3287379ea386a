import Testing

@testable import ToggleKit

@Suite("B1-B8 Model-based: the coordinator against a reference model")
@MainActor
struct ModelBasedTests {
  /// Runs one seeded sequence; returns a description of the first divergence, or nil.
  static func run(seed: UInt64, length: Int) -> String? {
    var rng = SplitMix64(seed: seed)
    let (toggle, host) = makeToggle(slop: 70)
    var model = ReferenceModel()
    let vetoes = VetoSwitch()
    toggle.shouldChange = { _ in !vetoes.isOn }
    var history: [String] = []
    for step in 0..<length {
      let event = ModelEvent.random(using: &rng)
      history.append(event.description)
      model.apply(event)
      toggle.apply(event, veto: vetoes)
      let actual = (
        toggle.value, toggle.isHighlighted, host.valueNotifications.count,
        host.primaryActions.count
      )
      let expected = (model.value, model.highlighted, model.notifications, model.primaryActions)
      if actual != expected {
        return """
          seed \(seed) diverged at step \(step): expected \(expected), got \(actual)
          events: \(history.suffix(12).joined(separator: ", "))
          """
      }
      let userChanges = host.valueChanges.filter { $0.cause == .user }.count
      if userChanges != host.valueNotifications.count {
        return
          "seed \(seed) step \(step): \(userChanges) user changes but \(host.valueNotifications.count) notifications"
      }
    }
    return nil
  }

  @Test("B1-B8: 3,000 seeded random sequences of 60 events agree with the model")
  func randomSequences() {
    let base: UInt64 = 0x70_6713_4B17
    var failures: [String] = []
    for offset in 0..<3_000 {
      if let failure = Self.run(seed: base &+ UInt64(offset), length: 60) {
        failures.append(failure)
        if failures.count == 3 { break }
      }
    }
    #expect(
      failures.isEmpty,
      "\(failures.joined(separator: "\n"))\nreplay with ModelBasedTests.run(seed:length:)")
  }

  @Test("B7: the model itself is not trivially agreeable: a wrong slop diverges")
  func modelCanFail() {
    var rng = SplitMix64(seed: 1)
    let (toggle, host) = makeToggle(slop: 10)
    var model = ReferenceModel()
    var diverged = false
    let vetoes = VetoSwitch()
    for _ in 0..<5_000 where !diverged {
      let event = ModelEvent.random(using: &rng)
      model.apply(event)
      toggle.apply(event, veto: vetoes)
      diverged =
        toggle.value != model.value || toggle.isHighlighted != model.highlighted
        || host.valueNotifications.count != model.notifications
    }
    #expect(diverged)
  }
}
