import ToggleKit

/// T8 in the reference model, from the contract's words: a restore keeps the entries naming
/// nodes the tree does not hold; each waits under the nearest node above it the tree holds,
/// by the app's `expectedParent`, and applies as the value its node arrives with; it ends
/// when its node arrives, when the node it waits under has its children loaded or is
/// removed (gone), when a set of the user's or code's that moves a value reaches that node
/// (superseded; unplaced ones by a set of the whole tree), at the next restore and at a
/// discard.
extension TreeModel {
  /// The identifiers a node's chain of expected parents names before it reaches a node the
  /// tree holds or the top, and where it ends: a held node, the top, or nowhere (a loop, or
  /// deeper than the tree allows).
  func expectedChain(of node: Int) -> (links: [Int], end: Int?, lost: Bool)? {
    guard let expectedParent else { return nil }
    var links: [Int] = []
    var walk = node
    var seen: Set<Int> = [node]
    while links.count < ToggleTree<Int>.maximumDepth {
      guard let up = expectedParent(walk) else { return (links, Self.top, false) }
      if parent[up] != nil { return (links, up, false) }
      guard seen.insert(up).inserted else { break }
      links.append(up)
      walk = up
    }
    return (links, nil, true)
  }

  /// Where an entry for `node` waits now: nil when gone (the node it would wait under has
  /// its children loaded).
  func placement(of node: Int) -> (anchor: Int?, chain: [Int])? {
    guard let chain = expectedChain(of: node) else { return (nil, []) }
    guard let anchor = chain.end else { return (nil, chain.links) }
    return placement(under: anchor, chain.links)
  }

  func placement(under anchor: Int, _ links: [Int]) -> (anchor: Int?, chain: [Int])? {
    if loaded.contains(anchor) { return nil }
    if depth(anchor) + links.count + 1 > ToggleTree<Int>.maximumDepth { return (nil, []) }
    return (anchor, links)
  }

  /// T8: `restore`: every save withdrawn, every node off, the listed nodes the tree holds
  /// set ancestors first (included before excluded, so one both is off), each exclusive
  /// section keeping the child holding the first included node listed; the others kept.
  /// Returns what it left out: the gone, then the included ones a section kept off.
  mutating func restore(included: [Int], excluded: [Int]) -> [Int] {
    // L8, T10: every pending save is withdrawn first (B20).
    withdraw(saves)
    let before = allValues
    kept = [:]
    nextRank = 0
    generation += 1
    let listed = included.map { ($0, true) } + excluded.map { ($0, false) }
    let held = listed.filter { parent[$0.0] != nil }
    // T8, T7: told as its steps in one change: every node off, then each listed node,
    // ancestors first, then the children a section keeps off.
    step(Self.top, .off, .restore)
    for (node, on) in held.enumerated().sorted(by: {
      (depth($0.element.0), $0.offset) < (depth($1.element.0), $1.offset)
    }).map(\.element) {
      step(node, on ? .on : .off, .restore)
    }
    let preferred = held.filter(\.1).map(\.0)
    var turnedOff: [Int] = []
    for (section, mode) in rules.sorted(by: { (depth($0.key), $0.key) < (depth($1.key), $1.key) }) {
      guard case .exclusive = mode else { continue }
      let on = (children[section] ?? []).filter { value($0) == .on }
      guard on.count > 1 else { continue }
      var stays = on[0]
      for node in preferred {
        if let child = on.first(where: { isAncestor($0, of: node) }) {
          stays = child
          break
        }
      }
      for child in on where child != stays {
        step(child, .off, .restore)
        turnedOff.append(child)
      }
    }
    let keptOff = preferred.filter { node in turnedOff.contains { isAncestor($0, of: node) } }
    var gone: [Int] = []
    for (node, on) in listed where parent[node] == nil {
      if kept[node] != nil {
        kept[node]!.on = on
        continue
      }
      guard let (anchor, chain) = placement(of: node) else {
        gone.append(node)
        continue
      }
      kept[node] = Kept(on: on, rank: nextRank, chain: chain, anchor: anchor)
      nextRank += 1
    }
    // T8: code's one change, none when no value moved.
    if allValues != before {
      finish(.programmatic)
    } else {
      finish(.programmatic, always: false, shape: nil, discard: true)
    }
    return gone + keptOff
  }

  mutating func discard() {
    kept = [:]
    generation += 1
  }

  /// `expectedParent` set: every entry placed again, those found gone ended.
  mutating func setExpectedParent(_ function: ((Int) -> Int?)?) {
    expectedParent = function
    for (node, entry) in kept {
      guard let (anchor, chain) = placement(of: node) else {
        kept[node] = nil
        continue
      }
      kept[node] = Kept(on: entry.on, rank: entry.rank, chain: chain, anchor: anchor)
    }
  }

  /// The value a new child takes: the app's, else its kept entry's, else its parent's.
  func arrivingValue(_ node: Int, given: ToggleValue?) -> ToggleValue? {
    given ?? kept[node].map { $0.on ? .on : .off }
  }

  /// After nodes arrived under `parent`: their entries end, entries whose chain names one
  /// of them wait under it now, and those still waiting under `parent` end (its children
  /// are known).
  mutating func settleArrivals(_ arrived: [Int], under parent: Int) {
    for node in arrived {
      kept[node] = nil
      for (other, entry) in kept {
        guard let link = entry.chain.firstIndex(of: node) else { continue }
        var moved = entry
        (moved.anchor, moved.chain) =
          placement(under: node, Array(entry.chain[..<link])) ?? (nil, [])
        kept[other] = moved
      }
    }
    endKept { $0 == parent }
  }

  mutating func endKept(where waitsUnder: (Int) -> Bool) {
    kept = kept.filter { !($0.value.anchor.map(waitsUnder) ?? false) }
  }

  /// Whether a set of `root` toward `target` goes around `node` (T3, T5), as `setSubtree`
  /// decides it on the values before.
  func goesAround(_ node: Int, _ target: ToggleValue, _ setter: Setter) -> Bool {
    if setter == .user, disabled.contains(node) { return true }
    let kids = children[node] ?? []
    guard !kids.isEmpty, let mode = rules[node] else { return false }
    switch setter {
    case .restore: return false
    case .code:
      if target == .on, case .exclusive = mode, kids.count > 1 { return true }
      return false
    case .user:
      let onNow = kids.filter { value($0) == .on }.count
      let enabled = kids.filter { !disabled.contains($0) }
      let after =
        target == .on
        ? onNow + enabled.filter { value($0) != .on }.count
        : onNow - enabled.filter { value($0) == .on }.count
      return !Self.allowed(from: onNow, to: after, mode)
    }
  }

  /// Whether a set of `root`'s subtree reaches `anchor` (nil: an unplaced entry, reached by
  /// a set of the whole tree only).
  func reaches(_ root: Int, _ anchor: Int?, _ target: ToggleValue, _ setter: Setter) -> Bool {
    guard let anchor else { return root == Self.top }
    guard isAncestor(root, of: anchor) else { return false }
    var walk = anchor
    while true {
      if goesAround(walk, target, setter) { return false }
      if walk == root { return true }
      walk = parent[walk]!
    }
  }

  /// A set of the user's or code's: when it moves a value, it supersedes the kept entries
  /// waiting beneath the subtree it reaches (T8).
  mutating func setNoting(_ node: Int, _ target: ToggleValue, _ setter: Setter) {
    let reached = kept.filter { reaches(node, $0.value.anchor, target, setter) }.map(\.key)
    let before = allValues
    setSubtree(node, target, setter)
    if allValues != before { for node in reached { kept[node] = nil } }
  }

  /// T10: a failed or withdrawn optimistic save puts back the entries its activation
  /// superseded: to the nodes that arrived since inside its subtree (returned, for the
  /// pattern to give), and kept again where they can still arrive.
  mutating func reinstate(_ save: Save) -> [(Int, Bool)] {
    guard save.generation == generation else { return [] }
    var arrived: [(Int, Bool)] = []
    for (node, entry) in save.superseded.sorted(by: { $0.value.rank < $1.value.rank })
    where kept[node] == nil {
      if parent[node] != nil {
        if isAncestor(save.root, of: node) { arrived.append((node, entry.on)) }
        continue
      }
      var again = entry
      if expectedParent == nil {
        again.anchor = nil
        again.chain = []
      } else if let link = entry.chain.firstIndex(where: { parent[$0] != nil }) {
        again.anchor = entry.chain[link]
        again.chain = Array(entry.chain[..<link])
      } else if let anchor = entry.anchor, anchor != Self.top, parent[anchor] == nil {
        continue
      }
      if let anchor = again.anchor {
        guard let (placed, chain) = placement(under: anchor, again.chain) else { continue }
        (again.anchor, again.chain) = (placed, chain)
      }
      kept[node] = again
    }
    return arrived
  }

  // MARK: Reading the selection back (T8)

  /// The kept entries hung below their anchors: each below the nearest entry its chain names
  /// when that waits under the same node with the rest of the chain as its own.
  func hung() -> (byAnchor: [Int: [Int]], below: [Int: [Int]]) {
    var byAnchor: [Int: [Int]] = [:]
    var below: [Int: [Int]] = [:]
    for (node, entry) in kept {
      guard let anchor = entry.anchor else { continue }
      var above: Int?
      for (index, link) in entry.chain.enumerated() {
        guard let other = kept[link] else { continue }
        if other.anchor == anchor, other.chain == Array(entry.chain[(index + 1)...]) {
          above = link
        }
        break
      }
      if let above {
        below[above, default: []].append(node)
      } else {
        byAnchor[anchor, default: []].append(node)
      }
    }
    return (byAnchor, below)
  }

  /// T8: the fewest entries an "include, exclude" list of this tree with its kept entries
  /// can have: a node above a waiting entry may be listed either way; the node it waits
  /// under keeps its value for its children not loaded; an entry is listed where its value
  /// differs from the one above it; an unplaced entry is listed as restored.
  func fewestEntriesWithKept() -> Int {
    let (byAnchor, below) = hung()
    var onPath: Set<Int> = []
    for anchor in byAnchor.keys {
      var walk = anchor
      while walk != Self.top, onPath.insert(walk).inserted { walk = parent[walk]! }
    }
    func hungCost(_ node: Int, _ inherited: Bool) -> Int {
      let on = kept[node]!.on
      return (on == inherited ? 0 : 1) + (below[node] ?? []).reduce(0) { $0 + hungCost($1, on) }
    }
    func cost(_ node: Int, _ inherited: Bool) -> Int {
      let value = value(node)
      if let entries = byAnchor[node] {
        return ((value == .on) == inherited ? 0 : 1)
          + entries.reduce(0) { $0 + hungCost($1, value == .on) }
      }
      guard value == .mixed || onPath.contains(node) else {
        return (value == .on) == inherited ? 0 : 1
      }
      let kids = children[node]!
      let stay = kids.reduce(0) { $0 + cost($1, inherited) }
      let flip = 1 + kids.reduce(0) { $0 + cost($1, !inherited) }
      return min(stay, flip)
    }
    let loose = kept.values.filter { $0.anchor == nil }.count
    return children[Self.top]!.reduce(0) { $0 + cost($1, false) }
      + (byAnchor[Self.top] ?? []).reduce(0) { $0 + hungCost($1, false) } + loose
  }

  /// T8: the entries a round trip keeps: those listed, which are those whose value differs
  /// from the one above them, and every unplaced one.
  func keptListed() -> Set<Int> {
    let (byAnchor, below) = hung()
    var listed: Set<Int> = Set(kept.filter { $0.value.anchor == nil }.keys)
    func visit(_ node: Int, _ inherited: Bool) {
      let on = kept[node]!.on
      if on != inherited { listed.insert(node) }
      for deeper in below[node] ?? [] { visit(deeper, on) }
    }
    for (anchor, entries) in byAnchor {
      let inherited = anchor == Self.top ? false : value(anchor) == .on
      for node in entries { visit(node, inherited) }
    }
    return listed
  }
}
