/// A tree's per-node bits, one bit per node in each of six planes, the planes of each 64
/// nodes side by side: a node's value, mark and state are read from one cache line, and a
/// run of nodes is filled a machine word at a time in each plane.
struct NodeFlags: Sendable {
  /// One plane of bits.
  enum Plane: Int, CaseIterable, Sendable {
    /// The node is on (a leaf's own value, a parent's derived one).
    case on
    /// The node is mixed (only parents are).
    case mixed
    /// The node's whole subtree has its value; the nodes below take it when touched (T2).
    case marked
    /// The node takes no user activation (T3).
    case disabled
    /// A disabled node or a rule is somewhere below the node.
    case irregular
    /// The node's children were loaded (T4).
    case loaded
  }

  private static let planes = Plane.allCases.count
  private var words: [UInt64] = []

  subscript(plane: Plane, node: Int) -> Bool {
    @inline(__always) get {
      let index = (node >> 6) * Self.planes + plane.rawValue
      return index < words.count && words[index] & (1 << UInt64(node & 63)) != 0
    }
    @inline(__always) set {
      let index = (node >> 6) * Self.planes + plane.rawValue
      if index >= words.count {
        guard newValue else { return }
        grow(to: node)
      }
      if newValue {
        words[index] |= 1 << UInt64(node & 63)
      } else {
        words[index] &= ~(1 << UInt64(node & 63))
      }
    }
  }

  /// Puts every node of `range` in `plane`, or takes it out, a word at a time.
  mutating func setRange(_ range: Range<Int>, in plane: Plane, to isSet: Bool) {
    guard !range.isEmpty else { return }
    if isSet { grow(to: range.upperBound - 1) }
    var node = range.lowerBound
    while node < range.upperBound {
      let index = (node >> 6) * Self.planes + plane.rawValue
      guard index < words.count else { return }
      let bit = node & 63
      let span = min(64 - bit, range.upperBound - node)
      let mask: UInt64 = span == 64 ? ~0 : ((1 << UInt64(span)) - 1) << UInt64(bit)
      if isSet { words[index] |= mask } else { words[index] &= ~mask }
      node += span
    }
  }

  /// Makes room for nodes below `count`.
  mutating func reserve(_ count: Int) {
    words.reserveCapacity((count + 63) / 64 * Self.planes)
  }

  private mutating func grow(to node: Int) {
    let needed = (node >> 6 + 1) * Self.planes
    if needed > words.count {
      words.append(contentsOf: repeatElement(0, count: needed - words.count))
    }
  }

  /// The bytes the bits take.
  var byteCount: Int { words.capacity * 8 }
}
