import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

@Suite("B15 Change stream")
@MainActor
struct ChangeStreamTests {
  @Test("B15: the stream delivers user and programmatic changes in order, with their cause")
  func delivers() async {
    let (toggle, _) = makeToggle()
    let stream = toggle.changes
    toggle.tap()
    toggle.setValue(.off)
    toggle.keyDown(.enter)
    var received: [ToggleChange] = []
    for await change in stream {
      received.append(change)
      if received.count == 3 { break }
    }
    #expect(
      received == [
        ToggleChange(from: .off, to: .on, cause: .user),
        ToggleChange(from: .on, to: .off, cause: .programmatic),
        ToggleChange(from: .off, to: .on, cause: .user),
      ])
  }

  @Test(
    "B2 B15: code setting a tap's change straight back is told apart (a seed's own flip left in)")
  func codeUndoingATapIsRecognized() {
    let (toggle, host) = makeToggle()
    // Seed 003's `.touchUpInside` action, kept on the button: it flips the value itself.
    host.onPrimaryAction = { toggle in toggle.setValue(toggle.value == .on ? .off : .on) }
    toggle.tap()
    let told = host.toldChanges
    #expect(told.count == 2)
    #expect(told[1].undoes(told[0]))
    #expect(toggle.value == .off)  // the code's value stands (B2); adapters only warn
    // Not an undo: code turning on after a tap turned off, a second tap, a rollback.
    let tapOn = ToggleChange(from: .off, to: .on, cause: .user)
    #expect(!ToggleChange(from: .on, to: .mixed, cause: .programmatic).undoes(tapOn))
    #expect(!ToggleChange(from: .on, to: .off, cause: .user).undoes(tapOn))
    let failure = ToggleCommitFailure(reason: .failed, message: "x")
    #expect(
      !ToggleChange(from: .on, to: .off, cause: .user, phase: .rolledBack(failure)).undoes(tapOn))
  }

  @Test("B15: every subscriber gets every change; vetoed and unchanged values are not sent")
  func manySubscribers() async {
    let (toggle, _) = makeToggle()
    let first = toggle.changes
    let second = toggle.changes
    toggle.shouldChange = { _ in false }
    toggle.tap()
    toggle.setValue(.off)
    toggle.setValue(.on)
    var firstIterator = first.makeAsyncIterator()
    var secondIterator = second.makeAsyncIterator()
    #expect(await firstIterator.next()?.newValue == .on)
    #expect(await secondIterator.next()?.newValue == .on)
  }

  @Test("B15 B16: streams end when the toggle goes away")
  func endsWithToggle() async {
    var toggle: ToggleCoordinator? = ToggleCoordinator()
    let stream = toggle!.changes
    toggle!.setValue(.on)
    toggle = nil
    var count = 0
    for await _ in stream { count += 1 }
    #expect(count == 1)
  }

  @Test("B15: a subscriber that stopped reading is dropped at the next change")
  func dropsFinished() async {
    let (toggle, _) = makeToggle()
    let task = Task { @MainActor in
      for await _ in toggle.changes {}
    }
    await Task.yield()
    #expect(toggle.changeSubscriberCount == 1)
    task.cancel()
    await task.value
    toggle.setValue(.on)
    #expect(toggle.changeSubscriberCount == 0)
  }
}
