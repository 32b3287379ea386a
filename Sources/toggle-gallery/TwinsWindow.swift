#if os(Linux)
  import CGtk4
  import ToggleKitGTK

  /// A window of each ToggleKit look beside its native GTK twin, named "ToggleKit NAME" and
  /// "GTK NAME", in focus order, for a screen reader's output to be compared pair by pair
  /// (`toggle-gallery --twins`, driven by Tests/EndToEnd/orca-check.sh).
  @MainActor
  final class TwinsWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    private var toggles: [ToggleButton] = []

    init() {
      window = gtk_window_new()
      gtk_window_set_title(cast(window), "ToggleKit Twins")
      let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
      for margin in [
        gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
        gtk_widget_set_margin_end,
      ] {
        margin(box, 16)
      }
      gtk_window_set_child(cast(window), box)
      for (look, name) in [
        (ToggleLook.push, "Bold"), (.switch, "Wi-Fi"), (.checkbox, "Remember me"), (.radio, "Grid"),
      ] {
        let toggle = ToggleButton(label: "ToggleKit \(name)", look: look)
        toggles.append(toggle)
        gtk_box_append(cast(box), toggle.widget)
        gtk_box_append(cast(box), Self.native(look, label: "GTK \(name)"))
      }
    }

    /// GTK's own widget for a look; a switch is labelled as a GtkSwitch in a row is, by its
    /// accessible label.
    private static func native(_ look: ToggleLook, label: String) -> UnsafeMutablePointer<GtkWidget>
    {
      switch look {
      case .push:
        return gtk_toggle_button_new_with_label(label)
      case .switch:
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        let control = gtk_switch_new()!
        tk_accessible_set_label(OpaquePointer(control), label)
        gtk_box_append(cast(row), control)
        gtk_box_append(cast(row), gtk_label_new(label))
        return row
      case .checkbox:
        return gtk_check_button_new_with_label(label)
      case .radio:
        let radio = gtk_check_button_new_with_label(label)!
        // In a group, as a radio is; GTK gives the button it groups the radio role.
        let partner = gtk_check_button_new_with_label("\(label) partner")!
        gtk_check_button_set_group(cast(radio), cast(partner))
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_box_append(cast(row), radio)
        gtk_widget_set_visible(partner, 0)
        gtk_box_append(cast(row), partner)
        return row
      }
    }

    func present() {
      gtk_window_present(cast(window))
    }
  }
#endif
