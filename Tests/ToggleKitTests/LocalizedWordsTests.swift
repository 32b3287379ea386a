import Foundation
import Testing
@_spi(ToggleKitTools) import ToggleKit

/// ToggleKit's translations of the value words, which VoiceOver reads on iOS 15 and 16 (B13).
@Suite("B13: the value words exist in every language iOS ships with")
struct LocalizedWordsTests {
  static let resources = ReadmeSnippetTests.root.appendingPathComponent(
    "Sources/ToggleKitUIKit/Resources")
  static let keys = ["toggle.value.on", "toggle.value.off", "toggle.value.mixed"]
  static let commitKeys = ["toggle.value.busy", "toggle.announcement.notChanged"]
  static let iOSLanguages = [
    "en", "en-AU", "en-GB", "ar", "ca", "cs", "da", "de", "el", "es", "es-419", "fi", "fr",
    "fr-CA", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR",
    "pt-PT", "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant", "zh-HK",
  ]

  /// The key-value pairs of a `.strings` file (the `"key" = "value";` lines).
  static func entries(_ language: String) throws -> [String: String] {
    let url = resources.appendingPathComponent("\(language).lproj/ToggleKit.strings")
    let text = try String(contentsOf: url, encoding: .utf8)
    var entries: [String: String] = [:]
    for match in text.matches(of: /"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;/) {
      entries[String(match.1)] = String(match.2)
    }
    return entries
  }

  @Test(
    "B13: every iOS language has on, off and mixed, none empty, none its key",
    arguments: iOSLanguages)
  func wordsExist(language: String) throws {
    let entries = try Self.entries(language)
    #expect(Set(entries.keys) == Set(Self.keys + Self.commitKeys))
    for key in Self.keys {
      let word = try #require(entries[key])
      #expect(!word.trimmingCharacters(in: .whitespaces).isEmpty)
      #expect(word != key)
    }
    #expect(Set(Self.keys.compactMap { entries[$0] }).count == 3, "on, off and mixed must differ")
  }

  @Test(
    "B18 B19: every language says busy, and its rollback announcement has the label and value once",
    arguments: iOSLanguages)
  func commitPhrases(language: String) throws {
    let entries = try Self.entries(language)
    let busy = try #require(entries["toggle.value.busy"])
    #expect(!busy.isEmpty && busy != "toggle.value.busy")
    let format = try #require(entries["toggle.announcement.notChanged"])
    #expect(format.components(separatedBy: "%1$@").count == 2)
    #expect(format.components(separatedBy: "%2$@").count == 2)
    let said = ToggleAccessibility.Phrases(busy: busy, notChangedFormat: format)
      .notChanged(label: "LABEL", value: "VALUE")
    #expect(said.contains("LABEL") && said.contains("VALUE") && !said.contains("%"))
    // A control with no name (a UISwitch whose cell carries the text): no stray colon.
    let unnamed = ToggleAccessibility.Phrases(busy: busy, notChangedFormat: format)
      .notChanged(label: "", value: "VALUE")
    #expect(unnamed.contains("VALUE"))
    #expect(unnamed.first.map { $0.isLetter || $0.isNumber } == true, "\(unnamed)")
  }

  @Test("B13: the translations differ from English except in English")
  func translated() throws {
    let english = try Self.entries("en")
    for language in Self.iOSLanguages where !language.hasPrefix("en") {
      #expect(try Self.entries(language) != english, "\(language) is English")
    }
  }
}
