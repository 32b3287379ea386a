import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// Disabled items (L7): the store owns whether an item takes the user's changes, and every
/// row that shows it follows, so a reused row never carries another item's state.
@Suite("L7 Disabled items")
@MainActor
struct StoreEnabledTests {
  @Test("L7: a disabled item takes no user activation; code still sets it")
  func disabledItemTakesNoActivation() {
    let store = ToggleStore(mode: .multiple, items: 0..<3)
    #expect(store.setEnabled(false, for: 1))
    #expect(!store.isEnabled(1) && store.isEnabled(0))
    store.activate(1)
    #expect(store.value(of: 1) == .off)
    #expect(store.setValue(.on, for: 1))
    #expect(store.value(of: 1) == .on)
    #expect(!store.setEnabled(false, for: 9) && !store.isEnabled(9))
    store.setEnabled(true, for: 1)
    store.activate(1)
    #expect(store.value(of: 1) == .off)
  }

  @Test("L7 B6 G5: code's setAll sets disabled items too, as its setValue and restore do")
  func codesSetAllSetsDisabledItems() {
    let store = ToggleStore(mode: .multiple, items: 0..<3)
    store.setEnabled(false, for: 1)
    var told: [ToggleStore<Int>.Change] = []
    store.onChange = { told.append($0) }
    #expect(store.setAll(.on))
    #expect(store.selection == [0, 1, 2], "every item now has the value")
    #expect(told.count == 1 && told.first?.bulk?.changedItems() == [0, 1, 2])
    #expect(store.setAll(.off) && store.onCount == 0)
    // The user's select all still leaves the disabled item as it is.
    store.activateSelectAll()
    #expect(store.selection == [0, 2])
  }

  @Test("L7: a row is as enabled as the item it shows, on every bind and at once")
  func rowsFollowTheirItem() {
    let store = ToggleStore(mode: .multiple, items: 0..<3)
    store.setEnabled(false, for: 1)
    let (row, host) = makeToggle()
    store.bind(row, to: 1)
    #expect(!row.showsEnabledItem)
    #expect(host.enabledShown == [false])
    // Reused for another item: enabled again, whatever the item before was.
    store.bind(row, to: 2)
    #expect(row.showsEnabledItem && host.enabledShown.last == true)
    store.setEnabled(false, for: 2)
    #expect(!row.showsEnabledItem && host.enabledShown.last == false)
    store.setEnabled(true, for: 2)
    #expect(row.showsEnabledItem)
    // Unbound, it is a plain toggle again: enabled.
    store.setEnabled(false, for: 2)
    store.unbind(row)
    #expect(row.showsEnabledItem && host.enabledShown.last == true)
  }

  @Test("L4 L7: a row bound to an item the store lacks takes no input until it shows one")
  func rowShowingNothingIsDisabled() {
    let store = ToggleStore(mode: .multiple, items: 0..<3)
    let (row, _) = makeToggle()
    #expect(!store.bind(row, to: 7))
    #expect(!row.showsEnabledItem)
    store.unbind(row)
    #expect(row.showsEnabledItem)
    #expect(!store.bind(row, to: 7))
    #expect(store.bind(row, to: 0) && row.showsEnabledItem)
  }

  @Test("L7 G6: a user's select all and clear all leave disabled items as they are")
  func bulkChangesSkipDisabledItems() {
    let store = ToggleStore(mode: .multiple, items: 0..<200)
    store.allowsMixed = true
    store.setValue(.on, for: 5)
    store.setValue(.mixed, for: 6)
    store.setValue(.mixed, for: 8)
    store.setEnabled(false, for: 3)  // off
    store.setEnabled(false, for: 5)  // on
    store.setEnabled(false, for: 6)  // mixed
    var bulks: [ToggleStore<Int>.Change.Bulk] = []
    store.onChange = { if let bulk = $0.bulk { bulks.append(bulk) } }
    store.activateSelectAll(toward: .on)
    #expect(store.value(of: 3) == .off && store.value(of: 6) == .mixed)
    #expect(store.value(of: 8) == .on && store.value(of: 199) == .on)
    #expect(store.onCount == 198)
    #expect(bulks.last?.changedCount == 197)
    #expect(bulks.last?.changedItems().contains(3) == false)
    store.activateSelectAll(toward: .off)
    #expect(store.value(of: 5) == .on && store.value(of: 6) == .mixed)
    #expect(store.value(of: 8) == .off && store.onCount == 1)
    // The same among items the user sees.
    store.activateSelectAll(toward: .on, among: [2, 3, 4])
    #expect(store.value(of: 3) == .off && store.onCount == 3)
  }

  @Test("L7 G6 T2: select all goes off from mixed when every item it could turn on is on")
  func selectAllTurnsOffWhenOnlyDisabledItemsAreOff() {
    let store = ToggleStore(mode: .multiple, items: 0..<3)
    store.setEnabled(false, for: 0)
    let (all, _) = makeToggle()
    store.bindSelectAll(all)
    all.tap()
    #expect(store.value(of: 1) == .on && store.value(of: 2) == .on)
    #expect(all.value == .mixed)
    all.tap()
    #expect(store.onCount == 0)
  }

  @Test(
    "L7 G6: enabling or disabling an item tells no change, yet moves where select all goes"
  )
  func enabledStateMovesTheSelectAllTargetUntold() {
    let store = ToggleStore(mode: .multiple, items: ["A", "B", "C"])
    store.setValue(.on, for: "A")
    store.setValue(.on, for: "B")
    var told = 0
    store.onChange = { _ in told += 1 }
    let (all, _) = makeToggle()
    store.bindSelectAll(all)
    #expect(store.userSelectAllTarget == .on)
    store.setEnabled(false, for: "C")
    // Not a change of a value: no observer hears it, and a select-all row keeps the value
    // it shows (mixed) ...
    #expect(told == 0 && store.selectAllValue == .mixed && all.value == .mixed)
    // ... but its next activation now clears: an adapter that shows the target (a SwiftUI
    // switch, which cannot show mixed) reads it again itself on every enabled change.
    #expect(store.userSelectAllTarget == .off)
    store.setEnabled(true, for: "C")
    #expect(told == 0 && store.userSelectAllTarget == .on)
  }

  @Test("L7 G6: mixed with every item disabled, select all aims on, so a switch shows off")
  func selectAllOfOnlyDisabledItemsAimsOn() {
    let store = ToggleStore(mode: .multiple, items: 0..<3)
    store.setValue(.on, for: 1)
    for item in 0..<3 { store.setEnabled(false, for: item) }
    #expect(store.selectAllValue == .mixed)
    #expect(store.userSelectAllTarget == .on, "off would show a switch on that springs back")
    store.activateSelectAll()
    #expect(store.onCount == 1, "disabled items keep their values")
  }

  @Test("T3 T10 L7: a disabled node's row stays disabled while a save over its parent runs")
  func disabledNodeRowStaysDisabledWhileSaving() {
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["Folder"])
    tree.loadChildren(of: "Folder", ["a", "b"])
    tree.setEnabled(false, for: "b")
    var requests: [ToggleCommitRequest] = []
    tree.setCommit(.optimistic, requestChange: { requests.append($1) }, cancel: { _ in })
    let (row, host) = makeToggle()
    tree.bind(row, to: "b")
    #expect(!row.showsEnabledItem)
    tree.activate("Folder")
    #expect(tree.isPending("b") && row.isPending)
    #expect(!row.showsEnabledItem && !host.enabledShown.contains(true))
    tree.completeCommit(requests[0], with: .success)
    #expect(!row.showsEnabledItem && !host.enabledShown.contains(true))
  }

  @Test("G6 L5: a select all row's enabled state stays the app's as the items change")
  func selectAllRowKeepsItsEnabledState() {
    let store = ToggleStore(mode: .multiple, items: 0..<3)
    let (all, host) = makeToggle()
    store.bindSelectAll(all)
    let told = host.enabledShown.count
    store.setValue(.on, for: 1)
    store.activate(2)
    #expect(all.value == .mixed)
    #expect(host.enabledShown.count == told)
  }

  @Test("L6 L7: disabled items keep their state when the store numbers its items again")
  func disabledItemsSurviveRenumbering() {
    let store = ToggleStore<String>(mode: .multiple)
    store.removedSlotsBeforeRenumbering = 0
    for name in ["a", "b", "c", "d"] { store.insert(name) }
    store.setEnabled(false, for: "c")
    store.setEnabled(false, for: "a")
    store.remove("a")
    store.remove("b")
    #expect(!store.isEnabled("c") && store.isEnabled("d"))
    store.insert("a")
    #expect(store.isEnabled("a"))
  }
}
