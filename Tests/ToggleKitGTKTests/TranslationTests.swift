#if os(Linux)
  import CGtk4
  import Glibc
  import Testing

  @_spi(ToggleKitTools) @testable import ToggleKitGTK

  /// What the GTK widget speaks is translated: through gettext in the domain
  /// togglekit-gtk-1, else from phrases built in from the same catalogs, po/ (B19).
  @Suite("GTK translations: gettext first, po/'s phrases built in", .serialized)
  @MainActor
  struct TranslationTests {
    /// Runs `body` with LANGUAGE set, putting the environment back after.
    func withLanguage(_ language: String, _ body: () throws -> Void) rethrows {
      let previous = getenv("LANGUAGE").map { String(cString: $0) }
      setenv("LANGUAGE", language, 1)
      defer {
        if let previous { setenv("LANGUAGE", previous, 1) } else { unsetenv("LANGUAGE") }
      }
      try body()
    }

    @Test("B19: the rollback announcement is in the user's language, from the built-in phrases")
    func builtInPhrases() {
      withLanguage("de") {
        #expect(
          Translations.notChanged(label: "WLAN", value: .off)
            == "WLAN: nicht geändert, weiterhin aus")
      }
      withLanguage("fr_CA:fr") {
        #expect(Translations.notChanged(label: "Wi-Fi", value: .on).hasPrefix("Wi-Fi"))
        #expect(
          Translations.notChanged(label: "Wi-Fi", value: .on) != "Wi-Fi: not changed, still on")
      }
      withLanguage("en_US") {
        #expect(
          Translations.notChanged(label: "Wi-Fi", value: .mixed)
            == "Wi-Fi: not changed, still mixed")
      }
      withLanguage("xx") {
        #expect(
          Translations.notChanged(label: "Wi-Fi", value: .on) == "Wi-Fi: not changed, still on",
          "a language with no phrases falls back to English")
      }
    }

    @Test("B19: an installed gettext catalog of the domain wins over the built-in phrases")
    func gettextCatalogWins() throws {
      let directory = try TestImages.temporaryDirectory()
      let po = """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"

        msgid "off"
        msgstr "AUS (Katalog)"
        """
      try TestImages.write(Array(po.utf8), to: "\(directory)/de.po")
      try #require(
        mkdir("\(directory)/de", 0o755) == 0 && mkdir("\(directory)/de/LC_MESSAGES", 0o755) == 0)
      try #require(
        system(
          "msgfmt -o '\(directory)/de/LC_MESSAGES/\(Translations.domain).mo' '\(directory)/de.po'")
          == 0)
      let previousLocale = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
      defer {
        setlocale(LC_MESSAGES, previousLocale)
        ToggleButton.useTranslations(in: "/nonexistent")
      }
      // gettext ignores LANGUAGE in the C locales (newer glibc in C.UTF-8 too): a real one,
      // which the test command's setup makes (scripts/install-dependencies.sh).
      try #require(setlocale(LC_MESSAGES, "de_DE.UTF-8") != nil, "the de_DE.UTF-8 locale exists")
      ToggleButton.useTranslations(in: directory)
      withLanguage("de") {
        #expect(
          Translations.notChanged(label: "WLAN", value: .off)
            == "WLAN: nicht geändert, weiterhin AUS (Katalog)")
      }
    }

    @Test(
      "The built-in phrases and the .strings files are what scripts/translations.py makes of po/")
    func generatedFilesAreCurrent() {
      let path = String(#filePath)
      let root = String(
        path[
          ..<path.utf8.index(
            path.utf8.endIndex,
            offsetBy: -"/Tests/ToggleKitGTKTests/TranslationTests.swift".utf8.count)])
      #expect(system("cd '\(root)' && python3 scripts/translations.py --check >/dev/null") == 0)
    }
  }
#endif
