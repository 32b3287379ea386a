#if os(Linux)
  import CGtk4
  import Testing

  @_spi(ToggleKitTools) @testable import ToggleKitGTK

  /// A toggle made by GtkBuilder from a `.ui` object whose properties are `properties`,
  /// as an app's `.ui` file makes one; the handle keeps it alive after the builder goes.
  @MainActor
  func toggleFromUI(_ properties: String, look: ToggleLook = .push) throws -> ToggleButton {
    ToggleButton.registerTypes()
    let ui = """
      <interface><object class="\(look.typeName)" id="toggle">\(properties)</object></interface>
      """
    let builder = gtk_builder_new_from_string(ui, -1)!
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    let object = try #require(gtk_builder_get_object(builder, "toggle"))
    return try #require(
      ToggleButton(
        wrapping: UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)))
  }
#endif
