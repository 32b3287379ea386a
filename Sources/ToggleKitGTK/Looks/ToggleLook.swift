#if os(Linux)
  /// How a GTK ``ToggleButton`` is drawn when it has no image for a state.
  public enum ToggleLook: String, Sendable, Hashable, Codable, CaseIterable {
    /// A push button that stays down while on.
    case push
    /// A sliding switch with a knob, label beside it.
    case `switch`
    /// A checkbox with a tick for on and a dash for mixed, label beside it.
    case checkbox
  }
#endif
