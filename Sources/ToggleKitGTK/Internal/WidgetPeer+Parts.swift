#if os(Linux)
  import CGtk4
  import Glibc

  /// The theme-drawn parts of a toggle, one widget tree per look, like GTK's own widgets:
  ///
  ///     push:      button.toggle.togglekit > [picture], label
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
    /// The class of the app's background colour for this state, on the node the theme
    /// draws the background of (see ``ColorStyleSheet``); nil while none is set.
    var backgroundClass: String?
    /// The class of the app's title colour for this state, on the label.
    var titleColorClass: String?
    /// The colour tables the sheet's classes were retained for, and those classes: every
    /// colour the tables hold, so a change of state never changes the style sheet.
    var retainedTables: (background: StateTable<ToggleColor>, title: StateTable<ToggleColor>)?
    var retainedClasses: [String] = []

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
      for name in retainedClasses { ColorStyleSheet.shared?.release(name) }
      retainedClasses = []
      retainedTables = nil
      backgroundClass = nil
      titleColorClass = nil
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
        gtk_widget_set_layout_manager(widget, gtk_bin_layout_new())
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
          let track = NodeType.make(.switchTrack)
          let slider = NodeType.make(.slider)
          // GtkSwitch's on and off marks, which some themes (HighContrast) draw, and GTK 4.14
          // and later only with gtk-show-status-shapes on.
          for icon: StaticString in ["switch-on-symbolic", "switch-off-symbolic"] {
            gtk_widget_set_parent(tk_switch_mark_new(icon.cString), track)
          }
          gtk_widget_set_parent(slider, track)
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
      if pending, parts.spinner == nil {
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
        gtk_widget_set_visible(spinner, pending ? 1 : 0)
        gtk_spinner_set_spinning(OpaquePointer(spinner), pending ? 1 : 0)
      }
      if pending != announcedBusy {
        tk_accessible_set_busy(OpaquePointer(widget), pending ? 1 : 0)
        announcedBusy = pending
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

    /// GTK's state flags changed: sensitivity and focus enter the core as events, and the
    /// parts mirror the rest, as GtkCheckButton's `state_flags_changed` copies flags down.
    /// The value flags this widget sets itself (ACTIVE, CHECKED, INCONSISTENT) render nothing
    /// again: the core's state put them there.
    func stateFlagsChanged(from previous: GtkStateFlags) {
      let flags = gtk_widget_get_state_flags(widget).rawValue
      let changed = flags ^ previous.rawValue
      flagsChangeCount &+= 1
      guard changed & (Self.mirroredFlags | Self.inputFlags) != 0 else { return }
      // The core's events render as well; hold that back, so one change of flags renders once.
      isApplyingFlags = true
      // Effective sensitivity, an insensitive parent included: GTK sends no input then (B6).
      if changed & GTK_STATE_FLAG_INSENSITIVE.rawValue != 0 {
        coordinator.isEnabled = flags & GTK_STATE_FLAG_INSENSITIVE.rawValue == 0
      }
      // Keyboard focus (B8): GTK sets FOCUSED on the focus widget.
      if changed & GTK_STATE_FLAG_FOCUSED.rawValue != 0 {
        let focused = flags & GTK_STATE_FLAG_FOCUSED.rawValue != 0
        if !focused { heldKeys.removeAll() }  // the release goes to the new focus
        coordinator.isFocused = focused
      }
      isApplyingFlags = false
      syncLook()
    }

    /// Sensitivity and focus: the flags that are input to the core.
    private static let inputFlags =
      GTK_STATE_FLAG_INSENSITIVE.rawValue | GTK_STATE_FLAG_FOCUSED.rawValue

    /// The flags the parts that take no input of their own copy from the toggle: hover and focus.
    private static let mirroredFlags =
      GTK_STATE_FLAG_PRELIGHT.rawValue | GTK_STATE_FLAG_FOCUSED.rawValue
      | GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue

    /// Brings every part in line with the core's state and the app's per-state looks. It only
    /// renders: nothing here reads input back into the core.
    func syncLook() {
      guard let label = parts.label, !isApplyingFlags else { return }
      renderCount &+= 1
      let outerFlags = gtk_widget_get_state_flags(widget).rawValue
      let state = coordinator.controlState
      var flags: UInt32 = 0
      if state.contains(.highlighted) { flags |= GTK_STATE_FLAG_ACTIVE.rawValue }
      if state.contains(.on) { flags |= GTK_STATE_FLAG_CHECKED.rawValue }
      if state.contains(.mixed) { flags |= GTK_STATE_FLAG_INCONSISTENT.rawValue }
      let valueFlags =
        GTK_STATE_FLAG_ACTIVE.rawValue | GTK_STATE_FLAG_CHECKED.rawValue
        | GTK_STATE_FLAG_INCONSISTENT.rawValue
      Self.setFlags(widget, flags, mask: valueFlags)
      let mirrorMask = Self.mirroredFlags
      let mirrored = outerFlags & mirrorMask
      // The check mark is drawn here, not by CSS: where a theme styles checked and
      // mixed alike, GTK would not redraw it, so the part asks for a frame itself.
      if let indicator = parts.indicator,
        Self.setFlags(indicator, flags | mirrored, mask: valueFlags | mirrorMask)
      {
        gtk_widget_queue_draw(indicator)
      }
      if let slider = parts.slider,
        Self.setFlags(slider, flags | mirrored, mask: valueFlags | mirrorMask)
      {
        gtk_widget_queue_draw(slider)
      }

      let title = appearance.title(for: state) ?? ""
      Self.setText(OpaquePointer(label), title)
      gtk_widget_set_visible(label, title.isEmpty ? 0 : 1)
      // As GtkButton and GtkCheckButton class themselves by their content; themes pad each kind differently.
      var hasImage = false
      if let picture = parts.picture { hasImage = gtk_widget_get_visible(picture) != 0 }
      switch look {
      case .push:
        Self.setClass(widget, "text-button", !title.isEmpty && !hasImage)
        Self.setClass(widget, "image-button", title.isEmpty && hasImage)
      case .checkbox, .radio:
        Self.setClass(widget, "text-button", !title.isEmpty)
      case .switch:
        break
      }
      applyColors(for: state)
      if let picture = parts.picture { gtk_widget_queue_draw(picture) }
      if let track = parts.indicator, look == .switch { gtk_widget_queue_allocate(track) }
    }

    /// Shows `text` in a label unless it already does. Not main-actor isolated, so the C
    /// string costs neither a heap copy nor an executor check; this runs on every state change.
    private nonisolated static func setText(_ label: OpaquePointer, _ text: String) {
      text.withCString { newText in
        if strcmp(gtk_label_get_label(label), newText) != 0 {
          // set_label keeps use-underline (set_text would turn it off); it queues a resize.
          gtk_label_set_label(label, newText)
        }
      }
    }

    /// Adds or removes a style class. The name is a `StaticString`: a short Swift `String`
    /// passed to C is copied to the heap first, and this runs on every state change.
    private static func setClass(
      _ widget: UnsafeMutablePointer<GtkWidget>, _ staticName: StaticString, _ present: Bool
    ) {
      let name = staticName.cString
      guard (gtk_widget_has_css_class(widget, name) != 0) != present else { return }
      if present {
        gtk_widget_add_css_class(widget, name)
      } else {
        gtk_widget_remove_css_class(widget, name)
      }
    }

    /// Sets and clears the flags under `mask`; returns whether any changed.
    @discardableResult
    private static func setFlags(
      _ widget: UnsafeMutablePointer<GtkWidget>, _ flags: UInt32, mask: UInt32
    ) -> Bool {
      let current = gtk_widget_get_state_flags(widget).rawValue
      let toSet = flags & mask & ~current
      let toClear = ~flags & mask & current
      if toSet != 0 { gtk_widget_set_state_flags(widget, GtkStateFlags(rawValue: toSet), 0) }
      if toClear != 0 { gtk_widget_unset_state_flags(widget, GtkStateFlags(rawValue: toClear)) }
      return toSet != 0 || toClear != 0
    }

    /// Notes the state a frame is drawing, for tests and the storm's check that screen and value agree.
    func recordDrawnState() {
      lastDrawnState = coordinator.controlState
    }

    // MARK: Text like a GtkLabel

    // The getters below unwrap with `if let`, not `Optional.map`: a closure would cost
    // an executor check, and `usesUnderline` is read for every toggle made.
    var ellipsize: PangoEllipsizeMode {
      guard let label = parts.label else { return PANGO_ELLIPSIZE_NONE }
      return gtk_label_get_ellipsize(OpaquePointer(label))
    }

    func setEllipsize(_ mode: PangoEllipsizeMode) {
      guard let label = parts.label, mode != ellipsize else { return }
      gtk_label_set_ellipsize(OpaquePointer(label), mode)
      WidgetType.notify(widget, .ellipsize)
    }

    var wraps: Bool {
      guard let label = parts.label else { return false }
      return gtk_label_get_wrap(OpaquePointer(label)) != 0
    }

    func setWraps(_ wraps: Bool) {
      guard let label = parts.label, wraps != self.wraps else { return }
      gtk_label_set_wrap(OpaquePointer(label), wraps ? 1 : 0)
      WidgetType.notify(widget, .wrap)
    }

    var usesUnderline: Bool {
      guard let label = parts.label else { return false }
      return gtk_label_get_use_underline(OpaquePointer(label)) != 0
    }

    /// Whether an underscore in the title marks a mnemonic, as GtkButton's `use-underline`.
    func setUsesUnderline(_ uses: Bool) {
      guard let label = parts.label, uses != usesUnderline else { return }
      // The mnemonic activates the toggle: a label with no mnemonic widget activates its
      // nearest focusable ancestor, as a GtkButton's label does. Naming the toggle as the
      // mnemonic widget would make GTK label it by the title, which changes with the state
      // (B13), and undoing that would wipe the app's own relations.
      gtk_label_set_use_underline(OpaquePointer(label), uses ? 1 : 0)
      updateAccessibility()
      WidgetType.notify(widget, .useUnderline)
    }

    /// The label as assistive technology reads it: mnemonic underscores removed.
    var accessibleName: String {
      guard usesUnderline else { return label }
      var name = ""
      var escaped = false
      for character in label {
        if character == "_" && !escaped {
          escaped = true
          continue
        }
        name.append(character)
        escaped = false
      }
      return name
    }

    // MARK: App colours over the theme (B11)

    /// Puts the classes of the app's colours for this state on the parts' own nodes, so the
    /// theme's shape, border and transitions stay and only the colours change.
    private func applyColors(for state: ControlState) {
      retainColorClasses()
      var released = state
      released.remove(.highlighted)
      let sheetColor = appearance.backgroundColors.resolve(state)
      let background = sheetColor.map { Self.className(of: $0, .background) }
      Self.swapClass(on: backgroundNode, from: parts.backgroundClass, to: background)
      parts.backgroundClass = background
      // Pressed must look different: with no colour of its own it darkens (core table).
      let shaded =
        sheetColor != nil && state.contains(.highlighted)
        && appearance.backgroundColors.resolve(released) == sheetColor
      Self.setClass(backgroundNode, ColorStyleSheet.shadedClass, shaded)
      // Disabled dims only a colour it inherited; one the app gave for disabled shows as given.
      let dimmed =
        sheetColor != nil && state.contains(.disabled)
        && !(appearance.backgroundColors.resolvedState(state)?.contains(.disabled) ?? false)
      Self.setClass(backgroundNode, ColorStyleSheet.dimmedClass, dimmed)
      if let label = parts.label {
        let title = appearance.titleColors.resolve(state).map { Self.className(of: $0, .title) }
        Self.swapClass(on: label, from: parts.titleColorClass, to: title)
        parts.titleColorClass = title
      }
    }

    /// Holds a sheet class for every colour the tables hold, once per change of the tables.
    private func retainColorClasses() {
      let tables = (appearance.backgroundColors, appearance.titleColors)
      if let retained = parts.retainedTables, retained.background == tables.0,
        retained.title == tables.1
      {
        return
      }
      guard let sheet = ColorStyleSheet.shared else { return }
      let previous = parts.retainedClasses
      var classes: [String] = []
      for (table, kind) in [(tables.0, ColorStyleSheet.Kind.background), (tables.1, .title)] {
        for state in table.explicitStates {
          guard let color = table[exactly: state] else { continue }
          classes.append(sheet.retain(color, as: kind))
        }
      }
      for name in previous { sheet.release(name) }
      parts.retainedClasses = classes
      parts.retainedTables = tables
    }

    private static func className(of color: ToggleColor, _ kind: ColorStyleSheet.Kind) -> String {
      ColorStyleSheet.shared?.name(for: color, kind) ?? ""
    }

    private static func swapClass(
      on node: UnsafeMutablePointer<GtkWidget>, from current: String?, to next: String?
    ) {
      guard current != next else { return }
      if let current { gtk_widget_remove_css_class(node, current) }
      if let next { gtk_widget_add_css_class(node, next) }
    }

    // MARK: Images (B11, B12)

    /// Shows the picture part when any image is set; it takes the indicator's place.
    func imagesDidChange() {
      let hasImages = !appearance.images.isEmpty
      if hasImages, parts.picture == nil {
        WidgetPeer.installFallbackStyle()
        let picture = NodeType.make(.picture)
        gtk_widget_set_halign(picture, GTK_ALIGN_FILL)
        gtk_widget_set_valign(picture, GTK_ALIGN_FILL)
        // First child: drawn under the label, and before it in a row.
        gtk_widget_insert_after(picture, widget, nil)
        parts.picture = picture
      }
      if let picture = parts.picture {
        gtk_widget_set_visible(picture, hasImages ? 1 : 0)
        gtk_widget_queue_resize(picture)
      }
      if let indicator = parts.indicator { gtk_widget_set_visible(indicator, hasImages ? 0 : 1) }
      syncLook()
    }

    /// The picture's minimum and natural size: the largest of the app's images, bounded (see ``ToggleImage``).
    var pictureSize:
      (minimum: (width: Double, height: Double), natural: (width: Double, height: Double))
    {
      var natural = (width: 0.0, height: 0.0)
      for state in appearance.images.explicitStates {
        guard let image = appearance.images[exactly: state] else { continue }
        natural.width = max(natural.width, image.naturalSize.width)
        natural.height = max(natural.height, image.naturalSize.height)
      }
      if look != .push {
        // In a row it stands in for the indicator: as tall as the text at most.
        natural = (min(natural.width, 24), min(natural.height, 24))
      }
      // It accepts down to a quarter of its natural size, not below 16 pixels.
      func shrunk(_ length: Double) -> Double { min(length, max(16, (length / 4).rounded(.up))) }
      return ((shrunk(natural.width), shrunk(natural.height)), natural)
    }

    /// The image for a state: its own, else the released state's, else the off image.
    private func image(for state: ControlState) -> ToggleImage? {
      appearance.images.resolve(state) ?? appearance.images.resolve(.normal)
    }

    /// Draws the app's image for the current state, cross-fading from the previous one (B14).
    func snapshotPicture(_ snapshot: OpaquePointer, width: Int32, height: Int32) {
      let state = coordinator.controlState
      if let progress = fadeProgress, let from = fade?.from {
        gtk_snapshot_push_cross_fade(snapshot, progress)
        drawImage(for: from, snapshot, width: width, height: height)
        gtk_snapshot_pop(snapshot)
        drawImage(for: state, snapshot, width: width, height: height)
        gtk_snapshot_pop(snapshot)
      } else {
        drawImage(for: state, snapshot, width: width, height: height)
      }
    }

    private func drawImage(
      for state: ControlState, _ snapshot: OpaquePointer, width: Int32, height: Int32
    ) {
      guard let image = image(for: state), width > 0, height > 0 else { return }
      var released = state
      released.remove(.highlighted)
      // Pressed must look different: with no image of its own, the image darkens by the
      // core's table, as on UIKit. Disabled is the theme's `picture:disabled` opacity, or
      // the fallback style's where the theme has none, so it is dimmed once.
      let darkens = state.contains(.highlighted) && image === self.image(for: released)
      // Black at the core's alpha over the image is its colour scaled down, alpha kept.
      if darkens { tk_snapshot_push_darkening(snapshot, SystemLookEffect.pressedShadeAlpha) }
      defer { if darkens { gtk_snapshot_pop(snapshot) } }
      if image.drawsAsPaintable {
        let picture = parts.picture ?? widget
        image.snapshot(
          snapshot, width: Double(width), height: Double(height),
          scale: gtk_widget_get_scale_factor(widget),
          rightToLeft: gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL,
          color: tk_widget_css_color(picture), display: gtk_widget_get_display(widget))
        return
      }
      var bounds = graphene_rect_t(
        origin: graphene_point_t(x: 0, y: 0),
        size: graphene_size_t(width: Float(width), height: Float(height)))
      guard let cr = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
      image.draw(in: cr, x: 0, y: 0, width: Double(width), height: Double(height))
      cairo_destroy(cr)
    }

    // MARK: Motion (B14)

    /// Where the switch's slider is, 0 at off and 1 at on, moving during a fade.
    var sliderPosition: Double {
      func position(_ state: ControlState) -> Double {
        state.contains(.on) ? 1 : state.contains(.mixed) ? 0.5 : 0
      }
      let target = position(coordinator.controlState)
      guard let progress = fadeProgress, let from = fade?.from else { return target }
      // Ease out, as GtkSwitch's slider does.
      let eased = 1 - pow(1 - progress, 3)
      return position(from) + (target - position(from)) * eased
    }

    /// How far the running fade is, 0...1, or nil when none runs.
    var fadeProgress: Double? {
      guard let fade, let clock = gtk_widget_get_frame_clock(widget) else { return nil }
      let elapsed = Double(gdk_frame_clock_get_frame_time(clock) - fade.start) / 1_000_000
      return min(1, max(0, elapsed / coordinator.feedback.animationDuration))
    }

    /// Starts moving the slider and cross-fading images from `state`; colours follow the theme's transitions.
    func startFade(from state: ControlState) {
      guard let clock = gtk_widget_get_frame_clock(widget) else { return }
      fade = (state, gdk_frame_clock_get_frame_time(clock))
      guard tickCallback == 0 else { return }
      tickCallback = gtk_widget_add_tick_callback(
        widget,
        { widget, _, _ in
          nonisolated(unsafe) let widget = widget
          return MainThread.run {
            guard let peer = WidgetPeer.of(widget!) else { return 0 }
            if let picture = peer.parts.picture { gtk_widget_queue_draw(picture) }
            if let track = peer.parts.indicator, peer.look == .switch {
              gtk_widget_queue_allocate(track)
            }
            guard let progress = peer.fadeProgress, progress < 1 else {
              peer.fade = nil
              peer.tickCallback = 0
              return 0  // G_SOURCE_REMOVE
            }
            return 1  // G_SOURCE_CONTINUE
          }
        }, nil, nil)
    }
  }

  extension ToggleColor {
    /// The colour as CSS, components clamped.
    var css: String {
      let (red, green, blue, alpha) = clamped
      func channel(_ value: Double) -> Int { Int((value * 255).rounded()) }
      return "rgba(\(channel(red)),\(channel(green)),\(channel(blue)),\(alpha))"
    }
  }
#endif
