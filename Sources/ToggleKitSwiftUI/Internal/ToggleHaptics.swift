#if canImport(SwiftUI)
  #if os(iOS)
    @_spi(ToggleKitTools) import ToggleKitUIKit
  #endif

  /// Plays a haptic where the platform has them (iOS) with a generator prepared when the
  /// press began, as the UIKit button does (B14); elsewhere does nothing.
  @MainActor
  enum ToggleHaptics {
    #if os(iOS)
      /// One for every style-drawn toggle: only one is pressed at a time.
      private static let player = HapticPlayer()
    #endif

    /// A press began: get the haptic ready, so it plays without delay.
    static func prepare(_ style: HapticStyle) {
      #if os(iOS)
        if style != .none { player.prepare(style) }
      #endif
    }

    static func play(_ style: HapticStyle) {
      #if os(iOS)
        if style != .none { player.play(style) }
      #endif
    }
  }
#endif
