#if os(Linux)
  import CGtk4
  import Glibc
  import Testing
  @_spi(ToggleKitTools) import ToggleKit

  @_spi(ToggleKitTools) @testable import ToggleKitGTK

  /// Commit requests a test answers by hand, so each phase can be looked at.
  @MainActor
  final class HeldCommits {
    var requests: [ToggleCommitRequest] = []

    init(_ toggle: ToggleButton, _ policy: ToggleCommitPolicy) {
      toggle.peer.usesStateSet = false  // the switch's state-set hook gives way, as to setCommit
      toggle.coordinator.commitPolicy = policy
      toggle.coordinator.needsCommit = nil
      toggle.coordinator.onCommitRequest = { [unowned self] in requests.append($0) }
    }
  }

  /// What a toggle's GObject side said, signal by signal.
  @MainActor
  final class SignalLog {
    var entries: [String] = []

    init(_ toggle: ToggleButton) {
      let widget = toggle.widget
      SignalHandlers.onNotify(widget, "active") { [unowned self] in
        entries.append(
          "active=\(tk_get_property_boolean(UnsafeMutableRawPointer(widget), "active"))")
      }
      SignalHandlers.onNotify(widget, "pending") { [unowned self] in
        entries.append(
          "pending=\(tk_get_property_boolean(UnsafeMutableRawPointer(widget), "pending"))")
      }
      SignalHandlers.onValueNotify(widget) { [unowned self] value in
        entries.append("value=\(value)")
      }
      SignalHandlers.on(widget, "toggled-by-user") { [unowned self] in entries.append("toggled") }
      SignalHandlers.on(widget, "clicked") { [unowned self] in entries.append("clicked") }
      SignalHandlers.onCommitFailed(widget) { [unowned self] reason, message in
        entries.append("commit-failed \(reason) \(message)")
      }
    }
  }

  @Suite("GTK widget: async commit, B17-B22", .serialized, .failsOnGLibWarnings)
  @MainActor
  struct AsyncCommitGTKTests {
    init() throws {
      try #require(
        initializeGTK(), "no display: run under xvfb-run as the README's test command does")
    }

    @Test("B18: pending shows the .pending class, a spinner and BUSY; the toggle keeps focus")
    func pendingLook() {
      let window = ThemeWindow()
      defer { window.close() }
      let toggle = ToggleButton(label: "Sync", look: .checkbox)
      let held = HeldCommits(toggle, .optimistic)
      window.add(toggle.widget)
      window.present()
      gtk_widget_grab_focus(toggle.widget)
      #expect(!tk_accessible_is_busy(OpaquePointer(toggle.widget)).isTrue)
      toggle.coordinator.keyDown(.enter)
      ThemeWindow.settle()
      #expect(toggle.isPending)
      #expect(gtk_widget_has_css_class(toggle.widget, "pending") != 0)
      #expect(tk_accessible_is_busy(OpaquePointer(toggle.widget)).isTrue)
      let spinner = toggle.peer.parts.spinner
      #expect(spinner != nil)
      #expect(spinner.map { gtk_widget_get_visible($0) != 0 } == true)
      #expect(gtk_widget_has_focus(toggle.widget) != 0)
      toggle.coordinator.completeCommit(held.requests[0], with: .success)
      ThemeWindow.settle()
      #expect(gtk_widget_has_css_class(toggle.widget, "pending") == 0)
      #expect(!tk_accessible_is_busy(OpaquePointer(toggle.widget)).isTrue)
      #expect(spinner.map { gtk_widget_get_visible($0) != 0 } == false)
    }

    @Test("B18: the pending look dims the check the theme draws, in pixels")
    func pendingLookPixels() throws {
      let window = ThemeWindow()
      defer { window.close() }
      let toggle = ToggleButton(label: "Sync", look: .checkbox)
      let held = HeldCommits(toggle, .optimistic)
      window.add(toggle.widget)
      window.present()
      toggle.coordinator.keyDown(.enter)
      ThemeWindow.settle()
      let check = try #require(toggle.peer.parts.indicator)
      let pending = try #require(meanColor(of: check, in: window))
      toggle.coordinator.completeCommit(held.requests[0], with: .success)
      ThemeWindow.settle()
      let committed = try #require(meanColor(of: check, in: window))
      // Both show "on"; only the pending one is dimmed towards the window behind it.
      let difference =
        abs(pending.red - committed.red) + abs(pending.green - committed.green)
        + abs(pending.blue - committed.blue)
      #expect(difference > 30, "pending \(pending) vs committed \(committed)")
    }

    @Test("B19: an optimistic rollback: active goes on and back, commit-failed, no toggled-by-user")
    func optimisticRollback() {
      let toggle = ToggleButton(label: "Wi-Fi", look: .switch)
      let held = HeldCommits(toggle, .optimistic)
      let log = SignalLog(toggle)
      var failures: [ToggleCommitFailure] = []
      toggle.onCommitFailed = { failures.append($0) }
      toggle.coordinator.keyDown(.enter)
      toggle.coordinator.completeCommit(
        held.requests[0], with: .failure(ToggleCommitFailure(reason: .failed, message: "offline")))
      #expect(
        log.entries == [
          "pending=1", "value=1", "active=1", "clicked", "pending=0", "value=0", "active=0",
          "commit-failed failed offline",
        ])
      #expect(!log.entries.contains("toggled"))
      #expect(failures.map(\.message) == ["offline"])
      #expect(!toggle.isOn)
    }

    @Test(
      "B18 B19: confirmed: nothing moves while pending; success tells active and toggled-by-user once"
    )
    func confirmedCommit() {
      let toggle = ToggleButton(label: "Wi-Fi", look: .switch)
      let held = HeldCommits(toggle, .confirmed)
      let log = SignalLog(toggle)
      toggle.coordinator.keyDown(.enter)
      #expect(!log.entries.contains { $0.hasPrefix("active") || $0.hasPrefix("value=") })
      toggle.coordinator.completeCommit(held.requests[0], with: .success)
      #expect(log.entries.filter { $0 == "active=1" }.count == 1)
      #expect(log.entries.filter { $0 == "toggled" }.count == 1)
      #expect(log.entries.filter { $0.hasPrefix("value=") } == ["value=1"])
      #expect(toggle.isOn)
    }

    @Test("B18: clicks while pending are absorbed: no clicked, no second request")
    func absorbed() {
      let toggle = ToggleButton(label: "Wi-Fi", look: .push)
      let held = HeldCommits(toggle, .optimistic)
      let log = SignalLog(toggle)
      toggle.coordinator.keyDown(.enter)
      toggle.coordinator.keyDown(.enter)
      gtk_widget_activate(toggle.widget)
      #expect(held.requests.count == 1)
      #expect(log.entries.filter { $0 == "clicked" }.count == 1)
    }

    @Test(
      "B17 B19: setCommit's work runs as a task and commits; the GLib loop and the tasks interleave"
    )
    func realTask() async {
      let toggle = ToggleButton(label: "Save", look: .checkbox)
      toggle.setCommit(.confirmed) { _ in try await Task.sleep(nanoseconds: 30_000_000) }
      let log = SignalLog(toggle)
      toggle.coordinator.keyDown(.enter)
      #expect(toggle.isPending)
      await iterate { !toggle.isPending }
      #expect(toggle.isOn)
      #expect(log.entries.contains("toggled"))
    }

    @Test("B22: a toggle released while its work runs is finalized; the work is cancelled")
    func releasedWhilePending() async {
      let cancelled = Flag()
      let started = Flag()
      let watch: FinalizationWatch
      do {
        let window = ThemeWindow()
        let toggle = ToggleButton(label: "Gone", look: .switch)
        watch = FinalizationWatch(toggle.widget)
        toggle.setCommit(.optimistic) { _ in
          started.value = true
          while !Task.isCancelled { try? await Task.sleep(nanoseconds: 5_000_000) }
          cancelled.value = true
        }
        window.add(toggle.widget)
        window.present()
        toggle.coordinator.keyDown(.enter)
        #expect(toggle.isPending)
        // The work runs (a work withdrawn before its task begins never runs at all).
        await iterate { started.value }
        window.close()
      }
      await iterate { cancelled.value && watch.isFinalized }
      #expect(cancelled.value)
      #expect(watch.isFinalized, "the widget was finalized")
    }

    private func meanColor(of widget: UnsafeMutablePointer<GtkWidget>, in window: ThemeWindow) -> (
      red: Double, green: Double, blue: Double
    )? {
      guard let pixels = window.pixels() else { return nil }
      let box = window.bounds(of: widget)
      var sum = (red: 0.0, green: 0.0, blue: 0.0)
      var count = 0.0
      for y in box.y..<(box.y + box.height) {
        for x in box.x..<(box.x + box.width) where x < pixels.width && y < pixels.height {
          let color = pixels.color(x: x, y: y)
          sum.red += color.red
          sum.green += color.green
          sum.blue += color.blue
          count += 1
        }
      }
      guard count > 0 else { return nil }
      return (sum.red / count, sum.green / count, sum.blue / count)
    }

    /// Runs GLib's loop and yields to tasks until `condition` holds, for at most two seconds.
    private func iterate(until condition: () -> Bool) async {
      for _ in 0..<400 where !condition() {
        while g_main_context_iteration(nil, 0) != 0 {}
        try? await Task.sleep(nanoseconds: 5_000_000)
      }
    }
  }

  @MainActor
  final class Flag {
    var value = false
  }

  extension gboolean {
    var isTrue: Bool { self != 0 }
  }

#endif
