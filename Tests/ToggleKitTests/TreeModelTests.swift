import Testing

@testable import ToggleKit

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

@Suite("T1-T10 Model-based: trees against a reference model")
@MainActor
struct TreeModelTests {
  /// One seeded sequence through the real thing and the model; nil when they agree.
  static func run(seed: UInt64, length: Int) -> String? {
    var rng = SplitMix64(seed: seed)
    // A third of the sequences save every activation (T10), optimistic or confirmed.
    let policy: ToggleCommitPolicy? = [nil, .optimistic, .confirmed][Int(seed % 3)]
    return TreeModelRun.run(rng: &rng, label: "seed \(seed)", length: length, policy: policy)
  }

  /// 12,000 events by default; `make stress` sets TOGGLEKIT_TREE_EVENTS to a million or more.
  static var sequenceCount: Int {
    let requested = getenv("TOGGLEKIT_TREE_EVENTS").flatMap { Int(String(cString: $0)) }
    return max(150, (requested ?? 0) / 80)
  }

  /// TOGGLEKIT_TREE_SEED=n replays one sequence, printing what each event made heard.
  @Test("T1-T10: one seeded sequence, told step by step")
  func oneSequence() {
    guard let seed = getenv("TOGGLEKIT_TREE_SEED").flatMap({ UInt64(String(cString: $0)) })
    else { return }
    var rng = SplitMix64(seed: seed)
    let policy: ToggleCommitPolicy? = [nil, .optimistic, .confirmed][Int(seed % 3)]
    let failure = TreeModelRun.run(
      rng: &rng, label: "seed \(seed)", length: 80, policy: policy, verbose: true)
    print(failure ?? "agrees")
  }

  @Test("T1-T10: seeded random tree sequences of 80 events agree with the model")
  func randomSequences() {
    let base: UInt64 = 0x7_2026_12
    var failures: [String] = []
    var divergences = 0
    let count = Self.sequenceCount
    for offset in 0..<count {
      if let failure = Self.run(seed: base &+ UInt64(offset), length: 80) {
        divergences += 1
        if failures.count < 3 { failures.append(failure) }
      }
    }
    print("tree model: events=\(count * 80) divergences=\(divergences)")
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}
