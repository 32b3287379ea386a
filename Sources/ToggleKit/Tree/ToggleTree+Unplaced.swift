extension ToggleTree {
  // MARK: Unplaced entries of a restored selection (T8)

  /// One entry of a restored selection whose node the tree does not hold yet (T8).
  struct UnplacedEntry: Sendable {
    var isIncluded: Bool
    /// Its place among the entries restored: entries are listed in this order.
    let rank: Int
    /// The identifiers ``expectedParent`` gave between the node and its anchor, nearest
    /// first; the tree holds none of them. An unplaced entry keeps the links it was given
    /// before they looped: the first of them to arrive places it.
    var chain: [ID]
    /// The nearest held node above the node (0: the top), or ``TreeCore/unplaceable``.
    var anchor: Int
  }

  /// The entries kept, by identifier, by anchor and by the identifiers on their chains.
  struct Unplaced: Sendable {
    var entries: [ID: UnplacedEntry] = [:]
    var byAnchor: [Int: Set<ID>] = [:]
    /// An identifier on a chain, and the entries whose chain names it: a node's arrival
    /// brings the entries below it closer. May name entries since ended or moved on.
    var byLink: [ID: [ID]] = [:]
    var nextRank = 0
    /// Counts restores and discards: a withdrawn save puts back only the entries its
    /// activation superseded since the last of them.
    var generation = 0
  }

  /// Where `expectedParent` leads from one identifier, asked before the tree changes.
  struct ExpectedChain: Sendable {
    enum End: Sendable {
      /// A node the tree held when asked.
      case held(ID)
      /// A top-level node.
      case top
      /// The chain looped or ran deeper than ``ToggleTree/maximumDepth``.
      case lost
    }
    var links: [ID]
    var end: End
  }

  /// The restored entries the tree keeps for nodes it does not hold yet (T8): each applies
  /// when its node arrives, by an insert or a load; ``selection`` lists them with the nodes
  /// the tree holds. In the order restored.
  public var unplacedSelection: Selection {
    let kept = unplaced.entries.sorted { $0.value.rank < $1.value.rank }
    return Selection(
      included: kept.filter(\.value.isIncluded).map(\.key),
      excluded: kept.filter { !$0.value.isIncluded }.map(\.key))
  }

  /// Ends every restored entry still waiting for its node (T8): the app knows those nodes
  /// will not come, or no longer wants them. Changes no node's value, and tells nothing;
  /// ``selection`` then reads the nodes the tree holds alone.
  public func discardUnplacedSelection() {
    resetUnplaced()
  }

  /// Ends every kept entry at once (a restore replaces them, a discard drops them).
  func resetUnplaced() {
    unplaced = Unplaced(generation: unplaced.generation + 1)
    core.watchedAnchors = []
  }

  /// Whether a restored entry waits for `node` (T8): the C library's insert, which always
  /// gives a value, lets the entry's win.
  @_spi(ToggleKitTools) public func keepsEntry(for node: ID) -> Bool {
    unplaced.entries[node] != nil
  }

  /// Whether any restored entry waits for its node: loads then look each child up.
  @usableFromInline var hasUnplaced: Bool { !unplaced.entries.isEmpty }

  /// The value a kept entry gives its arriving node: the app's value wins, being code's
  /// later word on the node (T8).
  @usableFromInline
  func arrivingValue(of node: ID, given: ToggleValue?) -> ToggleValue? {
    if let given { return given }
    return unplaced.entries[node].map { $0.isIncluded ? .on : .off }
  }

  // MARK: Placing entries

  /// Asks ``expectedParent`` where each identifier belongs, once per identifier, before the
  /// tree changes: the app's code may call the tree, and the answers are only read later,
  /// against the tree as it is then (B10).
  func expectedChains(for nodes: some Sequence<ID>) -> [ID: ExpectedChain] {
    guard let expectedParent else { return [:] }
    var parents: [ID: ID?] = [:]
    var chains: [ID: ExpectedChain] = [:]
    for node in nodes where chains[node] == nil && number(of: node) == nil {
      var links: [ID] = []
      var seen: Set<ID> = [node]
      var walk = node
      var end = ExpectedChain.End.lost
      while links.count < Self.maximumDepth {
        let parent: ID?
        if let asked = parents[walk] {
          parent = asked
        } else {
          parent = expectedParent(walk)
          parents[walk] = parent
        }
        guard let parent else {
          end = .top
          break
        }
        if number(of: parent) != nil {
          end = .held(parent)
          break
        }
        guard seen.insert(parent).inserted else { break }
        links.append(parent)
        walk = parent
      }
      chains[node] = ExpectedChain(links: links, end: end)
    }
    return chains
  }

  /// Where an entry for `node` waits, read against the tree now: the anchor and the chain
  /// below it; nil when the anchor's children are loaded without the node's branch (gone).
  func placement(of chain: ExpectedChain?) -> (anchor: Int, chain: [ID])? {
    guard let chain else { return (TreeCore.unplaceable, []) }
    var anchor = TreeCore.unplaceable
    var links = chain.links
    if let held = links.firstIndex(where: { number(of: $0) != nil }) {
      anchor = number(of: links[held])!
      links.removeSubrange(held...)
    } else {
      switch chain.end {
      case .top: anchor = 0
      case .held(let node):
        anchor = number(of: node) ?? TreeCore.unplaceable
        // Removed since it was asked about: nothing is known above it.
        if anchor == TreeCore.unplaceable { links = [] }
      case .lost: break
      }
    }
    return placement(under: anchor, links)
  }

  /// Where an entry waits under `anchor` with `links` between: nil when the anchor's
  /// children are loaded (gone); unplaced when it would be deeper than the tree allows.
  private func placement(under anchor: Int, _ links: [ID]) -> (anchor: Int, chain: [ID])? {
    guard anchor != TreeCore.unplaceable else { return (anchor, links) }
    // T8: the anchor's children are known, and the node's branch is not among them.
    if core.flags[.loaded, anchor] { return nil }
    // T6: a node deeper than the tree allows can come only somewhere else.
    if core.depth(at: anchor) + links.count + 1 > Self.maximumDepth {
      return (TreeCore.unplaceable, [])
    }
    return (anchor, links)
  }

  /// Keeps an entry for `node`; false when it is gone at once. A repeat changes its value:
  /// the last listed wins, so a node both included and excluded is excluded.
  func keepUnplaced(_ node: ID, included: Bool, chain: ExpectedChain?) -> Bool {
    if unplaced.entries[node] != nil {
      unplaced.entries[node]!.isIncluded = included
      return true
    }
    guard let (anchor, links) = placement(of: chain) else { return false }
    let entry = UnplacedEntry(
      isIncluded: included, rank: unplaced.nextRank, chain: links, anchor: anchor)
    unplaced.nextRank += 1
    index(node, entry)
    return true
  }

  private func index(_ node: ID, _ entry: UnplacedEntry) {
    unplaced.entries[node] = entry
    // The core watches each anchor for the sets that reach it, kept in step here: a load
    // or an insert costs no walk over the anchors (T9).
    if unplaced.byAnchor[entry.anchor] == nil { core.watchedAnchors.insert(entry.anchor) }
    unplaced.byAnchor[entry.anchor, default: []].insert(node)
    for link in entry.chain { unplaced.byLink[link, default: []].append(node) }
  }

  /// Ends one entry; returns it.
  @discardableResult
  private func end(_ node: ID) -> UnplacedEntry? {
    guard let entry = unplaced.entries.removeValue(forKey: node) else { return nil }
    unplaced.byAnchor[entry.anchor]?.remove(node)
    if unplaced.byAnchor[entry.anchor]?.isEmpty == true {
      unplaced.byAnchor[entry.anchor] = nil
      core.watchedAnchors.remove(entry.anchor)
    }
    return entry
  }

  /// Ends every entry waiting under `anchor`; returns them.
  @discardableResult
  func endEntries(anchoredAt anchor: Int) -> [(node: ID, entry: UnplacedEntry)] {
    guard let nodes = unplaced.byAnchor.removeValue(forKey: anchor) else { return [] }
    core.watchedAnchors.remove(anchor)
    return nodes.compactMap { node in
      unplaced.entries.removeValue(forKey: node).map { (node, $0) }
    }
  }

  /// Once no entry is kept, drops the chain index, whose stale links would otherwise last
  /// until the next restore.
  func dropStaleLinks() {
    guard unplaced.entries.isEmpty, !unplaced.byLink.isEmpty else { return }
    unplaced.byLink = [:]
  }

  // MARK: What ends or moves them

  /// Nodes arrived under `parent` (a load, an insert): each one's entry applied as it came
  /// in and ends; the entries whose chain names it wait under it now; and the entries
  /// still waiting under `parent` end, its children being known without their branch.
  @usableFromInline
  func settleArrivals(_ arrived: [ID], under parent: Int) {
    for node in arrived {
      end(node)
      guard let dependents = unplaced.byLink.removeValue(forKey: node),
        let number = number(of: node)
      else { continue }
      for dependent in dependents {
        guard var entry = unplaced.entries[dependent],
          let link = entry.chain.firstIndex(of: node)
        else { continue }
        end(dependent)
        entry.chain.removeSubrange(link...)
        // Fresh, so not loaded: the entry waits under it, unless that is too deep (T6).
        (entry.anchor, entry.chain) =
          placement(under: number, entry.chain) ?? (TreeCore.unplaceable, [])
        index(dependent, entry)
      }
    }
    endEntries(anchoredAt: parent)
    dropStaleLinks()
  }

  /// Ends the entries a set of the user's or code's superseded in the change just made.
  @usableFromInline
  func endSupersededEntries() {
    if !core.reachedAnchors.isEmpty { settleReached() }
  }

  /// Ends the entries beneath every subtree a set of the user's or code's reached in the
  /// change just made (T8: superseded); returns them, which a save puts back if it fails.
  @discardableResult
  func settleReached() -> [(node: ID, entry: UnplacedEntry)] {
    let reached = core.takeReachedAnchors()
    guard !reached.isEmpty else { return [] }
    var ended: [(node: ID, entry: UnplacedEntry)] = []
    for anchor in Set(reached).sorted() { ended += endEntries(anchoredAt: anchor) }
    dropStaleLinks()
    return ended.sorted { $0.entry.rank < $1.entry.rank }
  }

  /// After a removal: the entries under a removed node end (it cannot load), and those a
  /// set reached.
  func settleRemoval() {
    for anchor in unplaced.byAnchor.keys.sorted() where anchor > 0 && !core.liveBits[anchor] {
      endEntries(anchoredAt: anchor)
    }
    settleReached()
    dropStaleLinks()
  }

  /// After a move under `parent`: its children are known now (T4), so the entries waiting
  /// under it end, as do those a set reached.
  func settleMove(under parent: Int) {
    endEntries(anchoredAt: parent)
    settleReached()
    dropStaleLinks()
  }

  /// A failed or withdrawn optimistic save puts its subtree back: the entries its activation
  /// superseded come back with it (T8, T10). Returns those whose node arrived since inside
  /// the subtree, for the pattern to give their value, and keeps the others again where
  /// they can still arrive.
  func reinstate(_ superseded: [(node: ID, entry: UnplacedEntry)], generation: Int, root: Int)
    -> [(node: Int, on: Bool)]
  {
    guard generation == unplaced.generation else { return [] }
    var arrived: [(node: Int, on: Bool)] = []
    for (node, entry) in superseded where unplaced.entries[node] == nil {
      if let number = number(of: node) {
        if core.isAncestor(root, of: number) { arrived.append((number, entry.isIncluded)) }
        continue
      }
      var again = entry
      if expectedParent == nil {
        // Forgotten since: it waits unplaced, as every entry then does.
        again.anchor = TreeCore.unplaceable
        again.chain = []
      } else if let held = entry.chain.firstIndex(where: { number(of: $0) != nil }) {
        again.anchor = number(of: entry.chain[held])!
        again.chain.removeSubrange(held...)
      } else if again.anchor != TreeCore.unplaceable, !core.liveBits[again.anchor] {
        continue  // removed since: it cannot load
      }
      guard let (anchor, links) = placement(under: again.anchor, again.chain) else { continue }
      (again.anchor, again.chain) = (anchor, links)
      index(node, again)
    }
    dropStaleLinks()
    return arrived
  }

  /// ``expectedParent`` changed: every entry is placed again by it, and those found gone end.
  func placeUnplacedAgain() {
    guard hasUnplaced else { return }
    let chains = expectedChains(for: unplaced.entries.keys.sorted { rank($0) < rank($1) })
    let kept = unplaced.entries.sorted { $0.value.rank < $1.value.rank }
    unplaced.entries = [:]
    unplaced.byAnchor = [:]
    unplaced.byLink = [:]
    core.watchedAnchors = []
    for (node, entry) in kept where number(of: node) == nil {
      guard let (anchor, links) = placement(of: chains[node]) else { continue }
      index(
        node,
        UnplacedEntry(isIncluded: entry.isIncluded, rank: entry.rank, chain: links, anchor: anchor))
    }
    dropStaleLinks()
  }

  private func rank(_ node: ID) -> Int { unplaced.entries[node]?.rank ?? .max }

  // MARK: Reading them back

  /// The selection with the kept entries in it, in the fewest form (T8): the entries hang
  /// below their anchors, each below the nearest entry its chain names, and are listed where
  /// their value differs from the one above them; those the tree cannot place follow, as
  /// restored.
  func selectionWithUnplaced() -> Selection {
    let kept = unplaced.entries.sorted { $0.value.rank < $1.value.rank }
    var hanging = TreeCore.Hanging()
    var position: [ID: Int] = [:]
    var loose: [(node: ID, entry: UnplacedEntry)] = []
    for (node, entry) in kept {
      guard entry.anchor != TreeCore.unplaceable else {
        loose.append((node, entry))
        continue
      }
      position[node] = hanging.entries.count
      hanging.entries.append((entry.isIncluded, []))
    }
    var order: [ID] = []
    for (node, entry) in kept where entry.anchor != TreeCore.unplaceable {
      order.append(node)
      let index = position[node]!
      // Below the nearest entry its chain names, when that entry waits under the same anchor
      // with the rest of the chain as its own; else right below the anchor.
      var above: Int?
      for (link, linkNode) in entry.chain.enumerated() {
        guard let other = unplaced.entries[linkNode] else { continue }
        if other.anchor == entry.anchor, other.chain[...] == entry.chain[(link + 1)...] {
          above = position[linkNode]
        }
        break
      }
      if let above {
        hanging.entries[above].below.append(index)
      } else {
        hanging.byAnchor[entry.anchor, default: []].append(index)
      }
    }
    let roots = core.selectionRoots(hanging: hanging)
    func names(_ listed: [Int]) -> [ID] {
      listed.compactMap { number in
        TreeCore.Hanging.entry(number).map { order[$0] } ?? ids[number]
      }
    }
    return Selection(
      included: names(roots.included) + loose.filter(\.entry.isIncluded).map(\.node),
      excluded: names(roots.excluded) + loose.filter { !$0.entry.isIncluded }.map(\.node))
  }
}
