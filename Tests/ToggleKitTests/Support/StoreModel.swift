@_spi(ToggleKitTools) import ToggleKit

/// A plain restatement of the store rules (L1-L5, L7, L8, with G2, G3, G6 and B17-B20 per
/// item; a user's select all and clear all are one save, during which every activation
/// waits, G8), written from the contract's words apart from `ToggleStore`, to check the real
/// thing against, with rows that are bound, unbound, reused and scrolled, and disabled items.
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

  struct Save {
    /// The item activated; nil for select all or clear all.
    let item: Int?
    var parts: [(item: Int, previous: Bool, proposed: Bool)]
  }

  let kind: Kind
  var order: [Int]
  var values: [Int: Bool]
  var saves: [Save] = []
  /// L7: items that take no user activation.
  var disabled: Set<Int> = []
  var rows: [Int?]
  var rowShown: [Bool]

  init(kind: Kind, items: Int, rows: Int) {
    self.kind = kind
    order = Array(0..<items)
    values = Dictionary(uniqueKeysWithValues: order.map { ($0, false) })
    self.rows = Array(repeating: nil, count: rows)
    rowShown = Array(repeating: false, count: rows)
  }

  var onCount: Int { values.values.filter { $0 }.count }
  var selection: [Int] { order.filter { values[$0] == true } }
  func isPending(_ item: Int) -> Bool { saves.contains { $0.parts.contains { $0.item == item } } }

  mutating func apply(_ event: StoreEvent) {
    switch event {
    case .activateRow(let row):
      // An unbound row is a plain toggle again (L2): it flips its own value.
      if let item = rows[row] { activate(item) } else { rowShown[row].toggle() }
    case .activateItem(let item):
      activate(item)
    case .setFromCode(let item, let on):
      setValue(on, for: item)
    case .setAll(let on):
      if case .exclusive = kind.mode, on, values.count > 1 { break }
      while !saves.isEmpty { cancel(saves[0], keeping: nil) }
      for item in order { values[item] = on }
    case .activateSelectAll:
      guard saves.isEmpty else { break }
      // G6, L7: off from all on, on from none; from mixed on, unless every item the user
      // could turn on is on already (the others disabled) while one could turn off.
      let enabled = order.filter { !disabled.contains($0) }
      let allOn = !order.isEmpty && onCount == order.count
      let canTurnOn = enabled.contains { values[$0] == false }
      let canTurnOff = enabled.contains { values[$0] == true }
      let target = allOn ? false : onCount == 0 ? true : canTurnOn || !canTurnOff
      // L7: disabled items keep their values; G2, G3: the count it leaves must be within
      // the bounds (an exclusive store's at most one, at least one when required), or no
      // further out.
      let parts = enabled.filter { values[$0] != target }.map { ($0, !target, target) }
      let after = onCount + (target ? parts.count : -parts.count)
      let (minimum, maximum): (Int, Int?) =
        switch kind.mode {
        case .exclusive(let required): (required ? 1 : 0, 1)
        case .multiple(let minimum, let maximum): (minimum, maximum)
        }
      guard !parts.isEmpty, counts(from: onCount, to: after, minimum, maximum) else { break }
      if let policy = kind.policy {
        saves.append(Save(item: nil, parts: parts))
        if policy == .confirmed { break }
      }
      for part in parts { values[part.0] = target }
    case .enable(let item, let isEnabled):
      guard values[item] != nil else { break }
      if isEnabled { disabled.remove(item) } else { disabled.insert(item) }
    case .restore(let listed):
      // L8: code's one change: every save withdrawn first (B20), the listed items on and
      // every other off, disabled ones included; an exclusive store takes the first it
      // holds (G5).
      while !saves.isEmpty { cancel(saves[0], keeping: nil) }
      var on: [Int] = []
      for item in listed where values[item] != nil && !on.contains(item) {
        if case .exclusive = kind.mode, !on.isEmpty { continue }
        on.append(item)
      }
      for item in order { values[item] = on.contains(item) }
    case .bind(let row, let item):
      if values[item] != nil {
        rows[row] = item
      } else {
        rows[row] = nil
        rowShown[row] = false
      }
    case .unbind(let row):
      rows[row] = nil
    case .scroll(let offset):
      guard !order.isEmpty else { break }
      for row in rows.indices { rows[row] = order[(offset + row) % order.count] }
    case .insert(let item):
      guard values[item] == nil else { break }
      order.append(item)
      values[item] = false
    case .remove(let item):
      guard values[item] != nil else { break }
      if let save = saves.first(where: { $0.parts.contains { $0.item == item } }) {
        cancel(save, keeping: item)
      }
      values[item] = nil
      disabled.remove(item)
      order.removeAll { $0 == item }
      for row in rows.indices where rows[row] == item { rows[row] = nil }
    case .answer(let success):
      guard !saves.isEmpty else { break }
      let save = saves.removeFirst()
      for part in save.parts { values[part.item] = success ? part.proposed : part.previous }
    }
    for row in rows.indices { if let item = rows[row] { rowShown[row] = values[item] ?? false } }
  }

  private mutating func activate(_ item: Int) {
    // L7: a disabled item takes no user activation.
    guard let current = values[item], !isPending(item), !disabled.contains(item) else { return }
    guard !saves.contains(where: { $0.item == nil }) else { return }
    let proposed = !current
    var parts: [(item: Int, previous: Bool, proposed: Bool)]
    switch kind.mode {
    case .exclusive(let required):
      if proposed {
        let others = selection.filter { $0 != item }
        guard others.allSatisfy({ !isPending($0) }) else { return }
        parts = others.map { ($0, true, false) } + [(item, false, true)]
      } else {
        guard !required else { return }
        parts = [(item, true, false)]
      }
    case .multiple(let minimum, let maximum):
      let after = onCount + (proposed ? 1 : -1)
      guard counts(from: onCount, to: after, minimum, maximum) else { return }
      parts = [(item, current, proposed)]
    }
    if let policy = kind.policy {
      saves.append(Save(item: item, parts: parts))
      if policy == .confirmed { return }
    }
    for part in parts { values[part.item] = part.proposed }
  }

  private mutating func setValue(_ on: Bool, for item: Int) {
    guard let current = values[item], current != on else { return }
    if let save = saves.first(where: { $0.parts.contains { $0.item == item } }) {
      cancel(save, keeping: item)
    }
    if case .exclusive = kind.mode, on {
      while !saves.isEmpty { cancel(saves[0], keeping: nil) }
      for other in selection where other != item { values[other] = false }
    }
    values[item] = on
  }

  private mutating func cancel(_ save: Save, keeping kept: Int?) {
    saves.removeAll { $0.item == save.item && $0.parts.map(\.item) == save.parts.map(\.item) }
    for part in save.parts where part.item != kept { values[part.item] = part.previous }
  }

  private func counts(from before: Int, to after: Int, _ minimum: Int, _ maximum: Int?) -> Bool {
    (after >= minimum || after > before) && (maximum.map { after <= $0 || after < before } ?? true)
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
