#if canImport(SwiftUI)
  @preconcurrency import SwiftUI
  import ToggleKit

  /// What a toggle shows beyond on and off (B18, T1): dimmed while its save runs, as UIKit's
  /// switch is, and a dash over its control while it is mixed, which a `Toggle` has no state
  /// for.
  ///
  /// Neither moves the toggle as a save starts and ends (a spinner laid out after it moved a
  /// list row's switch sideways): the dimming is an opacity, and the dash an overlay. Both
  /// leave the position shown in sight, the optimistic one while saving: a spinner over the
  /// switch hid its thumb, and over a leading checkbox its label. Neither takes touches or is
  /// read by VoiceOver, whose value says "saving" or "mixed" instead (B13, B18).
  struct ControlStateLook: ViewModifier {
    let isSaving: Bool
    let isMixed: Bool

    /// UISwitch's width: the dash is centred over a switch at the row's trailing end, and
    /// over a narrower control (a `.button` toggle) it is centred on that.
    private static let controlWidth: CGFloat = 51
    /// UIKit's switch halves its alpha while saving; the same here, for one pending look.
    private static let savingOpacity = 0.5

    func body(content: Content) -> some View {
      content
        .overlay(alignment: .trailing) {
          // Always there, shown or not, so the dash coming and going changes no identity.
          MixedMark(isShown: isMixed)
            .frame(maxWidth: Self.controlWidth)
            .allowsHitTesting(false)
            .accessibilityHidden(true)
        }
        .opacity(isSaving ? Self.savingOpacity : 1)
    }
  }

  /// A dash on a small material badge, legible over any control, for a mixed value: the
  /// switch under it would show off or on, neither of which is true.
  private struct MixedMark: View {
    let isShown: Bool

    var body: some View {
      if isShown {
        Image(systemName: "minus")
          .font(.body.weight(.bold))
          .foregroundColor(.accentColor)
          .frame(width: 28, height: 28)
          .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
      } else {
        Color.clear.frame(width: 0, height: 0)
      }
    }
  }
#endif
