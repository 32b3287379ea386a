#if os(Linux)
  import CGtk4

  /// A `GtkListBoxRow` with the title properties of libadwaita's `AdwPreferencesRow`
  /// (`title`, `use-markup`, TRUE by default as there, `use-underline`), which these tests
  /// cannot link: a row as an `AdwActionRow` holding a switch at its end looks to ToggleKit.
  enum TitledRow {
    static let gType: GType = tk_register_subclass(
      gtk_list_box_row_get_type(), "ToggleKitTestTitledRow"
    ) { klass, _ in
      let objectClass = tk_object_class(klass)!
      // Each property's value is kept as a copy on the object, under the property's name.
      objectClass.pointee.set_property = { object, _, value, spec in
        let copy = g_malloc0(gsize(MemoryLayout<GValue>.size))!.assumingMemoryBound(to: GValue.self)
        g_value_init(copy, value!.pointee.g_type)
        g_value_copy(value, copy)
        g_object_set_data_full(object, g_param_spec_get_name(spec), copy) { data in
          g_value_unset(data?.assumingMemoryBound(to: GValue.self))
          g_free(data)
        }
      }
      objectClass.pointee.get_property = { object, _, value, spec in
        guard let stored = g_object_get_data(object, g_param_spec_get_name(spec)) else {
          g_param_value_set_default(spec, value)
          return
        }
        g_value_copy(stored.assumingMemoryBound(to: GValue.self), value)
      }
      let readWrite = TK_PARAM_READWRITE
      g_object_class_install_property(
        objectClass, 1, g_param_spec_string("title", nil, nil, nil, readWrite))
      g_object_class_install_property(
        objectClass, 2, g_param_spec_boolean("use-markup", nil, nil, 1, readWrite))
      g_object_class_install_property(
        objectClass, 3, g_param_spec_boolean("use-underline", nil, nil, 0, readWrite))
    }

    /// A new row titled `title`, floating reference sunk: the caller unrefs it.
    /// nil for `usesMarkup` leaves the property at its default.
    @MainActor static func make(
      title: String, usesMarkup: Bool? = nil, usesUnderline: Bool = false
    ) -> UnsafeMutablePointer<GtkWidget> {
      let row = tk_object_new(gType)!
      g_object_ref_sink(row)
      tk_set_property_string(row, "title", title)
      if let usesMarkup { tk_set_property_boolean(row, "use-markup", usesMarkup ? 1 : 0) }
      tk_set_property_boolean(row, "use-underline", usesUnderline ? 1 : 0)
      return row.assumingMemoryBound(to: GtkWidget.self)
    }
  }
#endif
