extension ToggleTree {
  // MARK: Invariants (T1-T11)

  /// Traps, naming each contradiction, when the tree's state disagrees with itself: for the
  /// tests, the model-based runs and the fuzzer, which call it after every event.
  ///
  /// The tree never calls it: it walks every node, where a change costs only the ancestors
  /// of what it touched (T9). It checks what the tree's calls take for granted and never
  /// check again (the links both ways, each parent's counts, the identifiers' index, the
  /// saves' subtrees), as swift-collections checks its `BitSet` in its own tests.
  @_spi(ToggleKitTools) public func checkInvariants() {
    let violations = invariantViolations()
    guard violations.isEmpty else {
      preconditionFailure("ToggleTree: " + violations.joined(separator: "; "))
    }
  }

  /// Each way the tree's state contradicts itself, in words; empty when it holds together.
  ///
  /// Reads only, so that a test can corrupt a tree and see the check report it, which a trap
  /// would not let it do.
  @_spi(ToggleKitTools) public func invariantViolations() -> [String] {
    var problems = core.invariantViolations()
    identifierViolations(into: &problems)
    // The saves' subtrees are found by walking up the links: only over links that hold.
    if problems.isEmpty { saveViolations(into: &problems) }
    if problems.isEmpty { unplacedViolations(into: &problems) }
    loadingViolations(into: &problems)
    return problems
  }

  /// T11: each node being read is one the tree holds, whose children are not loaded, and
  /// every row bound to a node shows its reading state.
  private func loadingViolations(into problems: inout [String]) {
    for number in loadingNodes {
      guard number < ids.count, ids[number] != nil else {
        problems.append("node \(number) being read is not in the tree")
        continue
      }
      if core.flags[.loaded, number] {
        problems.append("node \(number) being read has its children loaded")
      }
    }
    for (number, row) in rows.all()
    where row.rowSource === self && row.isShowingLoadingItem != loadingNodes.contains(number) {
      problems.append("a row of node \(number) shows the wrong reading state")
    }
  }

  /// T8: each kept entry names a node the tree does not hold and waits under a live node
  /// whose children are not loaded (or the top, before anything was loaded there), with
  /// none of its chain held and no deeper than the tree allows, or waits unplaced, as all
  /// do without ``expectedParent``; the indexes by anchor and by chain agree with the
  /// entries, and the core watches exactly their anchors, with no set's reach left untaken.
  private func unplacedViolations(into problems: inout [String]) {
    var ranks: Set<Int> = []
    for (node, entry) in unplaced.entries {
      let name = "kept entry \(node)"
      if contains(node) { problems.append("\(name) names a node the tree holds") }
      if !ranks.insert(entry.rank).inserted || entry.rank >= unplaced.nextRank {
        problems.append("\(name) has rank \(entry.rank), repeated or not yet given")
      }
      if unplaced.byAnchor[entry.anchor]?.contains(node) != true {
        problems.append("\(name) is not indexed under its anchor \(entry.anchor)")
      }
      for link in entry.chain {
        if contains(link) { problems.append("\(name)'s chain names \(link), which is held") }
        if unplaced.byLink[link]?.contains(node) != true {
          problems.append("\(name)'s chain link \(link) is not indexed")
        }
      }
      if expectedParent == nil, entry.anchor != TreeCore.unplaceable || !entry.chain.isEmpty {
        problems.append("\(name) is placed by a chain with no expectedParent")
      }
      guard entry.anchor != TreeCore.unplaceable else { continue }
      guard entry.anchor >= 0, entry.anchor < core.links.count, core.liveBits[entry.anchor]
      else {
        problems.append("\(name) waits under node \(entry.anchor), which is not live")
        continue
      }
      if core.flags[.loaded, entry.anchor] {
        problems.append("\(name) waits under node \(entry.anchor), whose children are loaded")
      }
      if core.depth(at: entry.anchor) + entry.chain.count + 1 > Self.maximumDepth {
        problems.append("\(name) would be deeper than \(Self.maximumDepth)")
      }
    }
    for (anchor, nodes) in unplaced.byAnchor {
      if nodes.isEmpty { problems.append("anchor \(anchor) is indexed with no entries") }
      for node in nodes where unplaced.entries[node]?.anchor != anchor {
        problems.append("anchor \(anchor) indexes \(node), which does not wait there")
      }
    }
    if core.watchedAnchors != Set(unplaced.byAnchor.keys) {
      problems.append(
        "the core watches anchors \(core.watchedAnchors.sorted()), the entries wait under "
          + "\(unplaced.byAnchor.keys.sorted())")
    }
    if !core.reachedAnchors.isEmpty {
      problems.append("sets reached anchors \(core.reachedAnchors) that were never taken")
    }
  }

  /// T6: every live node has one identifier, which names it back; removed nodes have none,
  /// and the index holds no identifier of a removed node.
  private func identifierViolations(into problems: inout [String]) {
    guard ids.count == core.links.count else {
      problems.append("\(ids.count) identifiers for \(core.links.count) node numbers")
      return
    }
    if ids[0] != nil { problems.append("the hidden top node has an identifier") }
    for node in 1..<ids.count {
      let isLive = core.liveBits[node]
      guard let id = ids[node] else {
        if isLive { problems.append("live node \(node) has no identifier") }
        continue
      }
      guard isLive else {
        problems.append("removed node \(node) keeps its identifier")
        continue
      }
      let found = number(of: id)
      if found != node {
        problems.append(
          "node \(node)'s identifier leads to node \(found.map(String.init) ?? "none")")
      }
    }
    // With every live node found, an index of as many entries holds nothing else.
    let indexed = denseNumbers.map { $0.filter { $0 >= 0 }.count } ?? nodeOf.count
    if indexed != core.count {
      problems.append("the index holds \(indexed) identifiers for \(core.count) nodes")
    }
  }

  /// T10: each pending save is filed under its request, sets the subtree of a live root
  /// that holds the node activated, and no two saves' subtrees overlap (taps on a saving
  /// subtree and on its ancestors wait for it; other subtrees save on their own).
  private func saveViolations(into problems: inout [String]) {
    problems += saves.invariantViolations
    var roots: [Int] = []
    for save in saves.inOrder {
      let requestID = save.request.id
      let name = "save \(requestID)"
      if save.request.id != requestID { problems.append("\(name) is filed under another request") }
      guard isLiveNode(save.root) else {
        problems.append("\(name)'s root, node \(save.root), is not live")
        continue
      }
      guard isLiveNode(save.node) else {
        problems.append("\(name)'s node \(save.node) is not live")
        continue
      }
      if !core.isAncestor(save.root, of: save.node) {
        problems.append("\(name)'s node \(save.node) is outside its root \(save.root)'s subtree")
      }
      for other in roots
      where core.isAncestor(other, of: save.root) || core.isAncestor(save.root, of: other) {
        problems.append("\(name)'s subtree, under node \(save.root), overlaps node \(other)'s")
      }
      roots.append(save.root)
    }
  }

  private func isLiveNode(_ node: Int) -> Bool {
    node > 0 && node < core.links.count && core.liveBits[node]
  }
}

extension TreeCore {
  // MARK: Invariants (T1-T6)

  /// Each way the core's state contradicts itself, in words; empty when it holds together.
  /// The values are read by walking the links, so only once the links hold.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    structureViolations(into: &problems)
    if problems.isEmpty { valueViolations(into: &problems) }
    return problems
  }

  /// T6: every live node is listed once, by its parent, which is live; each list names only
  /// live nodes whose parent it is; every live node hangs from the hidden top node; `count`
  /// is the number of live nodes; no load or restore is left half done.
  private func structureViolations(into problems: inout [String]) {
    let nodes = links.count
    guard nodes > 0, links[0].parent == -1, liveBits[0] else {
      problems.append("the hidden top node is missing, removed or has a parent")
      return
    }
    if let last = liveBits.indices.last, last >= nodes {
      problems.append("node \(last) is live but was never made")
    }
    if loading != nil { problems.append("a load was left open") }
    // T5: off only while a restore or a move puts a pattern back.
    if !clearsExclusiveSiblings { problems.append("exclusive sections were left not clearing") }
    var listedBy = [Int](repeating: -1, count: nodes)
    var owners: [Int32: Int] = [:]
    var live = 0
    for node in 0..<nodes where liveBits[node] {
      if node > 0 { live += 1 }
      let number = links[node].number
      guard number >= 0 else { continue }
      guard Int(number) < childLists.count else {
        problems.append("node \(node) has child list \(number), which does not exist")
        continue
      }
      if let other = owners.updateValue(node, forKey: number) {
        problems.append("nodes \(other) and \(node) share child list \(number)")
      }
      let list = childLists[Int(number)]
      var listed = Int(list.count)
      if let children = list.list, children.count != listed {
        problems.append("node \(node) lists \(children.count) children but counts \(listed)")
        listed = min(listed, children.count)
      }
      for index in 0..<max(listed, 0) {
        let child = list.child(at: index)
        guard child > 0, child < nodes, liveBits[child] else {
          problems.append("node \(node) lists node \(child), which is not live")
          continue
        }
        if Int(links[child].parent) != node {
          problems.append(
            "node \(node) lists node \(child), whose parent is \(links[child].parent)")
        }
        if listedBy[child] >= 0 {
          problems.append("node \(child) is listed by \(listedBy[child]) and by \(node)")
        }
        listedBy[child] = node
      }
    }
    for node in 1..<nodes where liveBits[node] && listedBy[node] < 0 {
      problems.append("live node \(node) is listed by no parent")
    }
    if live != count { problems.append("count is \(count), but \(live) nodes are live") }
    for node in rules.keys.sorted() where Int(node) >= nodes || !liveBits[Int(node)] {
      problems.append("removed node \(node) keeps a rule")
    }
    guard problems.isEmpty else { return }
    // Listed once each by a live parent that names it: a walk from the top finds every live
    // node unless some hang in a loop of their own.
    var reached = 0
    var stack = [0]
    while let node = stack.popLast() {
      reached += 1
      stack.append(contentsOf: childNumbers(of: node))
    }
    if reached != live + 1 { problems.append("\(live + 1 - reached) live nodes hang in a loop") }
  }

  /// T1-T5: where no node above is marked, each parent's counts and stored value are its
  /// children's, a node with no children is never mixed and a marked node never is; each
  /// node's irregular flag says whether a disabled or ruled node is below it; no exclusive
  /// section has two children on, as `value(at:)` reads them, marks above included.
  private func valueViolations(into problems: inout [String]) {
    // Each node with the value of the highest marked node above it, if any (T2).
    var stack: [(node: Int, shown: ToggleValue?)] = [(0, nil)]
    while let (node, shown) = stack.popLast() {
      let children = childNumbers(of: node)
      let own = stored(node)
      let isMarked = flags[.marked, node]
      if shown == nil {
        storedValueViolations(node, children: children, into: &problems)
      }
      // T1: `rootValue` over no nodes is off.
      if node == 0, children.isEmpty, own != .off {
        problems.append("the tree has no nodes but its root value is \(own)")
      }
      let childShown = shown ?? (isMarked ? own : nil)
      // T5, G5: an exclusive section never ends a change with two children on.
      if case .exclusive = rule(at: node)?.mode {
        let on = children.filter { (childShown ?? stored($0)) == .on }
        if on.count > 1 { problems.append("exclusive section \(node) has children \(on) on") }
      }
      // T2, T3: a subtree is marked only with no disabled or ruled node inside.
      let irregularBelow = children.contains(where: isIrregular)
      if flags[.irregular, node] != irregularBelow {
        problems.append(
          "node \(node) is flagged \(irregularBelow ? "regular" : "irregular") but is not")
      }
      for child in children { stack.append((child, childShown)) }
    }
  }

  /// T1, T2, T4, T6 for a node with no marked node above it, whose stored value is its value.
  private func storedValueViolations(
    _ node: Int, children: [Int], into problems: inout [String]
  ) {
    let own = stored(node)
    if flags[.marked, node] {
      // A marked node's children take its value when touched: its counts wait for them.
      if own == .mixed { problems.append("node \(node) is marked mixed") }
      return
    }
    if children.isEmpty, own == .mixed {
      problems.append("node \(node) has no children but is mixed")
    }
    let number = Int(links[node].number)
    guard number >= 0 else { return }
    var tally = ChildCounts.Counts(notOn: 0, notOff: 0)
    for child in children {
      let value = stored(child)
      if value != .on { tally.notOn += 1 }
      if value != .off { tally.notOff += 1 }
    }
    let kept = counts[number]
    if kept != tally {
      problems.append(
        "node \(node) counts \(kept.notOn) not on and \(kept.notOff) not off, "
          + "its children \(tally.notOn) and \(tally.notOff)")
    }
    guard !children.isEmpty else { return }
    let derived = SelectionRule.derivedValue(notOn: tally.notOn, notOff: tally.notOff)
    if own != derived {
      problems.append("node \(node) is \(own), but its children make it \(derived)")
    }
  }
}
