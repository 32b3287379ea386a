#if os(Linux)
  import CGtk4
  import Glibc

  /// The title as a GtkLabel shows it: ellipsizing, wrapping, mnemonics, the accessible name.
  extension WidgetPeer {

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
  }
#endif
