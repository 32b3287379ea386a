#if os(Linux)
  @_spi(ToggleKitTools) import ToggleKit

  extension ToggleButton {
    /// Makes each user change wait for `work` to succeed (B17-B22): a change saved to a server, say.
    ///
    /// ```swift
    /// wifi.setCommit(.optimistic, timeout: 5) { value in
    ///   try await radio.setEnabled(value == .on)
    /// }
    /// ```
    ///
    /// The optimistic policy shows the new value at once, the confirmed one
    /// keeps the old value until `work` returns. While it runs the toggle is
    /// pending: the `.pending` style class, a spinner, the BUSY accessible
    /// state, the `pending` property; activations are absorbed (no second
    /// command in flight, no `clicked`). When `work` returns the change commits
    /// and `toggled-by-user` and ``onToggle`` fire, once. When it throws or
    /// times out (it is then cancelled) the toggle rolls back: `commit-failed`
    /// and ``onCommitFailed`` fire, and `toggled-by-user` does not. `notify::value`
    /// and `notify::active` follow the value shown. Setting the value from code
    /// cancels the work and wins; releasing the toggle cancels it.
    ///
    /// Tasks run on the main actor: call ``MainActorBridge/install()`` once if
    /// your GLib main loop does not already drain it (the gallery does).
    public func setCommit(
      _ policy: ToggleCommitPolicy, timeout: Double = ToggleCoordinator.defaultCommitTimeout,
      work: @escaping @MainActor @Sendable (_ proposedValue: ToggleValue) async throws -> Void
    ) {
      peer.usesStateSet = false
      peer.setSignalledCommitPolicyReplaced()
      peer.coordinator.setCommit(policy, timeout: timeout, work: work)
    }

    /// Asks before each user change; the value changes only if `ask` answers true (confirmed policy).
    public func setConfirmation(
      timeout: Double = ToggleCoordinator.defaultCommitTimeout,
      ask: @escaping @MainActor @Sendable (_ proposedValue: ToggleValue) async -> Bool
    ) {
      peer.usesStateSet = false
      peer.setSignalledCommitPolicyReplaced()
      peer.coordinator.setConfirmation(timeout: timeout, ask: ask)
    }

    /// Removes the commit hook: user changes apply at once again; a pending one is cancelled.
    public func removeCommit() {
      peer.setSignalledCommitPolicyReplaced()
      peer.coordinator.removeCommit()
      peer.installStateSet()
    }

    /// Whether user changes wait for the app's work (``setCommit(_:timeout:work:)`` was called).
    public var hasCommit: Bool { peer.coordinator.commitPolicy != nil && !peer.usesStateSet }

    /// Whether a user change is waiting for the app's work (the `pending` property).
    public var isPending: Bool { peer.coordinator.isPending }

    /// Called when the app's work failed or timed out and the toggle rolled back (after `commit-failed`).
    public var onCommitFailed: ((ToggleCommitFailure) -> Void)? {
      get { peer.onCommitFailed.first }
      set { peer.onCommitFailed = newValue.map { [$0] } ?? [] }
    }
  }
#endif
