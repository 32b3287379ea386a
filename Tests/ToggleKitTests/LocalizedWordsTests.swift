import Foundation
import Testing

/// ToggleKit's translations of the value words, which VoiceOver reads on iOS 15 and 16 (B13).
@Suite("B13: the value words exist in every language iOS ships with")
struct LocalizedWordsTests {
  static let resources = ReadmeSnippetTests.root.appendingPathComponent(
    "Sources/ToggleKitUIKit/Resources")
  static let keys = ["toggle.value.on", "toggle.value.off", "toggle.value.mixed"]
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
    #expect(Set(entries.keys) == Set(Self.keys))
    for key in Self.keys {
      let word = try #require(entries[key])
      #expect(!word.trimmingCharacters(in: .whitespaces).isEmpty)
      #expect(word != key)
    }
    #expect(Set(entries.values).count == 3, "on, off and mixed must differ")
  }

  @Test("B13: the translations differ from English except in English")
  func translated() throws {
    let english = try Self.entries("en")
    for language in Self.iOSLanguages where !language.hasPrefix("en") {
      #expect(try Self.entries(language) != english, "\(language) is English")
    }
  }
}
