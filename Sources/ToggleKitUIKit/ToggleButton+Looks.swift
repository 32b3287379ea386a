#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

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

    /// The background image while pressed, whether on or off.
    ///
    /// It is `PRPToggleButton`'s highlighted image (see "Migrating from PRPToggleButton").
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

    /// The background image for a state, as the app gave it: while a save is pending UIKit
    /// holds a faded copy (B18), which code reading it to write it back must not keep.
    open override func backgroundImage(for state: UIControl.State) -> UIImage? {
      let image = super.backgroundImage(for: state)
      guard dimsContentForPending, let image else { return image }
      return looks.original(ofEffectImage: image) ?? image
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

    /// Sets an attributed title (the usual way to a custom font) for a state, resolved by B11:
    /// pressed while on shows the on title, not UIKit's fallback to the off one.
    open override func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State)
    {
      looks.attributedTitles[exactly: ControlState(state)] = title
      syncAttributedTitles()
    }

    /// Sets a title shadow colour for a state, resolved by B11.
    open override func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
      looks.titleShadowColors[exactly: ControlState(state)] = color
      syncTitleShadowColors()
    }

    /// Sets the symbol configuration of the image for a state, resolved by B11.
    open override func setPreferredSymbolConfiguration(
      _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
    ) {
      looks.symbolConfigurations[exactly: ControlState(state)] = configuration
      syncUnadjusted(\.symbolConfigurations, written: \.writtenSymbolConfigurations, isSame: ==) {
        super.setPreferredSymbolConfiguration($0, forImageIn: $1)
      }
    }

    /// Sets the background colour for a state (`UIToggleButton`'s suggestion); nil removes it.
    ///
    /// A state with no colour of its own shows the button's own `backgroundColor` (what the
    /// app set on the view, or the nib did), so adding an on colour keeps the `onToggle`
    /// tutorial's blue when off; removing every per-state colour gives the view its own back (B12).
    public func setBackgroundColor(_ color: UIColor?, for state: UIControl.State) {
      looks.backgroundColors[exactly: ControlState(state)] = color
      applyLookForCurrentState()
    }

    /// The background colour set for exactly this state, or nil.
    public func backgroundColor(for state: UIControl.State) -> UIColor? {
      looks.backgroundColors[exactly: ControlState(state)]
    }

    /// Whether an on or mixed image that UIKit must be given for the pressed or disabled
    /// state is darkened or faded by ToggleKit, as UIKit does to the off image; default true.
    ///
    /// UIKit applies its pressed and disabled effects only to an image a state
    /// inherits from `.normal`; the on image, shown while pressed or disabled,
    /// has to be written for those states and would get none. Turn this off where
    /// you set `adjustsImageWhenHighlighted` or `adjustsImageWhenDisabled` to
    /// false, or give pressed and disabled images of your own. Symbol and
    /// template images are left as they are: UIKit tints them.
    public var adjustsInheritedImages: Bool {
      get { looks.adjustsInheritedImages }
      set {
        guard newValue != looks.adjustsInheritedImages else { return }
        looks.adjustsInheritedImages = newValue
        syncBackgroundImages()
        syncImages()
      }
    }

    // Each sync copies the written-state set out and back: `adjust` may touch `looks`
    // (the effect-image cache), which an inout access to `looks` would overlap.
    /// Writes the background images, dimmed while a save is pending (B18).
    func syncBackgroundImages() {
      var written = looks.writtenBackgroundImages
      let dims = dimsContentForPending
      Self.sync(
        looks.backgroundImages, written: &written, isSame: { $0 === $1 }, adjust: adjustImage,
        into: { image, state in
          // A disabled state's image is faded already; fading it again would be twice.
          let dimsThisState = dims && !state.contains(.disabled)
          super.setBackgroundImage(
            dimsThisState ? image.map { pendingImage($0) } : image, for: state)
        })
      looks.writtenBackgroundImages = written
      looks.forgetUnusedEffects()
    }

    private func syncImages() {
      var written = looks.writtenImages
      Self.sync(
        looks.images, written: &written, isSame: { $0 === $1 }, adjust: adjustImage,
        into: { super.setImage($0, for: $1) })
      looks.writtenImages = written
      looks.forgetUnusedEffects()
    }

    private func syncTitles() {
      syncUnadjusted(\.titles, written: \.writtenTitles, isSame: ==) { super.setTitle($0, for: $1) }
    }

    private func syncAttributedTitles() {
      syncUnadjusted(\.attributedTitles, written: \.writtenAttributedTitles, isSame: ==) {
        super.setAttributedTitle($0, for: $1)
      }
    }

    private func syncTitleShadowColors() {
      syncUnadjusted(\.titleShadowColors, written: \.writtenTitleShadowColors, isSame: ==) {
        super.setTitleShadowColor($0, for: $1)
      }
    }

    /// ``sync(_:written:isSame:adjust:into:)`` for a look UIKit applies no effect of its own to.
    private func syncUnadjusted<Value>(
      _ table: KeyPath<ButtonLooks, StateTable<Value>>,
      written: WritableKeyPath<ButtonLooks, Set<ControlState>>,
      isSame: (Value, Value) -> Bool, into apply: (Value?, UIControl.State) -> Void
    ) {
      var states = looks[keyPath: written]
      Self.sync(
        looks[keyPath: table], written: &states, isSame: isSame, adjust: { value, _ in value },
        into: apply)
      looks[keyPath: written] = states
    }

    private func syncTitleColors() {
      var written = looks.writtenTitleColors
      Self.sync(looks.titleColors, written: &written, isSame: ==, adjust: adjustTitleColor) {
        super.setTitleColor($0, for: $1)
      }
      looks.writtenTitleColors = written
    }

    /// Writes into UIKit's own table only the states whose B11 look differs from
    /// UIKit's fallback to `.normal`, and clears only what it wrote before (B11, B12).
    ///
    /// A state UIKit is given explicitly loses UIKit's automatic darkening while
    /// pressed and lightening while disabled; states left to the fallback keep
    /// them, and where a state must be written with an inherited look (a pressed
    /// on toggle shows the on image) `adjust` applies that effect itself. States
    /// ToggleKit never wrote keep whatever UIKit holds for them (its own defaults,
    /// `UIAppearance`).
    private static func sync<Value>(
      _ table: StateTable<Value>, written: inout Set<ControlState>,
      isSame: (Value, Value) -> Bool, adjust: (Value, SystemLookEffect) -> Value,
      into apply: (Value?, UIControl.State) -> Void
    ) {
      for state in ControlState.allReachable {
        switch table.systemSlot(for: state, isSame: isSame) {
        case .unset:
          if written.remove(state) != nil { apply(nil, UIControl.State(state)) }
        case .explicit(let value, let effect):
          apply(effect.map { adjust(value, $0) } ?? value, UIControl.State(state))
          written.insert(state)
        }
      }
    }

    /// UIKit's own effect on an inherited image, for a state that had to be given the image
    /// explicitly. Configuration-based buttons draw their own feedback, and symbol and
    /// template images are tinted by UIKit: those get the image as it is.
    private func adjustImage(_ image: UIImage, for effect: SystemLookEffect) -> UIImage {
      guard looks.adjustsInheritedImages, configuration == nil, !image.isSymbolImage,
        image.renderingMode != .alwaysTemplate
      else { return image }
      return looks.effectImage(image, effect) {
        switch effect {
        case .pressedDarkening: ImageEffects.darkened(image)
        case .disabledDimming: ImageEffects.dimmed(image)
        }
      }
    }

    /// A background image as the pending look shows it: faded as a disabled one is.
    private func pendingImage(_ image: UIImage) -> UIImage {
      looks.effectImage(image, .disabledDimming) { ImageEffects.dimmed(image) }
    }

    /// A system button greys its title while disabled; an on title colour written for the
    /// disabled on state would not be, so it is faded as UIKit's disabled title is.
    private func adjustTitleColor(_ color: UIColor, for effect: SystemLookEffect) -> UIColor {
      guard effect == .disabledDimming, buttonType == .system else { return color }
      return color.withAlphaComponent(color.cgColor.alpha * ImageEffects.disabledOpacity)
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
      take({ super.attributedTitle(for: $0) }, into: &looks.attributedTitles)
      take({ super.titleShadowColor(for: $0) }, into: &looks.titleShadowColors)
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
      syncAttributedTitles()
      syncTitleShadowColors()
      // Judged when the button first shows (didMoveToWindow): by then a Plain-style button
      // drawn on purpose has its configurationUpdateHandler, set after decoding.
      mayHaveUnreadNibLooks =
        configuration != nil && looks.backgroundImages.isEmpty && looks.images.isEmpty
        && looks.titles.isEmpty && looks.attributedTitles.isEmpty
    }

    /// Applies what UIKit's state tables cannot: the background colour, and the mixed look's refresh.
    func applyLookForCurrentState() {
      if configuration != nil {
        // UIKit updates a configuration on its own state changes only; mixed is
        // an app bit it cannot see, and the background colour lives in the
        // configuration's background, drawn over the view's (see updateConfiguration).
        setNeedsUpdateConfiguration()
        // A per-state colour left on the view would show through a clear configuration.
        if showsPerStateBackgroundColor {
          applyBackgroundColor(ownBackgroundColor)
          showsPerStateBackgroundColor = false
        }
      } else if !looks.backgroundColors.isEmpty {
        applyBackgroundColor(
          looks.backgroundColors.resolve(ControlState(state)) ?? ownBackgroundColor)
        showsPerStateBackgroundColor = true
      } else if showsPerStateBackgroundColor {
        // The last per-state colour went: the view's own colour comes back, once.
        applyBackgroundColor(ownBackgroundColor)
        showsPerStateBackgroundColor = false
      }
      // UIButton re-reads its per-state tables on layout; the mixed bit is ours,
      // so nudge it whenever the state may have changed.
      setNeedsLayout()
    }

    /// Writes the view's background colour as the button's look, not as the app's own.
    func applyBackgroundColor(_ color: UIColor?) {
      guard backgroundColor != color else { return }
      isApplyingBackgroundColor = true
      defer { isApplyingBackgroundColor = false }
      backgroundColor = color
    }

    /// Puts the per-state background colour into a configuration's background, which would
    /// otherwise cover the view's `backgroundColor`; a state with none shows the colour the
    /// app's configuration had.
    open override func updateConfiguration() {
      super.updateConfiguration()
      guard configuration != nil else {
        ownConfigurationBackgroundColor = nil
        writtenConfigurationBackgroundColor = nil
        return
      }
      // The configuration draws its own background: a per-state colour left on the view
      // (from before the configuration) would show through a clear one.
      if showsPerStateBackgroundColor {
        applyBackgroundColor(ownBackgroundColor)
        showsPerStateBackgroundColor = false
      }
      let current = configuration?.background.backgroundColor
      // A colour there that the button did not write is the app's own (a new configuration).
      if current != writtenConfigurationBackgroundColor {
        ownConfigurationBackgroundColor = current
      }
      // Also with no per-state colour left: the app's own colour comes back once.
      let color: UIColor? =
        looks.backgroundColors.resolve(ControlState(state)) ?? ownConfigurationBackgroundColor
      if current != color { configuration?.background.backgroundColor = color }
      writtenConfigurationBackgroundColor = color
      // The pending look (B18); an indicator the app turned on itself is left alone.
      if coordinator.isPending {
        if configuration?.showsActivityIndicator == false {
          configuration?.showsActivityIndicator = true
          showsPendingInConfiguration = true
        }
      } else if showsPendingInConfiguration {
        configuration?.showsActivityIndicator = false
        showsPendingInConfiguration = false
      }
    }
  }
#endif
