extension TreeCore {
  // MARK: Unplaced entries of a restored selection (T8)

  /// Sets a subtree as ``setSubtree(_:to:by:into:)`` does, and notes the anchors of unplaced
  /// entries the set reaches (T8): a set of the user's or code's supersedes the entries
  /// beneath the subtree it sets. A set that moves no value supersedes nothing, as code
  /// setting the value shown changes nothing (B20).
  mutating func setSubtreeNoting(
    _ node: Int, to value: ToggleValue, by setter: Setter, into record: inout TreeRecord
  ) -> (ToggleValue, ToggleValue) {
    guard !watchedAnchors.isEmpty else {
      return setSubtree(node, to: value, by: setter, into: &record)
    }
    // Judged on the values before the set: a section's rule is asked before it is filled.
    let reached = watchedAnchors.filter { reaches(node, $0, toward: value, by: setter) }
    let changesBefore = record.changeCount
    let result = setSubtree(node, to: value, by: setter, into: &record)
    if record.changeCount != changesBefore { reachedAnchors.append(contentsOf: reached) }
    return result
  }

  /// Whether a set of `root`'s subtree toward `value` reaches `anchor`: the anchor is the
  /// root or below it, and the set goes around no node on the way down (a disabled node for
  /// the user, T3; a section whose rule forbids the value, T5, G5). Entries the tree cannot
  /// place are reached only by a set of the whole tree. No node above `root` is marked.
  func reaches(_ root: Int, _ anchor: Int, toward value: ToggleValue, by setter: Setter) -> Bool {
    if anchor == Self.unplaceable { return root == 0 }
    var path: [Int] = []
    var walk = anchor
    while walk != root {
      guard walk > 0 else { return false }
      path.append(walk)
      walk = Int(links[walk].parent)
    }
    path.append(root)
    var shown: ToggleValue? = nil
    for node in path.reversed() {
      if setter == .user, flags[.disabled, node] { return false }
      if !allowsOwnRule(node, toward: value, setter, under: shown) { return false }
      if shown == nil, flags[.marked, node] { shown = stored(node) }
    }
    return true
  }

  /// The anchors a set reached, taken once.
  mutating func takeReachedAnchors() -> [Int] {
    defer { reachedAnchors = [] }
    return reachedAnchors
  }

  // MARK: Reading them back (T8)

  /// Restored entries hung below their anchors, for ``selectionRoots(hanging:)``: each entry
  /// gives its value to its node and to every node below it that no deeper entry names.
  struct Hanging: Sendable {
    /// Per anchor (0: the top), its entries' indices in ``entries``, in the order to list them.
    var byAnchor: [Int: [Int]] = [:]
    /// Each entry's value and the entries right below it, in the order to list them.
    var entries: [(on: Bool, below: [Int])] = []
    /// The anchors and every node above them: walked whatever their value, as mixed ones are.
    fileprivate var onPath: Set<Int> = []

    var isEmpty: Bool { byAnchor.isEmpty }

    /// The number ``selectionRoots(hanging:)`` lists entry `index` as.
    static func listed(_ index: Int) -> Int { -1 - index }
    /// The entry a listed number names, nil for a node.
    static func entry(_ listed: Int) -> Int? { listed < 0 ? -1 - listed : nil }
  }

  /// The selection as the fewest roots (T8) of the tree with `hanging`'s entries in it: an
  /// anchor's children are not loaded, so it keeps its value and each entry below it is
  /// listed where its value differs from the one above it, while the nodes above an anchor
  /// may be listed either way, as a mixed node's are. Entries are listed as
  /// ``Hanging/listed(_:)`` numbers. Walks the mixed part and the paths to the anchors.
  func selectionRoots(hanging: Hanging) -> (included: [Int], excluded: [Int]) {
    guard !hanging.isEmpty else { return selectionRoots() }
    var hanging = hanging
    for anchor in hanging.byAnchor.keys {
      var walk = anchor
      while walk >= 0, hanging.onPath.insert(walk).inserted { walk = Int(links[walk].parent) }
    }
    let starts = childNumbers(of: 0)
    // A whole-tree set marks the hidden top node: every node below takes its value (T2).
    let shown: ToggleValue? = flags[.marked, 0] ? stored(0) : nil
    var costs: [Int: (included: Int, excluded: Int)] = [:]
    for start in starts {
      _ = cost(start, shown: shown, costs: &costs, hanging: hanging)
    }
    var included: [Int] = []
    var excluded: [Int] = []
    for start in starts {
      emit(
        start, shown: shown, inherited: false, costs: costs, hanging: hanging,
        included: &included, excluded: &excluded)
    }
    // Entries under the top before anything was loaded there: nothing above includes them.
    for entry in hanging.byAnchor[0] ?? [] {
      emitHung(entry, inherited: false, hanging, included: &included, excluded: &excluded)
    }
    return (included, excluded)
  }

  /// How many entries a node on the path to an anchor needs with "included" and "excluded"
  /// inherited; with the sums over its children kept in `costs`, for a node above an anchor.
  func costOnPath(
    _ node: Int, shown: ToggleValue?, costs: inout [Int: (included: Int, excluded: Int)],
    hanging: Hanging
  ) -> (included: Int, excluded: Int) {
    let value = shown ?? stored(node)
    if let hung = hanging.byAnchor[node] {
      // Its children are not loaded: its own value stands for them, bar its entries.
      let below = hung.reduce(0) { $0 + hungCost($1, inherited: value == .on, hanging) }
      return (value == .on ? below : below + 1, value == .on ? below + 1 : below)
    }
    let childShown = shown ?? (flags[.marked, node] ? stored(node) : nil)
    return childrenCost(of: node, shown: childShown, costs: &costs, hanging: hanging)
  }

  /// How many of an entry's and its deeper entries' listings are needed under `inherited`.
  private func hungCost(_ entry: Int, inherited: Bool, _ hanging: Hanging) -> Int {
    let (on, below) = hanging.entries[entry]
    return (on == inherited ? 0 : 1) + below.reduce(0) { $0 + hungCost($1, inherited: on, hanging) }
  }

  /// Lists a node on the path to an anchor, as ``costOnPath(_:shown:costs:hanging:)`` counted.
  func emitOnPath(
    _ node: Int, shown: ToggleValue?, inherited: Bool,
    costs: [Int: (included: Int, excluded: Int)], hanging: Hanging, included: inout [Int],
    excluded: inout [Int]
  ) {
    let value = shown ?? stored(node)
    if let hung = hanging.byAnchor[node] {
      if (value == .on) != inherited {
        if value == .on { included.append(node) } else { excluded.append(node) }
      }
      for entry in hung {
        emitHung(
          entry, inherited: value == .on, hanging, included: &included, excluded: &excluded)
      }
      return
    }
    guard let sums = costs[node] else { return }
    let stay = inherited ? sums.included : sums.excluded
    let flip = 1 + (inherited ? sums.excluded : sums.included)
    var state = inherited
    // On a tie the higher node is listed as included, as for a mixed node.
    if flip < stay || (flip == stay && !inherited) {
      state = !inherited
      if state { included.append(node) } else { excluded.append(node) }
    }
    let childShown = shown ?? (flags[.marked, node] ? stored(node) : nil)
    for child in childNumbers(of: node) {
      emit(
        child, shown: childShown, inherited: state, costs: costs, hanging: hanging,
        included: &included, excluded: &excluded)
    }
  }

  private func emitHung(
    _ entry: Int, inherited: Bool, _ hanging: Hanging, included: inout [Int],
    excluded: inout [Int]
  ) {
    let (on, below) = hanging.entries[entry]
    if on != inherited {
      if on {
        included.append(Hanging.listed(entry))
      } else {
        excluded.append(Hanging.listed(entry))
      }
    }
    for deeper in below {
      emitHung(deeper, inherited: on, hanging, included: &included, excluded: &excluded)
    }
  }

  /// Whether `node` is on the path to an anchor of `hanging`.
  func isOnPath(_ node: Int, _ hanging: Hanging) -> Bool {
    !hanging.onPath.isEmpty && hanging.onPath.contains(node)
  }
}
