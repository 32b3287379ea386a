/// How many of each parent's children are not on and how many are not off, from which a
/// tree derives the parent's value in constant time without reading how many children it
/// has (T1): none not on, on; none not off, off; else mixed.
///
/// Most parents have few children, so a parent's two counts take two bytes; a parent of
/// 128 children or more keeps them in an array of its own, found from those two bytes. A tree of a million nodes in
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

  /// Per parent: up to 127 each, not on in bits 0-6 and not off in bits 7-13; with bit 15
  /// set, bits 0-14 number the parent's entry in `large` (0x7FFF: in `overflow`).
  private var small: [UInt16] = []
  private var large: [Counts] = []
  private var overflow: [Int: Counts] = [:]
  private static let isLarge: UInt16 = 0x8000
  private static let inOverflow: UInt16 = 0xFFFF

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
      if packed & Self.isLarge == 0 {
        return Counts(notOn: Int(packed & 0x7F), notOff: Int(packed >> 7))
      }
      if packed == Self.inOverflow { return overflow[parent] ?? Counts(notOn: 0, notOff: 0) }
      return large[Int(packed & 0x7FFF)]
    }
    @inline(__always) set {
      let packed = small[parent]
      if packed & Self.isLarge == 0 {
        if newValue.notOn < 0x80, newValue.notOff < 0x80 {
          small[parent] = UInt16(newValue.notOn) | UInt16(newValue.notOff) << 7
          return
        }
        // Once large, a parent stays large: a count that goes back and forth across 127
        // costs no moves.
        if large.count < 0x7FFF {
          small[parent] = Self.isLarge | UInt16(large.count)
          large.append(newValue)
        } else {
          small[parent] = Self.inOverflow
          overflow[parent] = newValue
        }
      } else if packed == Self.inOverflow {
        overflow[parent] = newValue
      } else {
        large[Int(packed & 0x7FFF)] = newValue
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
    small.capacity * 2 + large.capacity * MemoryLayout<Counts>.stride
      + overflow.capacity * (MemoryLayout<Int>.stride + MemoryLayout<Counts>.stride + 1)
  }
}
