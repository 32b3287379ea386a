#if os(Linux)
  /// The colours of the drawn looks when the app set none, in the spirit of Adwaita.
  enum DefaultPalette {
    static func background(look: ToggleLook, state: ControlState) -> ToggleColor {
      let pressed = state.contains(.highlighted)
      if state.contains(.on) {
        return pressed ? ToggleColor(hex: 0x1A5FB4) : ToggleColor(hex: 0x3584E4)
      }
      if state.contains(.mixed) {
        return pressed ? ToggleColor(hex: 0xC64600) : ToggleColor(hex: 0xE66100)
      }
      switch look {
      case .push: return pressed ? ToggleColor(hex: 0xC0BFBC) : ToggleColor(hex: 0xE8E8E7)
      case .switch: return pressed ? ToggleColor(hex: 0xB5B4B1) : ToggleColor(hex: 0xD0CFCC)
      case .checkbox: return pressed ? ToggleColor(hex: 0xDEDDDA) : ToggleColor(hex: 0xFFFFFF)
      }
    }

    static func title(look: ToggleLook, state: ControlState) -> ToggleColor {
      guard look == .push, !state.isDisjoint(with: [.on, .mixed]) else {
        return ToggleColor(hex: 0x241F31)
      }
      return .white
    }
  }
#endif
