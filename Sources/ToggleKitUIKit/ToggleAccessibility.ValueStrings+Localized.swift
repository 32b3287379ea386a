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
        table.localizedString(forKey: key, value: fallback, table: LocalizedWordsTable.tableName)
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
          forKey: "toggle.value.busy", value: english.busy, table: LocalizedWordsTable.tableName),
        notChangedFormat: table.localizedString(
          forKey: "toggle.announcement.notChanged", value: english.notChangedFormat,
          table: LocalizedWordsTable.tableName))
    }()
  }

  /// Finds the bundle of ToggleKit's translations by what it holds, not by its name.
  ///
  /// SwiftPM names a target's resource bundle after the package's manifest name
  /// ("ToggleKit_ToggleKitUIKit"), but other build systems (Bazel's
  /// rules_swift_package_manager, Tuist, CocoaPods) and forks name it otherwise
  /// (iOS review #33). So the bundle is the one that has `ToggleKit.strings`:
  /// SwiftPM's name is tried first, then every bundle beside the app's resources,
  /// the loaded bundles and frameworks. `Bundle.module` is not used: it exists only
  /// in SwiftPM builds, and would be left unchecked by the SDK type-check here.
  private enum LocalizedWordsTable {
    /// SwiftPM's name for the resource bundle of this package's `ToggleKitUIKit` target.
    static let swiftPMBundleName = "ToggleKit_ToggleKitUIKit"
    /// The strings table every ToggleKit translation has.
    static let tableName = "ToggleKit"

    static func bundleForPreferredLanguage() -> Bundle? {
      guard let resources = translationsBundle() else {
        // Once for the words and once for the phrases: each table is read once.
        DebugWarnings.warn(.missingTranslations)
        return nil
      }
      // Choose by the user's languages, not the app's: an app localized only in
      // English still gets VoiceOver's words in the user's language.
      let language = Bundle.preferredLocalizations(
        from: resources.localizations, forPreferences: Locale.preferredLanguages
      ).first
      guard let language, let path = resources.path(forResource: language, ofType: "lproj")
      else { return resources }
      return Bundle(path: path) ?? resources
    }

    private static func translationsBundle() -> Bundle? {
      let hosts = [Bundle.main, Bundle(for: ToggleButton.self)]
      let named = hosts.flatMap { host in
        [host.resourceURL, host.bundleURL].compactMap {
          $0?.appendingPathComponent(swiftPMBundleName + ".bundle")
        }
      }
      let beside = hosts.compactMap(\.resourceURL).flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(
          at: folder, includingPropertiesForKeys: nil)) ?? [])
          .filter { $0.pathExtension == "bundle" }
      }
      let candidates =
        (named + beside).compactMap(Bundle.init(url:)) + hosts + Bundle.allBundles
        + Bundle.allFrameworks
      return candidates.first { bundle in
        bundle.url(
          forResource: tableName, withExtension: "strings", subdirectory: nil,
          localization: "en") != nil
      }
    }
  }
#endif
