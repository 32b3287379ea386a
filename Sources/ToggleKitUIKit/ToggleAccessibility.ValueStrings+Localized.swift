#if canImport(UIKit) && !os(watchOS)
  import Foundation
  @_spi(ToggleKitTools) import ToggleKit

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

  extension ListRowAccessibility.Words {
    /// An outline row's action names and expansion words in the user's language, from
    /// ToggleKit's `ToggleKitOutline` table; English where the language has none.
    static let localizedOutline: ListRowAccessibility.Words = {
      let english = ListRowAccessibility.Words.english
      guard let table = LocalizedWordsTable.bundleForPreferredLanguage() else { return english }
      func word(_ key: String, _ fallback: String) -> String {
        table.localizedString(forKey: key, value: fallback, table: "ToggleKitOutline")
      }
      return ListRowAccessibility.Words(
        checkAll: word("outline.action.checkAll", english.checkAll),
        uncheckAll: word("outline.action.uncheckAll", english.uncheckAll),
        expand: word("outline.action.expand", english.expand),
        collapse: word("outline.action.collapse", english.collapse),
        expanded: word("outline.value.expanded", english.expanded),
        collapsed: word("outline.value.collapsed", english.collapsed))
    }()
  }

  /// Finds the bundle of ToggleKit's translations by what it holds, not by its name.
  ///
  /// SwiftPM names a target's resource bundle after the package's manifest name
  /// ("ToggleKit_ToggleKitUIKit"), but other build systems (Bazel's
  /// rules_swift_package_manager, Tuist, CocoaPods) and forks name it otherwise.
  /// So the bundle is the one that has `ToggleKit.strings`:
  /// SwiftPM's name is tried first, then the app and the framework, then every bundle
  /// beside the app's resources. `Bundle.module` is not used: it exists only
  /// in SwiftPM builds, and would be left unchecked by the SDK type-check here.
  enum LocalizedWordsTable {
    /// SwiftPM's name for the resource bundle of this package's `ToggleKitUIKit` target.
    static let swiftPMBundleName = "ToggleKit_ToggleKitUIKit"
    /// The strings table every ToggleKit translation has.
    static let tableName = "ToggleKit"
    /// Where the translations' bundle is, found once for the words and the phrases alike
    /// (a URL: `Bundle` is not Sendable in the iOS 16.5 SDK; `Bundle(url:)` reuses the
    /// instance Foundation keeps for the path).
    static let translationsURL: URL? = {
      let found = translationsBundle()?.bundleURL
      if found == nil { DebugWarnings.warn(.missingTranslations) }
      return found
    }()

    static func bundleForPreferredLanguage() -> Bundle? {
      guard let resources = translationsURL.flatMap(Bundle.init(url:)) else { return nil }
      // Choose by the user's languages, not the app's: an app localized only in
      // English still gets VoiceOver's words in the user's language.
      let language = Bundle.preferredLocalizations(
        from: resources.localizations, forPreferences: Locale.preferredLanguages
      ).first
      guard let language, let path = resources.path(forResource: language, ofType: "lproj")
      else { return resources }
      return Bundle(path: path) ?? resources
    }

    /// The first bundle that has the table, looked at in order, stopping at the first:
    /// SwiftPM's bundle beside the app's resources or the framework's, the app and the
    /// framework themselves (CocoaPods' resource bundles, static linking), then any other
    /// bundle beside them (other build systems' names).
    private static func translationsBundle() -> Bundle? {
      let hosts = [Bundle.main, Bundle(for: ToggleButton.self)]
      func hasTable(_ bundle: Bundle) -> Bool {
        bundle.url(
          forResource: tableName, withExtension: "strings", subdirectory: nil, localization: "en")
          != nil
      }
      let folders = hosts.flatMap { [$0.resourceURL, $0.bundleURL] }.compactMap { $0 }
      for folder in folders {
        let url = folder.appendingPathComponent(swiftPMBundleName + ".bundle")
        if let bundle = Bundle(url: url), hasTable(bundle) { return bundle }
      }
      if let host = hosts.first(where: hasTable) { return host }
      for folder in Set(hosts.compactMap(\.resourceURL)) {
        let contents =
          (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil))
          ?? []
        for url in contents where url.pathExtension == "bundle" {
          if let bundle = Bundle(url: url), hasTable(bundle) { return bundle }
        }
      }
      return nil
    }
  }
#endif
