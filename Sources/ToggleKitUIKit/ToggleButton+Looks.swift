#if canImport(UIKit)
  @preconcurrency import UIKit

  extension ToggleButton {
    /// The background image while on: the `.selected` state's; nil shows the off look (B12).
    @IBInspectable public var onImage: UIImage? {
      get { looks.backgroundImages[exactly: .on] }
      set { setBackgroundImage(newValue, for: .selected) }
    }

    /// The background image while off: the `.normal` state's, which every other state falls back to.
    @IBInspectable public var offImage: UIImage? {
      get { looks.backgroundImages[exactly: .normal] }
      set { setBackgroundImage(newValue, for: .normal) }
    }

    /// The background image while pressed, whether on or off (seed 001's highlighted image).
    @IBInspectable public var highlightedImage: UIImage? {
      get { looks.backgroundImages[exactly: .highlighted] }
      set {
        looks.backgroundImages[exactly: .highlighted] = newValue
        looks.backgroundImages[exactly: [.on, .highlighted]] = newValue
        syncBackgroundImages()
      }
    }

    /// Sets a background image for a state; unset combinations resolve by B11, not to `.normal`.
    open override func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
      looks.backgroundImages[exactly: ControlState(state)] = image
      syncBackgroundImages()
    }

    /// Sets a foreground image for a state, resolved by B11.
    open override func setImage(_ image: UIImage?, for state: UIControl.State) {
      looks.images[exactly: ControlState(state)] = image
      syncImages()
    }

    /// Sets a title for a state, resolved by B11; the accessibility label stays the off title (B13).
    open override func setTitle(_ title: String?, for state: UIControl.State) {
      looks.titles[exactly: ControlState(state)] = title
      syncTitles()
    }

    /// Sets a title colour for a state, resolved by B11.
    open override func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
      looks.titleColors[exactly: ControlState(state)] = color
      syncTitleColors()
    }

    /// Sets the background colour for a state (seed 000's suggestion); nil removes it.
    ///
    /// Until a background colour is set for some state, `backgroundColor` is left alone (B12).
    public func setBackgroundColor(_ color: UIColor?, for state: UIControl.State) {
      looks.backgroundColors[exactly: ControlState(state)] = color
      applyLookForCurrentState()
    }

    /// The background colour set for exactly this state, or nil.
    public func backgroundColor(for state: UIControl.State) -> UIColor? {
      looks.backgroundColors[exactly: ControlState(state)]
    }

    private func syncBackgroundImages() {
      Self.sync(looks.backgroundImages, isSame: { $0 === $1 }, adjust: adjustImage) {
        super.setBackgroundImage($0, for: $1)
      }
    }

    private func syncImages() {
      Self.sync(looks.images, isSame: { $0 === $1 }, adjust: adjustImage) {
        super.setImage($0, for: $1)
      }
    }

    private func syncTitles() {
      Self.sync(looks.titles, isSame: ==, adjust: { title, _ in title }) {
        super.setTitle($0, for: $1)
      }
    }

    private func syncTitleColors() {
      Self.sync(looks.titleColors, isSame: ==, adjust: { color, _ in color }) {
        super.setTitleColor($0, for: $1)
      }
    }

    /// Writes into UIKit's own table only the states whose B11 look differs from
    /// UIKit's fallback to `.normal`, and clears the rest (B11, B12).
    ///
    /// A state UIKit is given explicitly loses UIKit's automatic darkening while
    /// pressed and lightening while disabled; states left to the fallback keep
    /// them, and where a state must be written with an inherited look (a pressed
    /// on toggle shows the on image) `adjust` applies that effect itself.
    private static func sync<Value>(
      _ table: StateTable<Value>, isSame: (Value, Value) -> Bool,
      adjust: (Value, SystemLookEffect) -> Value, into apply: (Value?, UIControl.State) -> Void
    ) {
      for state in ControlState.allReachable {
        switch table.systemSlot(for: state, isSame: isSame) {
        case .unset:
          apply(nil, UIControl.State(state))
        case .explicit(let value, let effect):
          apply(effect.map { adjust(value, $0) } ?? value, UIControl.State(state))
        }
      }
    }

    /// UIKit's own effect on an inherited image, for a state that had to be given the image
    /// explicitly; a configuration-based button draws its own feedback and gets the image as it is.
    private func adjustImage(_ image: UIImage, for effect: SystemLookEffect) -> UIImage {
      guard configuration == nil else { return image }
      return switch effect {
      case .pressedDarkening: ImageEffects.darkened(image)
      case .disabledDimming: ImageEffects.dimmed(image)
      }
    }

    /// The states a nib can set in Xcode's attributes inspector.
    private static let archivedStates: [UIControl.State] = [
      .normal, .highlighted, .selected, .disabled, .focused, [.selected, .highlighted],
      [.selected, .disabled],
    ]

    /// Takes the per-state looks a nib decoded into UIKit into the button's own tables.
    ///
    /// UIKit's getters fall back to `.normal`, so a value identical to the
    /// normal one counts as unset. A highlighted background image from the nib
    /// is the pressed look in both values, as ``highlightedImage`` is.
    func importLooksFromArchive() {
      func take<Value: AnyObject>(
        _ read: (UIControl.State) -> Value?, into table: inout StateTable<Value>
      ) {
        let normal = read(.normal)
        for state in Self.archivedStates {
          guard let value = read(state), state == .normal || value !== normal else { continue }
          table[exactly: ControlState(state)] = value
        }
      }
      take({ super.backgroundImage(for: $0) }, into: &looks.backgroundImages)
      take({ super.image(for: $0) }, into: &looks.images)
      take({ super.titleColor(for: $0) }, into: &looks.titleColors)
      let normalTitle = super.title(for: .normal)
      for state in Self.archivedStates {
        guard let title = super.title(for: state), state == .normal || title != normalTitle else {
          continue
        }
        looks.titles[exactly: ControlState(state)] = title
      }
      let pressedOn: ControlState = [.on, .highlighted]
      if looks.backgroundImages[exactly: pressedOn] == nil {
        looks.backgroundImages[exactly: pressedOn] = looks.backgroundImages[exactly: .highlighted]
      }
      syncBackgroundImages()
      syncImages()
      syncTitles()
      syncTitleColors()
    }

    /// Applies what UIKit's state tables cannot: the background colour, and the mixed look's refresh.
    func applyLookForCurrentState() {
      if configuration != nil {
        // UIKit updates a configuration on its own state changes only; mixed is
        // an app bit it cannot see, and the background colour lives in the
        // configuration's background, drawn over the view's (see updateConfiguration).
        setNeedsUpdateConfiguration()
      } else if !looks.backgroundColors.isEmpty {
        backgroundColor = looks.backgroundColors.resolve(ControlState(state))
      }
      // UIButton re-reads its per-state tables on layout; the mixed bit is ours,
      // so nudge it whenever the state may have changed.
      setNeedsLayout()
    }

    /// Puts the per-state background colour into a configuration's background, which would
    /// otherwise cover the view's `backgroundColor`.
    open override func updateConfiguration() {
      super.updateConfiguration()
      guard configuration != nil, !looks.backgroundColors.isEmpty else { return }
      configuration?.background.backgroundColor = looks.backgroundColors.resolve(
        ControlState(state))
    }
  }
#endif
