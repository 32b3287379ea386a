import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// Every mode this table runs: both exclusive modes, and multiple with and without bounds.
private let modes: [ToggleSelectionMode] = [
  .exclusive(selectionRequired: false), .exclusive(selectionRequired: true),
  .multiple, .multiple(minimum: 1, maximum: nil), .multiple(minimum: 0, maximum: 2),
  .multiple(minimum: 1, maximum: 2), .multiple(minimum: 2, maximum: 2),
]

/// Every selection of three items that code can give a store or group of `mode` (G5): at
/// most one in an exclusive one, any in a multiple one, even outside its bounds.
private func selections(for mode: ToggleSelectionMode) -> [Set<Int>] {
  let all = (0..<8).map { bits in Set((0..<3).filter { bits & (1 << $0) != 0 }) }
  if case .exclusive = mode { return all.filter { $0.count <= 1 } }
  return all
}

/// What one user action does, read from the contract (G2, G3, G6), not from the code.
private func contractSelection(
  _ mode: ToggleSelectionMode, _ selection: Set<Int>, activating item: Int?
) -> Set<Int> {
  let (minimum, maximum): (Int, Int?) =
    switch mode {
    case .exclusive(let required): (required ? 1 : 0, 1)
    case .multiple(let minimum, let maximum): (minimum, maximum)
    }
  // G3: a count may move inside the bounds, or toward them, never further out.
  func allowed(_ after: Int) -> Bool {
    (after >= minimum || after > selection.count)
      && (maximum.map { after <= $0 || after < selection.count } ?? true)
  }
  guard let item else {
    // G6: select all from anything but all on; clear all from all on.
    let after: Set<Int> = selection.count == 3 ? [] : [0, 1, 2]
    return allowed(after.count) ? after : selection
  }
  if case .exclusive(let required) = mode {
    // G2: an unselected item takes the selection; the selected one clears it, if allowed.
    if !selection.contains(item) { return [item] }
    return required ? selection : []
  }
  let after = selection.symmetricDifference([item])
  return allowed(after.count) ? after : selection
}

@Suite("G2 G3 G6 L4: one rule book for groups, stores and SwiftUI")
@MainActor
struct SelectionRuleTests {
  @Test(
    "G2 G3 G6: every (mode, selection, activation) gives the same selection in a group, a store and Mode.selection"
  )
  func groupStoreAndSwiftUIAgree() {
    var cases = 0
    for mode in modes {
      for selection in selections(for: mode) {
        // nil: select all, or clear all from all on (a store's in every mode, a group's
        // in multiple ones).
        for activation in [0, 1, 2, nil] {
          let expected = contractSelection(mode, selection, activating: activation)
          let label =
            "\(mode) \(selection.sorted()) activating \(activation.map(String.init) ?? "all")"
          if activation != nil || mode.allowsSelectAll {
            #expect(groupSelection(mode, selection, activation) == expected, "group: \(label)")
          }
          #expect(storeSelection(mode, selection, activation) == expected, "store: \(label)")
          if let activation {
            let swiftUI =
              mode.selection(afterActivating: activation, in: selection) ?? selection
            #expect(swiftUI == expected, "Mode.selection: \(label)")
          }
          cases += 1
        }
      }
    }
    #expect(cases == 2 * 4 * 4 + 5 * 8 * 4, "the table ran every case")
  }

  @Test("G6: a select-all shows on over every item on, off over none and over no items, else mixed")
  func derivedValue() {
    #expect(SelectionRule.derivedValue(onCount: 0, count: 0) == .off)
    #expect(SelectionRule.derivedValue(onCount: 0, count: 3) == .off)
    #expect(SelectionRule.derivedValue(onCount: 2, count: 3) == .mixed)
    #expect(SelectionRule.derivedValue(onCount: 3, count: 3) == .on)
    #expect(SelectionRule.derivedValue(onCount: 0, mixedCount: 1, count: 3) == .mixed)
  }

  @Test("G1 L4: an item inserted on into an exclusive selection that has one comes in off")
  func insertedValue() {
    let exclusive = SelectionRule(mode: .exclusive(selectionRequired: false))
    #expect(exclusive.insertedValue(.on, onCount: 1) == .off)
    #expect(exclusive.insertedValue(.on, onCount: 0) == .on)
    #expect(SelectionRule(mode: .multiple).insertedValue(.on, onCount: 5) == .on)
  }

  @Test("G5: code cannot set every item of an exclusive store of several items on; setAll says so")
  func settingAllOnInAnExclusiveStoreIsRefused() {
    let store = ToggleStore(mode: .exclusive(selectionRequired: false), items: ["a", "b"])
    #expect(store.setAll(.on) == false)
    #expect(store.onCount == 0, "nothing changed")
    let single = ToggleStore(mode: .exclusive(selectionRequired: false), items: ["a"])
    #expect(single.setAll(.on) == true)
    #expect(single.value(of: "a") == .on)
    let bounded = ToggleStore(mode: .multiple(minimum: 0, maximum: 1), items: ["a", "b"])
    #expect(bounded.setAll(.on) == true, "code is not held to a maximum (G5)")
    #expect(bounded.onCount == 2)
  }

  @Test("B5 G2: a member's veto is asked once per user change, and not for one the rules refuse")
  func vetoIsAskedOncePerAllowedChange() {
    let group = ToggleGroup(mode: .exclusive(selectionRequired: true))
    let (a, b) = (makeToggle().0, makeToggle().0)
    group.add(a)
    group.add(b)
    var asked: [ToggleValue] = []
    a.shouldChange = { proposed in
      asked.append(proposed)
      return true
    }
    a.tap()  // off to on: asked once
    a.tap()  // on to off: a required selection refuses it, so the veto is not asked
    #expect(asked == [.on])
    #expect(a.value == .on && b.value == .off)
    // A "select all" refused by the rules is not put to its veto either.
    let bounded = ToggleGroup(mode: .multiple(minimum: 0, maximum: 1))
    let members = (0..<3).map { _ in makeToggle().0 }
    for member in members { bounded.add(member) }
    let all = makeToggle().0
    bounded.setSelectAll(all)
    var askedAll: [ToggleValue] = []
    all.shouldChange = { proposed in
      askedAll.append(proposed)
      return true
    }
    all.tap()  // three on would pass the maximum of one: refused
    #expect(askedAll.isEmpty && members.allSatisfy { $0.value == .off })
  }

  @Test(
    "G6 L7 T2: from mixed, with the only member off disabled, select all turns the rest off: group, store and tree alike"
  )
  func selectAllFromMixedMovesWhatItCan() {
    // a on, b off and disabled: nothing could turn on, so the tap turns a off; the next
    // tap, from off, turns it on again. The same two taps on each owner.
    let group = ToggleGroup(mode: .multiple)
    let (a, b) = (makeToggle().0, makeToggle().0)
    group.add(a)
    group.add(b)
    let all = makeToggle().0
    group.setSelectAll(all)
    a.setValue(.on)
    b.isEnabled = false
    let store = ToggleStore(mode: .multiple, items: ["a", "b"])
    store.setValue(.on, for: "a")
    store.setEnabled(false, for: "b")
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["all"])
    tree.loadChildren(of: "all", ["a", "b"])
    tree.setValue(.on, for: "a")
    tree.setEnabled(false, for: "b")
    for expected in [ToggleValue.off, .on] {
      all.tap()
      store.activateSelectAll()
      tree.activate("all")
      #expect(a.value == expected && b.value == .off, "group")
      #expect(store.value(of: "a") == expected && store.value(of: "b") == .off, "store")
      #expect(tree.value(of: "a") == expected && tree.value(of: "b") == .off, "tree")
    }
  }

  private func groupSelection(
    _ mode: ToggleSelectionMode, _ selection: Set<Int>, _ activation: Int?
  )
    -> Set<Int>
  {
    let group = ToggleGroup(mode: mode)
    let toggles = (0..<3).map { _ in makeToggle().0 }
    for toggle in toggles { group.add(toggle) }
    for index in selection { toggles[index].setValue(.on) }
    let selectAll = makeToggle().0
    if mode.allowsSelectAll { group.setSelectAll(selectAll) }
    if let activation { toggles[activation].tap() } else { selectAll.tap() }
    return Set(toggles.indices.filter { toggles[$0].value == .on })
  }

  private func storeSelection(
    _ mode: ToggleSelectionMode, _ selection: Set<Int>, _ activation: Int?
  )
    -> Set<Int>
  {
    let store = ToggleStore(mode: mode, items: 0..<3)
    for index in selection { store.setValue(.on, for: index) }
    if let activation { store.activate(activation) } else { store.activateSelectAll() }
    return Set(store.selection)
  }
}

extension ToggleSelectionMode {
  /// Whether a group of this mode takes a "select all" (G6): multiple ones only.
  fileprivate var allowsSelectAll: Bool {
    if case .multiple = self { return true }
    return false
  }
}
