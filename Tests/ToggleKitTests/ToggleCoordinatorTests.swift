import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

@Suite("B2-B5 B9 B10 B16 Changes and notifications")
@MainActor
struct ToggleCoordinatorTests {
  @Test("B2: setting the value from code updates the look and sends no user notification")
  func programmaticIsSilent() {
    let (toggle, host) = makeToggle()
    toggle.setValue(.on)
    toggle.toggle()
    toggle.toggle(animated: true)
    #expect(toggle.value == .on)
    #expect(host.valueNotifications.isEmpty)
    #expect(host.primaryActions.isEmpty)
    #expect(host.valueChanges.map(\.cause) == [.programmatic, .programmatic, .programmatic])
  }

  @Test("B2: setting the value it already has does nothing")
  func sameValue() {
    let (toggle, host) = makeToggle()
    #expect(!toggle.setValue(.off))
    #expect(host.events.isEmpty)
  }

  @Test("B3: a user change notifies exactly once, and the handler reads the new value")
  func exactlyOnce() {
    let (toggle, host) = makeToggle()
    var seen: [ToggleValue] = []
    host.onValueNotification = { seen.append($0.value) }
    toggle.tap()
    #expect(seen == [.on])
    toggle.tap()
    #expect(seen == [.on, .off])
  }

  @Test("B4: autotoggle off sends the primary action and keeps the value")
  func autotoggleOff() {
    let (toggle, host) = makeToggle()
    toggle.autotoggle = false
    toggle.tap()
    toggle.keyDown(.enter)
    #expect(toggle.value == .off)
    #expect(host.valueNotifications.isEmpty)
    #expect(host.primaryActions == [.pointer, .keyboard])
  }

  @Test("B4: with autotoggle off the app decides, from the primary action")
  func appDecides() {
    let (toggle, host) = makeToggle()
    toggle.autotoggle = false
    host.onPrimaryAction = { $0.toggle() }
    toggle.tap()
    #expect(toggle.value == .on)
    #expect(host.valueChanges.map(\.cause) == [.programmatic])
  }

  @Test(
    "B4: a value whose owner settles it for the activation is the user's change, told after the tap action"
  )
  func ownerSettlesTheActivation() {
    let (toggle, host) = makeToggle()
    toggle.autotoggle = false
    // The owner (a GTK action) is activated by the tap action and settles on a value.
    host.onPrimaryAction = { $0.adoptUserChange(.on) }
    toggle.tap()
    #expect(toggle.value == .on)
    let told = host.events.filter {
      switch $0 {
      case .valueChanged, .changeNotification, .valueNotification, .primaryAction: true
      default: false
      }
    }.map(\.description)
    #expect(
      told == [
        "primary(pointer, off)", "value(off->on user animated:true light)", "told(off->on user)",
        "notify(on)",
      ])
    #expect(host.openDeliveries == 0)
    // Outside an activation it is told at once, in the same order; the same value is nothing.
    host.events.removeAll()
    #expect(toggle.adoptUserChange(.off))
    #expect(!toggle.adoptUserChange(.off))
    #expect(host.valueNotifications == [.off])
    #expect(host.toldChanges.map(\.cause) == [.user])
  }

  @Test("B4 B10: a settled value is refused past the answer bound, in a group and while saving")
  func adoptedChangeRefusals() {
    let (toggle, host) = makeToggle()
    // Past the bound: a handler that answers every change with another stops (B10).
    host.onChangeNotification = { coordinator, _ in
      _ = coordinator.adoptUserChange(coordinator.value.next)
    }
    #expect(toggle.adoptUserChange(.on))
    // The change itself, then 64 answers, the first one's included; the last one told is
    // the value shown.
    #expect(host.toldChanges.count == ToggleCoordinator.maximumChangesPerDelivery + 1)
    #expect(host.toldChanges.last?.newValue == toggle.value)
    host.onChangeNotification = nil
    // A group member's value is the group's to move.
    let group = ToggleGroup(mode: .multiple)
    let (member, _) = makeToggle()
    _ = group.add(member)
    #expect(!member.adoptUserChange(.on) && member.value == .off)
  }

  @Test("B5: a veto is asked with the proposed value; false changes and notifies nothing")
  func veto() {
    let (toggle, host) = makeToggle()
    var asked: [ToggleValue] = []
    toggle.shouldChange = { proposed in
      asked.append(proposed)
      return false
    }
    toggle.tap()
    #expect(asked == [.on])
    #expect(toggle.value == .off)
    #expect(host.valueChanges.isEmpty)
    #expect(host.valueNotifications.isEmpty)
    toggle.shouldChange = { _ in true }
    toggle.tap()
    #expect(toggle.value == .on)
  }

  @Test("B5: the veto is not asked for programmatic changes")
  func vetoIgnoresCode() {
    let (toggle, _) = makeToggle()
    toggle.shouldChange = { _ in
      Issue.record("asked")
      return false
    }
    toggle.setValue(.on)
    #expect(toggle.value == .on)
  }

  @Test("B9: value, then look, then the value notification, then the primary action")
  func order() {
    let (toggle, host) = makeToggle()
    toggle.pointerDown(x: 50, y: 20)
    toggle.pointerUp(x: 50, y: 20)
    #expect(
      host.events == [
        .prepareFeedback(.light),
        .stateChanged(.highlighted),
        .stateChanged(.normal),
        .valueChanged(
          ToggleChange(from: .off, to: .on, cause: .user), animated: true, haptic: .light),
        .changeNotification(ToggleChange(from: .off, to: .on, cause: .user)),
        .valueNotification(.on),
        .primaryAction(.pointer, .on),
      ])
  }

  @Test("B10: a handler that sets the value makes a programmatic change; later handlers see it")
  func reentrantSet() {
    let (toggle, host) = makeToggle()
    host.onValueNotification = { $0.setValue(.off) }
    toggle.tap()
    #expect(toggle.value == .off)
    #expect(host.valueNotifications == [.on])
    #expect(host.primaryActions == [.pointer])
    #expect(
      host.events.last
        == .changeNotification(ToggleChange(from: .on, to: .off, cause: .programmatic)))
    #expect(host.valueChanges.map(\.cause) == [.user, .programmatic])
  }

  @Test("B10 B15: a change made while a change is told is told after it, in order, look at once")
  func reentrantChangeIsToldInOrder() async {
    let (toggle, host) = makeToggle()
    let stream = toggle.changes
    var setBack = true
    host.onChangeNotification = { coordinator, _ in
      guard setBack else { return }
      setBack = false
      coordinator.setValue(.off)
      #expect(coordinator.value == .off, "the value applies at once")
    }
    toggle.tap()
    let expected = [
      ToggleChange(from: .off, to: .on, cause: .user),
      ToggleChange(from: .on, to: .off, cause: .programmatic),
    ]
    #expect(host.toldChanges == expected)
    #expect(host.valueChanges == expected, "the look followed each change at once")
    #expect(host.events.last == .changeNotification(expected[1]))
    #expect(host.openDeliveries == 0, "every delivery that began ended")
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next() == expected[0])
    #expect(await iterator.next() == expected[1])
  }

  @Test("B10: a handler that answers every change with another stops after a bounded number")
  func endlessHandlerIsBounded() {
    let (toggle, host) = makeToggle()
    host.onChangeNotification = { coordinator, _ in coordinator.toggle() }
    toggle.setValue(.on)
    // The change itself, then 64 answers, the handler's first one included (B10).
    let perDelivery = ToggleCoordinator.maximumChangesPerDelivery + 1
    #expect(host.toldChanges.count == perDelivery)
    #expect(host.toldChanges.last?.newValue == toggle.value)
    toggle.setValue(toggle.value.next)
    #expect(host.toldChanges.count == 2 * perDelivery, "the bound is per delivery")
  }

  @Test("B10: a handler may set the value any number of times; each is told, in order")
  func manySetsInOneHandlerAreNotBounded() {
    let (toggle, host) = makeToggle()
    var answered = false
    host.onValueNotification = { coordinator in
      guard !answered else { return }
      answered = true
      for _ in 0..<(2 * ToggleCoordinator.maximumChangesPerDelivery) { coordinator.toggle() }
    }
    toggle.tap()
    #expect(host.toldChanges.count == 1 + 2 * ToggleCoordinator.maximumChangesPerDelivery)
    #expect(host.toldChanges.last?.newValue == toggle.value)
    #expect(toggle.value == .on, "an even number of flips after going on")
  }

  @Test("B10: a handler that activates again is not delivered recursively and nothing loops")
  func reentrantActivate() {
    let (toggle, host) = makeToggle()
    var depth = 0
    host.onValueNotification = { coordinator in
      depth += 1
      coordinator.tap()
      coordinator.accessibilityActivate()
    }
    toggle.tap()
    #expect(depth == 1)
    #expect(toggle.value == .on)
    #expect(host.valueNotifications.count == 1)
  }

  @Test("B10: a veto that sets the proposed value itself leaves nothing to notify")
  func vetoThatSets() {
    let (toggle, host) = makeToggle()
    toggle.shouldChange = { [unowned toggle] proposed in
      toggle.setValue(proposed)
      return true
    }
    toggle.tap()
    #expect(toggle.value == .on)
    #expect(host.valueNotifications.isEmpty)
    #expect(host.valueChanges.map(\.cause) == [.programmatic])
  }

  @Test("B14: programmatic changes animate only when asked, never with Reduce Motion")
  func animation() {
    let (toggle, host) = makeToggle()
    toggle.setValue(.on, animated: true)
    toggle.setValue(.off, animated: false)
    toggle.reduceMotion = { true }
    toggle.setValue(.on, animated: true)
    toggle.tap()
    let animated = host.events.compactMap { event -> Bool? in
      if case .valueChanged(_, let animated, _) = event { return animated }
      return nil
    }
    #expect(animated == [true, false, false, false])
  }

  @Test("B16: the coordinator holds its host weakly and survives its going away")
  func weakHost() {
    let coordinator = ToggleCoordinator(hitRegion: HitRegion(width: 100, height: 40))
    weak var weakHost: RecordingHost?
    do {
      let host = RecordingHost()
      weakHost = host
      coordinator.host = host
    }
    #expect(weakHost == nil)
    coordinator.tap()
    #expect(coordinator.value == .on)
    coordinator.setValue(.off)
    #expect(coordinator.value == .off)
  }

  @Test("B16: a host released by its own handler finishes the delivery without crashing")
  func releasedInCallback() {
    let coordinator = ToggleCoordinator(hitRegion: HitRegion(width: 100, height: 40))
    var host: RecordingHost? = RecordingHost()
    weak let weakHost = host
    coordinator.host = host
    host?.onValueNotification = { _ in host = nil }
    coordinator.tap()
    #expect(weakHost == nil)
    #expect(coordinator.value == .on)
  }
}
