extension ToggleTree {
  /// A tree's selection as the fewest subtree roots: "include these, exclude those" (T8),
  /// what a backup or sync app stores.
  ///
  /// A node is on when the nearest of it and its ancestors that is listed is in
  /// ``included``; a node with none listed is off.
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
  public var selection: Selection {
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
  /// the others go off. Returns what it left out: the listed identifiers the tree does not
  /// hold (nodes not loaded yet, or gone), then the included ones an exclusive section kept
  /// off; empty when the whole selection applied.
  @discardableResult
  public func restore(_ selection: Selection) -> [ID] {
    guard admitsChange else { return selection.included + selection.excluded }
    // Withdrawn before the nodes are looked up, as a store's restore does (L8): the observers
    // told of it may insert, move or remove nodes, and the selection applies to the tree
    // they leave (T6, B10).
    withdrawSaves { _ in true }
    var unknown: [ID] = []
    var listed: [(node: Int, on: Bool)] = []
    for (ids, on) in [(selection.included, true), (selection.excluded, false)] {
      for id in ids {
        if let node = number(of: id) { listed.append((node, on)) } else { unknown.append(id) }
      }
    }
    // The values before, in their shortest form: the restore clears the tree first, so its
    // record moves every value even when the pattern comes back as it was (T8: a restore
    // that changes nothing tells nothing). Only the mixed part of the tree is walked.
    let before = core.selectionRoots()
    var record = record(.programmatic)
    let keptOff = core.restore(listed, into: &record)
    let after = core.selectionRoots()
    if after.included != before.included || after.excluded != before.excluded {
      deliver(record)
    }
    return unknown + keptOff.compactMap { ids[$0] }
  }
}

extension ToggleTree.Selection: Codable where ID: Codable {}
