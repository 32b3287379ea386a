extension ToggleTree {
  // MARK: Adding nodes (T4, T6)

  /// Adds `node` under `parent` (nil: at the top), at `index` among its children (nil: last).
  ///
  /// With no value, the node takes its parent's: a parent's own value while its children
  /// are not loaded, else the parent's value when it is on or off, and off under a mixed
  /// parent (T4). An exclusive section keeps its selection: a node added on beside one that
  /// is on comes in off (T5). Mixed is taken as off: only parents are mixed.
  ///
  /// Returns false, changing nothing, for an identifier the tree holds already, an unknown
  /// parent, a node deeper than ``maximumDepth``, or a change from an observer that has
  /// answered its share of changes (B10).
  @discardableResult
  public func insert(
    _ node: ID, under parent: ID? = nil, at index: Int? = nil, value: ToggleValue? = nil
  )
    -> Bool
  {
    guard let parentNode = parent.map(number(of:)) ?? 0 else { return false }
    return load([(node, value)], under: parentNode, parent: parent, at: index) == 1
  }

  /// Loads a node's children, each taking the node's value (T4): a node not yet loaded
  /// keeps its own value, and its children follow it. Identifiers the tree holds already
  /// are skipped; returns how many were added, told as one change.
  ///
  /// Children loaded together into a node that has none are kept as a run: checking or
  /// unchecking them all is then a fill of one bit each, a machine word at a time.
  @discardableResult
  public func loadChildren(of parent: ID?, _ children: some Sequence<ID>) -> Int {
    guard let parentNode = parent.map(number(of:)) ?? 0 else { return 0 }
    return load(children.lazy.map { ($0, nil) }, under: parentNode, parent: parent, at: nil)
  }

  /// Loads a node's children with values of their own: the node's value is then derived
  /// from them (T4). Otherwise as ``loadChildren(of:_:)-(_,Sequence<ID>)``.
  @discardableResult
  public func loadChildren(of parent: ID?, _ children: some Sequence<(ID, ToggleValue)>) -> Int {
    guard let parentNode = parent.map(number(of:)) ?? 0 else { return 0 }
    return load(children.lazy.map { ($0.0, $0.1) }, under: parentNode, parent: parent, at: nil)
  }

  private func load(
    _ children: some Sequence<(ID, ToggleValue?)>, under parent: Int, parent parentID: ID?,
    at index: Int?
  ) -> Int {
    guard admitsChange, depth(at: parent) < Self.maximumDepth else { return 0 }
    materialize(parent)
    unmark(parent)
    let number = childList(of: parent)
    let hadChildren = childCount(parent) > 0
    let parentValue = stored(parent)
    let inherited: ToggleValue = parentValue == .mixed ? .off : parentValue
    let rule = rules[Int32(parent)]
    var added = 0
    var givenValues = false
    var position = index.map { min(max($0, 0), childCount(parent)) }
    for (id, given) in children where nodeOf[id] == nil {
      var value = given ?? inherited
      if given != nil { givenValues = true }
      if value == .mixed { value = .off }
      if let rule { value = rule.insertedValue(value, onCount: counts[number].on) }
      let node = appendNode(id, parent: parent)
      if value == .on { onBits[node] = true }
      addChild(node, to: number, at: position)
      position = position.map { $0 + 1 }
      counts.add(value, in: number)
      added += 1
    }
    guard added > 0 else { return 0 }
    loadedBits[parent] = true
    var batch = batch(.programmatic)
    batch.structure = .inserted(parent: parentID, count: added)
    if hadChildren || givenValues || rule != nil {
      rederive(parent, into: &batch)
    }
    deliver(batch)
    return added
  }

  /// A new node's slot; its value is off until written.
  private func appendNode(_ id: ID, parent: Int) -> Int {
    let node = ids.count
    ids.append(id)
    nodeOf[id] = Int32(node)
    parentOf.append(Int32(parent))
    parentNumber.append(-1)
    liveBits[node] = true
    count += 1
    return node
  }

  /// The number of `parent`'s children list and counts, made on first use.
  private func childList(of parent: Int) -> Int {
    if parentNumber[parent] >= 0 { return Int(parentNumber[parent]) }
    childLists.append(ChildList(first: 0, count: 0, list: nil))
    let number = counts.append()
    parentNumber[parent] = Int32(number)
    return number
  }

  /// Puts `node` among a parent's children; a run stays a run while nodes join its end.
  private func addChild(_ node: Int, to number: Int, at index: Int?) {
    let count = Int(childLists[number].count)
    let index = min(index ?? count, count)
    if childLists[number].isRun, index == count,
      count == 0 || Int(childLists[number].first) + count == node
    {
      if count == 0 { childLists[number].first = Int32(node) }
      childLists[number].count += 1
      return
    }
    makeList(number)
    childLists[number].list!.insert(Int32(node), at: index)
    childLists[number].count += 1
  }

  /// Turns a run into a list, for an insert, removal or move that breaks it.
  private func makeList(_ number: Int) {
    guard childLists[number].isRun else { return }
    let first = Int(childLists[number].first)
    childLists[number].list = (0..<Int(childLists[number].count)).map { Int32(first + $0) }
  }

  /// Takes `node` out of its parent's children; the ends of a run stay a run.
  private func removeChild(_ node: Int, from parent: Int) {
    let number = Int(parentNumber[parent])
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
    if let index = childLists[number].list!.firstIndex(of: Int32(node)) {
      childLists[number].list!.remove(at: index)
      childLists[number].count -= 1
    }
  }

  // MARK: Removing and moving (T6)

  /// Removes `node` and its whole subtree; its parent is derived again from the children
  /// left (a parent left with none keeps its value, mixed turning off). The identifiers are
  /// released. False for an unknown node, or a change from an observer that has answered
  /// its share of changes (B10).
  @discardableResult
  public func remove(_ node: ID) -> Bool {
    guard admitsChange, let number = number(of: node) else { return false }
    materialize(number)
    let value = stored(number)
    let parent = Int(parentOf[number])
    let wasIrregular = isIrregular(number)
    var removed = 0
    var stack = [number]
    while let next = stack.popLast() {
      stack.append(contentsOf: childNumbers(of: next))
      if let id = ids[next] { nodeOf[id] = nil }
      ids[next] = nil
      for bits in [
        \ToggleTree.onBits, \.mixedBits, \.taggedBits, \.disabledBits, \.irregularBits,
        \.loadedBits, \.liveBits,
      ] {
        self[keyPath: bits][next] = false
      }
      rules[Int32(next)] = nil
      if parentNumber[next] >= 0 {
        childLists[Int(parentNumber[next])] = ChildList(first: 0, count: 0, list: nil)
      }
      removed += 1
    }
    count -= removed
    removeChild(number, from: parent)
    counts.add(value, in: Int(parentNumber[parent]), times: -1)
    var batch = batch(.programmatic)
    batch.structure = .removed(node, count: removed)
    rederive(parent, into: &batch)
    if wasIrregular { refreshIrregular(from: parent) }
    deliver(batch)
    return true
  }

  /// Moves `node` and its subtree under `parent` (nil: to the top), at `index` among its
  /// children (nil: last). Both parents are derived again. False for an unknown node or
  /// parent, a parent inside the node's own subtree, a subtree that would end deeper than
  /// ``maximumDepth``, or a change from an observer that has answered its share (B10).
  @discardableResult
  public func move(_ node: ID, under parent: ID?, at index: Int? = nil) -> Bool {
    guard admitsChange, let number = number(of: node),
      let newParent = parent.map(number(of:)) ?? 0,
      !isAncestor(number, of: newParent),
      depth(at: newParent) + height(of: number) <= Self.maximumDepth
    else { return false }
    let oldParent = Int(parentOf[number])
    if oldParent == newParent {
      // Where it is already: nothing moves, and nothing is told.
      let siblings = childNumbers(of: oldParent)
      let position = min(index ?? siblings.count - 1, siblings.count - 1)
      if siblings.firstIndex(of: number) == position { return true }
    }
    materialize(number)
    materialize(newParent)
    unmark(newParent)
    let value = stored(number)
    let irregular = isIrregular(number)
    var batch = batch(.programmatic)
    batch.structure = .moved(node, parent: parent)
    removeChild(number, from: oldParent)
    counts.add(value, in: Int(parentNumber[oldParent]), times: -1)
    rederive(oldParent, into: &batch)
    let newNumber = childList(of: newParent)
    parentOf[number] = Int32(newParent)
    addChild(number, to: newNumber, at: index)
    counts.add(value, in: newNumber)
    loadedBits[newParent] = true
    rederive(newParent, into: &batch)
    if irregular {
      refreshIrregular(from: oldParent)
      refreshIrregular(from: newParent)
    }
    deliver(batch)
    return true
  }

  /// How many levels the node's subtree has: 1 for a leaf.
  private func height(of node: Int) -> Int {
    var highest = 0
    var stack = [(node, 1)]
    while let (next, level) = stack.popLast() {
      highest = max(highest, level)
      for child in childNumbers(of: next) { stack.append((child, level + 1)) }
    }
    return highest
  }

  // MARK: Enabled nodes and rules (T3, T5)

  /// Enables or disables a node: a disabled node takes no user activation and keeps its
  /// value when a parent above it is activated; its parent still counts it; code can set it.
  /// False for an unknown node.
  @discardableResult
  public func setEnabled(_ isEnabled: Bool, for node: ID) -> Bool {
    guard let number = number(of: node) else { return false }
    guard disabledBits[number] == isEnabled else { return true }
    disabledBits[number] = !isEnabled
    refreshIrregular(from: Int(parentOf[number]))
    return true
  }

  /// Gives a parent a rule over its children (nil removes it): exclusive ("choose one"), or
  /// multiple with a minimum and maximum, as a group's (T5). The children's values stay as
  /// they are: the rule binds the user's activations from now on. False for an unknown node.
  @discardableResult
  public func setRule(_ mode: ToggleGroup.Mode?, for node: ID) -> Bool {
    guard let number = number(of: node) else { return false }
    rules[Int32(number)] = mode.map(SelectionRule.init(mode:))
    refreshIrregular(from: Int(parentOf[number]))
    return true
  }

  /// Whether a subtree set must treat `node` apart: it is disabled, carries a rule, or has
  /// such a node below it.
  func isIrregular(_ node: Int) -> Bool {
    disabledBits[node] || rules[Int32(node)] != nil || irregularBits[node]
  }

  /// Works out again, from `parent` up, which nodes have a disabled or ruled node below.
  func refreshIrregular(from parent: Int) {
    var ancestor = parent
    while ancestor >= 0 {
      let now = childNumbers(of: ancestor).contains(where: isIrregular)
      guard irregularBits[ancestor] != now else { return }
      irregularBits[ancestor] = now
      ancestor = Int(parentOf[ancestor])
    }
  }
}
