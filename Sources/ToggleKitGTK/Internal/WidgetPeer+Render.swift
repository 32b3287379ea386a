#if os(Linux)
  import CGtk4
  @_spi(ToggleKitTools) import ToggleKit
  import Glibc

  /// Rendering: GTK's state flags in, the core's state out onto the theme-drawn parts.
  extension WidgetPeer {
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
        if focused { attachKeyControllerIfNeeded() }
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
        // As AdwButtonContent classes its button: Adwaita pads an image and a title less.
        Self.setClass(widget, "image-text-button", !title.isEmpty && hasImage)
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
    static func setClass(
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
  }
#endif
