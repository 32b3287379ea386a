import ToggleKit

/// A plain restatement of the tree rules (T1-T8, and T10's saves), written apart from
/// `ToggleTree`: every node keeps its own value, a parent's value is worked out from its
/// children on every read, a subtree set visits every node, and a save keeps every node's
/// value before. Slow and obvious on purpose.
struct TreeModel {
  /// T10: a user's activation waiting for its save.
  struct Save {
    /// The subtree the activation may set: the node's, or its section's.
    let root: Int
    let node: Int
    /// The value each node of the subtree had before.
    let before: [Int: ToggleValue]
    /// The value the activation proposed, and whether it is a section's child's (G2).
    let target: ToggleValue
    let inSection: Bool
    /// T8: the kept entries an optimistic activation superseded, and the restore they came
    /// from: its failure puts them back.
    var superseded: [Int: Kept] = [:]
    var generation = 0
  }

  /// T8: an entry of a restored selection whose node the tree does not hold.
  struct Kept: Equatable {
    var on: Bool
    var rank: Int
    /// The expected ancestors between it and the node it waits under, none of them held.
    var chain: [Int]
    /// The node it waits under (`top` for the top), nil when the tree cannot place it.
    var anchor: Int?
  }

  /// T8: where the app says a node belongs (`expectedParent`); nil, the tree is not told.
  var expectedParent: ((Int) -> Int?)?
  var kept: [Int: Kept] = [:]
  var nextRank = 0
  /// Counts restores and discards (a save puts back only entries of the same restore).
  var generation = 0

  /// The policy user activations are saved under; nil, none.
  var policy: ToggleCommitPolicy?
  /// Pending saves, oldest first.
  var saves: [Save] = []

  /// The hidden node above the top-level ones.
  static let top = -1

  var parent: [Int: Int] = [:]
  var children: [Int: [Int]] = [top: []]
  var own: [Int: ToggleValue] = [top: .off]
  var disabled: Set<Int> = []
  var rules: [Int: ToggleSelectionMode] = [:]
  var loaded: Set<Int> = []

  var nodes: [Int] { parent.keys.sorted() }

  /// T1: a leaf has its own value; a parent is on when every child is on, off when every
  /// child is off, else mixed.
  func value(_ node: Int) -> ToggleValue {
    let kids = children[node] ?? []
    // The hidden top node over no nodes is off.
    if kids.isEmpty { return node == Self.top ? .off : own[node] ?? .off }
    let values = kids.map(value)
    if values.allSatisfy({ $0 == .on }) { return .on }
    if values.allSatisfy({ $0 == .off }) { return .off }
    return .mixed
  }

  func depth(_ node: Int) -> Int {
    var depth = 0
    var walk = node
    while walk != Self.top {
      depth += 1
      walk = parent[walk]!
    }
    return depth
  }

  func isAncestor(_ ancestor: Int, of node: Int) -> Bool {
    var walk = node
    while true {
      if walk == ancestor { return true }
      guard walk != Self.top else { return false }
      walk = parent[walk]!
    }
  }

  /// G3's count rule, as the contract words it: a count may move inside the bounds, or
  /// toward them, never further out.
  static func allowed(from before: Int, to after: Int, _ mode: ToggleSelectionMode) -> Bool {
    let (minimum, maximum): (Int, Int?) =
      switch mode {
      case .exclusive(let required): (required ? 1 : 0, 1)
      case .multiple(let minimum, let maximum): (minimum, maximum)
      }
    return (after >= minimum || after > before)
      && (maximum.map { after <= $0 || after < before } ?? true)
  }

  enum Setter { case user, code, restore }

  /// T2, T3, T5: sets a subtree, going around what the setter may not change.
  mutating func setSubtree(_ node: Int, _ target: ToggleValue, _ setter: Setter) {
    if value(node) == target { return }
    if setter == .user, disabled.contains(node) { return }
    let kids = children[node] ?? []
    if kids.isEmpty {
      if node != Self.top { own[node] = target }
      return
    }
    if let mode = rules[node] {
      switch setter {
      case .restore: break
      case .code:
        if target == .on, case .exclusive = mode, kids.count > 1 { return }
      case .user:
        let onNow = kids.filter { value($0) == .on }.count
        let enabled = kids.filter { !disabled.contains($0) }
        let after =
          target == .on
          ? onNow + enabled.filter { value($0) != .on }.count
          : onNow - enabled.filter { value($0) == .on }.count
        if !Self.allowed(from: onNow, to: after, mode) { return }
      }
    }
    for kid in kids { setSubtree(kid, target, setter) }
  }

  /// The value a new child takes with none given (T4).
  func inherited(under parent: Int) -> ToggleValue {
    let value = value(parent)
    return value == .mixed ? .off : value
  }

  /// T5: an item added on beside one that is on in an exclusive section comes in off.
  func kept(_ value: ToggleValue, under parent: Int) -> ToggleValue {
    let value = value == .mixed ? .off : value
    if value == .on, case .exclusive = rules[parent],
      (children[parent] ?? []).contains(where: { self.value($0) == .on })
    {
      return .off
    }
    return value
  }

  mutating func add(_ node: Int, under parent: Int, at index: Int?, value: ToggleValue) {
    let wasLeafValue = self.value(parent)
    self.parent[node] = parent
    children[node] = []
    own[node] = value
    var kids = children[parent] ?? []
    kids.insert(node, at: min(index ?? kids.count, kids.count))
    children[parent] = kids
    loaded.insert(parent)
    _ = wasLeafValue
  }

  /// A parent left with no children keeps its value, mixed turning off (T6).
  mutating func settle(_ parent: Int, before: ToggleValue) {
    if (children[parent] ?? []).isEmpty { own[parent] = before == .mixed ? .off : before }
  }

  // MARK: Saves (T10)

  func onOnePath(_ one: Int, _ other: Int) -> Bool {
    isAncestor(one, of: other) || isAncestor(other, of: one)
  }

  func isPending(_ node: Int) -> Bool { saves.contains { isAncestor($0.root, of: node) } }

  /// The subtree an activation of `node` may set: its section's when its parent has a rule.
  func region(of node: Int) -> Int {
    let from = parent[node]!
    var root = rules[from] != nil ? from : node
    // T5: going on may turn off the other children of any exclusive section above.
    var walk = from
    while walk != Self.top {
      if case .exclusive = rules[walk] { root = walk }
      walk = parent[walk]!
    }
    return root
  }

  /// Every node of a subtree, the root first.
  func subtree(_ root: Int) -> [Int] {
    var result: [Int] = []
    var stack = [root]
    while let next = stack.popLast() {
      result.append(next)
      stack += children[next] ?? []
    }
    return result
  }

  /// Puts a save's subtree back: each node that was there takes its value before; a node
  /// loaded into it since takes the value before of the nearest node above it that was;
  /// the kept entries its activation superseded come back, applied to their nodes that
  /// arrived since (T8).
  mutating func putBack(_ save: Save) {
    for node in subtree(save.root) {
      var walk = node
      while save.before[walk] == nil { walk = parent[walk]! }
      own[node] = save.before[walk]!
    }
    for (node, on) in reinstate(save).sorted(by: { depth($0.0) < depth($1.0) }) {
      setSubtree(node, on ? .on : .off, .restore)
    }
    // T4 T5: children loaded into an exclusive section since all took its value before; as
    // loaded children do, only the first of them keeps on.
    for section in subtree(save.root) {
      guard case .exclusive = rules[section] else { continue }
      let on = (children[section] ?? []).filter { value($0) == .on }
      for child in on.dropFirst() { setSubtree(child, .off, .restore) }
    }
  }

  mutating func withdraw(_ picked: [Save]) {
    for save in picked {
      saves.removeAll { $0.root == save.root && $0.node == save.node }
      if policy == .optimistic { putBack(save) }
    }
    changeStart = allValues
  }

  /// Answers the oldest save.
  mutating func answer(_ success: Bool) {
    guard !saves.isEmpty else { return }
    let save = saves.removeFirst()
    // A confirmed save carries out the activation as it was planned, whatever its subtree
    // shows now (children loaded with values of their own may have changed it).
    if success, policy == .confirmed {
      if save.inSection {
        setInSection(save.node, save.target)
      } else {
        setNoting(save.node, save.target, .user)
      }
    }
    if !success, policy == .optimistic {
      putBack(save)
      changeStart = allValues
    }
  }

  /// The values a change starts from: those after any save it withdrew was put back, which
  /// puts back a pattern and turns nothing on by itself (T10).
  var changeStart: [Int: ToggleValue] = [:]
  /// What the last restore left out (T8), for the run to compare.
  var lastLeftOut: [Int] = []

  mutating func apply(_ event: TreeEvent) {
    changeStart = allValues
    applyOnly(event)
    holdExclusiveSections(before: changeStart)
  }

  /// T5, G5: an exclusive section never ends a change with two children on: a child that
  /// went on in it, whatever below it moved it, takes the selection, and its siblings that
  /// are on go off, from code (a child's own activation clears mixed ones too). A child that arrives (T4, T6) is not one that went
  /// on: it comes in as T5 says.
  mutating func holdExclusiveSections(before: [Int: ToggleValue]) {
    // Deepest first: a section's clearing is part of what its parent derives.
    for (section, mode) in rules.sorted(by: { depth($0.key) > depth($1.key) }) {
      guard case .exclusive = mode, let kids = children[section] else { continue }
      let wentOn = kids.first { value($0) == .on && before[$0] != nil && before[$0] != .on }
      guard let chosen = wentOn else {
        continue
      }
      for sibling in kids where sibling != chosen && value(sibling) == .on {
        setNoting(sibling, .off, .code)
      }
    }
  }

  private mutating func applyOnly(_ event: TreeEvent) {
    switch event {
    case .activate(let node):
      guard parent[node] != nil else { return }
      guard policy != nil else {
        activate(node)
        return
      }
      let root = region(of: node)
      guard !saves.contains(where: { onOnePath($0.root, root) }) else { return }
      var trial = self
      guard let target = trial.activate(node), trial.allValues != allValues else { return }
      let before = Dictionary(uniqueKeysWithValues: subtree(root).map { ($0, own[$0]!) })
      var save = Save(
        root: root, node: node, before: before, target: target, inSection: root != node,
        generation: generation)
      if policy == .optimistic {
        let keptBefore = kept
        activate(node)
        save.superseded = keptBefore.filter { kept[$0.key] == nil }
      }
      saves.append(save)
    case .answer(let success):
      answer(success)
    case .set(let node, let on):
      guard parent[node] != nil else { return }
      if value(node) != (on ? .on : .off) {
        let root = region(of: node)
        withdraw(saves.filter { onOnePath($0.root, root) })
      }
      set(node, on ? .on : .off)
    case .setAll(let on):
      if value(Self.top) != (on ? .on : .off) { withdraw(saves) }
      setNoting(Self.top, on ? .on : .off, .code)
    case .load(let node, let ids, let values):
      guard node == Self.top || parent[node] != nil else { return }
      if !(children[node] ?? []).isEmpty {
        withdraw(saves.filter { isAncestor($0.root, of: node) })
      }
      loaded.insert(node)
      var arrived: [Int] = []
      // T4: a child with no value of its own takes its parent's from before the load.
      let fromParent = inherited(under: node)
      for (offset, id) in ids.enumerated() where parent[id] == nil {
        let given = arriving(id, given: values.map { $0[offset % $0.count] })
        add(id, under: node, at: nil, value: kept(given ?? fromParent, under: node))
        arrived.append(id)
      }
      settleArrivals(arrived, under: node)
    case .insert(let id, let node, let index, let given):
      guard node == Self.top || parent[node] != nil, parent[id] == nil else { return }
      if !(children[node] ?? []).isEmpty {
        withdraw(saves.filter { isAncestor($0.root, of: node) })
      }
      let value = arriving(id, given: given)
      add(id, under: node, at: index, value: kept(value ?? inherited(under: node), under: node))
      settleArrivals([id], under: node)
    case .remove(let node):
      guard let from = parent[node] else { return }
      withdraw(saves.filter { onOnePath($0.root, node) })
      let before = value(from)
      var stack = [node]
      while let next = stack.popLast() {
        stack += children[next] ?? []
        parent[next] = nil
        children[next] = nil
        own[next] = nil
        disabled.remove(next)
        rules[next] = nil
        loaded.remove(next)
      }
      children[from]!.removeAll { $0 == node }
      settle(from, before: before)
      // T8: entries waiting under a removed node end: it can no longer load.
      let held = parent
      endKept { held[$0] == nil && $0 != Self.top }
    case .move(let node, let to, let index):
      guard let from = parent[node], to == Self.top || parent[to] != nil, !isAncestor(node, of: to)
      else { return }
      // Moving a node to where it is already changes nothing.
      let siblings = children[to] ?? []
      if from == to,
        siblings.firstIndex(of: node) == min(index ?? siblings.count - 1, siblings.count - 1)
      {
        return
      }
      withdraw(saves.filter { onOnePath($0.root, node) || isAncestor($0.root, of: to) })
      let beforeFrom = value(from)
      let beforeTo = value(to)
      children[from]!.removeAll { $0 == node }
      settle(from, before: beforeFrom)
      parent[node] = to
      var kids = children[to] ?? []
      // A leaf that gets its first child this way is a parent now; its own value stays
      // as it was, unused while it has children.
      _ = beforeTo
      kids.insert(node, at: min(index ?? kids.count, kids.count))
      children[to] = kids
      loaded.insert(to)
      // T8: its children are known now: entries waiting under it end.
      endKept { $0 == to }
      // T5 G5: an exclusive section never holds two on; a node moved in on beside one on
      // comes in off, as an inserted one does.
      if value(node) == .on, case .exclusive = rules[to],
        kids.contains(where: { $0 != node && value($0) == .on })
      {
        setNoting(node, .off, .restore)
      }
    case .enable(let node, let enabled):
      guard parent[node] != nil else { return }
      if enabled { disabled.remove(node) } else { disabled.insert(node) }
    case .rule(let node, let mode):
      guard parent[node] != nil else { return }
      // B20: code's rule change withdraws a save over the section; G5: an exclusive section
      // keeps its first child on, and no other.
      withdraw(saves.filter { onOnePath($0.root, node) })
      rules[node] = mode
      if case .exclusive = mode {
        let on = (children[node] ?? []).filter { value($0) == .on }
        for child in on.dropFirst() { setNoting(child, .off, .restore) }
      }
    case .roundTrip:
      // Restoring the selection read now withdraws every save and puts back what the tree
      // shows, the values the optimistic saves proposed included; of the kept entries, those
      // listed come back (T8).
      let listed = keptListed()
      saves.removeAll()
      kept = kept.filter { listed.contains($0.key) }
      generation += 1
    case .restore(let included, let excluded):
      lastLeftOut = restore(included: included, excluded: excluded)
    case .loadExpected(let node, let values):
      applyOnly(.load(node, ids: Self.expectedChildren(of: node), values: values))
    case .discard:
      discard()
    case .placing(let on):
      if on { setExpectedParent { Self.parentInRuns($0) } } else { setExpectedParent(nil) }
    }
  }

  /// T8: where the model runs say a node belongs: 0, 1 and 2 at the top, and three per node
  /// below (3, 4 and 5 under 0); a negative identifier's chain loops.
  static func parentInRuns(_ node: Int) -> Int? {
    node < 3 && node >= 0 ? nil : (node - 3) / 3
  }

  /// The identifiers `expectedParent` puts under `node`: what a lazy load of it brings.
  static func expectedChildren(of node: Int) -> [Int] {
    node == top ? [0, 1, 2] : (3 * node + 3...3 * node + 5).map { $0 }
  }

  /// G2 in a tree: a section's child set by the user as its rule decided; on in an exclusive
  /// section turns its siblings that are not off off first, disabled ones too (L7: "an
  /// exclusive store's activation of another item still turns it off").
  mutating func setInSection(_ node: Int, _ target: ToggleValue) {
    let from = parent[node]!
    if target == .on, case .exclusive = rules[from] {
      for sibling in children[from]! where sibling != node && value(sibling) != .off {
        setNoting(sibling, .off, .code)
      }
    }
    setNoting(node, target, .user)
  }

  /// T2, T3, T5: a user's activation; returns the value it proposed, nil when refused
  /// before any (a disabled node).
  @discardableResult
  mutating func activate(_ node: Int) -> ToggleValue? {
    guard !disabled.contains(node) else { return nil }
    let current = value(node)
    let from = parent[node]!
    if let mode = rules[from] {
      let siblings = children[from]!
      let onCount = siblings.filter { value($0) == .on }.count
      let proposed = current.next
      switch mode {
      case .exclusive(let required):
        if proposed == .on {
          setInSection(node, .on)
        } else if !required {
          setNoting(node, proposed, .user)
        }
      case .multiple:
        let after = onCount + (proposed == .on ? 1 : 0) - (current == .on ? 1 : 0)
        if Self.allowed(from: onCount, to: after, mode) { setNoting(node, proposed, .user) }
      }
      return proposed
    }
    var target: ToggleValue = current == .on ? .off : .on
    // G6 T2: from mixed a parent goes on, unless every node below it that its tap could turn
    // on (disabled ones and sections that forbid it gone around) is on already; its own
    // rule then refuses the tap or not, as a group's counts refuse its "select all".
    if target == .on, current == .mixed {
      var trial = self
      for kid in children[node] ?? [] { trial.setSubtree(kid, .on, .user) }
      if trial.allValues == allValues { target = .off }
    }
    setNoting(node, target, .user)
    return target
  }

  /// G5 in a tree: code sets a subtree; on inside an exclusive section turns the siblings off.
  mutating func set(_ node: Int, _ target: ToggleValue) {
    let from = parent[node]!
    if target == .on, case .exclusive = rules[from], value(node) != .on {
      for sibling in children[from]! where sibling != node && value(sibling) != .off {
        setNoting(sibling, .off, .code)
      }
    }
    setNoting(node, target, .code)
  }

  var allValues: [Int: ToggleValue] {
    Dictionary(uniqueKeysWithValues: nodes.map { ($0, value($0)) })
  }

  /// T8: the value a node has under an "include, exclude" list.
  func valueUnder(_ included: Set<Int>, _ excluded: Set<Int>, _ node: Int) -> Bool {
    var walk = node
    while walk != Self.top {
      if included.contains(walk) { return true }
      if excluded.contains(walk) { return false }
      walk = parent[walk]!
    }
    return false
  }

  /// T8: the fewest entries an "include, exclude" list of this tree can have, worked out
  /// by trying both states at every node.
  func fewestEntries() -> Int {
    func cost(_ node: Int, _ inherited: Bool) -> Int {
      switch value(node) {
      case .on: return inherited ? 0 : 1
      case .off: return inherited ? 1 : 0
      case .mixed:
        let kids = children[node]!
        let stay = kids.reduce(0) { $0 + cost($1, inherited) }
        let flip = 1 + kids.reduce(0) { $0 + cost($1, !inherited) }
        return min(stay, flip)
      }
    }
    return children[Self.top]!.reduce(0) { $0 + cost($1, false) }
  }
}

/// One random thing done to a tree.
enum TreeEvent: CustomStringConvertible {
  case activate(Int)
  case set(Int, on: Bool)
  case setAll(on: Bool)
  case load(Int, ids: [Int], values: [ToggleValue]?)
  case insert(Int, under: Int, at: Int?, value: ToggleValue?)
  case remove(Int)
  case move(Int, under: Int, at: Int?)
  case enable(Int, Bool)
  case rule(Int, ToggleSelectionMode?)
  case roundTrip
  case answer(Bool)
  /// T8: a restore naming held nodes and nodes not loaded yet.
  case restore(included: [Int], excluded: [Int])
  /// T8: the lazy load of a node's expected children (`TreeModel.expectedChildren(of:)`).
  case loadExpected(Int, values: [ToggleValue]?)
  case discard
  /// T8: `expectedParent` set (true) or removed.
  case placing(Bool)

  var description: String {
    switch self {
    case .activate(let node): "activate \(node)"
    case .set(let node, let on): "set \(node) \(on ? "on" : "off")"
    case .setAll(let on): "setAll \(on ? "on" : "off")"
    case .load(let node, let ids, let values):
      "load \(ids) under \(node) \(values.map { "\($0)" } ?? "")"
    case .insert(let id, let node, let index, let value):
      "insert \(id) under \(node) at \(index.map(String.init) ?? "end") \(value.map { "\($0)" } ?? "")"
    case .remove(let node): "remove \(node)"
    case .move(let node, let to, let index):
      "move \(node) under \(to) at \(index.map(String.init) ?? "end")"
    case .enable(let node, let enabled): "\(enabled ? "enable" : "disable") \(node)"
    case .rule(let node, let mode): "rule \(node) \(mode.map { "\($0)" } ?? "none")"
    case .roundTrip: "round trip"
    case .answer(let success): "answer \(success ? "success" : "failure")"
    case .restore(let included, let excluded): "restore \(included) minus \(excluded)"
    case .loadExpected(let node, let values):
      "load the expected children of \(node) \(values.map { "\($0)" } ?? "")"
    case .discard: "discard unplaced"
    case .placing(let on): on ? "expectedParent set" : "expectedParent removed"
    }
  }

  /// A random event over nodes numbered below `next`; -1 is the top.
  static func random<R: RandomNumberGenerator>(next: inout Int, existing: [Int], using rng: inout R)
    -> TreeEvent
  {
    func node() -> Int {
      existing.isEmpty ? TreeModel.top : existing[Int(rng.next() % UInt64(existing.count))]
    }
    func place() -> Int { rng.next() % 5 == 0 ? TreeModel.top : node() }
    func index() -> Int? { rng.next() % 2 == 0 ? nil : Int(rng.next() % 4) }
    func fresh(_ count: Int) -> [Int] {
      defer { next += count }
      return Array(next..<next + count)
    }
    let modes: [ToggleSelectionMode?] = [
      nil, nil, .exclusive(selectionRequired: false), .exclusive(selectionRequired: true),
      .multiple(minimum: 1, maximum: 2),
    ]
    /// Identifiers held, and some not made yet that a later load or insert may bring.
    func listed() -> [Int] {
      (0..<Int(rng.next() % 4)).map { _ in
        rng.next() % 2 == 0 ? node() : next + Int(rng.next() % 12) - 2
      }
    }
    switch rng.next() % 24 {
    case 20:
      var included = listed()
      var excluded = listed()
      // Now and then one listed both ways, or twice (T8: excluded, and taken once).
      if let first = included.first, rng.next() % 4 == 0 { excluded.append(first) }
      if let first = excluded.first, rng.next() % 6 == 0 { excluded.append(first) }
      if rng.next() % 8 == 0 { included.append(-(next + 10)) }
      return .restore(included: included, excluded: excluded)
    case 21:
      let values: [ToggleValue]? = rng.next() % 4 == 0 ? [.on, .off] : nil
      return .loadExpected(rng.next() % 4 == 0 ? TreeModel.top : node(), values: values)
    case 22: return rng.next() % 3 == 0 ? .discard : .loadExpected(node(), values: nil)
    case 23: return rng.next() % 4 == 0 ? .placing(rng.next() % 3 != 0) : .roundTrip
    case 0...5: return .activate(node())
    case 6, 7: return .set(node(), on: rng.next() % 2 == 0)
    case 8: return .setAll(on: rng.next() % 2 == 0)
    case 9, 10:
      let values: [ToggleValue]? =
        rng.next() % 2 == 0 ? nil : [.on, .off, .off].shuffled(using: &rng)
      // A node is loaded a few children at a time; now and then one reaches for 3 more
      // identifiers it holds already, which are skipped.
      var ids =
        fresh(Int(rng.next() % 4)) + (rng.next() % 6 == 0 && !existing.isEmpty ? [node()] : [])
      // Now and then one far from the others, mid-load: the dense index gives way there.
      if ids.count > 2, rng.next() % 8 == 0 { ids[1] += 5_000_000 }
      return .load(place(), ids: ids, values: values)
    case 11:
      let value: ToggleValue? = [nil, .on, .off, .mixed][Int(rng.next() % 4)]
      // Now and then an identifier far from the others, or negative: a tree of Int
      // identifiers then leaves its dense index for its hash index, mid-sequence.
      let id = fresh(1)[0]
      let far = [id, id, id, id, id, id, id + 5_000_000, -(id + 10)][Int(rng.next() % 8)]
      return .insert(far, under: place(), at: index(), value: value)
    case 12: return .remove(node())
    case 13, 14: return .move(node(), under: place(), at: index())
    case 15, 16: return .enable(node(), rng.next() % 3 == 0)
    case 17: return .rule(node(), modes[Int(rng.next() % UInt64(modes.count))])
    case 18: return .answer(rng.next() % 3 != 0)
    default: return .roundTrip
    }
  }
}
