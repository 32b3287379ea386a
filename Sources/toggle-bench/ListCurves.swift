@_spi(ToggleKitTools) import ToggleKit

#if os(Linux)
  import CGtk4
  import Glibc
#endif

/// The README's picture: a change's cost and "select all"'s, against the number of items,
/// for a ToggleStore, a ToggleGroup of coordinators and GtkMultiSelection, measured in one
/// run and drawn on log scales: `docs/lists-bench.png` is the published copy, and a run draws
/// into `.build/bench/` unless told where (`listsPlotPath`).
@MainActor
enum ListCurves {
  struct Curve {
    var name: String
    var red: Double, green: Double, blue: Double
    /// (items, value) pairs.
    var points: [(Int, Double)] = []
  }

  static let sizes = [100, 1_000, 10_000, 100_000, 1_000_000]

  /// Nanoseconds per change, milliseconds per select all.
  static func measure() -> (changes: [Curve], selectAll: [Curve]) {
    let clock = ContinuousClock()
    var storeChange = Curve(name: "ToggleStore", red: 0.2, green: 0.4, blue: 0.85)
    var storeAll = storeChange
    var groupChange = Curve(
      name: "ToggleGroup (widgets' coordinators)", red: 0.9, green: 0.5, blue: 0.1)
    var groupAll = groupChange
    var gtkChange = Curve(name: "GtkMultiSelection", red: 0.45, green: 0.45, blue: 0.45)
    var gtkAll = gtkChange
    for size in sizes {
      let store = ToggleStore(mode: .multiple, items: 0..<size)
      let order = ListBenchmark.indices(below: size, 20_000)
      var best = Double.infinity
      for _ in 0..<5 {
        let start = clock.now
        for item in order { store.activate(item) }
        best = min(best, CoreBenchmark.nanoseconds(clock.now - start) / Double(order.count))
      }
      storeChange.points.append((size, best))
      storeAll.points.append(
        (
          size,
          timeSelectAll {
            store.activateSelectAll()
          } reset: {
            store.setAll(.off)
            store.setValue(.on, for: 0)
          }
        ))
      if size <= 100_000 {
        let group = ToggleGroup(mode: .multiple)
        let host = BenchHost(observer: { _ in })
        var members: [ToggleCoordinator] = []
        for _ in 0..<size {
          let member = ToggleCoordinator(hitRegion: HitRegion(width: 100, height: 40))
          member.attach(host: host)
          group.add(member)
          members.append(member)
        }
        let all = ToggleCoordinator(hitRegion: HitRegion(width: 100, height: 40))
        all.attach(host: host)
        group.setSelectAll(all)
        best = .infinity
        for _ in 0..<5 {
          let start = clock.now
          for index in order { members[index].accessibilityActivate() }
          best = min(best, CoreBenchmark.nanoseconds(clock.now - start) / Double(order.count))
        }
        groupChange.points.append((size, best))
        groupAll.points.append(
          (
            size,
            timeSelectAll {
              all.accessibilityActivate()
            } reset: {
              group.clearSelection()
              members[0].setValue(.on)
            }
          ))
      }
      #if os(Linux)
        let (change, selectAll) = multiSelection(count: size, order: order)
        gtkChange.points.append((size, change))
        gtkAll.points.append((size, selectAll))
      #endif
    }
    return ([storeChange, groupChange, gtkChange], [storeAll, groupAll, gtkAll])
  }

  /// Milliseconds of `body` from a mixed selection, the median of 5.
  private static func timeSelectAll(_ body: () -> Void, reset: () -> Void) -> Double {
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<5 {
      reset()
      let start = clock.now
      body()
      times.append(CoreBenchmark.nanoseconds(clock.now - start) / 1e6)
    }
    return median(times)
  }

  #if os(Linux)
    /// GtkMultiSelection over a GtkStringList: ns per item selected or unselected, the
    /// fastest of 5, and `select_all` in ms from a mixed selection, the median of 5.
    private static func multiSelection(count: Int, order: [Int]) -> (Double, Double) {
      let strings = gtk_string_list_new(nil)!
      for _ in 0..<count { gtk_string_list_append(strings, "item") }
      let selection = gtk_multi_selection_new(strings)!
      let clock = ContinuousClock()
      var best = Double.infinity
      for _ in 0..<5 {
        let start = clock.now
        for item in order {
          let position = guint(item)
          if gtk_selection_model_is_selected(selection, position) != 0 {
            gtk_selection_model_unselect_item(selection, position)
          } else {
            gtk_selection_model_select_item(selection, position, 0)
          }
        }
        best = min(best, CoreBenchmark.nanoseconds(clock.now - start) / Double(order.count))
      }
      let all = timeSelectAll {
        gtk_selection_model_select_all(selection)
      } reset: {
        gtk_selection_model_unselect_all(selection)
        gtk_selection_model_select_item(selection, 0, 0)
      }
      g_object_unref(UnsafeMutableRawPointer(selection))
      return (best, all)
    }

    /// Draws both panels, log scales, into a PNG at `path`.
    static func draw(changes: [Curve], selectAll: [Curve], to path: String) {
      let width: Int32 = 1100
      let height: Int32 = 440
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
      let cr = cairo_create(surface)!
      cairo_set_source_rgb(cr, 1, 1, 1)
      cairo_paint(cr)
      panel(
        cr, x: 60, y: 40, width: 440, height: 320, curves: changes,
        title: "one user change (ns, log)", values: (10, 1e6))
      panel(
        cr, x: 620, y: 40, width: 440, height: 320, curves: selectAll,
        title: "select all (ms, log)", values: (1e-3, 1e4))
      for (index, curve) in changes.enumerated() {
        cairo_set_source_rgb(cr, curve.red, curve.green, curve.blue)
        cairo_rectangle(cr, 60 + Double(index) * 300, 410, 14, 10)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
        cairo_move_to(cr, 80 + Double(index) * 300, 420)
        cairo_show_text(cr, curve.name)
      }
      cairo_surface_write_to_png(surface, path)
      cairo_destroy(cr)
      cairo_surface_destroy(surface)
    }

    private static func panel(
      _ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, curves: [Curve],
      title: String, values: (Double, Double)
    ) {
      let (low, high) = (log10(values.0), log10(values.1))
      func px(_ items: Int) -> Double { x + (log10(Double(items)) - 2) / 4 * width }
      func py(_ value: Double) -> Double {
        y + height - (log10(max(value, values.0)) - low) / (high - low) * height
      }
      cairo_set_font_size(cr, 13)
      cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
      cairo_move_to(cr, x, y - 12)
      cairo_show_text(cr, title + ", against items (100 to 1,000,000, log)")
      cairo_set_line_width(cr, 1)
      cairo_set_source_rgb(cr, 0.85, 0.85, 0.85)
      for decade in stride(from: low, through: high, by: 1) {
        let line = y + height - (decade - low) / (high - low) * height
        cairo_move_to(cr, x, line)
        cairo_line_to(cr, x + width, line)
        cairo_stroke(cr)
        cairo_set_source_rgb(cr, 0.3, 0.3, 0.3)
        cairo_move_to(cr, x - 50, line + 4)
        cairo_show_text(
          cr, decade < 0 ? String(format: "%.3g", pow(10, decade)) : "\(Int(pow(10, decade)))")
        cairo_set_source_rgb(cr, 0.85, 0.85, 0.85)
      }
      for size in sizes {
        cairo_set_source_rgb(cr, 0.3, 0.3, 0.3)
        cairo_move_to(cr, px(size) - 14, y + height + 18)
        cairo_show_text(
          cr, size >= 1_000_000 ? "1M" : size >= 1_000 ? "\(size / 1_000)k" : "\(size)")
      }
      cairo_set_line_width(cr, 2.5)
      for curve in curves where !curve.points.isEmpty {
        cairo_set_source_rgb(cr, curve.red, curve.green, curve.blue)
        for (index, point) in curve.points.enumerated() {
          let (cx, cy) = (px(point.0), py(point.1))
          if index == 0 { cairo_move_to(cr, cx, cy) } else { cairo_line_to(cr, cx, cy) }
        }
        cairo_stroke(cr)
        for point in curve.points {
          cairo_arc(cr, px(point.0), py(point.1), 3.5, 0, 2 * Double.pi)
          cairo_fill(cr)
        }
      }
    }
  #endif

  /// Prints the curves' numbers, a line per measure and size.
  static func report(changes: [Curve], selectAll: [Curve]) {
    print("\n  the picture's numbers (lists-bench.png): per change ns / select all ms")
    for (change, all) in zip(changes, selectAll) {
      let pairs = zip(change.points, all.points).map {
        "\($0.0.0): \(format($0.0.1, 0)) ns / \(format($0.1.1, 3)) ms"
      }
      print("    \(change.name): " + pairs.joined(separator: ", "))
    }
  }
}
