/// The on/off state of every node of an app's tree, where a parent shows on when all of its
/// children are on, off when none are, and mixed otherwise (T1-T9).
///
/// Backup folders, an installer's components, permission scopes: checking a parent checks
/// its whole subtree, and unchecking one file deep inside turns each folder above it mixed.
/// A tree keeps one bit of value per node and two small counts per parent, and derives
/// every parent from its children in constant time, so:
///
/// - checking a subtree of any size costs about as much as checking a leaf: the subtree is
///   marked, and its nodes take the value when something below is next touched (T2);
/// - changing a leaf re-derives only its ancestors, however large the tree (T1);
/// - reading a node's value walks its ancestors, not its subtree.
///
/// Nodes are identified by the app's identifiers. Children may be loaded lazily: a node
/// whose children are not loaded has a value of its own, and children loaded later take
/// it, unless the app gives them values (T4). A parent may carry a rule over its children
/// (``setRule(_:for:)``): a "choose one" section inside a tree (T5). Disabled nodes keep
/// their value: a parent counts them, and activating the parent skips them (T3).
///
/// Observers hear every change in order, one change per activation, set or structural
/// edit (T7); changes an observer makes are told after the one being told (B10).
@MainActor
public final class ToggleTree<ID: Hashable & Sendable> {
  /// Called after every change, from the user or from code, in the order they happened (T7).
  public var onChange: ((Change) -> Void)?
  /// Asked with the node and its proposed value before a user activation; false vetoes it (B5).
  public var shouldChange: ((_ node: ID, _ proposedValue: ToggleValue) -> Bool)?

  /// The deepest a node may be: an insert deeper than this is refused (T6), so that no
  /// walk over a tree can exhaust the stack.
  public static var maximumDepth: Int { 10_000 }

  // Identifiers (the index, reported apart): node number to identifier and back.
  var ids: [ID?] = [nil]
  var nodeOf: [ID: Int32] = [:]
  // Links (reported apart): each node's parent, and each parent's children.
  var parentOf: [Int32] = [-1]
  var parentNumber: [Int32] = [-1]
  var childLists: [ChildList] = []
  // Values and derived state: bits per node, two counts per parent.
  var onBits = PackedBits()
  var mixedBits = PackedBits()
  /// A node whose whole subtree has its value; the nodes below take it when touched (T2).
  var taggedBits = PackedBits()
  var disabledBits = PackedBits()
  /// A node with a disabled or ruled node below it: a subtree set must go down into it.
  var irregularBits = PackedBits()
  var loadedBits = PackedBits()
  var liveBits = PackedBits(repeating: true, count: 1)
  var counts = ChildCounts()
  var rules: [Int32: SelectionRule] = [:]
  /// How many nodes the tree holds.
  public internal(set) var count = 0

  // Deliveries (B10).
  private var isDelivering = false
  private var answers = AnswerQueue<Change>()

  /// One parent's children: a run of consecutive node numbers (children loaded together),
  /// or a list once inserts, removals and moves have broken the run.
  struct ChildList {
    var first: Int32
    var count: Int32
    var list: [Int32]?

    var isRun: Bool { list == nil }

    func child(at index: Int) -> Int {
      list.map { Int($0[index]) } ?? Int(first) + index
    }
  }

  /// Creates an empty tree.
  public init() {}

  /// Makes room for `nodes` nodes, `parents` of which have children, so that building a
  /// tree of known size grows no array twice (the figures in docs/performance.md do this).
  public func reserveCapacity(nodes: Int, parents: Int) {
    for bits in [
      \ToggleTree.onBits, \.mixedBits, \.taggedBits, \.disabledBits, \.irregularBits, \.loadedBits,
      \.liveBits,
    ] {
      self[keyPath: bits].reserve(nodes + 1)
    }
    ids.reserveCapacity(nodes + 1)
    nodeOf.reserveCapacity(nodes)
    parentOf.reserveCapacity(nodes + 1)
    parentNumber.reserveCapacity(nodes + 1)
    childLists.reserveCapacity(parents + 1)
    counts.reserve(parents + 1)
  }

  // MARK: Reading (T1)

  /// Whether the tree holds `node`.
  public func contains(_ node: ID) -> Bool { nodeOf[node] != nil }

  /// The node's value, derived for a parent; nil for a node the tree does not hold.
  public func value(of node: ID) -> ToggleValue? {
    number(of: node).map(value(at:))
  }

  /// The value every node shows together: on when all are on, off when none are, else
  /// mixed, as a "select all" over the tree's top-level nodes.
  public var rootValue: ToggleValue { value(at: 0) }

  /// The node's parent; nil for a top-level node and for a node the tree does not hold.
  public func parent(of node: ID) -> ID? {
    guard let number = number(of: node) else { return nil }
    return ids[Int(parentOf[number])]
  }

  /// The node's children, in order; the top-level nodes for nil.
  public func children(of node: ID?) -> [ID] {
    guard let parent = node.map(number(of:)) ?? 0 else { return [] }
    return childNumbers(of: parent).compactMap { ids[$0] }
  }

  /// How many children the node has (loaded); the number of top-level nodes for nil.
  public func childCount(of node: ID?) -> Int {
    guard let parent = node.map(number(of:)) ?? 0 else { return 0 }
    return childCount(parent)
  }

  /// Whether the node's children were loaded (``loadChildren(of:_:)``, an insert under it).
  public func isLoaded(_ node: ID) -> Bool {
    number(of: node).map { loadedBits[$0] } ?? false
  }

  /// Whether the node takes user activations (T3); false for a node the tree does not hold.
  public func isEnabled(_ node: ID) -> Bool {
    number(of: node).map { !disabledBits[$0] } ?? false
  }

  /// The rule over the node's children, if it has one (T5).
  public func rule(of node: ID) -> ToggleGroup.Mode? {
    number(of: node).flatMap { rules[Int32($0)]?.mode }
  }

  /// How deep the node is: 1 for a top-level node; nil for a node the tree does not hold.
  public func depth(of node: ID) -> Int? {
    number(of: node).map(depth(at:))
  }

  // MARK: Costs

  /// The bytes the values and derived state take: six bits per node and two counts per
  /// parent (two bytes each up to 254 children).
  public var valueByteCount: Int {
    onBits.byteCount + mixedBits.byteCount + taggedBits.byteCount + disabledBits.byteCount
      + irregularBits.byteCount + loadedBits.byteCount + counts.byteCount
      + rules.capacity * (MemoryLayout<Int32>.stride + MemoryLayout<SelectionRule>.stride + 1)
  }

  /// The bytes the tree's links take: each node's parent, each parent's children.
  public var linkByteCount: Int {
    parentOf.capacity * 4 + parentNumber.capacity * 4
      + childLists.capacity * MemoryLayout<ChildList>.stride
      + childLists.reduce(0) { $0 + ($1.list?.capacity ?? 0) * 4 }
  }

  /// The bytes the identifier index takes (an estimate): the app's identifiers' cost.
  public var indexByteCount: Int {
    ids.capacity * MemoryLayout<ID?>.stride + liveBits.byteCount
      + nodeOf.capacity * (MemoryLayout<ID>.stride + MemoryLayout<Int32>.stride + 1)
  }

  // MARK: Node numbers

  func number(of node: ID) -> Int? {
    nodeOf[node].map(Int.init)
  }

  func childCount(_ parent: Int) -> Int {
    let number = parentNumber[parent]
    return number < 0 ? 0 : Int(childLists[Int(number)].count)
  }

  func childNumbers(of parent: Int) -> [Int] {
    let number = parentNumber[parent]
    guard number >= 0 else { return [] }
    let children = childLists[Int(number)]
    return (0..<Int(children.count)).map(children.child(at:))
  }

  func depth(at node: Int) -> Int {
    var depth = 0
    var ancestor = node
    while ancestor > 0 {
      depth += 1
      ancestor = Int(parentOf[ancestor])
    }
    return depth
  }

  /// Whether `ancestor` is `node` or above it.
  func isAncestor(_ ancestor: Int, of node: Int) -> Bool {
    var walk = node
    while walk >= 0 {
      if walk == ancestor { return true }
      walk = Int(parentOf[walk])
    }
    return false
  }

  // MARK: Values

  /// What a node stores: its own value for a leaf, the derived one for a parent; right only
  /// when no node above it is marked (``materialize(_:)``).
  func stored(_ node: Int) -> ToggleValue {
    onBits[node] ? .on : mixedBits[node] ? .mixed : .off
  }

  /// The node's value: the value of the highest marked node above it, else its own (T2).
  func value(at node: Int) -> ToggleValue {
    var highestMarked = -1
    var ancestor = Int(parentOf[node])
    while ancestor >= 0 {
      if taggedBits[ancestor] { highestMarked = ancestor }
      ancestor = Int(parentOf[ancestor])
    }
    return stored(highestMarked >= 0 ? highestMarked : node)
  }

  func write(_ value: ToggleValue, at node: Int) {
    onBits[node] = value == .on
    mixedBits[node] = value == .mixed
  }

  /// The value a parent's counts say: on when every child is on, off when none is on or
  /// mixed, else mixed (T1).
  func derived(_ parent: Int) -> ToggleValue {
    let children = childCount(parent)
    let counts = counts[Int(parentNumber[parent])]
    return SelectionRule.derivedValue(onCount: counts.on, mixedCount: counts.mixed, count: children)
  }

  /// Makes every node above `node` right again: each marked node on the way down hands its
  /// value to its children (T2). Changes no value anyone can read.
  func materialize(_ node: Int) {
    var path: [Int] = []
    var ancestor = Int(parentOf[node])
    var anyMarked = false
    while ancestor >= 0 {
      path.append(ancestor)
      if taggedBits[ancestor] { anyMarked = true }
      ancestor = Int(parentOf[ancestor])
    }
    guard anyMarked else { return }
    for ancestor in path.reversed() where taggedBits[ancestor] { spread(ancestor) }
  }

  /// Hands a marked node's value to its children: each takes it, and each child with
  /// children of its own is marked in turn. A run of children loaded together is a fill of
  /// a few machine words, a million of them included.
  func spread(_ parent: Int) {
    taggedBits[parent] = false
    let value = stored(parent)
    let number = Int(parentNumber[parent])
    guard number >= 0 else { return }
    let children = childLists[number]
    let count = Int(children.count)
    counts[number] = .init(on: value == .on ? count : 0, mixed: 0)
    if children.isRun {
      let range = Int(children.first)..<Int(children.first) + count
      onBits.setRange(range, to: value == .on)
      mixedBits.setRange(range, to: false)
      // A leaf marked is its own value: harmless, and its children loaded later take it.
      taggedBits.setRange(range, to: true)
    } else {
      for index in 0..<count {
        let child = children.child(at: index)
        write(value, at: child)
        taggedBits[child] = true
      }
    }
  }

  /// Takes a node's mark off before its children change in number: its children take its
  /// value, and a leaf's mark, which says nothing a leaf's value does not, just goes.
  func unmark(_ node: Int) {
    guard taggedBits[node] else { return }
    if childCount(node) > 0 { spread(node) } else { taggedBits[node] = false }
  }

  /// Tells one child's change to its parent and on up, while each parent's derived value
  /// changes; each changed parent is recorded (T1).
  func propagate(from node: Int, _ old: ToggleValue, _ new: ToggleValue, into batch: inout Batch) {
    var old = old
    var new = new
    var parent = Int(parentOf[node])
    while parent >= 0, old != new {
      counts.replace(old, with: new, in: Int(parentNumber[parent]))
      let before = stored(parent)
      let after = derived(parent)
      guard before != after else { return }
      write(after, at: parent)
      batch.derived(ids[parent], before, after)
      old = before
      new = after
      parent = Int(parentOf[parent])
    }
  }

  /// Re-derives `parent` after its children changed in number, and tells its ancestors.
  func rederive(_ parent: Int, into batch: inout Batch) {
    let before = stored(parent)
    // A parent left with no children keeps its value, mixed turning off; the hidden top
    // node over no nodes is off.
    let after =
      childCount(parent) > 0 ? derived(parent) : parent == 0 || before == .mixed ? .off : before
    guard before != after else { return }
    write(after, at: parent)
    batch.derived(ids[parent], before, after)
    propagate(from: parent, before, after, into: &batch)
  }

  // MARK: Deliveries (T7, B10)

  /// Whether an observer may change the tree from code now: false once the observers have
  /// answered their share of told changes in one delivery (B10).
  var admitsChange: Bool { answers.admitsChange }

  /// Whether a change is being told: user activations are dropped then (B10).
  var isTelling: Bool { isDelivering }

  /// A new change record, kept only when someone listens.
  func batch(_ cause: ToggleCause) -> Batch {
    Batch(cause: cause, records: onChange != nil)
  }

  /// Tells a batch's change, or keeps it to tell after the one being told (B10).
  func deliver(_ batch: Batch) {
    guard !batch.isEmpty, onChange != nil else { return }
    let change = batch.change()
    if isDelivering {
      answers.append(change)
      return
    }
    isDelivering = true
    defer { isDelivering = false }
    onChange?(change)
    while let next = answers.next() { onChange?(next) }
  }
}
