@_spi(ToggleKitTools) @testable import ToggleKit

/// Drives every entry point of a `ToggleTree` with hostile arguments and re-entrant
/// callbacks, checking the tree's invariants after every step and the documented outcome of
/// each call where it is cheap (T1-T10, B10, B16, B20, L4).
///
/// Hostile structure: indices negative, zero, past the end and huge; parents unknown,
/// removed, the node itself or one of its descendants; moves to the node's own place;
/// loads and restores with repeated, unknown and contradictory identifiers. Re-entry:
/// `onChange`, an observer, the veto, the save hooks and the rows' own handlers each call
/// a random entry point again, within a budget per step; some remove the node they are told
/// of or asked to save, and a few let the tree go (B16).
@MainActor
final class HostileTreeRun {
  typealias Tree = ToggleTree<Int>

  private var rng: SplitMix64
  private let log: HostileLog
  /// The only strong reference to the tree: a callback may drop it (B16).
  private var tree: Tree?
  private weak var released: Tree?
  /// Another tree: its requests are foreign to this one.
  private let foreign = Tree()
  private var rows: [ToggleCoordinator] = []
  private var hosts: [RecordingHost] = []
  private var requests = RequestPool()
  private var foreignRequests = RequestPool()
  private var removedNodes: [Int] = []
  private var observerIDs: [Int] = []
  private var depth = 0
  private var budget = 0
  /// Calls made from callbacks, and changes told to `onChange`, since the run began.
  private var nested = 0
  private var told = 0
  /// Calls of the tree's `expectedParent`, which may itself call the tree (T8, B10).
  private var parentCalls = 0
  /// Whether an `expectedParent` that called the tree placed the entries kept now: placed
  /// against a tree that changed while it was asked, they need not come back the same way
  /// from a restore of the selection (T8). A restore, a discard or a new function replaces
  /// them.
  private var placementsDisturbed = false

  init(seed: UInt64, log: HostileLog) {
    rng = SplitMix64(seed: seed)
    self.log = log
    for _ in 0..<4 {
      let (row, host) = makeToggle()
      host.onChangeNotification = { [weak self] _, _ in self?.reenter("row told") }
      host.onValueNotification = { [weak self] _ in self?.reenter("row notified") }
      host.onPrimaryAction = { [weak self] _ in self?.reenter("row tap action") }
      rows.append(row)
      hosts.append(host)
    }
    foreign.loadChildren(of: nil, [0, 1, 2])
    foreign.setCommit(
      .optimistic,
      requestChange: { [weak self] _, request in self?.foreignRequests.remember(request) },
      cancel: { _ in })
  }

  /// Runs `steps` top-level calls, checking after each; stops at the first contradiction.
  func run(steps: Int) {
    for step in 0..<steps {
      log.step = step
      if tree == nil { makeTree() }
      budget = rng.chance(4) ? 0 : 6
      call()
      if released != nil {
        log.fail("B16: the tree released inside its own callback is alive after its calls")
        released = nil
      }
      if let tree { log.check(tree.invariantViolations()) }
      log.check(foreign.invariantViolations(), " (foreign tree)")
      if log.isSpoiled { return }
    }
  }

  // MARK: The tree

  private func makeTree() {
    log.call("init", depth: 0)
    let tree = Tree()
    let top = (0..<rng.below(6)).map { _ in rng.below(8) }
    tree.loadChildren(of: nil, top)
    // Each parent once, in the order drawn: a `Set`'s order changes with each process's
    // hashing seed, and the run must replay from its seed alone.
    var loaded: Set<Int> = []
    for parent in top where loaded.insert(parent).inserted && rng.chance(2) {
      tree.loadChildren(of: parent, (0..<rng.below(4)).map { _ in 8 + rng.below(16) })
    }
    tree.onChange = { [weak self] change in
      self?.told += 1
      self?.reenter("onChange", node: change.items.first?.id ?? change.derived.first?.id)
    }
    tree.shouldChange = { [weak self] node, _ in
      guard let self else { return true }
      reenter("shouldChange", node: node)
      return !rng.chance(5)
    }
    tree.onCommitFailed = { [weak self] node, _ in self?.reenter("onCommitFailed", node: node) }
    if rng.chance(2) { setCommit(on: tree) }
    if rng.chance(2) { setExpectedParent(on: tree) }
    self.tree = tree
  }

  /// T8: where a node not held belongs: a consistent tree of identifiers (8 and above under
  /// 0 to 7), one that loops or names the node itself, one that calls the tree again.
  private func setExpectedParent(on tree: Tree) {
    placementsDisturbed = false
    switch rng.below(5) {
    case 0:
      log.call("expectedParent = nil", depth: depth)
      tree.expectedParent = nil
    case 1:
      log.call("expectedParent = a loop", depth: depth)
      tree.expectedParent = { [weak self] node in
        self?.parentCalls += 1
        return node % 3 == 0 ? node : node ^ 1
      }
    case 2:
      log.call("expectedParent = re-entrant", depth: depth)
      tree.expectedParent = { [weak self] node in
        guard let self else { return nil }
        parentCalls += 1
        let before = nested
        reenter("expectedParent", node: node)
        if nested != before { placementsDisturbed = true }
        return node >= 8 ? node % 8 : nil
      }
    default:
      log.call("expectedParent = node % 8 under 0...7", depth: depth)
      tree.expectedParent = { [weak self] node in
        self?.parentCalls += 1
        return node >= 8 ? node % 8 : nil
      }
    }
  }

  private func setCommit(on tree: Tree) {
    let policy: ToggleCommitPolicy = rng.chance(2) ? .optimistic : .confirmed
    tree.setCommit(
      policy,
      requestChange: { [weak self] change, request in
        self?.saveAsked(request, node: change.items.first?.id)
      }, cancel: { [weak self] request in self?.saveWithdrawn(request) })
  }

  /// The save hook: the request is kept for answers of every kind; sometimes it is answered
  /// at once, from inside the hook, or the hook removes a node it saves.
  private func saveAsked(_ request: ToggleCommitRequest, node: Int?) {
    requests.remember(request)
    guard budget > 0, depth < 3, let tree, rng.chance(4) else {
      reenter("save hook", node: node)
      return
    }
    budget -= 1
    nested += 1
    depth += 1
    answer(tree, request, label: "save hook answers")
    depth -= 1
  }

  /// The cancel hook: an answer to the withdrawn request is ignored (B20).
  private func saveWithdrawn(_ request: ToggleCommitRequest) {
    if let tree, rng.chance(3) {
      log.call("cancel hook answers its withdrawn request", depth: depth + 1)
      let answered = tree.completeCommit(request, with: rng.pick(Hostile.outcomes))
      log.expect(!answered, "B20", "an answer to a withdrawn request was taken")
    }
    reenter("cancel hook")
  }

  /// A callback's re-entry: a random call, the removal of the node it is told of, or the
  /// tree let go, within the step's budget.
  private func reenter(_ callback: String, node: Int? = nil) {
    guard budget > 0, depth < 3, let tree else { return }
    switch rng.below(12) {
    case 0:
      guard let node else { return }
      budget -= 1
      nested += 1
      depth += 1
      log.call("\(callback): remove(\(node)), the node it is told of", depth: depth)
      if tree.remove(node) { remember(removed: node) }
      depth -= 1
    case 1 where rng.chance(16):
      nested += 1
      log.call("\(callback): let the tree go", depth: depth + 1)
      released = tree
      self.tree = nil
    case 2...5:
      budget -= 1
      nested += 1
      depth += 1
      log.call("\(callback):", depth: depth)
      call()
      depth -= 1
    default:
      return
    }
  }

  // MARK: Choices

  /// Every node, parents before children.
  private func nodes(of tree: Tree) -> [Int] {
    var all: [Int] = []
    var queue = tree.children(of: nil)
    while let node = queue.popLast() {
      all.append(node)
      queue += tree.children(of: node)
    }
    return all
  }

  /// The node and every node below it.
  private func subtree(of node: Int, in tree: Tree) -> Set<Int> {
    var all: Set<Int> = [node]
    var queue = tree.children(of: node)
    while let next = queue.popLast() {
      all.insert(next)
      queue += tree.children(of: next)
    }
    return all
  }

  /// An identifier: mostly a small one (held or not), else one held, one removed, or one
  /// no tree holds.
  private func anyNode() -> Int {
    switch rng.below(10) {
    case 0...3: return rng.below(30)
    case 4: return removedNodes.isEmpty ? -1 : rng.pick(removedNodes)
    case 5: return rng.pick(Hostile.farIdentifiers)
    default:
      let all = tree.map(nodes(of:)) ?? []
      return all.isEmpty ? rng.below(30) : rng.pick(all)
    }
  }

  /// Several identifiers, with repeats and unknown ones.
  private func anyNodes() -> [Int] {
    var nodes = (0..<rng.below(5)).map { _ in anyNode() }
    if let first = nodes.first, rng.chance(2) { nodes.append(first) }
    return nodes
  }

  /// A parent for an insert or a move: the top, a node held, unknown or removed; for a
  /// move of `node`, also the node itself or one of its descendants.
  private func anyParent(moving node: Int? = nil, in tree: Tree) -> Int? {
    if let node, tree.contains(node), rng.chance(3) {
      return rng.pick(Array(subtree(of: node, in: tree)).sorted())
    }
    return rng.chance(4) ? nil : anyNode()
  }

  private func remember(removed node: Int) {
    removedNodes.append(node)
    if removedNodes.count > 8 { removedNodes.removeFirst() }
  }

  // MARK: Calls

  /// One random call of the tree's entry points.
  private func call() {
    guard let tree else { return }
    // Kept small, so that every step stays cheap: a large tree loses a top-level subtree.
    if tree.count > 60, let first = tree.children(of: nil).first {
      log.call("remove(\(first)) to keep the tree small", depth: depth)
      tree.remove(first)
      return
    }
    switch rng.below(40) {
    case 0...3: insert(tree)
    case 4...5: loadChildren(tree)
    case 6...7: remove(tree)
    case 8...11: move(tree)
    case 12...13: setValue(tree)
    case 14: setAll(tree)
    case 15...17: activate(tree)
    case 18...19: restore(tree)
    case 20: setEnabled(tree)
    case 21: setRule(tree)
    case 22...23: bind(tree)
    case 24...25: activateRow()
    case 26: setRow()
    case 27: commitHook(tree)
    case 28...31: completeCommit(tree)
    case 32: read(tree)
    case 33: observers(tree)
    case 34: answerLoop(tree)
    case 35: roundTrip(tree)
    case 36: reserve(tree)
    case 37: foreignActivity()
    case 38: unplaced(tree)
    default: activate(tree)
    }
  }

  /// T6: an identifier held, an unknown parent and a negative index are refused, changing
  /// nothing; otherwise the node is added at the index, one past the end or beyond being last.
  private func insert(_ tree: Tree) {
    let node = anyNode()
    let parent = anyParent(in: tree)
    let index = rng.pick(Hostile.indices)
    let value: ToggleValue? = rng.chance(3) ? nil : rng.pick(Hostile.values)
    let wasThere = tree.contains(node)
    let parentKnown = parent.map(tree.contains) ?? true
    let siblings = parentKnown ? tree.children(of: parent) : []
    let count = tree.count
    let mark = nested
    log.call(
      "insert(\(node), under: \(parent.map(String.init) ?? "top"), at: \(index.map(String.init) ?? "last"), value: \(value.map { "\($0)" } ?? "nil"))",
      depth: depth)
    let added = tree.insert(node, under: parent, at: index, value: value)
    if wasThere || !parentKnown || (index ?? 0) < 0 {
      log.expect(!added, "T6", "an insert of \(node) that must be refused returned true")
      log.expect(tree.count == count, "T6", "a refused insert changed the count")
      if !wasThere { log.expect(!tree.contains(node), "T6", "a refused insert added \(node)") }
      return
    }
    // From the test with no app code run meanwhile (a withdrawn save's observers may remove
    // the parent first, B10): added where asked.
    guard depth == 0, nested == mark else { return }
    log.expect(added, "T6", "an insert of new \(node) returned false")
    log.expect(
      tree.parent(of: node) == parent, "T6", "\(node) is not under \(String(describing: parent))")
    let after = tree.children(of: parent)
    let expected = min(index ?? siblings.count, siblings.count)
    log.expect(
      after.firstIndex(of: node) == expected, "T6",
      "\(node) inserted at \(String(describing: index)) is at \(String(describing: after.firstIndex(of: node))), not \(expected)"
    )
  }

  /// T4, T6: children loaded with repeats and identifiers held are each taken once; an
  /// unknown parent takes none.
  private func loadChildren(_ tree: Tree) {
    let parent = anyParent(in: tree)
    let children = anyNodes()
    let parentKnown = parent.map(tree.contains) ?? true
    let fresh = Set(children.filter { !tree.contains($0) })
    let mark = nested
    let added: Int
    if rng.chance(2) {
      log.call("loadChildren(of: \(String(describing: parent)), \(children))", depth: depth)
      added = tree.loadChildren(of: parent, children)
    } else {
      let valued = children.map { ($0, rng.pick(Hostile.values)) }
      log.call("loadChildren(of: \(String(describing: parent)), \(valued))", depth: depth)
      added = tree.loadChildren(of: parent, valued)
    }
    if !parentKnown {
      log.expect(
        added == 0, "T6", "a load under unknown \(String(describing: parent)) added \(added)")
    } else if depth == 0, nested == mark {
      log.expect(
        added == fresh.count, "T6", "a load of \(children) added \(added), not \(fresh.count)")
    }
  }

  /// T6: an unknown node is refused; a known one goes with its whole subtree.
  private func remove(_ tree: Tree) {
    let node = anyNode()
    let wasThere = tree.contains(node)
    let gone = wasThere ? subtree(of: node, in: tree) : []
    let mark = nested
    log.call("remove(\(node))", depth: depth)
    let removed = tree.remove(node)
    if !wasThere {
      log.expect(!removed, "T6", "remove of unknown \(node) returned true")
      return
    }
    if removed { remember(removed: node) }
    guard depth == 0, nested == mark else { return }
    log.expect(removed, "T6", "remove of \(node) returned false")
    log.expect(!gone.contains(where: tree.contains), "T6", "a node of \(node)'s subtree is left")
  }

  /// T6: a move into the node's own subtree, under an unknown or removed parent, or to a
  /// negative index is refused and changes nothing; a move to where the node is tells
  /// nothing; any other lands where asked.
  private func move(_ tree: Tree) {
    let node = anyNode()
    let parent = anyParent(moving: node, in: tree)
    var index = rng.pick(Hostile.indices)
    let isKnown = tree.contains(node)
    let parentKnown = parent.map(tree.contains) ?? true
    let intoItself = isKnown && parent.map { subtree(of: node, in: tree).contains($0) } == true
    // Now and then to its own place: its index, or past the end when it is last (T6).
    if isKnown, rng.chance(6) {
      let siblings = tree.children(of: tree.parent(of: node))
      let position = siblings.firstIndex(of: node) ?? 0
      index = position == siblings.count - 1 ? rng.pick([nil, position, Int.max]) : position
      let (parentNow, indexNow) = (tree.parent(of: node), index)
      let (toldBefore, mark) = (told, nested)
      log.call("move(\(node)) to its own place, at \(String(describing: indexNow))", depth: depth)
      let moved = tree.move(node, under: parentNow, at: indexNow)
      guard depth == 0 else { return }
      log.expect(moved, "T6", "a move of \(node) to its own place returned false")
      log.expect(
        told == toldBefore && nested == mark && tree.children(of: parentNow) == siblings, "T6",
        "a move of \(node) to its own place told or changed something")
      return
    }
    let oldParent = tree.parent(of: node)
    let oldSiblings = tree.children(of: oldParent)
    let targetSiblings = parentKnown ? tree.children(of: parent) : []
    let refused = !isKnown || !parentKnown || intoItself || (index ?? 0) < 0
    let (toldBefore, mark) = (told, nested)
    log.call(
      "move(\(node), under: \(parent.map(String.init) ?? "top"), at: \(index.map(String.init) ?? "last"))\(intoItself ? " (into itself)" : "")",
      depth: depth)
    let moved = tree.move(node, under: parent, at: index)
    if refused {
      log.expect(!moved, "T6", "a move of \(node) that must be refused returned true")
      log.expect(
        tree.parent(of: node) == oldParent && tree.children(of: oldParent) == oldSiblings
          && told == toldBefore && nested == mark, "T6",
        "a refused move of \(node) changed or told something")
      return
    }
    guard depth == 0, nested == mark else { return }
    log.expect(moved, "T6", "a move of \(node) returned false")
    log.expect(
      tree.parent(of: node) == parent, "T6",
      "\(node) is not under \(String(describing: parent)) after its move")
    let after = tree.children(of: parent)
    let others = targetSiblings.filter { $0 != node }
    let expected = min(index ?? others.count, others.count)
    log.expect(
      after.firstIndex(of: node) == expected, "T6",
      "\(node) moved to \(String(describing: index)) is at \(String(describing: after.firstIndex(of: node))), not \(expected)"
    )
  }

  /// T2, T6: mixed, an unknown node and the value held are refused, changing nothing.
  private func setValue(_ tree: Tree) {
    let node = anyNode()
    let value = rng.pick(Hostile.values)
    let before = tree.value(of: node)
    log.call("setValue(\(value), for: \(node))", depth: depth)
    let changed = tree.setValue(value, for: node)
    if before == nil || value == .mixed || before == value {
      log.expect(
        !changed, "T6", "setValue(\(value)) of \(node), \(String(describing: before)), was taken")
      log.expect(tree.value(of: node) == before, "T6", "a refused setValue changed \(node)")
    }
  }

  /// T2: every node set from code; mixed is refused.
  private func setAll(_ tree: Tree) {
    let value = rng.pick(Hostile.values)
    let selection = tree.selection
    log.call("setAll(\(value))", depth: depth)
    let changed = tree.setAll(value)
    if value == .mixed {
      log.expect(!changed && tree.selection == selection, "T6", "setAll(.mixed) changed the tree")
    }
  }

  /// T6, T7: activating an unknown node changes and tells nothing.
  private func activate(_ tree: Tree) {
    let node = anyNode()
    let isKnown = tree.contains(node)
    let (toldBefore, selection) = (told, tree.selection)
    log.call("activate(\(node))", depth: depth)
    tree.activate(node)
    if !isKnown {
      log.expect(
        told == toldBefore && tree.selection == selection, "T6",
        "activating unknown \(node) changed or told something")
    }
  }

  /// T8: unknown, repeated and contradictory identifiers (a node both included and
  /// excluded); each identifier the tree does not hold is kept for its node or found gone
  /// and left out, gone ones first, in the order listed.
  private func restore(_ tree: Tree) {
    var included = anyNodes()
    var excluded = anyNodes()
    if let node = included.first, rng.chance(2) { excluded.append(node) }
    if let node = excluded.first, rng.chance(3) { included.append(node) }
    let unknown = (included + excluded).filter { !tree.contains($0) }
    let mark = nested
    placementsDisturbed = false
    log.call("restore(included: \(included), excluded: \(excluded))", depth: depth)
    let left = tree.restore(.init(included: included, excluded: excluded))
    // The nodes are looked up once the saves are withdrawn, whose observers may remove some.
    guard depth == 0, nested == mark else { return }
    let gone = Array(left.prefix { unknown.contains($0) })
    let kept = tree.unplacedSelection
    let keptNodes = Set(kept.included + kept.excluded)
    log.expect(
      unknown.allSatisfy { gone.contains($0) != keptNodes.contains($0) }, "T8",
      "of the unknown \(unknown), restore left out \(left) and kept \(kept)")
    log.expect(
      Set(excluded).intersection(kept.included).isEmpty, "T8",
      "a node both included and excluded is kept included: \(kept)")
  }

  /// T8: a restore of the tree's own selection changes nothing and tells nothing, entries
  /// kept for nodes not loaded yet included: they come back as they were.
  private func roundTrip(_ tree: Tree) {
    guard depth == 0, tree.pendingCount == 0 else { return }
    let selection = tree.selection
    let (toldBefore, mark, disturbed) = (told, nested, placementsDisturbed)
    placementsDisturbed = false
    log.call("restore(its own selection \(selection))", depth: depth)
    let left = tree.restore(selection)
    // An expectedParent that called the tree may have changed it meanwhile, or had when
    // the entries restored now were placed.
    guard !disturbed, !placementsDisturbed else { return }
    log.expect(left.isEmpty, "T8", "a restore of its own selection left out \(left)")
    let after = tree.selection
    log.expect(
      told == toldBefore && nested == mark && Set(after.included) == Set(selection.included)
        && Set(after.excluded) == Set(selection.excluded), "T8",
      "a restore of its own selection changed or told something: \(after)")
  }

  /// T8: the kept entries read, discarded, or placed again by a new expectedParent.
  private func unplaced(_ tree: Tree) {
    switch rng.below(3) {
    case 0:
      log.call("discardUnplacedSelection()", depth: depth)
      placementsDisturbed = false
      let toldBefore = told
      tree.discardUnplacedSelection()
      let after = tree.selection
      log.expect(
        tree.unplacedSelection == .init(included: [], excluded: []) && told == toldBefore,
        "T8", "discard kept \(tree.unplacedSelection) or told a change")
      log.expect(
        (after.included + after.excluded).allSatisfy(tree.contains), "T8",
        "after a discard the selection names nodes the tree does not hold: \(after)")
    case 1:
      log.call("read unplacedSelection", depth: depth)
      let kept = tree.unplacedSelection
      log.expect(
        (kept.included + kept.excluded).allSatisfy { !tree.contains($0) }, "T8",
        "kept entries name nodes the tree holds: \(kept)")
    default:
      setExpectedParent(on: tree)
    }
  }

  /// T3: an unknown node is refused; a known one takes the state at once.
  private func setEnabled(_ tree: Tree) {
    let node = anyNode()
    let isEnabled = !rng.chance(3)
    let isKnown = tree.contains(node)
    log.call("setEnabled(\(isEnabled), for: \(node))", depth: depth)
    let done = tree.setEnabled(isEnabled, for: node)
    log.expect(done == isKnown, "T3", "setEnabled for \(node) returned \(done)")
    if isKnown {
      log.expect(tree.isEnabled(node) == isEnabled, "T3", "\(node) kept its enabled state")
    }
  }

  /// T5: rules of every mode, hostile counts included, on known and unknown nodes.
  private func setRule(_ tree: Tree) {
    let node = anyNode()
    let mode: ToggleSelectionMode? = rng.chance(4) ? nil : rng.pick(Hostile.modes)
    let isKnown = tree.contains(node)
    log.call("setRule(\(String(describing: mode)), for: \(node))", depth: depth)
    let done = tree.setRule(mode, for: node)
    if !isKnown { log.expect(!done, "T6", "setRule for unknown \(node) returned true") }
  }

  /// L1, L2, L4: rows bound to known and unknown nodes, unbound, shown nothing, or taken
  /// by another tree.
  private func bind(_ tree: Tree) {
    let row = rng.pick(rows)
    switch rng.below(5) {
    case 0:
      log.call("unbind(row)", depth: depth)
      tree.unbind(row)
    case 1:
      log.call("showNothing(on: row)", depth: depth)
      tree.showNothing(on: row)
    case 2:
      let node = rng.below(3)
      log.call("foreign.bind(row, to: \(node))", depth: depth)
      foreign.bind(row, to: node)
    default:
      let node = anyNode()
      let isKnown = tree.contains(node)
      log.call("bind(row, to: \(node))", depth: depth)
      let bound = tree.bind(row, to: node)
      log.expect(bound == isKnown, "L4", "bind to \(node) returned \(bound)")
      if isKnown {
        log.expect(
          row.value == tree.value(of: node), "L2", "a row bound to \(node) shows \(row.value)")
      } else {
        log.expect(
          tree.node(shownBy: row) == nil && row.value == .off, "L4",
          "a row bound to unknown \(node) shows a node or a value")
      }
    }
  }

  /// B7, L1, T7: a row's input, non-finite coordinates included.
  private func activateRow() {
    let row = rng.pick(rows)
    switch rng.below(4) {
    case 0:
      log.call("row.tap()", depth: depth)
      row.tap()
    case 1:
      log.call("row space", depth: depth)
      row.keyDown(.space)
      row.keyUp(.space)
    case 2:
      log.call("row pointer at NaN, up at infinity", depth: depth)
      row.pointerDown(x: 50, y: .nan)
      row.pointerUp(x: -.infinity, y: .infinity)
    default:
      log.call("row.accessibilityActivate()", depth: depth)
      row.accessibilityActivate()
    }
  }

  /// B2: code sets a row's value, which is its node's.
  private func setRow() {
    let row = rng.pick(rows)
    let value = rng.pick(Hostile.values)
    log.call("row.setValue(\(value))", depth: depth)
    row.setValue(value)
  }

  /// B20, T10: the hook set again or removed: pending saves are withdrawn.
  private func commitHook(_ tree: Tree) {
    let mark = nested
    if rng.chance(3) {
      log.call("removeCommit()", depth: depth)
      tree.removeCommit()
    } else {
      log.call("setCommit", depth: depth)
      setCommit(on: tree)
    }
    if depth == 0, nested == mark {
      log.expect(tree.pendingCount == 0, "B20", "a hook set or removed left saves pending")
    }
  }

  /// B19, B20: answers to pending, stale, repeated, foreign and forged requests.
  private func completeCommit(_ tree: Tree) {
    let request: ToggleCommitRequest
    switch rng.below(6) {
    case 0: request = foreignRequests.pick(using: &rng)
    case 1: request = Hostile.forgedRequest(using: &rng)
    default: request = requests.pick(using: &rng)
    }
    answer(tree, request, label: "completeCommit")
  }

  /// Answers `request`: taken exactly when it is pending (B20), and then a second answer is
  /// ignored; an answer not taken changes nothing.
  private func answer(_ tree: Tree, _ request: ToggleCommitRequest, label: String) {
    let outcome = rng.pick(Hostile.outcomes)
    let isPending = tree.isPendingRequest(request)
    let (selection, pendingCount) = (tree.selection, tree.pendingCount)
    log.call("\(label)(#\(request.id) \(request.policy), \(outcome))", depth: depth)
    let taken = tree.completeCommit(request, with: outcome)
    log.expect(
      taken == isPending, "B20",
      "an answer to #\(request.id) returned \(taken), pending \(isPending)")
    if !isPending {
      log.expect(
        tree.selection == selection && tree.pendingCount == pendingCount, "B20",
        "an answer not taken changed the tree")
    } else if rng.chance(2) {
      log.expect(
        !tree.completeCommit(request, with: outcome), "B20",
        "a second answer to #\(request.id) was taken")
    }
  }

  /// T6, L4: reads of unknown nodes say so; every read of a held one answers.
  private func read(_ tree: Tree) {
    let node = anyNode()
    log.call("read \(node)", depth: depth)
    if !tree.contains(node) {
      log.expect(
        tree.value(of: node) == nil && tree.parent(of: node) == nil
          && tree.children(of: node).isEmpty
          && tree.childCount(of: node) == 0 && !tree.isLoaded(node) && !tree.isEnabled(node)
          && tree.rule(of: node) == nil && tree.depth(of: node) == nil && !tree.isPending(node)
          && tree.activationTarget(of: node) == nil && !tree.absorbsActivation(of: node), "T6",
        "unknown \(node) reads as held")
    }
    _ = (tree.rootValue, tree.selection, tree.childCount(of: nil))
    for request in requests.all { _ = tree.node(savedBy: request) }
    for row in rows { _ = tree.node(shownBy: row) }
  }

  /// Observers beside `onChange`, added and removed, unknown numbers included.
  private func observers(_ tree: Tree) {
    if rng.chance(2) {
      log.call("addObserver", depth: depth)
      observerIDs.append(
        tree.addObserver { [weak self] change in
          self?.reenter("observer", node: change.items.first?.id)
        })
    } else {
      let id = rng.pick(observerIDs + [-1, 0, Int.max])
      log.call("removeObserver(\(id))", depth: depth)
      tree.removeObserver(id)
    }
  }

  /// B10, T7: an observer that answers every change with another is stopped after 64
  /// answers, and the tree takes sets again once the delivery ends.
  private func answerLoop(_ tree: Tree) {
    // A leaf, with no save pending: a withdrawn save's cancelled change would count too.
    guard depth == 0, tree.pendingCount == 0,
      let leaf = nodes(of: tree).first(where: { tree.childCount(of: $0) == 0 })
    else { return }
    let saved = (budget, tree.onChange)
    budget = 0
    var answers = 0
    tree.onChange = { [weak tree] _ in
      guard let tree, let value = tree.value(of: leaf) else { return }
      if tree.setValue(value == .on ? .off : .on, for: leaf) { answers += 1 }
    }
    log.call("answer loop on \(leaf)", depth: depth)
    let flip: ToggleValue = tree.value(of: leaf) == .on ? .off : .on
    let started = tree.setValue(flip, for: leaf)
    tree.onChange = saved.1
    budget = saved.0
    log.expect(started, "T6", "setValue(\(flip)) of leaf \(leaf) was refused")
    log.expect(
      answers == AnswerQueue<Int>.limit, "B10", "the loop was stopped after \(answers) answers")
    let again: ToggleValue = tree.value(of: leaf) == .on ? .off : .on
    log.expect(
      tree.setValue(again, for: leaf), "B10", "a set after the loop's delivery was refused")
  }

  /// T9: room made for negative, zero and small counts changes nothing.
  private func reserve(_ tree: Tree) {
    let nodes = rng.pick([-1, 0, 8, Int.min, -64])
    let parents = rng.pick([-1, 0, 4, Int.min])
    let selection = tree.selection
    log.call("reserveCapacity(nodes: \(nodes), parents: \(parents))", depth: depth)
    tree.reserveCapacity(nodes: nodes, parents: parents)
    log.expect(tree.selection == selection, "T9", "reserveCapacity changed the tree")
  }

  /// The foreign tree's own life: its saves give requests foreign here.
  private func foreignActivity() {
    let node = rng.below(4)
    log.call("foreign.activate(\(node))", depth: depth)
    foreign.activate(node)
    if rng.chance(3), let request = foreignRequests.all.last {
      foreign.completeCommit(request, with: .success)
    }
  }
}
