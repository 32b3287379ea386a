#if os(Linux)
  import CGtk4

  /// The words the GTK widget speaks, in the user's language (B19's rollback announcement).
  ///
  /// Through gettext first, in the domain `togglekit-gtk-1`, so an installed catalog (and a
  /// translator's correction to it) wins; else from the phrases built in, made from the same
  /// source, the catalogs in `po/`, by `scripts/translations.py`. The language is GLib's
  /// (`g_get_language_names`: LANGUAGE, LC_ALL, LC_MESSAGES, LANG).
  enum Translations {
    /// The gettext domain of the GTK widget's phrases.
    static let domain = "togglekit-gtk-1"

    /// Points gettext at `directory` (`DIR/LANG/LC_MESSAGES/togglekit-gtk-1.mo`) for the domain.
    static func use(catalogsIn directory: String) {
      bindtextdomain(domain, directory)
      bind_textdomain_codeset(domain, "UTF-8")
    }

    /// The announcement for a change that was not saved: "Wi-Fi: not changed, still off".
    static func notChanged(label: String, value: ToggleValue) -> String {
      let word: String
      switch value {
      case .on: word = translate("on", index: 0)
      case .off: word = translate("off", index: 1)
      case .mixed: word = translate("mixed", index: 2)
      }
      let format = translate("%1$s: not changed, still %2$s", index: 3)
      // The core fills the placeholders, so a label with a % in it is said as it is.
      return ToggleAccessibility.Phrases(busy: "", notChangedFormat: format)
        .notChanged(label: label, value: word)
    }

    /// `english` in the user's language: gettext's catalog, else the built-in phrase at `index`.
    private static func translate(_ english: String, index: Int) -> String {
      // gettext hands back the very msgid pointer when it has no translation: read it
      // while the C string lives.
      let translated: String? = english.withCString { msgid in
        guard let result = g_dgettext(domain, msgid), result != msgid else { return nil }
        return String(cString: result)
      }
      if let translated { return translated }
      for language in languageNames() {
        if let phrases = builtIn[language], index < phrases.count { return phrases[index] }
        if language == "C" || language.hasPrefix("en") { break }
      }
      return english
    }

    /// GLib's list of the user's languages, most wanted first ("de_DE.UTF-8", "de_DE", "de", "C").
    private static func languageNames() -> [String] {
      guard var names = g_get_language_names() else { return [] }
      var languages: [String] = []
      while let name = names.pointee {
        languages.append(String(cString: name))
        names += 1
      }
      return languages
    }
  }

#endif
