#if os(Linux)
  /// Everything that decides how a GTK toggle looks, per state (B11, B12).
  ///
  /// A widget keeps one; the gallery's contact sheet and the pixel tests draw
  /// from one directly, with no display needed.
  public struct ToggleAppearance {
    /// The drawn look used where no image applies.
    public var look: ToggleLook
    /// The accessible name, and the title where no per-state title is set.
    public var label: String
    /// Titles per state.
    public var titles = StateTable<String>()
    /// Title colours per state; unset states use the look's palette.
    public var titleColors = StateTable<ToggleColor>()
    /// Background colours per state; unset states use the look's palette.
    public var backgroundColors = StateTable<ToggleColor>()
    /// Images per state; where none resolves the drawn look shows.
    public var images = StateTable<ToggleImage>()

    /// Creates an appearance with a label and a drawn look.
    public init(label: String = "", look: ToggleLook = .push) {
      self.label = label
      self.look = look
    }

    /// Sets the pressed image for both values, as seed 001's highlighted image.
    public mutating func setPressedImage(_ image: ToggleImage?) {
      images[exactly: .highlighted] = image
      images[exactly: [.on, .highlighted]] = image
    }

    /// The size the toggle wants, in pixels.
    public func naturalSize(in state: ControlState) -> (width: Double, height: Double) {
      ToggleRenderer.naturalSize(
        look: look, title: title(for: state),
        image: images.resolve(state) ?? images.resolve(.normal))
    }

    /// The smallest size the toggle accepts, in pixels; an image toggle scales down to it.
    public func minimumSize(in state: ControlState) -> (width: Double, height: Double) {
      ToggleRenderer.minimumSize(
        look: look, title: title(for: state),
        image: images.resolve(state) ?? images.resolve(.normal))
    }

    func title(for state: ControlState) -> String? {
      titles.resolve(state) ?? (label.isEmpty ? nil : label)
    }

    func content(for state: ControlState, showsFocusRing: Bool) -> RenderContent {
      // Pressed must always look different (UIKit darkens by default too): when the app
      // set a look for the value but none for pressing it, the renderer darkens that look.
      var released = state
      released.remove(.highlighted)
      let setByApp = !images.isEmpty || !backgroundColors.isEmpty
      let darkens =
        state.contains(.highlighted) && setByApp
        && images.resolve(state) === images.resolve(released)
        && backgroundColors.resolve(state) == backgroundColors.resolve(released)
      return RenderContent(
        look: look, state: state, title: title(for: state),
        titleColor: titleColors.resolve(state) ?? DefaultPalette.title(look: look, state: state),
        backgroundColor: backgroundColors.resolve(state)
          ?? DefaultPalette.background(look: look, state: state),
        image: images.resolve(state), showsFocusRing: showsFocusRing, darkensForPress: darkens)
    }
  }
#endif
