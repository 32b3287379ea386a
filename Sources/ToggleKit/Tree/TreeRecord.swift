/// What one change of a tree moved, by node number, kept while the change is made (T7):
/// the tree turns it into a ``ToggleTree/Change`` with the app's identifiers when someone
/// listens, and records nothing but whether anything changed when no one does.
@usableFromInline
struct TreeRecord: Sendable {
  /// One node's change.
  struct Entry: Sendable {
    let node: Int
    let old: ToggleValue
    let new: ToggleValue
  }

  let records: Bool
  let cause: ToggleCause
  private(set) var items: [Entry] = []
  private(set) var derivedItems: [Entry] = []
  /// The value every node took, for a set of the whole tree with nothing to go around.
  private(set) var everyNode: ToggleValue?
  /// Whether any value changed, recorded or not.
  @usableFromInline private(set) var hasChanges = false
  /// How many values changed, recorded or not: whether one set within a change moved any.
  private(set) var changeCount = 0

  init(cause: ToggleCause, records: Bool) {
    self.cause = cause
    self.records = records
  }

  /// The same record, told as `cause`'s (a withdrawn save is code's doing).
  func recast(as cause: ToggleCause) -> TreeRecord {
    var copy = TreeRecord(cause: cause, records: records)
    copy.items = items
    copy.derivedItems = derivedItems
    copy.everyNode = everyNode
    copy.hasChanges = hasChanges
    copy.changeCount = changeCount
    return copy
  }

  /// The same record undone, as a rollback is told (``ToggleChange/Phase/rolledBack(_:)``:
  /// from the proposed value back to the one before): each entry's values swapped, the
  /// nodes set in reverse order, the parents still nearest first. A user's save never sets
  /// the whole tree, so there is no ``everyNode`` to undo.
  func undone() -> TreeRecord {
    var copy = TreeRecord(cause: cause, records: records)
    copy.items = items.reversed().map { Entry(node: $0.node, old: $0.new, new: $0.old) }
    copy.derivedItems = derivedItems.map { Entry(node: $0.node, old: $0.new, new: $0.old) }
    copy.hasChanges = hasChanges
    copy.changeCount = changeCount
    return copy
  }

  /// A node whose whole subtree took `new`.
  mutating func set(_ node: Int, _ old: ToggleValue, _ new: ToggleValue) {
    hasChanges = true
    changeCount += 1
    guard records else { return }
    // The hidden node above the top-level ones has no identifier: the whole tree.
    if node == 0 {
      everyNode = new
    } else {
      items.append(Entry(node: node, old: old, new: new))
    }
  }

  /// A parent whose derived value followed.
  mutating func derived(_ node: Int, _ old: ToggleValue, _ new: ToggleValue) {
    hasChanges = true
    changeCount += 1
    guard records, node != 0 else { return }
    derivedItems.append(Entry(node: node, old: old, new: new))
  }
}
