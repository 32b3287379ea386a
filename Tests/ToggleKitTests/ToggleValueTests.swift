import Foundation
import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

@Suite("B1 Value")
struct ToggleValueTests {
  @Test("B1: a toggle starts off")
  @MainActor func startsOff() {
    let (toggle, _) = makeToggle()
    #expect(toggle.value == .off)
    #expect(ToggleMachine().value == .off)
  }

  @Test("B1: user activation goes off to on, on to off, mixed to on")
  func nextValue() {
    #expect(ToggleValue.off.next == .on)
    #expect(ToggleValue.on.next == .off)
    #expect(ToggleValue.mixed.next == .on)
  }

  @Test("B1: a user tap from mixed goes to on")
  @MainActor func tapFromMixed() {
    let (toggle, host) = makeToggle()
    toggle.allowsMixed = true
    #expect(toggle.setValue(.mixed))
    toggle.tap()
    #expect(toggle.value == .on)
    #expect(host.valueChanges.last == ToggleChange(from: .mixed, to: .on, cause: .user))
  }

  @Test("B1: mixed is refused where it is not allowed")
  @MainActor func mixedRefused() {
    let (toggle, host) = makeToggle()
    #expect(!toggle.setValue(.mixed))
    #expect(toggle.value == .off)
    #expect(host.events.isEmpty)
  }

  @Test("B1: forbidding mixed while mixed turns the toggle off, programmatically")
  @MainActor func forbidWhileMixed() {
    let (toggle, host) = makeToggle()
    toggle.allowsMixed = true
    toggle.setValue(.mixed)
    toggle.allowsMixed = false
    #expect(toggle.value == .off)
    #expect(host.valueChanges.last == ToggleChange(from: .mixed, to: .off, cause: .programmatic))
    #expect(host.valueNotifications.isEmpty)
  }

  @Test("B1: values survive Codable round trips")
  func codable() throws {
    let change = ToggleChange(from: .mixed, to: .on, cause: .user)
    let data = try JSONEncoder().encode(change)
    #expect(try JSONDecoder().decode(ToggleChange.self, from: data) == change)
  }
}
