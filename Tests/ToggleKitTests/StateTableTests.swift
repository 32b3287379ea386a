import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

@Suite("B11 B12 Look per state")
struct StateTableTests {
  @Test("B11: the exact state wins")
  func exact() {
    var table = StateTable<String>()
    table[exactly: .normal] = "off"
    table[exactly: .on] = "on"
    table[exactly: [.on, .highlighted]] = "on-pressed"
    #expect(table.resolve([.on, .highlighted]) == "on-pressed")
    #expect(table.resolve(.on) == "on")
    #expect(table.resolve(.normal) == "off")
  }

  @Test("B11: focused is dropped first, then highlighted")
  func dropsFocusedThenHighlighted() {
    var table = StateTable<String>()
    table[exactly: [.on, .highlighted]] = "on-pressed"
    table[exactly: .on] = "on"
    #expect(table.resolve([.on, .highlighted, .focused]) == "on-pressed")
    table[exactly: [.on, .highlighted]] = nil
    #expect(table.resolve([.on, .highlighted, .focused]) == "on")
  }

  @Test("B11: on and mixed fall to normal; mixed does not borrow the on look")
  func valueFallsToNormal() {
    var table = StateTable<String>()
    table[exactly: .normal] = "off"
    table[exactly: .on] = "on"
    #expect(table.resolve(.mixed) == "off")
    #expect(table.resolve([.mixed, .highlighted]) == "off")
  }

  @Test("B11: a disabled on toggle shows the on look before the generic disabled look")
  func disabledKeepsValue() {
    var table = StateTable<String>()
    table[exactly: .on] = "on"
    table[exactly: .disabled] = "disabled"
    #expect(table.resolve([.on, .disabled]) == "on")
    #expect(table.resolve(.disabled) == "disabled")
    #expect(table.resolve([.mixed, .disabled]) == nil)
    table[exactly: [.on, .disabled]] = "on-disabled"
    #expect(table.resolve([.on, .disabled, .highlighted]) == "on-disabled")
  }

  @Test("B11 B12: nothing set gives nil")
  func nothingSet() {
    let table = StateTable<Int>()
    for state in ControlState.allReachable {
      #expect(table.resolve(state) == nil)
    }
  }

  @Test("B11: every reachable state resolves through a chain that ends at normal")
  func chainsEndAtNormal() {
    for state in ControlState.allReachable {
      let order = state.resolutionOrder
      #expect(order.first == state)
      #expect(order.last == .normal)
      #expect(Set(order).count == order.count, "duplicate in \(order)")
    }
    #expect(ControlState.allReachable.count == 24)
  }

  @Test("B11: the allocation-free lookup agrees with the documented resolution order")
  func lookupMatchesOrder() {
    var rng = SplitMix64(seed: 11)
    for _ in 0..<500 {
      var table = StateTable<Int>()
      for state in ControlState.allReachable where rng.next() % 4 == 0 {
        table[exactly: state] = Int(state.rawValue)
      }
      for state in ControlState.allReachable {
        let expected = state.resolutionOrder.lazy.compactMap { table[exactly: $0] }.first
        #expect(table.resolve(state) == expected, "state \(state)")
      }
    }
  }

  @Test("B11: removing every value empties the table")
  func emptiesAgain() {
    var table = StateTable<String>()
    #expect(table.isEmpty)
    table[exactly: .on] = "on"
    #expect(!table.isEmpty)
    #expect(table.explicitStates == [.on])
    table[exactly: .on] = nil
    #expect(table.isEmpty)
    #expect(table == StateTable<String>())
  }

  @Test("B11: state descriptions name their conditions")
  func descriptions() {
    #expect(ControlState.normal.description == "normal")
    #expect(ControlState([.on, .highlighted]).description == "highlighted+on")
  }
}

@Suite("B7 B13 Hit region")
struct HitRegionTests {
  @Test("B13: a small toggle still takes presses in a 44 x 44 target")
  func minimumTarget() {
    let region = HitRegion(width: 20, height: 20)
    #expect(region.targetContains(x: -11.9, y: 10))
    #expect(!region.targetContains(x: -12.1, y: 10))
    #expect(region.targetContains(x: 31.9, y: 31.9))
  }

  @Test("B13: toggles larger than the minimum are not grown")
  func notGrown() {
    let region = HitRegion(width: 100, height: 50)
    #expect(!region.targetContains(x: -0.1, y: 10))
    #expect(region.targetContains(x: 100, y: 50))
  }

  @Test("B7: the slop grows the target for a held press")
  func slop() {
    let region = HitRegion(width: 100, height: 50, slop: 70)
    #expect(region.trackingContains(x: 170, y: -70))
    #expect(!region.trackingContains(x: 170.1, y: 0))
  }

  @Test("B7: negative and non-finite margins count as zero")
  func badMargins() {
    for bad in [-5, Double.nan, .infinity] {
      let region = HitRegion(width: 100, height: 50, slop: bad, minimumTargetSize: bad)
      #expect(region.trackingContains(x: 100, y: 50))
      #expect(!region.trackingContains(x: 100.5, y: 50))
    }
  }
}

@Suite("B13 B14 Accessibility and feedback")
struct AccessibilityAndFeedbackTests {
  @Test("B13: the label stays put; the state carries the value")
  func labelStable() {
    var description = ToggleAccessibility(label: "Bold", value: .off, isEnabled: true)
    let label = description.label
    description.value = .on
    #expect(description.label == label)
    #expect(description.valueText == "on")
    #expect(description.isSelected)
    description.value = .mixed
    #expect(description.valueText == "mixed")
    #expect(!description.isSelected)
  }

  @Test("B13: UISwitch-style numeric values")
  func numeric() {
    let strings = ToggleAccessibility.ValueStrings.numeric
    #expect(ToggleValue.allCases.map(strings.string(for:)) == ["0", "1", "2"])
  }

  @Test("B14: haptics only for user changes")
  func haptics() {
    let policy = FeedbackPolicy(haptic: .selection)
    #expect(policy.haptic(for: .user) == .selection)
    #expect(policy.haptic(for: .programmatic) == .none)
  }

  @Test("B14: a zero or non-finite duration never animates")
  func badDuration() {
    for duration in [0, -1, Double.nan] {
      let policy = FeedbackPolicy(animationDuration: duration)
      #expect(!policy.animates(cause: .user, animatedRequested: true, reduceMotion: false))
    }
  }
}
