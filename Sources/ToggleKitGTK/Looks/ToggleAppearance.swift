#if os(Linux)
  /// What the app chose for a GTK toggle's look, per state (B11, B12); the theme draws the rest.
  ///
  /// A widget keeps one; the gallery's contact sheet makes toggles from one.
  public struct ToggleAppearance {
    /// Which native widget the toggle looks like.
    public var look: ToggleLook
    /// The accessible name, and the title where no per-state title is set.
    public var label: String
    /// Titles per state.
    public var titles = StateTable<String>()
    /// Title colours per state; unset states use the theme's.
    public var titleColors = StateTable<ToggleColor>()
    /// Background colours per state; unset states use the theme's.
    public var backgroundColors = StateTable<ToggleColor>()
    /// Images per state; where none resolves, the off image shows; with none at all, the theme's look.
    public var images = StateTable<ToggleImage>()

    /// Creates an appearance with a label and the native widget it looks like.
    public init(label: String = "", look: ToggleLook = .push) {
      self.label = label
      self.look = look
    }

    /// Sets the pressed image for both values, as `PRPToggleButton`'s highlighted image.
    public mutating func setPressedImage(_ image: ToggleImage?) {
      images[exactly: .highlighted] = image
      images[exactly: [.on, .highlighted]] = image
    }

    func title(for state: ControlState) -> String? {
      titles.resolve(state) ?? (label.isEmpty ? nil : label)
    }
  }
#endif
