import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// The system switch's input decisions (``SystemSwitchInput``), and a coordinator driven by
/// them as `ToggleSwitch` drives its own, because UIKit cannot run on Linux. The stand-in
/// follows UIKit's order as its implementation reads (unverified on a device): the switch
/// tracks a touch only until its gesture recognizer takes it, a few milliseconds; the thumb
/// follows the drag on screen alone; at the gesture's end UIKit sets the value and sends
/// `.valueChanged` once, if the value moved.
@MainActor
@Suite("System switch: B2 one activation per .valueChanged that moves the value, B20 setters")
struct SystemSwitchTests {
  /// A `UISwitch` as `ToggleSwitch` carries the decisions out: UIKit moves `showsOn`, and
  /// each `.valueChanged`, tracking end and setter call goes through ``SystemSwitchInput``.
  @MainActor
  private final class SwitchDouble {
    let coordinator = ToggleCoordinator()
    let host = RecordingHost()
    /// The switch's value, where UIKit's thumb rests.
    var showsOn = false
    var isTracking = false
    /// Where the thumb is drawn during a drag: not the switch's value until the end.
    var displayedOn = false
    /// What the switch's `.valueChanged` handlers would hear: one per committed user change.
    var valueChangedSent: Int { host.valueNotifications.count }

    init() { coordinator.attach(host: host) }

    var value: ToggleValue { coordinator.value }

    /// A finger comes down: UIControl tracks it until the recognizer takes the touch and
    /// UIKit cancels the tracking.
    func touchBegins() {
      isTracking = true
      displayedOn = showsOn
    }

    /// The recognizer took the touch: `cancelTracking`.
    func trackingCancelled() {
      isTracking = false
      carryOut(SystemSwitchInput.touchEnded(showsOn: showsOn, value: value))
    }

    /// The drag carries the drawn thumb across: nothing is sent.
    func dragCrosses() { displayedOn.toggle() }

    /// The gesture ends: UIKit sets the value where the thumb was drawn and sends
    /// `.valueChanged`, if that moved the value.
    func gestureEnds() {
      guard displayedOn != showsOn else { return }
      showsOn = displayedOn
      carryOut(SystemSwitchInput.flip(isTracking: isTracking, showsOn: showsOn, value: value))
    }

    /// A tap (or VoiceOver's, or a key): UIKit flips the value and sends `.valueChanged`.
    func uikitFlips() {
      showsOn.toggle()
      carryOut(SystemSwitchInput.flip(isTracking: isTracking, showsOn: showsOn, value: value))
    }

    /// `isOn = on` or `setOn(on, animated:)` from the app.
    func codeSets(_ on: Bool) {
      switch SystemSwitchInput.set(on, isShowingValue: false) {
      case .movesThumbOnly: showsOn = on
      case .setsValue(let value):
        coordinator.setValue(value)
        showsOn = coordinator.value == .on
      }
    }

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

  @Test("B2 B3: a .valueChanged with the thumb away from the value activates; at it, nothing")
  func valueChangedDecidedByThumbAgainstValue() {
    #expect(SystemSwitchInput.flip(isTracking: false, showsOn: true, value: .off) == .activates)
    #expect(SystemSwitchInput.flip(isTracking: false, showsOn: false, value: .on) == .activates)
    #expect(SystemSwitchInput.flip(isTracking: false, showsOn: true, value: .on) == .settled)
    // Mixed shows off: the thumb at off is where the value is shown.
    #expect(SystemSwitchInput.flip(isTracking: false, showsOn: false, value: .mixed) == .settled)
    #expect(SystemSwitchInput.flip(isTracking: false, showsOn: true, value: .mixed) == .activates)
  }

  @Test("B7: a .valueChanged while tracking, which UIKit does not send now, waits for the end")
  func valueChangedWhileTrackingWaitsForTheEnd() {
    #expect(SystemSwitchInput.flip(isTracking: true, showsOn: true, value: .off) == .noted)
    #expect(SystemSwitchInput.touchEnded(showsOn: true, value: .off) == .activates)
    #expect(SystemSwitchInput.touchEnded(showsOn: false, value: .off) == .settled)
  }

  @Test("B2 B3: a drag across, ended, is one user change, told once")
  func dragAcrossIsOneChange() {
    let control = SwitchDouble()
    control.touchBegins()
    control.trackingCancelled()
    control.dragCrosses()
    #expect(control.value == .off, "nothing is decided while the thumb is only drawn across")
    control.gestureEnds()
    #expect(control.value == .on)
    #expect(control.valueChangedSent == 1)
    #expect(control.host.valueChanges.map(\.cause) == [.user])
  }

  @Test("B3: a drag across and back, ended, changes nothing and tells nothing")
  func dragAcrossAndBackChangesNothing() {
    let control = SwitchDouble()
    control.touchBegins()
    control.trackingCancelled()
    control.dragCrosses()
    control.dragCrosses()
    control.gestureEnds()
    #expect(control.value == .off)
    #expect(control.host.valueChanges.isEmpty)
    #expect(control.valueChangedSent == 0)
  }

  @Test("B18: a save starts once, when the gesture ends")
  func saveStartsOnceAtTheEnd() {
    let control = SwitchDouble()
    var started: [ToggleValue] = []
    control.coordinator.commitPolicy = .optimistic
    control.coordinator.onCommitRequest = { started.append($0.proposedValue) }
    control.touchBegins()
    control.trackingCancelled()
    control.dragCrosses()
    control.dragCrosses()
    control.dragCrosses()
    #expect(started.isEmpty)
    control.gestureEnds()
    #expect(started == [.on])
    #expect(control.coordinator.isPending)
  }

  @Test("B2 B20: the app's set while a finger is on the switch is code's, not the user's")
  func codeSetDuringTouchIsCodes() {
    let control = SwitchDouble()
    control.touchBegins()
    control.codeSets(true)
    #expect(control.value == .on)
    #expect(control.host.valueChanges.map(\.cause) == [.programmatic])
    // UIKit then cancels the tracking: the thumb is where the value is, no user change.
    control.trackingCancelled()
    #expect(control.host.valueChanges.map(\.cause) == [.programmatic])
    #expect(control.valueChangedSent == 0)
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

  @Test("B2: a tap is one user change")
  func tapIsOneChange() {
    let control = SwitchDouble()
    control.uikitFlips()
    #expect(control.value == .on)
    #expect(control.valueChangedSent == 1)
    #expect(control.host.valueChanges.map(\.cause) == [.user])
  }

  @Test("B2: every call of UIKit's setters is code's set; the switch's own path moves the thumb")
  func settersAreCodesSets() {
    #expect(SystemSwitchInput.set(true, isShowingValue: false) == .setsValue(.on))
    #expect(SystemSwitchInput.set(false, isShowingValue: false) == .setsValue(.off))
    #expect(SystemSwitchInput.set(true, isShowingValue: true) == .movesThumbOnly)
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
