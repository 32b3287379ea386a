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
  /// higher nodes. Walks only the mixed part of the tree:
  /// a subtree all on or all off is one entry or none, whatever its size.
  public var selection: Selection {
    // A mark on the hidden top node (a set of the whole tree) gives every node its value;
    // below it, only mixed nodes are walked, and a mixed node is never marked.
    let shown: ToggleValue? = taggedBits[0] ? stored(0) : nil
    var costs: [Int: (included: Int, excluded: Int)] = [:]
    for child in childNumbers(of: 0) { _ = cost(child, shown: shown, costs: &costs) }
    var result = Selection(included: [], excluded: [])
    for child in childNumbers(of: 0) {
      emit(child, shown: shown, inherited: false, costs: costs, into: &result)
    }
    return result
  }

  /// How many entries `node`'s subtree needs when it inherits "included" and "excluded".
  private func cost(
    _ node: Int, shown: ToggleValue?, costs: inout [Int: (included: Int, excluded: Int)]
  ) -> (included: Int, excluded: Int) {
    switch shown ?? stored(node) {
    case .on: return (0, 1)
    case .off: return (1, 0)
    case .mixed:
      var sumIncluded = 0
      var sumExcluded = 0
      for child in childNumbers(of: node) {
        let childCost = cost(child, shown: nil, costs: &costs)
        sumIncluded += childCost.included
        sumExcluded += childCost.excluded
      }
      costs[node] = (sumIncluded, sumExcluded)
      return (min(sumIncluded, 1 + sumExcluded), min(sumExcluded, 1 + sumIncluded))
    }
  }

  private func emit(
    _ node: Int, shown: ToggleValue?, inherited: Bool,
    costs: [Int: (included: Int, excluded: Int)], into result: inout Selection
  ) {
    guard let id = ids[node] else { return }
    let value = shown ?? stored(node)
    guard value == .mixed, let sums = costs[node] else {
      if (value == .on) != inherited {
        if value == .on { result.included.append(id) } else { result.excluded.append(id) }
      }
      return
    }
    let stay = inherited ? sums.included : sums.excluded
    let flip = 1 + (inherited ? sums.excluded : sums.included)
    var state = inherited
    // On a tie the higher node is listed as included: a folder included minus a file
    // also covers the files added to it later, which is what a backup app means.
    if flip < stay || (flip == stay && !inherited) {
      state = !inherited
      if state { result.included.append(id) } else { result.excluded.append(id) }
    }
    for child in childNumbers(of: node) {
      emit(child, shown: nil, inherited: state, costs: costs, into: &result)
    }
  }

  /// Sets the tree from code to a stored selection (T8): every node off, then each listed
  /// subtree on or off, ancestors first; told as one change. Disabled nodes and sections
  /// with a rule take it too: it puts back a pattern, as code may (G5). Returns the listed identifiers the tree does not hold (nodes not
  /// loaded yet, or gone), which are left out; empty when the whole selection applied.
  @discardableResult
  public func restore(_ selection: Selection) -> [ID] {
    guard admitsChange else { return selection.included + selection.excluded }
    var unknown: [ID] = []
    var listed: [(node: Int, depth: Int, on: Bool)] = []
    for (ids, on) in [(selection.included, true), (selection.excluded, false)] {
      for id in ids {
        if let node = number(of: id) {
          listed.append((node, depth(at: node), on))
        } else {
          unknown.append(id)
        }
      }
    }
    listed.sort { $0.depth < $1.depth }
    var batch = batch(.programmatic)
    _ = setSubtree(0, to: .off, by: .restore, into: &batch)
    for entry in listed {
      materialize(entry.node)
      let (old, new) = setSubtree(
        entry.node, to: entry.on ? .on : .off, by: .restore, into: &batch)
      propagate(from: entry.node, old, new, into: &batch)
    }
    deliver(batch)
    return unknown
  }
}

extension ToggleTree.Selection: Codable where ID: Codable {}
