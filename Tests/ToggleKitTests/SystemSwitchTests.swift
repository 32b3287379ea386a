import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// The system switch's input decisions (``SystemSwitchInput``), and a coordinator driven by
/// them as `ToggleSwitch` drives its own, because UIKit cannot run on Linux.
@MainActor
@Suite("System switch: B7 a drag decides at its end, B2 B20 UIKit's setters are code's sets")
struct SystemSwitchTests {
  /// A `UISwitch` as `ToggleSwitch` carries the decisions out: UIKit moves `showsOn`, and
  /// each `.valueChanged`, touch end and setter call goes through ``SystemSwitchInput``.
  @MainActor
  private final class SwitchDouble {
    let coordinator = ToggleCoordinator()
    let host = RecordingHost()
    var showsOn = false
    var isTracking = false
    /// What the switch's `.valueChanged` handlers would hear: one per committed user change.
    var valueChangedSent: Int { host.valueNotifications.count }

    init() { coordinator.attach(host: host) }

    /// UIKit flips the thumb and sends `.valueChanged`.
    func uikitFlips() {
      showsOn.toggle()
      carryOut(SystemSwitchInput.flip(isTracking: isTracking, showsOn: showsOn, value: value))
    }

    func touchBegins() { isTracking = true }

    func touchEnds() {
      isTracking = false
      carryOut(SystemSwitchInput.touchEnded(showsOn: showsOn, value: value))
    }

    /// `isOn = on` or `setOn(on, animated:)` from the app.
    func codeSets(_ on: Bool) {
      switch SystemSwitchInput.set(on, isShowingValue: false, isTracking: isTracking) {
      case .movesThumbOnly: showsOn = on
      case .setsValue(let value):
        coordinator.setValue(value)
        showsOn = coordinator.value == .on
      }
    }

    var value: ToggleValue { coordinator.value }

    private func carryOut(_ flip: SystemSwitchInput.Flip) {
      switch flip {
      case .noted, .settled: return
      case .activates:
        coordinator.pointerDown()
        coordinator.pointerUp(isInside: true)
        // The switch shows the core's value: a refused flip goes back.
        showsOn = coordinator.value == .on
      }
    }
  }

  @Test("B7: a flip while the finger is down is only noted")
  func flipWhileTrackingIsNoted() {
    #expect(SystemSwitchInput.flip(isTracking: true, showsOn: true, value: .off) == .noted)
    #expect(SystemSwitchInput.flip(isTracking: true, showsOn: false, value: .off) == .noted)
  }

  @Test("B2 B3: outside a touch, a thumb away from the value activates; at the value, nothing")
  func flipOutsideTracking() {
    #expect(SystemSwitchInput.flip(isTracking: false, showsOn: true, value: .off) == .activates)
    #expect(SystemSwitchInput.flip(isTracking: false, showsOn: false, value: .on) == .activates)
    #expect(SystemSwitchInput.flip(isTracking: false, showsOn: true, value: .on) == .settled)
    // Mixed shows off: the thumb at off is where the value is shown.
    #expect(SystemSwitchInput.flip(isTracking: false, showsOn: false, value: .mixed) == .settled)
    #expect(SystemSwitchInput.flip(isTracking: false, showsOn: true, value: .mixed) == .activates)
  }

  @Test("B7 B3: a drag across and back without lifting changes nothing and tells nothing")
  func dragAcrossAndBack() {
    let control = SwitchDouble()
    control.touchBegins()
    control.uikitFlips()
    control.uikitFlips()
    #expect(control.host.valueChanges.isEmpty)
    control.touchEnds()
    #expect(control.value == .off)
    #expect(control.host.valueChanges.isEmpty)
    #expect(control.valueChangedSent == 0)
  }

  @Test("B7 B3: a drag across, then lifting, is one user change, told once at the end")
  func dragAcrossThenLift() {
    let control = SwitchDouble()
    control.touchBegins()
    control.uikitFlips()
    #expect(control.value == .off, "nothing is decided while the finger is down")
    control.touchEnds()
    #expect(control.value == .on)
    #expect(control.valueChangedSent == 1)
    // UIKit's own late `.valueChanged` after the touch's end finds the value shown.
    #expect(
      SystemSwitchInput.flip(isTracking: false, showsOn: control.showsOn, value: control.value)
        == .settled)
  }

  @Test("B7 B18: a save starts when the finger lifts, never mid-drag")
  func saveStartsAtTheEnd() {
    let control = SwitchDouble()
    var started: [ToggleValue] = []
    control.coordinator.commitPolicy = .optimistic
    control.coordinator.onCommitRequest = { started.append($0.proposedValue) }
    control.touchBegins()
    control.uikitFlips()
    control.uikitFlips()
    control.uikitFlips()
    #expect(started.isEmpty)
    #expect(!control.coordinator.isPending)
    control.touchEnds()
    #expect(started == [.on])
    #expect(control.coordinator.isPending)
  }

  @Test("B5: a vetoed flip goes back and sends no .valueChanged")
  func vetoedFlipGoesBack() {
    let control = SwitchDouble()
    control.coordinator.shouldChange = { _ in false }
    control.uikitFlips()
    #expect(control.value == .off)
    #expect(!control.showsOn)
    #expect(control.valueChangedSent == 0)
  }

  @Test("B2: a tap (no drag) is one user change")
  func tapIsOneChange() {
    let control = SwitchDouble()
    control.uikitFlips()
    #expect(control.value == .on)
    #expect(control.valueChangedSent == 1)
    #expect(control.host.valueChanges.map(\.cause) == [.user])
  }

  @Test("B2: UIKit's setters are code's set; the switch's own path only moves the thumb")
  func setterDecisions() {
    #expect(
      SystemSwitchInput.set(true, isShowingValue: false, isTracking: false) == .setsValue(.on))
    #expect(
      SystemSwitchInput.set(false, isShowingValue: false, isTracking: false) == .setsValue(.off))
    #expect(
      SystemSwitchInput.set(true, isShowingValue: true, isTracking: false) == .movesThumbOnly)
    #expect(
      SystemSwitchInput.set(true, isShowingValue: false, isTracking: true) == .movesThumbOnly)
  }

  @Test("B2 B20: isOn = from code changes the value as code's and withdraws a pending save")
  func codeSetWithdrawsPendingSave() {
    let control = SwitchDouble()
    var cancelled = 0
    control.coordinator.commitPolicy = .optimistic
    control.coordinator.onCommitRequest = { _ in }
    control.coordinator.onCommitCancel = { _ in cancelled += 1 }
    control.uikitFlips()
    #expect(control.coordinator.isPending)
    control.codeSets(false)
    #expect(!control.coordinator.isPending)
    #expect(cancelled == 1)
    #expect(control.value == .off)
    #expect(control.host.valueChanges.last?.cause == .programmatic)
    #expect(control.valueChangedSent == 0, "code's set sends no .valueChanged (B2)")
  }

  @Test("B20: code re-asserting the value shown leaves the save running")
  func codeReassertKeepsSave() {
    let control = SwitchDouble()
    control.coordinator.commitPolicy = .optimistic
    control.coordinator.onCommitRequest = { _ in }
    control.uikitFlips()
    control.codeSets(true)
    #expect(control.coordinator.isPending)
  }

  @Test("B2: a code set of a mixed value to off turns it off, as UIKit's off means")
  func codeSetFromMixed() {
    let control = SwitchDouble()
    control.coordinator.allowsMixed = true
    control.coordinator.setValue(.mixed)
    control.codeSets(false)
    #expect(control.value == .off)
  }
}
