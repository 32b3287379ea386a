#if canImport(SwiftUI)
  @preconcurrency import SwiftUI
  @_spi(ToggleKitTools) import ToggleKit

  /// An async commit (B17-B22) around a toggle that `content` makes with the binding it is
  /// given: the body of ``AsyncCommitToggleStyle`` and of ``AsyncCommitToggle``.
  ///
  /// `isOn` is the app's model; it changes only when the work succeeds. The control's
  /// binding goes through the core's coordinator, and shows an optimistic proposal while
  /// it is pending.
  struct AsyncCommitBody<Content: View>: View {
    @Binding var isOn: Bool
    let commit: StyleCommit
    /// The style value's check for being set on several toggles; nil for a view.
    var sharedStyleCheck: SharedStyleCheck?
    /// The toggle, bound to the binding it is given; `generation` is the identity its
    /// `Toggle` alone takes, so that it is made again while what is around it keeps its state,
    /// nil for the copy VoiceOver meets, which is made once.
    let content: (_ isOn: Binding<Bool>, _ generation: Int?) -> Content
    @StateObject private var session = StyleCommitSession()
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// Counts the flips the control made that the value did not take (a confirmed save's
    /// start, a flip while saving): each makes the `Toggle` again from the value shown.
    @State private var refusedFlips = 0

    /// The value shown: an optimistic commit's while it is pending, else the model's.
    @MainActor private var shown: ToggleValue {
      session.shownValue ?? ToggleValue(isOn: isOn)
    }

    @MainActor private var controlBinding: Binding<Bool> {
      Binding(
        get: { @MainActor in shown == .on },
        set: { @MainActor newValue in
          if newValue != (shown == .on), !session.isPending {
            #if canImport(UIKit) && !os(watchOS)
              let words = ToggleAccessibility.ValueStrings.localized
            #else
              let words = ToggleAccessibility.ValueStrings.spoken
            #endif
            // No tap haptic (the system control plays its own), a rollback's error haptic.
            session.activate(
              value: shown, binding: $isOn, commit: commit, haptic: .none,
              reduceMotion: reduceMotion, valueWords: words, rollbackHaptic: .light)
          }
          // A system switch moved itself to a position the value did not take. SwiftUI
          // need not set a control again to a value that did not change, so the `Toggle` is
          // made again, from the value (B18: the confirmed policy keeps the old one).
          if newValue != (shown == .on) { refusedFlips &+= 1 }
        })
    }

    var body: some View {
      let binding = controlBinding
      content(binding, refusedFlips)
        .allowsHitTesting(!session.isPending)
        // Dimmed in place, so the toggle does not move as a save starts and ends, and the
        // value being saved stays in sight.
        .modifier(ControlStateLook(isSaving: session.isPending, isMixed: false))
        // What VoiceOver meets is made once, not with the control: making the control
        // again does not take VoiceOver's focus away.
        .accessibilityRepresentation { content(binding, nil) }
        .modifier(
          // Always a value, so a save starting or ending changes words, not the view.
          AppValueWords(
            words: session.isPending ? BusyValueWords.words(for: shown, appWords: nil) : nil,
            fallback: localizedValueWord(for: shown))
        )
        // The app changed the value while the work ran: it wins, the work is cancelled (B20).
        .onChange(of: isOn) { isOn in
          session.valueSetByApp(ToggleValue(isOn: isOn))
        }
        .onAppear { sharedStyleCheck?.note(session) }
    }
  }
#endif
