#if canImport(SwiftUI)
  @preconcurrency import SwiftUI
  @_spi(ToggleKitTools) import ToggleKit
  #if canImport(UIKit) && !os(watchOS)
    @_spi(ToggleKitTools) import ToggleKitUIKit
  #endif

  /// An async commit as ``ToggleButtonStyle/commit(_:label:timeout:work:)`` was given it.
  struct StyleCommit {
    var policy: ToggleCommitPolicy
    var label: String
    var timeout: Double
    var work: @MainActor (_ proposedValue: ToggleValue) async throws -> Void
  }

  /// Runs a style's async commit through the core's coordinator, so SwiftUI follows B17-B22
  /// as UIKit and GTK do.
  ///
  /// The binding, the app's model, changes only when the work succeeds, as with
  /// UIKit's `.valueChanged`: an optimistic value is shown from ``shownValue``
  /// while pending, so a view that goes away mid-save leaves the model as it was.
  @MainActor
  final class StyleCommitSession: ObservableObject, ToggleHost {
    @Published private(set) var isPending = false
    /// The optimistic value shown while pending; nil: show the binding's.
    @Published private(set) var shownValue: ToggleValue?
    /// Made on the first activation: `@StateObject` makes the session outside the main actor.
    private var madeCoordinator: ToggleCoordinator?
    private var binding: Binding<Bool>?
    /// The newest commit the style was given; the installed work calls its `work`.
    private var current: StyleCommit?
    private var installedPolicy: ToggleCommitPolicy?
    private var installedTimeout: Double?
    private var valueWords = ToggleAccessibility.ValueStrings.spoken
    /// Whether a failed save is felt: the style's haptic, or a system control's own.
    private var rollbackHaptic = HapticStyle.light
    /// The debug warnings this toggle has logged (``DebugWarnings``), each only once.
    private var warnings = Set<DebugWarnings.Kind>()

    nonisolated init() {}

    private var coordinator: ToggleCoordinator {
      if let madeCoordinator { return madeCoordinator }
      let coordinator = ToggleCoordinator()
      coordinator.attach(host: self)
      madeCoordinator = coordinator
      return coordinator
    }

    /// Logs `kind` in a debug build, once for this toggle.
    func warnOnce(_ kind: DebugWarnings.Kind) {
      DebugWarnings.warnOnce(kind, shown: &warnings)
    }

    /// A user activation of a toggle showing `value`, bound to `binding`.
    func activate(
      value: ToggleValue, binding: Binding<Bool>, commit: StyleCommit, haptic: HapticStyle,
      reduceMotion: Bool, valueWords: ToggleAccessibility.ValueStrings,
      rollbackHaptic: HapticStyle? = nil
    ) {
      self.binding = binding
      self.rollbackHaptic = rollbackHaptic ?? haptic
      current = commit
      self.valueWords = valueWords
      coordinator.feedback.haptic = haptic
      coordinator.reduceMotion = { reduceMotion }
      if !coordinator.isPending,
        installedPolicy != commit.policy || installedTimeout != commit.timeout
      {
        coordinator.setCommit(commit.policy, timeout: commit.timeout) { [weak self] proposed in
          guard let work = self?.current?.work else { return }
          try await work(proposed)
        }
        installedPolicy = commit.policy
        installedTimeout = commit.timeout
      }
      // Follow a binding the app changed since the last activation.
      if !coordinator.isPending, coordinator.value != value { coordinator.setValue(value) }
      coordinator.accessibilityActivate()
    }

    /// The bound value changed; a change the app made while the work runs wins (B20).
    ///
    /// The app's model holds the value before the pending change, so a change of it is the
    /// app's: to the value the core shows (an optimistic proposal), the work is withdrawn
    /// and the value stays; to another, it is set from code, which withdraws the work too.
    /// The app setting the value it had cannot be seen: the binding does not change.
    func valueSetByApp(_ value: ToggleValue) {
      guard let coordinator = madeCoordinator, coordinator.isPending,
        let request = coordinator.pendingCommit, value != request.previousValue
      else { return }
      if value == coordinator.value {
        coordinator.withdrawPendingCommit()
      } else {
        coordinator.setValue(value)
      }
    }

    func toggleStateDidChange(_ coordinator: ToggleCoordinator) {}

    func togglePrepareFeedback(_ style: HapticStyle) {
      ToggleHaptics.prepare(style)
    }

    /// A confirmed change's haptic, at the tap (B14).
    func togglePlayFeedback(_ style: HapticStyle) {
      ToggleHaptics.play(style)
    }

    func toggleValueDidChange(
      _ coordinator: ToggleCoordinator, change: ToggleChange, animated: Bool, haptic: HapticStyle
    ) {
      if haptic != .none { ToggleHaptics.play(haptic) }
      withAnimation(animated ? .easeInOut(duration: coordinator.feedback.animationDuration) : nil) {
        shownValue = coordinator.isPending ? change.newValue : nil
      }
    }

    /// The change committed: now the binding, the app's model, takes it (B19).
    func toggleSendValueNotifications(_ coordinator: ToggleCoordinator) {
      shownValue = nil
      guard let binding, binding.wrappedValue != (coordinator.value == .on) else { return }
      binding.wrappedValue = coordinator.value == .on
    }

    func toggleSendPrimaryAction(_ coordinator: ToggleCoordinator, source: ActivationSource) {}

    func togglePendingDidChange(_ coordinator: ToggleCoordinator) {
      isPending = coordinator.isPending
      if !isPending { shownValue = nil }
    }

    func toggleCommitDidFail(
      _ coordinator: ToggleCoordinator, request: ToggleCommitRequest, failure: ToggleCommitFailure
    ) {
      #if canImport(UIKit) && !os(watchOS)
        RollbackFeedback.give(
          label: current?.label ?? "", previousValue: request.previousValue, words: valueWords,
          haptic: rollbackHaptic, announces: true)
      #endif
    }
  }
#endif
