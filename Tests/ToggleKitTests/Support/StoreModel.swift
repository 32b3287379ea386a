@_spi(ToggleKitTools) import ToggleKit

/// The store's rules as `docs/contract.md` words them (L1-L5, L7, L8, with the group rules
/// G2, G3, G5, G6, G8 and the toggle rules B2, B5, B10, B17-B22 they cite), one event at a
/// time, with rows that are bound, unbound, reused and scrolled, and disabled items.
///
/// Each transition below is a reading of the rule it cites, written from the contract and
/// not from the code: a model that restates the code agrees with the code's bugs. For every
/// event it says what the store then holds (each item's value, its pending state, the
/// selection), what each row shows (its item, value, pending state, enabled state), and what
/// is heard: every change `onChange` is told (items, cause, phase, in order), what each row's
/// host is told (its change stream, its user notifications, its tap action), the error
/// feedback of a failed save and `onCommitFailed`/`onBulkCommitFailed`. Where the contract
/// says nothing about an input the check generates, the choice made is the nearest rule's,
/// marked "Gap:".
struct StoreModel {
  enum Kind: CaseIterable {
    case multiple, multipleLimited, exclusiveRequired, exclusiveOptional, optimisticSaves,
      confirmedSaves, exclusiveSaves

    var mode: ToggleSelectionMode {
      switch self {
      case .multiple, .optimisticSaves, .confirmedSaves: .multiple
      case .multipleLimited: .multiple(minimum: 1, maximum: 3)
      case .exclusiveRequired, .exclusiveSaves: .exclusive(selectionRequired: true)
      case .exclusiveOptional: .exclusive(selectionRequired: false)
      }
    }

    var policy: ToggleCommitPolicy? {
      switch self {
      case .optimisticSaves, .exclusiveSaves: .optimistic
      case .confirmedSaves: .confirmed
      default: nil
      }
    }
  }

  typealias Phase = ReferenceModel.Phase

  /// One item's change in a change `onChange` hears: its value before and after (for a
  /// pending change, the one proposed).
  struct ItemChange: Equatable, CustomStringConvertible {
    let id: Int
    let old: Bool
    let new: Bool

    var reversed: ItemChange { ItemChange(id: id, old: new, new: old) }
    var description: String { "\(id):\(old ? "on" : "off")->\(new ? "on" : "off")" }
  }

  /// One change as `onChange` hears it (L5): cause, phase, the items it changes (for a bulk
  /// change, the items `changedItems()` works out, with the bulk's value), the items
  /// inserted or removed.
  struct Told: Equatable, CustomStringConvertible {
    var cause: ToggleCause
    var phase: Phase
    var items: [ItemChange] = []
    /// A bulk change's value after it (L5: "select all" and "clear all"); nil for a list.
    var bulk: Bool? = nil
    var inserted: [Int] = []
    var removed: [Int] = []

    /// The items turned off first, as L5 says: no item turned on comes before one turned off.
    var listsOffFirst: Bool { !items.drop { !$0.new }.contains { !$0.new } }

    /// The change with a list's items in a fixed order inside each part (turned off, then
    /// turned on): the contract fixes no order inside a part (see `restore`).
    var normalized: Told {
      guard bulk == nil else { return self }
      var copy = self
      copy.items.sort { ($0.new ? 1 : 0, $0.id) < ($1.new ? 1 : 0, $1.id) }
      return copy
    }

    var description: String {
      let what = bulk.map { "bulk(\($0 ? "on" : "off")) \(items)" } ?? "\(items)"
      let edits =
        (inserted.isEmpty ? "" : " +\(inserted)") + (removed.isEmpty ? "" : " -\(removed)")
      return "\(cause) \(phase) \(what)\(edits)"
    }
  }

  /// What a row's host hears, as the contract names it.
  enum RowHeard: Equatable, CustomStringConvertible {
    /// A change on the row's change stream (B15): old value, new value, cause, phase.
    case told(ToggleValue, ToggleValue, ToggleCause, Phase)
    /// The row's user notification, with the value it reads (B3).
    case notified(ToggleValue)
    /// The row's tap action (B9).
    case tapped

    var description: String {
      switch self {
      case .told(let old, let new, let cause, let phase): "told(\(old)->\(new) \(cause) \(phase))"
      case .notified(let value): "notified(\(value))"
      case .tapped: "tapped"
      }
    }
  }

  /// What a row shows (L1, L2, L4).
  enum Row: Equatable {
    /// Never bound, or unbound (L2): a plain toggle again, keeping its look.
    case unbound
    /// Bound to an unknown item (L4): unbound, showing off, taking no input (L7).
    case nothing
    case item(Int)
  }

  /// A user change waiting for the app's work (B17, L3, L5).
  struct Save {
    /// The item activated; nil for a user's "select all" or "clear all" (L5).
    let item: Int?
    /// The row the user activated, if any (L1: its user notifications wait for the commit).
    let row: Int?
    /// The items the change moves, value before -> proposed, the one turned off first (L5).
    let parts: [ItemChange]
    /// A bulk save's proposed value (L5); nil for an item's.
    let bulk: Bool?
    let policy: ToggleCommitPolicy
  }

  let kind: Kind
  var order: [Int]
  /// The value each item shows (B18: under the optimistic policy, a pending proposal).
  var values: [Int: Bool]
  /// Every save waiting, oldest first.
  var saves: [Save] = []
  /// L7: items that take no user activation.
  var disabled: Set<Int> = []
  var rowStates: [Row]
  /// The value each row shows.
  var rowShown: [Bool]

  /// What the last event made heard (see ``takeHeard()``).
  private(set) var told: [Told] = []
  private(set) var rowHeard: [[RowHeard]]
  /// Rows any one of which gives a failed save's error feedback (L1, L5), one set per failure.
  private(set) var failureRows: [Set<Int>] = []
  /// The items `onCommitFailed` hears, and how many times `onBulkCommitFailed` does.
  private(set) var itemFailures: [Int] = []
  private(set) var bulkFailures = 0

  init(kind: Kind, items: Int, rows: Int) {
    self.kind = kind
    order = Array(0..<items)
    // B1: default off.
    values = Dictionary(uniqueKeysWithValues: order.map { ($0, false) })
    rowStates = Array(repeating: .unbound, count: rows)
    rowShown = Array(repeating: false, count: rows)
    rowHeard = Array(repeating: [], count: rows)
  }

  var exclusive: Bool { if case .exclusive = kind.mode { true } else { false } }
  var onCount: Int { values.values.filter { $0 }.count }
  var selection: [Int] { order.filter { values[$0] == true } }
  func isPending(_ item: Int) -> Bool { saves.contains { $0.parts.contains { $0.id == item } } }

  /// G6 (L5's "select all" rows show it): all on is on, none on is off, else mixed. Gap: over
  /// no items; "none on" is taken, so off (as T1's `rootValue` over no nodes).
  var selectAllValue: ToggleValue {
    onCount == 0 ? .off : onCount == order.count ? .on : .mixed
  }

  /// The item a row shows (L1), nil when it shows none (L2, L4).
  func item(shownBy row: Int) -> Int? {
    if case .item(let item) = rowStates[row] { item } else { nil }
  }

  /// L1: a row shows its item's pending state (B18).
  func rowIsPending(_ row: Int) -> Bool { item(shownBy: row).map(isPending) ?? false }

  /// L7: a row's widget is as enabled as the item it shows; a row showing nothing takes no
  /// input (L4); an unbound row is enabled again.
  func rowIsEnabled(_ row: Int) -> Bool {
    switch rowStates[row] {
    case .unbound: true
    case .nothing: false
    case .item(let item): !disabled.contains(item)
    }
  }

  mutating func takeHeard() -> (told: [Told], rows: [[RowHeard]], failureRows: [Set<Int>]) {
    defer {
      told = []
      rowHeard = rowHeard.map { _ in [] }
      failureRows = []
    }
    return (told, rowHeard, failureRows)
  }

  // MARK: Events

  mutating func apply(_ event: StoreEvent) {
    switch event {
    case .activateRow(let row):
      activateRow(row)
    case .activateItem(let item):
      // L4: an unknown item's activation does nothing; no row, so no tap action.
      _ = activate(item, row: nil)
    case .setFromCode(let item, let on):
      setFromCode(item, on: on)
    case .setAll(let on):
      setAll(on)
    case .activateSelectAll:
      activateSelectAll()
    case .enable(let item, let isEnabled):
      // L7: disabling and enabling is no change of value: nothing is told; an unknown item
      // has nothing to disable (L4).
      guard values[item] != nil else { break }
      if isEnabled { disabled.remove(item) } else { disabled.insert(item) }
    case .restore(let listed):
      restore(listed)
    case .bind(let row, let item):
      bind(row, to: item)
    case .unbind(let row):
      // L2: an unbound row keeps its look; L7: it is enabled again.
      rowStates[row] = .unbound
    case .scroll(let offset):
      // The runner binds each row to the item `offset + row` places on, in the store's order.
      guard !order.isEmpty else { break }
      for row in rowStates.indices { bind(row, to: order[(offset + row) % order.count]) }
    case .insert(let item):
      // L4: a repeated identifier is taken once. L5: an insert is told, listing the items
      // added. Gap: its cause and phase; an insert is code's (B2), and nothing waits for it:
      // programmatic, committed. B1: a new item is off.
      guard values[item] == nil else { break }
      order.append(item)
      values[item] = false
      told.append(Told(cause: .programmatic, phase: .committed, inserted: [item]))
    case .remove(let item):
      remove(item)
    case .answer(let success):
      guard !saves.isEmpty else { break }
      answer(saves.removeFirst(), success: success)
    }
    // L1: a row bound to an item shows the item's value; L4: one showing nothing shows off;
    // L2: an unbound row keeps its look.
    for row in rowStates.indices {
      switch rowStates[row] {
      case .unbound: break
      case .nothing: rowShown[row] = false
      case .item(let item): rowShown[row] = values[item] ?? false
      }
    }
  }

  private mutating func bind(_ row: Int, to item: Int) {
    // L4: a row bound to an unknown item is left unbound, showing off (and takes no input,
    // L7). L2: binding is silent: nothing told to the row or the store.
    rowStates[row] = values[item] == nil ? .nothing : .item(item)
  }

  private mutating func activateRow(_ row: Int) {
    switch rowStates[row] {
    case .nothing:
      // L7: a row showing nothing takes no input (L4); B6: no tap action either.
      break
    case .unbound:
      // Gap: what an unbound row's activation does. L2 says it keeps its look and L7 that it
      // is enabled again: a toggle that is no row follows B1-B9 alone: it flips its own
      // value, told as the user's change, notifies once, then sends its tap action.
      let old = rowShown[row]
      rowShown[row].toggle()
      rowHeard[row] += [
        .told(value(old), value(!old), .user, .committed), .notified(value(!old)), .tapped,
      ]
    case .item(let item):
      // L7: a row's widget is as enabled as its item: a disabled item's row takes no
      // activation, and sends no tap action (B6).
      guard !disabled.contains(item) else { break }
      // L1: the activation changes the item under the store's rules, then the row sends its
      // tap action (B9), unless it was absorbed (B18, L3, L5).
      if activate(item, row: row) { rowHeard[row].append(.tapped) }
    }
  }

  /// A user activation of `item` (L1, L3, L7, G2, G3, G8, B17, B18); whether it was taken,
  /// so that its row's tap action fires (B5, G2, G3: a refusal still fires it; B18, L3, L5:
  /// an absorbed activation does not).
  private mutating func activate(_ item: Int, row: Int?) -> Bool {
    // L4: an unknown item's activation does nothing. L7: nor does a disabled item's.
    guard let current = values[item], !disabled.contains(item) else { return false }
    // L5: while a user's bulk save runs, every activation of the store is absorbed whole.
    guard !saves.contains(where: { $0.item == nil }) else { return false }
    // L3, B18: while an item's save runs its activations are absorbed.
    guard !isPending(item) else { return false }
    let proposed = !current
    // L3: in an exclusive store an activation that would turn an item on waits for any save
    // (each save moves its one selection): absorbed, as L5's are.
    if exclusive, proposed, !saves.isEmpty { return false }
    var parts: [ItemChange] = []
    switch kind.mode {
    case .exclusive(let required):
      if proposed {
        // G2: activating an unselected item selects it and turns the selected one off,
        // disabled or not (L7); L5: the one turned off first.
        parts = selection.map { ItemChange(id: $0, old: true, new: false) }
        parts.append(ItemChange(id: item, old: false, new: true))
      } else if !required {
        // G2: activating the selected item clears the selection (optional) ...
        parts = [ItemChange(id: item, old: true, new: false)]
      }  // ... or changes nothing but its tap action (required).
    case .multiple(let minimum, let maximum):
      // G3: refused, as a veto (tap action fires), when it leaves the count outside the
      // bounds, unless it moves it nearer.
      let after = onCount + (proposed ? 1 : -1)
      if countAllowed(from: onCount, to: after, minimum: minimum, maximum: maximum) {
        parts = [ItemChange(id: item, old: current, new: proposed)]
      }
    }
    guard !parts.isEmpty else { return true }
    if let policy = kind.policy {
      // B17, L3: the activation starts the work and the items it moves are pending; B18:
      // optimistic shows the proposal at once, confirmed keeps the old values. The table:
      // pending, before -> proposed, cause user.
      saves.append(Save(item: item, row: row, parts: parts, bulk: nil, policy: policy))
      if policy == .optimistic { for part in parts { values[part.id] = part.new } }
      tell(Told(cause: .user, phase: .pending(policy), items: parts))
    } else {
      // L1: the item changes; every row showing it shows the change and tells its stream;
      // only the activated row sends its user notification (B3, B9: after the value).
      for part in parts { values[part.id] = part.new }
      tell(Told(cause: .user, phase: .committed, items: parts))
      if let row { rowHeard[row].append(.notified(value(proposed))) }
    }
    return true
  }

  /// A user's "select all" or "clear all" with no list: acts on every item (L5).
  private mutating func activateSelectAll() {
    // L5: a bulk activation is refused while any save runs.
    guard saves.isEmpty else { return }
    // G6, L7: on from off or mixed, off from on, and off from mixed when every item the
    // user could turn on is on already.
    let enabled = order.filter { !disabled.contains($0) }
    let couldTurnOn = enabled.contains { values[$0] == false }
    let shown = selectAllValue
    let target = shown == .off || (shown == .mixed && couldTurnOn)
    // L7: disabled items keep their values.
    let moved = enabled.filter { values[$0] != target }
    guard !moved.isEmpty else { return }
    let after = onCount + (target ? moved.count : -moved.count)
    switch kind.mode {
    case .exclusive(let required):
      // L5: in an exclusive store "select all" is refused when it would leave more than
      // one item on, and "clear all" when a selection is required.
      if target ? after > 1 : required { return }
    case .multiple(let minimum, let maximum):
      // G6: refused as a veto if the counts forbid it (G3).
      guard countAllowed(from: onCount, to: after, minimum: minimum, maximum: maximum) else {
        return
      }
    }
    // L5: one bulk change, the items in the store's order (`changedItems()`).
    let parts = moved.map { ItemChange(id: $0, old: !target, new: target) }
    if let policy = kind.policy {
      // L5: one save; the items it moves are pending, shown at once under the optimistic
      // policy; every activation waits for it.
      saves.append(Save(item: nil, row: nil, parts: parts, bulk: target, policy: policy))
      if policy == .optimistic { for part in parts { values[part.id] = target } }
      tell(Told(cause: .user, phase: .pending(policy), items: parts, bulk: target))
    } else {
      // L5: without a hook it applies at once; an item row sends no user notification for a
      // bulk change (L1: only the "select all" row activated does, and there is none here).
      for part in parts { values[part.id] = target }
      tell(Told(cause: .user, phase: .committed, items: parts, bulk: target))
    }
  }

  private mutating func setFromCode(_ item: Int, on: Bool) {
    // L4: code cannot set an unknown item. B20: a set that changes nothing (code
    // re-asserting the value shown) leaves the work running; B3: nothing is told.
    guard let current = values[item], current != on else { return }
    // B20: a set that changes the value while pending withdraws the work and wins; L5: so
    // does one of an item a bulk save moves. G8 (an exclusive store moves its one selection
    // as a group does, L3): code that sets any item while a save waits withdraws it.
    let withdrawn = exclusive ? saves : saves.filter { $0.parts.contains { $0.id == item } }
    // G8: the items moved go back, then the set applies. The table: a cancelled change is
    // followed by the set's own change (as B20's toggle tells it: cancelled, then code's
    // change from the value shown), so the item set is told in the set's change, not put
    // back first.
    for save in withdrawn { withdraw(save, leaving: item) }
    // B2: code's change; G5: in an exclusive store setting an item on turns the others off,
    // the one turned off first (L5).
    var parts: [ItemChange] = []
    if exclusive, on {
      parts = selection.map { ItemChange(id: $0, old: true, new: false) }
    }
    parts.append(ItemChange(id: item, old: !on, new: on))
    for part in parts { values[part.id] = part.new }
    tell(Told(cause: .programmatic, phase: .committed, items: parts))
  }

  private mutating func setAll(_ on: Bool) {
    // G5: every item on in an exclusive store of several items is the one selection code
    // cannot set: it changes nothing.
    if exclusive, on, values.count > 1 { return }
    // L5: `setAll` withdraws a bulk save. Gap: whether it withdraws an item's save whose
    // item it leaves as shown; T10 ("`setAll` and `restore` withdraw every save") and L8
    // (restore withdraws pending saves first) are taken: every save is withdrawn.
    for save in saves { withdraw(save) }
    // L5: one bulk change, code's (B2).
    let parts = order.filter { values[$0] != on }.map { ItemChange(id: $0, old: !on, new: on) }
    guard !parts.isEmpty else { return }
    for part in parts { values[part.id] = on }
    tell(Told(cause: .programmatic, phase: .committed, items: parts, bulk: on))
  }

  private mutating func restore(_ listed: [Int]) {
    // L8: pending saves are withdrawn first (B20).
    for save in saves { withdraw(save) }
    // L8: the listed items the store holds on, every other off; repeats and unknown items
    // left out; an exclusive store keeps the first it holds (G5).
    var on: [Int] = []
    for item in listed where values[item] != nil && !on.contains(item) {
      if exclusive, !on.isEmpty { continue }
      on.append(item)
    }
    // L8: code's one change (B2), told once with the items that moved, those turned off
    // first, disabled items included (B6), whatever the counts (G5); none when nothing moved.
    // Gap: the order inside each of the two parts; none is checked (the runner compares
    // each part as a set).
    let turnedOff = order.filter { values[$0] == true && !on.contains($0) }
    let turnedOn = order.filter { values[$0] == false && on.contains($0) }
    let parts =
      turnedOff.map { ItemChange(id: $0, old: true, new: false) }
      + turnedOn.map { ItemChange(id: $0, old: false, new: true) }
    guard !parts.isEmpty else { return }
    for part in parts { values[part.id] = part.new }
    tell(Told(cause: .programmatic, phase: .committed, items: parts))
  }

  private mutating func remove(_ item: Int) {
    guard values[item] != nil else { return }
    // L4: removing an item whose save is pending cancels the save, told as cancelled, and
    // the other items it moved go back; L5: so does removing an item a bulk save moves,
    // while one it does not move leaves it running.
    for save in saves where save.parts.contains(where: { $0.id == item }) {
      withdraw(save, leaving: item)
    }
    // L4: its rows are unbound (L2: keeping their look; L7: enabled again). Gap: whether
    // such a row keeps showing the removed item's value or goes off; L2's "an unbound row
    // keeps its look" is taken.
    for row in rowStates.indices where rowStates[row] == .item(item) { rowStates[row] = .unbound }
    values[item] = nil
    disabled.remove(item)
    order.removeAll { $0 == item }
    // L5: a removal is told, listing the items removed. Gap: its cause and phase; as an
    // insert's: programmatic, committed.
    told.append(Told(cause: .programmatic, phase: .committed, removed: [item]))
  }

  private mutating func answer(_ save: Save, success: Bool) {
    if success {
      // B19: success commits: the values become the proposed ones (confirmed shows them
      // now), told committed before -> proposed; L1: the activated row sends its user
      // notification at commit only if it still shows the item; L5: a bulk save commits
      // with one bulk change, and no item row notifies.
      for part in save.parts { values[part.id] = part.new }
      tell(Told(cause: .user, phase: .committed, items: save.parts, bulk: save.bulk))
      if let row = save.row, let item = save.item, rowStates[row] == .item(item) {
        rowHeard[row].append(.notified(value(values[item] ?? false)))
      }
    } else {
      // B19: failure rolls back to the values before, with no value notification, a
      // rolled-back change (proposed -> before, cause user); L5: a bulk one puts back exactly
      // the values before, told as one rolled-back bulk change, its value the one they go
      // back to. L5's order (the one turned off first) holds for the items put back.
      for part in save.parts { values[part.id] = part.old }
      let back = offFirst(save.parts.map(\.reversed))
      tell(Told(cause: .user, phase: .rolledBack(.failed), items: back, bulk: save.bulk.map(!)))
      // L1: the error feedback once, by the activated row if it still shows the item, else
      // by a row that shows it; L5: a bulk save's by a row of an item it changed (there are
      // no "select all" rows here). L3: `onCommitFailed` with the item.
      if let item = save.item {
        itemFailures.append(item)
        if let row = save.row, rowStates[row] == .item(item) {
          failureRows.append([row])
        } else {
          failureRows.append(Set(rowStates.indices.filter { rowStates[$0] == .item(item) }))
        }
      } else {
        bulkFailures += 1
        let moved = Set(save.parts.map(\.id))
        failureRows.append(
          Set(rowStates.indices.filter { item(shownBy: $0).map(moved.contains) ?? false }))
      }
    }
  }

  /// B20: code wins: the work is withdrawn, told cancelled (before -> proposed, the change
  /// asked, cause code); an optimistic save's items go back, as code's change after the
  /// cancelled one (a confirmed save showed none, and puts nothing back). L4: an item being
  /// removed does not go back.
  private mutating func withdraw(_ save: Save, leaving removed: Int? = nil) {
    saves.removeAll { $0.parts == save.parts && $0.item == save.item }
    tell(Told(cause: .programmatic, phase: .cancelled, items: save.parts, bulk: save.bulk))
    guard save.policy == .optimistic else { return }
    let back = save.parts.filter { $0.id != removed && values[$0.id] != $0.old }.map(\.reversed)
    guard !back.isEmpty else { return }
    for part in back { values[part.id] = part.new }
    // Gap: the order of the items put back; L5's "the one turned off first".
    tell(
      Told(
        cause: .programmatic, phase: .committed, items: offFirst(back),
        bulk: save.bulk.map(!)))
  }

  /// L1: `onChange` hears the change; every row showing an item it lists tells it on its
  /// change stream.
  private mutating func tell(_ change: Told) {
    told.append(change)
    for part in change.items {
      for row in rowStates.indices where rowStates[row] == .item(part.id) {
        rowHeard[row].append(.told(value(part.old), value(part.new), change.cause, change.phase))
      }
    }
  }

  /// L5: a change lists the items it turns off first. Bulk changes are in the store's order.
  private func offFirst(_ parts: [ItemChange]) -> [ItemChange] {
    parts.filter { !$0.new } + parts.filter(\.new)
  }

  private func value(_ on: Bool) -> ToggleValue { on ? .on : .off }

  /// G3 (with L5 for a bulk change): an activation that would leave the count outside
  /// minimum...maximum is refused, unless it moves the count nearer to them.
  /// Gap: "nearer" for a bulk change that jumps past the bounds, from above the maximum to
  /// below the minimum or back. L5's nearest rule for bulk changes (an exclusive store's
  /// "clear all" is refused when a selection is required: it may not leave the count below
  /// the minimum) is taken: nearer is toward the bounds without passing them.
  private func countAllowed(from before: Int, to after: Int, minimum: Int, maximum: Int?) -> Bool {
    if after >= minimum, maximum.map({ after <= $0 }) ?? true { return true }
    if after < minimum { return before < minimum && after > before }
    return after < before && before > (maximum ?? Int.max)
  }
}

/// One input to a store and its rows.
enum StoreEvent: CustomStringConvertible {
  case activateRow(Int)
  case activateItem(Int)
  case setFromCode(Int, Bool)
  case setAll(Bool)
  case activateSelectAll
  case bind(row: Int, item: Int)
  case unbind(Int)
  case scroll(Int)
  case insert(Int)
  case remove(Int)
  case answer(success: Bool)
  case enable(Int, Bool)
  case restore([Int])

  var description: String {
    switch self {
    case .activateRow(let row): "activateRow(\(row))"
    case .activateItem(let item): "activateItem(\(item))"
    case .setFromCode(let item, let on): "set(\(item), \(on))"
    case .setAll(let on): "setAll(\(on))"
    case .activateSelectAll: "selectAll"
    case .bind(let row, let item): "bind(\(row), \(item))"
    case .unbind(let row): "unbind(\(row))"
    case .scroll(let offset): "scroll(\(offset))"
    case .insert(let item): "insert(\(item))"
    case .remove(let item): "remove(\(item))"
    case .answer(let success): "answer(\(success))"
    case .enable(let item, let isEnabled): "\(isEnabled ? "enable" : "disable")(\(item))"
    case .restore(let listed): "restore(\(listed))"
    }
  }

  /// Items are 0..<12 (some not in the store: unknown items); rows 0..<3.
  static func random<R: RandomNumberGenerator>(using rng: inout R) -> StoreEvent {
    let item = Int(rng.next() % 12)
    let row = Int(rng.next() % 3)
    switch rng.next() % 23 {
    case 0...4: return .activateRow(row)
    case 5: return .activateItem(item)
    case 6, 7: return .setFromCode(item, rng.next() % 2 == 0)
    case 8: return .setAll(rng.next() % 2 == 0)
    case 9: return .activateSelectAll
    case 10, 11: return .bind(row: row, item: item)
    case 12: return .unbind(row)
    case 13, 14: return .scroll(Int(rng.next() % 12))
    case 15: return .insert(item)
    case 16: return .remove(item)
    case 17, 18: return .enable(item, rng.next() % 3 == 0)
    case 19:
      return .restore((0..<Int(rng.next() % 4)).map { _ in Int(rng.next() % 12) })
    default: return .answer(success: rng.next() % 3 != 0)
    }
  }
}
