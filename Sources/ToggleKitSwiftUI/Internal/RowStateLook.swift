#if canImport(SwiftUI)
  @preconcurrency import SwiftUI
  import ToggleKit

  /// What a list or outline row's `Toggle` shows beyond on and off (L1, L7, T1, T3, T10,
  /// B18): the one look `storeRow(_:of:)` and `treeRow(_:of:)` give their rows. Dimmed
  /// while saving, a dash over the control while mixed: the switch stays where it is.
  struct RowStateLook: ViewModifier {
    let value: ToggleValue
    /// Whether the row's own item or node is being saved: the toggle is dimmed.
    let isPending: Bool
    /// Whether the row waits for a save (its own, or one that absorbs its activation):
    /// VoiceOver reads "saving".
    let isWaiting: Bool
    let isEnabled: Bool
    /// Whether a tap reaches the toggle: not while a tap would change nothing (a save it
    /// waits for, a bulk save, a node with nothing to move).
    let takesTaps: Bool

    func body(content: Content) -> some View {
      content
        .disabled(!isEnabled)
        .allowsHitTesting(takesTaps)
        .modifier(ControlStateLook(isSaving: isPending, isMixed: value == .mixed))
        // The value is always given, so the row keeps one identity as a save comes and goes.
        .modifier(
          AppValueWords(
            words: isWaiting ? BusyValueWords.words(for: value, appWords: nil) : nil,
            fallback: localizedValueWord(for: value)))
    }
  }
#endif
