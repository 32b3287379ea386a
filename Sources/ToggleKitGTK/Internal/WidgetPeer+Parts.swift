#if os(Linux)
  import CGtk4
  @_spi(ToggleKitTools) import ToggleKit
  import Glibc

  /// The theme-drawn parts of a toggle, one widget tree per look, like GTK's own widgets:
  ///
  ///     push:      button.toggle.togglekit > [picture], label (side by side, see PushContentLayout)
  ///     checkbox:  checkbutton.togglekit > check | picture, label
  ///     radio:     checkbutton.togglekit.grouped > radio | picture, label
  ///     switch:    togglekit.togglekit > switch > image, image, slider | picture, label
  ///
  /// The core's state becomes GTK state flags on them (pressed ACTIVE, on CHECKED,
  /// mixed INCONSISTENT), so any theme and any app CSS written for GTK's own
  /// widgets draws them; what the app set per state (images, titles, colours)
  /// draws over the theme (B11, B12).
  struct Parts {
    /// The text, a real GtkLabel: the theme's font and colour, ellipsizing, wrapping, RTL, baselines.
    var label: UnsafeMutablePointer<GtkWidget>?
    /// The checkbox's `check` or the switch's `switch` node; nil for push.
    var indicator: UnsafeMutablePointer<GtkWidget>?
    /// The switch's `slider`.
    var slider: UnsafeMutablePointer<GtkWidget>?
    /// The app's images, made on first use.
    var picture: UnsafeMutablePointer<GtkWidget>?
    /// The spinner of the pending look (B18), made on the first async commit.
    var spinner: UnsafeMutablePointer<GtkWidget>?
    /// What the app's colours put on the parts, made when a toggle first has colours: most
    /// never do, and every toggle would otherwise carry these fields.
    final class ColorClasses {
      /// The class of the app's background colour for this state, on the node the theme
      /// draws the background of (see ``ColorStyleSheet``); nil while none is set.
      var background: String?
      /// The class of the app's title colour for this state, on the label.
      var title: String?
      /// The colour tables the sheet's classes were retained for, and those classes: every
      /// colour the tables hold, so a change of state never changes the style sheet.
      var retainedTables: (background: StateTable<ToggleColor>, title: StateTable<ToggleColor>)?
      var retainedClasses: [String] = []
    }

    private(set) var colors: ColorClasses?

    /// The colour classes, made on first use.
    private mutating func colorsForWriting() -> ColorClasses {
      if let colors { return colors }
      let made = ColorClasses()
      colors = made
      return made
    }

    var backgroundClass: String? {
      get { colors?.background }
      set { if newValue != nil || colors != nil { colorsForWriting().background = newValue } }
    }
    var titleColorClass: String? {
      get { colors?.title }
      set { if newValue != nil || colors != nil { colorsForWriting().title = newValue } }
    }
    var retainedTables: (background: StateTable<ToggleColor>, title: StateTable<ToggleColor>)? {
      get { colors?.retainedTables }
      set {
        // Empty tables hold nothing: no need to make the colours' storage for them.
        let holdsNothing = newValue.map { $0.background.isEmpty && $0.title.isEmpty } ?? true
        if !holdsNothing || colors != nil { colorsForWriting().retainedTables = newValue }
      }
    }
    var retainedClasses: [String] {
      get { colors?.retainedClasses ?? [] }
      set {
        if !newValue.isEmpty || colors != nil { colorsForWriting().retainedClasses = newValue }
      }
    }

    /// The widget disposed of its children: nothing here may be touched again.
    mutating func forgetWidgets() {
      label = nil
      indicator = nil
      slider = nil
      picture = nil
      spinner = nil
    }

    /// Gives the colour classes back to the sheet: the toggle holds them no more.
    @MainActor mutating func releaseColorClasses() {
      guard let colors else { return }
      for name in colors.retainedClasses { ColorStyleSheet.shared?.release(name) }
      // Emptied, not only dropped: a copy of these parts shares the storage, and must find
      // nothing left to release.
      colors.retainedClasses = []
      colors.retainedTables = nil
      colors.background = nil
      colors.title = nil
      self.colors = nil
    }

    /// Drops the colours' storage once the toggle shows and holds no colour, as after the
    /// app cleared them.
    mutating func dropColorsIfUnused() {
      guard let colors, colors.background == nil, colors.title == nil,
        colors.retainedClasses.isEmpty
      else { return }
      self.colors = nil
    }
  }

  extension WidgetPeer {
    /// The CSS name each look's outer node has; chosen at construction, like the accessible role.
    nonisolated static func cssName(for look: ToggleLook) -> StaticString {
      switch look {
      case .push: "button"
      case .checkbox, .radio: "checkbutton"
      case .switch: "togglekit"
      }
    }

    /// The accessible role of each look's native twin (B13).
    nonisolated static func accessibleRole(for look: ToggleLook) -> GtkAccessibleRole {
      switch look {
      case .push: tk_toggle_button_role()
      case .checkbox: GTK_ACCESSIBLE_ROLE_CHECKBOX
      case .radio: GTK_ACCESSIBLE_ROLE_RADIO
      case .switch: GTK_ACCESSIBLE_ROLE_SWITCH
      }
    }

    /// The widget disposed of its children: none may be touched again.
    func forgetWidgets() {
      parts.forgetWidgets()
      actionFollower = nil
      keyController = nil
      pointerGesture = nil
    }

    /// The node whose background the theme draws for this look, where app colours go.
    var backgroundNode: UnsafeMutablePointer<GtkWidget> {
      parts.indicator ?? widget
    }

    /// Makes the look's parts; runs once, when construction has set the look.
    func buildParts() {
      gtk_widget_add_css_class(widget, "togglekit")
      // As GtkCheckButton classes itself once it is a radio, so CSS for native radios applies.
      if look == .radio { gtk_widget_add_css_class(widget, "grouped") }
      let label = gtk_label_new(nil)!
      parts.label = label
      switch look {
      case .push:
        gtk_widget_add_css_class(widget, "toggle")
        gtk_widget_set_layout_manager(widget, PushContentLayout.make())
      case .checkbox, .radio, .switch:
        let layout = gtk_box_layout_new(GTK_ORIENTATION_HORIZONTAL)!
        if look == .switch {
          // GTK's own switch sits this far from its label in GNOME's apps, in a GtkBox
          // with spacing 12; CSS border-spacing adds to it, as it does for that box.
          gtk_box_layout_set_spacing(OpaquePointer(layout), 12)
        }
        gtk_widget_set_layout_manager(widget, layout)
        gtk_label_set_xalign(OpaquePointer(label), 0)
        gtk_widget_set_hexpand(label, 1)
        if look == .checkbox || look == .radio {
          let check = NodeType.make(look == .radio ? .radio : .check)
          gtk_widget_set_parent(check, widget)
          parts.indicator = check
        } else {
          let (track, slider) = NodeType.makeTrack()
          gtk_widget_set_parent(track, widget)
          parts.indicator = track
          parts.slider = slider
        }
      }
      gtk_widget_set_parent(label, widget)
      installStateSet()
      updateAccessibility()
      syncLook()
    }

    /// Shows or hides the pending look: the `.pending` style class, a spinner (in place of
    /// a push button's text, after a row's label), and the BUSY accessible state (B18).
    /// The toggle keeps its focus.
    func showPending(_ pending: Bool) {
      guard parts.label != nil else { return }
      if pending { WidgetPeer.installFallbackStyle() }
      Self.setClass(widget, "pending", pending)
      showBusy(pending || coordinator.isShowingLoadingItem)
    }

    /// Shows or hides the spinner and the BUSY accessible state: a save waits (B18), or the
    /// tree node a row shows has its children being read (T11), which dims nothing.
    func showBusy(_ busy: Bool) {
      guard parts.label != nil else { return }
      if busy, parts.spinner == nil {
        let spinner = gtk_spinner_new()!
        gtk_widget_set_can_target(spinner, 0)
        // A push button's spinner takes its text's place (the text keeps its room, so the
        // button does not change size); a row's sits after its label.
        gtk_widget_set_halign(spinner, look == .push ? GTK_ALIGN_CENTER : GTK_ALIGN_END)
        gtk_widget_set_valign(spinner, GTK_ALIGN_CENTER)
        gtk_widget_set_parent(spinner, widget)
        parts.spinner = spinner
      }
      if let spinner = parts.spinner {
        gtk_widget_set_visible(spinner, busy ? 1 : 0)
        gtk_spinner_set_spinning(OpaquePointer(spinner), busy ? 1 : 0)
      }
      if busy != announcedBusy {
        tk_accessible_set_busy(OpaquePointer(widget), busy ? 1 : 0)
        announcedBusy = busy
      }
    }

    /// Default styles for the pending look and dimmed images, below any theme; once per
    /// display, when the pending look or an image is first shown. Not before: every
    /// provider on a display is matched against every node's style, natives' included.
    static func installFallbackStyle() {
      enum Installed { @MainActor static var display: OpaquePointer? }
      guard let display = gdk_display_get_default(), Installed.display != display else { return }
      Installed.display = display
      let provider = gtk_css_provider_new()!
      // The pending look (B18), which a theme or app CSS may restyle: the part that
      // shows the value is dimmed while the app's work runs, a push button's text gives
      // way to the spinner.
      tk_css_provider_load(
        provider,
        """
        .togglekit.pending > check, .togglekit.pending > radio, .togglekit.pending > switch,
        button.togglekit.pending > picture { opacity: 0.55; }
        button.togglekit.pending > label { opacity: 0; }
        .togglekit > picture:disabled { opacity: \(SystemLookEffect.disabledOpacity); }
        """)
      tk_add_fallback_provider(display, provider)
      g_object_unref(UnsafeMutableRawPointer(provider))
    }
  }
#endif
