#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  /// The feedback of a save that failed and put a value back (B19): an error haptic, and a
  /// queued VoiceOver announcement naming what did not change. One owner for a ToggleButton's
  /// rollback and a SwiftUI row's (`ToggleStoreModel`), which the store has no row for.
  @_spi(ToggleKitTools)
  @MainActor
  public enum RollbackFeedback {
    /// Plays the error haptic unless `haptic` is `.none`, and, while VoiceOver runs and
    /// `announces`, says that `label` stayed `previousValue`, in `words`.
    public static func give(
      label: String, previousValue: ToggleValue, words: ToggleAccessibility.ValueStrings,
      haptic: HapticStyle, announces: Bool
    ) {
      #if os(iOS)
        if haptic != .none { UINotificationFeedbackGenerator().notificationOccurred(.error) }
      #endif
      guard announces, UIAccessibility.isVoiceOverRunning else { return }
      let message = ToggleAccessibility.Phrases.localized.notChanged(
        label: label, value: words.string(for: previousValue))
      // Queued, not interrupting: VoiceOver may be re-reading the control after the
      // activation, and an interrupting announcement would be cut off by it.
      let queued = NSAttributedString(
        string: message, attributes: [.accessibilitySpeechQueueAnnouncement: true])
      UIAccessibility.post(notification: .announcement, argument: queued)
    }
  }
#endif
