extension ToggleTree {
  /// One change of a tree, as ``ToggleTree/onChange`` hears it (T7): one per activation, set
  /// from code, load or structural edit, however many nodes it moves.
  ///
  /// A subtree of a million nodes checked at once is one item: the node whose whole subtree
  /// took the value. Nodes a set went around (disabled nodes, sections whose rule forbids
  /// the value) break a subtree into the largest parts that did take it, each an item.
  public struct Change: Sendable {
    /// One node's change.
    public struct Item: Sendable, Hashable {
      /// The node.
      public let id: ID
      /// Its value before.
      public let oldValue: ToggleValue
      /// Its value after.
      public let newValue: ToggleValue
    }

    /// What happened to the tree's shape, if anything.
    public enum Structure: Sendable, Hashable {
      /// Nodes were added: `count` of them, under `parent` (nil: at the top).
      case inserted(parent: ID?, count: Int)
      /// A node and its subtree, `count` nodes in all, left the tree, from under `parent`
      /// (nil: the top).
      case removed(ID, count: Int, parent: ID?)
      /// A node and its subtree moved from under `from` to under `to` (nil: the top).
      case moved(ID, from: ID?, to: ID?)
    }

    /// The user's activation, or code.
    public let cause: ToggleCause
    /// Where the change stands: a plain change is committed; a user's activation saved by
    /// a commit hook (``ToggleTree/setCommit(_:timeout:change:)``, or one set by hand) is
    /// told pending, then committed or rolled back, or cancelled when code wins (T10).
    public let phase: ToggleChange.Phase
    /// Each node whose whole subtree took its new value, in the order they were set.
    public let items: [Item]
    /// The parents whose derived value followed (T1), the nearest to a change first.
    public let derived: [Item]
    /// What happened to the tree's shape; nil for a change of values alone.
    public let structure: Structure?
    /// The value every node took, for a set of the whole tree (``ToggleTree/setAll(_:)``)
    /// with nothing to go around; nil otherwise.
    public let everyNode: ToggleValue?
  }

  /// The change a record made, with the app's identifiers.
  func change(
    from record: TreeRecord, structure: Change.Structure?,
    phase: ToggleChange.Phase = .committed
  ) -> Change {
    func items(_ entries: [TreeRecord.Entry]) -> [Change.Item] {
      entries.compactMap { entry in
        ids[entry.node].map { Change.Item(id: $0, oldValue: entry.old, newValue: entry.new) }
      }
    }
    return Change(
      cause: record.cause, phase: phase, items: items(record.items),
      derived: items(record.derivedItems),
      structure: structure, everyNode: record.everyNode)
  }
}
