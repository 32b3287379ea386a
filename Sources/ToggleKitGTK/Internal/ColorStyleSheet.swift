#if os(Linux)
  import CGtk4

  /// The app's per-state colours as style classes on one display-wide provider, as GTK
  /// advises since 4.10 in place of per-widget providers (review #12).
  ///
  /// Each colour in use gets a rule, `.tk-bg-RRGGBBAA` or `.tk-fg-RRGGBBAA` (a pressed
  /// shade and a disabled dimming come with it), and a toggle wears the class of the
  /// colour its state resolves to. Rules are counted by use and dropped when no toggle
  /// wears them, so an app that cycles through colours does not grow the sheet. The
  /// provider sits one above APPLICATION priority: what the app set per state in
  /// Swift draws over the app's own CSS, as the per-widget providers did.
  @MainActor
  final class ColorStyleSheet {
    /// The sheet of the default display, made on the first colour.
    static var shared: ColorStyleSheet? {
      guard let display = gdk_display_get_default() else { return nil }
      if let sheet = sheets.first(where: { $0.display == display }) { return sheet }
      let sheet = ColorStyleSheet(display: display)
      sheets.append(sheet)
      return sheet
    }
    private static var sheets: [ColorStyleSheet] = []

    /// What a class stands for.
    enum Kind: Hashable {
      /// A background colour, with the pressed shade for a pressed look that has none of its own.
      case background(shaded: Bool)
      /// A title colour.
      case title
    }

    private let display: OpaquePointer
    private let provider: UnsafeMutablePointer<GtkCssProvider>
    private var rules: [String: (css: String, uses: Int)] = [:]
    private var needsReload = false

    private init(display: OpaquePointer) {
      self.display = display
      provider = gtk_css_provider_new()
      tk_add_display_provider(display, provider, guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
    }

    /// The class for `color` as `kind`, counted as one more use; its rule is in the sheet.
    func retain(_ color: ToggleColor, as kind: Kind) -> String {
      let name = Self.className(color, kind)
      if let rule = rules[name] {
        rules[name] = (rule.css, rule.uses + 1)
      } else {
        rules[name] = (Self.css(for: name, color, kind), 1)
        reload()
      }
      return name
    }

    /// One use of a class fewer; a rule no toggle wears goes.
    func release(_ name: String) {
      guard let rule = rules[name] else { return }
      if rule.uses > 1 {
        rules[name] = (rule.css, rule.uses - 1)
      } else {
        rules[name] = nil
        reload()
      }
    }

    /// How many rules the sheet holds; for tests.
    var ruleCount: Int { rules.count }

    private func reload() {
      tk_css_provider_load(provider, rules.values.map(\.css).sorted().joined(separator: "\n"))
    }

    private static func className(_ color: ToggleColor, _ kind: Kind) -> String {
      let (red, green, blue, alpha) = color.clamped
      let hex = [red, green, blue, alpha].map { component -> String in
        let digits = String(Int((component * 255).rounded()), radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
      switch kind {
      case .background(shaded: false): return "tk-bg-\(hex)"
      case .background(shaded: true): return "tk-bg-\(hex)-shaded"
      case .title: return "tk-fg-\(hex)"
      }
    }

    private static func css(for name: String, _ color: ToggleColor, _ kind: Kind) -> String {
      switch kind {
      case .background(let shaded):
        // The theme keeps the shape, border and transitions; only the colour changes. With
        // no colour of its own, pressed darkens and disabled dims, by the core's table.
        let shade =
          shaded ? "image(rgba(0,0,0,\(SystemLookEffect.pressedShadeAlpha)))" : "none"
        return
          ".\(name) { background-color: \(color.css); background-image: \(shade); }"
          + " .\(name):disabled { opacity: \(SystemLookEffect.disabledOpacity); }"
      case .title:
        return ".\(name) { color: \(color.css); }"
      }
    }
  }
#endif
