import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

@Suite("B1-B8 Model-based: the coordinator against a reference model")
@MainActor
struct ModelBasedTests {
  /// Runs one seeded sequence; returns a description of the first divergence, or nil.
  static func run(seed: UInt64, length: Int) -> String? {
    var rng = SplitMix64(seed: seed)
    let events = (0..<length).map { _ in ModelEvent.random(using: &rng) }
    return ModelCheck.firstDivergence(events, label: "seed \(seed)")
  }

  /// 180,000 events by default; `make stress` sets TOGGLEKIT_MODEL_EVENTS to a million or more.
  static var sequenceCount: Int {
    let requested = getenv("TOGGLEKIT_MODEL_EVENTS").flatMap { Int(String(cString: $0)) }
    return max(3_000, (requested ?? 0) / 60)
  }

  @Test("B1-B8: seeded random sequences of 60 events agree with the model (3,000 by default)")
  func randomSequences() {
    let base: UInt64 = 0x70_6713_4B17
    var failures: [String] = []
    var divergences = 0
    let count = Self.sequenceCount
    for offset in 0..<count {
      if let failure = Self.run(seed: base &+ UInt64(offset), length: 60) {
        divergences += 1
        if failures.count < 3 { failures.append(failure) }
      }
    }
    print(
      "model: events=\(count * 60) divergences=\(divergences) seeds=\(base)...\(base &+ UInt64(count - 1))"
    )
    #expect(
      failures.isEmpty,
      "\(failures.joined(separator: "\n"))\nreplay with ModelBasedTests.run(seed:length:)")
  }

  @Test("B7: the model itself is not trivially agreeable: a wrong slop diverges")
  func modelCanFail() {
    var rng = SplitMix64(seed: 1)
    let (toggle, host) = makeToggle(slop: 10)
    var model = ReferenceModel()
    var diverged = false
    let vetoes = VetoSwitch()
    for _ in 0..<5_000 where !diverged {
      let event = ModelEvent.random(using: &rng)
      model.apply(event)
      toggle.apply(event, veto: vetoes)
      diverged =
        toggle.value != model.value || toggle.isHighlighted != model.highlighted
        || host.valueNotifications.count != model.notifications
    }
    #expect(diverged)
  }
}

@Suite("B1-B8 G1-G6 L1-L5 T1-T10 Fuzzer regressions: kept inputs, replayed")
@MainActor
struct FuzzRegressionTests {
  static var directory: String {
    let testFile = "\(#filePath)"
    let tests = testFile.split(separator: "/").dropLast(2).joined(separator: "/")
    return "/\(tests)/Fuzz/regressions"
  }

  @Test("B1-B8 G1-G6 L1-L5 T1-T10: every kept fuzzer input agrees with its model")
  func replay() throws {
    guard let directory = opendir(Self.directory) else {
      Issue.record("no regression directory at \(Self.directory)")
      return
    }
    defer { closedir(directory) }
    var replayed = 0
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard !name.hasPrefix(".") else { continue }
      guard let file = fopen("\(Self.directory)/\(name)", "rb") else { continue }
      var bytes: [UInt8] = []
      while case let byte = fgetc(file), byte != EOF { bytes.append(UInt8(byte)) }
      fclose(file)
      let divergence = FuzzInput.firstDivergence(bytes, label: name)
      #expect(divergence == nil, "\(divergence ?? "")")
      replayed += 1
    }
    #expect(replayed > 0, "the regression corpus should never be empty")
  }
}
