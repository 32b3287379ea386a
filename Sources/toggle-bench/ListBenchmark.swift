@_spi(ToggleKitTools) import ToggleKit

#if os(Linux)
  import CGtk4
#endif

/// The `lists:` numbers (issue "Toggles in lists"): how a change, "select all" and memory grow
/// with the number of items of a ToggleStore and the members of a ToggleGroup, each against
/// the same measurement at a small size in the same run, and GTK's own GtkMultiSelection.
@MainActor
enum ListBenchmark {
  struct Result {
    /// Nanoseconds per user change of a random item, by item count.
    var storeTapNanoseconds: [Int: Double] = [:]
    /// Nanoseconds per tap of a random member of an exclusive group, by member count.
    var groupTapNanoseconds: [Int: Double] = [:]
    /// Nanoseconds per set from code of a random member, by member count.
    var groupSetNanoseconds: [Int: Double] = [:]
    /// Nanoseconds per `add`, building a group of that many.
    var groupAddNanoseconds: [Int: Double] = [:]
    var selectAllMilliseconds = Double.nan
    var clearAllMilliseconds = Double.nan
    var multiSelectionSelectAllMilliseconds = Double.nan
    var bytesPerItem = Double.nan
    var indexBytesPerItem = Double.nan
    var bulkChangeItemsCopied = 0
    /// Per fresh process: the p95 of a frame's work while scrolling fast through 100,000 rows.
    var scrollP95Milliseconds: [Double] = []
    var nativeScrollP95Milliseconds: [Double] = []
    var liveRowWidgets = -1
    var nativeLiveRowWidgets = -1
    var gridScrollP95Milliseconds: [Double] = []
    var gridLiveRowWidgets = -1
    var rowsOnScreen = -1
    /// Instructions per tap in an exclusive group, by member count (callgrind).
    var groupTapInstructions: [Int: Double] = [:]
    /// Instructions per user change of a store's item, by item count (callgrind).
    var storeTapInstructions: [Int: Double] = [:]
  }

  static let storeSizes = [100, 10_000, 1_000_000]
  static let groupSizes = [10, 100, 1_000, 10_000]

  /// A fixed pseudo-random sequence of indices below `count`, so every size sees the same work.
  static func indices(below count: Int, _ length: Int) -> [Int] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return (0..<length).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(count))
    }
  }

  static func run() -> Result {
    var result = Result()
    let clock = ContinuousClock()
    for size in storeSizes {
      let store = ToggleStore(mode: .multiple, items: 0..<size)
      var changes = 0
      store.onChange = { _ in changes += 1 }
      let order = indices(below: size, 100_000)
      var times: [Double] = []
      for _ in 0..<7 {
        let start = clock.now
        for item in order { store.activate(item) }
        times.append(CoreBenchmark.nanoseconds(clock.now - start) / Double(order.count))
      }
      blackHole(changes)
      // The fastest of the runs: this machine's noise only ever adds, and the ratios compare
      // the cost of the work itself.
      result.storeTapNanoseconds[size] = times.min()
      if size == 1_000_000 {
        var selectTimes: [Double] = []
        var clearTimes: [Double] = []
        for _ in 0..<9 {
          store.setAll(.off)
          store.setValue(.on, for: 17)  // mixed, so "select all" turns the rest on
          var start = clock.now
          store.activateSelectAll()
          selectTimes.append(CoreBenchmark.nanoseconds(clock.now - start) / 1e6)
          start = clock.now
          store.activateSelectAll()
          clearTimes.append(CoreBenchmark.nanoseconds(clock.now - start) / 1e6)
        }
        result.selectAllMilliseconds = median(selectTimes)
        result.clearAllMilliseconds = median(clearTimes)
        for item in stride(from: 0, to: size, by: 3) { store.setValue(.on, for: item) }
        result.bytesPerItem = Double(store.valueByteCount) / Double(size)
        result.indexBytesPerItem = Double(store.indexByteCount) / Double(size)
        // The bulk change holds bits; it lists no items until asked.
        var bulkItems = -1
        store.onChange = { change in bulkItems = change.items.count }
        store.activateSelectAll()
        result.bulkChangeItemsCopied = bulkItems
      }
    }
    for size in groupSizes {
      let host = BenchHost(observer: { _ in })
      let group = ToggleGroup(mode: .exclusive(selectionRequired: true))
      var members: [ToggleCoordinator] = []
      let addStart = clock.now
      for _ in 0..<size {
        let member = ToggleCoordinator(hitRegion: HitRegion(width: 100, height: 40))
        member.attach(host: host)
        group.add(member)
        members.append(member)
      }
      result.groupAddNanoseconds[size] =
        CoreBenchmark.nanoseconds(clock.now - addStart) / Double(size)
      var told = 0
      group.onChange = { _ in told += 1 }
      let order = indices(below: size, 20_000)
      var tapTimes: [Double] = []
      var setTimes: [Double] = []
      for _ in 0..<7 {
        var start = clock.now
        for index in order { members[index].accessibilityActivate() }
        tapTimes.append(CoreBenchmark.nanoseconds(clock.now - start) / Double(order.count))
        start = clock.now
        for index in order { members[index].setValue(.on) }
        setTimes.append(CoreBenchmark.nanoseconds(clock.now - start) / Double(order.count))
      }
      blackHole(told)
      result.groupTapNanoseconds[size] = tapTimes.min()
      result.groupSetNanoseconds[size] = setTimes.min()
    }
    #if os(Linux)
      result.multiSelectionSelectAllMilliseconds = multiSelectionSelectAll(count: 1_000_000)
    #endif
    return result
  }

  /// `toggle-bench group-taps N`: an exclusive group of N, then 20,000 taps of random
  /// members in ``tapGroupMembers(_:_:)``, which callgrind counts alone (the build and the
  /// members' memory are outside it): instructions per tap, which this machine's cache
  /// misses and noise do not move.
  static func groupTaps(count: Int) {
    let host = BenchHost(observer: { _ in })
    let group = ToggleGroup(mode: .exclusive(selectionRequired: true))
    var members: [ToggleCoordinator] = []
    for _ in 0..<count {
      let member = ToggleCoordinator(hitRegion: HitRegion(width: 100, height: 40))
      member.attach(host: host)
      group.add(member)
      members.append(member)
    }
    var told = 0
    group.onChange = { _ in told += 1 }
    tapGroupMembers(members, indices(below: count, 20_000))
    blackHole(told)
  }

  /// `toggle-bench store-taps N`: a store of N items, then 20,000 user changes of random
  /// items in ``tapStoreItems(_:_:)``, for callgrind to count alone.
  static func storeTaps(count: Int) {
    let store = ToggleStore(mode: .multiple, items: 0..<count)
    var changes = 0
    store.onChange = { _ in changes += 1 }
    tapStoreItems(store, indices(below: count, 20_000))
    blackHole(changes)
  }

  @inline(never)
  static func tapStoreItems(_ store: ToggleStore<Int>, _ order: [Int]) {
    for item in order { store.activate(item) }
  }

  @inline(never)
  static func tapGroupMembers(_ members: [ToggleCoordinator], _ order: [Int]) {
    for index in order { members[index].accessibilityActivate() }
  }

  #if os(Linux)
    /// GTK's own answer to "select all over a million rows", the anchor: GtkMultiSelection
    /// over a GtkStringList, `gtk_selection_model_select_all` and `unselect_all`, median ms.
    static func multiSelectionSelectAll(count: Int) -> Double {
      let strings = gtk_string_list_new(nil)!
      for _ in 0..<count { gtk_string_list_append(strings, "item") }
      // GListModel and GtkSelectionModel are interfaces: opaque pointers to Swift.
      let selection = gtk_multi_selection_new(strings)!
      let selectionModel = selection
      let clock = ContinuousClock()
      var times: [Double] = []
      for _ in 0..<5 {
        gtk_selection_model_unselect_all(selectionModel)
        gtk_selection_model_select_item(selectionModel, 17, 0)
        let start = clock.now
        gtk_selection_model_select_all(selectionModel)
        times.append(CoreBenchmark.nanoseconds(clock.now - start) / 1e6)
      }
      g_object_unref(UnsafeMutableRawPointer(selection))
      return median(times)
    }
  #endif
}

extension ListBenchmark {
  /// Prints the table and the `lists:` line.
  static func report(_ result: Result) {
    print(
      "\nLists: a user change of a random item of a ToggleStore, by items (100,000 changes, the fastest of 7 runs)"
    )
    for size in storeSizes {
      print(
        "  \(size.padded(width: 9)) items   \(format(result.storeTapNanoseconds[size] ?? .nan, 1)) ns"
      )
    }
    print(
      "  a tap, a set from code (fastest of 7 runs) and an add in an exclusive ToggleGroup of widgets' coordinators, by members"
    )
    for size in groupSizes {
      print(
        "  \(size.padded(width: 9)) members tap \(format(result.groupTapNanoseconds[size] ?? .nan, 1)) ns, set \(format(result.groupSetNanoseconds[size] ?? .nan, 1)) ns, add \(format(result.groupAddNanoseconds[size] ?? .nan, 1)) ns"
      )
    }
    print(
      "  select all over 1,000,000 items \(format(result.selectAllMilliseconds, 3)) ms, clear all \(format(result.clearAllMilliseconds, 3)) ms; GtkMultiSelection select_all \(format(result.multiSelectionSelectAllMilliseconds, 1)) ms"
    )
    print(
      "  values \(format(result.bytesPerItem, 3)) bytes per item at 1,000,000 (a third on); the identifier index \(format(result.indexBytesPerItem, 1)) more; a bulk change lists \(result.bulkChangeItemsCopied) items"
    )
    let storeRatio =
      (result.storeTapNanoseconds[1_000_000] ?? .nan) / (result.storeTapNanoseconds[100] ?? .nan)
    let groupRatio =
      (result.groupTapNanoseconds[10_000] ?? .nan) / (result.groupTapNanoseconds[10] ?? .nan)
    let setRatio =
      (result.groupSetNanoseconds[10_000] ?? .nan) / (result.groupSetNanoseconds[10] ?? .nan)
    let addRatio =
      (result.groupAddNanoseconds[10_000] ?? .nan) / (result.groupAddNanoseconds[10] ?? .nan)
    let instructionsRatio =
      (result.groupTapInstructions[10_000] ?? .nan) / (result.groupTapInstructions[10] ?? .nan)
    let storeInstructionsRatio =
      (result.storeTapInstructions[1_000_000] ?? .nan) / (result.storeTapInstructions[100] ?? .nan)
    if !result.storeTapInstructions.isEmpty {
      print(
        "  instructions per store change (callgrind, 20,000 changes): \(storeSizes.map { "\($0): \(format(result.storeTapInstructions[$0] ?? .nan, 0))" }.joined(separator: ", "))"
      )
    }
    if !result.groupTapInstructions.isEmpty {
      print(
        "  instructions per tap (callgrind, 20,000 taps): \(groupSizes.map { "\($0): \(format(result.groupTapInstructions[$0] ?? .nan, 0))" }.joined(separator: ", ")); the time's rise at 10,000 is cache misses over the members' memory"
      )
    }
    let scroll = median(result.scrollP95Milliseconds)
    let nativeScroll = median(result.nativeScrollP95Milliseconds)
    func spread(_ values: [Double]) -> String {
      values.isEmpty ? "n/a" : "\(format(values.min()!, 2))-\(format(values.max()!, 2))"
    }
    print(
      "  a fast scroll (900 px a frame) through 100,000 GtkListView rows, a frame's work p95 per fresh process (median of \(result.scrollP95Milliseconds.count)): ToggleKit rows \(format(scroll, 2)) ms (runs \(spread(result.scrollP95Milliseconds))), GtkCheckButton rows bound the usual way \(format(nativeScroll, 2)) ms (runs \(spread(result.nativeScrollP95Milliseconds))); row widgets GTK kept: \(result.liveRowWidgets) and \(result.nativeLiveRowWidgets), for \(result.rowsOnScreen) rows on screen (GtkListView keeps GTK_LIST_VIEW_MAX_LIST_ITEMS, 200, plus 2 per tracker, whatever its height)"
    )
    print(
      "  the same ToggleKit rows in a one-column GtkGridView (which keeps GTK_GRID_VIEW_MAX_VISIBLE_ROWS, 30, plus 3): p95 \(format(median(result.gridScrollP95Milliseconds), 2)) ms, \(result.gridLiveRowWidgets) row widgets"
    )
    print(
      "lists: store_tap_ratio_1m=\(format(storeRatio)) group_tap_ratio_10k=\(format(groupRatio)) group_set_ratio_10k=\(format(setRatio)) group_add_ratio_10k=\(format(addRatio)) group_tap_instructions_ratio_10k=\(format(instructionsRatio)) store_tap_instructions_ratio_1m=\(format(storeInstructionsRatio)) select_all_1m_ms=\(format(result.selectAllMilliseconds, 3)) clear_all_1m_ms=\(format(result.clearAllMilliseconds, 3)) gtk_multiselection_select_all_1m_ms=\(format(result.multiSelectionSelectAllMilliseconds, 1)) bytes_per_item_1m=\(format(result.bytesPerItem, 3)) index_bytes_per_item_1m=\(format(result.indexBytesPerItem, 1)) scroll_frame_p95_ms=\(format(scroll)) native_scroll_frame_p95_ms=\(format(nativeScroll)) scroll_p95_ratio=\(format(scroll / nativeScroll)) live_row_widgets=\(result.liveRowWidgets) native_live_row_widgets=\(result.nativeLiveRowWidgets) rows_on_screen=\(result.rowsOnScreen) grid_live_row_widgets=\(result.gridLiveRowWidgets) grid_scroll_frame_p95_ms=\(format(median(result.gridScrollP95Milliseconds)))"
    )
  }
}

extension Int {
  /// The number right-aligned in `width` characters, with thousands separators.
  fileprivate func padded(width: Int) -> String {
    var digits = String(self)
    var grouped = ""
    while digits.count > 3 {
      grouped = "," + digits.suffix(3) + grouped
      digits = String(digits.dropLast(3))
    }
    let text = digits + grouped
    return String(repeating: " ", count: Swift.max(0, width - text.count)) + text
  }
}
