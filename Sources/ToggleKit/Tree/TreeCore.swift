/// The state and rules of a tree of toggles by node number (T1-T9): what `ToggleTree` keeps
/// apart from the app's identifiers and its observers.
///
/// Not generic, and a value type held once by its tree: the compiler specializes all of it,
/// and the tree's one access to it per call is the only exclusivity check a call makes.
/// Node 0 is the hidden node above the top-level ones.
@usableFromInline
struct TreeCore: Sendable {
  /// One parent's children: a run of consecutive node numbers (children loaded together),
  /// or a list once inserts, removals and moves have broken the run.
  struct ChildList: Sendable {
    var first: Int32
    var count: Int32
    var list: [Int32]?

    var isRun: Bool { list == nil }

    func child(at index: Int) -> Int {
      list.map { Int($0[index]) } ?? Int(first) + index
    }
  }

  /// One node's links: its parent, and its number among parents (-1 until it has children).
  /// Kept together because a walk up the tree reads both at every level: one cache line per
  /// ancestor rather than two.
  struct NodeLink: Sendable {
    var parent: Int32
    var number: Int32 = -1
  }

  // Links (reported apart): each node's parent and number among parents, each parent's
  // children.
  var links = [NodeLink(parent: -1)]
  var childLists: [ChildList] = []
  // Values and derived state: six bits per node (value, mark, state), two counts per parent.
  var flags = NodeFlags()
  var liveBits = PackedBits(repeating: true, count: 1)
  var counts = ChildCounts()
  var rules: [Int32: SelectionRule] = [:]
  /// Whether a child of an exclusive section that goes on turns its siblings off (T5); off
  /// while a restore puts a pattern back, which keeps one per section afterwards (T8).
  var clearsExclusiveSiblings = true
  /// How many nodes there are (the hidden top one not counted).
  @usableFromInline var count = 0
  /// Where a load puts its nodes, between ``beginLoad(under:)`` and ``endLoad(_:)``.
  var loading: Loading?
  /// T8: the nodes under which a restored selection's unplaced entries wait (their anchors;
  /// ``unplaceable`` for entries the tree cannot place), and those a set from the user or code
  /// reached since the tree last took them: the entries there are superseded.
  var watchedAnchors: Set<Int> = []
  var reachedAnchors: [Int] = []
  /// The anchor of entries the tree cannot place: only a set of the whole tree reaches them.
  static let unplaceable = -1

  /// A load in progress: its parent, and the value a child given none takes.
  struct Loading: Sendable {
    let parent: Int
    let number: Int
    let inherited: ToggleValue
    let rule: SelectionRule?
    let hadChildren: Bool
    var added = 0
    var givenValues = false
    var position: Int?
  }

  init() {}

  mutating func reserveCapacity(nodes: Int, parents: Int) {
    flags.reserve(nodes + 1)
    liveBits.reserve(nodes + 1)
    links.reserveCapacity(nodes + 1)
    childLists.reserveCapacity(parents + 1)
    counts.reserve(parents + 1)
  }

  // MARK: Costs

  var valueByteCount: Int {
    flags.byteCount + counts.byteCount
      + rules.capacity * (MemoryLayout<Int32>.stride + MemoryLayout<SelectionRule>.stride + 1)
  }

  var linkByteCount: Int {
    links.capacity * MemoryLayout<NodeLink>.stride
      + childLists.capacity * MemoryLayout<ChildList>.stride
      + childLists.reduce(0) { $0 + ($1.list?.capacity ?? 0) * 4 }
  }

  /// The rule over a node's children; most trees have none, and then no lookup is made.
  @inline(__always)
  func rule(at node: Int) -> SelectionRule? {
    rules.isEmpty ? nil : rules[Int32(node)]
  }

  // MARK: Shape

  func childCount(_ parent: Int) -> Int {
    let number = links[parent].number
    return number < 0 ? 0 : Int(childLists[Int(number)].count)
  }

  func childNumbers(of parent: Int) -> [Int] {
    let number = links[parent].number
    guard number >= 0 else { return [] }
    let children = childLists[Int(number)]
    return (0..<Int(children.count)).map(children.child(at:))
  }

  func depth(at node: Int) -> Int {
    var depth = 0
    var ancestor = node
    while ancestor > 0 {
      depth += 1
      ancestor = Int(links[ancestor].parent)
    }
    return depth
  }

  /// Whether `ancestor` is `node` or above it.
  func isAncestor(_ ancestor: Int, of node: Int) -> Bool {
    var walk = node
    while walk >= 0 {
      if walk == ancestor { return true }
      walk = Int(links[walk].parent)
    }
    return false
  }

  // MARK: Values (T1, T2)

  /// What a node stores: its own value for a leaf, the derived one for a parent; right only
  /// when no node above it is marked (``materialize(_:)``).
  func stored(_ node: Int) -> ToggleValue {
    flags[.on, node] ? .on : flags[.mixed, node] ? .mixed : .off
  }

  /// The node's value: the value of the highest marked node above it, else its own (T2).
  @usableFromInline
  func value(at node: Int) -> ToggleValue {
    var highestMarked = -1
    var ancestor = Int(links[node].parent)
    while ancestor >= 0 {
      if flags[.marked, ancestor] { highestMarked = ancestor }
      ancestor = Int(links[ancestor].parent)
    }
    return stored(highestMarked >= 0 ? highestMarked : node)
  }

  mutating func write(_ value: ToggleValue, at node: Int) {
    flags[.on, node] = value == .on
    flags[.mixed, node] = value == .mixed
  }

  /// The value a parent's counts say: on when every child is on, off when none is on or
  /// mixed, else mixed (T1).
  func derived(_ parent: Int) -> ToggleValue {
    let counts = counts[Int(links[parent].number)]
    return SelectionRule.derivedValue(notOn: counts.notOn, notOff: counts.notOff)
  }

  /// How many of a parent's children are on, for its section's rule (T5).
  func onChildren(_ parent: Int) -> Int {
    childCount(parent) - counts[Int(links[parent].number)].notOn
  }

  /// Makes every node above `node` right again: each marked node on the way down hands its
  /// value to its children (T2). Changes no value anyone can read.
  mutating func materialize(_ node: Int) {
    var ancestor = Int(links[node].parent)
    var highestMarked = -1
    while ancestor >= 0 {
      if flags[.marked, ancestor] { highestMarked = ancestor }
      ancestor = Int(links[ancestor].parent)
    }
    guard highestMarked >= 0 else { return }
    // The path from the highest mark down, spread top first; kept on the stack.
    var length = 0
    ancestor = Int(links[node].parent)
    while ancestor != highestMarked {
      length += 1
      ancestor = Int(links[ancestor].parent)
    }
    withUnsafeTemporaryAllocation(of: Int.self, capacity: length + 1) { path in
      var ancestor = Int(links[node].parent)
      for index in 0...length {
        path[index] = ancestor
        ancestor = Int(links[max(ancestor, 0)].parent)
      }
      for index in stride(from: length, through: 0, by: -1) where flags[.marked, path[index]] {
        spread(path[index])
      }
    }
  }

  /// Hands a marked node's value to its children: each takes it, and each child is marked
  /// in turn. A run of children loaded together is a fill of a few machine words, a
  /// million of them included.
  mutating func spread(_ parent: Int) {
    flags[.marked, parent] = false
    let value = stored(parent)
    let number = Int(links[parent].number)
    guard number >= 0 else { return }
    let children = childLists[number]
    let count = Int(children.count)
    counts[number] = .all(count, value)
    if children.isRun {
      let range = Int(children.first)..<Int(children.first) + count
      flags.setRange(range, in: .on, to: value == .on)
      flags.setRange(range, in: .mixed, to: false)
      // A leaf marked is its own value: harmless, and its children loaded later take it.
      flags.setRange(range, in: .marked, to: true)
    } else {
      for index in 0..<count {
        let child = children.child(at: index)
        write(value, at: child)
        flags[.marked, child] = true
      }
    }
  }

  /// Takes a node's mark off before its children change in number: its children take its
  /// value, and a leaf's mark, which says nothing a leaf's value does not, just goes.
  mutating func unmark(_ node: Int) {
    guard flags[.marked, node] else { return }
    if childCount(node) > 0 { spread(node) } else { flags[.marked, node] = false }
  }

  /// Tells one child's change to its parent and on up, while each parent's derived value
  /// changes; each changed parent is recorded (T1).
  mutating func propagate(
    from node: Int, _ old: ToggleValue, _ new: ToggleValue, into record: inout TreeRecord
  ) {
    var node = node
    var old = old
    var new = new
    var parent = Int(links[node].parent)
    while parent >= 0, old != new {
      counts.replace(old, with: new, in: Int(links[parent].number))
      // T5 G5: a child of an exclusive section that goes on, whatever below it moved it,
      // takes the selection: the others that are on go off, in the same change.
      if new == .on, clearsExclusiveSiblings, !rules.isEmpty,
        case .exclusive = rule(at: parent)?.mode
      {
        clearSiblings(of: node, in: parent, includingMixed: false, into: &record)
      }
      let before = stored(parent)
      let after = derived(parent)
      guard before != after else { return }
      write(after, at: parent)
      record.derived(parent, before, after)
      old = before
      new = after
      node = parent
      parent = Int(links[parent].parent)
    }
  }

  /// Turns off, from code, every child of `parent` but `node` that is on, or that is not off
  /// with `includingMixed` (a child's own activation, T5).
  mutating func clearSiblings(
    of node: Int, in parent: Int, includingMixed: Bool, into record: inout TreeRecord
  ) {
    let number = Int(links[parent].number)
    for sibling in childNumbers(of: parent) where sibling != node {
      let value = stored(sibling)
      guard value == .on || (includingMixed && value == .mixed) else { continue }
      let (old, new) = setSubtreeNoting(sibling, to: .off, by: .code, into: &record)
      counts.replace(old, with: new, in: number)
    }
  }

  /// Re-derives `parent` after its children changed in number, and tells its ancestors.
  mutating func rederive(_ parent: Int, into record: inout TreeRecord) {
    let before = stored(parent)
    // A parent left with no children keeps its value, mixed turning off; the hidden top
    // node over no nodes is off.
    let after =
      childCount(parent) > 0 ? derived(parent) : parent == 0 || before == .mixed ? .off : before
    guard before != after else { return }
    write(after, at: parent)
    record.derived(parent, before, after)
    propagate(from: parent, before, after, into: &record)
  }
}
