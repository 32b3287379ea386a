import ToggleKit

/// The tree's rules as `docs/contract.md` words them (T1-T8, T10, with the rules they cite:
/// B2, B6, B17-B20, G2, G3, G5, G6, L5, L7, L8), one event at a time.
///
/// Each transition below is a reading of the rule it cites, written from the contract and
/// not from `ToggleTree`: a model that restates the code agrees with the code's bugs. Every
/// node keeps its own value and a parent's is worked out from its children on every read
/// (T1); a subtree set visits every node; a save keeps every node's value before. For every
/// event the model says what the tree then holds (values, children, enabled and pending
/// nodes, the entries kept for nodes not loaded, T8) and what is heard: every change
/// `onChange` is told, in order, with its cause, phase, items (each node whose whole subtree
/// took its new value), derived parents, shape and `everyNode` (T7), and each node
/// `onCommitFailed` hears (T10). Where the contract says nothing about an input the check
/// generates, the choice made is the nearest rule's, marked "Gap:". Slow and obvious on
/// purpose.
struct TreeModel {
  typealias Phase = ReferenceModel.Phase

  /// One node's change in a told change (T7).
  struct Item: Hashable, CustomStringConvertible {
    let id: Int
    let old: ToggleValue
    let new: ToggleValue

    var reversed: Item { Item(id: id, old: new, new: old) }
    var description: String { "\(id):\(old)->\(new)" }
  }

  /// T7: "the shape's change".
  enum Shape: Equatable, CustomStringConvertible {
    case inserted(parent: Int?, count: Int)
    case removed(Int, count: Int, parent: Int?)
    case moved(Int, from: Int?, to: Int?)

    var description: String {
      switch self {
      case .inserted(let parent, let count): "+\(count) under \(parent.map(String.init) ?? "top")"
      case .removed(let node, let count, _): "-\(node) (\(count))"
      case .moved(let node, let from, let to):
        "move \(node) \(from.map(String.init) ?? "top")->\(to.map(String.init) ?? "top")"
      }
    }
  }

  /// One change as `onChange` hears it (T7).
  struct Told: CustomStringConvertible {
    var cause: ToggleCause
    var phase: Phase
    var items: [Item]
    var derived: [Item]
    var shape: Shape?
    var everyNode: ToggleValue?
    /// T7: whether the items, derived parents and `everyNode` are predicted exactly; else
    /// the change is checked by replaying it from `before` to `after` (`replayProblems`).
    var exact = true
    var before: [Int: ToggleValue] = [:]
    var after: [Int: ToggleValue] = [:]

    /// The same change heard: cause, phase and shape, and when predicted exactly, the
    /// items, derived parents and `everyNode`.
    func matches(_ heard: Told) -> Bool {
      guard cause == heard.cause, phase == heard.phase, shape == heard.shape else { return false }
      guard exact else { return true }
      let mine = normalized
      let theirs = heard.normalized
      return mine.items == theirs.items && mine.derived == theirs.derived
        && everyNode == heard.everyNode
    }

    /// Gap: T7 fixes no order among the items of one change but T5's (an exclusive
    /// section's children going off before the one going on, checked apart) and none among
    /// the derived parents but "nearest first" (checked apart): both are compared as sets.
    var normalized: Told {
      var copy = self
      copy.items.sort { ($0.id, "\($0.old)") < ($1.id, "\($1.old)") }
      copy.derived.sort { ($0.id, "\($0.old)") < ($1.id, "\($1.old)") }
      return copy
    }

    var description: String {
      var text = "\(cause) \(phase) \(exact ? "" : "~")\(items)"
      if !derived.isEmpty { text += " derived \(derived)" }
      if let shape { text += " \(shape)" }
      if let everyNode { text += " every \(everyNode)" }
      return text
    }
  }

  /// T10: a user's activation waiting for its save.
  struct Save {
    /// The subtree the save covers (T10): the node's, its section's, or the highest
    /// exclusive section's above it.
    let root: Int
    let node: Int
    /// The own value of each node of the subtree before (T10: put back exactly as it was).
    let before: [Int: ToggleValue]
    /// The value the activation proposed for the node.
    let proposed: ToggleValue
    let policy: ToggleCommitPolicy
    /// The change as told pending (T10: the work gets it; a failure is told from it).
    let pending: Told
    /// T8: the kept entries an optimistic activation superseded, and the restore they came
    /// from: a failure or withdrawal puts them back.
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

  /// The policy user activations are saved under; nil, none (T10).
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

  /// What the last event made heard: every change told, in order, and each node
  /// `onCommitFailed` heard.
  private(set) var told: [Told] = []
  private(set) var failed: [Int] = []
  /// What the last restore left out (T8), for the run to compare.
  var lastLeftOut: [Int] = []

  var nodes: [Int] { parent.keys.sorted() }

  /// T1: a leaf has its own value; a parent is on when every child is on, off when every
  /// child is off, else mixed; `rootValue` is the same over the top-level nodes, off over none.
  func value(_ node: Int) -> ToggleValue {
    let kids = children[node] ?? []
    if kids.isEmpty { return node == Self.top ? .off : own[node] ?? .off }
    let values = kids.map(value)
    if values.allSatisfy({ $0 == .on }) { return .on }
    if values.allSatisfy({ $0 == .off }) { return .off }
    return .mixed
  }

  var allValues: [Int: ToggleValue] {
    Dictionary(uniqueKeysWithValues: nodes.map { ($0, value($0)) })
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

  func onOnePath(_ one: Int, _ other: Int) -> Bool {
    isAncestor(one, of: other) || isAncestor(other, of: one)
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

  /// T10, B18: a node is pending while it is in a subtree a pending save sets.
  func isPending(_ node: Int) -> Bool { saves.contains { isAncestor($0.root, of: node) } }

  // MARK: Telling (T7)

  /// T7: a subtree no disabled node and no rule breaks: set by marking its root (T2), told
  /// as one item.
  func isWhole(_ node: Int) -> Bool {
    subtree(node).allSatisfy { ($0 == Self.top || !disabled.contains($0)) && rules[$0] == nil }
  }

  /// T7: the items a set of `node` toward `target` lists: the node when its subtree is whole;
  /// else the largest whole parts, broken at each disabled node and each parent with a rule,
  /// leaving out what the set goes around (T3, T5, G5) and the parts that have the value
  /// already (they take no new value).
  func parts(_ node: Int, _ target: ToggleValue, _ setter: Setter) -> [Item] {
    let current = value(node)
    guard current != target else { return [] }
    if setter == .user, disabled.contains(node) { return [] }
    let kids = children[node] ?? []
    if kids.isEmpty || isWhole(node) { return [Item(id: node, old: current, new: target)] }
    if goesAround(node, target, setter) { return [] }
    return kids.flatMap { parts($0, target, setter) }
  }

  /// The change being recorded (T7): its steps' items in order, the value every node took
  /// for a whole-tree set, and the values when it began.
  var stepItems: [Item] = []
  var stepEvery: ToggleValue?
  var changeBefore: [Int: ToggleValue]?
  /// The subtrees its steps set, and whether each was whole and apart from the others': the
  /// items are then predicted exactly; else the change is checked by replaying it (T7).
  var stepRoots: [Int] = []
  var stepsExact = true

  mutating func begin() {
    if changeBefore == nil { changeBefore = allValues }
  }

  /// T7: one step of a change: a subtree set, listed as its parts (`parts`). A set of the
  /// whole tree that nothing breaks is told as `everyNode`.
  mutating func step(_ root: Int, _ target: ToggleValue, _ setter: Setter) {
    begin()
    let whole = root == Self.top ? isWhole(Self.top) : isWhole(root) || children[root]!.isEmpty
    if !whole || stepRoots.contains(where: { onOnePath($0, root) }) { stepsExact = false }
    stepRoots.append(root)
    if root == Self.top {
      if isWhole(Self.top), value(Self.top) != target {
        stepEvery = target
      } else {
        stepItems += (children[Self.top] ?? []).flatMap { parts($0, target, setter) }
      }
    } else {
      stepItems += parts(root, target, setter)
    }
    setNoting(root, target, setter)
  }

  /// T7: a step that moves values otherwise (a save put back): checked by replaying.
  mutating func edit(_ body: (inout TreeModel) -> Void) {
    begin()
    body(&self)
    stepsExact = false
  }

  /// T7: the change recorded, told when it moved a value or the shape; none for one that
  /// did not. Its derived parents are every other node whose value moved, nearest first
  /// (T1); a node the change added (T4, T6) had no value before and is in neither list.
  @discardableResult
  mutating func finish(
    _ cause: ToggleCause, _ phase: Phase = .committed, always: Bool = false, shape: Shape? = nil,
    discard: Bool = false
  ) -> Told? {
    let before = changeBefore ?? allValues
    defer {
      stepItems = []
      stepEvery = nil
      changeBefore = nil
      stepRoots = []
      stepsExact = true
    }
    let covered =
      stepEvery != nil
      ? Set(nodes) : Set(stepItems.flatMap { parent[$0.id] == nil ? [] : subtree($0.id) })
    let moved = nodes.filter { before[$0] != nil && before[$0] != value($0) }
    let derived = moved.filter { !covered.contains($0) }.sorted { depth($0) > depth($1) }.map {
      Item(id: $0, old: before[$0]!, new: value($0))
    }
    guard !discard, always || !moved.isEmpty || shape != nil else { return nil }
    let change = Told(
      cause: cause, phase: phase, items: stepItems, derived: derived, shape: shape,
      everyNode: stepEvery, exact: stepsExact, before: before, after: allValues)
    told.append(change)
    return change
  }

  // MARK: Subtree sets (T2, T3, T5, G5)

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

  /// Who sets a subtree: the user goes around disabled nodes (T3) and sections whose rule
  /// forbids the value (T5); code goes around an exclusive section of several children it
  /// would turn on (G5); a restore and a save's put-back go around nothing (T8, T10).
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
        // G5: code's set of an exclusive section of several children on leaves it as it is.
        if target == .on, case .exclusive = mode, kids.count > 1 { return }
      case .user:
        // T5, G6, G3: a section's "select all" is refused when the counts forbid it, and an
        // ancestor's activation goes around it; disabled children keep their values (T3).
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

  /// T2: the value a user's activation of `node` proposes: a leaf flips; a parent goes on
  /// from off or mixed, off from on, and off from mixed when no node it could turn on is off
  /// (G6: "the tap moves what it can").
  func proposal(for node: Int) -> ToggleValue {
    let current = value(node)
    guard current == .mixed else { return current == .on ? .off : .on }
    var trial = self
    for kid in children[node] ?? [] { trial.setSubtree(kid, .on, .user) }
    return trial.allValues == allValues ? .off : .on
  }

  /// T2, T3, T5, G2, G3: a user's activation carried out, each set a step of its change
  /// (T7); returns the value it proposed.
  @discardableResult
  mutating func performActivation(_ node: Int) -> ToggleValue {
    let proposed = proposal(for: node)
    let from = parent[node]!
    guard let mode = rules[from] else {
      // T2: a parent sets its whole subtree (its own rule, as a "select all", may refuse,
      // G6); T3: disabled nodes keep their values.
      step(node, proposed, .user)
      return proposed
    }
    let siblings = children[from]!
    switch mode {
    case .exclusive(let required):
      if proposed == .on {
        // G2, T5: it takes the selection; its siblings that are on or mixed go off first,
        // disabled ones too (L7: "an exclusive store's activation of another item still
        // turns it off").
        let others = siblings.filter { $0 != node && value($0) != .off }
        for sibling in others { step(sibling, .off, .code) }
        step(node, .on, .user)
        return proposed
      }
      // G2: the selected child clears the selection (optional) or changes nothing but its
      // tap action (required).
      if !required { step(node, .off, .user) }
      return proposed
    case .multiple:
      // G3: refused as a veto when the count would end outside the bounds, unless nearer.
      let onCount = siblings.filter { value($0) == .on }.count
      let after = onCount + (proposed == .on ? 1 : 0) - (value(node) == .on ? 1 : 0)
      if Self.allowed(from: onCount, to: after, mode) { step(node, proposed, .user) }
      return proposed
    }
  }

  /// T2, G5, T5: code's `setValue`. On inside an exclusive section turns the siblings off
  /// first.
  mutating func performSet(_ node: Int, _ target: ToggleValue) {
    let from = parent[node]!
    if target == .on, case .exclusive = rules[from], value(node) != .on {
      for sibling in children[from]! where sibling != node && value(sibling) != .off {
        step(sibling, .off, .code)
      }
    }
    step(node, target, .code)
  }

  /// T5, G5: an exclusive section never ends a change with two children on: a child that
  /// went on in it (its value before the change was not on), whatever below it moved it,
  /// takes the selection, and its siblings that are on go off in the same change (a mixed
  /// one stays), judged on the values the change leaves. A child that arrives (T4, T6) is
  /// not one that went on: it comes in as T5 says.
  mutating func holdExclusiveSections(before: [Int: ToggleValue]) {
    // Deepest first: a section's clearing is part of what its parent derives.
    for (section, mode) in rules.sorted(by: { depth($0.key) > depth($1.key) }) {
      guard case .exclusive = mode, let kids = children[section] else { continue }
      guard
        let chosen = kids.first(where: {
          value($0) == .on && before[$0] != nil && before[$0] != .on
        })
      else { continue }
      for sibling in kids where sibling != chosen && value(sibling) == .on {
        step(sibling, .off, .code)
      }
    }
  }

  // MARK: Structure (T4, T6)

  /// T4: the value a new child takes with none given: its parent's, off under a mixed one.
  func inherited(under parent: Int) -> ToggleValue {
    let value = value(parent)
    return value == .mixed ? .off : value
  }

  /// T4: mixed is taken as off; T5: a child added on beside one that is on in an exclusive
  /// section comes in off.
  func arrival(_ value: ToggleValue, under parent: Int) -> ToggleValue {
    let value = value == .mixed ? .off : value
    if value == .on, case .exclusive = rules[parent],
      (children[parent] ?? []).contains(where: { self.value($0) == .on })
    {
      return .off
    }
    return value
  }

  mutating func add(_ node: Int, under parent: Int, at index: Int?, value: ToggleValue) {
    self.parent[node] = parent
    children[node] = []
    own[node] = value
    var kids = children[parent] ?? []
    kids.insert(node, at: min(index ?? kids.count, kids.count))
    children[parent] = kids
    loaded.insert(parent)
  }

  /// T6: a parent left with no children keeps its value, mixed turning off.
  mutating func settle(_ parent: Int, before: ToggleValue) {
    if (children[parent] ?? []).isEmpty { own[parent] = before == .mixed ? .off : before }
  }

  /// T6: the shape's change names the top as nil.
  static func named(_ node: Int) -> Int? { node == top ? nil : node }

  // MARK: Saves (T10)

  /// T10: the subtree an activation of `node` saves: the node's, or its section's for a
  /// child of a section with a rule, or the highest exclusive section above it.
  func region(of node: Int) -> Int {
    let from = parent[node]!
    var root = rules[from] != nil ? from : node
    var walk = from
    while walk != Self.top {
      if case .exclusive = rules[walk] { root = walk }
      walk = parent[walk]!
    }
    return root
  }

  /// T10: puts a save's subtree back exactly as it was: each node that was there takes its
  /// value before; a node loaded into it since takes the value before of the nearest node
  /// above it that was (T4: "a failure gives them the node's value from before"); the kept
  /// entries its activation superseded come back, applied to their nodes that arrived since
  /// (T8).
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

  /// B20, T10: withdrawn saves are told cancelled (cause code, the change as told pending),
  /// and an optimistic one's subtree is put back, as code's change.
  mutating func withdraw(_ picked: [Save]) {
    for save in picked {
      saves.removeAll { $0.root == save.root && $0.node == save.node }
      var cancelled = save.pending
      cancelled.cause = .programmatic
      cancelled.phase = .cancelled
      cancelled.before = [:]
      told.append(cancelled)
      guard save.policy == .optimistic else { continue }
      edit { $0.putBack(save) }
      finish(.programmatic)
    }
  }

  /// T10: answers the oldest save.
  mutating func answer(_ success: Bool) {
    guard !saves.isEmpty else { return }
    let save = saves.removeFirst()
    if success {
      guard save.policy == .confirmed else {
        // B19: success commits; the change is told committed as it was told pending.
        var committed = save.pending
        committed.phase = .committed
        committed.before = [:]
        told.append(committed)
        return
      }
      // T10: a confirmed save carries out the activation as planned, whatever its subtree
      // shows now, told committed as the user's.
      let before = allValues
      if save.root != save.node, rules[parent[save.node]!] != nil {
        setInSection(save.node, save.proposed)
      } else {
        step(save.node, save.proposed, .user)
      }
      holdExclusiveSections(before: before)
      finish(.user, always: true)
      return
    }
    // B19, T10: failure puts the subtree back exactly as it was (optimistic; a confirmed
    // save showed nothing), told rolled back, cause user, from the proposal back (the
    // table: proposed -> before; a confirmed save "with the nodes it had asked"), and
    // `onCommitFailed` hears the node.
    let before = allValues
    if save.policy == .optimistic { putBack(save) }
    // T7: a rollback lists what it puts back, from the proposal back, as a set lists its
    // parts (the largest whole ones) with the parents that followed: checked by replaying
    // it, since it puts back children loaded since too (T4). Its items as the table words
    // them, the pending change's from the proposal back, are those of a simple save.
    let items = save.pending.items.map(\.reversed)
    let covered = Set(items.flatMap { parent[$0.id] == nil ? [] : subtree($0.id) })
    let derived = nodes.filter { before[$0] != value($0) && !covered.contains($0) }
      .sorted { depth($0) > depth($1) }.map { Item(id: $0, old: before[$0]!, new: value($0)) }
    told.append(
      Told(
        cause: .user, phase: .rolledBack(.failed), items: items, derived: derived,
        exact: save.policy == .confirmed,
        // A confirmed save moved nothing: its rollback names what it had asked, no moves.
        before: save.policy == .confirmed ? [:] : before, after: allValues))
    failed.append(save.node)
  }

  /// G2 in a tree, for a confirmed save carried out: the child set as its section's rule
  /// decided; on in an exclusive section turns its siblings that are not off off first.
  mutating func setInSection(_ node: Int, _ target: ToggleValue) {
    let from = parent[node]!
    if target == .on, case .exclusive = rules[from] {
      for sibling in children[from]! where sibling != node && value(sibling) != .off {
        step(sibling, .off, .code)
      }
    }
    step(node, target, .user)
  }

  // MARK: Events

  mutating func apply(_ event: TreeEvent) {
    told = []
    failed = []
    switch event {
    case .activate(let node): activate(node)
    case .answer(let success): answer(success)
    case .set(let node, let on): set(node, on ? .on : .off)
    case .setAll(let on): setAll(on ? .on : .off)
    case .load(let node, let ids, let values): load(node, ids, values)
    case .loadExpected(let node, let values):
      load(node, Self.expectedChildren(of: node), values)
    case .insert(let id, let node, let index, let given): insert(id, node, index, given)
    case .remove(let node): remove(node)
    case .move(let node, let to, let index): move(node, to, index)
    case .enable(let node, let enabled):
      // T3: enabling and disabling moves no value: nothing is told (T7).
      guard parent[node] != nil else { return }
      if enabled { disabled.remove(node) } else { disabled.insert(node) }
    case .rule(let node, let mode): setRule(node, mode)
    case .roundTrip: break
    case .restore(let included, let excluded):
      lastLeftOut = restore(included: included, excluded: excluded)
    case .discard: discard()
    case .placing(let on):
      if on { setExpectedParent { Self.parentInRuns($0) } } else { setExpectedParent(nil) }
    }
  }

  /// T2, T3, T5, T10: a user's activation.
  mutating func activate(_ node: Int) {
    // T6: an unknown node does nothing; T3: a disabled node takes no user activation.
    guard parent[node] != nil, !disabled.contains(node) else { return }
    guard let policy else {
      let before = allValues
      performActivation(node)
      holdExclusiveSections(before: before)
      finish(.user)
      return
    }
    // T10: taps on a saving subtree, on its ancestors and on its section's children are
    // absorbed whole: one whose save would cover a saving subtree or lie inside one.
    let root = region(of: node)
    guard !saves.contains(where: { onOnePath($0.root, root) }) else { return }
    // T10: an activation that would change anything is one save; one that would not (a
    // refusal, G3, G6; a required selection's tap, G2) starts none and tells nothing.
    var trial = self
    trial.performActivation(node)
    trial.holdExclusiveSections(before: allValues)
    guard trial.allValues != allValues else { return }
    let subtreeBefore = Dictionary(uniqueKeysWithValues: subtree(root).map { ($0, own[$0]!) })
    let before = allValues
    let keptBefore = kept
    let pending: Told
    let proposed: ToggleValue
    if policy == .optimistic {
      // B18: optimistic shows the proposal at once; the pending change lists what moved.
      proposed = performActivation(node)
      holdExclusiveSections(before: before)
      pending = finish(.user, .pending(.optimistic), always: true)!
    } else {
      // T10: a confirmed save is told pending with the node and the value proposed; its
      // value waits, so no parent followed.
      proposed = proposal(for: node)
      pending = Told(
        cause: .user, phase: .pending(.confirmed),
        items: [Item(id: node, old: value(node), new: proposed)], derived: [])
    }
    if policy == .confirmed { told.append(pending) }
    var save = Save(
      root: root, node: node, before: subtreeBefore, proposed: proposed, policy: policy,
      pending: pending, generation: generation)
    // T8: the kept entries the optimistic activation superseded come back if it fails.
    save.superseded = keptBefore.filter { kept[$0.key] == nil }
    saves.append(save)
  }

  /// B20, T10: the saves code's set of `node` (tried in `trial`) withdraws: those whose
  /// subtree it changes, and those below the node it sets.
  func withdrawnBy(_ trial: TreeModel, setting node: Int) -> [Save] {
    let after = trial.allValues
    return saves.filter { save in
      if isAncestor(node, of: save.root) { return true }
      return subtree(save.root).contains { after[$0] != value($0) }
    }
  }

  /// T2, G5, B20: code's `setValue`.
  mutating func set(_ node: Int, _ target: ToggleValue) {
    guard parent[node] != nil else { return }
    // B20: a set that changes nothing (the value shown) leaves every save running and is
    // not told (T7).
    var trial = self
    trial.performSet(node, target)
    trial.holdExclusiveSections(before: allValues)
    guard trial.allValues != allValues else { return }
    // T10 B20: code that changes the saving subtree, or sets a node above it, withdraws the
    // save and wins: told cancelled (and put back) before the set's own change.
    withdraw(withdrawnBy(trial, setting: node))
    let before = allValues
    performSet(node, target)
    holdExclusiveSections(before: before)
    finish(.programmatic)
  }

  /// T2, G5, T7, T10: `setAll`: the whole tree set as `setValue` sets a subtree; every save
  /// withdrawn when it changes anything (B20: one that changes nothing leaves them).
  mutating func setAll(_ target: ToggleValue) {
    var trial = self
    trial.setNoting(Self.top, target, .code)
    guard trial.allValues != allValues else { return }
    withdraw(saves)
    step(Self.top, target, .code)
    finish(.programmatic)
  }

  /// T4, T6, T10, T8: `loadChildren`, one change.
  mutating func load(_ node: Int, _ ids: [Int], _ values: [ToggleValue]?) {
    guard node == Self.top || parent[node] != nil else { return }
    // T6: identifiers the tree holds already are skipped (a repeated one is taken once).
    guard ids.contains(where: { parent[$0] == nil }) else {
      // Gap: a load that adds nothing; T7 ("none for one that did not change anything"):
      // nothing is told. T8: the node's children count as loaded, ending entries under it.
      loaded.insert(node)
      endKept { $0 == node }
      return
    }
    // T10: adding children to a node of a saving subtree that has some withdraws the save;
    // loading into one that has none keeps it.
    if !(children[node] ?? []).isEmpty {
      withdraw(saves.filter { isAncestor($0.root, of: node) })
    }
    let before = allValues
    // T4: a child with no value of its own takes its parent's from before the load.
    let fromParent = inherited(under: node)
    var arrived: [Int] = []
    var seen: Set<Int> = []
    for (offset, id) in ids.enumerated() where parent[id] == nil && seen.insert(id).inserted {
      // T8: a kept entry applies as the value its node arrives with; a value the app gives
      // wins.
      let given = arrivingValue(id, given: values.map { $0[offset % $0.count] })
      add(id, under: node, at: nil, value: arrival(given ?? fromParent, under: node))
      arrived.append(id)
    }
    loaded.insert(node)
    settleArrivals(arrived, under: node)
    changeBefore = before
    // T5: the node may go on from below.
    holdExclusiveSections(before: before)
    finish(.programmatic, shape: .inserted(parent: Self.named(node), count: arrived.count))
  }

  /// T4, T6, T10: `insert`.
  mutating func insert(_ id: Int, _ node: Int, _ index: Int?, _ given: ToggleValue?) {
    // T6: a repeated identifier is taken once; an unknown parent does nothing.
    guard node == Self.top || parent[node] != nil, parent[id] == nil else { return }
    if !(children[node] ?? []).isEmpty {
      withdraw(saves.filter { isAncestor($0.root, of: node) })
    }
    let before = allValues
    let value = arrivingValue(id, given: given)
    add(id, under: node, at: index, value: arrival(value ?? inherited(under: node), under: node))
    settleArrivals([id], under: node)
    changeBefore = before
    holdExclusiveSections(before: before)
    finish(.programmatic, shape: .inserted(parent: Self.named(node), count: 1))
  }

  /// T6, T10, T8: `remove`: the whole subtree; both parents re-derived.
  mutating func remove(_ node: Int) {
    guard parent[node] != nil else { return }
    // T10: removing a node on a save's path withdraws it (L4, B22).
    withdraw(saves.filter { onOnePath($0.root, node) })
    let from = parent[node]!
    let before = allValues
    let fromBefore = value(from)
    let gone = subtree(node)
    for next in gone {
      parent[next] = nil
      children[next] = nil
      own[next] = nil
      disabled.remove(next)
      rules[next] = nil
      loaded.remove(next)
    }
    children[from]!.removeAll { $0 == node }
    settle(from, before: fromBefore)
    // T8: entries waiting under a removed node end: it can no longer load.
    let held = parent
    endKept { held[$0] == nil && $0 != Self.top }
    changeBefore = before
    // T5: a parent left by its children off may go on from below (its siblings' rule).
    holdExclusiveSections(before: before)
    finish(.programmatic, shape: .removed(node, count: gone.count, parent: Self.named(from)))
  }

  /// T6, T5, T10, T8: `move`: the whole subtree; both parents re-derived.
  mutating func move(_ node: Int, _ to: Int, _ index: Int?) {
    // T6: unknown nodes, and a move into the node's own subtree, are refused.
    guard let from = parent[node], to == Self.top || parent[to] != nil, !isAncestor(node, of: to)
    else { return }
    // T6: a move to where the node is tells nothing.
    let siblings = children[to] ?? []
    if from == to,
      siblings.firstIndex(of: node) == min(index ?? siblings.count - 1, siblings.count - 1)
    {
      return
    }
    // T10: moving a node on a save's path, or into its subtree, withdraws it.
    withdraw(saves.filter { onOnePath($0.root, node) || isAncestor($0.root, of: to) })
    let before = allValues
    let fromBefore = value(from)
    children[from]!.removeAll { $0 == node }
    settle(from, before: fromBefore)
    parent[node] = to
    var kids = children[to] ?? []
    kids.insert(node, at: min(index ?? kids.count, kids.count))
    children[to] = kids
    loaded.insert(to)
    // T8: its children are known now: entries waiting under it end.
    endKept { $0 == to }
    changeBefore = before
    // T5: a node moved in on beside one on comes in off, from code.
    if value(node) == .on, case .exclusive = rules[to],
      kids.contains(where: { $0 != node && value($0) == .on })
    {
      step(node, .off, .restore)
    }
    holdExclusiveSections(before: before)
    // T7: a move is told as its steps: the subtree taken out (its parent re-derived) and
    // put in (its new parents re-derived), so a parent may be listed twice.
    stepsExact = false
    finish(.programmatic, shape: .moved(node, from: Self.named(from), to: Self.named(to)))
  }

  /// T5: `setRule`: a save pending over the section is withdrawn first (B20); an exclusive
  /// rule keeps the first child on and turns the others off, from code, told as one change.
  mutating func setRule(_ node: Int, _ mode: ToggleSelectionMode?) {
    guard parent[node] != nil else { return }
    withdraw(saves.filter { onOnePath($0.root, node) })
    rules[node] = mode
    guard case .exclusive = mode else { return }
    let on = (children[node] ?? []).filter { value($0) == .on }
    for child in on.dropFirst() { step(child, .off, .restore) }
    finish(.programmatic)
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
