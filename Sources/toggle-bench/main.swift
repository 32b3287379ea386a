import Foundation
import ToggleKit

#if os(Linux)
  import ToggleKitGTK
#endif

/// toggle-bench: the numbers behind the README's "Performance and reliability" section.
///
///     toggle-bench                 every benchmark, a table, and the `bench:` summary line
///     toggle-bench core            the core tap cycle only
///     toggle-bench lists           stores and groups by size, and GtkMultiSelection (`lists:`)
///     toggle-bench trees           trees of a million nodes in three shapes, beside Qt (`trees:`)
///     toggle-bench tree-taps SHAPE big|small   leaf changes for callgrind, used by the above
///     toggle-bench gtk-create KIND N   KIND: push, switch, checkbox, or native-push ... (their
///     toggle-bench click KIND N        native twins); one process per measurement, used by the above
///     toggle-bench churn N         create and destroy N GTK toggles with handlers (make stress)
///     toggle-bench lifetime        last references dropped mid-delivery, for valgrind (make stress)
///     toggle-bench load-image FILE time and peak memory of loading and drawing one image
let arguments = Array(CommandLine.arguments.dropFirst())

func runSelf(_ arguments: [String], environment: [String: String] = [:]) -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = arguments
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
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

/// The instructions callgrind counts in the functions matching `function` while this program
/// runs with `arguments` in a fresh process, divided by `per`: a count that moves by a few
/// tenths of a percent from run to run, where wall time here swings by 5-50 %. Nil without
/// valgrind.
func callgrindInstructions(
  _ arguments: [String], in function: String, per: Int, environment: [String: String] = [:]
) -> Double? {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "toggle-bench-\(getpid())-\(arguments.joined(separator: "-"))")
  try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let output = directory.appendingPathComponent("callgrind.out")
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments =
    [
      "valgrind", "--tool=callgrind", "--toggle-collect=*\(function)*",
      "--callgrind-out-file=\(output.path)", CommandLine.arguments[0],
    ] + arguments
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  do {
    try process.run()
  } catch {
    return nil
  }
  process.waitUntilExit()
  guard process.terminationStatus == 0, let text = try? String(contentsOf: output, encoding: .utf8)
  else { return nil }
  for line in text.split(separator: "\n") where line.hasPrefix("summary: ") {
    return Double(line.dropFirst(9)).map { $0 / Double(per) }
  }
  return nil
}

/// The instructions one toggle of `kind` costs to make and show, over `makeAndShow`
/// (1,000 toggles, after the first).
func instructionsPerToggle(_ kind: String, count: Int = 1000) -> Double? {
  callgrindInstructions(
    ["gtk-create", kind, String(count)], in: "makeAndShow", per: count,
    environment: ["GSK_RENDERER": "cairo"])
}

/// Instructions per tap of `command` (group-taps, store-taps) at `count`, over `function`
/// (20,000 taps).
func tapInstructions(_ command: String, _ function: String, _ count: Int) -> Double? {
  callgrindInstructions([command, String(count)], in: function, per: 20_000)
}

/// Where the lists picture goes: the path given, else `TOGGLEKIT_BENCH_PLOT`, else a file
/// under the build folder, which git ignores, so that `make bench` leaves the checkout as it
/// found it. The published picture, docs/lists-bench.png, is refreshed only on purpose
/// (`TOGGLEKIT_BENCH_PLOT=docs/lists-bench.png make bench`). The folder is made first, as
/// cairo writes into an existing one only.
func listsPlotPath(_ given: String?) -> String {
  let path =
    given ?? ProcessInfo.processInfo.environment["TOGGLEKIT_BENCH_PLOT"]
    ?? ".build/bench/lists-bench.png"
  let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return path
}

func format(_ number: Double, _ digits: Int = 2) -> String {
  String(format: "%.\(digits)f", number)
}

@MainActor
func listNumbers() -> ListBenchmark.Result {
  var result = ListBenchmark.run()
  for size in ListBenchmark.groupSizes {
    result.groupTapInstructions[size] = tapInstructions("group-taps", "tapGroupMembers", size)
  }
  for size in ListBenchmark.storeSizes {
    result.storeTapInstructions[size] = tapInstructions("store-taps", "tapStoreItems", size)
  }
  #if os(Linux)
    for round in 0..<5 {
      for kind in round < 3 ? ["toggle", "native", "toggle-grid"] : ["toggle", "native"] {
        let output = runSelf(["list-scroll", kind])
        let frames = (value("scroll_frame_ms", in: output) ?? "").split(separator: ",").compactMap {
          Double($0)
        }
        guard !frames.isEmpty else { continue }
        let p95 = percentile(frames, 0.95)
        let live = value("live_rows", in: output).flatMap(Int.init) ?? -1
        result.rowsOnScreen =
          value("on_screen", in: output).flatMap(Int.init) ?? result.rowsOnScreen
        if kind == "toggle" {
          result.scrollP95Milliseconds.append(p95)
          result.liveRowWidgets = live
        } else if kind == "toggle-grid" {
          result.gridScrollP95Milliseconds.append(p95)
          result.gridLiveRowWidgets = live
        } else {
          result.nativeScrollP95Milliseconds.append(p95)
          result.nativeLiveRowWidgets = live
        }
      }
    }
  #endif
  return result
}

MainActor.assumeIsolated {
  switch arguments.first {
  case "core":
    let result = CoreBenchmark.run()
    print(
      "core_tap_ns=\(result.tapNanoseconds) baseline_ns=\(result.baselineNanoseconds) allocs_per_tap=\(result.allocationsPerTap)"
    )
  case "core-taps":
    CoreBenchmark.tapsForCounting(Int(arguments.dropFirst().first ?? "") ?? 20_000)
  case "store-taps":
    ListBenchmark.storeTaps(count: Int(arguments.dropFirst().first ?? "") ?? 100)
  case "group-taps":
    ListBenchmark.groupTaps(count: Int(arguments.dropFirst().first ?? "") ?? 10)
  case "trees":
    TreeBenchmark.report()
  case "tree-taps":
    guard arguments.count == 3, let shape = TreeBenchmark.Shape(rawValue: arguments[1]) else {
      print("usage: toggle-bench tree-taps wide|grid|deep big|small")
      exit(2)
    }
    TreeBenchmark.runLeafChanges(shape, big: arguments[2] == "big")
  case "tree-time":
    guard arguments.count == 2, let shape = TreeBenchmark.Shape(rawValue: arguments[1]) else {
      print("usage: toggle-bench tree-time wide|grid|deep")
      exit(2)
    }
    TreeBenchmark.reportTime(shape)
  case "lists":
    ListBenchmark.report(listNumbers())
  case "lists-plot":
    let curves = ListCurves.measure()
    ListCurves.report(changes: curves.changes, selectAll: curves.selectAll)
    #if os(Linux)
      let plot = listsPlotPath(arguments.dropFirst().first)
      ListCurves.draw(changes: curves.changes, selectAll: curves.selectAll, to: plot)
      print("  drew \(plot)")
    #endif
  #if os(Linux)
    case "gtk-create":
      GTKBenchmarks.create(
        WidgetKind(argument: arguments[1]) ?? WidgetKind(look: .push, isNative: false),
        count: Int(arguments[2]) ?? 1000)
    case "click":
      GTKBenchmarks.clickLatency(
        WidgetKind(argument: arguments[1]) ?? WidgetKind(look: .push, isNative: false),
        count: Int(arguments[2]) ?? 100)
    case "list-scroll":
      ListScrollRun.run(kind: arguments.dropFirst().first ?? "toggle")
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
    let tapInstructions = CoreBenchmark.tapInstructions() ?? .nan
    print(
      "  instructions / tap       \(format(tapInstructions, 0))  (callgrind, 20,000 taps; goal <= 3,000)"
    )

    var createRatio = Double.nan
    var instructionsRatio = Double.nan
    var memoryRatio = Double.nan
    var p95 = Double.nan
    #if os(Linux)
      // Each look against the native widget it stands beside, in fresh processes.
      var createRatios: [ToggleLook: Double] = [:]
      var instructionsRatios: [ToggleLook: Double] = [:]
      var memoryRatios: [ToggleLook: Double] = [:]
      var p95s: [Double] = []
      print(
        "\nGTK: 1,000 toggles created in a window until their first frame, after one made first so once-per-process costs are not counted per toggle (7 runs each, fresh processes, cairo renderer;"
      )
      print(
        "instructions counted by callgrind over the same, one run each), then a real X click (XTest) until the frame showing the new value (120 clicks)"
      )
      for look in ToggleLook.allCases {
        let kinds = [
          WidgetKind(look: look, isNative: true), WidgetKind(look: look, isNative: false),
        ]
        var times: [WidgetKind: [Double]] = [:]
        var memory: [WidgetKind: [Double]] = [:]
        var heap: [WidgetKind: [Double]] = [:]
        var allocations: [WidgetKind: [Double]] = [:]
        for _ in 0..<7 {
          for kind in kinds {
            // GTK's cairo renderer: under Xvfb the GL renderer's own buffers swing the
            // resident size by tens of KiB per widget from run to run (a GtkSwitch row
            // measured 48 and 86 KiB), which says nothing about the widgets.
            let output = runSelf(
              ["gtk-create", kind.argument, "1000"], environment: ["GSK_RENDERER": "cairo"])
            if let time = value("create_ms", in: output).flatMap(Double.init) {
              times[kind, default: []].append(time)
            }
            if let rss = value("rss_kb_per_widget", in: output).flatMap(Double.init) {
              memory[kind, default: []].append(rss)
            }
            if let bytes = value("heap_bytes_per_widget", in: output).flatMap(Double.init) {
              heap[kind, default: []].append(bytes)
            }
            if let count = value("allocations_per_widget", in: output).flatMap(Double.init) {
              allocations[kind, default: []].append(count)
            }
          }
        }
        var instructions: [WidgetKind: Double] = [:]
        for kind in kinds { instructions[kind] = instructionsPerToggle(kind.argument) }
        var clicks: [WidgetKind: [Double]] = [:]
        var missed: [WidgetKind: String] = [:]
        // A GtkCheckButton in a group is not turned off by a click: its clicks are not measured.
        for kind in kinds where !(kind.isNative && look == .radio) {
          let output = runSelf(["click", kind.argument, "120"])
          clicks[kind] = (value("click_ms", in: output) ?? "").split(separator: ",").compactMap {
            Double($0)
          }
          missed[kind] = value("missed", in: output) ?? "?"
        }
        let (native, ours) = (kinds[0], kinds[1])
        createRatios[look] = median(times[ours] ?? []) / median(times[native] ?? [])
        instructionsRatios[look] = (instructions[ours] ?? .nan) / (instructions[native] ?? .nan)
        memoryRatios[look] = median(memory[ours] ?? []) / median(memory[native] ?? [])
        p95s.append(percentile(clicks[ours] ?? [], 0.95))
        print("\n  \(look.rawValue) look")
        for kind in [ours, native] {
          let name = kind.name.padding(toLength: 22, withPad: " ", startingAt: 0)
          let instructionCount = instructions[kind].map { format($0 / 1000, 1) + "k" } ?? "n/a"
          let click =
            clicks[kind] == nil
            ? "click n/a (a grouped radio is not clicked off)"
            : "click p50 \(format(percentile(clicks[kind] ?? [], 0.5))) / p95 \(format(percentile(clicks[kind] ?? [], 0.95))) ms, \(missed[kind] ?? "?") missed"
          print(
            "    \(name) \(format(median(times[kind] ?? []), 1)) ms, \(instructionCount) instructions each, \(format(median(memory[kind] ?? []), 2)) KiB each (heap \(format(median(heap[kind] ?? []), 0)) B in \(format(median(allocations[kind] ?? []), 0)) allocations), \(click)"
          )
        }
        print(
          "    ratios (ToggleKit / native): time \(format(createRatios[look]!)), instructions \(format(instructionsRatios[look]!)), memory \(format(memoryRatios[look]!))  (goal <= 1.0)"
        )
      }
      createRatio = createRatios.values.max() ?? .nan
      instructionsRatio = instructionsRatios.values.max() ?? .nan
      memoryRatio = memoryRatios.values.max() ?? .nan
      p95 = p95s.max() ?? .nan
      print(
        "\n  worst over the looks: time \(format(createRatio)), instructions \(format(instructionsRatio)), memory \(format(memoryRatio)), click p95 \(format(p95)) ms (goal: within one 60 Hz frame, 16.7 ms)"
      )
    #endif
    ListBenchmark.report(listNumbers())
    let curves = ListCurves.measure()
    ListCurves.report(changes: curves.changes, selectAll: curves.selectAll)
    #if os(Linux)
      let plot = listsPlotPath(nil)
      ListCurves.draw(changes: curves.changes, selectAll: curves.selectAll, to: plot)
      print("  drew \(plot)")
    #endif
    TreeBenchmark.report()
    print(
      "bench: core_tap_ns=\(format(core.tapNanoseconds, 1)) baseline_ns=\(format(core.baselineNanoseconds, 1)) core_ratio=\(format(core.ratio)) core_tap_instructions=\(format(tapInstructions, 0)) allocs_per_tap=\(format(core.allocationsPerTap, 0)) gtk_create_ratio=\(format(createRatio)) gtk_create_instructions_ratio=\(format(instructionsRatio)) gtk_memory_ratio=\(format(memoryRatio)) click_to_frame_p95_ms=\(format(p95))"
    )
  default:
    print(
      "usage: toggle-bench [core | core-taps N | lists | trees | tree-taps SHAPE SIZE | gtk-create KIND N | click KIND N | churn N | lifetime | load-image FILE]"
    )
    exit(2)
  }
}
