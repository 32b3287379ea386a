#if os(Linux)
  extension ToggleLook {
    /// The name of this look's GType, as a `.ui` file names it.
    var typeName: StaticString {
      switch self {
      case .push: "ToggleKitToggleButton"
      case .switch: "ToggleKitSwitch"
      case .checkbox: "ToggleKitCheckButton"
      case .radio: "ToggleKitRadioButton"
      }
    }

    /// The look as the `ToggleKitLook` GEnum value the `look` property reads.
    var enumValue: Int32 {
      Int32(ToggleLook.allCases.firstIndex(of: self)!)
    }
  }
#endif
