extension TreeCore {
  /// The selection as the fewest subtree roots, by node number (T8): walks only the mixed
  /// part of the tree, since a subtree all on or all off is one entry or none.
  func selectionRoots() -> (included: [Int], excluded: [Int]) {
    // A mark on the hidden top node (a set of the whole tree) gives every node its value;
    // below it, only mixed nodes are walked, and a mixed node is never marked.
    let shown: ToggleValue? = flags[.marked, 0] ? stored(0) : nil
    var costs: [Int: (included: Int, excluded: Int)] = [:]
    for child in childNumbers(of: 0) { _ = cost(child, shown: shown, costs: &costs) }
    var included: [Int] = []
    var excluded: [Int] = []
    for child in childNumbers(of: 0) {
      emit(
        child, shown: shown, inherited: false, costs: costs, included: &included,
        excluded: &excluded)
    }
    return (included, excluded)
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
    costs: [Int: (included: Int, excluded: Int)], included: inout [Int], excluded: inout [Int]
  ) {
    let value = shown ?? stored(node)
    guard value == .mixed, let sums = costs[node] else {
      if (value == .on) != inherited {
        if value == .on { included.append(node) } else { excluded.append(node) }
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
      if state { included.append(node) } else { excluded.append(node) }
    }
    for child in childNumbers(of: node) {
      emit(
        child, shown: nil, inherited: state, costs: costs, included: &included,
        excluded: &excluded)
    }
  }

  /// Every node off, then each listed subtree on or off, ancestors first (T8).
  mutating func restore(_ listed: [(node: Int, on: Bool)], into record: inout TreeRecord) {
    let ordered = listed.map { (entry: $0, depth: depth(at: $0.node)) }.sorted {
      $0.depth < $1.depth
    }
    _ = setSubtree(0, to: .off, by: .restore, into: &record)
    for (entry, _) in ordered {
      materialize(entry.node)
      let (old, new) = setSubtree(
        entry.node, to: entry.on ? .on : .off, by: .restore, into: &record)
      propagate(from: entry.node, old, new, into: &record)
    }
  }
}
