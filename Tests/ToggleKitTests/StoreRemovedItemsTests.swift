import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

@Suite("L6 Toggle store: removed items release their identifiers and slots")
@MainActor
struct StoreRemovedItemsTests {
  private static func names(_ round: Int, _ count: Int) -> [String] {
    (0..<count).map { "feed-item-\(round)-\($0)-with-a-long-identifier" }
  }

  @Test("L6: inserting and removing string items round after round leaves nothing behind")
  func churnDoesNotGrow() {
    let store = ToggleStore<String>()
    var indexBytes: [Int] = []
    for round in 0..<5 {
      store.insert(contentsOf: Self.names(round, 1_000))
      for name in Self.names(round, 1_000) { store.remove(name) }
      indexBytes.append(store.indexByteCount)
    }
    #expect(store.count == 0)
    #expect(store.items.isEmpty)
    // Before the fix every round added about 35 KB (175 KB after five). Now fewer than 64
    // removed items' slots, or no more than the items left, wait for the next renumbering.
    #expect(indexBytes.allSatisfy { $0 <= indexBytes[0] })
    #expect(indexBytes[4] < 8_000)
  }

  @Test("L6: renumbering keeps each item's value, the order, the counts and bound rows")
  func renumberingKeepsState() {
    let store = ToggleStore<String>(items: Self.names(0, 200))
    store.allowsMixed = true
    let kept = Self.names(0, 200).enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
    store.setValue(.on, for: kept[1])
    store.setValue(.mixed, for: kept[2])
    store.setValue(.on, for: kept[40])
    let (row, _) = makeToggle()
    store.bind(row, to: kept[40])
    let (doomedRow, _) = makeToggle()
    store.bind(doomedRow, to: Self.names(0, 200)[3])
    let before = store.indexByteCount
    for (offset, name) in Self.names(0, 200).enumerated() where offset % 4 != 0 {
      store.remove(name)
    }
    #expect(store.indexByteCount < before)
    #expect(store.items == kept)
    #expect(store.selection == [kept[1], kept[40]])
    #expect(store.value(of: kept[2]) == .mixed)
    #expect(store.onCount == 2)
    #expect(store.boundRowCount == 1)
    #expect(store.item(shownBy: row) == kept[40])
    #expect(store.item(shownBy: doomedRow) == nil)
    row.tap()
    #expect(store.value(of: kept[40]) == .off)
    #expect(row.value == .off)
    // New items come after the ones kept, and are found.
    store.insert("new")
    store.setValue(.on, for: "new")
    #expect(store.items.last == "new")
    #expect(store.selection == [kept[1], "new"])
  }

  @Test("L6: a bulk change record made before renumbering still names its items")
  func oldRecordsStayReadable() {
    let names = Self.names(0, 100)
    let store = ToggleStore<String>(items: names)
    var bulk: ToggleStore<String>.Change.Bulk?
    store.onChange = { change in if let changed = change.bulk { bulk = changed } }
    store.setAll(.on)
    for name in names.dropFirst(10) { store.remove(name) }
    #expect(store.slots.count < names.count)  // renumbered since the record was made
    #expect(store.items == Array(names.prefix(10)))
    #expect(bulk?.changedItems() == names)
  }

  @Test("L6 L3: slots are not renumbered while a save waits; its item commits after")
  func noRenumberingWhileSaving() {
    let names = Self.names(0, 100)
    let store = ToggleStore<String>(items: names)
    var requests: [ToggleCommitRequest] = []
    store.setCommit(
      .optimistic, request: { _, request in requests.append(request) }, cancel: { _ in })
    store.activate(names[99])
    #expect(store.isPending(names[99]))
    let bytes = store.indexByteCount
    for name in names.prefix(90) { store.remove(name) }
    #expect(store.indexByteCount == bytes)  // nothing released yet
    #expect(store.completeCommit(requests[0], with: .success))
    #expect(store.value(of: names[99]) == .on)
    // The answer's call, with no save waiting any more, releases them as it ends.
    #expect(store.indexByteCount < bytes)
    #expect(store.slots.count == 10)
    store.remove(names[90])
    #expect(store.items == Array(names[91...]))
    #expect(store.selection == [names[99]])
  }

  @Test("L6 B10: removals made by an observer are released once the store's call ends")
  func observerRemovalsWaitForTheCall() {
    let names = Self.names(0, 100)
    let store = ToggleStore<String>(items: names)
    let (row, _) = makeToggle()
    store.bind(row, to: names[99])
    var slotsSeenInside: [Int] = []
    store.onChange = { change in
      guard change.items.first?.id == names[99] else { return }
      for name in names.prefix(90) { store.remove(name) }
      slotsSeenInside.append(store.slots.count)
    }
    row.tap()
    #expect(slotsSeenInside == [100])  // not renumbered inside the delivery
    #expect(store.slots.count == 10)  // renumbered when the tap's call ended
    #expect(store.value(of: names[99]) == .on)
    #expect(store.item(shownBy: row) == names[99])
    row.tap()
    #expect(store.value(of: names[99]) == .off)
  }

  @Test("L6 B5: items removed by a veto during a tap are released after the tap, not under it")
  func vetoRemovalsWaitForTheTap() {
    let names = Self.names(0, 100)
    let store = ToggleStore<String>(items: names)
    let (row, host) = makeToggle()
    store.bind(row, to: names[99])
    var slotsSeenInVeto: [Int] = []
    // Not a delivery: only the count of the store's calls running keeps the slot the tap
    // carries valid until it is used.
    store.shouldChange = { item, _ in
      for name in names.prefix(90) { store.remove(name) }
      slotsSeenInVeto.append(store.slots.count)
      return item == names[99]
    }
    row.tap()
    #expect(slotsSeenInVeto == [100])
    #expect(store.slots.count == 10)
    #expect(store.value(of: names[99]) == .on)
    #expect(store.selection == [names[99]])
    #expect(row.value == .on && host.primaryActions == [.pointer])
    #expect(store.item(shownBy: row) == names[99])
  }

  @Test("L6: a store of Int items 0, 1, 2... keeps no table, and removing them renumbers nothing")
  func identityStoresAreLeftAlone() {
    let store = ToggleStore<Int>(items: 0..<1_000)
    for item in 0..<900 { store.remove(item) }
    #expect(store.indexByteCount < 1_000)
    #expect(store.items == Array(900..<1_000))
    #expect(store.contains(950))
  }
}
