#if os(Linux)
  import CGtk4

  /// Sets and reads a toggle's `*-icon` properties (GIcon) as an app does: a `GThemedIcon` by
  /// name, a `GFileIcon` by path or URI, read back as the name or location it holds.
  @MainActor
  enum IconProperties {
    /// Sets `property` to a `GThemedIcon` of `name`, or to NULL for nil.
    static func setThemed(
      _ widget: UnsafeMutablePointer<GtkWidget>, _ property: String, _ name: String?
    ) {
      let icon = name.map { g_themed_icon_new($0)! }
      tk_set_property_object(
        UnsafeMutableRawPointer(widget), property, icon.map { UnsafeMutableRawPointer($0) })
      if let icon { g_object_unref(UnsafeMutableRawPointer(icon)) }
    }

    /// Sets `property` to a `GFileIcon` of a path, a `file://` or a `resource://` URI.
    static func setFile(
      _ widget: UnsafeMutablePointer<GtkWidget>, _ property: String, _ location: String
    ) {
      let icon = tk_file_icon_new(location)!
      tk_set_property_object(
        UnsafeMutableRawPointer(widget), property, UnsafeMutableRawPointer(icon))
      g_object_unref(UnsafeMutableRawPointer(icon))
    }

    /// What `property` holds: a themed icon's first name, a file icon's path or URI; nil for NULL.
    static func read(_ widget: UnsafeMutablePointer<GtkWidget>, _ property: String) -> String? {
      guard let icon = tk_dup_property_object(UnsafeMutableRawPointer(widget), property) else {
        return nil
      }
      defer { g_object_unref(icon) }
      if let name = tk_themed_icon_first_name(OpaquePointer(icon)) { return String(cString: name) }
      guard let location = tk_file_icon_location(OpaquePointer(icon)) else { return nil }
      defer { g_free(location) }
      return String(cString: location)
    }
  }
#endif
