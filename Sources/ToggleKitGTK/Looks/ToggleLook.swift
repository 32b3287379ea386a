#if os(Linux)
  /// Which GTK widget a ``ToggleButton`` looks like: the theme draws it as that widget.
  public enum ToggleLook: String, Sendable, Hashable, Codable, CaseIterable {
    /// Like GtkToggleButton: a push button that stays down while on.
    case push
    /// Like GtkSwitch, with its label beside it.
    case `switch`
    /// Like GtkCheckButton: a tick for on, a dash for mixed, its label beside it.
    case checkbox
    /// Like a GtkCheckButton in a group: a radio button, for the members of an exclusive
    /// `ToggleGroup` (G7); its role is RADIO.
    case radio
  }
#endif
