extension TreeCore {
  /// The selection as the fewest subtree roots, by node number (T8): walks only the mixed
  /// part of the tree, since a subtree all on or all off is one entry or none.
  func selectionRoots() -> (included: [Int], excluded: [Int]) {
    selectionRoots(under: 0)
  }

  /// The pattern of `top`'s subtree as the fewest roots, read as under an excluded
  /// ancestor: what ``restoreSubtree(_:_:into:)`` puts back exactly (a save's snapshot).
  /// Walks only the mixed part of the subtree.
  func selectionRoots(under top: Int) -> (included: [Int], excluded: [Int]) {
    // A mark above or on `top` gives every node below its value; below it, only mixed nodes
    // are walked, and a mixed node is never marked.
    var shown: ToggleValue? = nil
    var ancestor = top
    while ancestor >= 0 {
      if flags[.marked, ancestor] { shown = stored(ancestor) }
      ancestor = Int(links[ancestor].parent)
    }
    // The hidden top node has no identifier: its children are the roots to list.
    let starts = top == 0 ? childNumbers(of: 0) : [top]
    var costs: [Int: (included: Int, excluded: Int)] = [:]
    for start in starts { _ = cost(start, shown: shown, costs: &costs, hanging: Hanging()) }
    var included: [Int] = []
    var excluded: [Int] = []
    for start in starts {
      emit(
        start, shown: shown, inherited: false, costs: costs, hanging: Hanging(),
        included: &included, excluded: &excluded)
    }
    return (included, excluded)
  }

  /// Puts `top`'s subtree back to a pattern ``selectionRoots(under:)`` read: every node
  /// off, then each listed subtree on or off, ancestors first, as a restore (disabled
  /// nodes and sections included); nodes listed that left the subtree are passed over.
  /// `arrived` are nodes loaded since whose restored entries the change being undone had
  /// ended (T8): they take their entry's value, after the pattern.
  mutating func restoreSubtree(
    _ top: Int, _ listed: (included: [Int], excluded: [Int]),
    arrived: [(node: Int, on: Bool)] = [], into record: inout TreeRecord
  ) {
    // The pattern was read from the tree, whose sections held one on each: put back as it
    // was, with no section clearing siblings midway. Children loaded lazily since take the
    // value before of the node above them, and an exclusive one keeps its first (T4, T5).
    clearsExclusiveSiblings = false
    defer {
      clearsExclusiveSiblings = true
      _ = keepOneInExclusiveSections(preferring: [], into: &record)
    }
    materialize(top)
    let (old, new) = setSubtree(top, to: .off, by: .restore, into: &record)
    propagate(from: top, old, new, into: &record)
    let entries =
      listed.included.map { (node: $0, on: true) } + listed.excluded.map { (node: $0, on: false) }
      + arrived
    let ordered = entries.filter { liveBits[$0.node] && isAncestor(top, of: $0.node) }
      .map { (entry: $0, depth: depth(at: $0.node)) }
      .sorted { $0.depth < $1.depth }
    for (entry, _) in ordered {
      materialize(entry.node)
      let (old, new) = setSubtree(
        entry.node, to: entry.on ? .on : .off, by: .restore, into: &record)
      propagate(from: entry.node, old, new, into: &record)
    }
  }

  /// How many entries `node`'s subtree needs when it inherits "included" and "excluded";
  /// `hanging` holds restored entries not placed yet, below their anchors (T8).
  func cost(
    _ node: Int, shown: ToggleValue?, costs: inout [Int: (included: Int, excluded: Int)],
    hanging: Hanging
  ) -> (included: Int, excluded: Int) {
    if isOnPath(node, hanging) {
      return costOnPath(node, shown: shown, costs: &costs, hanging: hanging)
    }
    switch shown ?? stored(node) {
    case .on: return (0, 1)
    case .off: return (1, 0)
    case .mixed:
      return childrenCost(of: node, shown: nil, costs: &costs, hanging: hanging)
    }
  }

  /// The listings `node`'s children need, summed and kept in `costs` for the walk that lists
  /// them, and what listing `node` itself included or excluded costs: one more than the other
  /// side's sum (T8: the fewest roots).
  func childrenCost(
    of node: Int, shown: ToggleValue?, costs: inout [Int: (included: Int, excluded: Int)],
    hanging: Hanging
  ) -> (included: Int, excluded: Int) {
    var sumIncluded = 0
    var sumExcluded = 0
    for child in childNumbers(of: node) {
      let childCost = cost(child, shown: shown, costs: &costs, hanging: hanging)
      sumIncluded += childCost.included
      sumExcluded += childCost.excluded
    }
    costs[node] = (sumIncluded, sumExcluded)
    return (min(sumIncluded, 1 + sumExcluded), min(sumExcluded, 1 + sumIncluded))
  }

  func emit(
    _ node: Int, shown: ToggleValue?, inherited: Bool,
    costs: [Int: (included: Int, excluded: Int)], hanging: Hanging, included: inout [Int],
    excluded: inout [Int]
  ) {
    if isOnPath(node, hanging) {
      emitOnPath(
        node, shown: shown, inherited: inherited, costs: costs, hanging: hanging,
        included: &included, excluded: &excluded)
      return
    }
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
        child, shown: nil, inherited: state, costs: costs, hanging: hanging,
        included: &included, excluded: &excluded)
    }
  }

  /// Every node off, then each listed subtree on or off, ancestors first (T8); then no
  /// exclusive section keeps more than one child on or mixed (G5). Returns the included
  /// nodes that section rule left off.
  mutating func restore(
    _ listed: [(node: Int, on: Bool)], into record: inout TreeRecord
  ) -> [Int] {
    clearsExclusiveSiblings = false
    applyRestore(listed, into: &record)
    clearsExclusiveSiblings = true
    return keepOneInExclusiveSections(
      preferring: listed.filter(\.on).map(\.node), into: &record)
  }

  /// G5 after a restore: code cannot leave two children on in an exclusive section, so a
  /// section the pattern left with several on keeps the one holding the first included
  /// node listed (else its first child on), and the others go off, as the store's restore
  /// keeps the first item listed (L8). Returns the included nodes turned off, in the order
  /// listed. Walks the tree's exclusive sections, ancestors first, not its nodes.
  private mutating func keepOneInExclusiveSections(
    preferring included: [Int], into record: inout TreeRecord
  ) -> [Int] {
    let sections = rules.compactMap { node, rule -> (node: Int, depth: Int)? in
      guard case .exclusive = rule.mode, liveBits[Int(node)] else { return nil }
      return (Int(node), depth(at: Int(node)))
    }.sorted { ($0.depth, $0.node) < ($1.depth, $1.node) }
    var turnedOff: [Int] = []
    for (section, _) in sections {
      // Puts back or restores a pattern: no set of the user's or code's supersedes (T8).
      turnedOff += keepOneOn(
        in: section, preferring: included, supersedes: false, into: &record)
    }
    guard !turnedOff.isEmpty else { return [] }
    return included.filter { node in turnedOff.contains { isAncestor($0, of: node) } }
  }

  /// Turns off, from code, every child of an exclusive `section` that is on but one (G5,
  /// T5): the one holding the first of `preferred` that any holds, else the first on.
  /// With `supersedes`, each child turned off is code's set, which ends the unplaced entries
  /// beneath it (T8). Returns the children turned off.
  mutating func keepOneOn(
    in section: Int, preferring preferred: [Int] = [], supersedes: Bool = true,
    into record: inout TreeRecord
  ) -> [Int] {
    let on = childNumbers(of: section).filter { value(at: $0) == .on }
    guard on.count > 1 else { return [] }
    var kept = on[0]
    for node in preferred {
      if let child = on.first(where: { isAncestor($0, of: node) }) {
        kept = child
        break
      }
    }
    let others = on.filter { $0 != kept }
    for child in others {
      materialize(child)
      let (old, new) =
        supersedes
        ? setSubtreeNoting(child, to: .off, by: .restore, into: &record)
        : setSubtree(child, to: .off, by: .restore, into: &record)
      propagate(from: child, old, new, into: &record)
    }
    return others
  }

  /// Every node off, then each listed subtree on or off, ancestors first.
  private mutating func applyRestore(
    _ listed: [(node: Int, on: Bool)], into record: inout TreeRecord
  ) {
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
