import Foundation
import ToggleKit

MainActor.assumeIsolated {
  let taps = ProcessInfo.processInfo.environment["BENCH_TAPS"].flatMap(Int.init) ?? 200_000
  let result = CoreBenchmark.run(taps: taps, repetitions: taps < 100_000 ? 1 : 9)
  print(
    "core tap \(result.tapNanoseconds) ns, baseline \(result.baselineNanoseconds) ns, ratio \(result.ratio), allocs/tap \(result.allocationsPerTap)"
  )
}
