#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

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
    /// error haptic plays (unless ``haptic`` is `.none`), ``onCommitFailed`` is
    /// called, and VoiceOver announces it with the toggle's label (unless
    /// ``announcesRollback`` is false); `.valueChanged` is not sent. Setting the
    /// value from code to another value cancels the work and wins; releasing the
    /// button cancels it.
    ///
    /// `.touchUpInside` and `.primaryActionTriggered` come with the tap that
    /// starts the work, before it is saved: read the saved value in
    /// `.valueChanged` or ``onToggle``. `work` is kept by the button: capture
    /// its owner weakly (`[weak self]`). Cancellation is cooperative: work that
    /// timed out may still have reached the server, so make it idempotent.
    public func setCommit(
      _ policy: ToggleCommitPolicy, timeout: Double = ToggleCoordinator.defaultCommitTimeout,
      work: @escaping @MainActor (_ proposedValue: ToggleValue) async throws -> Void
    ) {
      coordinator.setCommit(policy, timeout: timeout, work: work)
      warnIfRowHasOwnCommit()
    }

    /// Asks before each user change ("ask first"); the value changes only if `ask` answers true.
    public func setConfirmation(
      timeout: Double = ToggleCoordinator.defaultCommitTimeout,
      ask: @escaping @MainActor (_ proposedValue: ToggleValue) async -> Bool
    ) {
      coordinator.setConfirmation(timeout: timeout, ask: ask)
      warnIfRowHasOwnCommit()
    }

    /// Removes the commit hook: user changes apply at once again; a pending one is cancelled.
    public func removeCommit() {
      coordinator.removeCommit()
    }

    /// Whether a user change is waiting for the app's work.
    public var isPending: Bool { coordinator.isPending }

    /// Shows or hides the pending look (B18).
    ///
    /// A legacy button shows the spinner on a small material badge, so it reads on
    /// any background (a tint-coloured spinner vanished on the `onToggle` tutorial's blue
    /// button), and dims the whole content: the title, the image and the
    /// background images (UIButton draws those in a view of its own, so they are
    /// written dimmed while pending). A background colour stays as it is.
    func showPending() {
      if configuration != nil {
        setNeedsUpdateConfiguration()  // updateConfiguration sets showsActivityIndicator
        return
      }
      if coordinator.isPending {
        let indicator = pendingIndicator ?? makePendingIndicator()
        pendingBadge?.isHidden = false
        indicator.startAnimating()
      } else {
        pendingIndicator?.stopAnimating()
        pendingBadge?.isHidden = true
      }
      syncBackgroundImages()
      setNeedsLayout()  // layoutSubviews dims the content and keeps the badge on top
    }

    /// Whether the legacy pending look dims the content now.
    var dimsContentForPending: Bool { coordinator.isPending && configuration == nil }

    /// The legacy pending look, applied after UIKit lays out (and re-sets) the content views.
    func layoutPendingLook() {
      guard configuration == nil, pendingIndicator != nil || coordinator.isPending else { return }
      // The content shows the value being saved, dimmed, as a disabled button's would be;
      // UIKit resets these alphas on highlight changes, so this runs after every layout.
      let alpha = dimsContentForPending ? ImageEffects.disabledOpacity : 1
      for view in [imageView, titleLabel] {
        if let view, view.alpha != alpha { view.alpha = alpha }
      }
      if let pendingBadge { bringSubviewToFront(pendingBadge) }
    }

    private func makePendingIndicator() -> UIActivityIndicatorView {
      // The system material and the spinner's default colour adapt to light, dark and
      // increased contrast, whatever the button's own colours are.
      let badge = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
      badge.isUserInteractionEnabled = false
      // The value says "saving" (B18): the spinner's own "In progress" would say it again
      // wherever the button is not itself the element (a cell, a nib's choice).
      badge.isAccessibilityElement = false
      badge.accessibilityElementsHidden = true
      badge.layer.cornerRadius = 8
      badge.clipsToBounds = true
      badge.translatesAutoresizingMaskIntoConstraints = false
      let indicator = UIActivityIndicatorView(style: .medium)
      indicator.hidesWhenStopped = true
      indicator.translatesAutoresizingMaskIntoConstraints = false
      badge.contentView.addSubview(indicator)
      addSubview(badge)
      // As large as the limits let it be.
      let preferredSize = badge.widthAnchor.constraint(equalToConstant: 32)
      // Below the button's content hugging (250): the badge fits the button, never grows it
      // (a list accessory sized by it would keep the larger size after one save).
      preferredSize.priority = UILayoutPriority(249)
      NSLayoutConstraint.activate([
        preferredSize,
        badge.centerXAnchor.constraint(equalTo: centerXAnchor),
        badge.centerYAnchor.constraint(equalTo: centerYAnchor),
        // 32 points, or the button's size if it is smaller: a badge over the whole of a
        // small icon toggle hides the value being saved, one past its edges spills out.
        badge.widthAnchor.constraint(lessThanOrEqualToConstant: 32),
        badge.heightAnchor.constraint(lessThanOrEqualToConstant: 32),
        badge.widthAnchor.constraint(lessThanOrEqualTo: widthAnchor, multiplier: 0.6),
        badge.heightAnchor.constraint(lessThanOrEqualTo: heightAnchor, multiplier: 0.8),
        badge.widthAnchor.constraint(equalTo: badge.heightAnchor),
        indicator.centerXAnchor.constraint(equalTo: badge.contentView.centerXAnchor),
        indicator.centerYAnchor.constraint(equalTo: badge.contentView.centerYAnchor),
      ])
      pendingBadge = badge
      pendingIndicator = indicator
      return indicator
    }

    /// The rollback's feedback: an error haptic, and an announcement naming the toggle (B19).
    func announceRollback(_ request: ToggleCommitRequest, failure: ToggleCommitFailure) {
      // The app first: it may show an alert of its own and turn the announcement off.
      onCommitFailed?(failure)
      RollbackFeedback.give(
        label: accessibilityLabel ?? "", previousValue: request.previousValue,
        words: appValueStrings ?? .localized, haptic: haptic, announces: announcesRollback)
    }

    /// A row's taps change its item, which the store's or tree's hook saves: a hook of the
    /// row's own is never reached (L1). Said in debug builds.
    func warnIfRowHasOwnCommit() {
      guard DebugWarnings.areOn, coordinator.isBoundRow, coordinator.commitPolicy != nil else {
        return
      }
      DebugWarnings.warnOnce(.commitHookOnRow, shown: &warnings)
    }
  }
#endif
