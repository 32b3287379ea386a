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
  ///
  /// With `fallback`, the value is always given (`words`, else `fallback`): the view keeps
  /// one identity as the words come and go, so a save's start or end does not rebuild the
  /// app's toggle under VoiceOver's focus (a review found the branch did). Without it, the
  /// system's own value stays when there are no words, at the cost of that rebuild.
  struct AppValueWords: ViewModifier {
    let words: String?
    var fallback: String? = nil

    func body(content: Content) -> some View {
      if let fallback {
        content.accessibilityValue(Text(words ?? fallback))
      } else if let words {
        content.accessibilityValue(Text(words))
      } else {
        content
      }
    }
  }

  /// The words for a value on or off, or mixed, in the user's language where UIKit has them.
  @MainActor func localizedValueWord(for value: ToggleValue) -> String {
    #if canImport(UIKit) && !os(watchOS)
      ToggleAccessibility.ValueStrings.localized.string(for: value)
    #else
      ToggleAccessibility.ValueStrings.spoken.string(for: value)
    #endif
  }

  /// The value words in the user's language where UIKit has them.
  @MainActor var localizedValueWords: ToggleAccessibility.ValueStrings {
    #if canImport(UIKit) && !os(watchOS)
      .localized
    #else
      .spoken
    #endif
  }

  /// "saving", in the user's language where UIKit has it (B18).
  @MainActor var busyWord: String {
    #if canImport(UIKit) && !os(watchOS)
      ToggleAccessibility.Phrases.localized.busy
    #else
      ToggleAccessibility.Phrases.english.busy
    #endif
  }
#endif
