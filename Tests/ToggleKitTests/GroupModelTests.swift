import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

@Suite("G1-G6 Model-based: groups against a reference model")
@MainActor
struct GroupModelTests {
  /// One seeded sequence through the real thing and the model; nil when they agree.
  static func run(seed: UInt64, kind: GroupModel.Kind, length: Int) -> String? {
    var rng = SplitMix64(seed: seed)
    return GroupModelRun.run(rng: &rng, label: "seed \(seed)", kind: kind, length: length)
  }

  /// 12,000 events by default; `make stress` sets TOGGLEKIT_GROUP_EVENTS to a million or more.
  static var sequenceCount: Int {
    let requested = getenv("TOGGLEKIT_GROUP_EVENTS").flatMap { Int(String(cString: $0)) }
    return max(200, (requested ?? 0) / 60)
  }

  @Test("G1-G6: seeded random group sequences of 60 events agree with the model")
  func randomSequences() {
    let base: UInt64 = 0x6_2011_7
    var failures: [String] = []
    var divergences = 0
    let count = Self.sequenceCount
    for offset in 0..<count {
      let kind = GroupModel.Kind.allCases[offset % GroupModel.Kind.allCases.count]
      if let failure = Self.run(seed: base &+ UInt64(offset), kind: kind, length: 60) {
        divergences += 1
        if failures.count < 3 { failures.append(failure) }
      }
    }
    print("group model: events=\(count * 60) divergences=\(divergences)")
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}
