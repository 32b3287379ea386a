import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// B10 for every owner that tells changes: a toggle's handlers, a group's `onChange` and a
/// store's `onChange` each hear a change made while one is told after it, in order, and an
/// observer that answers every change with another is stopped after
/// ``ToggleCoordinator/maximumChangesPerDelivery`` answers, with the last change told final.
@Suite("B10: answer loops stop in groups and stores, as in a toggle")
@MainActor
struct AnswerLoopTests {
  /// The change itself, then its observers' answers, the first one's included, bounded (B10:
  /// 64 answers), for every owner alike.
  static let toldPerDelivery = ToggleCoordinator.maximumChangesPerDelivery + 1

  @Test("B10 G4: a group onChange that answers each change by selecting the other member stops")
  func groupAnswerLoopStops() {
    let group = ToggleGroup(mode: .exclusive(selectionRequired: true))
    let left = ToggleCoordinator()
    let right = ToggleCoordinator()
    let leftID = group.add(left)
    let rightID = group.add(right)
    left.setValue(.on)
    var told: [ToggleGroup.Change] = []
    var depth = 0
    var deepest = 0
    group.onChange = { change in
      told.append(change)
      depth += 1
      deepest = max(deepest, depth)
      defer { depth -= 1 }
      (left.value == .on ? right : left).setValue(.on)
    }
    right.setValue(.on)
    #expect(told.count == Self.toldPerDelivery)
    #expect(deepest == 1, "each change is told after the one before, not inside it")
    #expect(told.last?.newSelection == group.selection, "the last change told is final")
    #expect(group.selection == [leftID] || group.selection == [rightID])
    // Each change follows the one before it.
    for (earlier, later) in zip(told, told.dropFirst()) {
      #expect(later.oldSelection == earlier.newSelection)
    }
    // The bound is per delivery: the next change from code is told again.
    let before = told.count
    left.setValue(right.value == .on ? .on : .off)
    #expect(told.count == before + Self.toldPerDelivery)
  }

  @Test("B10 G4: a selection changed twice in one answer is told twice, in order, with its cause")
  func groupAnswersAreEachTold() {
    let group = ToggleGroup(mode: .exclusive(selectionRequired: false))
    let members = (0..<3).map { _ in ToggleCoordinator() }
    let ids = members.map { group.add($0) }
    var told: [ToggleGroup.Change] = []
    group.onChange = { change in
      told.append(change)
      guard told.count == 1 else { return }
      group.select(members[1])
      group.select(members[2])
    }
    group.select(members[0])
    #expect(told.map(\.newSelection) == [[ids[0]], [ids[1]], [ids[2]]])
    #expect(told.map(\.cause) == [.programmatic, .programmatic, .programmatic])
  }

  @Test("B10 G1: a loop that moves a member between two groups in their onChange stops")
  func groupMembershipLoopStops() {
    let first = ToggleGroup(mode: .multiple)
    let second = ToggleGroup(mode: .multiple)
    let member = ToggleCoordinator()
    member.setValue(.on)
    var told = 0
    first.onChange = { _ in
      told += 1
      if member.group === first { second.add(member) }
    }
    second.onChange = { _ in
      told += 1
      if member.group === second { first.add(member) }
    }
    first.add(member)
    // Membership cannot be refused, so past the bound the selection it leaves waits for the
    // next change; what matters is that the loop ends, with a bounded number told.
    #expect(told <= 4 * Self.toldPerDelivery)
    #expect(member.group === first || member.group === second)
  }

  @Test("B10 L1: a row whose own handler answers each change of its item stops")
  func rowHandlerLoopStops() {
    let store = ToggleStore(mode: .multiple, items: ["a"])
    let (row, host) = makeToggle()
    store.bind(row, to: "a")
    var storeTold: [ToggleStore<String>.Change] = []
    store.onChange = { storeTold.append($0) }
    host.onChangeNotification = { coordinator, _ in coordinator.toggle() }
    store.setValue(.on, for: "a")
    #expect(host.toldChanges.count <= Self.toldPerDelivery)
    #expect(row.value == store.value(of: "a"), "the row shows its item's last value")
    #expect(storeTold.last?.items.last?.newValue == store.value(of: "a"))
  }

  @Test("B10 L4: a store onChange that answers each change with setValue stops")
  func storeAnswerLoopStops() {
    let store = ToggleStore(mode: .multiple, items: ["a", "b"])
    var told: [ToggleStore<String>.Change] = []
    store.onChange = { change in
      told.append(change)
      let now = store.value(of: "a") ?? .off
      store.setValue(now == .on ? .off : .on, for: "a")
    }
    store.setValue(.on, for: "a")
    #expect(told.count == Self.toldPerDelivery)
    #expect(
      told.last?.items.last?.newValue == store.value(of: "a"), "the last change told is final")
    for (earlier, later) in zip(told, told.dropFirst()) {
      #expect(later.items.first?.oldValue == earlier.items.last?.newValue)
    }
    let before = told.count
    store.setValue(.off, for: "b")
    #expect(told.count == before, "b was off: nothing to tell")
    store.setValue(.on, for: "b")
    #expect(told.count == before + Self.toldPerDelivery, "the bound is per delivery")
  }

  @Test("B10 L4: a store observer may set other items any number of times before the bound")
  func storeAnswersBelowTheBoundAreTold() {
    let store = ToggleStore(mode: .multiple, items: 0..<10)
    var told: [Int] = []
    store.onChange = { change in
      guard let item = change.items.first else { return }
      told.append(item.id)
      // A chain of nine answers, each to the change before: under the bound, all told.
      if item.id < 9 { store.setValue(.on, for: item.id + 1) }
    }
    store.setValue(.on, for: 0)
    #expect(told == Array(0..<10))
    #expect(store.onCount == 10)
  }
  @Test(
    "B10 L4: a store onChange that answers each insert with another insert stops, every item told")
  func storeInsertLoopStops() {
    let store = ToggleStore<Int>(mode: .multiple)
    var toldInserted: [Int] = []
    var told = 0
    store.onChange = { change in
      told += 1
      toldInserted += change.inserted
      store.insert(store.count)
    }
    store.insert(0)
    #expect(told == Self.toldPerDelivery)
    #expect(store.count == Self.toldPerDelivery, "an insert past the bound is refused")
    #expect(toldInserted == Array(0..<store.count), "every item the store holds was told")
    #expect(!store.insert(999) || told == Self.toldPerDelivery * 2, "the bound is per delivery")
  }

  @Test(
    "B10 L4: a store onChange that answers each removal with another removal stops, every one told")
  func storeRemoveLoopStops() {
    let store = ToggleStore(mode: .multiple, items: 0..<200)
    var toldRemoved: [Int] = []
    store.onChange = { change in
      toldRemoved += change.removed
      store.remove(200 - store.count)
    }
    store.remove(0)
    #expect(toldRemoved.count == Self.toldPerDelivery)
    #expect(store.count == 200 - toldRemoved.count, "a removal past the bound is refused")
    #expect(toldRemoved == Array(0..<toldRemoved.count))
  }

  @Test(
    "B10 T7: a tree onChange that answers each insert with another insert stops, every node told")
  func treeInsertLoopStops() {
    let tree = ToggleTree<Int>()
    var told = 0
    var toldInserted = 0
    tree.onChange = { change in
      told += 1
      if case .inserted(_, let count) = change.structure { toldInserted += count }
      tree.insert(tree.count)
    }
    tree.insert(0)
    #expect(told == Self.toldPerDelivery)
    #expect(tree.count == Self.toldPerDelivery)
    #expect(toldInserted == tree.count)
  }
}
