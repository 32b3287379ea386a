import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// The decisions the UIKit adapter carries out, tested here because UIKit cannot run on Linux.
@Suite("UIKit decisions: B7 tracking by UIKit's touchInside, B11 B12 state slots, B13 presentation")
struct UIKitDecisionTests {
  // MARK: B11, B12: which UIKit states get an explicit look

  /// Seed 000's image toggle: an off and an on image, nothing else.
  private var imageToggle: StateTable<String> {
    var table = StateTable<String>()
    table[exactly: .normal] = "off"
    table[exactly: .on] = "on"
    return table
  }

  @Test("B11 B12: states showing the off look stay unset, so UIKit darkens and dims them itself")
  func offLookStatesStayUnset() {
    let table = imageToggle
    for state: ControlState in [.highlighted, .disabled, .focused, .mixed, [.mixed, .highlighted]] {
      guard case .unset = table.systemSlot(for: state, isSame: ==) else {
        Issue.record("\(state) should be left to UIKit's fallback")
        continue
      }
    }
  }

  @Test(
    "B11: normal and on are written; the pressed on look is the on image, darkened by the adapter")
  func pressedOnIsWrittenWithDarkening() {
    let table = imageToggle
    #expect(slot(table, .normal) == "off:none")
    #expect(slot(table, .on) == "on:none")
    #expect(slot(table, [.on, .highlighted]) == "on:pressedDarkening")
    #expect(slot(table, [.on, .disabled]) == "on:disabledDimming")
    #expect(slot(table, [.on, .focused]) == "on:none")
  }

  @Test("B11: a pressed image the app set is written as it is, with no effect added")
  func appPressedImageIsNotDarkened() {
    var table = imageToggle
    table[exactly: .highlighted] = "pressed"
    table[exactly: [.on, .highlighted]] = "pressed"
    #expect(slot(table, .highlighted) == "pressed:none")
    #expect(slot(table, [.on, .highlighted]) == "pressed:none")
    #expect(slot(table, [.highlighted, .focused]) == "pressed:none")
  }

  @Test("B12: with nothing set, no state is written")
  func emptyTableWritesNothing() {
    let table = StateTable<String>()
    for state in ControlState.allReachable {
      #expect(slot(table, state) == "unset")
    }
  }

  @Test(
    "B12: an on image with no off image is written for on only; off keeps the button's own look")
  func onOnly() {
    var table = StateTable<String>()
    table[exactly: .on] = "on"
    #expect(slot(table, .normal) == "unset")
    #expect(slot(table, .on) == "on:none")
    #expect(slot(table, .highlighted) == "unset")
  }

  @Test("B11: for every state, the slot and UIKit's fallback to normal show the B11 look")
  func slotsReproduceResolution() {
    var table = imageToggle
    table[exactly: .mixed] = "mixed"
    table[exactly: [.on, .highlighted]] = "on-pressed"
    for state in ControlState.allReachable {
      let shown: String? =
        switch table.systemSlot(for: state, isSame: ==) {
        case .unset: table[exactly: .normal]
        case .explicit(let value, _): value
        }
      #expect(shown == table.resolve(state), "state \(state)")
    }
  }

  private func slot(_ table: StateTable<String>, _ state: ControlState) -> String {
    switch table.systemSlot(for: state, isSame: ==) {
    case .unset: "unset"
    case .explicit(let value, let effect): "\(value):\(effect.map { "\($0)" } ?? "none")"
    }
  }

  // MARK: B7: UIKit's touchInside decides

  @Test(
    "B7: with the default slop, UIKit's touchInside alone decides, so toggle and tap action agree")
  func systemDecidesWithDefaultSlop() {
    let tracking = SystemTouchTracking(slop: HitRegion.defaultSlop)
    #expect(!tracking.narrowsSystemMargin)
    #expect(tracking.continues(x: 500, y: 500, width: 100, height: 40))
    #expect(tracking.isInside(systemSaysInside: true, x: 150, y: 20, width: 100, height: 40))
    #expect(!tracking.isInside(systemSaysInside: false, x: 50, y: 20, width: 100, height: 40))
  }

  @Test(
    "B7: a slop narrower than UIKit's ends the press past it, measured from the bounds, not the 44 pt target"
  )
  func narrowSlopEndsPress() {
    let tracking = SystemTouchTracking(slop: 10)
    #expect(tracking.narrowsSystemMargin)
    // A 24 x 24 button: 10 pt past its bounds is inside, 11 is not (the 44 pt target would allow 20).
    #expect(tracking.continues(x: 34, y: 12, width: 24, height: 24))
    #expect(!tracking.continues(x: 35, y: 12, width: 24, height: 24))
    #expect(!tracking.isInside(systemSaysInside: true, x: 35, y: 12, width: 24, height: 24))
  }

  @Test("B7: a slop wider than UIKit's cannot widen it: outside by UIKit's rule is outside")
  func wideSlopCannotWiden() {
    let tracking = SystemTouchTracking(slop: 200)
    #expect(!tracking.isInside(systemSaysInside: false, x: 150, y: 20, width: 100, height: 40))
  }

  @Test("B7: a slop asked above UIKit's margin is stored as the margin; bad values as zero")
  func honouredSlopIsClamped() {
    #expect(SystemTouchTracking.honouredSlop(200) == HitRegion.defaultSlop)
    #expect(SystemTouchTracking.honouredSlop(12.5) == 12.5)
    #expect(SystemTouchTracking.honouredSlop(-3) == 0)
    #expect(SystemTouchTracking.honouredSlop(.nan) == 0)
    #expect(SystemTouchTracking.honouredSlop(.infinity) == 0)
  }

  @Test("B7: non-finite points end the press; non-finite or negative slop is zero")
  func hostileInput() {
    #expect(!SystemTouchTracking(slop: 70).continues(x: .nan, y: 0, width: 10, height: 10))
    #expect(!SystemTouchTracking(slop: .nan).continues(x: 11, y: 5, width: 10, height: 10))
    #expect(SystemTouchTracking(slop: -5).continues(x: 10, y: 5, width: 10, height: 10))
    #expect(!SystemTouchTracking(slop: .infinity).continues(x: 11, y: 5, width: 10, height: 10))
  }

  @MainActor
  @Test("B7 B3: a release UIKit calls inside toggles once; one it calls outside never does")
  func releaseByToolkitAnswer() {
    let host = RecordingHost()
    let coordinator = ToggleCoordinator(hitRegion: HitRegion(width: 100, height: 40))
    coordinator.host = host
    coordinator.pointerDown(x: 50, y: 20)
    #expect(coordinator.isPointerPressed)
    coordinator.pointerMoved(isInside: false)
    #expect(!coordinator.isHighlighted)
    coordinator.pointerUp(isInside: false)
    #expect(coordinator.value == .off)
    #expect(host.valueNotifications.isEmpty)

    coordinator.pointerDown(x: 50, y: 20)
    coordinator.pointerMoved(isInside: true)
    #expect(coordinator.isHighlighted)
    coordinator.pointerUp(isInside: true)
    #expect(coordinator.value == .on)
    #expect(host.valueNotifications == [.on])
    #expect(!coordinator.isPointerPressed)
  }

  @MainActor
  @Test(
    "B7u: a press UIKit's hit test delivered is taken wherever it is; disabled or Space held, refused"
  )
  func pressHitTestedByToolkit() {
    let coordinator = ToggleCoordinator(hitRegion: HitRegion(width: 10, height: 10))
    coordinator.pointerDown()
    #expect(coordinator.isPointerPressed)
    #expect(coordinator.isHighlighted)
    coordinator.pointerUp(isInside: true)
    #expect(coordinator.value == .on)

    coordinator.isEnabled = false
    coordinator.pointerDown()
    #expect(!coordinator.isPointerPressed)
    coordinator.isEnabled = true
    coordinator.isFocused = true
    coordinator.keyDown(.space)
    coordinator.pointerDown()
    #expect(!coordinator.isPointerPressed)
  }

  @MainActor
  @Test(
    "B7: a release with no press (out of order) does nothing; Space held is not a pointer press")
  func outOfOrderRelease() {
    let coordinator = ToggleCoordinator(hitRegion: HitRegion(width: 100, height: 40))
    coordinator.pointerUp(isInside: true)
    #expect(coordinator.value == .off)
    coordinator.isFocused = true
    coordinator.keyDown(.space)
    coordinator.pointerDown(x: 50, y: 20)
    #expect(!coordinator.isPointerPressed)
  }

  @MainActor
  @Test("B7 B8: a cancelled key ends held Space only, never a touch in progress")
  func keyCancelEndsOnlyKeys() {
    let coordinator = ToggleCoordinator(hitRegion: HitRegion(width: 100, height: 40))
    coordinator.pointerDown(x: 50, y: 20)
    coordinator.keyCancelled(.space)
    #expect(coordinator.isPointerPressed)
    coordinator.pointerUp(isInside: true)
    #expect(coordinator.value == .on)

    coordinator.isFocused = true
    coordinator.keyDown(.space)
    #expect(coordinator.isHighlighted)
    coordinator.keyCancelled(.space)
    #expect(!coordinator.isHighlighted)
    coordinator.keyUp(.space)
    #expect(coordinator.value == .on)
  }

  // MARK: B13: traits and value per iOS version

  @Test("B13: with the iOS 17 toggle trait, no selected trait and UISwitch's numeric on and off")
  func toggleTraitPresentation() {
    let german = ToggleAccessibility.ValueStrings(on: "ein", off: "aus", mixed: "gemischt")
    for value in [ToggleValue.off, .on] {
      let shown = ToggleAccessibility.presentation(
        value: value, systemHasToggleTrait: true, appWords: nil, localizedWords: german)
      #expect(shown.usesToggleTrait)
      #expect(shown.value == ToggleAccessibility.ValueStrings.numeric.string(for: value))
    }
  }

  @Test("B13: with the toggle trait, mixed is the localized word, never UISwitch-less \"2\"")
  func toggleTraitMixedIsAWord() {
    let german = ToggleAccessibility.ValueStrings(on: "ein", off: "aus", mixed: "gemischt")
    let shown = ToggleAccessibility.presentation(
      value: .mixed, systemHasToggleTrait: true, appWords: nil, localizedWords: german)
    #expect(shown == .init(usesToggleTrait: true, value: "gemischt"))
  }

  @Test("B13: without the toggle trait, the localized words alone, never also selected (said once)")
  func legacyPresentation() {
    let german = ToggleAccessibility.ValueStrings(on: "ein", off: "aus", mixed: "gemischt")
    let on = ToggleAccessibility.presentation(
      value: .on, systemHasToggleTrait: false, appWords: nil, localizedWords: german)
    #expect(on == .init(usesToggleTrait: false, value: "ein"))
    let mixed = ToggleAccessibility.presentation(
      value: .mixed, systemHasToggleTrait: false, appWords: nil, localizedWords: german)
    #expect(mixed == .init(usesToggleTrait: false, value: "gemischt"))
  }

  @Test("B13 G7: a choice of an exclusive group is a segment: selected when on, no switch")
  func exclusiveChoicePresentation() {
    for hasTrait in [true, false] {
      let on = ToggleAccessibility.presentation(
        value: .on, systemHasToggleTrait: hasTrait, appWords: nil, localizedWords: .spoken,
        isChoice: true)
      #expect(on == .init(usesToggleTrait: false, value: "", usesSelectedTrait: true))
      let off = ToggleAccessibility.presentation(
        value: .off, systemHasToggleTrait: hasTrait, appWords: nil, localizedWords: .spoken,
        isChoice: true)
      #expect(off == .init(usesToggleTrait: false, value: "", usesSelectedTrait: false))
    }
    let saving = ToggleAccessibility.presentation(
      value: .on, systemHasToggleTrait: true, appWords: nil, localizedWords: .spoken,
      busyWord: "saving", isChoice: true)
    #expect(saving.value == "saving" && saving.usesSelectedTrait)
  }

  @Test("B13: words the app chose are spoken on every iOS version")
  func appWordsWin() {
    let words = ToggleAccessibility.ValueStrings(on: "muted", off: "sound on", mixed: "some")
    for hasTrait in [true, false] {
      let shown = ToggleAccessibility.presentation(
        value: .off, systemHasToggleTrait: hasTrait, appWords: words, localizedWords: .spoken)
      #expect(shown.value == "sound on")
    }
  }
}
