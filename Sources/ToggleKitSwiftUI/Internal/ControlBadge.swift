#if canImport(SwiftUI)
  @preconcurrency import SwiftUI
  import ToggleKit

  /// What a toggle shows over its control beyond on and off (B18, T1): a spinner while its
  /// save runs, a dash while it is mixed, which a `Toggle` has no state for.
  enum ControlBadge: Equatable {
    case saving
    case mixed

    /// The badge for a toggle: saving wins over mixed, as UIKit's pending look does.
    static func badge(isPending: Bool, value: ToggleValue) -> ControlBadge? {
      isPending ? .saving : value == .mixed ? .mixed : nil
    }
  }

  /// Shows a ``ControlBadge`` over the control's trailing end, in an overlay: the toggle
  /// keeps its place as a save starts and ends (a spinner laid out after it moved a list
  /// row's switch sideways), and the badge takes no touches and is hidden from VoiceOver,
  /// whose value says "saving" or "mixed" instead (B13, B18).
  struct ControlBadgeOverlay: ViewModifier {
    let badge: ControlBadge?

    /// UISwitch's width: the badge is centred over a switch at the row's trailing end, and
    /// over a narrower control (a `.button` toggle) it is centred on that.
    private static let controlWidth: CGFloat = 51

    func body(content: Content) -> some View {
      content.overlay(alignment: .trailing) {
        // Always there, empty or not, so the badge coming and going changes no identity.
        BadgeView(badge: badge)
          .frame(maxWidth: Self.controlWidth)
          .allowsHitTesting(false)
          .accessibilityHidden(true)
      }
    }
  }

  /// A spinner or a dash on a small material badge, legible over any control, as UIKit's
  /// legacy button's pending badge is.
  private struct BadgeView: View {
    let badge: ControlBadge?

    var body: some View {
      switch badge {
      case .saving?:
        ProgressView().padding(4).background(
          .thinMaterial, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
      case .mixed?:
        Image(systemName: "minus")
          .font(.body.weight(.bold))
          .foregroundColor(.accentColor)
          .frame(width: 28, height: 28)
          .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
      case nil:
        Color.clear.frame(width: 0, height: 0)
      }
    }
  }
#endif
