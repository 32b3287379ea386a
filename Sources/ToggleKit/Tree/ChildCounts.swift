/// How many of each parent's children are not on and how many are not off, from which a
/// tree derives the parent's value in constant time without reading how many children it
/// has (T1): none not on, on; none not off, off; else mixed.
///
/// Most parents have few children, so a parent's two counts take two bytes; a parent of
/// 255 children or more keeps them in a table of its own. A tree of a million nodes in
/// which every other node is a parent (a binary tree 20 levels deep) spends one byte per
/// node here.
struct ChildCounts: Sendable {
  /// The two counts of one parent.
  struct Counts: Sendable, Hashable {
    /// Children off or mixed.
    var notOn: Int
    /// Children on or mixed.
    var notOff: Int

    /// The counts of `count` children that all have `value`.
    static func all(_ count: Int, _ value: ToggleValue) -> Counts {
      Counts(notOn: value == .on ? 0 : count, notOff: value == .off ? 0 : count)
    }
  }

  /// Not on in the low byte, not off in the high byte; `large` marks a parent kept in the table.
  private var small: [UInt16] = []
  private var wide: [Int: Counts] = [:]
  private static let large: UInt16 = 0xFFFF

  /// A new parent, with no children yet; returns its number.
  mutating func append() -> Int {
    small.append(0)
    return small.count - 1
  }

  /// Makes room for `count` parents.
  mutating func reserve(_ count: Int) {
    small.reserveCapacity(count)
  }

  subscript(parent: Int) -> Counts {
    @inline(__always) get {
      let packed = small[parent]
      if packed == Self.large { return wide[parent] ?? Counts(notOn: 0, notOff: 0) }
      return Counts(notOn: Int(packed & 0xFF), notOff: Int(packed >> 8))
    }
    set {
      if newValue.notOn < 0xFF, newValue.notOff < 0xFF, small[parent] != Self.large {
        small[parent] = UInt16(newValue.notOn) | UInt16(newValue.notOff) << 8
      } else {
        // Once large, a parent stays in the table: a count that goes back and forth across
        // 255 costs no moves.
        small[parent] = Self.large
        wide[parent] = newValue
      }
    }
  }

  /// Moves one child's share from `old` to `new`.
  @inline(__always)
  mutating func replace(_ old: ToggleValue, with new: ToggleValue, in parent: Int) {
    guard old != new else { return }
    var counts = self[parent]
    counts.notOn += (old == .on ? 1 : 0) - (new == .on ? 1 : 0)
    counts.notOff += (new != .off ? 1 : 0) - (old != .off ? 1 : 0)
    self[parent] = counts
  }

  /// Adds or takes away one child's share.
  mutating func add(_ value: ToggleValue, in parent: Int, times: Int = 1) {
    var counts = self[parent]
    counts.notOn += value != .on ? times : 0
    counts.notOff += value != .off ? times : 0
    self[parent] = counts
  }

  /// The bytes the counts take.
  var byteCount: Int {
    small.capacity * 2 + wide.capacity
      * (MemoryLayout<Int>.stride + MemoryLayout<Counts>.stride + 1)
  }
}
