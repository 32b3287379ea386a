import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// B19, L3: a user's failed save gets its error feedback once: on the row that started it,
/// else on a row that shows the item now, else from the toolkit's hook for an item no row
/// shows (a UIKit row scrolled away gave none).
@Suite("B19 L3 A failed save's feedback when no row shows its item")
@MainActor
struct StoreUnshownFailureTests {
  private final class Recorder {
    var unshown: [(item: Int, restored: ToggleValue, message: String)] = []
    var requests: [ToggleCommitRequest] = []
  }

  private func makeStore(_ recorder: Recorder) -> ToggleStore<Int> {
    let store = ToggleStore(mode: .multiple, items: 0..<10)
    store.setCommit(
      .optimistic, request: { _, request in recorder.requests.append(request) }, cancel: { _ in })
    store.unshownFailureFeedback = { item, restored, failure in
      recorder.unshown.append((item, restored, failure.message))
      return true
    }
    return store
  }

  @Test("B19 L3: a save whose row went on to another item is told to the toolkit's hook, once")
  func rowScrolledAwayGoesToTheHook() throws {
    let recorder = Recorder()
    let store = makeStore(recorder)
    let (row, host) = makeToggle()
    store.bind(row, to: 4)
    row.tap()
    #expect(store.isPending(4))
    store.bind(row, to: 7)  // scrolled away: the cell now shows another item
    let request = try #require(recorder.requests.first)
    store.completeCommit(
      request, with: .failure(ToggleCommitFailure(reason: .failed, message: "refused")))
    #expect(store.value(of: 4) == .off)
    #expect(recorder.unshown.count == 1)
    #expect(recorder.unshown.first?.item == 4 && recorder.unshown.first?.restored == .off)
    #expect(recorder.unshown.first?.message == "refused")
    #expect(host.failures.isEmpty)  // the row shows item 7: not its failure
  }

  @Test("B19 L3: a save whose item a row shows gives the feedback there, not to the hook")
  func shownItemGivesFeedbackOnItsRow() throws {
    let recorder = Recorder()
    let store = makeStore(recorder)
    let (row, _) = makeToggle()
    store.bind(row, to: 4)
    row.tap()
    store.bind(row, to: 7)
    let (other, otherHost) = makeToggle()
    store.bind(other, to: 4)  // scrolled back: another cell shows the item
    let request = try #require(recorder.requests.first)
    store.completeCommit(
      request, with: .failure(ToggleCommitFailure(reason: .timedOut, message: "late")))
    #expect(otherHost.failures.map(\.reason) == [.timedOut])
    #expect(recorder.unshown.isEmpty)
  }

  @Test("B19 L3: a save with no row at all (code's activation as the user's) goes to the hook")
  func rowlessActivationGoesToTheHook() throws {
    let recorder = Recorder()
    let store = makeStore(recorder)
    store.activate(2)
    let request = try #require(recorder.requests.first)
    store.completeCommit(request, with: .success)
    #expect(recorder.unshown.isEmpty)  // a success has no error feedback
    store.activate(2)
    let second = try #require(recorder.requests.last)
    store.completeCommit(
      second, with: .failure(ToggleCommitFailure(reason: .failed, message: "no")))
    #expect(recorder.unshown.map(\.item) == [2] && recorder.unshown.first?.restored == .on)
  }
}
