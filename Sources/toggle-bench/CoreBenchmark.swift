import CAllocationCounter
@_spi(ToggleKitTools) import ToggleKit

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// A closure the optimiser cannot see through, standing for an app's observer.
final class Observer {
  var count = 0
  @inline(never)
  func makeHandler() -> (Bool) -> Void {
    { [unowned self] isOn in
      count &+= isOn ? 1 : 2
    }
  }
}

/// The lightest host a toolkit could be: resolve the look, call one observer.
@MainActor
final class BenchHost: ToggleHost {
  @exclusivity(unchecked) var looks = StateTable<Int>()
  let observer: (Bool) -> Void
  @exclusivity(unchecked) var resolvedLook = 0

  init(observer: @escaping (Bool) -> Void) {
    self.observer = observer
    looks[exactly: .normal] = 1
    looks[exactly: .on] = 2
    looks[exactly: .highlighted] = 3
  }

  func toggleStateDidChange(_ coordinator: ToggleCoordinator) {
    resolvedLook &+= looks.resolve(coordinator.controlState) ?? 0
  }
  func togglePrepareFeedback(_ style: HapticStyle) {}
  func toggleValueDidChange(
    _ coordinator: ToggleCoordinator, change: ToggleChange, animated: Bool, haptic: HapticStyle
  ) {
    resolvedLook &+= looks.resolve(coordinator.controlState) ?? 0
  }
  func toggleSendValueNotifications(_ coordinator: ToggleCoordinator) {
    observer(coordinator.value == .on)
  }
  func toggleSendPrimaryAction(_ coordinator: ToggleCoordinator, source: ActivationSource) {}
}

/// The core benchmark: one full tap cycle against a bare Bool flip plus one closure call.
@MainActor
enum CoreBenchmark {
  struct Result {
    var tapNanoseconds: Double
    var baselineNanoseconds: Double
    var allocationsPerTap: Double
    /// Allocations the counter saw for 1,000 one-element arrays: proves the hook counts.
    var counterSelfCheck: UInt64
    var ratio: Double { tapNanoseconds / baselineNanoseconds }
  }

  static func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
  }

  @inline(never)
  static func runTaps(_ coordinator: ToggleCoordinator, _ count: Int) {
    for _ in 0..<count {
      coordinator.pointerDown(x: 50, y: 20)
      coordinator.pointerUp(x: 50, y: 20)
    }
  }

  @inline(never)
  static func runBaseline(_ handler: (Bool) -> Void, _ count: Int) -> Bool {
    var flag = false
    for _ in 0..<count {
      flag.toggle()
      handler(flag)
    }
    return flag
  }

  /// `toggle-bench core-taps N`: the setup of ``run(taps:repetitions:)``, then N taps in one
  /// call of ``runTaps(_:_:)``, which callgrind counts alone (``tapInstructions``).
  static func tapsForCounting(_ count: Int) {
    let observer = Observer()
    let host = BenchHost(observer: observer.makeHandler())
    let coordinator = ToggleCoordinator(hitRegion: HitRegion(width: 100, height: 40))
    coordinator.attach(host: host)
    runTaps(coordinator, count)
    blackHole(host.resolvedLook)
    blackHole(observer.count)
  }

  /// Instructions per tap, counted by callgrind over 20,000 taps in a fresh process: a
  /// figure that load does not move, where the tap's time moves by 5-15 %. Nil without
  /// valgrind.
  static func tapInstructions() -> Double? {
    callgrindInstructions(["core-taps", "20000"], in: "runTaps", per: 20_000)
  }

  static func run(taps: Int = 200_000, repetitions: Int = 9) -> Result {
    let observer = Observer()
    let handler = observer.makeHandler()
    let host = BenchHost(observer: handler)
    let coordinator = ToggleCoordinator(hitRegion: HitRegion(width: 100, height: 40))
    coordinator.attach(host: host)
    runTaps(coordinator, 10_000)  // warm up
    blackHole(runBaseline(handler, 10_000))

    var tapTimes: [Double] = []
    var baselineTimes: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
      let tapStart = clock.now
      runTaps(coordinator, taps)
      tapTimes.append(nanoseconds(clock.now - tapStart) / Double(taps))
      let baselineStart = clock.now
      blackHole(runBaseline(handler, taps))
      baselineTimes.append(nanoseconds(clock.now - baselineStart) / Double(taps))
    }
    let checkStart = tk_allocation_count()
    for index in 0..<1_000 { blackHole(makeArray(index)) }
    let counterSelfCheck = tk_allocation_count() - checkStart
    let before = tk_allocation_count()
    runTaps(coordinator, taps)
    let allocations = tk_allocation_count() - before
    blackHole(host.resolvedLook)
    blackHole(observer.count)
    return Result(
      tapNanoseconds: median(tapTimes), baselineNanoseconds: median(baselineTimes),
      allocationsPerTap: Double(allocations) / Double(taps), counterSelfCheck: counterSelfCheck)
  }

  @inline(never)
  static func makeArray(_ value: Int) -> [Int] { [value] }
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let index = Int((Double(sorted.count - 1) * fraction).rounded(.up))
  return sorted[min(sorted.count - 1, index)]
}
