#if os(Linux)
  import CGtk4

  /// The app's per-state colours as style classes on one display-wide provider, as GTK
  /// advises since 4.10 in place of per-widget providers.
  ///
  /// Each colour a toggle's tables hold gets a rule, `.tk-bg-RRGGBBAA` or `.tk-fg-RRGGBBAA`,
  /// retained while any toggle's tables hold it, so changing state only swaps classes on
  /// the node: no style sheet changes, no restyle of the display. A pressed look with no
  /// colour of its own adds `.tk-shaded`, and a disabled one whose colour was inherited adds
  /// `.tk-dimmed` (the core's table); explicit disabled colours are shown as given. New
  /// rules are loaded once per main-loop turn, before the next frame; rules no toggle holds
  /// go at the next load. The provider sits one above APPLICATION priority: what the app set
  /// per state in Swift draws over the app's own CSS, as the per-widget providers did.
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

    /// What a class colours.
    enum Kind: Hashable {
      case background
      case title
    }

    /// The classes that modify a background class for a state: pressed and disabled.
    static let shadedClass: StaticString = "tk-shaded"
    static let dimmedClass: StaticString = "tk-dimmed"

    private let display: OpaquePointer
    private let provider: UnsafeMutablePointer<GtkCssProvider>
    private var rules: [String: (css: String, uses: Int)] = [:]
    private var loadScheduled = false
    /// How many times the provider was loaded; for tests of what restyles the display.
    private(set) var loadCount = 0

    private init(display: OpaquePointer) {
      self.display = display
      provider = gtk_css_provider_new()
      tk_add_display_provider(display, provider, guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
    }

    /// The class for `color` as `kind`, counted as one more use; its rule is in the sheet by
    /// the next frame.
    func retain(_ color: ToggleColor, as kind: Kind) -> String {
      let name = Self.className(color, kind)
      if let rule = rules[name] {
        rules[name] = (rule.css, rule.uses + 1)
      } else {
        rules[name] = (Self.css(for: name, color, kind), 1)
        scheduleLoad()
      }
      return name
    }

    /// One use of a class fewer; a rule no toggle holds goes at the next load.
    func release(_ name: String) {
      guard let rule = rules[name] else { return }
      rules[name] = (rule.css, max(0, rule.uses - 1))
    }

    /// How many rules toggles hold; for tests.
    var ruleCount: Int { rules.values.filter { $0.uses > 0 }.count }

    /// Loads the rules now if new ones wait, as a frame would (tests read styles at once).
    func loadIfScheduled() {
      guard loadScheduled else { return }
      load()
    }

    private func scheduleLoad() {
      guard !loadScheduled else { return }
      loadScheduled = true
      // Above GDK's redraw priority, so the rules are in before the frame that needs them.
      _ = g_idle_add_full(
        G_PRIORITY_HIGH_IDLE,
        { _ in
          MainThread.run { ColorStyleSheet.shared?.loadIfScheduled() }
          return 0  // G_SOURCE_REMOVE
        }, nil, nil)
    }

    private func load() {
      loadScheduled = false
      rules = rules.filter { $0.value.uses > 0 }
      loadCount += 1
      tk_css_provider_load(provider, rules.values.map(\.css).sorted().joined(separator: "\n"))
    }

    /// The class `color` has as `kind`, whether or not a toggle holds it.
    func name(for color: ToggleColor, _ kind: Kind) -> String {
      Self.className(color, kind)
    }

    private static func className(_ color: ToggleColor, _ kind: Kind) -> String {
      let (red, green, blue, alpha) = color.clamped
      let hex = [red, green, blue, alpha].map { component -> String in
        let digits = String(Int((component * 255).rounded()), radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
      switch kind {
      case .background: return "tk-bg-\(hex)"
      case .title: return "tk-fg-\(hex)"
      }
    }

    private static func css(for name: String, _ color: ToggleColor, _ kind: Kind) -> String {
      switch kind {
      case .background:
        // The theme keeps the shape, border and transitions; only the colour changes.
        return
          ".\(name) { background-color: \(color.css); background-image: none; }"
          + " .\(name).\(shadedClass) { background-image: "
          + "image(rgba(0,0,0,\(SystemLookEffect.pressedShadeAlpha))); }"
          + " .\(name).\(dimmedClass):disabled { opacity: \(SystemLookEffect.disabledOpacity); }"
      case .title:
        return ".\(name) { color: \(color.css); }"
      }
    }
  }
#endif
