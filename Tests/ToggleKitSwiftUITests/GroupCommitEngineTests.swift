import Testing
@_spi(ToggleKitTools) import ToggleKit

@testable import ToggleKitSwiftUI

/// The app's side of a saved SwiftUI group: its selection (what the binding holds), a server
/// whose saves wait until the test answers them, and the engine's updates to wait on.
@MainActor
private final class SavedChoice {
  var selection: Set<String>
  var proposals: [Set<String>] = []
  var failures: [(member: String, restored: ToggleValue)] = []
  var updates = 0
  var cancelledSaves = 0
  /// Implicitly unwrapped so a test can release it, as SwiftUI does with a view's state.
  var engine: GroupCommitEngine<String>!
  private var answer: CheckedContinuation<Void, any Error>?
  private var waiter: (condition: () -> Bool, continuation: CheckedContinuation<Void, Never>)?

  init(
    _ mode: ToggleSelectionMode, _ policy: ToggleCommitPolicy, selection: Set<String>,
    timeout: Double = SavedChoice.patientTimeout
  ) {
    self.selection = selection
    var save: ((Set<String>) async throws -> Void)?
    engine = GroupCommitEngine(
      mode: mode,
      commit: .init(policy: policy, timeout: timeout) { try await save?($0) })
    save = { [unowned self] in try await self.save($0) }
    engine.onUpdate = { [unowned self] in
      updates += 1
      happened()
    }
    engine.onFailure = { [unowned self] in
      failures.append(($0, $1))
      happened()
    }
  }

  /// The user turns `member` on or off, as SwiftUI's binding set does.
  func tap(_ member: String) {
    engine.activate(
      member, read: { [unowned self] in selection },
      write: { [unowned self] in
        selection = $0
        happened()
      })
  }

  func shows(_ member: String) -> Bool { engine.isOn(member, in: selection) }

  /// The app sets its selection, and the view's `onChange` tells the engine.
  func appSets(_ newSelection: Set<String>) {
    selection = newSelection
    engine.selectionSetByApp(newSelection)
  }

  /// The server's answer to the save that waits.
  func answerSave(failing: Bool = false) {
    let waiting = answer
    answer = nil
    if failing { waiting?.resume(throwing: Offline()) } else { waiting?.resume() }
  }

  /// Waits until `condition` holds, checked at each event the engine or the app reports.
  /// A cancelled wait (the suite's time limit) ends at once, so a regression fails the test
  /// instead of hanging the run.
  func until(_ condition: @escaping () -> Bool) async {
    guard !condition() else { return }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        // Checked again here, with the waiter set in the same step: an event between the
        // first check and this one would otherwise find no waiter, and be lost.
        if condition() || Task.isCancelled {
          continuation.resume()
        } else {
          waiter = (condition, continuation)
        }
      }
    } onCancel: {
      Task { @MainActor [weak self] in
        guard let waiter = self?.waiter else { return }
        self?.waiter = nil
        waiter.continuation.resume()
      }
    }
  }

  /// The view's next render, with a new policy for the same save.
  func renders(policy: ToggleCommitPolicy) {
    engine.update(
      .init(policy: policy, timeout: Self.patientTimeout) { [unowned self] in try await save($0) })
  }

  private func save(_ proposed: Set<String>) async throws {
    proposals.append(proposed)
    happened()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { answer = $0 }
    } onCancel: {
      Task { @MainActor [weak self] in
        self?.answer?.resume(throwing: CancellationError())
        self?.answer = nil
        self?.cancelledSaves += 1
        self?.happened()
      }
    }
  }

  /// The save timeout of tests not about timeouts: an hour. The default (15 s) runs on the
  /// clock, and in the full suite GTK's tests hold the main actor long enough on 2 cores
  /// that a save a test had not answered yet timed out, and the test waited for a
  /// selection that the rollback had taken back.
  static let patientTimeout: Double = 3600

  private func happened() {
    guard let waiter, waiter.condition() else { return }
    self.waiter = nil
    waiter.continuation.resume()
  }

  struct Offline: Error {}
}

@Suite("G8 A SwiftUI group saved one change at a time (AsyncCommitGroup)", .timeLimit(.minutes(1)))
@MainActor
struct GroupCommitEngineTests {
  @Test(
    "G8 G2: an optimistic choice shows the new member on and the old off at once, saves the whole selection, and the app's selection follows the success"
  )
  func optimisticChoiceSavesTheSelection() async {
    let choice = SavedChoice(.exclusive(selectionRequired: true), .optimistic, selection: ["left"])
    choice.tap("center")
    #expect(choice.shows("center") && !choice.shows("left"))
    #expect(choice.engine.isPending("center") && choice.engine.isPending("left"))
    #expect(choice.engine.isActivated("center") && !choice.engine.isActivated("left"))
    #expect(choice.selection == ["left"])  // the model changes only when the save succeeds
    await choice.until { choice.proposals.count == 1 }
    #expect(choice.proposals == [["center"]])
    choice.answerSave()
    await choice.until { choice.selection == ["center"] }
    #expect(!choice.engine.isSaving && !choice.engine.isPending("left"))
    #expect(choice.shows("center") && !choice.shows("left"))
  }

  @Test("G8: while a save runs every member's activation is absorbed: one save, no change")
  func activationsWaitForTheSave() async {
    let choice = SavedChoice(.exclusive(selectionRequired: false), .optimistic, selection: [])
    choice.tap("left")
    await choice.until { choice.proposals.count == 1 }
    choice.tap("right")
    choice.tap("left")
    #expect(choice.shows("left") && !choice.shows("right"))
    choice.answerSave()
    await choice.until { choice.selection == ["left"] }
    #expect(choice.proposals == [["left"]])
  }

  @Test(
    "G8 B19: a failed save puts the old choice back, leaves the app's selection, and gives the activated member's feedback once"
  )
  func failurePutsTheChoiceBack() async {
    let choice = SavedChoice(.exclusive(selectionRequired: true), .optimistic, selection: ["left"])
    choice.tap("right")
    await choice.until { choice.proposals.count == 1 }
    choice.answerSave(failing: true)
    await choice.until { !choice.engine.isSaving }
    #expect(choice.shows("left") && !choice.shows("right"))
    #expect(choice.selection == ["left"])
    #expect(choice.failures.map(\.member) == ["right"])
    #expect(choice.failures.map(\.restored) == [.off])
  }

  @Test("G8: under the confirmed policy the members show the old selection until the save succeeds")
  func confirmedShowsTheOldSelection() async {
    let choice = SavedChoice(.exclusive(selectionRequired: true), .confirmed, selection: ["left"])
    choice.tap("center")
    #expect(choice.shows("left") && !choice.shows("center"))
    #expect(choice.engine.isSaving)
    await choice.until { choice.proposals.count == 1 }
    #expect(choice.proposals == [["center"]])
    choice.answerSave()
    await choice.until { choice.selection == ["center"] }
    #expect(choice.shows("center") && !choice.shows("left"))
  }

  @Test(
    "G8: a policy changed while a save runs reaches every member for the next save, members made meanwhile or not"
  )
  func policyChangedDuringASaveReachesEveryMember() async {
    let choice = SavedChoice(.exclusive(selectionRequired: false), .optimistic, selection: ["left"])
    choice.tap("center")
    await choice.until { choice.proposals.count == 1 }
    choice.renders(policy: .confirmed)
    // The app picks a member the group has not seen: its member is made while the save runs.
    choice.appSets(["right"])
    await choice.until { !choice.engine.isSaving }
    choice.tap("left")
    await choice.until { choice.proposals.count == 2 }
    #expect(!choice.shows("left") && choice.shows("right"), "confirmed: the old selection shows")
    choice.answerSave()
    await choice.until { choice.selection == ["left"] }
  }

  @Test(
    "G3: a multiple group's change past its maximum is refused and starts no save; one within saves the set"
  )
  func multipleLimitsAreCheckedBeforeAnySave() async {
    let toppings = SavedChoice(
      .multiple(minimum: 0, maximum: 2), .optimistic, selection: ["cheese", "olives"])
    toppings.tap("mushrooms")
    #expect(!toppings.engine.isSaving && !toppings.shows("mushrooms"))
    toppings.tap("olives")
    await toppings.until { toppings.proposals.count == 1 }
    #expect(toppings.proposals == [["cheese"]])
    toppings.answerSave()
    await toppings.until { toppings.selection == ["cheese"] }
  }

  @Test("G8: a group the view replaced (a new mode) starts no save from its old bindings")
  func retiredGroupStartsNothing() {
    let choice = SavedChoice(.exclusive(selectionRequired: true), .optimistic, selection: ["left"])
    choice.engine.isRetired = true
    choice.tap("center")
    #expect(!choice.engine.isSaving && choice.proposals.isEmpty)
    #expect(choice.shows("left") && choice.selection == ["left"])
  }

  @Test("G2: activating the selected member of a required group starts no save")
  func requiredSelectionStays() {
    let choice = SavedChoice(.exclusive(selectionRequired: true), .optimistic, selection: ["left"])
    choice.tap("left")
    #expect(!choice.engine.isSaving)
    #expect(choice.shows("left") && choice.selection == ["left"])
  }

  @Test(
    "G8 B20: the app setting another selection while a save runs wins: the save is withdrawn and its selection shows"
  )
  func appSelectionWinsOverASave() async {
    let choice = SavedChoice(.exclusive(selectionRequired: true), .optimistic, selection: ["left"])
    choice.tap("center")
    await choice.until { choice.proposals.count == 1 }
    choice.appSets(["right"])
    #expect(!choice.engine.isSaving)
    #expect(choice.shows("right") && !choice.shows("center") && !choice.shows("left"))
    #expect(choice.failures.isEmpty)
    // The next tap starts from the app's selection.
    choice.tap("left")
    await choice.until { choice.proposals.count == 2 }
    #expect(choice.proposals.last == ["left"])
  }

  @Test(
    "G8 B20: a selection the app set unseen while the save ran (a row scrolled away, the work itself) stays when the save succeeds"
  )
  func unseenAppSelectionWins() async {
    let choice = SavedChoice(.exclusive(selectionRequired: true), .optimistic, selection: ["left"])
    choice.tap("center")
    await choice.until { choice.proposals.count == 1 }
    choice.selection = ["right"]  // no onChange: the view was not drawn
    choice.answerSave()
    await choice.until { !choice.engine.isSaving }
    #expect(choice.selection == ["right"])
    #expect(choice.shows("right") && !choice.shows("center"))
  }

  @Test("B22 G8: a group released while its save runs cancels the work, and writes nothing")
  func releaseCancelsTheSave() async {
    // An hour's timeout: the cancellation must come from the release, within the time limit.
    let choice = SavedChoice(
      .exclusive(selectionRequired: true), .optimistic, selection: ["left"], timeout: 3600)
    choice.tap("center")
    await choice.until { choice.proposals.count == 1 }
    choice.engine = nil
    await choice.until { choice.cancelledSaves == 1 }
    #expect(choice.selection == ["left"])
  }

  @Test(
    "G2 G3 G8: an activation that changes nothing (refused, absorbed) still redraws, so a system switch flipped under the finger goes back"
  )
  func refusedActivationsRedraw() async {
    let choice = SavedChoice(.exclusive(selectionRequired: true), .optimistic, selection: ["left"])
    choice.tap("left")  // the group takes the app's selection: "left" is set on from code
    let before = choice.updates
    choice.tap("left")  // the selected member of a required group: nothing changes
    #expect(choice.updates == before + 1)
    choice.tap("right")
    await choice.until { choice.proposals.count == 1 }
    let during = choice.updates
    choice.tap("center")  // absorbed while the save runs
    #expect(choice.updates == during + 1)
    #expect(choice.proposals.count == 1)
  }

  @Test(
    "G8 B20: the app setting the very selection a save proposes withdraws the save and keeps it")
  func appTakingTheProposalWithdrawsTheSave() async {
    let choice = SavedChoice(.exclusive(selectionRequired: true), .optimistic, selection: ["left"])
    choice.tap("center")
    await choice.until { choice.proposals.count == 1 }
    choice.appSets(["center"])
    #expect(!choice.engine.isSaving)
    #expect(choice.shows("center") && !choice.shows("left"))
    #expect(choice.failures.isEmpty)
  }
}
