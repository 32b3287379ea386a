extension ToggleAccessibility {
  /// What assistive technology is told about an async commit (B18, B19), in one language.
  public struct Phrases: Sendable, Hashable, Codable {
    /// Said after the value while pending: "on, saving".
    public var busy: String
    /// The rollback announcement, with `%1$@` for the label and `%2$@` for the value word.
    public var notChangedFormat: String

    /// Creates phrases.
    public init(busy: String, notChangedFormat: String) {
      self.busy = busy
      self.notChangedFormat = notChangedFormat
    }

    /// English: "saving", "Wi-Fi: not changed, still off".
    public static let english = Phrases(
      busy: "saving", notChangedFormat: "%1$@: not changed, still %2$@")

    /// The rollback announcement for a toggle's label and the value word it went back to.
    ///
    /// Fills the positional placeholders itself (no Foundation formatting), so a
    /// label containing `%` is said as it is. An empty label is left out with the
    /// punctuation after it ("not changed, still off").
    public func notChanged(label: String, value: String) -> String {
      var result = ""
      var rest = Substring(notChangedFormat)
      while let percent = rest.firstIndex(of: "%") {
        result += rest[..<percent]
        let placeholder = rest[percent...].prefix(4)
        switch placeholder {
        // Apple's placeholders, and gettext's C ones for the GTK side's catalogs.
        case "%1$@", "%1$s":
          result += label
          if label.isEmpty {
            // A control with no name: "not changed, still off", not ": not changed, ...".
            rest = rest[placeholder.endIndex...].drop {
              $0.isWhitespace || Self.colons.contains($0)
            }
            continue
          }
        case "%2$@", "%2$s": result += value
        default:
          result += "%"
          rest = rest[rest.index(after: percent)...]
          continue
        }
        rest = rest[placeholder.endIndex...]
      }
      return result + rest
    }

    /// The colons that follow the label in the translations' formats (": ", " : ", "："),
    /// with any kind of space around them. Every translation puts the label first.
    private static let colons: Set<Character> = [":", "\u{FF1A}"]

  }
}
