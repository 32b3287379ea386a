#if canImport(SwiftUI)
  @preconcurrency import SwiftUI
  #if canImport(UIKit) && !os(watchOS)
    @preconcurrency import UIKit
  #endif

  /// An async commit as ``ToggleButtonStyle/commit(_:label:timeout:work:)`` was given it.
  struct StyleCommit {
    var policy: ToggleCommitPolicy
    var label: String
    var timeout: Double
    var work: @MainActor (_ proposedValue: ToggleValue) async throws -> Void
  }

  /// Runs a style's async commit through the core's coordinator, so SwiftUI follows B17-B22
  /// as UIKit and GTK do; the coordinator's value changes become writes to the binding.
  @MainActor
  final class StyleCommitSession: ObservableObject, ToggleHost {
    @Published private(set) var isPending = false
    /// Made on the first activation: `@StateObject` makes the session outside the main actor.
    private var madeCoordinator: ToggleCoordinator?
    private var binding: Binding<Bool>?
    private var installedPolicy: ToggleCommitPolicy?
    private var label = ""

    nonisolated init() {}

    private var coordinator: ToggleCoordinator {
      if let madeCoordinator { return madeCoordinator }
      let coordinator = ToggleCoordinator()
      coordinator.host = self
      madeCoordinator = coordinator
      return coordinator
    }

    /// A user activation of a toggle showing `value`, bound to `binding`.
    func activate(
      value: ToggleValue, binding: Binding<Bool>, commit: StyleCommit, haptic: HapticStyle
    ) {
      self.binding = binding
      label = commit.label
      coordinator.feedback.haptic = haptic
      if installedPolicy != commit.policy || coordinator.commitPolicy == nil {
        coordinator.setCommit(commit.policy, timeout: commit.timeout, work: commit.work)
        installedPolicy = commit.policy
      }
      // Follow a binding changed from outside since the last activation (not while pending:
      // a set from code then cancels the work, see valueSetByApp).
      if !coordinator.isPending, coordinator.value != value { coordinator.setValue(value) }
      coordinator.accessibilityActivate()
    }

    /// The bound value changed; if that was not this session's own write, the app wins (B20).
    func valueSetByApp(_ value: ToggleValue) {
      guard let coordinator = madeCoordinator, coordinator.isPending, !isWriting,
        coordinator.value != value
      else { return }
      coordinator.setValue(value)
    }

    private var isWriting = false

    func toggleStateDidChange(_ coordinator: ToggleCoordinator) {}

    func togglePrepareFeedback(_ style: HapticStyle) {}

    func toggleValueDidChange(
      _ coordinator: ToggleCoordinator, change: ToggleChange, animated: Bool, haptic: HapticStyle
    ) {
      if haptic != .none { ToggleHaptics.play(haptic) }
      guard let binding, binding.wrappedValue != (change.newValue == .on) else { return }
      isWriting = true
      withAnimation(animated ? .easeInOut(duration: coordinator.feedback.animationDuration) : nil) {
        binding.wrappedValue = change.newValue == .on
      }
      isWriting = false
    }

    func toggleSendValueNotifications(_ coordinator: ToggleCoordinator) {}

    func toggleSendPrimaryAction(_ coordinator: ToggleCoordinator, source: ActivationSource) {}

    func togglePendingDidChange(_ coordinator: ToggleCoordinator) {
      isPending = coordinator.isPending
    }

    func toggleCommitDidFail(
      _ coordinator: ToggleCoordinator, request: ToggleCommitRequest, failure: ToggleCommitFailure
    ) {
      #if os(iOS)
        UINotificationFeedbackGenerator().notificationOccurred(.error)
        let words = ToggleAccessibility.ValueStrings.localized
        UIAccessibility.post(
          notification: .announcement,
          argument: ToggleAccessibility.Phrases.localized.notChanged(
            label: label, value: words.string(for: request.previousValue)))
      #endif
    }
  }
#endif
