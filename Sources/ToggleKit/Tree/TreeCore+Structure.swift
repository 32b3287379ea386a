extension TreeCore {
  // MARK: Loading (T4, T6)

  /// Starts adding children under `parent` at `index` (nil: last); false, and nothing
  /// started, when they would be deeper than `maximumDepth`.
  @usableFromInline
  mutating func beginLoad(under parent: Int, at index: Int?, maximumDepth: Int) -> Bool {
    guard depth(at: parent) < maximumDepth else { return false }
    materialize(parent)
    unmark(parent)
    let number = childList(of: parent)
    let value = stored(parent)
    loading = Loading(
      parent: parent, number: number, inherited: value == .mixed ? .off : value,
      rule: rule(at: parent), hadChildren: childLists[number].count > 0,
      position: index.map { min(max($0, 0), Int(childLists[number].count)) })
    return true
  }

  /// Adds one child to the load begun; returns its node number (T4, T5).
  @usableFromInline
  mutating func addLoadedNode(value given: ToggleValue?) -> Int {
    guard var load = loading else { preconditionFailure("addLoadedNode outside a load") }
    var value = given ?? load.inherited
    if given != nil { load.givenValues = true }
    if value == .mixed { value = .off }
    if let rule = load.rule { value = rule.insertedValue(value, onCount: onChildren(load.parent)) }
    let node = links.count
    links.append(NodeLink(parent: Int32(load.parent)))
    liveBits[node] = true
    if value == .on { flags[.on, node] = true }
    addChild(node, to: load.number, at: load.position)
    load.position = load.position.map { $0 + 1 }
    counts.add(value, in: load.number)
    load.added += 1
    count += 1
    loading = load
    return node
  }

  /// Adds `count` children to the load begun, each taking the value a child given none
  /// takes; returns the first one's node number, the others following it. Without a rule
  /// this is a few appends and fills, whatever the count.
  @usableFromInline
  mutating func addLoadedNodes(count: Int) -> Int {
    let first = links.count
    guard var load = loading, count > 0 else { return first }
    if load.rule != nil {
      for _ in 0..<count { _ = addLoadedNode(value: nil) }
      return first
    }
    let nodes = first..<first + count
    links.append(contentsOf: repeatElement(NodeLink(parent: Int32(load.parent)), count: count))
    liveBits.setRange(nodes, to: true)
    if load.inherited == .on { flags.setRange(nodes, in: .on, to: true) }
    addChildren(nodes, to: load.number, at: load.position)
    load.position = load.position.map { $0 + count }
    counts.add(load.inherited, in: load.number, times: count)
    load.added += count
    self.count += count
    loading = load
    return first
  }

  /// The number the next node added will have.
  @usableFromInline var nextNode: Int { links.count }

  /// Ends the load: the parent is derived again when its children did not simply take its
  /// value. Returns how many children were added.
  @usableFromInline
  mutating func endLoad(into record: inout TreeRecord) -> Int {
    guard let load = loading else { return 0 }
    loading = nil
    flags[.loaded, load.parent] = true
    if load.added > 0, load.hadChildren || load.givenValues || load.rule != nil {
      rederive(load.parent, into: &record)
    }
    return load.added
  }

  /// The number of `parent`'s children list and counts, made on first use.
  private mutating func childList(of parent: Int) -> Int {
    if links[parent].number >= 0 { return Int(links[parent].number) }
    childLists.append(ChildList(first: 0, count: 0, list: nil))
    let number = counts.append()
    links[parent].number = Int32(number)
    return number
  }

  /// Puts `node` among a parent's children; a run stays a run while nodes join its end.
  private mutating func addChild(_ node: Int, to number: Int, at index: Int?) {
    let count = Int(childLists[number].count)
    // The tree's entry points refuse a negative index (T6); clamped here all the same, so
    // no caller can make the insert trap.
    let index = max(0, min(index ?? count, count))
    if childLists[number].isRun, index == count,
      count == 0 || Int(childLists[number].first) + count == node
    {
      if count == 0 { childLists[number].first = Int32(node) }
      childLists[number].count += 1
      return
    }
    makeList(number)
    childLists[number].list?.insert(Int32(node), at: index)
    childLists[number].count += 1
  }

  /// Puts consecutive nodes among a parent's children, as ``addChild(_:to:at:)`` does each.
  private mutating func addChildren(_ nodes: Range<Int>, to number: Int, at index: Int?) {
    let count = Int(childLists[number].count)
    // The tree's entry points refuse a negative index (T6); clamped here all the same, so
    // no caller can make the insert trap.
    let index = max(0, min(index ?? count, count))
    if childLists[number].isRun, index == count,
      count == 0 || Int(childLists[number].first) + count == nodes.lowerBound
    {
      if count == 0 { childLists[number].first = Int32(nodes.lowerBound) }
      childLists[number].count += Int32(nodes.count)
      return
    }
    makeList(number)
    childLists[number].list?.insert(contentsOf: nodes.lazy.map { Int32($0) }, at: index)
    childLists[number].count += Int32(nodes.count)
  }

  /// Turns a run into a list, for an insert, removal or move that breaks it.
  private mutating func makeList(_ number: Int) {
    guard childLists[number].isRun else { return }
    let first = Int(childLists[number].first)
    childLists[number].list = (0..<Int(childLists[number].count)).map { Int32(first + $0) }
  }

  /// Takes `node` out of its parent's children; the ends of a run stay a run.
  private mutating func removeChild(_ node: Int, from parent: Int) {
    let number = Int(links[parent].number)
    let count = Int(childLists[number].count)
    if childLists[number].isRun {
      let first = Int(childLists[number].first)
      if node == first {
        childLists[number].first += 1
        childLists[number].count -= 1
        return
      }
      if node == first + count - 1 {
        childLists[number].count -= 1
        return
      }
      makeList(number)
    }
    if let index = childLists[number].list?.firstIndex(of: Int32(node)) {
      childLists[number].list?.remove(at: index)
      childLists[number].count -= 1
    }
  }

  // MARK: Removing and moving (T6)

  /// Removes `node` and its subtree; returns the node numbers removed, whose identifiers
  /// the tree releases.
  mutating func removeSubtree(_ node: Int, into record: inout TreeRecord) -> [Int] {
    materialize(node)
    let value = stored(node)
    let parent = Int(links[node].parent)
    let wasIrregular = isIrregular(node)
    var removed: [Int] = []
    var stack = [node]
    while let next = stack.popLast() {
      stack.append(contentsOf: childNumbers(of: next))
      flags[.on, next] = false
      flags[.mixed, next] = false
      flags[.marked, next] = false
      flags[.disabled, next] = false
      flags[.irregular, next] = false
      flags[.loaded, next] = false
      liveBits[next] = false
      rules[Int32(next)] = nil
      if links[next].number >= 0 {
        childLists[Int(links[next].number)] = ChildList(first: 0, count: 0, list: nil)
      }
      removed.append(next)
    }
    count -= removed.count
    removeChild(node, from: parent)
    counts.add(value, in: Int(links[parent].number), times: -1)
    rederive(parent, into: &record)
    if wasIrregular { refreshIrregular(from: parent) }
    return removed
  }

  /// Whether moving `node` under `parent` is allowed: not into its own subtree, and no
  /// deeper than `maximumDepth`.
  func canMove(_ node: Int, under parent: Int, maximumDepth: Int) -> Bool {
    !isAncestor(node, of: parent) && depth(at: parent) + height(of: node) <= maximumDepth
  }

  /// Whether `node` is at `index` (nil: last) among `parent`'s children already.
  func isPlaced(_ node: Int, under parent: Int, at index: Int?) -> Bool {
    guard Int(links[node].parent) == parent else { return false }
    let siblings = childNumbers(of: parent)
    return siblings.firstIndex(of: node) == min(index ?? siblings.count - 1, siblings.count - 1)
  }

  /// Moves `node` and its subtree under `parent` at `index` (nil: last); both parents are
  /// derived again. The caller checked ``canMove(_:under:maximumDepth:)``.
  mutating func move(_ node: Int, under parent: Int, at index: Int?, into record: inout TreeRecord)
  {
    materialize(node)
    materialize(parent)
    unmark(parent)
    let value = stored(node)
    let oldParent = Int(links[node].parent)
    // T5: judged on the values the move leaves, not on those between taking the node out
    // and putting it in: a parent that is on for a moment clears no section.
    let watched = rules.isEmpty ? [] : ancestorsOnPath(oldParent) + ancestorsOnPath(parent)
    let valuesBefore = watched.map(stored)
    clearsExclusiveSiblings = false
    let irregular = isIrregular(node)
    removeChild(node, from: oldParent)
    counts.add(value, in: Int(links[oldParent].number), times: -1)
    rederive(oldParent, into: &record)
    let number = childList(of: parent)
    links[node].parent = Int32(parent)
    addChild(node, to: number, at: index)
    counts.add(value, in: number)
    flags[.loaded, parent] = true
    rederive(parent, into: &record)
    // A node moved in on beside a child on of an exclusive section comes in off, as an
    // inserted one does (T5, G5): the section never holds two on.
    if value == .on, case .exclusive = rule(at: parent)?.mode {
      _ = keepOneOn(
        in: parent, preferring: childNumbers(of: parent).filter { $0 != node }, into: &record)
    }
    clearsExclusiveSiblings = true
    clearSectionsEntered(watched, before: valuesBefore, into: &record)
    if irregular {
      refreshIrregular(from: oldParent)
      refreshIrregular(from: parent)
    }
  }

  /// `node` and its ancestors below the hidden top, deepest first.
  func ancestorsOnPath(_ node: Int) -> [Int] {
    var path: [Int] = []
    var walk = node
    while walk > 0 {
      path.append(walk)
      walk = Int(links[walk].parent)
    }
    return path
  }

  /// T5 after a structural change: each of `nodes` (deepest first) that went on as a child
  /// of an exclusive section takes the selection, and its siblings go off.
  mutating func clearSectionsEntered(
    _ nodes: [Int], before: [ToggleValue], into record: inout TreeRecord
  ) {
    for (node, old) in zip(nodes, before) where old != .on && liveBits[node] {
      let parent = Int(links[node].parent)
      guard parent >= 0, stored(node) == .on, case .exclusive = rule(at: parent)?.mode else {
        continue
      }
      clearSiblings(of: node, in: parent, includingMixed: false, into: &record)
      rederive(parent, into: &record)
    }
  }

  /// How many levels the node's subtree has: 1 for a leaf.
  func height(of node: Int) -> Int {
    var highest = 0
    var stack = [(node, 1)]
    while let (next, level) = stack.popLast() {
      highest = max(highest, level)
      for child in childNumbers(of: next) { stack.append((child, level + 1)) }
    }
    return highest
  }

  // MARK: Enabled nodes and rules (T3, T5)

  mutating func setEnabled(_ isEnabled: Bool, at node: Int) {
    guard flags[.disabled, node] == isEnabled else { return }
    flags[.disabled, node] = !isEnabled
    refreshIrregular(from: Int(links[node].parent))
  }

  /// Gives `node` a rule over its children; an exclusive one keeps only the first child on
  /// (G5, T5), turning the others off into `record`.
  mutating func setRule(_ mode: ToggleSelectionMode?, at node: Int, into record: inout TreeRecord) {
    rules[Int32(node)] = mode.map(SelectionRule.init(mode:))
    refreshIrregular(from: Int(links[node].parent))
    if case .exclusive = mode { _ = keepOneOn(in: node, into: &record) }
  }

  /// How many of `node`'s children are on.
  func childrenOn(_ node: Int) -> Int {
    childNumbers(of: node).filter { value(at: $0) == .on }.count
  }

  /// Whether a subtree set must treat `node` apart: it is disabled, carries a rule, or has
  /// such a node below it.
  func isIrregular(_ node: Int) -> Bool {
    flags[.disabled, node] || rule(at: node) != nil || flags[.irregular, node]
  }

  /// Works out again, from `parent` up, which nodes have a disabled or ruled node below.
  mutating func refreshIrregular(from parent: Int) {
    var ancestor = parent
    while ancestor >= 0 {
      let now = childNumbers(of: ancestor).contains(where: isIrregular)
      guard flags[.irregular, ancestor] != now else { return }
      flags[.irregular, ancestor] = now
      ancestor = Int(links[ancestor].parent)
    }
  }
}
