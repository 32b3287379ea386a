#if canImport(UIKit)
  @preconcurrency import UIKit

  extension ToggleButton {
    /// Makes each user change wait for `work` to succeed (B17-B22): a setting saved to a server, say.
    ///
    /// ```swift
    /// toggle.setCommit(.optimistic, timeout: 5) { value in
    ///   try await settings.save(notifications: value == .on)
    /// }
    /// ```
    ///
    /// The optimistic policy shows the new value at once; the confirmed policy
    /// keeps the old value until `work` returns. While it runs the toggle is
    /// pending: an activity indicator shows (a configuration-based button's
    /// `showsActivityIndicator`), VoiceOver reads the value as busy ("on,
    /// saving"), and taps, keys and assistive activations are absorbed (no
    /// second command in flight, no `.touchUpInside`). When `work` returns the
    /// change commits: `.valueChanged` and ``onToggle`` fire once. When it
    /// throws or times out (it is then cancelled) the toggle rolls back: an
    /// error haptic plays, VoiceOver announces it with the toggle's label, and
    /// ``onCommitFailed`` is called; `.valueChanged` is not sent. Setting the
    /// value from code cancels the work and wins; releasing the button cancels it.
    public func setCommit(
      _ policy: ToggleCommitPolicy, timeout: Double = ToggleCoordinator.defaultCommitTimeout,
      work: @escaping @MainActor (_ proposedValue: ToggleValue) async throws -> Void
    ) {
      coordinator.setCommit(policy, timeout: timeout, work: work)
    }

    /// Asks before each user change ("ask first"); the value changes only if `ask` answers true.
    public func setConfirmation(
      timeout: Double = ToggleCoordinator.defaultCommitTimeout,
      ask: @escaping @MainActor (_ proposedValue: ToggleValue) async -> Bool
    ) {
      coordinator.setConfirmation(timeout: timeout, ask: ask)
    }

    /// Removes the commit hook: user changes apply at once again; a pending one is cancelled.
    public func removeCommit() {
      coordinator.removeCommit()
    }

    /// Whether a user change is waiting for the app's work.
    public var isPending: Bool { coordinator.isPending }

    /// Shows or hides the pending look (B18).
    func showPending() {
      let pending = coordinator.isPending
      if configuration != nil {
        setNeedsUpdateConfiguration()  // updateConfiguration sets showsActivityIndicator
      } else if pending {
        let indicator = pendingIndicator ?? makePendingIndicator()
        indicator.startAnimating()
      } else {
        pendingIndicator?.stopAnimating()
      }
      // The content shows the value being saved, dimmed, as a disabled button's would be.
      imageView?.alpha = pending ? ImageEffects.disabledOpacity : 1
      titleLabel?.alpha = pending ? ImageEffects.disabledOpacity : 1
    }

    private func makePendingIndicator() -> UIActivityIndicatorView {
      let indicator = UIActivityIndicatorView(style: .medium)
      indicator.hidesWhenStopped = true
      indicator.isUserInteractionEnabled = false
      indicator.isAccessibilityElement = false
      indicator.translatesAutoresizingMaskIntoConstraints = false
      addSubview(indicator)
      NSLayoutConstraint.activate([
        indicator.centerXAnchor.constraint(equalTo: centerXAnchor),
        indicator.centerYAnchor.constraint(equalTo: centerYAnchor),
      ])
      pendingIndicator = indicator
      return indicator
    }

    /// The rollback's feedback: an error haptic, and an announcement naming the toggle (B19).
    func announceRollback(_ request: ToggleCommitRequest, failure: ToggleCommitFailure) {
      #if os(iOS)
        UINotificationFeedbackGenerator().notificationOccurred(.error)
      #endif
      let words = appValueStrings ?? .localized
      let label = accessibilityLabel ?? ""
      let message = ToggleAccessibility.Phrases.localized.notChanged(
        label: label, value: words.string(for: request.previousValue))
      UIAccessibility.post(notification: .announcement, argument: message)
      onCommitFailed?(failure)
    }
  }
#endif
