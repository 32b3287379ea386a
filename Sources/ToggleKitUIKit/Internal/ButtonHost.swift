#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  /// What the core asks of a ``ToggleButton``, carried out on it.
  ///
  /// A separate object rather than the button's own conformance: the host calls
  /// send `.valueChanged` and tap actions, and as public methods of every button
  /// an app could call them (sending `.valueChanged` for nothing) and could not
  /// override them. The coordinator holds its host weakly and
  /// the button holds this object; the button is held weakly here, so a call that
  /// comes after the button went (a coordinator method still running once a delivery
  /// released the last reference) does nothing instead of trapping.
  @MainActor
  final class ButtonHost: ToggleHost {
    weak var button: ToggleButton?
    /// The button, held while a delivery runs app code that may drop the app's last
    /// reference to it (B16); one entry per open delivery, as deliveries nest.
    private var buttonsKeptAlive: [ToggleButton?] = []

    init(button: ToggleButton) {
      self.button = button
    }

    /// Refreshes the look for a new control state.
    func toggleStateDidChange(_ coordinator: ToggleCoordinator) {
      guard let button else { return }
      // UIKit highlights for touches only; a held Space or tvOS Select gets the
      // same pressed look here. During a touch UIKit's own highlight stands.
      if !button.isTracking, button.isHighlighted != coordinator.isHighlighted {
        button.isHighlighted = coordinator.isHighlighted
      }
      button.applyLookForCurrentState()
    }

    /// Prepares the haptic at press time.
    func togglePrepareFeedback(_ style: HapticStyle) {
      guard let button else { return }
      button.haptics.prepare(style)
    }

    /// Plays a confirmed change's haptic at the tap, before its value changes (B14).
    func togglePlayFeedback(_ style: HapticStyle) {
      guard let button else { return }
      button.haptics.play(style)
    }

    /// Shows the new value: `isSelected`, the look (cross-faded when asked), accessibility, haptic.
    func toggleValueDidChange(
      _ coordinator: ToggleCoordinator, change: ToggleChange, animated: Bool, haptic: HapticStyle
    ) {
      guard let button else { return }
      if haptic != .none { button.haptics.play(haptic) }
      let apply = { [button] in
        button.isApplyingValue = true
        button.isSelected = change.newValue == .on
        button.isApplyingValue = false
        button.applyLookForCurrentState()
        button.layoutIfNeeded()
      }
      if animated, button.window != nil {
        UIView.transition(
          with: button, duration: coordinator.feedback.animationDuration,
          options: [.transitionCrossDissolve, .allowUserInteraction, .beginFromCurrentState],
          animations: apply)
      } else {
        UIView.performWithoutAnimation(apply)
      }
      // No accessibility notification (B13): a change from code must not move
      // VoiceOver's focus, and after a user's activation VoiceOver re-reads the
      // focused element's value and traits itself.
    }

    /// A list row now shows another item (L2): a cross-fade still running from the item it
    /// showed before would draw that item's look over this one's.
    func toggleDidShowBoundItem(_ coordinator: ToggleCoordinator) {
      guard let button else { return }
      button.layer.removeAnimation(forKey: kCATransition)
    }

    /// A list row shows another item, or its item was enabled or disabled (L7, T3): the
    /// button is as enabled as its item, whatever the item before or the app set on it.
    func toggleBoundItemEnabledDidChange(_ coordinator: ToggleCoordinator) {
      button?.isEnabled = coordinator.showsEnabledItem
    }

    /// Tells a subclass of every change, in the order they happened (B10, B15).
    func toggleSendChangeNotifications(_ coordinator: ToggleCoordinator, change: ToggleChange) {
      guard let button else { return }
      if DebugWarnings.areOn { noticeFlipBack(change) }
      button.valueDidChange(change)
    }

    /// The user change told last in this turn of the main run loop.
    private var userChangeThisTurn: ToggleChange?

    /// Warns when code sets a tap's change straight back: a seed's own flip, left in.
    private func noticeFlipBack(_ change: ToggleChange) {
      guard let button else { return }
      if let userChange = userChangeThisTurn, change.undoes(userChange) {
        DebugWarnings.warnOnce(.flippedBackByCode, shown: &button.warnings)
      }
      guard change.cause == .user, change.phase == .committed else { return }
      if userChangeThisTurn == nil {
        DispatchQueue.main.async { [weak self] in self?.userChangeThisTurn = nil }
      }
      userChangeThisTurn = change
    }

    /// Shows or hides the pending look: an activity indicator, the content dimmed, the value busy (B18).
    func togglePendingDidChange(_ coordinator: ToggleCoordinator) {
      guard let button else { return }
      button.showPending()
    }

    /// Plays the error haptic and announces the rollback, naming the toggle (B19).
    func toggleCommitDidFail(
      _ coordinator: ToggleCoordinator, request: ToggleCommitRequest, failure: ToggleCommitFailure
    ) {
      guard let button else { return }
      button.announceRollback(request, failure: failure)
    }

    /// Sends `.valueChanged`, then calls ``ToggleButton/onToggle`` with the current value (B9, B10).
    func toggleSendValueNotifications(_ coordinator: ToggleCoordinator) {
      guard let button else { return }
      button.sendActions(for: .valueChanged)
      button.onToggle?(button.isOn)
    }

    /// After a key or assistive activation, sends `.touchUpInside` and `.primaryActionTriggered`,
    /// as UIKit does after a tap; after a tap UIKit sends them itself.
    func toggleSendPrimaryAction(_ coordinator: ToggleCoordinator, source: ActivationSource) {
      guard let button else { return }
      switch source {
      case .pointer: break
      case .keyboard, .accessibility:
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .primaryActionTriggered)
      }
    }

    func toggleWillBeginDelivery(_ coordinator: ToggleCoordinator) {
      // Appended even when the button is gone, so each end pops its own begin.
      buttonsKeptAlive.append(button)
    }

    func toggleDidEndDelivery(_ coordinator: ToggleCoordinator) {
      // The entry may be the last reference to the button: let it go after the array is
      // changed, not during the change (the coordinator's caller keeps this object alive).
      let released = buttonsKeptAlive.popLast()
      withExtendedLifetime(released) {}
    }
  }
#endif
