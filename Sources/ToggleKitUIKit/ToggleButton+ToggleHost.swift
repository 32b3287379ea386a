#if canImport(UIKit)
  @preconcurrency import UIKit

  extension ToggleButton: ToggleHost {
    /// Refreshes the look for a new control state.
    public func toggleStateDidChange(_ coordinator: ToggleCoordinator) {
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
      haptics.play(haptic)
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
      if UIAccessibility.isVoiceOverRunning {
        UIAccessibility.post(notification: .layoutChanged, argument: self)
      }
    }

    /// Sends `.valueChanged`, then calls ``onToggle`` with the current value (B9, B10).
    public func toggleSendValueNotifications(_ coordinator: ToggleCoordinator) {
      sendActions(for: .valueChanged)
      onToggle?(isOn)
    }

    /// After a key press, sends `.primaryActionTriggered`; after a touch UIKit sends its own actions.
    public func toggleSendPrimaryAction(_ coordinator: ToggleCoordinator, source: ActivationSource)
    {
      switch source {
      case .pointer: break
      case .keyboard, .accessibility: sendActions(for: .primaryActionTriggered)
      }
    }
  }
#endif
