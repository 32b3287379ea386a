extension ToggleTree {
  /// A tree's selection as the fewest subtree roots: "include these, exclude those" (T8),
  /// what a backup or sync app stores.
  ///
  /// A node is on when the nearest of it and its ancestors that is listed is in
  /// ``included``; a node with none listed is off. Either list may name nodes the tree does
  /// not hold yet: entries of a restored selection waiting for their nodes (T8).
  public struct Selection: Sendable, Hashable {
    /// Roots of subtrees that are on, ancestors before descendants.
    public var included: [ID]
    /// Roots of subtrees inside included ones that are off, ancestors before descendants.
    public var excluded: [ID]

    /// Creates a selection.
    public init(included: [ID], excluded: [ID]) {
      self.included = included
      self.excluded = excluded
    }
  }

  /// The selection as the fewest subtree roots (T8): the sum of both lists is the least any
  /// "include, exclude" list can be for this tree; of lists as short, the one that includes
  /// higher nodes. Walks only the mixed part of the tree: a subtree all on or all off is
  /// one entry or none, whatever its size.
  ///
  /// While a restored selection has entries kept for nodes not loaded yet
  /// (``unplacedSelection``), it is the user's intent, not only a reading of the nodes
  /// loaded: the kept entries are in it, each in its place below the node it waits under
  /// (``expectedParent``), listed where its value differs from the one above it, so that
  /// restoring it again loses nothing; entries the tree cannot place follow, as restored.
  public var selection: Selection {
    guard !hasUnplaced else { return selectionWithUnplaced() }
    let roots = core.selectionRoots()
    return Selection(
      included: roots.included.compactMap { ids[$0] },
      excluded: roots.excluded.compactMap { ids[$0] })
  }

  /// Sets the tree from code to a stored selection (T8): every node off, then each listed
  /// subtree on or off, ancestors first; told as one change, or not at all when no value
  /// moved (its own selection, say). Disabled nodes and sections with a rule take it too:
  /// it puts back a pattern, as code may (G5). As code cannot, it leaves no exclusive
  /// section with two children on: the child holding the first included node listed stays,
  /// the others go off.
  ///
  /// Entries naming nodes the tree does not hold are kept, not dropped: each applies, as
  /// code's, in the load or insert that brings its node, as a value that node is loaded
  /// with (T4, T5), and ``selection`` lists them meanwhile. A kept entry ends when its node
  /// arrives, when a later restore replaces the kept entries, when
  /// ``discardUnplacedSelection()`` drops them, when ``setAll(_:)`` sets the whole tree,
  /// and, with ``expectedParent``, when the node it waits under has its children loaded
  /// without it or is removed (the node is gone), or when the user or code sets a subtree
  /// holding that node (superseded, T3 and T5 going around as they do). A node both
  /// included and excluded is excluded; a repeat is taken once.
  ///
  /// Returns what it left out, in the order listed: the identifiers found gone (with
  /// ``expectedParent``: the node they would be under has its children loaded without
  /// them), then the included ones an exclusive section kept off; empty when the whole
  /// selection applied or waits. An observer that has answered its share of changes (B10)
  /// changes nothing, and gets every identifier back.
  @discardableResult
  public func restore(_ selection: Selection) -> [ID] {
    guard admitsChange else { return selection.included + selection.excluded }
    let listed = [(selection.included, true), (selection.excluded, false)]
    // Where the nodes the tree does not hold belong, asked before the tree changes: the
    // app's code may call the tree, and the answers are read against the tree it leaves.
    let changes = expectedParentChanges
    var chains = expectedChains(for: selection.included + selection.excluded)
    // Withdrawn before the nodes are looked up, as a store's restore does (L8): the observers
    // told of it may insert, move or remove nodes, and the selection applies to the tree
    // they leave (T6, B10).
    withdrawSaves { _ in true }
    // A function an observer set meanwhile is asked again, and so is it about the nodes an
    // observer removed meanwhile, listed or ending a chain; those it added are placed.
    if expectedParentChanges != changes { chains = [:] }
    for (node, chain) in chains {
      if case .held(let end) = chain.end, number(of: end) == nil { chains[node] = nil }
    }
    let unasked = listed.flatMap(\.0).filter { chains[$0] == nil && number(of: $0) == nil }
    if !unasked.isEmpty {
      chains.merge(expectedChains(for: unasked)) { first, _ in first }
    }
    // T8: a restore replaces every entry kept from the one before.
    resetUnplaced()
    var placed: [(node: Int, on: Bool)] = []
    var waiting: [(node: ID, on: Bool)] = []
    for (ids, on) in listed {
      for id in ids {
        if let node = number(of: id) { placed.append((node, on)) } else { waiting.append((id, on)) }
      }
    }
    // The values before, in their shortest form: the restore clears the tree first, so its
    // record moves every value even when the pattern comes back as it was (T8: a restore
    // that changes nothing tells nothing). Only the mixed part of the tree is walked.
    let before = core.selectionRoots()
    var record = record(.programmatic)
    let keptOff = core.restore(placed, into: &record)
    let after = core.selectionRoots()
    var gone: [ID] = []
    for (id, on) in waiting where !keepUnplaced(id, included: on, chain: chains[id]) {
      gone.append(id)
    }
    dropStaleLinks()
    if after.included != before.included || after.excluded != before.excluded {
      deliver(record)
    }
    return gone + keptOff.compactMap { ids[$0] }
  }
}

extension ToggleTree.Selection: Codable where ID: Codable {}
