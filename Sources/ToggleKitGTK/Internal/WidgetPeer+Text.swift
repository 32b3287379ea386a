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

    /// The name a failed save's announcement gives the toggle (B19): its own label, else
    /// the title of the nearest list row it sits in. A switch at the end of libadwaita's
    /// `AdwActionRow` has no label of its own: the row's title names it, as a UIKit cell's
    /// text names its switch (and libadwaita's `activatable-widget` labels the switch by
    /// that title too). GTK has no public getter, outside its test API, for an accessible
    /// label or labelled-by relation the app set, so a row's title is the other name there
    /// is.
    var announcedName: String {
      let own = accessibleName
      guard own.isEmpty else { return own }
      return Self.rowTitle(around: widget) ?? ""
    }

    /// The title of the nearest `GtkListBoxRow` holding `widget` in its own surface, as
    /// the row shows it (markup and mnemonic underscores taken out where the row uses
    /// them); nil when that row has no string `title` property (a plain `GtkListBoxRow`),
    /// or there is no row before a popover or window. A switch in a popover is not its
    /// menu button's row's (a popover's parent is the widget it points at).
    static func rowTitle(around widget: UnsafeMutablePointer<GtkWidget>) -> String? {
      var ancestor = gtk_widget_get_parent(widget)
      while let row = ancestor {
        if tk_is_instance_of(row, gtk_native_get_type()) != 0 { return nil }
        guard tk_is_instance_of(row, gtk_list_box_row_get_type()) == 0 else {
          return title(of: UnsafeMutableRawPointer(row))
        }
        ancestor = gtk_widget_get_parent(row)
      }
      return nil
    }

    /// A row's `title` as text, with libadwaita's `use-markup` and `use-underline`
    /// honoured as `AdwPreferencesRow` shows the title.
    private static func title(of row: UnsafeMutableRawPointer) -> String? {
      guard tk_object_has_string_property(row, "title") != 0,
        let raw = tk_get_property_string(row, "title")
      else { return nil }
      defer { g_free(raw) }
      let usesMarkup =
        tk_object_has_boolean_property(row, "use-markup") != 0
        && tk_get_property_boolean(row, "use-markup") != 0
      let usesUnderline =
        tk_object_has_boolean_property(row, "use-underline") != 0
        && tk_get_property_boolean(row, "use-underline") != 0
      guard usesMarkup || usesUnderline else { return String(cString: raw) }
      // Pango reads markup and mnemonics as GtkLabel does; plain text with underscores
      // parses as markup too. A title that is not valid markup is read as it is.
      var text: UnsafeMutablePointer<CChar>? = nil
      // GtkLabel takes a title's links out before Pango reads it: Pango has no `<a>`.
      let source =
        usesMarkup ? withoutLinks(String(cString: raw)) : escapedMarkup(String(cString: raw))
      let parsed = pango_parse_markup(
        source, -1, usesUnderline ? gunichar(UInt8(ascii: "_")) : 0, nil, &text, nil, nil)
      defer { g_free(text) }
      guard parsed != 0, let text else { return String(cString: raw) }
      return String(cString: text)
    }

    /// `markup` with its `<a …>` and `</a>` tags taken out, their text kept. By bytes, with
    /// no string search: the standard library's would link Swift's string-processing
    /// library into the self-contained build (1.4 MB).
    private static func withoutLinks(_ markup: String) -> String {
      let bytes = Array(markup.utf8)
      var kept: [UInt8] = []
      kept.reserveCapacity(bytes.count)
      var index = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "<"), isLinkTag(bytes, at: index),
          let close = bytes[index...].firstIndex(of: UInt8(ascii: ">"))
        {
          index = close + 1
          continue
        }
        kept.append(bytes[index])
        index += 1
      }
      return String(decoding: kept, as: UTF8.self)
    }

    /// Whether `<` at `index` opens `<a>`, `<a …>` or `</a>`.
    private static func isLinkTag(_ bytes: [UInt8], at index: Int) -> Bool {
      var next = index + 1
      if next < bytes.count, bytes[next] == UInt8(ascii: "/") { next += 1 }
      guard next + 1 < bytes.count, bytes[next] == UInt8(ascii: "a") else { return false }
      // `<a>`, `<a href=…>`, `</a>`; not `<abbr>` or `<b>`.
      return [UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")]
        .contains(bytes[next + 1])
    }

    /// `text` with markup's special characters escaped, for Pango to read mnemonics alone.
    private static func escapedMarkup(_ text: String) -> String {
      guard let escaped = g_markup_escape_text(text, -1) else { return text }
      defer { g_free(escaped) }
      return String(cString: escaped)
    }
  }
#endif
