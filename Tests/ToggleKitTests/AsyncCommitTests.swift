import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// A coordinator whose commit requests wait in a list until the test answers them.
@MainActor
private func makeCommittingToggle(_ policy: ToggleCommitPolicy) -> (
  ToggleCoordinator, RecordingHost, Requests
) {
  let (toggle, host) = makeToggle()
  let requests = Requests()
  toggle.commitPolicy = policy
  toggle.onCommitRequest = { requests.started.append($0) }
  toggle.onCommitCancel = { requests.cancelled.append($0) }
  return (toggle, host, requests)
}

@MainActor
private final class Requests {
  var started: [ToggleCommitRequest] = []
  var cancelled: [ToggleCommitRequest] = []
}

@Suite("B17-B22 Async commit")
@MainActor
struct AsyncCommitTests {
  nonisolated static let failure = ToggleCommitFailure(reason: .failed, message: "offline")

  @Test("B17: a user activation with a commit hook starts the work with the proposed value")
  func activationStartsWork() {
    let (toggle, _, requests) = makeCommittingToggle(.optimistic)
    toggle.tap()
    #expect(requests.started.map(\.proposedValue) == [.on])
    #expect(requests.started.first?.previousValue == .off)
    #expect(toggle.isPending)
  }

  @Test("B20: a model that took the optimistic value withdraws the work; the value stays")
  func withdrawKeepsTheValueShown() {
    let (toggle, host, requests) = makeCommittingToggle(.optimistic)
    toggle.tap()
    toggle.withdrawPendingCommit()
    #expect(!toggle.isPending && toggle.value == .on)
    #expect(requests.cancelled == requests.started)
    #expect(host.toldChanges.map(\.phase).last == .cancelled)
    // The work's late failure changes nothing: the model decided.
    #expect(!toggle.completeCommit(requests.started[0], with: .failure(Self.failure)))
    #expect(toggle.value == .on && host.failures.isEmpty)
  }

  @Test("B17: a vetoed activation or autotoggle off starts no work")
  func vetoStartsNothing() {
    let (toggle, host, requests) = makeCommittingToggle(.optimistic)
    toggle.shouldChange = { _ in false }
    toggle.tap()
    toggle.shouldChange = nil
    toggle.autotoggle = false
    toggle.tap()
    #expect(requests.started.isEmpty)
    #expect(!toggle.isPending)
    #expect(host.primaryActions == [.pointer, .pointer])
  }

  @Test("B18: optimistic shows the proposed value at once, pending, with no value notification yet")
  func optimisticShowsAtOnce() {
    let (toggle, host, _) = makeCommittingToggle(.optimistic)
    toggle.tap()
    #expect(toggle.value == .on)
    #expect(host.valueChanges.map(\.phase) == [.pending(.optimistic)])
    #expect(host.valueNotifications.isEmpty)
    #expect(host.pendingLooks == [true])
    #expect(host.toldChanges.map(\.phase) == [.pending(.optimistic)])
    #expect(host.primaryActions == [.pointer])
  }

  @Test("B18: confirmed keeps the old value while pending")
  func confirmedKeepsOldValue() {
    let (toggle, host, _) = makeCommittingToggle(.confirmed)
    toggle.tap()
    #expect(toggle.value == .off)
    #expect(toggle.isPending)
    #expect(host.valueChanges.isEmpty)
    #expect(
      host.toldChanges == [
        ToggleChange(from: .off, to: .on, cause: .user, phase: .pending(.confirmed))
      ])
  }

  @Test("B14 B18: a confirmed change's haptic plays at the tap, none when the work later succeeds")
  func confirmedHapticAtTheTap() {
    let (toggle, host, requests) = makeCommittingToggle(.confirmed)
    toggle.tap()
    #expect(
      host.events.filter { if case .playFeedback = $0 { true } else { false } } == [
        .playFeedback(.light)
      ])
    host.events.removeAll()
    toggle.completeCommit(requests.started[0], with: .success)
    #expect(toggle.value == .on)
    let haptics = host.events.compactMap { event -> HapticStyle? in
      switch event {
      case .valueChanged(_, _, let haptic): haptic
      case .playFeedback(let haptic): haptic
      default: nil
      }
    }
    #expect(haptics == [.none])
  }

  @Test("B14: an optimistic change plays its haptic with the value, never a second one at commit")
  func optimisticHapticOnce() {
    let (toggle, host, requests) = makeCommittingToggle(.optimistic)
    toggle.tap()
    toggle.completeCommit(requests.started[0], with: .success)
    let played = host.events.compactMap { event -> HapticStyle? in
      switch event {
      case .valueChanged(_, _, let haptic) where haptic != .none: haptic
      case .playFeedback(let haptic): haptic
      default: nil
      }
    }
    #expect(played == [.light])
  }

  @Test("B18: activations while pending are absorbed: no change, no notification, no tap action")
  func pendingAbsorbsActivations() {
    let (toggle, host, requests) = makeCommittingToggle(.optimistic)
    toggle.tap()
    toggle.tap()
    toggle.isFocused = true
    toggle.keyDown(.enter)
    toggle.accessibilityActivate()
    #expect(requests.started.count == 1)
    #expect(toggle.value == .on)
    #expect(host.primaryActions == [.pointer])
    #expect(host.toldChanges.count == 1)
  }

  @Test("B19: success commits and the value notification fires once, after the value (B9)")
  func successCommits() {
    for policy in [ToggleCommitPolicy.optimistic, .confirmed] {
      let (toggle, host, requests) = makeCommittingToggle(policy)
      toggle.tap()
      #expect(toggle.completeCommit(requests.started[0], with: .success))
      #expect(toggle.value == .on)
      #expect(!toggle.isPending)
      #expect(host.valueNotifications == [.on], "\(policy)")
      #expect(host.toldChanges.map(\.phase) == [.pending(policy), .committed])
      #expect(host.pendingLooks == [true, false])
      #expect(host.failures.isEmpty)
    }
  }

  @Test("B19: failure rolls back to the old value with the error, and no value notification")
  func failureRollsBack() {
    for policy in [ToggleCommitPolicy.optimistic, .confirmed] {
      let (toggle, host, requests) = makeCommittingToggle(policy)
      toggle.tap()
      toggle.completeCommit(requests.started[0], with: .failure(Self.failure))
      #expect(toggle.value == .off, "\(policy)")
      #expect(!toggle.isPending)
      #expect(host.valueNotifications.isEmpty)
      #expect(
        host.toldChanges.last
          == ToggleChange(from: .on, to: .off, cause: .user, phase: .rolledBack(Self.failure)))
      #expect(host.failures == [Self.failure])
    }
  }

  @Test("B18 B19: the pending look ends after the settled value is shown, never before it")
  func pendingLookEndsAfterSettledValue() {
    // An assistive technology told "no longer busy" reads the value then: it must be the one
    // the work settled on (GTK sends AT-SPI's busy and checked events in the order shown).
    for policy in [ToggleCommitPolicy.optimistic, .confirmed] {
      for outcome in [ToggleCommitOutcome.success, .failure(Self.failure)] {
        let (toggle, host, requests) = makeCommittingToggle(policy)
        toggle.tap()
        toggle.completeCommit(requests.started[0], with: outcome)
        let settled: ToggleValue = outcome == .success ? .on : .off
        #expect(toggle.value == settled)
        #expect(host.pendingLooks == [true, false], "\(policy) \(outcome)")
        // Confirmed and failed, the value never moved: the toggle still shows off.
        let shown = host.valuesShownAtPendingLooks.last.flatMap { $0 } ?? .off
        #expect(shown == settled, "\(policy) \(outcome)")
      }
    }
  }

  @Test("B19: after a rollback the toggle takes the next activation (no stuck toggle)")
  func usableAfterFailure() {
    let (toggle, _, requests) = makeCommittingToggle(.optimistic)
    toggle.tap()
    toggle.completeCommit(requests.started[0], with: .failure(Self.failure))
    toggle.tap()
    #expect(requests.started.count == 2)
    #expect(toggle.value == .on)
  }

  @Test("B20: a set from code that changes nothing leaves the work running")
  func sameValueSetKeepsWork() {
    let (toggle, _, requests) = makeCommittingToggle(.confirmed)
    toggle.tap()
    #expect(toggle.setValue(.off) == false)  // a cell re-asserting the value shown
    #expect(toggle.isPending)
    #expect(requests.cancelled.isEmpty)
    toggle.completeCommit(requests.started[0], with: .success)
    #expect(toggle.value == .on)
  }

  @Test("B18: while pending a press or Space shows no pressed look")
  func noPressedLookWhilePending() {
    let (toggle, _, _) = makeCommittingToggle(.optimistic)
    toggle.tap()
    toggle.pointerDown(x: 50, y: 20)
    #expect(!toggle.isHighlighted)
    toggle.isFocused = true
    toggle.keyDown(.space)
    #expect(!toggle.isHighlighted)
  }

  @Test("B17: removing or replacing the hook while pending puts an unsaved optimistic value back")
  func removeCommitRestores() {
    let (toggle, host, _) = makeCommittingToggle(.optimistic)
    toggle.tap()
    #expect(toggle.value == .on)
    toggle.removeCommit()
    #expect(toggle.value == .off)
    #expect(!toggle.isPending)
    #expect(host.valueNotifications.isEmpty)
    #expect(host.toldChanges.map(\.phase) == [.pending(.optimistic), .cancelled, .committed])
    #expect(host.toldChanges.last?.cause == .programmatic)
  }

  @Test("B20: a set from code while pending cancels the work and wins; a late answer is ignored")
  func programmaticSetCancels() {
    let (toggle, host, requests) = makeCommittingToggle(.confirmed)
    toggle.tap()
    #expect(toggle.setValue(.on))
    #expect(requests.cancelled == requests.started)
    #expect(!toggle.isPending)
    #expect(host.toldChanges.map(\.phase) == [.pending(.confirmed), .cancelled, .committed])
    #expect(!toggle.completeCommit(requests.started[0], with: .failure(Self.failure)))
    #expect(toggle.value == .on)
    #expect(host.valueNotifications.isEmpty)

    toggle.tap()
    toggle.toggle()
    #expect(toggle.value == .off)
    #expect(requests.cancelled.count == 2)
  }

  @Test("B21: disabling while pending lets the work finish and its outcome apply")
  func disableWhilePending() {
    let (toggle, host, requests) = makeCommittingToggle(.confirmed)
    toggle.tap()
    toggle.isEnabled = false
    toggle.completeCommit(requests.started[0], with: .success)
    #expect(toggle.value == .on)
    #expect(host.valueNotifications == [.on])
    toggle.tap()
    #expect(requests.started.count == 1)
  }

  @Test(
    "B9 B10 B19: the work is asked for after the change shown is told and before the tap action; an answer at once applies there"
  )
  func answerAtOnce() {
    let (toggle, host) = makeToggle()
    toggle.commitPolicy = .optimistic
    toggle.onCommitRequest = { [unowned toggle] request in
      // The change shown at once was told, outside any delivery; the tap action comes after.
      #expect(host.toldChanges.map(\.phase) == [.pending(.optimistic)])
      #expect(host.primaryActions.isEmpty && host.openDeliveries == 0)
      toggle.completeCommit(request, with: .success)
    }
    toggle.tap()
    #expect(host.primaryActions == [.pointer])
    #expect(!toggle.isPending)
    #expect(toggle.value == .on)
    #expect(host.toldChanges.map(\.phase) == [.pending(.optimistic), .committed])
    #expect(host.valueNotifications == [.on])
    #expect(host.openDeliveries == 0)
  }

  // MARK: The async runner

  @Test("B19: setCommit's work succeeding commits; throwing rolls back with its error")
  func runnerOutcomes() async {
    let (toggle, host) = makeToggle()
    toggle.setCommit(.optimistic) { value in
      if value == .off { throw ToggleCommitFailure(reason: .failed, message: "nope") }
    }
    toggle.tap()
    await waitUntil { !toggle.isPending }
    #expect(toggle.value == .on)
    #expect(host.valueNotifications == [.on])
    toggle.tap()
    await waitUntil { !toggle.isPending }
    #expect(toggle.value == .on)
    #expect(host.failures.map(\.message) == ["nope"])
  }

  @Test("B19: the error the work threw reaches the failure as it was thrown, for the app to read")
  func failureKeepsTheThrownError() async {
    struct Offline: Error, Equatable { let code: Int }
    let (toggle, host) = makeToggle()
    toggle.setCommit(.optimistic) { _ in throw Offline(code: -1009) }
    toggle.tap()
    await waitUntil { !toggle.isPending }
    #expect(toggle.value == .off)
    let failure = host.failures.first
    #expect(failure?.reason == .failed)
    #expect(failure?.underlyingError as? Offline == Offline(code: -1009))
    // Equality and coding leave the error out: the same reason and message are the same failure.
    #expect(failure == ToggleCommitFailure(reason: .failed, message: failure?.message ?? ""))
    #expect(ToggleCommitFailure.timedOut(after: 1).underlyingError == nil)
  }

  @Test("B19: work that never answers times out, is cancelled, and rolls back")
  func runnerTimesOut() async {
    let (toggle, host) = makeToggle()
    let observer = CancellationObserver()
    toggle.setCommit(.optimistic, timeout: 0.05) { _ in
      await observer.waitForCancellation()
    }
    toggle.tap()
    #expect(toggle.value == .on)
    await waitUntil { !toggle.isPending }
    #expect(toggle.value == .off)
    #expect(host.failures.map(\.reason) == [.timedOut])
    await waitUntil { observer.sawCancellation }
    #expect(observer.sawCancellation)
  }

  @Test("B17: setConfirmation's no refuses the change; yes commits it")
  func confirmation() async {
    let (toggle, host) = makeToggle()
    let answer = Answer()
    toggle.setConfirmation { _ in answer.yes }
    toggle.tap()
    await waitUntil { !toggle.isPending }
    #expect(toggle.value == .off)
    #expect(host.failures.map(\.reason) == [.refused])
    answer.yes = true
    toggle.tap()
    await waitUntil { !toggle.isPending }
    #expect(toggle.value == .on)
  }

  @Test("B22: releasing the toggle while pending cancels the work; nothing is delivered after")
  func releaseCancels() async {
    let observer = CancellationObserver()
    var host: RecordingHost? = RecordingHost()
    do {
      let toggle = ToggleCoordinator(hitRegion: HitRegion(width: 100, height: 40))
      toggle.host = host
      toggle.setCommit(.optimistic) { _ in await observer.waitForCancellation() }
      toggle.tap()
      #expect(toggle.isPending)
      await waitUntil { observer.started }
    }
    await waitUntil { observer.sawCancellation }
    #expect(observer.sawCancellation)
    #expect(host?.valueNotifications.isEmpty == true)
    #expect(host?.failures.isEmpty == true)
    host = nil
  }

  @Test("B20: a save withdrawn before its task begins never runs the app's work")
  func withdrawnBeforeItsTaskBegins() async {
    var calls: [String] = []
    let (toggle, _) = makeToggle()
    toggle.setCommit(.optimistic) { _ in calls.append("toggle") }
    toggle.tap()
    toggle.setValue(.off)  // code wins before the task has run (B20)
    let store = ToggleStore<String>()
    store.insert("a")
    store.setCommit(.optimistic) { item, _ in calls.append("store \(item)") }
    store.activate("a")
    store.setValue(.off, for: "a")
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["n"])
    tree.setCommit(.optimistic) { _ in calls.append("tree") }
    tree.activate("n")
    _ = tree.setValue(.off, for: "n")
    // The control case: a save left alone runs its work.
    let (other, _) = makeToggle()
    other.setCommit(.optimistic) { _ in calls.append("other") }
    other.tap()
    await waitUntil { !other.isPending }
    #expect(calls == ["other"])
    #expect(!toggle.isPending && !store.isPending("a") && !tree.isPending("n"))
  }

  @Test("B17: onCommitRequest read, wrapped and set back keeps setCommit's work")
  func onCommitRequestRoundTrip() async {
    let (toggle, _) = makeToggle()
    var saved: [ToggleValue] = []
    var heard: [UInt64] = []
    toggle.setCommit(.confirmed) { saved.append($0) }
    let original = toggle.onCommitRequest
    toggle.onCommitRequest = { request in
      heard.append(request.id)
      original?(request)
    }
    toggle.tap()
    await waitUntil { !toggle.isPending }
    #expect(heard.count == 1 && saved == [.on] && toggle.value == .on)
  }

  @Test("B20: a set from code cancels setCommit's running work")
  func runnerCancelledBySet() async {
    let (toggle, host) = makeToggle()
    let observer = CancellationObserver()
    toggle.setCommit(.confirmed) { _ in await observer.waitForCancellation() }
    toggle.tap()
    await waitUntil { observer.started }
    toggle.setValue(.on)
    await waitUntil { observer.sawCancellation }
    #expect(observer.sawCancellation)
    #expect(toggle.value == .on)
    #expect(host.valueNotifications.isEmpty)
    #expect(host.toldChanges.map(\.phase) == [.pending(.confirmed), .cancelled, .committed])
  }
}

/// What a confirmation answers; the test changes it between taps.
@MainActor
final class Answer {
  var yes = false
}

/// Work that waits until its task is cancelled, and says when it saw that.
@MainActor
final class CancellationObserver {
  var sawCancellation = false
  var started = false

  func waitForCancellation() async {
    started = true
    while !Task.isCancelled {
      try? await Task.sleep(nanoseconds: 5_000_000)
    }
    sawCancellation = true
  }
}

/// Yields to the main actor until `condition` holds, for at most two seconds.
@MainActor
func waitUntil(_ condition: () -> Bool) async {
  for _ in 0..<400 where !condition() {
    try? await Task.sleep(nanoseconds: 5_000_000)
  }
}

@Suite("B17-B22 Async commit: the shown value of each phase")
struct ShownValueTests {
  @Test("B18 B19 B20: observers of the shown value hear a move only when the shown value moves")
  func shownValues() {
    func shown(
      _ phase: ToggleChange.Phase, from old: ToggleValue, to new: ToggleValue, before: ToggleValue
    )
      -> ToggleValue
    {
      ToggleChange(from: old, to: new, cause: .user, phase: phase).shownValue(after: before)
    }
    #expect(shown(.committed, from: .off, to: .on, before: .off) == .on)
    #expect(shown(.pending(.optimistic), from: .off, to: .on, before: .off) == .on)
    #expect(shown(.pending(.confirmed), from: .off, to: .on, before: .off) == .off)
    // An optimistic commit: no move.
    #expect(shown(.committed, from: .off, to: .on, before: .on) == .on)
    #expect(shown(.rolledBack(AsyncCommitTests.failure), from: .on, to: .off, before: .on) == .off)
    #expect(shown(.cancelled, from: .off, to: .on, before: .on) == .on)
    #expect(shown(.cancelled, from: .off, to: .on, before: .off) == .off)
  }
}

@Suite("B18 B19: what assistive technology is told of an async commit")
struct CommitPhrasesTests {
  @Test("B19: the rollback announcement names the toggle and the value it went back to")
  func announcement() {
    let english = ToggleAccessibility.Phrases.english
    #expect(english.notChanged(label: "Wi-Fi", value: "off") == "Wi-Fi: not changed, still off")
    let reordered = ToggleAccessibility.Phrases(busy: "x", notChangedFormat: "%2$@ (%1$@)")
    #expect(reordered.notChanged(label: "Wi-Fi", value: "off") == "off (Wi-Fi)")
    #expect(
      english.notChanged(label: "100% %1$@", value: "on") == "100% %1$@: not changed, still on")
    #expect(english.notChanged(label: "", value: "off") == "not changed, still off")
  }

  @Test("B18: while pending the value is read in words with the busy word, on every iOS version")
  func busyValue() {
    for hasTrait in [true, false] {
      let shown = ToggleAccessibility.presentation(
        value: .on, systemHasToggleTrait: hasTrait, appWords: nil, localizedWords: .spoken,
        busyWord: "saving")
      #expect(shown.value == "on, saving")
    }
  }
}
