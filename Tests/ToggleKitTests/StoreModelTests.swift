import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

@Suite("L1-L5 Model-based: a store and its recycled rows against a reference model")
@MainActor
struct StoreModelTests {
  /// One seeded sequence through the real thing and the model; nil when they agree.
  static func run(seed: UInt64, kind: StoreModel.Kind, length: Int) -> String? {
    var rng = SplitMix64(seed: seed)
    return StoreModelRun.run(rng: &rng, label: "seed \(seed)", kind: kind, length: length)
  }

  /// 14,000 events by default; `make stress` sets TOGGLEKIT_STORE_EVENTS to a million or more.
  static var sequenceCount: Int {
    let requested = getenv("TOGGLEKIT_STORE_EVENTS").flatMap { Int(String(cString: $0)) }
    return max(200, (requested ?? 0) / 70)
  }

  @Test(
    "L1-L8: seeded random sequences of binds, scrolls, taps, saves and model changes agree with the model"
  )
  func randomSequences() {
    let base: UInt64 = 0x5_7012_3
    var failures: [String] = []
    var divergences = 0
    let count = Self.sequenceCount
    for offset in 0..<count {
      let kind = StoreModel.Kind.allCases[offset % StoreModel.Kind.allCases.count]
      if let failure = Self.run(seed: base &+ UInt64(offset), kind: kind, length: 70) {
        divergences += 1
        if failures.count < 3 { failures.append(failure) }
      }
    }
    print(
      "store model: events=\(count * 70) divergences=\(divergences)"
    )
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test("L1-L5: the model itself is not trivially agreeable: a store that ignores reuse diverges")
  func modelCanFail() {
    // A row that keeps its own value when rebound is the peers' bug: the check must see it.
    var model = StoreModel(kind: .multiple, items: 8, rows: 1)
    let store = ToggleStore(mode: .multiple, items: 0..<8)
    let (row, _) = makeToggle()
    store.bind(row, to: 2)
    model.apply(.bind(row: 0, item: 2))
    row.accessibilityActivate()
    model.apply(.activateRow(0))
    // Rebind the model only: the real row still shows item 2, on, where item 5 is off.
    model.apply(.bind(row: 0, item: 5))
    #expect((row.value == .on) != model.rowShown[0])
  }
}
