#if canImport(UIKit)
  import Foundation
  import ToggleKit

  extension ToggleAccessibility.ValueStrings {
    /// "on", "off" and "mixed" in the user's language, from ToggleKit's own translations.
    ///
    /// The translations ship as the package's resources (`ToggleKit.strings` in
    /// the languages iOS ships with). The language is the first of the user's
    /// preferred languages that ToggleKit has, whatever languages the app itself
    /// is localized in; English when none matches or the resources are missing.
    public static let localized: ToggleAccessibility.ValueStrings = {
      let english = ToggleAccessibility.ValueStrings.spoken
      guard let table = LocalizedWordsTable.bundleForPreferredLanguage() else { return english }
      func word(_ key: String, _ fallback: String) -> String {
        table.localizedString(forKey: key, value: fallback, table: "ToggleKit")
      }
      return ToggleAccessibility.ValueStrings(
        on: word("toggle.value.on", english.on), off: word("toggle.value.off", english.off),
        mixed: word("toggle.value.mixed", english.mixed))
    }()
  }

  extension ToggleAccessibility.Phrases {
    /// "saving" and the rollback announcement in the user's language, from ToggleKit's
    /// translations; English when none matches.
    public static let localized: ToggleAccessibility.Phrases = {
      let english = ToggleAccessibility.Phrases.english
      guard let table = LocalizedWordsTable.bundleForPreferredLanguage() else { return english }
      return ToggleAccessibility.Phrases(
        busy: table.localizedString(
          forKey: "toggle.value.busy", value: english.busy, table: "ToggleKit"),
        notChangedFormat: table.localizedString(
          forKey: "toggle.announcement.notChanged", value: english.notChangedFormat,
          table: "ToggleKit"))
    }()
  }

  /// Finds the package's resource bundle without SwiftPM's generated `Bundle.module`.
  private enum LocalizedWordsTable {
    /// SwiftPM's name for the resource bundle of this package's `ToggleKitUIKit` target.
    static let bundleName = "ToggleKit_ToggleKitUIKit"

    static func bundleForPreferredLanguage() -> Bundle? {
      let hosts = [Bundle.main, Bundle(for: ToggleButton.self)]
      let candidates = hosts.flatMap { host in
        [host.resourceURL, host.bundleURL].compactMap {
          $0?.appendingPathComponent(bundleName + ".bundle")
        }
      }
      guard let resources = candidates.lazy.compactMap(Bundle.init(url:)).first else { return nil }
      // Choose by the user's languages, not the app's: an app localized only in
      // English still gets VoiceOver's words in the user's language.
      let language = Bundle.preferredLocalizations(
        from: resources.localizations, forPreferences: Locale.preferredLanguages
      ).first
      guard let language, let path = resources.path(forResource: language, ofType: "lproj")
      else { return resources }
      return Bundle(path: path) ?? resources
    }
  }
#endif
