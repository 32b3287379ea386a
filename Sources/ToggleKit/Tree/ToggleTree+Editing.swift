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
  /// parent, a negative index (one past the end is last), a node deeper than
  /// ``maximumDepth``, or a change from an observer that has answered its share of changes
  /// (B10).
  @discardableResult
  public func insert(
    _ node: ID, under parent: ID? = nil, at index: Int? = nil, value: ToggleValue? = nil
  ) -> Bool {
    guard number(of: node) == nil, (index ?? 0) >= 0 else { return false }
    return load(CollectionOfOne((node, value)), under: parent, at: index) == 1
  }

  /// Loads a node's children (nil: top-level nodes), each taking the node's value (T4): a
  /// node not yet loaded keeps its own value, and its children follow it. Identifiers the
  /// tree holds already are skipped; returns how many were added, told as one change.
  ///
  /// Children loaded together into a node that has none are kept as a run: checking or
  /// unchecking them all is then a fill of one bit each, a machine word at a time.
  @inlinable @discardableResult
  public func loadChildren(of parent: ID?, _ children: some Sequence<ID>) -> Int {
    // T8: restored entries wait for some nodes: each child is looked up as it comes in.
    // T10: a save withdrawn only by a load that adds a child: looked up first, too.
    if hasUnplaced || hasPendingSaves {
      return load(children.lazy.map { ($0, ToggleValue?.none) }, under: parent, at: nil)
    }
    guard admitsChange, let parentNode = parent.map(number(of:)) ?? 0 else { return 0 }
    guard core.beginLoad(under: parentNode, at: nil, maximumDepth: Self.maximumDepth) else {
      return 0
    }
    // Numbers first, then the nodes in one go: per child, only the index is written here,
    // into arrays held locally, so that a child costs no access to this object.
    let first = core.nextNode
    var next = first
    var fresh: [ID?] = []
    fresh.reserveCapacity(children.underestimatedCount)
    var rest = children.makeIterator()
    if var dense = denseNumbers {
      denseNumbers = nil  // held here alone while the loop writes it
      let known = ids.count
      var isDense = true
      while isDense, let id = rest.next() {
        let position = unsafeBitCast(id, to: Int.self)
        if position >= 0, position < dense.count {
          guard dense[position] < 0 else { continue }
          dense[position] = Int32(next)
        } else if position >= dense.count, position < 2 * (known + fresh.count) + 1_024 {
          if position > dense.count {
            dense.append(contentsOf: repeatElement(-1, count: position - dense.count))
          }
          dense.append(Int32(next))
        } else {
          // Far off, or negative: the hash index takes over, for this child and the rest.
          isDense = false
          denseNumbers = dense
          ids.append(contentsOf: fresh)
          fresh.removeAll()
          if claim(id, as: next) {
            ids.append(id)
            next += 1
          }
          continue
        }
        fresh.append(id)
        next += 1
      }
      if isDense { denseNumbers = dense }
      ids.append(contentsOf: fresh)
    }
    while let id = rest.next() {
      guard claim(id, as: next) else { continue }
      ids.append(id)
      next += 1
    }
    _ = core.addLoadedNodes(count: next - first)
    return endLoad(under: parent, at: parentNode)
  }

  /// Loads a node's children with values of their own: the node's value is then derived
  /// from them (T4). Otherwise as ``loadChildren(of:_:)-(_,Sequence<ID>)``.
  @inlinable @discardableResult
  public func loadChildren(of parent: ID?, _ children: some Sequence<(ID, ToggleValue)>) -> Int {
    load(children.lazy.map { ($0.0, $0.1) }, under: parent, at: nil)
  }

  /// Adds children, each with its value or none; inlined into the app, so that the
  /// identifiers' index is specialized to its identifiers (10,000 children in well under
  /// a millisecond).
  @inlinable
  func load(
    _ children: some Sequence<(ID, ToggleValue?)>, under parent: ID?, at index: Int?,
    withdrawing: Bool = true
  ) -> Int {
    guard admitsChange, let parentNode = parent.map(number(of:)) ?? 0 else { return 0 }
    if withdrawing, hasPendingSaves {
      // T10 B20: adding children withdraws a save; a load whose children are all held
      // already adds none and leaves it running.
      let children = Array(children)
      if children.contains(where: { number(of: $0.0) == nil }) {
        withdrawSaves(addingUnder: parentNode)
        // T6, B10: the withdrawn saves' observers may have removed the parent meanwhile.
        guard (parent.map(number(of:)) ?? 0) == parentNode else { return 0 }
      }
      return load(children, under: parent, at: index, withdrawing: false)
    }
    guard core.beginLoad(under: parentNode, at: index, maximumDepth: Self.maximumDepth) else {
      return 0
    }
    // T8: a child a restored entry waits for comes in with the entry's value, unless the
    // app gives it one.
    let watching = hasUnplaced
    var arrived: [ID] = []
    for (id, value) in children where claim(id, as: core.nextNode) {
      _ = core.addLoadedNode(value: watching ? arrivingValue(of: id, given: value) : value)
      ids.append(id)
      if watching { arrived.append(id) }
    }
    return endLoad(under: parent, at: parentNode, arrived: arrived)
  }

  /// Ends a load and tells it: one change, the entries applied on arrival included (T4, T8).
  @usableFromInline
  func endLoad(under parent: ID?, at parentNode: Int, arrived: [ID] = []) -> Int {
    var record = record(.programmatic)
    let added = core.endLoad(into: &record)
    if hasUnplaced {
      settleArrivals(arrived, under: parentNode)
      endSupersededEntries()
    }
    if added > 0 { deliver(record, structure: .inserted(parent: parent, count: added)) }
    // T11: the node's children are known now, none included; told after the nodes.
    endLoading(of: parentNode)
    return added
  }

  // MARK: Removing and moving (T6)

  /// Removes `node` and its whole subtree; its parent is derived again from the children
  /// left (a parent left with none keeps its value, mixed turning off). The identifiers are
  /// released. False for an unknown node, or a change from an observer that has answered
  /// its share of changes (B10).
  @discardableResult
  public func remove(_ node: ID) -> Bool {
    guard admitsChange, let number = number(of: node) else { return false }
    withdrawSaves(moving: number)
    // T6, B10: the withdrawn saves' observers and hook run first, and may have removed the
    // node (or replaced it): the removal applies only to the node it was asked about.
    guard self.number(of: node) == number else { return false }
    let parent = ids[Int(core.links[number].parent)]
    var record = record(.programmatic)
    let removed = core.removeSubtree(number, into: &record)
    for gone in removed {
      if let id = ids[gone] { release(id) }
      ids[gone] = nil
    }
    if hasUnplaced { settleRemoval() }
    forgetLoading(removed)
    deliver(record, structure: .removed(node, count: removed.count, parent: parent))
    return true
  }

  /// Moves `node` and its subtree under `parent` (nil: to the top), at `index` among its
  /// children (nil: last). Both parents are derived again. A move to where the node is
  /// already changes nothing and tells nothing. False for an unknown node or parent, a
  /// negative index (one past the end is last), a parent inside the node's own subtree, a
  /// subtree that would end deeper than ``maximumDepth``, or a change from an observer that
  /// has answered its share (B10).
  @discardableResult
  public func move(_ node: ID, under parent: ID?, at index: Int? = nil) -> Bool {
    guard admitsChange, (index ?? 0) >= 0, let number = number(of: node),
      let newParent = parent.map(number(of:)) ?? 0,
      core.canMove(number, under: newParent, maximumDepth: Self.maximumDepth)
    else { return false }
    guard !core.isPlaced(number, under: newParent, at: index) else { return true }
    withdrawSaves(moving: number, to: newParent)
    // T6, B10: the withdrawn saves' observers and hook run first, and may have removed or
    // moved either node: checked again, so that no move goes under a removed node or into
    // the node's own subtree, where it would make a loop.
    guard self.number(of: node) == number, (parent.map(number(of:)) ?? 0) == newParent,
      core.canMove(number, under: newParent, maximumDepth: Self.maximumDepth)
    else { return false }
    guard !core.isPlaced(number, under: newParent, at: index) else { return true }
    let oldParent = ids[Int(core.links[number].parent)]
    var record = record(.programmatic)
    core.move(number, under: newParent, at: index, into: &record)
    if hasUnplaced { settleMove(under: newParent) }
    deliver(record, structure: .moved(node, from: oldParent, to: parent))
    endLoading(of: newParent)
    return true
  }

  // MARK: Enabled nodes and rules (T3, T5)

  /// Enables or disables a node: a disabled node takes no user activation and keeps its
  /// value when a parent above it is activated; its parent still counts it; code can set it
  /// (T3). The rows showing it follow at once: their widgets are enabled as the node is.
  /// False for an unknown node.
  @discardableResult
  public func setEnabled(_ isEnabled: Bool, for node: ID) -> Bool {
    guard let number = number(of: node) else { return false }
    core.setEnabled(isEnabled, at: number)
    for bound in rows.all() where bound.node == number {
      bound.row.showItemEnabled(isEnabled)
    }
    return true
  }

  /// Gives a parent a rule over its children (nil removes it): exclusive ("choose one"), or
  /// multiple with a minimum and maximum, as a group's (T5). The rule binds the user's
  /// activations from now on, and a save pending over the section is withdrawn first, as
  /// code's change withdraws it (B20: its rollback was planned under the old rule). The
  /// children's values stay as they are, except that an exclusive section never holds two
  /// on (G5): of several children on, the first stays and the others go off, from code,
  /// told as one change. False for an unknown node, or from an observer that has answered
  /// its share (B10).
  @discardableResult
  public func setRule(_ mode: ToggleSelectionMode?, for node: ID) -> Bool {
    guard admitsChange, let number = number(of: node) else { return false }
    if hasPendingSaves {
      withdrawSaves { core.isAncestor($0.root, of: number) || core.isAncestor(number, of: $0.root) }
      // T6, B10: the withdrawn saves' observers may have removed the node meanwhile.
      guard self.number(of: node) == number else { return false }
    }
    var record = record(.programmatic)
    core.setRule(mode, at: number, into: &record)
    endSupersededEntries()
    deliver(record)
    return true
  }
}
