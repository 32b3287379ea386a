#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  /// Plays the haptic of a user change with a generator prepared at press time (B14).
  ///
  /// tvOS has no haptics; there it does nothing. Shared with the SwiftUI style through
  /// `@_spi(ToggleKitTools)`: not API for apps.
  @_spi(ToggleKitTools)
  @MainActor
  public final class HapticPlayer {
    #if os(iOS)
      private var generator: UIFeedbackGenerator?
      private var preparedStyle: HapticStyle = .none
    #endif

    /// Creates a player with nothing prepared.
    public init() {}

    /// Gets a generator of this style ready, at press time.
    public func prepare(_ style: HapticStyle) {
      #if os(iOS)
        if style != preparedStyle || generator == nil {
          generator = Self.makeGenerator(style)
          preparedStyle = style
        }
        generator?.prepare()
      #endif
    }

    /// Plays the style, with the prepared generator when it is this style's.
    public func play(_ style: HapticStyle) {
      #if os(iOS)
        if style != preparedStyle || generator == nil { prepare(style) }
        switch generator {
        case let impact as UIImpactFeedbackGenerator: impact.impactOccurred()
        case let selection as UISelectionFeedbackGenerator: selection.selectionChanged()
        default: break
        }
        // Release the Taptic Engine; the next press prepares again.
        generator = nil
      #endif
    }

    #if os(iOS)
      private static func makeGenerator(_ style: HapticStyle) -> UIFeedbackGenerator? {
        switch style {
        case .none: nil
        case .light: UIImpactFeedbackGenerator(style: .light)
        case .medium: UIImpactFeedbackGenerator(style: .medium)
        case .heavy: UIImpactFeedbackGenerator(style: .heavy)
        case .selection: UISelectionFeedbackGenerator()
        }
      }
    #endif
  }
#endif
