#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  extension ToggleButton {
    /// Space shows the pressed look, Return and Enter activate; other presses go to UIKit (B8).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let others = presses.filter { press in
        guard let key = Self.toggleKey(for: press) else { return true }
        // The same UIPress object carries the press to its end: it, not its (possibly
        // changed) modifiers, says whose the release is.
        heldKeyPresses[ObjectIdentifier(press)] = key
        coordinator.keyDown(key)
        return false
      }
      if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    /// Space released activates.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let others = presses.filter { press in
        guard let key = heldKeyPresses.removeValue(forKey: ObjectIdentifier(press)) else {
          return true
        }
        coordinator.keyUp(key)
        return false
      }
      if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    /// A change of a press the button took stays the button's; others go to UIKit.
    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let others = presses.filter { heldKeyPresses[ObjectIdentifier($0)] == nil }
      if !others.isEmpty { super.pressesChanged(others, with: event) }
    }

    /// A cancelled key press never activates and clears the pressed look.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let others = presses.filter { press in
        guard let key = heldKeyPresses.removeValue(forKey: ObjectIdentifier(press)) else {
          return true
        }
        // Only the key's own press ends: a touch in progress is not the key's to cancel.
        coordinator.keyCancelled(key)
        return false
      }
      if !others.isEmpty { super.pressesCancelled(others, with: event) }
    }

    /// Keeps the focused look and the held-Space state in step with UIKit's focus.
    open override func didUpdateFocus(
      in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
    ) {
      super.didUpdateFocus(in: context, with: coordinator)
      self.coordinator.isFocused = isFocused
      #if !os(tvOS)
        // An arrow moved focus here from another member: a radio group selects (G7). After
        // the focus update, not inside it: the selection runs app handlers.
        if context.nextFocusedItem === self, let group = self.coordinator.group,
          !context.focusHeading.isEmpty, !context.focusHeading.contains(.next),
          !context.focusHeading.contains(.previous),
          let previous = context.previouslyFocusedItem as? ToggleButton,
          previous.coordinator.group === group
        {
          DispatchQueue.main.async { [weak self] in
            guard let self, self.isFocused else { return }
            group.focusArrived(at: self.coordinator)
          }
        }
      #endif
    }

    /// The remote's or game controller's select button acts like Space; the keyboard's keys map by key code.
    ///
    /// With Shift, Control, Option or Command held a key is not the toggle's (B8): it goes
    /// on to UIKit, so app shortcuts (`UIKeyCommand`) and the system's own still work.
    private static func toggleKey(for press: UIPress) -> ToggleKey? {
      // A remote's or controller's Select has no key; a keyboard's Return may also come
      // typed `.select`, and is judged by its key and modifiers like any other key.
      guard let key = press.key else { return press.type == .select ? .space : nil }
      let shortcutModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
      if !key.modifierFlags.isDisjoint(with: shortcutModifiers) { return nil }
      switch key.keyCode {
      case .keyboardSpacebar: return .space
      case .keyboardReturnOrEnter, .keypadEnter, .keyboardReturn: return .enter
      default: return nil
      }
    }
  }
#endif
