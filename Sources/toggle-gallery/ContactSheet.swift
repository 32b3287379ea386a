#if os(Linux)
  import CGtk4
  import Glibc
  @_spi(ToggleKitTools) import ToggleKit
  @_spi(ToggleKitTools) import ToggleKitGTK

  /// Shows real toggles in many states in one window, drawn by the theme, and writes it to a PNG.
  ///
  /// Every cell is a live `ToggleButton` put into its column's state, so the
  /// picture is what an app shows. It needs a display (Xvfb does:
  /// `scripts/gallery.sh` starts one when there is none).
  enum ContactSheet {
    /// One row of the sheet: a name and how that toggle looks.
    struct Row {
      /// Shown at the row's start.
      var name: String
      /// The toggle's look and what the app set per state.
      var appearance: ToggleAppearance
      /// Whether the row has a mixed column entry; toggles that cannot be mixed show a dash.
      var allowsMixed: Bool

      /// Creates a row.
      init(name: String, appearance: ToggleAppearance, allowsMixed: Bool = false) {
        self.name = name
        self.appearance = appearance
        self.allowsMixed = allowsMixed
      }
    }

    /// The columns: a name and the state shown there.
    static let columns: [(name: String, state: ControlState)] = [
      ("off", .normal), ("on", .on), ("pressed", .highlighted), ("focused", .focused),
      ("disabled", .disabled), ("mixed", .mixed),
    ]

    /// An error showing or writing the sheet.
    struct WriteError: Error, CustomStringConvertible {
      /// What went wrong, with the path.
      var description: String
    }

    /// Shows every row in every column state, and pending (an async commit waiting for
    /// the app, B18) in a last column, and writes a PNG of it to `path`.
    ///
    /// `theme` is a GTK theme name with an optional variant, as `GTK_THEME` takes
    /// it: `Adwaita`, `Adwaita:dark`, `HighContrast`, `HighContrastInverse`. Nil
    /// keeps the theme GTK chose (`GTK_THEME`, else the desktop's).
    @MainActor
    static func write(
      rows: [Row], to path: String, title: String = "ToggleKit gallery", theme: String? = nil
    ) throws(WriteError) {
      guard GTKDisplay.isOpen else {
        throw WriteError(
          description: "cannot open a display to draw '\(path)' (run under xvfb-run)")
      }
      if let theme { GTKDisplay.useTheme(theme) }
      let window = gtk_window_new()!
      let windowPointer = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
      defer { gtk_window_destroy(windowPointer) }
      gtk_window_set_decorated(windowPointer, 0)
      gtk_window_set_title(windowPointer, title)
      let grid = gtk_grid_new()!
      let gridPointer = UnsafeMutableRawPointer(grid).assumingMemoryBound(to: GtkGrid.self)
      gtk_grid_set_row_spacing(gridPointer, 14)
      gtk_grid_set_column_spacing(gridPointer, 18)
      for margin in [
        gtk_widget_set_margin_top, gtk_widget_set_margin_bottom,
        gtk_widget_set_margin_start, gtk_widget_set_margin_end,
      ] {
        margin(grid, 18)
      }
      gtk_window_set_child(windowPointer, grid)

      func text(_ string: String, heading: Bool = false) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(string)!
        gtk_label_set_xalign(OpaquePointer(label), 0)
        if heading { gtk_widget_add_css_class(label, "heading") }
        return label
      }
      gtk_grid_attach(gridPointer, text(title, heading: true), 0, 0, Int32(columns.count + 2), 1)
      for (index, column) in columns.enumerated() {
        gtk_grid_attach(gridPointer, text(column.name, heading: true), Int32(index + 1), 1, 1, 1)
      }
      // The last column: an async commit turning the toggle on, waiting for the app (B18).
      let pendingColumn = Int32(columns.count + 1)
      gtk_grid_attach(gridPointer, text("pending", heading: true), pendingColumn, 1, 1, 1)
      var toggles: [ToggleButton] = []
      for (rowIndex, row) in rows.enumerated() {
        let y = Int32(rowIndex + 2)
        gtk_grid_attach(gridPointer, text(row.name), 0, y, 1, 1)
        for (index, column) in columns.enumerated() {
          guard column.state != .mixed || row.allowsMixed else {
            gtk_grid_attach(gridPointer, text("–"), Int32(index + 1), y, 1, 1)
            continue
          }
          let toggle = ToggleButton(label: row.appearance.label, look: row.appearance.look)
          toggle.appearance = row.appearance
          toggle.animationDuration = 0
          gtk_widget_set_halign(toggle.widget, GTK_ALIGN_START)
          gtk_widget_set_valign(toggle.widget, GTK_ALIGN_CENTER)
          gtk_grid_attach(gridPointer, toggle.widget, Int32(index + 1), y, 1, 1)
          toggles.append(toggle)
          show(toggle, in: column.state)
        }
        let pending = ToggleButton(label: row.appearance.label, look: row.appearance.look)
        pending.appearance = row.appearance
        pending.animationDuration = 0
        gtk_widget_set_halign(pending.widget, GTK_ALIGN_START)
        gtk_widget_set_valign(pending.widget, GTK_ALIGN_CENTER)
        gtk_grid_attach(gridPointer, pending.widget, pendingColumn, y, 1, 1)
        toggles.append(pending)
        // Optimistic, and never answered while the sheet is drawn.
        // Work that is still running when the picture is taken.
        pending.setCommit(.optimistic) { _ in try await Task.sleep(nanoseconds: 60_000_000_000) }
        pending.coordinator.keyDown(.enter)
      }
      // The native twins, in the same states, so the sheet can be checked by eye on any GTK.
      var natives: [UnsafeMutablePointer<GtkWidget>] = []
      for (offset, look) in ToggleLook.allCases.enumerated() {
        let y = Int32(rows.count + 2 + offset)
        gtk_grid_attach(gridPointer, text("Native \(nativeName(look))"), 0, y, 1, 1)
        for (index, column) in columns.enumerated() {
          guard let native = nativeTwin(look, in: column.state, keeping: &natives) else {
            gtk_grid_attach(gridPointer, text("–"), Int32(index + 1), y, 1, 1)
            continue
          }
          gtk_widget_set_halign(native, GTK_ALIGN_START)
          gtk_widget_set_valign(native, GTK_ALIGN_CENTER)
          gtk_grid_attach(gridPointer, native, Int32(index + 1), y, 1, 1)
        }
        gtk_grid_attach(gridPointer, text("–"), pendingColumn, y, 1, 1)
      }
      gtk_window_present(windowPointer)
      GTKDisplay.runUntilDrawn(window)

      let width = gtk_widget_get_width(window)
      let height = gtk_widget_get_height(window)
      guard width > 0, height > 0, let renderer = gtk_native_get_renderer(OpaquePointer(window))
      else { throw WriteError(description: "the sheet for '\(path)' was never laid out") }
      let paintable = gtk_widget_paintable_new(window)!
      defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
      let snapshot = gtk_snapshot_new()!
      gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
      guard let node = gtk_snapshot_free_to_node(snapshot) else {
        throw WriteError(description: "the sheet for '\(path)' drew nothing")
      }
      defer { gsk_render_node_unref(node) }
      let texture = gsk_renderer_render_texture(renderer, node, nil)!
      defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
      guard gdk_texture_save_to_png(texture, path) != 0 else {
        throw WriteError(description: "cannot write '\(path)'")
      }
      withExtendedLifetime(toggles) {}
      for partner in natives { g_object_unref(UnsafeMutableRawPointer(partner)) }
    }

    private static func nativeName(_ look: ToggleLook) -> String {
      switch look {
      case .push: "GtkToggleButton"
      case .switch: "GtkSwitch"
      case .checkbox: "GtkCheckButton"
      case .radio: "radio"
      }
    }

    /// GTK's own widget for a look, put into a column's state as GTK would show it; nil where
    /// the native has no such state (a switch or toggle button is never mixed). Widgets
    /// that must outlive the sheet's grid (a radio's group partner) go into `kept`.
    @MainActor
    private static func nativeTwin(
      _ look: ToggleLook, in state: ControlState,
      keeping kept: inout [UnsafeMutablePointer<GtkWidget>]
    ) -> UnsafeMutablePointer<GtkWidget>? {
      func cast<T>(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
      }
      let outer: UnsafeMutablePointer<GtkWidget>
      let control: UnsafeMutablePointer<GtkWidget>
      switch look {
      case .push:
        guard state != .mixed else { return nil }
        control = gtk_toggle_button_new_with_label("Bold")
        outer = control
        if state == .on { gtk_toggle_button_set_active(cast(control), 1) }
      case .switch:
        guard state != .mixed else { return nil }
        control = gtk_switch_new()
        outer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)
        gtk_box_append(cast(outer), control)
        gtk_box_append(cast(outer), gtk_label_new("Wi-Fi"))
        if state == .on { gtk_switch_set_active(OpaquePointer(control), 1) }
      case .checkbox, .radio:
        guard state != .mixed || look == .checkbox else { return nil }
        control = gtk_check_button_new_with_label(look == .radio ? "Grid" : "All extras")
        outer = control
        if look == .radio {
          let partner = gtk_check_button_new()!
          g_object_ref_sink(UnsafeMutableRawPointer(partner))
          kept.append(partner)
          gtk_check_button_set_group(cast(control), cast(partner))
        }
        if state == .on { gtk_check_button_set_active(cast(control), 1) }
        if state == .mixed { gtk_check_button_set_inconsistent(cast(control), 1) }
      }
      switch state {
      case .highlighted:
        gtk_widget_set_state_flags(control, GTK_STATE_FLAG_ACTIVE, 0)
      case .focused:
        gtk_widget_set_state_flags(
          control,
          GtkStateFlags(
            rawValue: GTK_STATE_FLAG_FOCUSED.rawValue | GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue), 0)
      case .disabled:
        gtk_widget_set_sensitive(outer, 0)
      default: break
      }
      return outer
    }

    /// Puts a toggle into the state its column shows, as input and code would.
    @MainActor
    private static func show(_ toggle: ToggleButton, in state: ControlState) {
      switch state {
      case .on: toggle.isOn = true
      case .highlighted:
        // A press held inside, as the pointer makes one.
        toggle.coordinator.hitRegion = HitRegion(width: 1000, height: 1000)
        toggle.coordinator.pointerDown(x: 1, y: 1)
      case .focused:
        // Only one widget can have the focus; the sheet shows each as the focused one would look.
        toggle.coordinator.isFocused = true
        gtk_widget_set_state_flags(
          toggle.widget,
          GtkStateFlags(
            rawValue: GTK_STATE_FLAG_FOCUSED.rawValue | GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue),
          0)
      case .disabled: toggle.isEnabled = false
      case .mixed:
        toggle.allowsMixed = true
        toggle.value = .mixed
      default: break
      }
    }
  }

  /// GTK's display for code that draws without an app of its own (the contact sheet, tests, benchmarks).
  @MainActor
  enum GTKDisplay {
    /// Whether GTK is initialised with a display; initialises it once (a second try after a failure would crash GTK).
    static let isOpen = gtk_init_check() != 0

    /// Switches the theme: "Name" or "Name:dark".
    static func useTheme(_ theme: String) {
      guard let settings = gtk_settings_get_default() else { return }
      let parts = theme.split(separator: ":", maxSplits: 1).map(String.init)
      tk_set_property_string(UnsafeMutableRawPointer(settings), "gtk-theme-name", parts[0])
      tk_settings_prefer_dark(settings, parts.count > 1 && parts[1] == "dark" ? 1 : 0)
    }

    /// Runs the main loop until `window` is mapped and has drawn a frame, or 3 s pass.
    static func runUntilDrawn(_ window: UnsafeMutablePointer<GtkWidget>) {
      var time = timespec()
      func now() -> Double {
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
      }
      let deadline = now() + 3
      while gtk_widget_get_mapped(window) == 0 && now() < deadline {
        if g_main_context_iteration(nil, 0) == 0 { usleep(1000) }
      }
      // A few more turns for the first frame and the theme's transitions to settle.
      let settle = now() + 0.4
      while now() < settle {
        if g_main_context_iteration(nil, 0) == 0 { usleep(1000) }
      }
    }
  }
#endif
