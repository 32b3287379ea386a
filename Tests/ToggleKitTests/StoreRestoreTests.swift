import Foundation
import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// A stored selection put back (L8): what an app saved from `selection` at the last launch,
/// given to `restore(_:)`, as one change from code with a defined outcome for identifiers
/// the store no longer holds.
@Suite("L8 A store's selection restored")
@MainActor
struct StoreRestoreTests {
  @Test("L8: the listed items turn on and every other item off, told as one change, offs first")
  func restoreSetsExactlyTheSelection() {
    let store = ToggleStore(mode: .multiple, items: 0..<8)
    store.allowsMixed = true
    store.setValue(.on, for: 1)
    store.setValue(.on, for: 2)
    store.setValue(.mixed, for: 5)
    var told: [ToggleStore<Int>.Change] = []
    store.onChange = { told.append($0) }
    #expect(store.restore([3, 2]) == [])
    #expect(store.selection == [2, 3])
    #expect(store.value(of: 5) == .off)
    #expect(told.count == 1)
    #expect(told.first?.cause == .programmatic)
    #expect(told.first?.phase == .committed)
    #expect(
      told.first?.items == [
        .init(id: 1, oldValue: .on, newValue: .off), .init(id: 5, oldValue: .mixed, newValue: .off),
        .init(id: 3, oldValue: .off, newValue: .on),
      ])
    #expect(store.onCount == 2 && store.selectAllValue == .mixed)
  }

  @Test("L8: a selection the store has already tells nothing")
  func restoringTheSameSelectionTellsNothing() {
    let store = ToggleStore(mode: .multiple, items: ["a", "b", "c"])
    store.setValue(.on, for: "b")
    var told = 0
    store.onChange = { _ in told += 1 }
    #expect(store.restore(["b"]) == [])
    #expect(told == 0)
  }

  @Test("L8 L4: identifiers the store lacks and repeats come back, in order; the rest apply")
  func unknownItemsAndRepeatsComeBack() {
    let store = ToggleStore(mode: .multiple, items: ["mail", "photos", "notes"])
    let left = store.restore(["gone", "photos", "photos", "notes", "also gone"])
    #expect(left == ["gone", "photos", "also gone"])
    #expect(store.selection == ["photos", "notes"])
  }

  @Test("L8 G5: an exclusive store takes the first item it holds and returns the others")
  func exclusiveStoreTakesTheFirstItemItHolds() {
    let store = ToggleStore(mode: .exclusive(selectionRequired: true), items: 0..<4)
    store.setValue(.on, for: 0)
    #expect(store.restore([9, 2, 3, 1]) == [9, 3, 1])
    #expect(store.selection == [2])
    // Code may clear a required selection, as `setAll(.off)` may (G5).
    #expect(store.restore([]) == [])
    #expect(store.selection.isEmpty)
  }

  @Test("L8 B6 G5: disabled items, a minimum and a maximum do not hold code back")
  func codeIsNotHeldBackByLimitsOrDisabledItems() {
    let store = ToggleStore(mode: .multiple(minimum: 1, maximum: 2), items: 0..<5)
    store.setValue(.on, for: 0)
    store.setEnabled(false, for: 4)
    #expect(store.restore([1, 2, 3, 4]) == [])
    #expect(store.selection == [1, 2, 3, 4])
    #expect(store.restore([]) == [])
    #expect(store.onCount == 0)
  }

  @Test("L8 B20: a pending save is withdrawn and told cancelled before the selection applies")
  func pendingSavesAreWithdrawnFirst() {
    let store = ToggleStore(mode: .multiple, items: 0..<4)
    var requests: [ToggleCommitRequest] = []
    var cancelled: [ToggleCommitRequest] = []
    store.setCommit(
      .optimistic, request: { _, request in requests.append(request) },
      cancel: { cancelled.append($0) })
    var phases: [ToggleChange.Phase] = []
    store.onChange = { phases.append($0.phase) }
    store.activate(0)
    #expect(store.isPending(0) && store.value(of: 0) == .on)
    #expect(store.restore([1]) == [])
    #expect(cancelled.map(\.id) == requests.map(\.id) && cancelled.count == 1)
    #expect(!store.isPending(0))
    #expect(store.selection == [1])
    // Withdrawn, its item put back as code's change (B20), then the selection.
    #expect(phases == [.pending(.optimistic), .cancelled, .committed, .committed])
    #expect(!store.completeCommit(requests[0], with: .success), "the withdrawn save is over")
    #expect(store.selection == [1])
  }

  @Test("L8 L4: an item an observer removes while the withdrawn save is told is left out")
  func itemRemovedWhileTheWithdrawalIsToldIsLeftOut() {
    let store = ToggleStore(mode: .multiple, items: 0..<4)
    store.setCommit(.optimistic, request: { _, _ in }, cancel: { _ in })
    store.onChange = { change in
      if change.phase == .cancelled { store.remove(2) }
    }
    store.activate(0)
    #expect(store.restore([1, 2]) == [2])
    #expect(store.selection == [1])
    #expect(store.onCount == 1 && store.count == 3)
  }

  @Test("L8 L1: rows showing a changed item show its new value, with no user notification")
  func rowsShowTheRestoredValues() {
    let store = ToggleStore(mode: .multiple, items: 0..<3)
    let (row, host) = makeToggle()
    store.bind(row, to: 2)
    host.events.removeAll()
    store.restore([2])
    #expect(row.value == .on)
    #expect(host.valueNotifications.isEmpty && host.primaryActions.isEmpty)
  }

  @Test(
    "L8 B10: an observer that answers every change with a restore is stopped, its last answer refused whole"
  )
  func answerLoopOfRestoresStops() {
    let store = ToggleStore(mode: .multiple, items: ["a", "b"])
    var told = 0
    var refused: [[String]] = []
    store.onChange = { change in
      told += 1
      let next = store.selection == ["a"] ? ["b"] : ["a"]
      let left = store.restore(next)
      if !left.isEmpty { refused.append(left) }
    }
    store.restore(["a"])
    #expect(told == AnswerLoopTests.toldPerDelivery)
    #expect(refused.count >= 1 && refused.allSatisfy { $0.count == 1 })
    #expect(store.selection == ["a"] || store.selection == ["b"])
  }
}
