import Testing

@testable import ToggleKit

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
