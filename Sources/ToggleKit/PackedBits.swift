/// A set of small numbers as bits: one bit per number, compared, filled and copied a
/// machine word (64 numbers) at a time.
///
/// A store's items on (by slot) and a tree's live nodes are kept this way: 125 KB for a
/// million items, and "select all" over them is a fill of 15,625 words, not a walk over a
/// million items.
struct PackedBits: Equatable, Sendable {
  private var words: [UInt64] = []

  /// An empty set.
  init() {}

  /// Every number in `0..<count`, or none.
  init(repeating isSet: Bool, count: Int) {
    guard isSet, count > 0 else { return }
    words = Array(repeating: ~0, count: (count + 63) / 64)
    let spare = words.count * 64 - count
    if spare > 0 { words[words.count - 1] >>= UInt64(spare) }
  }

  subscript(index: Int) -> Bool {
    get {
      let word = index >> 6
      return word < words.count && words[word] & (1 << UInt64(index & 63)) != 0
    }
    set {
      let word = index >> 6
      if word >= words.count {
        guard newValue else { return }
        words.append(contentsOf: repeatElement(0, count: word - words.count + 1))
      }
      if newValue {
        words[word] |= 1 << UInt64(index & 63)
      } else {
        words[word] &= ~(1 << UInt64(index & 63))
      }
    }
  }

  /// Puts every number of `range` in the set, or takes it out: a word at a time, so a
  /// tree's subtree of a million leaves loaded together is filled in 15,625 stores.
  mutating func setRange(_ range: Range<Int>, to isSet: Bool) {
    guard !range.isEmpty else { return }
    let lastWord = (range.upperBound - 1) >> 6
    if lastWord >= words.count {
      guard isSet else {
        if range.lowerBound >> 6 < words.count {
          setRange(range.lowerBound..<words.count * 64, to: false)
        }
        return
      }
      words.append(contentsOf: repeatElement(0, count: lastWord - words.count + 1))
    }
    var index = range.lowerBound
    while index < range.upperBound {
      let word = index >> 6
      let bit = index & 63
      let span = min(64 - bit, range.upperBound - index)
      let mask: UInt64 = span == 64 ? ~0 : ((1 << UInt64(span)) - 1) << UInt64(bit)
      if isSet { words[word] |= mask } else { words[word] &= ~mask }
      index += span
    }
  }

  /// Makes room for numbers below `count` without growing again one word at a time.
  mutating func reserve(_ count: Int) {
    words.reserveCapacity((count + 63) / 64)
  }

  /// The numbers in the set, ascending.
  var indices: [Int] {
    var result: [Int] = []
    for (wordIndex, word) in words.enumerated() where word != 0 {
      var rest = word
      while rest != 0 {
        result.append(wordIndex << 6 + rest.trailingZeroBitCount)
        rest &= rest - 1
      }
    }
    return result
  }

  /// How many numbers are in the set.
  var count: Int {
    words.reduce(0) { $0 + $1.nonzeroBitCount }
  }

  /// The numbers in one set and not the other: what changed between two snapshots.
  func difference(from other: PackedBits) -> [Int] {
    var result: [Int] = []
    for wordIndex in 0..<max(words.count, other.words.count) {
      var rest = word(wordIndex) ^ other.word(wordIndex)
      while rest != 0 {
        result.append(wordIndex << 6 + rest.trailingZeroBitCount)
        rest &= rest - 1
      }
    }
    return result
  }

  private func word(_ index: Int) -> UInt64 {
    index < words.count ? words[index] : 0
  }

  /// Equal when the same numbers are in both, whatever their storage's length.
  static func == (lhs: PackedBits, rhs: PackedBits) -> Bool {
    let shared = min(lhs.words.count, rhs.words.count)
    guard lhs.words[..<shared] == rhs.words[..<shared] else { return false }
    return lhs.words[shared...].allSatisfy { $0 == 0 }
      && rhs.words[shared...].allSatisfy { $0 == 0 }
  }

  /// The bytes the set takes: 8 per 64 numbers.
  var byteCount: Int { words.capacity * 8 }
}
