#if os(Linux)
  import CGtk4
  import Testing
  @_spi(ToggleKitTools) import ToggleKit

  @_spi(ToggleKitTools) @_spi(ToggleKitC) @testable import ToggleKitGTK

  /// The GObject form of an async commit (C4): `commit-policy`, `commit-timeout` and the
  /// `commit` signal with a `ToggleKitCommit`, as a `.ui` file or the C library uses them.
  @Suite("GTK widget: the commit signal, C4", .serialized, .failsOnGLibWarnings)
  @MainActor
  struct SignalledCommitTests {
    init() throws {
      try #require(
        initializeGTK(), "no display: run under xvfb-run as the README's test command does")
    }

    /// A toggle whose `commit` handler keeps each commit it is given.
    private func toggleKeepingCommits(_ policy: Int32, timeout: Double? = nil) -> (
      ToggleButton, KeptCommits
    ) {
      let toggle = ToggleButton(label: "Sync", look: .switch)
      if let timeout { tk_set_property_double(toggle.widget, "commit-timeout", timeout) }
      tk_set_property_enum(toggle.widget, "commit-policy", policy)
      let kept = KeptCommits()
      SignalHandlers.onCommit(toggle.widget) { commit in
        kept.commits.append(commit)
        g_object_ref(commit)
        return true
      }
      return (toggle, kept)
    }

    @Test("C4: commit is emitted during the activation; a later answer commits the change once")
    func emittedDuringActivation() {
      let (toggle, kept) = toggleKeepingCommits(1)
      var byUser = 0
      SignalHandlers.on(toggle.widget, "toggled-by-user") { byUser += 1 }
      toggle.coordinator.keyDown(.enter)
      #expect(kept.commits.count == 1)
      #expect(toggle.isOn && toggle.isPending)
      #expect(byUser == 0)
      GObjectTypes.answerFromAnyThread(kept.commits[0], succeeded: true)
      #expect(!toggle.isPending && toggle.isOn && byUser == 1)
      GObjectTypes.answerFromAnyThread(kept.commits[0], succeeded: false, message: "late")
      #expect(toggle.isOn)
    }

    @Test("C4 B19: a failure rolls back with the app's message")
    func failureRollsBack() {
      let (toggle, kept) = toggleKeepingCommits(2)
      var messages: [String] = []
      SignalHandlers.onCommitFailed(toggle.widget) { _, message in messages.append(message) }
      toggle.coordinator.keyDown(.enter)
      #expect(!toggle.isOn && toggle.isPending)
      GObjectTypes.answerFromAnyThread(kept.commits[0], succeeded: false, message: "offline")
      #expect(messages == ["offline"] && !toggle.isOn && !toggle.isPending)
    }

    @Test("C4 B20: a set from code withdraws the commit and cancels its cancellable")
    func codeWithdraws() {
      let (toggle, kept) = toggleKeepingCommits(1)
      toggle.coordinator.keyDown(.enter)
      let cancellable = tk_get_property_object(kept.commits[0], "cancellable")!
      toggle.isOn = false
      #expect(
        g_cancellable_is_cancelled(cancellable.assumingMemoryBound(to: GCancellable.self)) != 0)
      #expect(tk_get_property_boolean(kept.commits[0], "answered") != 0)
      #expect(!toggle.isPending && !toggle.isOn)
    }

    @Test("C4: changing the timeout or the policy keeps the waiting change; 0 is no limit")
    func settingsKeepTheWaitingChange() {
      let (toggle, kept) = toggleKeepingCommits(1, timeout: 0)
      toggle.coordinator.keyDown(.enter)
      tk_set_property_double(toggle.widget, "commit-timeout", 60)
      tk_set_property_enum(toggle.widget, "commit-policy", 2)
      let end = g_get_monotonic_time() + 200_000
      while g_get_monotonic_time() < end { g_main_context_iteration(nil, 0) }
      #expect(toggle.isPending && toggle.isOn)
      GObjectTypes.answerFromAnyThread(kept.commits[0], succeeded: true)
      #expect(!toggle.isPending && toggle.isOn)
    }

    @Test("C4: with no handler that takes it over, the change commits at once")
    func noHandlerCommits() {
      let toggle = ToggleButton(label: "Plain", look: .checkbox)
      tk_set_property_enum(toggle.widget, "commit-policy", 2)
      toggle.coordinator.keyDown(.enter)
      #expect(toggle.isOn && !toggle.isPending)
    }
  }

  /// The commits a test's handler kept, one reference each, released with it.
  @MainActor
  final class KeptCommits {
    var commits: [UnsafeMutableRawPointer] = []

    isolated deinit {
      for commit in commits { g_object_unref(commit) }
    }
  }
#endif
