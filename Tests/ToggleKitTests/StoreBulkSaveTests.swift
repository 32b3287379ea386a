import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// A store of items 0..<count whose hook records every change it is asked to save.
@MainActor
private final class BulkFixture {
  let store: ToggleStore<Int>
  var changes: [ToggleStore<Int>.Change] = []
  var requests: [(change: ToggleStore<Int>.Change, request: ToggleCommitRequest)] = []
  var cancelled: [ToggleCommitRequest] = []

  init(_ mode: ToggleSelectionMode = .multiple, count: Int = 10, policy: ToggleCommitPolicy) {
    store = ToggleStore(mode: mode, items: 0..<count)
    store.onChange = { [unowned self] in changes.append($0) }
    store.setCommit(
      policy, requestChange: { [unowned self] in requests.append(($0, $1)) },
      cancel: { [unowned self] in cancelled.append($0) })
  }

  var values: [ToggleValue?] { (0..<store.count).map { store.value(of: $0) } }

  func answer(_ success: Bool) {
    guard let request = requests.last?.request else { return }
    let failure = ToggleCommitFailure(reason: .failed, message: "offline")
    store.completeCommit(request, with: success ? .success : .failure(failure))
  }
}

@Suite("L5 B17-B22 A user's select all and clear all are one save")
@MainActor
struct StoreBulkSaveTests {
  @Test("L5 B18: select all with a commit hook is one request; the items it moves are pending")
  func selectAllIsOneSave() {
    let fixture = BulkFixture(policy: .optimistic)
    fixture.store.setValue(.on, for: 3)
    let (all, allHost) = makeToggle()
    fixture.store.bindSelectAll(all)
    let (row, _) = makeToggle()
    fixture.store.bind(row, to: 5)
    let (onRow, onHost) = makeToggle()
    fixture.store.bind(onRow, to: 3)
    allHost.events.removeAll()
    all.tap()
    #expect(fixture.requests.count == 1)
    let asked = fixture.requests.first?.change
    #expect(asked?.bulk?.changedItems() == [0, 1, 2, 4, 5, 6, 7, 8, 9])
    #expect(asked?.phase == .pending(.optimistic) && asked?.cause == .user)
    #expect(fixture.store.onCount == 10)  // optimistic: shown at once
    #expect(row.value == .on && row.isPending && all.isPending)
    #expect(!fixture.store.isPending(3) && !onRow.isPending)  // not moved by it
    #expect(allHost.valueNotifications.isEmpty)  // "the value changed" only at commit (B19)
    #expect(allHost.primaryActions == [.pointer])
    // The whole store waits, as a group does (G8): taps, even of items it does not move,
    // and bulk activations are absorbed.
    #expect(fixture.store.isSavingBulkChange)
    onRow.tap()
    fixture.store.activate(7)
    fixture.store.activateSelectAll(toward: .off)
    #expect(fixture.requests.count == 1 && fixture.store.value(of: 3) == .on)
    #expect(onHost.primaryActions.isEmpty)  // absorbed whole, with no tap action (G8)
    fixture.answer(true)
    #expect(fixture.store.onCount == 10 && !row.isPending && !all.isPending)
    #expect(allHost.valueNotifications == [.on])
    #expect(fixture.changes.last?.phase == .committed)
    #expect(fixture.changes.last?.bulk?.changedCount == 9)
  }

  @Test("L5 B19: a failed bulk save puts back exactly the pattern before, mixed items included")
  func failureRestoresThePattern() {
    let fixture = BulkFixture(count: 6, policy: .optimistic)
    fixture.store.allowsMixed = true
    fixture.store.setValue(.on, for: 1)
    fixture.store.setValue(.mixed, for: 2)
    fixture.store.setValue(.on, for: 4)
    let before = fixture.values
    let (all, allHost) = makeToggle()
    fixture.store.bindSelectAll(all)
    let (mixedRow, _) = makeToggle()
    fixture.store.bind(mixedRow, to: 2)
    fixture.store.activateSelectAll(toward: .off)  // Ctrl+Shift+A
    #expect(fixture.values == [.off, .off, .off, .off, .off, .off])
    #expect(mixedRow.value == .off && mixedRow.isPending)
    #expect(fixture.requests.first?.change.bulk?.changedItems() == [1, 2, 4])
    fixture.answer(false)
    #expect(fixture.values == before)
    #expect(mixedRow.value == .mixed && !mixedRow.isPending)
    let told = fixture.changes.last
    if case .rolledBack = told?.phase {} else { Issue.record("told \(String(describing: told))") }
    #expect(told?.bulk?.changedItems() == [1, 2, 4] && told?.bulk?.newValue == .on)
    // Ctrl+Shift+A, not the row: the "select all" row still gives the error feedback, once.
    #expect(allHost.failures.count == 1 && all.value == .mixed)
  }

  @Test("L5 B19: the select all row the user activated gives the error feedback once")
  func selectAllRowGivesTheFailure() {
    let fixture = BulkFixture(policy: .confirmed)
    let (all, allHost) = makeToggle()
    fixture.store.bindSelectAll(all)
    all.tap()
    #expect(fixture.store.onCount == 0 && all.value == .off && all.isPending)  // confirmed
    fixture.answer(false)
    #expect(allHost.failures.count == 1 && all.value == .off && !all.isPending)
    #expect(allHost.valueNotifications.isEmpty)
    #expect(fixture.store.onCount == 0)
  }

  @Test("L5 B20: code that sets an item the bulk save moves withdraws it and wins")
  func codeWins() {
    let fixture = BulkFixture(policy: .optimistic)
    fixture.store.setValue(.on, for: 0)
    fixture.store.activateSelectAll()
    #expect(fixture.store.onCount == 10)
    fixture.store.setValue(.off, for: 6)
    #expect(fixture.cancelled == [fixture.requests[0].request])
    #expect(fixture.store.selection == [0])  // the others went back; the set stands
    #expect(!fixture.store.isPending(1) && fixture.store.pendingCount == 0)
    fixture.answer(true)  // a late answer is ignored
    #expect(fixture.store.selection == [0])
    let phases = fixture.changes.suffix(3).map(\.phase)
    #expect(phases == [.cancelled, .committed, .committed])
  }

  @Test("L4 B22: removing an item the bulk save moves withdraws it; removing another does not")
  func removalWhileSaving() {
    let fixture = BulkFixture(policy: .optimistic)
    fixture.store.setValue(.on, for: 9)
    fixture.store.activateSelectAll()
    fixture.store.remove(9)  // already on: not moved by the save
    #expect(fixture.store.pendingCount == 1 && fixture.cancelled.isEmpty)
    fixture.store.remove(4)
    #expect(fixture.cancelled.count == 1 && fixture.store.onCount == 0)
    #expect(fixture.store.pendingCount == 0 && fixture.store.count == 8)
  }

  @Test("L5: an item inserted while a bulk save runs is not part of it")
  func insertWhileSaving() {
    let fixture = BulkFixture(policy: .confirmed)
    fixture.store.activateSelectAll()
    fixture.store.insert(42)
    #expect(!fixture.store.isPending(42) && fixture.store.isPending(0))
    fixture.answer(true)
    #expect(fixture.store.value(of: 42) == .off && fixture.store.onCount == 10)
  }

  @Test("L5: code's setAll while a bulk save runs withdraws it and applies")
  func setAllWins() {
    let fixture = BulkFixture(policy: .confirmed)
    fixture.store.activateSelectAll()
    #expect(fixture.store.setAll(.on))
    #expect(fixture.cancelled.count == 1 && fixture.store.onCount == 10)
    #expect(fixture.store.pendingCount == 0)
  }

  @Test("L5 B17: the change hook's work gets the bulk change and saves it in one call")
  func changeWorkGetsTheBulk() async {
    let store = ToggleStore(mode: .multiple, items: ["a", "b", "c"])
    var saved: [[String]] = []
    store.setCommit(.confirmed) { (change: ToggleStore<String>.Change) in
      saved.append(change.bulk?.changedItems() ?? change.items.map(\.id))
    }
    store.activateSelectAll()
    #expect(store.isPending("a") && store.onCount == 0)
    while store.pendingCount > 0 { await Task.yield() }
    #expect(saved == [["a", "b", "c"]] && store.onCount == 3)
    store.activate("b")
    while store.pendingCount > 0 { await Task.yield() }
    #expect(saved.last == ["b"] && store.value(of: "b") == .off)
  }

  @Test(
    "L5: a user's bulk change under the per-item work hook is refused and said so, never unsaved")
  func itemWorkRefusesBulk() async {
    let store = ToggleStore(mode: .multiple, items: ["a", "b", "c"])
    var saved: [String] = []
    var told = 0
    var refused: [(ToggleStore<String>.Change, ToggleCommitFailure)] = []
    store.onChange = { _ in told += 1 }
    store.onBulkCommitFailed = { refused.append(($0, $1)) }
    store.setCommit(.optimistic) { item, value in saved.append("\(item)=\(value)") }
    #expect(!store.activateEveryItem(toward: .on))
    #expect(store.onCount == 0 && store.pendingCount == 0 && told == 0)
    #expect(refused.count == 1)
    #expect(refused.first?.1.reason == .refused)
    #expect(refused.first?.0.bulk?.changedItems() == ["a", "b", "c"], "the change as it was asked")
    // Code's setAll is not a user change: it is not saved, as code's changes never are (B2).
    #expect(store.setAll(.on) && store.onCount == 3 && refused.count == 1)
    // A tap is still saved, per item.
    store.activate("b")
    while store.pendingCount > 0 { await Task.yield() }
    #expect(saved == ["b=off"])
  }

  @Test("L5: a user's bulk change under the per-item request hook is refused, as under work")
  func itemRequestHookRefusesBulk() {
    let store = ToggleStore(mode: .multiple, items: 0..<4)
    var requested: [Int] = []
    var refused: [ToggleCommitFailure] = []
    store.onBulkCommitFailed = { refused.append($1) }
    store.setCommit(.optimistic, request: { item, _ in requested.append(item) }, cancel: { _ in })
    store.activateSelectAll()
    #expect(store.onCount == 0 && store.pendingCount == 0 && requested.isEmpty)
    #expect(refused == [.bulkNotSaved])
    store.activate(2)
    #expect(requested == [2])
    // With a hook that saves whole changes, the same select all is one save.
    store.setCommit(.optimistic, requestChange: { _, _ in }, cancel: { _ in })
    #expect(store.activateEveryItem(toward: .on) && store.isSavingBulkChange)
  }

  @Test("L5 B19: a select all row refused under a per-item hook gives the failure's feedback, once")
  func refusedSelectAllRowSaysSo() {
    let store = ToggleStore(mode: .multiple, items: 0..<4)
    store.setCommit(.optimistic, request: { _, _ in }, cancel: { _ in })
    let (row, host) = makeToggle()
    store.bindSelectAll(row)
    row.accessibilityActivate()
    #expect(store.onCount == 0 && store.pendingCount == 0)
    #expect(host.failures == [.bulkNotSaved], "the row the user activated says it failed")
    #expect(row.value == .off)
  }

  @Test("L3 G2: in an exclusive store a tap that would turn an item on waits for any save")
  func exclusiveStoreTapWaitsForAnySave() {
    let store = ToggleStore(mode: .exclusive(selectionRequired: false), items: 0..<3)
    var requests: [ToggleCommitRequest] = []
    store.setCommit(.confirmed, requestChange: { requests.append($1) }, cancel: { _ in })
    let rows = (0..<3).map { _ in makeToggle() }
    for (index, (row, _)) in rows.enumerated() { store.bind(row, to: index) }
    rows[1].0.accessibilityActivate()
    #expect(requests.count == 1 && store.isPending(1))
    // Absorbed whole: no change, no second save, no tap action (L5's bulk save does the same).
    let actionsBefore = rows[2].1.primaryActions.count
    rows[2].0.accessibilityActivate()
    #expect(requests.count == 1 && store.value(of: 2) == .off)
    #expect(rows[2].1.primaryActions.count == actionsBefore)
    store.completeCommit(requests[0], with: .success)
    #expect(store.selection == [1], "never two on (G2)")
    rows[2].0.accessibilityActivate()
    #expect(requests.count == 2)
  }

  @Test("L5: clear all without a save turns mixed items off, on their rows as well")
  func clearAllTurnsMixedOff() {
    let store = ToggleStore(mode: .multiple, items: 0..<3)
    store.allowsMixed = true
    store.setValue(.mixed, for: 1)
    var told: [ToggleStore<Int>.Change] = []
    store.onChange = { told.append($0) }
    let (row, _) = makeToggle()
    store.bind(row, to: 1)
    store.activateSelectAll(toward: .off)
    #expect(store.value(of: 1) == .off && row.value == .off)
    #expect(told.last?.bulk?.changedCount == 1 && told.last?.bulk?.changedItems() == [1])
  }

  @Test("L5: select all over the items a filter shows turns those on; hidden items keep theirs")
  func selectAllAmongShownItems() {
    let store = ToggleStore(mode: .multiple, items: 0..<10_000)
    store.setValue(.on, for: 1)  // hidden, on: stays on
    store.setValue(.on, for: 3)  // shown, on already: not changed
    var told: [ToggleStore<Int>.Change] = []
    store.onChange = { told.append($0) }
    let shown = Array(stride(from: 3, to: 10_000, by: 20))  // 500 items a search shows
    #expect(store.activateSelectAll(toward: .on, among: shown + [3, 99_999]))
    #expect(store.onCount == 501 && store.value(of: 1) == .on && store.value(of: 2) == .off)
    #expect(told.count == 1 && told.last?.bulk?.changedCount == 499)
    #expect(told.last?.bulk?.changedItems() == Array(shown.dropFirst()))
    #expect(!store.activateSelectAll(toward: .on, among: shown))  // nothing left to change
    #expect(store.activateSelectAll(toward: .off, among: shown))
    #expect(store.selection == [1])
  }

  @Test("L5 G2 G3: select all over shown items follows the store's counts")
  func shownItemsFollowTheCounts() {
    let exclusive = ToggleStore(mode: .exclusive(selectionRequired: false), items: 0..<10)
    #expect(!exclusive.activateSelectAll(toward: .on, among: [2, 5]))
    #expect(exclusive.activateSelectAll(toward: .on, among: [5]) && exclusive.selection == [5])
    #expect(!exclusive.activateSelectAll(toward: .on, among: [6]))  // a second one on
    let limited = ToggleStore(mode: .multiple(minimum: 0, maximum: 3), items: 0..<10)
    #expect(!limited.activateSelectAll(toward: .on, among: [0, 1, 2, 3]))
    #expect(limited.activateSelectAll(toward: .on, among: [0, 1, 2]) && limited.onCount == 3)
  }

  @Test("L5 B19: select all over shown items with a save: one save; failure puts them back")
  func shownItemsAreOneSave() {
    let fixture = BulkFixture(count: 8, policy: .optimistic)
    fixture.store.setValue(.on, for: 0)
    fixture.store.activateSelectAll(toward: .off, among: [0, 1, 2])
    #expect(fixture.requests.count == 1 && fixture.store.isPending(0))
    #expect(!fixture.store.isPending(1) && fixture.store.onCount == 0)
    fixture.answer(false)
    #expect(fixture.store.selection == [0] && fixture.store.pendingCount == 0)
  }

  @Test("L5 B19 L1: a bulk save no row started gives its failure on a row, and tells the app")
  func failureWithNoSelectAllRow() {
    let fixture = BulkFixture(policy: .optimistic)
    var failed: [ToggleStore<Int>.Change] = []
    fixture.store.onBulkCommitFailed = { change, _ in failed.append(change) }
    let (row, host) = makeToggle()
    fixture.store.bind(row, to: 4)
    fixture.store.activateSelectAll()  // a toolbar button: no "select all" row
    #expect(host.valueNotifications.isEmpty)
    fixture.answer(false)
    #expect(host.failures.count == 1 && failed.count == 1)
    #expect(failed.first?.bulk?.changedCount == 10)
    fixture.store.activateSelectAll()
    fixture.answer(true)
    // Only the "select all" row the user activated sends user notifications (L1).
    #expect(host.valueNotifications.isEmpty && row.value == .on)
  }

  @Test("L5 B20: the hook hears of a withdrawn save once the items are back; its taps drop")
  func cancelHandlerCannotActivate() {
    let store = ToggleStore(mode: .multiple, items: 0..<4)
    var requests: [ToggleCommitRequest] = []
    var seenAtCancel: [Int] = []
    store.setCommit(
      .optimistic, requestChange: { requests.append($1) },
      cancel: { _ in
        seenAtCancel.append(store.onCount)
        store.activateSelectAll()  // app code in the cancel: dropped
      })
    store.activateSelectAll()
    store.setValue(.off, for: 2)  // code wins
    // The others are back off; item 2, which code sets next, is left to it.
    #expect(seenAtCancel == [1] && requests.count == 1 && store.pendingCount == 0)
    #expect(store.onCount == 0)
  }
}
