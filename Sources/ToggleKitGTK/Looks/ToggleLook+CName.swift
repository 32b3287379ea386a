#if os(Linux)
  import Glibc

  extension ToggleLook {
    /// The look's name as a C string literal, as the `look` property spells it.
    var cName: StaticString {
      switch self {
      case .push: "push"
      case .switch: "switch"
      case .checkbox: "checkbox"
      case .radio: "radio"
      }
    }

    /// The look a C string names, or nil. Compared in C: it runs for every toggle made,
    /// and a Swift `String` and its `switch` would cost more than the comparisons.
    init?(cName name: UnsafePointer<CChar>) {
      if strcmp(name, ToggleLook.push.cName.cString) == 0 {
        self = .push
      } else if strcmp(name, ToggleLook.switch.cName.cString) == 0 {
        self = .switch
      } else if strcmp(name, ToggleLook.checkbox.cName.cString) == 0 {
        self = .checkbox
      } else if strcmp(name, ToggleLook.radio.cName.cString) == 0 {
        self = .radio
      } else {
        return nil
      }
    }
  }
#endif
