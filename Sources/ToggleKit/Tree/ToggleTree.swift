/// The on/off state of every node of an app's tree, where a parent shows on when all of its
/// children are on, off when none are, and mixed otherwise (T1-T11).
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

  /// The deepest a node may be: an insert or move deeper than this is refused (T6), so
  /// that no walk over a tree can exhaust the stack.
  public nonisolated static var maximumDepth: Int { 10_000 }

  /// The state and the rules, by node number.
  @usableFromInline var core = TreeCore()
  // Identifiers (the index, reported apart): node number to identifier and back.
  @usableFromInline var ids: [ID?] = [nil]
  @usableFromInline var nodeOf: [ID: Int32] = [:]
  /// For `Int` identifiers that stay dense (none negative, none far above the count): each
  /// identifier's node number by position, with no hashing; nil once an identifier breaks
  /// the pattern and ``nodeOf`` takes over.
  @usableFromInline var denseNumbers: [Int32]? = ID.self == Int.self ? [] : nil

  /// Where a node the tree does not hold yet belongs: the identifier of the parent the app
  /// will load it under, nil for a top-level node (T8).
  ///
  /// A restored ``selection`` keeps its entries for nodes not loaded yet, and each applies
  /// when its node arrives. With this set, the tree knows where each waits: an entry ends
  /// when the node above it that the tree holds has its children loaded without the
  /// entry's node (the node is gone), and when the user or code sets a subtree holding that
  /// node (the entry is superseded); ``selection`` lists it in its place. Without it, an
  /// entry waits until its node arrives, ``restore(_:)`` or ``discardUnplacedSelection()``
  /// ends it, or ``setAll(_:)`` sets the whole tree. Setting it places the kept entries
  /// again. For paths ("/h/Music/a" under "/h/Music", "/h" at the top):
  ///
  /// ```swift
  /// tree.expectedParent = { path in
  ///   guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
  ///   return String(path[..<slash])
  /// }
  /// ```
  ///
  /// Asked once per identifier by each ``restore(_:)``, before the tree changes. An answer
  /// that loops, or runs deeper than ``maximumDepth``, places nothing: that entry waits as
  /// without it.
  public var expectedParent: ((_ node: ID) -> ID?)? {
    didSet {
      expectedParentChanges += 1
      placeUnplacedAgain()
    }
  }
  /// How many times ``expectedParent`` was set: a restore whose withdrawn saves' observers
  /// set it asks the new one.
  var expectedParentChanges = 0
  /// T8: the entries of the last restored selection whose nodes the tree does not hold yet.
  var unplaced = Unplaced()
  /// T11: the nodes whose children are being read, by node number.
  var loadingNodes: Set<Int> = []
  /// Observers of T11's reading state, for adapters (a GTK model shows such a node
  /// expandable), with the number the last one added was given.
  var loadingObservers: [(id: Int, observer: (_ node: ID, _ isLoading: Bool) -> Void)] = []
  var lastLoadingObserverID = 0

  // Rows bound to nodes (L1-L4 and L7 for trees).
  let rows = TreeRows()
  /// The row whose user activation is being carried out: its change is the user's.
  weak var activatingRow: ToggleCoordinator?
  /// Whether a change must be shown or told: someone listens, or a row shows a node.
  @usableFromInline var isWatched: Bool {
    onChange != nil || !observers.isEmpty || !rows.isEmpty
  }
  /// Observers beside ``onChange``, for adapters (a GTK model that follows the shape).
  private var observers: [(id: Int, observer: (Change) -> Void)] = []
  private var lastObserverID = 0

  /// Called when a save failed or timed out and the node's subtree rolled back (B19, T10).
  public var onCommitFailed: ((_ node: ID, _ failure: ToggleCommitFailure) -> Void)?
  /// Gives the error feedback of a user's failed save when no row shows its node, with the
  /// node, the value it went back to and the failure (B19, L3, T10), as a store's hook of
  /// the same name does; set by a toolkit (a SwiftUI model, whose rows are not the tree's,
  /// or UIKit rows scrolled away). Returns whether it gave any, so that toolkits sharing a
  /// tree chain theirs.
  @_spi(ToggleKitTools)
  public var unshownFailureFeedback:
    ((_ node: ID, _ restoredValue: ToggleValue, _ failure: ToggleCommitFailure) -> Bool)?
  // Saves (T10): their life is the ledger's to decide; the hook that starts them.
  var saves = SaveLedger<Save>()
  /// Whether a withdrawn save's hook is being told: user activations are dropped then.
  @usableFromInline var isWithdrawing = false
  /// The policy user activations are saved under; nil, none. Set by `setCommit`; the C
  /// library changes it between optimistic and confirmed without withdrawing a pending save.
  @_spi(ToggleKitTools) public var commitPolicy: ToggleCommitPolicy? {
    get { commit.policy }
    set { commit.policy = newValue }
  }
  /// The commit hook `setCommit` sets: the app's work gets the change as told pending.
  var commit = CommitHook<Change>()

  // Deliveries (B10).
  @usableFromInline var isDelivering = false
  private var answers = AnswerQueue<Change>()

  /// Creates an empty tree.
  public init() {}

  /// Makes room for `nodes` nodes, `parents` of which have children, so that building a
  /// tree of known size grows no array twice (the figures in docs/performance.md do this).
  public func reserveCapacity(nodes: Int, parents: Int) {
    core.reserveCapacity(nodes: nodes, parents: parents)
    ids.reserveCapacity(nodes + 1)
    if denseNumbers != nil {
      denseNumbers?.reserveCapacity(nodes)
    } else {
      nodeOf.reserveCapacity(nodes)
    }
  }

  // MARK: Reading (T1)

  /// How many nodes the tree holds.
  public var count: Int { core.count }

  /// Whether the tree holds `node`.
  public func contains(_ node: ID) -> Bool { number(of: node) != nil }

  /// The node's value, derived for a parent; nil for a node the tree does not hold.
  @inlinable
  public func value(of node: ID) -> ToggleValue? {
    number(of: node).map(core.value(at:))
  }

  /// The value every node shows together: on when all are on, off when none are (and over
  /// no nodes), else mixed, as a "select all" over the tree's top-level nodes.
  public var rootValue: ToggleValue { core.value(at: 0) }

  /// The node's parent; nil for a top-level node and for a node the tree does not hold.
  public func parent(of node: ID) -> ID? {
    guard let number = number(of: node) else { return nil }
    return ids[Int(core.links[number].parent)]
  }

  /// The node's children, in order; the top-level nodes for nil.
  public func children(of node: ID?) -> [ID] {
    guard let parent = node.map(number(of:)) ?? 0 else { return [] }
    return core.childNumbers(of: parent).compactMap { ids[$0] }
  }

  /// How many children the node has (loaded); the number of top-level nodes for nil.
  public func childCount(of node: ID?) -> Int {
    guard let parent = node.map(number(of:)) ?? 0 else { return 0 }
    return core.childCount(parent)
  }

  /// Whether the node's children were loaded (``loadChildren(of:_:)-(_,Sequence<ID>)``, an
  /// insert or a move under it).
  public func isLoaded(_ node: ID) -> Bool {
    number(of: node).map { core.flags[.loaded, $0] } ?? false
  }

  /// Whether the node takes user activations (T3); false for a node the tree does not hold.
  public func isEnabled(_ node: ID) -> Bool {
    number(of: node).map { !core.flags[.disabled, $0] } ?? false
  }

  /// The rule over the node's children, if it has one (T5).
  public func rule(of node: ID) -> ToggleSelectionMode? {
    number(of: node).flatMap { core.rules[Int32($0)]?.mode }
  }

  /// How deep the node is: 1 for a top-level node; nil for a node the tree does not hold.
  public func depth(of node: ID) -> Int? {
    number(of: node).map(core.depth(at:))
  }

  // MARK: Costs (T9)

  /// The bytes the values and derived state take: six bits per node and two counts per
  /// parent (two bytes for both up to 127 children).
  @_spi(ToggleKitTools) public var valueByteCount: Int { core.valueByteCount }

  /// The bytes the tree's links take: each node's parent, each parent's children.
  @_spi(ToggleKitTools) public var linkByteCount: Int { core.linkByteCount }

  /// The bytes the identifier index takes (an estimate): the app's identifiers' cost.
  @_spi(ToggleKitTools) public var indexByteCount: Int {
    ids.capacity * MemoryLayout<ID?>.stride + core.liveBits.byteCount
      + nodeOf.capacity * (MemoryLayout<ID>.stride + MemoryLayout<Int32>.stride + 1)
      + (denseNumbers?.capacity ?? 0) * 4
  }

  // MARK: Node numbers

  @inlinable
  func number(of node: ID) -> Int? {
    if let denseNumbers {
      let position = unsafeBitCast(node, to: Int.self)
      guard position >= 0, position < denseNumbers.count, denseNumbers[position] >= 0 else {
        return nil
      }
      return Int(denseNumbers[position])
    }
    return nodeOf[node].map(Int.init)
  }

  /// Gives a new identifier its node number; false, changing nothing, when the tree holds
  /// it already. One access to the index per node, for loads of many.
  @inlinable
  func claim(_ node: ID, as number: Int) -> Bool {
    if denseNumbers != nil {
      let position = unsafeBitCast(node, to: Int.self)
      let count = denseNumbers!.count
      if position == count {
        denseNumbers!.append(Int32(number))
        return true
      }
      if position >= 0, position < count {
        guard denseNumbers![position] < 0 else { return false }
        denseNumbers![position] = Int32(number)
        return true
      }
      if position > count, position < 2 * ids.count + 1_024 {
        denseNumbers!.append(contentsOf: repeatElement(-1, count: position - count))
        denseNumbers!.append(Int32(number))
        return true
      }
      leaveDenseNumbers()
    }
    if let old = nodeOf.updateValue(Int32(number), forKey: node) {
      nodeOf[node] = old
      return false
    }
    return true
  }

  /// Forgets a removed identifier.
  func release(_ node: ID) {
    if denseNumbers != nil {
      let position = unsafeBitCast(node, to: Int.self)
      if position >= 0, position < denseNumbers!.count { denseNumbers![position] = -1 }
    } else {
      nodeOf[node] = nil
    }
  }

  /// An identifier broke the dense pattern: the hash index takes over, once.
  @usableFromInline
  func leaveDenseNumbers() {
    denseNumbers = nil
    nodeOf.reserveCapacity(core.count + 1)
    // A removed node's identifier is nil here; a node being loaded has one already.
    for (number, id) in ids.enumerated() {
      if let id { nodeOf[id] = Int32(number) }
    }
  }

  // MARK: Deliveries (T7, B10)

  /// Whether an observer may change the tree from code now: false once the observers have
  /// answered their share of told changes in one delivery (B10).
  @usableFromInline var admitsChange: Bool { answers.admitsChange }

  /// A new change record, kept only when someone listens.
  @usableFromInline
  func record(_ cause: ToggleCause) -> TreeRecord {
    TreeRecord(cause: cause, records: onChange != nil || !observers.isEmpty)
  }

  /// Adds an observer beside ``onChange``, called after it, in the order added; returns
  /// what removes it.
  @_spi(ToggleKitTools) public func addObserver(_ observer: @escaping (Change) -> Void) -> Int {
    lastObserverID += 1
    observers.append((lastObserverID, observer))
    return lastObserverID
  }

  /// Removes an observer ``addObserver(_:)`` added.
  @_spi(ToggleKitTools) public func removeObserver(_ id: Int) {
    observers.removeAll { $0.id == id }
  }

  private func tellObservers(_ change: Change) {
    onChange?(change)
    for (_, observer) in observers { observer(change) }
  }

  /// Tells a record's change, or keeps it to tell after the one being told (B10); inlined,
  /// so that a change no one listens to costs a test and nothing more.
  @inlinable
  func deliver(_ record: TreeRecord, structure: Change.Structure? = nil) {
    guard record.hasChanges || structure != nil, isWatched else { return }
    tell(record, structure: structure)
  }

  /// Tells a record as one phase of a saved activation (T10), even when it moved no value:
  /// a confirmed save's pending phase shows nothing yet.
  func deliver(_ record: TreeRecord, phase: ToggleChange.Phase) {
    guard isWatched else { return }
    tell(record, structure: nil, phase: phase)
  }

  /// Shows a change on the bound rows and tells it, in one delivery: a change a row's
  /// handler or an observer makes meanwhile is shown at once and told after this one (B10).
  @usableFromInline
  func tell(_ record: TreeRecord, structure: Change.Structure?) {
    tell(record, structure: structure, phase: .committed)
  }

  /// The same, for a phase of a saved activation (T10).
  func tell(_ record: TreeRecord, structure: Change.Structure?, phase: ToggleChange.Phase) {
    let isHeard = onChange != nil || !observers.isEmpty
    let change = isHeard ? change(from: record, structure: structure, phase: phase) : nil
    if isDelivering {
      showRows(after: record, phase: phase)
      if let change { answers.append(change) }
      return
    }
    isDelivering = true
    defer { isDelivering = false }
    showRows(after: record, phase: phase)
    if let change { tellObservers(change) }
    while let next = answers.next() { tellObservers(next) }
  }
}
