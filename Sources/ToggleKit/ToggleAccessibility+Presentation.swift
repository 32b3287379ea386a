extension ToggleAccessibility {
  /// How a platform's accessibility API exposes the state, decided once for every adapter (B13).
  public struct Presentation: Sendable, Hashable {
    /// Whether to add the system's toggle trait (UIKit's iOS 17 `.toggleButton`).
    public var usesToggleTrait: Bool
    /// The value string to expose.
    public var value: String
    /// Whether to add the selected trait: a choice of an exclusive group that is on, read
    /// as a segmented control's segment is ("selected, Left, button").
    public var usesSelectedTrait = false
  }

  /// The state as a platform with or without a system toggle trait should expose it (B13).
  ///
  /// Where the system has a toggle trait (iOS 17 and later), the toggle takes it
  /// and not the selected trait, so VoiceOver says the state once ("Bold, switch
  /// button, on", not "selected ... on"). Its value is then UISwitch's "1" or
  /// "0", which VoiceOver speaks in the user's language as on or off, unless the
  /// app chose its own words. Mixed is `localizedWords`' word there: UISwitch has
  /// no mixed state, and nothing documents a number VoiceOver would read as
  /// "mixed" (a "2" may be read "two"). Without a toggle trait (iOS 15 and 16)
  /// the state is the value alone, the app's words or else `localizedWords` (the
  /// system would read "1" literally there): the selected trait as well would
  /// say it twice ("selected, Bold, on, button").
  ///
  /// While an async commit is pending, `busyWord` ("saving") follows the value
  /// in words, "on, saving", on every version: a numeric value with a word
  /// after it would not be read as a state (B18).
  ///
  /// A member of an exclusive group (`isChoice`) is one choice of several, not a switch:
  /// it takes no toggle trait, the selected trait while it is the one on,
  /// and no value but `busyWord` while its save runs, as a segmented control's segment.
  public static func presentation(
    value: ToggleValue, systemHasToggleTrait: Bool, appWords: ValueStrings?,
    localizedWords: ValueStrings, busyWord: String? = nil, isChoice: Bool = false
  ) -> Presentation {
    if isChoice {
      return Presentation(
        usesToggleTrait: false, value: busyWord ?? "", usesSelectedTrait: value == .on)
    }
    if let busyWord {
      let words = appWords ?? localizedWords
      return Presentation(
        usesToggleTrait: systemHasToggleTrait,
        value: "\(words.string(for: value)), \(busyWord)")
    }
    let words: ValueStrings
    if let appWords {
      words = appWords
    } else if systemHasToggleTrait, value != .mixed {
      words = .numeric
    } else {
      words = localizedWords
    }
    return Presentation(usesToggleTrait: systemHasToggleTrait, value: words.string(for: value))
  }
}
