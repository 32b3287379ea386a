@_spi(ToggleKitTools) import ToggleKit

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// What a hostile run found (L4, T6, B10, B16, B20): every call it made, and each
/// contradiction it met, kept with its seed and the last steps so that it can be replayed.
///
/// A contradiction is recorded, never trapped on: a trap would end the whole test process
/// and lose every other owner's report. A sequence ends at its first contradiction, since
/// an owner whose state contradicts itself may trap on the next call, which would then be
/// the test's fault, not the owner's.
@MainActor
final class HostileLog {
  /// "store", "tree" or "group": the owner in the summary line.
  let owner: String
  private(set) var calls = 0
  private(set) var violations = 0
  /// The first few contradictions, each with its seed, step and the calls before it.
  private(set) var reports: [String] = []
  /// Whether the running sequence met a contradiction: it stops there.
  private(set) var isSpoiled = false
  private var seed: UInt64 = 0
  private var recent: [String] = []
  /// The top-level step running, for the reports.
  var step = 0

  init(owner: String) {
    self.owner = owner
  }

  /// A new sequence begins, from `seed`.
  func begin(seed: UInt64) {
    self.seed = seed
    recent.removeAll()
    isSpoiled = false
    step = 0
  }

  /// Counts a call made at `depth` (0: the test's own; more: made from an owner's callback)
  /// and keeps it among the last steps.
  func call(_ description: @autoclosure () -> String, depth: Int) {
    calls += 1
    let line = String(repeating: ">", count: depth) + description()
    // A trap ends the process before any report: TOGGLEKIT_HOSTILE_TRACE prints every call
    // as it is made, so that the calls before one can be read and reduced.
    if Hostile.traces { print("hostile \(owner) seed \(seed) step \(step): \(line)") }
    recent.append(line)
    if recent.count > 14 { recent.removeFirst() }
  }

  /// Records a contradiction: what the contract says (with its rule) and what happened.
  func fail(_ what: String) {
    violations += 1
    isSpoiled = true
    guard reports.count < 6 else { return }
    reports.append(
      "hostile \(owner) seed \(seed) step \(step): \(what)\n  last calls: "
        + recent.joined(separator: " | ") + "\n  replay: " + Hostile.replay(seed))
  }

  /// Records each way the owner's state contradicts itself.
  func check(_ problems: [String], _ which: String = "") {
    for problem in problems { fail("invariant\(which): \(problem)") }
  }

  /// Records a documented outcome that did not hold.
  func expect(_ holds: Bool, _ rule: String, _ what: @autoclosure () -> String) {
    if !holds { fail("\(rule): \(what())") }
  }

  /// The summary line `scripts/stress.sh` reads.
  var summary: String { "hostile \(owner): calls=\(calls) violations=\(violations)" }
}

/// The hostile fuzzer's inputs, shared by the store, tree and group runs.
enum Hostile {
  /// Random calls per owner: 20,000 by default; `make stress` sets TOGGLEKIT_HOSTILE_CALLS
  /// to a million.
  static var callsPerOwner: Int {
    let requested = getenv("TOGGLEKIT_HOSTILE_CALLS").flatMap { Int(String(cString: $0)) }
    return max(1, requested ?? 20_000)
  }

  /// How to replay one sequence. The owners tell their bound rows in the order of a
  /// dictionary, which each process hashes with a seed of its own: a sequence whose rows'
  /// handlers call back replays call for call only with the hashing made deterministic.
  static func replay(_ seed: UInt64) -> String {
    "SWIFT_DETERMINISTIC_HASHING=1 TOGGLEKIT_HOSTILE_SEED=\(seed) TOGGLEKIT_HOSTILE_TRACE=1"
      + " swift test --filter HostileInputTests"
      + (getenv("SWIFT_DETERMINISTIC_HASHING") == nil ? " (this run's hashing was not)" : "")
  }

  /// The one seed to replay (TOGGLEKIT_HOSTILE_SEED), if any.
  static var replayedSeed: UInt64? {
    getenv("TOGGLEKIT_HOSTILE_SEED").flatMap { UInt64(String(cString: $0)) }
  }

  /// Whether every call is printed as it is made (TOGGLEKIT_HOSTILE_TRACE set).
  static let traces = getenv("TOGGLEKIT_HOSTILE_TRACE") != nil

  /// Top-level steps per seeded sequence: short enough to replay by hand from a report.
  static let stepsPerSequence = 300

  /// Identifiers no small owner holds: negative, huge and far past the dense ranges the
  /// store's slot table and the tree's index keep without hashing.
  static let farIdentifiers = [-1, -2, Int.min, Int.min + 1, Int.max, Int.max - 1, 1 << 40, 1_025]

  /// Indices and positions: nil (last), ordinary, one past the end, negative and huge (T6).
  static let indices: [Int?] = [nil, 0, 1, 2, 5, 64, -1, -64, Int.min, Int.max, 1 << 40]

  /// Values, mixed included where it is refused or taken as off (B1, T4).
  static let values: [ToggleValue] = [.off, .on, .mixed]

  /// Modes, hostile counts included: bounds no count can meet, or a minimum above the
  /// maximum, are refused as a veto is (G3), never trapped on.
  static let modes: [ToggleSelectionMode] = [
    .multiple, .exclusive(selectionRequired: false), .exclusive(selectionRequired: true),
    .multiple(minimum: 1, maximum: 3), .multiple(minimum: Int.max, maximum: Int.min),
    .multiple(minimum: -5, maximum: 0), .multiple(minimum: 2, maximum: 1),
  ]

  static let failure = ToggleCommitFailure(reason: .failed, message: "hostile")

  static let outcomes: [ToggleCommitOutcome] = [
    .success, .failure(failure), .failure(ToggleCommitFailure(reason: .timedOut, message: "")),
    .failure(ToggleCommitFailure(reason: .refused, message: "")),
  ]

  /// A request no owner made: numbers near and far from those handed out.
  static func forgedRequest(using rng: inout SplitMix64) -> ToggleCommitRequest {
    ToggleCommitRequest(
      id: rng.pick([0, 1, 2, 3, UInt64.max, rng.next()]), proposedValue: rng.pick(values),
      previousValue: rng.pick(values), policy: rng.chance(2) ? .optimistic : .confirmed)
  }
}

extension SplitMix64 {
  /// A number in 0..<`count`; 0 for a count below 1.
  mutating func below(_ count: Int) -> Int {
    count < 1 ? 0 : Int(next() % UInt64(count))
  }

  /// True once in `odds`.
  mutating func chance(_ odds: Int) -> Bool {
    below(odds) == 0
  }

  /// One of `choices`, which must not be empty.
  mutating func pick<T>(_ choices: [T]) -> T {
    choices[below(choices.count)]
  }
}

/// Requests seen by a run, pending or long answered, kept for stale and repeated answers.
struct RequestPool {
  private(set) var all: [ToggleCommitRequest] = []

  mutating func remember(_ request: ToggleCommitRequest) {
    all.append(request)
    if all.count > 24 { all.removeFirst() }
  }

  /// Any request seen, or a forged one when none was.
  func pick(using rng: inout SplitMix64) -> ToggleCommitRequest {
    all.isEmpty ? Hostile.forgedRequest(using: &rng) : rng.pick(all)
  }
}
