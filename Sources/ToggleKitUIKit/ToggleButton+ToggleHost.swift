#if canImport(UIKit)
  @preconcurrency import UIKit

  extension ToggleButton: ToggleHost {
    /// Refreshes the look for a new control state.
    public func toggleStateDidChange(_ coordinator: ToggleCoordinator) {
      // UIKit highlights for touches only; a held Space or tvOS Select gets the
      // same pressed look here. During a touch UIKit's own highlight stands.
      if !isTracking, isHighlighted != coordinator.isHighlighted {
        isHighlighted = coordinator.isHighlighted
      }
      applyLookForCurrentState()
    }

    /// Prepares the haptic at press time.
    public func togglePrepareFeedback(_ style: HapticStyle) {
      haptics.prepare(style)
    }

    /// Shows the new value: `isSelected`, the look (cross-faded when asked), accessibility, haptic.
    public func toggleValueDidChange(
      _ coordinator: ToggleCoordinator, change: ToggleChange, animated: Bool, haptic: HapticStyle
    ) {
      if haptic != .none { haptics.play(haptic) }
      let apply = { [self] in
        isApplyingValue = true
        isSelected = change.newValue == .on
        isApplyingValue = false
        applyLookForCurrentState()
        layoutIfNeeded()
      }
      if animated, window != nil {
        UIView.transition(
          with: self, duration: coordinator.feedback.animationDuration,
          options: [.transitionCrossDissolve, .allowUserInteraction, .beginFromCurrentState],
          animations: apply)
      } else {
        UIView.performWithoutAnimation(apply)
      }
      // No accessibility notification (B13): a change from code must not move
      // VoiceOver's focus, and after a user's activation VoiceOver re-reads the
      // focused element's value and traits itself.
    }

    /// Shows or hides the pending look: an activity indicator, the content dimmed, the value busy (B18).
    public func togglePendingDidChange(_ coordinator: ToggleCoordinator) {
      showPending()
    }

    /// Plays the error haptic and announces the rollback, naming the toggle (B19).
    public func toggleCommitDidFail(
      _ coordinator: ToggleCoordinator, request: ToggleCommitRequest, failure: ToggleCommitFailure
    ) {
      announceRollback(request, failure: failure)
    }

    /// Sends `.valueChanged`, then calls ``onToggle`` with the current value (B9, B10).
    public func toggleSendValueNotifications(_ coordinator: ToggleCoordinator) {
      sendActions(for: .valueChanged)
      onToggle?(isOn)
    }

    /// After a key or assistive activation, sends `.touchUpInside` and `.primaryActionTriggered`,
    /// as UIKit does after a tap; after a tap UIKit sends them itself.
    public func toggleSendPrimaryAction(_ coordinator: ToggleCoordinator, source: ActivationSource)
    {
      switch source {
      case .pointer: break
      case .keyboard, .accessibility:
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
      }
    }
  }
#endif
