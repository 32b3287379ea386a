import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

@Suite("B6 B7 B8 Tracking, keyboard and enabled")
@MainActor
struct ToggleTrackingTests {
  @Test("B7: a press inside shows the pressed look, release inside activates")
  func pressAndReleaseInside() {
    let (toggle, host) = makeToggle()
    toggle.pointerDown(x: 10, y: 10)
    #expect(toggle.isHighlighted)
    #expect(toggle.controlState == .highlighted)
    toggle.pointerUp(x: 12, y: 11)
    #expect(!toggle.isHighlighted)
    #expect(toggle.value == .on)
    #expect(host.primaryActions == [.pointer])
  }

  @Test("B7: leaving the slop region removes the pressed look, coming back restores it")
  func dragOutAndBack() {
    let (toggle, _) = makeToggle(slop: 70)
    toggle.pointerDown(x: 50, y: 20)
    toggle.pointerMoved(x: 160, y: 20)  // 60 past the right edge: still inside the slop
    #expect(toggle.isHighlighted)
    toggle.pointerMoved(x: 171, y: 20)  // 71 past: outside
    #expect(!toggle.isHighlighted)
    toggle.pointerMoved(x: 90, y: 20)
    #expect(toggle.isHighlighted)
    toggle.pointerUp(x: 90, y: 20)
    #expect(toggle.value == .on)
  }

  @Test("B7: release outside the slop region does nothing")
  func releaseOutside() {
    let (toggle, host) = makeToggle(slop: 10)
    toggle.pointerDown(x: 50, y: 20)
    toggle.pointerUp(x: 50, y: 200)
    #expect(toggle.value == .off)
    #expect(host.primaryActions.isEmpty)
    #expect(host.valueNotifications.isEmpty)
    #expect(!toggle.isHighlighted)
  }

  @Test("B7: the slop margin is settable")
  func settableSlop() {
    let (toggle, _) = makeToggle(slop: 0)
    toggle.pointerDown(x: 50, y: 20)
    toggle.pointerMoved(x: 101, y: 20)
    #expect(!toggle.isHighlighted)
    toggle.hitRegion.slop = 5
    toggle.pointerMoved(x: 104, y: 20)
    #expect(toggle.isHighlighted)
  }

  @Test("B7: a press that starts outside the target is ignored")
  func pressOutside() {
    let (toggle, host) = makeToggle()
    toggle.pointerDown(x: 150, y: 20)
    #expect(!toggle.isHighlighted)
    toggle.pointerUp(x: 50, y: 20)
    #expect(toggle.value == .off)
    #expect(host.events.isEmpty)
  }

  @Test("B7: a cancel clears the pressed look and never activates")
  func cancel() {
    let (toggle, host) = makeToggle()
    toggle.pointerDown(x: 50, y: 20)
    toggle.pointerCancelled()
    #expect(!toggle.isHighlighted)
    toggle.pointerUp(x: 50, y: 20)
    #expect(toggle.value == .off)
    #expect(host.primaryActions.isEmpty)
  }

  @Test("B7: a release with no press, and a second press while tracking, never toggle")
  func outOfOrder() {
    let (toggle, host) = makeToggle()
    toggle.pointerUp(x: 50, y: 20)
    toggle.pointerMoved(x: 50, y: 20)
    toggle.pointerCancelled()
    #expect(host.events.isEmpty)
    toggle.pointerDown(x: 50, y: 20)
    toggle.pointerDown(x: 60, y: 20)
    toggle.pointerUp(x: 50, y: 20)
    toggle.pointerUp(x: 50, y: 20)
    #expect(toggle.value == .on)
    #expect(host.valueNotifications.count == 1)
  }

  @Test(
    "B7: non-finite coordinates count as outside",
    arguments: [Double.nan, .infinity, -.infinity, .signalingNaN])
  func nonFinite(bad: Double) {
    let (toggle, host) = makeToggle()
    toggle.pointerDown(x: bad, y: 20)
    toggle.pointerDown(x: 20, y: bad)
    #expect(!toggle.isHighlighted)
    toggle.pointerDown(x: 50, y: 20)
    toggle.pointerMoved(x: bad, y: bad)
    #expect(!toggle.isHighlighted)
    toggle.pointerUp(x: 50, y: bad)
    #expect(toggle.value == .off)
    #expect(host.primaryActions.isEmpty)
  }

  @Test("B7: non-finite geometry shrinks the target, never crashes")
  func nonFiniteGeometry() {
    let (toggle, _) = makeToggle()
    toggle.hitRegion = HitRegion(x: .nan, y: 0, width: 100, height: 40)
    toggle.tap()
    #expect(toggle.value == .off)
    // An infinite width counts as zero: only the 44-point minimum target is left.
    toggle.hitRegion = HitRegion(x: 0, y: 0, width: .infinity, height: 40, slop: .nan)
    toggle.tap(x: 60, y: 20)
    #expect(toggle.value == .off)
    toggle.tap(x: 10, y: 20)
    #expect(toggle.value == .on)
  }

  @Test("B8: Space shows the pressed look on key down and activates on key up")
  func space() {
    let (toggle, host) = makeToggle()
    toggle.keyDown(.space)
    #expect(toggle.isHighlighted)
    #expect(toggle.value == .off)
    toggle.keyDown(.space)  // auto-repeat
    toggle.keyUp(.space)
    #expect(!toggle.isHighlighted)
    #expect(toggle.value == .on)
    #expect(host.primaryActions == [.keyboard])
  }

  @Test("B8: Enter activates on key down; its key up does nothing")
  func enter() {
    let (toggle, host) = makeToggle()
    toggle.keyDown(.enter)
    #expect(toggle.value == .on)
    toggle.keyUp(.enter)
    #expect(toggle.value == .on)
    #expect(host.valueNotifications == [.on])
  }

  @Test("B8: losing focus while Space is held cancels it")
  func focusLossCancelsSpace() {
    let (toggle, _) = makeToggle()
    toggle.isFocused = true
    #expect(toggle.controlState == .focused)
    toggle.keyDown(.space)
    toggle.isFocused = false
    #expect(!toggle.isHighlighted)
    toggle.keyUp(.space)
    #expect(toggle.value == .off)
  }

  @Test("B8: a Space key up with no key down does nothing")
  func strayKeyUp() {
    let (toggle, host) = makeToggle()
    toggle.keyUp(.space)
    #expect(host.events.isEmpty)
  }

  @Test("B6: disabled shows no pressed look and ignores every activation")
  func disabled() {
    let (toggle, host) = makeToggle()
    toggle.isEnabled = false
    host.events.removeAll()
    toggle.tap()
    toggle.keyDown(.space)
    toggle.keyUp(.space)
    toggle.keyDown(.enter)
    toggle.accessibilityActivate()
    #expect(!toggle.isHighlighted)
    #expect(toggle.value == .off)
    #expect(host.events.isEmpty)
  }

  @Test("B6: disabling during a press cancels it; programmatic changes still apply")
  func disableDuringPress() {
    let (toggle, host) = makeToggle()
    toggle.pointerDown(x: 50, y: 20)
    toggle.isEnabled = false
    #expect(!toggle.isHighlighted)
    #expect(toggle.controlState == .disabled)
    toggle.pointerUp(x: 50, y: 20)
    #expect(toggle.value == .off)
    toggle.setValue(.on)
    #expect(toggle.value == .on)
    #expect(toggle.controlState == [.disabled, .on])
    #expect(host.valueNotifications.isEmpty)
  }

  @Test("B13: accessibility activate is a user activation")
  func accessibilityActivate() {
    let (toggle, host) = makeToggle()
    toggle.accessibilityActivate()
    #expect(toggle.value == .on)
    #expect(host.primaryActions == [.accessibility])
  }

  @Test("B14: a press prepares the haptic before the change")
  func preparesHaptic() {
    let (toggle, host) = makeToggle()
    toggle.feedback.haptic = .heavy
    toggle.pointerDown(x: 50, y: 20)
    #expect(host.events.first == .prepareFeedback(.heavy))
  }
}
