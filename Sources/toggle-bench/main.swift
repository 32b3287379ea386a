import Foundation
import ToggleKit

#if os(Linux)
  import ToggleKitGTK
#endif

/// toggle-bench: the numbers behind the README's "Performance and reliability" section.
///
///     toggle-bench                 every benchmark, a table, and the `bench:` summary line
///     toggle-bench core            the core tap cycle only
///     toggle-bench gtk-create ours|gtk N     (one process per measurement; used by the above)
///     toggle-bench click ours|gtk N
///     toggle-bench churn N         create and destroy N GTK toggles with handlers (make stress)
///     toggle-bench lifetime        last references dropped mid-delivery, for valgrind (make stress)
///     toggle-bench load-image FILE time and peak memory of loading and drawing one image
let arguments = Array(CommandLine.arguments.dropFirst())

func runSelf(_ arguments: [String]) -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  do {
    try process.run()
  } catch {
    return ""
  }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self)
}

func value(_ key: String, in output: String) -> String? {
  for field in output.split(whereSeparator: { $0 == " " || $0 == "\n" })
  where field.hasPrefix(key + "=") {
    return String(field.dropFirst(key.count + 1))
  }
  return nil
}

func format(_ number: Double, _ digits: Int = 2) -> String {
  String(format: "%.\(digits)f", number)
}

MainActor.assumeIsolated {
  switch arguments.first {
  case "core":
    let result = CoreBenchmark.run()
    print(
      "core_tap_ns=\(result.tapNanoseconds) baseline_ns=\(result.baselineNanoseconds) allocs_per_tap=\(result.allocationsPerTap)"
    )
  #if os(Linux)
    case "gtk-create":
      GTKBenchmarks.create(
        WidgetKind(rawValue: arguments[1]) ?? .ours, count: Int(arguments[2]) ?? 1000)
    case "click":
      GTKBenchmarks.clickLatency(
        WidgetKind(rawValue: arguments[1]) ?? .ours, count: Int(arguments[2]) ?? 100)
    case "churn":
      GTKBenchmarks.churn(count: Int(arguments.dropFirst().first ?? "") ?? 10_000)
    case "lifetime":
      LifetimeRun.run()
    case "load-image":
      ImageLoadRun.run(path: arguments.dropFirst().first ?? "")
  #endif
  case nil:
    print("ToggleKit benchmarks (release build; medians of repeated runs)\n")
    let core = CoreBenchmark.run()
    print("core: one tap cycle (press, release, change, one observer, look resolved)")
    print("  ToggleKit tap            \(format(core.tapNanoseconds, 1)) ns")
    print("  baseline Bool + closure  \(format(core.baselineNanoseconds, 1)) ns")
    print("  ratio                    \(format(core.ratio))  (goal <= 5)")
    print(
      "  heap allocations / tap   \(format(core.allocationsPerTap, 3))  (goal 0; counted by a malloc hook)"
    )
    print(
      "  hook self-check           \(core.counterSelfCheck) allocations counted for 1,000 arrays")

    var createRatio = Double.nan
    var memoryRatio = Double.nan
    var p95 = Double.nan
    #if os(Linux)
      var times: [WidgetKind: [Double]] = [.ours: [], .gtk: []]
      var memory: [WidgetKind: [Double]] = [.ours: [], .gtk: []]
      for _ in 0..<5 {
        for kind in [WidgetKind.gtk, .ours] {
          let output = runSelf(["gtk-create", kind.rawValue, "1000"])
          if let time = value("create_ms", in: output).flatMap(Double.init) {
            times[kind]!.append(time)
          }
          if let rss = value("rss_kb_per_widget", in: output).flatMap(Double.init) {
            memory[kind]!.append(rss)
          }
        }
      }
      createRatio = median(times[.ours]!) / median(times[.gtk]!)
      memoryRatio = median(memory[.ours]!) / median(memory[.gtk]!)
      print(
        "\nGTK: 1,000 toggles created in a window until their first frame (5 runs each, fresh processes)"
      )
      print(
        "  ToggleKitButton          \(format(median(times[.ours]!), 1)) ms, \(format(median(memory[.ours]!), 2)) KiB resident each"
      )
      print(
        "  GtkToggleButton          \(format(median(times[.gtk]!), 1)) ms, \(format(median(memory[.gtk]!), 2)) KiB resident each"
      )
      print(
        "  ratios (ours / GTK's)    time \(format(createRatio)), memory \(format(memoryRatio))  (goal <= 1.0)"
      )

      var clicks: [WidgetKind: [Double]] = [:]
      var missed: [WidgetKind: String] = [:]
      for kind in [WidgetKind.gtk, .ours] {
        let output = runSelf(["click", kind.rawValue, "120"])
        clicks[kind] = (value("click_ms", in: output) ?? "").split(separator: ",").compactMap {
          Double($0)
        }
        missed[kind] = value("missed", in: output) ?? "?"
      }
      p95 = percentile(clicks[.ours]!, 0.95)
      print(
        "\nclick to frame: a real X click (XTest) until the frame showing the new value (120 clicks)"
      )
      for kind in [WidgetKind.ours, .gtk] {
        let name = kind == .ours ? "ToggleKitButton" : "GtkToggleButton"
        print(
          "  \(name.padding(toLength: 24, withPad: " ", startingAt: 0)) p50 \(format(percentile(clicks[kind]!, 0.5))) ms, p95 \(format(percentile(clicks[kind]!, 0.95))) ms, \(clicks[kind]!.count) measured, \(missed[kind]!) missed"
        )
      }
      print("  goal: p95 within one 60 Hz frame (16.7 ms)")
    #endif
    print(
      "bench: core_tap_ns=\(format(core.tapNanoseconds, 1)) baseline_ns=\(format(core.baselineNanoseconds, 1)) core_ratio=\(format(core.ratio)) allocs_per_tap=\(format(core.allocationsPerTap, 0)) gtk_create_ratio=\(format(createRatio)) gtk_memory_ratio=\(format(memoryRatio)) click_to_frame_p95_ms=\(format(p95))"
    )
  default:
    print(
      "usage: toggle-bench [core | gtk-create ours|gtk N | click ours|gtk N | churn N | lifetime | load-image FILE]"
    )
    exit(2)
  }
}
