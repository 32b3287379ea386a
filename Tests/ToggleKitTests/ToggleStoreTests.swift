import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// A store of items 0..<count with a manual commit hook recorder and an onChange log.
@MainActor
private final class StoreFixture {
  let store: ToggleStore<Int>
  var changes: [ToggleStore<Int>.Change] = []
  var requests: [(item: Int, request: ToggleCommitRequest)] = []
  var cancelled: [ToggleCommitRequest] = []
  var failures: [(Int, ToggleCommitFailure)] = []

  init(_ mode: ToggleSelectionMode = .multiple, count: Int = 20) {
    store = ToggleStore(mode: mode, items: 0..<count)
    store.onChange = { [unowned self] in changes.append($0) }
    store.onCommitFailed = { [unowned self] in failures.append(($0, $1)) }
  }

  func hook(_ policy: ToggleCommitPolicy) {
    store.setCommit(
      policy, request: { [unowned self] in requests.append(($0, $1)) },
      cancel: { [unowned self] in cancelled.append($0) })
  }

  /// A row toggle with a recording host, bound to `item`.
  func row(_ item: Int) -> (ToggleCoordinator, RecordingHost) {
    let (row, host) = makeToggle()
    store.bind(row, to: item)
    host.events.removeAll()
    return (row, host)
  }
}

@Suite("L1-L6 Toggle store: state per item, rows that recycle")
@MainActor
struct ToggleStoreTests {
  @Test("L1: a row shows its item; its tap changes the item, and every row showing the item")
  func rowsShowTheirItem() {
    let fixture = StoreFixture()
    fixture.store.setValue(.on, for: 3)
    let (row, host) = fixture.row(3)
    #expect(row.value == .on)
    let (twin, _) = fixture.row(3)
    row.tap()
    #expect(fixture.store.value(of: 3) == .off)
    #expect(row.value == .off && twin.value == .off)
    #expect(host.valueNotifications == [.off])  // the row's own `.valueChanged` still fires
    #expect(host.primaryActions == [.pointer])
    #expect(fixture.changes.last?.items == [.init(id: 3, oldValue: .on, newValue: .off)])
    #expect(fixture.changes.last?.cause == .user)
  }

  @Test(
    "L1 B3: a store change that reaches a row inside the row's own tap action is told to it, with no value notification of its own"
  )
  func changeDuringARowsTapActionSendsNoValueNotification() {
    let fixture = StoreFixture()
    let (row, host) = fixture.row(3)
    let (twin, twinHost) = fixture.row(4)
    // The app's tap action for row 3 activates item 4 (a user change of the store), then
    // item 3 again: each reaches a row inside its own delivery or outside it.
    host.onPrimaryAction = { _ in
      fixture.store.activate(4)
      fixture.store.activate(3)
    }
    row.keyDown(.enter)
    #expect(fixture.store.value(of: 3) == .off && fixture.store.value(of: 4) == .on)
    #expect(row.value == .off && twin.value == .on)
    // Row 3: one value notification, its own activation's; the app's second change of its
    // item inside the tap action is told as a change only.
    #expect(host.valueNotifications == [.on])
    #expect(host.toldChanges.map(\.newValue) == [.on, .off])
    // Row 4 only shows the change the app made.
    #expect(twinHost.valueNotifications.isEmpty)
  }

  @Test(
    "L2: binding a recycled row to another item shows it at once: no animation, no haptic, nothing told"
  )
  func rebindingIsSilent() {
    let fixture = StoreFixture()
    fixture.store.setValue(.on, for: 12)
    let (row, host) = fixture.row(2)
    fixture.changes.removeAll()
    fixture.store.bind(row, to: 12)  // scrolled: the row now shows item 12
    #expect(row.value == .on)
    #expect(host.valueChanges.count == 1)
    #expect(
      host.events.allSatisfy { event in
        if case .valueChanged(_, let animated, let haptic) = event {
          return !animated && haptic == .none
        }
        if case .stateChanged = event { return true }
        return false
      })
    #expect(host.toldChanges.isEmpty && host.valueNotifications.isEmpty)
    #expect(fixture.changes.isEmpty)
    // The bug every peer has: row 2's value never shows up in row 12, nor the reverse.
    fixture.store.bind(row, to: 2)
    #expect(row.value == .off)
  }

  @Test(
    "L3: a save started from a row goes on when the row is reused, and its success reaches the item"
  )
  func saveOutlivesTheRow() {
    let fixture = StoreFixture()
    fixture.hook(.optimistic)
    let (row, host) = fixture.row(5)
    row.tap()
    #expect(row.isPending && fixture.store.isPending(5))
    fixture.store.bind(row, to: 9)  // reused for another item before the server answered
    #expect(!row.isPending && row.value == .off)
    #expect(fixture.cancelled.isEmpty)  // reuse cancels nothing
    host.events.removeAll()
    let (later, laterHost) = fixture.row(5)  // item 5 scrolls back in, on another row
    #expect(later.isPending && later.value == .on)
    fixture.store.completeCommit(fixture.requests[0].request, with: .success)
    #expect(fixture.store.value(of: 5) == .on && !fixture.store.isPending(5))
    #expect(!later.isPending && later.value == .on)
    // The user notifications are the tapped row's, which shows another item now: no row's.
    #expect(laterHost.valueNotifications.isEmpty)
    #expect(host.events.isEmpty)  // the old row shows item 9 and hears nothing of item 5
    #expect(fixture.changes.last?.phase == .committed)
  }

  @Test("L1 L3: only the row the user activated sends its user notifications and plays the haptic")
  func onlyTheActivatedRowNotifies() {
    let fixture = StoreFixture()
    fixture.hook(.optimistic)
    let (row, host) = fixture.row(8)
    let (queued, queuedHost) = fixture.row(8)  // a cell waiting in a reuse queue, still bound
    row.tap()
    fixture.store.completeCommit(fixture.requests[0].request, with: .success)
    #expect(host.valueNotifications == [.on])
    #expect(queuedHost.valueNotifications.isEmpty)
    #expect(queued.value == .on)
    let haptics = queuedHost.events.compactMap { event -> HapticStyle? in
      if case .valueChanged(_, _, let haptic) = event, haptic != .none { return haptic }
      return nil
    }
    #expect(haptics.isEmpty)
    // A failure's feedback is given once, by the row that started the save.
    row.tap()
    let failure = ToggleCommitFailure(reason: .failed, message: "no")
    fixture.store.completeCommit(fixture.requests[1].request, with: .failure(failure))
    #expect(host.failures == [failure] && queuedHost.failures.isEmpty)
  }

  @Test(
    "L3 B19: a save that fails after its row scrolled away rolls the item back and says which item")
  func rollbackAfterScrolling() {
    let fixture = StoreFixture()
    fixture.hook(.optimistic)
    let (row, _) = fixture.row(7)
    row.tap()
    fixture.store.unbind(row)  // scrolled away, row kept in the reuse pool
    let failure = ToggleCommitFailure(reason: .timedOut, message: "late")
    fixture.store.completeCommit(fixture.requests[0].request, with: .failure(failure))
    #expect(fixture.store.value(of: 7) == .off)
    #expect(fixture.failures.map(\.0) == [7])
    #expect(fixture.changes.last?.phase == .rolledBack(failure))
    let (back, _) = fixture.row(7)
    #expect(back.value == .off && !back.isPending)
  }

  @Test("L3: a save runs as a task with the item it belongs to, and commits")
  func setCommitWorkGetsTheItem() async {
    let store = ToggleStore(mode: .multiple, items: ["a", "b"])
    var saved: [String] = []
    store.setCommit(.confirmed) { item, value in
      saved.append("\(item)=\(value)")
    }
    store.activate("b")
    #expect(store.isPending("b") && store.value(of: "b") == .off)
    while store.isPending("b") { await Task.yield() }
    #expect(saved == ["b=on"])
    #expect(store.value(of: "b") == .on)
  }

  @Test("L3 B18: an item's activations are absorbed while its save runs; other items are not")
  func absorbedWhilePending() {
    let fixture = StoreFixture()
    fixture.hook(.optimistic)
    let (row, host) = fixture.row(1)
    let (other, _) = fixture.row(2)
    row.tap()
    row.tap()
    other.tap()
    #expect(fixture.requests.count == 2)
    #expect(host.primaryActions == [.pointer])
    #expect(fixture.store.value(of: 2) == .on)
  }

  @Test(
    "L4: an unknown item: no value, nothing set, nothing activated, a row bound to it is unbound")
  func unknownItems() {
    let fixture = StoreFixture(count: 3)
    #expect(fixture.store.value(of: 99) == nil)
    #expect(!fixture.store.setValue(.on, for: 99))
    fixture.store.activate(99)
    let (row, _) = makeToggle()
    row.setValue(.on)
    #expect(!fixture.store.bind(row, to: 99))
    #expect(!row.isBoundRow && row.value == .off)
    #expect(fixture.changes.isEmpty)
  }

  @Test(
    "B1 L1: an item set mixed shows mixed on its rows; forbidding mixed turns it off, from code")
  func mixedItems() {
    let fixture = StoreFixture()
    let (row, _) = fixture.row(2)  // bound while mixed is not allowed
    #expect(!fixture.store.setValue(.mixed, for: 2))  // refused while mixed is not allowed
    fixture.store.allowsMixed = true
    #expect(fixture.store.setValue(.mixed, for: 2))
    #expect(row.value == .mixed && fixture.store.value(of: 2) == .mixed)
    fixture.store.allowsMixed = false
    #expect(fixture.store.value(of: 2) == .off && row.value == .off)
    #expect(fixture.changes.last?.items == [.init(id: 2, oldValue: .mixed, newValue: .off)])
  }

  @Test("L5: inserts and removals tell observers, one change each, and refresh select all")
  func membershipIsTold() {
    let fixture = StoreFixture(count: 2)
    let (all, _) = makeToggle()
    fixture.store.bindSelectAll(all)
    fixture.store.setAll(.on)
    #expect(all.value == .on)
    fixture.changes.removeAll()
    #expect(fixture.store.insert(7))
    #expect(all.value == .mixed, "the select-all row follows the store: 7 came in off")
    #expect(fixture.store.insert(contentsOf: [8, 9, 7]) == 2)
    #expect(fixture.changes.map(\.inserted) == [[7], [8, 9]], "a bulk insert is one change")
    #expect(fixture.store.remove(7) && fixture.store.remove(8) && fixture.store.remove(9))
    #expect(fixture.changes.suffix(3).map(\.removed) == [[7], [8], [9]])
    #expect(all.value == .on, "only the items on are left")
  }

  @Test("L4 L5 G2: a bulk insert with a value is one change, and an exclusive store keeps one on")
  func bulkInsertWithValue() {
    let multiple = ToggleStore<String>(mode: .multiple)
    var told: [[String]] = []
    multiple.onChange = { told.append($0.inserted) }
    #expect(multiple.insert(contentsOf: ["a", "b", "a"], value: .on) == 2)
    #expect(multiple.selection == ["a", "b"] && told == [["a", "b"]])
    let exclusive = ToggleStore<String>(mode: .exclusive(selectionRequired: false))
    #expect(exclusive.insert(contentsOf: ["x", "y", "z"], value: .on) == 3)
    #expect(exclusive.selection == ["x"], "only the first item added on stays on")
    #expect(exclusive.insert(contentsOf: ["w"], value: .on) == 1 && exclusive.selection == ["x"])
  }

  @Test("L4: duplicate identifiers are taken once; removing twice is false")
  func duplicates() {
    let store = ToggleStore(mode: .multiple, items: [1, 2, 2, 3, 1])
    #expect(store.count == 3)
    #expect(!store.insert(2))
    #expect(store.remove(2))
    #expect(!store.remove(2))
    #expect(store.count == 2)
  }

  @Test(
    "L4 B20: an item removed while its save is pending: the work is cancelled and told, rows unbound"
  )
  func removedWhilePending() {
    let fixture = StoreFixture()
    fixture.hook(.optimistic)
    let (row, _) = fixture.row(4)
    row.tap()
    #expect(fixture.store.remove(4))
    #expect(fixture.cancelled.map(\.id) == [fixture.requests[0].request.id])
    #expect(fixture.changes.contains { $0.phase == .cancelled })
    #expect(!row.isBoundRow && !row.isPending)
    #expect(!fixture.store.completeCommit(fixture.requests[0].request, with: .success))
    #expect(fixture.store.onCount == 0)
  }

  @Test(
    "L4 B10: the model changed by an observer while a change is told applies at once, told after")
  func modelChangedDuringDelivery() {
    let fixture = StoreFixture(count: 5)
    var order: [String] = []
    fixture.store.onChange = { [unowned fixture] change in
      order.append(
        change.items.map { "\($0.id)->\($0.newValue)" }.joined()
          + change.inserted.map { "+\($0)" }.joined() + change.removed.map { "-\($0)" }.joined())
      if change.items.first?.id == 0 {
        fixture.store.insert(50)
        fixture.store.setValue(.on, for: 50)
        fixture.store.remove(1)
      }
    }
    fixture.store.activate(0)
    #expect(order == ["0->on", "+50", "50->on", "-1"])
    #expect(fixture.store.value(of: 50) == .on && !fixture.store.contains(1))
  }

  @Test(
    "L4: a row bound twice, or to a second item, shows only the last; two rows may show one item")
  func rowBoundTwice() {
    let fixture = StoreFixture()
    let (row, _) = fixture.row(1)
    fixture.store.bind(row, to: 1)
    fixture.store.bind(row, to: 2)
    #expect(fixture.store.item(shownBy: row) == 2)
    #expect(fixture.store.boundRowCount == 1)
    fixture.store.setValue(.on, for: 1)
    #expect(row.value == .off)
  }

  @Test("G2 L1: an exclusive store moves the selection between items, the old one off first")
  func exclusiveStore() {
    let fixture = StoreFixture(.exclusive(selectionRequired: true), count: 500)
    fixture.store.activate(10)
    fixture.store.activate(400)
    #expect(fixture.store.selection == [400])
    #expect(
      fixture.changes.last?.items == [
        .init(id: 10, oldValue: .on, newValue: .off), .init(id: 400, oldValue: .off, newValue: .on),
      ])
    fixture.store.activate(400)  // required: no change
    #expect(fixture.store.selection == [400])
    fixture.store.setValue(.on, for: 3)
    #expect(fixture.store.selection == [3])
  }

  @Test("G2 G5 L6: a user's clear-all keeps a required exclusive store's selection; code clears it")
  func requiredExclusiveStoreKeepsItsSelection() {
    let required = StoreFixture(.exclusive(selectionRequired: true))
    required.store.setValue(.on, for: 5)
    let told = required.changes.count
    required.store.activateSelectAll(toward: .off)  // Ctrl+Shift+A
    #expect(required.store.selection == [5])
    #expect(required.changes.count == told, "nothing changed, so nothing is told")
    // A "select all" row of a store of one item, all on: its activation goes toward off.
    let single = StoreFixture(.exclusive(selectionRequired: true), count: 1)
    single.store.setValue(.on, for: 0)
    #expect(single.store.selectAllValue == .on)
    single.store.activateSelectAll()
    #expect(single.store.selection == [0])
    required.store.setAll(.off)  // code may, as a group's clearSelection may (G5)
    #expect(required.store.selection.isEmpty)

    let optional = StoreFixture(.exclusive(selectionRequired: false))
    optional.store.setValue(.on, for: 5)
    optional.store.activateSelectAll(toward: .off)
    #expect(optional.store.selection.isEmpty)
    #expect(optional.changes.last?.cause == .user)
  }

  @Test("G8 L3: an exclusive store with a save rolls both items back when it fails")
  func exclusiveStoreSave() {
    let fixture = StoreFixture(.exclusive(selectionRequired: true))
    fixture.store.setValue(.on, for: 1)
    fixture.hook(.optimistic)
    fixture.store.activate(2)
    #expect(fixture.store.selection == [2] && fixture.store.isPending(1))
    let failure = ToggleCommitFailure(reason: .failed, message: "no")
    fixture.store.completeCommit(fixture.requests[0].request, with: .failure(failure))
    #expect(fixture.store.selection == [1] && !fixture.store.isPending(1))
  }

  @Test("G3: a multiple store's counts refuse an activation as a veto does")
  func multipleCounts() {
    let fixture = StoreFixture(.multiple(minimum: 0, maximum: 2))
    for item in 0..<3 { fixture.store.activate(item) }
    #expect(fixture.store.selection == [0, 1])
  }

  @Test(
    "G6 L5: select all and clear all are one bulk change; the items changed are worked out when asked"
  )
  func selectAllIsBulk() {
    let fixture = StoreFixture(count: 1000)
    fixture.store.setValue(.on, for: 7)
    let (all, allHost) = makeToggle()
    fixture.store.bindSelectAll(all)
    #expect(all.value == .mixed)
    let (row, _) = fixture.row(500)
    all.tap()
    #expect(fixture.store.onCount == 1000 && fixture.store.selectAllValue == .on)
    #expect(all.value == .on && row.value == .on)
    let bulk = fixture.changes.last?.bulk
    #expect(bulk?.changedCount == 999 && bulk?.newValue == .on)
    #expect(bulk?.changedItems().count == 999 && bulk?.changedItems().contains(7) == false)
    #expect(fixture.changes.last?.items.isEmpty == true)
    #expect(allHost.primaryActions == [.pointer])
    fixture.store.setAll(.off)
    #expect(fixture.store.onCount == 0 && row.value == .off && all.value == .off)
    #expect(fixture.changes.last?.cause == .programmatic)
  }

  @Test(
    "L6: a million items keep their values in about one bit each; pending state only where it is")
  func valuesTakeABitEach() {
    let store = ToggleStore(mode: .multiple, items: 0..<1_000_000)
    for item in stride(from: 0, to: 1_000_000, by: 3) { store.setValue(.on, for: item) }
    #expect(store.onCount == 333_334)
    #expect(Double(store.valueByteCount) / 1_000_000 <= 1.0)
    store.setAll(.on)
    #expect(store.onCount == 1_000_000)
  }
}
