#if os(Linux)
  import CGtk4
  import Glibc
  import Testing

  @_spi(ToggleKitTools) import ToggleKit
  @_spi(ToggleKitTools) @_spi(ToggleKitC) @testable import ToggleKitGTK

  /// Every ToggleKit toggle in the widget tree under `root`, in tree order.
  @MainActor
  private func toggles(in root: UnsafeMutablePointer<GtkWidget>) -> [ToggleButton] {
    var found: [ToggleButton] = []
    func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
      if let toggle = ToggleButton(wrapping: widget) { found.append(toggle) }
      var child = gtk_widget_get_first_child(widget)
      while let current = child {
        visit(current)
        child = gtk_widget_get_next_sibling(current)
      }
    }
    visit(root)
    return found
  }

  /// A GtkListView of `count` rows in a small scrolled window, its rows made by a
  /// ToggleListFactory over a store of items 0..<count.
  @MainActor
  private final class ListWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let scroller: UnsafeMutablePointer<GtkWidget>
    let list: UnsafeMutablePointer<GtkWidget>
    let store: ToggleStore<Int>
    let rows: ToggleListFactory<Int>

    init(count: Int, mode: ToggleSelectionMode = .multiple) {
      store = ToggleStore(mode: mode, items: 0..<count)
      rows = ToggleListFactory(numberedStore: store) { "Item \($0)" }
      let strings = gtk_string_list_new(nil)!
      for index in 0..<count { gtk_string_list_append(strings, "\(index)") }
      let selection = gtk_no_selection_new(strings)!
      list = gtk_list_view_new(selection, rows.newReference())
      scroller = gtk_scrolled_window_new()
      gtk_scrolled_window_set_child(OpaquePointer(scroller), list)
      window = gtk_window_new()
      let windowPointer = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
      gtk_window_set_default_size(windowPointer, 300, 240)
      gtk_window_set_child(windowPointer, scroller)
      gtk_window_present(windowPointer)
      ThemeWindow.settle()
    }

    func close() {
      gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
      ThemeWindow.settle(milliseconds: 100)
    }

    /// The toggles GTK made for the rows, as they are now.
    var rowToggles: [ToggleButton] { toggles(in: list) }

    /// Rows on screen now, with the item each shows.
    var shownRows: [(item: Int, toggle: ToggleButton)] {
      rowToggles.compactMap { toggle in
        guard gtk_widget_get_mapped(toggle.widget) != 0,
          let item = store.item(shownBy: toggle.coordinator)
        else { return nil }
        return (item, toggle)
      }
    }

    var adjustmentDescription: String {
      let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scroller))!
      return
        "\(gtk_adjustment_get_value(adjustment)) of \(gtk_adjustment_get_upper(adjustment)) page \(gtk_adjustment_get_page_size(adjustment))"
    }

    func scroll(toFraction fraction: Double) {
      let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scroller))!
      // A long jump makes GtkListView lay out again from a new anchor. The first jump after
      // the window appears can be dropped by GTK 4.8 (the rows stay bound to the top items,
      // unmapped), so the value is set again until rows near it are on screen.
      for attempt in 0..<20 {
        let upper = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        gtk_adjustment_set_value(adjustment, max(0, upper * fraction - Double(attempt)))
        ThemeWindow.settle(milliseconds: 50)
        if !shownRows.isEmpty { break }
      }
      ThemeWindow.settle(milliseconds: 50)
    }
  }

  @Suite(
    "GTK: toggles in a GtkListView, rows recycled over a store (L1-L6)", .serialized,
    .failsOnGLibWarnings)
  @MainActor
  struct ListViewTests {
    init() throws {
      try #require(
        initializeGTK(), "no display: run under xvfb-run as the README's test command does")
    }

    @Test(
      "L1 L2 L6: 10,000 rows with a few row widgets; every row on screen shows its item, also after scrolling far and back"
    )
    func rowsShowTheirItemsAcrossScrolling() {
      let list = ListWindow(count: 10_000)
      defer { list.close() }
      for item in stride(from: 0, to: 10_000, by: 7) { list.store.setValue(.on, for: item) }
      let first = list.shownRows
      #expect(!first.isEmpty)
      // GTK's own recycling: GtkListView keeps a fixed budget of row widgets (about 200 in
      // GTK 4.8), not one per item.
      #expect(list.rows.liveRowCount <= 250)
      for fraction in [1.0, 0.5, 0.0, 0.73, 0.5] {
        list.scroll(toFraction: fraction)
        let shown = list.shownRows
        // The jump happened: rows near the position asked for are on screen.
        let target = Int(fraction * 10_000)
        #expect(shown.contains { abs($0.item - target) < 60 }, "no row near item \(target)")
        #expect(
          !shown.isEmpty,
          "nothing shown at \(fraction): \(list.rowToggles.count) rows, \(list.rowToggles.filter { gtk_widget_get_mapped($0.widget) != 0 }.count) mapped, \(list.rowToggles.filter { list.store.item(shownBy: $0.coordinator) != nil }.count) bound, adjustment \(list.adjustmentDescription)"
        )
        for (item, toggle) in shown {
          #expect(toggle.isOn == (item % 7 == 0), "row of item \(item)")
          #expect(toggle.label == "Item \(item)")
        }
      }
      #expect(list.rows.liveRowCount <= 250)
    }

    @Test("L1: a row's activation changes its item in the store, not a row of its own")
    func rowActivationChangesTheItem() {
      let list = ListWindow(count: 1_000)
      defer { list.close() }
      guard let (item, toggle) = list.shownRows.first(where: { $0.item == 2 }) else {
        Issue.record("item 2 is not on screen")
        return
      }
      var toggledByUser = 0
      SignalHandlers.on(toggle.widget, "toggled-by-user") { toggledByUser += 1 }
      toggle.coordinator.keyDown(.enter)
      #expect(list.store.value(of: item) == .on)
      #expect(toggle.isOn)
      #expect(toggledByUser == 1)
      list.scroll(toFraction: 1)
      list.scroll(toFraction: 0)
      #expect(list.shownRows.first { $0.item == 2 }?.toggle.isOn == true)
      #expect(list.shownRows.filter { $0.toggle.isOn }.map(\.item) == [2])
    }

    @Test(
      "L3 B18: a save started in a row scrolled away is still pending when it comes back, then commits"
    )
    func saveSurvivesScrolling() {
      let list = ListWindow(count: 5_000)
      defer { list.close() }
      var requests: [ToggleCommitRequest] = []
      list.store.setCommit(.optimistic, request: { requests.append($1) }, cancel: { _ in })
      guard let toggle = list.shownRows.first(where: { $0.item == 1 })?.toggle else {
        Issue.record("item 1 is not on screen")
        return
      }
      toggle.coordinator.keyDown(.enter)
      #expect(toggle.isPending)
      list.scroll(toFraction: 1)
      #expect(list.store.isPending(1))
      #expect(!list.shownRows.isEmpty)
      #expect(list.shownRows.allSatisfy { !$0.toggle.isPending })
      list.scroll(toFraction: 0)
      let back = list.shownRows.first { $0.item == 1 }?.toggle
      #expect(back?.isPending == true && back?.isOn == true)
      list.store.completeCommit(requests[0], with: .success)
      ThemeWindow.settle(milliseconds: 50)
      #expect(back?.isPending == false && back?.isOn == true)
      #expect(list.store.value(of: 1) == .on)
    }

    @Test(
      "L1: a ToggleListFactory is a GtkColumnView column's factory too; its cells show their items")
    func columnViewCells() {
      let store = ToggleStore(mode: .multiple, items: 0..<2_000)
      for item in stride(from: 0, to: 2_000, by: 2) { store.setValue(.on, for: item) }
      let cells = ToggleListFactory(numberedStore: store) { "Setting \($0)" }
      let strings = gtk_string_list_new(nil)!
      for index in 0..<2_000 { gtk_string_list_append(strings, "\(index)") }
      let columns = gtk_column_view_new(gtk_no_selection_new(strings))!
      let column = gtk_column_view_column_new("Setting", cells.newReference())!
      gtk_column_view_append_column(OpaquePointer(columns), column)
      g_object_unref(UnsafeMutableRawPointer(column))
      let window = gtk_window_new()!
      let windowPointer = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
      gtk_window_set_default_size(windowPointer, 300, 240)
      let scroller = gtk_scrolled_window_new()!
      gtk_scrolled_window_set_child(OpaquePointer(scroller), columns)
      gtk_window_set_child(windowPointer, scroller)
      gtk_window_present(windowPointer)
      ThemeWindow.settle()
      defer {
        gtk_window_destroy(windowPointer)
        ThemeWindow.settle(milliseconds: 100)
      }
      let toggles = toggles(in: columns)
      let bound = toggles.compactMap { toggle in
        store.item(shownBy: toggle.coordinator).map { ($0, toggle) }
      }
      #expect(!bound.isEmpty)
      #expect(bound.allSatisfy { item, toggle in toggle.isOn == (item % 2 == 0) })
      #expect(bound.allSatisfy { item, toggle in toggle.label == "Setting \(item)" })
    }

    @Test(
      "L1: rows name items by the model's item, so an insert above them (no rebind on GTK 4.10+) keeps each right"
    )
    func insertAboveKeepsRowsRight() {
      let store = ToggleStore(mode: .multiple, items: 0..<1_000)
      store.setValue(.on, for: 12)
      let rows = ToggleListFactory(numberedStore: store) { "Item \($0)" }
      let strings = gtk_string_list_new(nil)!
      for index in 10..<1_000 { gtk_string_list_append(strings, "\(index)") }
      let list = gtk_list_view_new(gtk_no_selection_new(strings), rows.newReference())!
      let window = gtk_window_new()!
      let windowPointer = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
      gtk_window_set_default_size(windowPointer, 300, 300)
      let scroller = gtk_scrolled_window_new()!
      gtk_scrolled_window_set_child(OpaquePointer(scroller), list)
      gtk_window_set_child(windowPointer, scroller)
      gtk_window_present(windowPointer)
      ThemeWindow.settle()
      // Items 0 to 9 arrive above every row.
      for index in (0..<10).reversed() {
        var one: [UnsafePointer<CChar>?] = []
        let text = strdup("\(index)")
        one = [UnsafePointer(text), nil]
        one.withUnsafeBufferPointer { gtk_string_list_splice(strings, 0, 0, $0.baseAddress) }
        free(text)
      }
      ThemeWindow.settle(milliseconds: 200)
      let found = toggles(in: list).compactMap { toggle in
        store.item(shownBy: toggle.coordinator).map { ($0, toggle) }
      }
      #expect(found.contains { $0.0 < 10 })
      #expect(
        found.allSatisfy { item, toggle in
          toggle.isOn == (item == 12) && toggle.label == "Item \(item)"
        })
      gtk_window_destroy(windowPointer)
      ThemeWindow.settle(milliseconds: 200)
      #expect(rows.liveRowCount == 0, "GTK tore every row down with the window")
    }

    @Test(
      "L4 C7: a factory told a property the model's items lack warns once, naming both; a name the store lacks is quiet"
    )
    func misspeltItemPropertyWarnsOnce() throws {
      let store = ToggleStore<String>(mode: .multiple)
      _ = store.insert("wifi", value: .on)
      let strings = gtk_string_list_new(nil)!
      defer { g_object_unref(UnsafeMutableRawPointer(strings)) }
      for name in ["wifi", "nfc", "gps"] { gtk_string_list_append(strings, name) }
      /// The rows of a list over `strings` whose factory names items by `property`.
      func rows(naming property: String) -> [(label: String, sensitive: Bool)] {
        let window = ThemeWindow()
        defer { window.close() }
        let factory = GObjectTypes.makeListFactory(
          store: store, look: .checkbox, itemProperty: property, titleProperty: nil)
        g_object_ref(UnsafeMutableRawPointer(strings))  // the selection model takes one
        let list = gtk_list_view_new(gtk_no_selection_new(strings), factory)!
        window.add(list)
        window.present()
        return toggles(in: list).map { ($0.label, gtk_widget_get_sensitive($0.widget) != 0) }
      }
      let mark = GLibLog.mark
      // "strng" for GtkStringObject's "string": every row shows nothing, and one warning says why.
      let misspelt = rows(naming: "strng")
      let warnings = GLibLog.take(since: mark, domain: "ToggleKit", containing: "\"strng\"")
      #expect(warnings.count == 1, "one warning for three rows: \(warnings.map(\.text))")
      #expect(warnings.first?.text.contains("GtkStringObject") == true, "naming the item type")
      #expect(misspelt.count == 3)
      #expect(misspelt.allSatisfy { !$0.sensitive && $0.label.isEmpty })
      // The right name: "nfc" and "gps" are not in the store yet, which is no error (L4).
      let named = rows(naming: "string")
      #expect(GLibLog.take(since: mark, domain: "ToggleKit", containing: "property").isEmpty)
      #expect(named.filter(\.sensitive).map(\.label) == ["wifi"])
    }

    @Test("G6 L6: select all over every row, shown and not, in one change; clear all")
    func selectAllCoversEveryRow() {
      let list = ListWindow(count: 100_000)
      defer { list.close() }
      var bulk: ToggleStore<Int>.Change.Bulk?
      list.store.onChange = { bulk = $0.bulk }
      list.store.activateSelectAll()
      #expect(list.store.onCount == 100_000)
      #expect(bulk?.changedCount == 100_000)
      #expect(list.shownRows.allSatisfy { $0.toggle.isOn })
      list.scroll(toFraction: 0.61)
      #expect(list.shownRows.allSatisfy { $0.toggle.isOn })
      list.store.setAll(.off)
      #expect(list.shownRows.allSatisfy { !$0.toggle.isOn })
    }

    /// Runs the select-all key shortcut `trigger` ("<Control>a") that `list` was given, as
    /// GTK runs it for the key.
    private func pressShortcut(_ trigger: String, on list: UnsafeMutablePointer<GtkWidget>) -> Bool
    {
      let controllers = gtk_widget_observe_controllers(list)!
      defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
      for index in 0..<g_list_model_get_n_items(controllers) {
        guard let controller = g_list_model_get_item(controllers, index) else { continue }
        defer { g_object_unref(controller) }
        guard tk_is_widget_of_type(controller, gtk_shortcut_controller_get_type()) != 0 else {
          continue
        }
        let shortcuts = OpaquePointer(controller)
        for position in 0..<g_list_model_get_n_items(shortcuts) {
          guard let shortcut = g_list_model_get_item(shortcuts, position) else { continue }
          defer { g_object_unref(shortcut) }
          let wanted = gtk_shortcut_trigger_parse_string(trigger)
          defer { g_object_unref(UnsafeMutableRawPointer(wanted)) }
          let trigger = gtk_shortcut_get_trigger(OpaquePointer(shortcut))
          guard gtk_shortcut_trigger_equal(UnsafeRawPointer(trigger), UnsafeRawPointer(wanted)) != 0
          else { continue }
          let action = gtk_shortcut_get_action(OpaquePointer(shortcut))
          return gtk_shortcut_action_activate(action, GtkShortcutActionFlags(0), list, nil) != 0
        }
      }
      return false
    }

    @Test("L5: in a list filtered by a search, Ctrl+A and Ctrl+Shift+A change only the shown items")
    func selectAllKeysFollowTheFilter() {
      let store = ToggleStore(mode: .multiple, items: 0..<10_000)
      store.setValue(.on, for: 8)  // hidden by the search: keeps its value
      let rows = ToggleListFactory(numberedStore: store) { "Item \($0)" }
      let strings = gtk_string_list_new(nil)!
      for index in 0..<10_000 { gtk_string_list_append(strings, "\(index)") }
      // A search for "77", as a GtkSearchEntry would set it.
      let expression = gtk_property_expression_new(gtk_string_object_get_type(), nil, "string")
      let filter = gtk_string_filter_new(expression)!
      gtk_string_filter_set_search(filter, "77")
      // The filter model takes a reference to each; the test keeps its own.
      g_object_ref(UnsafeMutableRawPointer(strings))
      g_object_ref(UnsafeMutableRawPointer(filter))
      defer { g_object_unref(UnsafeMutableRawPointer(filter)) }
      let filtered = gtk_filter_list_model_new(
        strings, UnsafeMutableRawPointer(filter).assumingMemoryBound(to: GtkFilter.self))!
      let shownCount = Int(g_list_model_get_n_items(filtered))
      let list = gtk_list_view_new(gtk_no_selection_new(filtered), rows.newReference())!
      g_object_ref_sink(UnsafeMutableRawPointer(list))
      defer { g_object_unref(UnsafeMutableRawPointer(list)) }
      rows.handleSelectAllKeys(in: list)
      #expect(shownCount == 280)  // 77, 177, 277, ..., 770-779, 1077, ...
      #expect(pressShortcut("<Control>a", on: list))
      #expect(store.onCount == shownCount + 1)
      #expect(
        store.value(of: 8) == .on && store.value(of: 9) == .off && store.value(of: 177) == .on)
      #expect(pressShortcut("<Control><Shift>a", on: list))
      #expect(store.selection == [8])
      // The app's own "Select All" does what the keys do, over what the list shows.
      #expect(rows.selectAll(.on, shownIn: list) && store.onCount == shownCount + 1)
      #expect(rows.selectAll(.off, shownIn: list) && store.selection == [8])
      // With no filter in the list's models, the keys change every item, in one fill.
      gtk_string_filter_set_search(filter, nil)
      let whole = gtk_list_view_new(gtk_no_selection_new(strings), rows.newReference())!
      g_object_ref_sink(UnsafeMutableRawPointer(whole))
      defer { g_object_unref(UnsafeMutableRawPointer(whole)) }
      rows.handleSelectAllKeys(in: whole)
      #expect(pressShortcut("<Control>slash", on: whole))
      #expect(store.onCount == 10_000)
    }
  }
#endif
