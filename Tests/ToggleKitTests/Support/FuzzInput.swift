@_spi(ToggleKitTools) import ToggleKit

/// What a fuzzer input runs (`Tests/Fuzz/FuzzCore.swift`, and the kept regressions that
/// `swift test` replays): a first byte of 0xF1, 0xF2 or 0xF3 runs the rest as the draws of a
/// sequence of group, store or tree events against its reference model; any other input is
/// a single toggle's events (``ModelEvent/decode(_:)``), as every kept input before groups,
/// stores and trees were fuzzed.
@MainActor
enum FuzzInput {
  /// The first divergence from the model the input leads to, or nil.
  static func firstDivergence(_ bytes: [UInt8], label: String) -> String? {
    guard let first = bytes.first, (0xF1...0xF3).contains(first) else {
      return ModelCheck.firstDivergence(ModelEvent.decode(bytes), label: label)
    }
    var draws = ByteDraws(bytes.dropFirst())
    // As many events as bytes, up to a few hundred: a short input is a short sequence.
    let length = min(max(bytes.count - 1, 1), 300)
    switch first {
    case 0xF1:
      let kinds = GroupModel.Kind.allCases
      let kind = kinds[Int(draws.next() % UInt64(kinds.count))]
      return GroupModelRun.run(rng: &draws, label: label, kind: kind, length: length)
    case 0xF2:
      let kinds = StoreModel.Kind.allCases
      let kind = kinds[Int(draws.next() % UInt64(kinds.count))]
      return StoreModelRun.run(rng: &draws, label: label, kind: kind, length: length)
    default:
      let policies: [ToggleCommitPolicy?] = [nil, .optimistic, .confirmed]
      let policy = policies[Int(draws.next() % 3)]
      return TreeModelRun.run(rng: &draws, label: label, length: length, policy: policy)
    }
  }
}

/// Draws made from a fuzzer's bytes: each draw mixes the next byte with its position into
/// 64 bits, so that one byte decides one choice (what libFuzzer's mutations reach) and every
/// draw is spread over the whole range (`shuffled(using:)` and `random(in:using:)` reject
/// low draws and would ask forever). Past the last byte, draws go on from the position.
struct ByteDraws: RandomNumberGenerator {
  private var bytes: ArraySlice<UInt8>
  private var position: UInt64 = 0

  init(_ bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
  }

  mutating func next() -> UInt64 {
    let byte = UInt64(bytes.popFirst() ?? 0)
    position &+= 1
    // SplitMix64's finalizer over (position, byte): distinct draws for distinct bytes.
    var mixed = position &* 0x9E37_79B9_7F4A_7C15 &+ byte
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
