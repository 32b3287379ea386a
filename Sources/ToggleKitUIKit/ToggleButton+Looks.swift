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
      Self.sync(looks.images) { super.setImage($0, for: $1) }
    }

    /// Sets a title for a state, resolved by B11; the accessibility label stays the off title (B13).
    open override func setTitle(_ title: String?, for state: UIControl.State) {
      looks.titles[exactly: ControlState(state)] = title
      Self.sync(looks.titles) { super.setTitle($0, for: $1) }
    }

    /// Sets a title colour for a state, resolved by B11.
    open override func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
      looks.titleColors[exactly: ControlState(state)] = color
      Self.sync(looks.titleColors) { super.setTitleColor($0, for: $1) }
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
      Self.sync(looks.backgroundImages) { super.setBackgroundImage($0, for: $1) }
    }

    /// Writes the resolved value of every reachable state into UIKit's own table.
    private static func sync<Value>(
      _ table: StateTable<Value>, into apply: (Value?, UIControl.State) -> Void
    ) {
      for state in ControlState.allReachable {
        apply(table.resolve(state), UIControl.State(state))
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
      Self.sync(looks.images) { super.setImage($0, for: $1) }
      Self.sync(looks.titles) { super.setTitle($0, for: $1) }
      Self.sync(looks.titleColors) { super.setTitleColor($0, for: $1) }
    }

    /// Applies what UIKit's state tables cannot: the background colour, and the mixed look's refresh.
    func applyLookForCurrentState() {
      if !looks.backgroundColors.isEmpty {
        backgroundColor = looks.backgroundColors.resolve(ControlState(state))
      }
      // UIButton re-reads its per-state tables on layout; the mixed bit is ours,
      // so nudge it whenever the state may have changed.
      setNeedsLayout()
    }
  }
#endif
