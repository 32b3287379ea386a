#if canImport(SwiftUI)
  #if os(iOS)
    @preconcurrency import UIKit
  #endif

  /// Plays a haptic where the platform has them (iOS); elsewhere does nothing.
  @MainActor
  enum ToggleHaptics {
    static func play(_ style: HapticStyle) {
      #if os(iOS)
        switch style {
        case .none: break
        case .light: UIImpactFeedbackGenerator(style: .light).impactOccurred()
        case .medium: UIImpactFeedbackGenerator(style: .medium).impactOccurred()
        case .heavy: UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
        case .selection: UISelectionFeedbackGenerator().selectionChanged()
        }
      #endif
    }
  }
#endif
