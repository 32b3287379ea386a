extension ToggleAccessibility {
  /// How a platform's accessibility API exposes the state, decided once for every adapter (B13).
  public struct Presentation: Sendable, Hashable {
    /// Whether to add the system's toggle trait (UIKit's iOS 17 `.toggleButton`).
    public var usesToggleTrait: Bool
    /// The value string to expose.
    public var value: String
  }

  /// The state as a platform with or without a system toggle trait should expose it (B13).
  ///
  /// Where the system has a toggle trait (iOS 17 and later), the toggle takes it
  /// and not the selected trait, so VoiceOver says the state once ("Bold, switch
  /// button, on", not "selected ... on"). Its value is then UISwitch's "1", "0"
  /// or "2", which VoiceOver speaks in the user's language as on, off or mixed,
  /// unless the app chose its own words. Without a toggle trait (iOS 15 and 16)
  /// the state is the value alone, the app's words or else `localizedWords` (the
  /// system would read "1" literally there): the selected trait as well would
  /// say it twice ("selected, Bold, on, button").
  ///
  /// While an async commit is pending, `busyWord` ("saving") follows the value
  /// in words, "on, saving", on every version: a numeric value with a word
  /// after it would not be read as a state (B18).
  public static func presentation(
    value: ToggleValue, systemHasToggleTrait: Bool, appWords: ValueStrings?,
    localizedWords: ValueStrings, busyWord: String? = nil
  ) -> Presentation {
    if let busyWord {
      let words = appWords ?? localizedWords
      return Presentation(
        usesToggleTrait: systemHasToggleTrait,
        value: "\(words.string(for: value)), \(busyWord)")
    }
    return Presentation(
      usesToggleTrait: systemHasToggleTrait,
      value: (appWords ?? (systemHasToggleTrait ? .numeric : localizedWords)).string(for: value))
  }
}
