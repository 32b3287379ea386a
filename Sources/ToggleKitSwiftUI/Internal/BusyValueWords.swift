#if canImport(SwiftUI)
  @preconcurrency import SwiftUI
  import ToggleKit

  #if canImport(UIKit) && !os(watchOS)
    import ToggleKitUIKit
  #endif

  /// The value VoiceOver reads while a save runs, "on, saving" (B18), for the style's
  /// toggles and a store's rows alike.
  enum BusyValueWords {
    @MainActor static func words(
      for value: ToggleValue, appWords: ToggleAccessibility.ValueStrings?
    )
      -> String
    {
      #if canImport(UIKit) && !os(watchOS)
        let words = appWords ?? .localized
        let busy = ToggleAccessibility.Phrases.localized.busy
      #else
        let words = appWords ?? .spoken
        let busy = ToggleAccessibility.Phrases.english.busy
      #endif
      return "\(words.string(for: value)), \(busy)"
    }
  }

  /// The app's own value words over the system's, when it chose some.
  struct AppValueWords: ViewModifier {
    let words: String?

    func body(content: Content) -> some View {
      if let words {
        content.accessibilityValue(Text(words))
      } else {
        content
      }
    }
  }
#endif
