#if os(Linux)
  import CGtk4
  import Testing

  @_spi(ToggleKitTools) import ToggleKit
  @_spi(ToggleKitTools) @testable import ToggleKitGTK

  /// Every ToggleKit toggle under `root`, by its label.
  @MainActor
  private func rows(in root: UnsafeMutablePointer<GtkWidget>) -> [String: ToggleButton] {
    var found: [String: ToggleButton] = [:]
    func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
      if let toggle = ToggleButton(wrapping: widget), !toggle.label.isEmpty {
        found[toggle.label] = toggle
      }
      var child = gtk_widget_get_first_child(widget)
      while let current = child {
        visit(current)
        child = gtk_widget_get_next_sibling(current)
      }
    }
    visit(root)
    return found
  }

  @Suite(
    "GTK: toggles in a GtkListView over a tree's GtkTreeListModel (T1-T7)", .serialized,
    .failsOnGLibWarnings)
  @MainActor
  struct TreeViewTests {
    init() throws {
      try #require(
        initializeGTK(), "no display: run under xvfb-run as the README's test command does")
    }

    @Test(
      "T3 T7: a node disabled or enabled shows on its row on screen at once, not at its next bind")
    func enabledShowsAtOnce() throws {
      let tree = ToggleTree<String>()
      tree.loadChildren(of: nil, ["Documents", "Music"])
      let factory = ToggleTreeFactory(stringTree: tree) { $0 }
      let model = factory.makeModel { node in node == "Documents" ? ["a", "b"] : nil }
      let list = try #require(
        gtk_list_view_new(gtk_no_selection_new(model), factory.newReference()))
      let window = try #require(gtk_window_new())
      let windowPointer = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
      gtk_window_set_default_size(windowPointer, 300, 240)
      gtk_window_set_child(windowPointer, list)
      gtk_window_present(windowPointer)
      defer { gtk_window_destroy(windowPointer) }
      ThemeWindow.settle()
      let music = try #require(rows(in: list)["Music"])
      #expect(gtk_widget_get_sensitive(music.widget) != 0)
      tree.setEnabled(false, for: "Music")
      #expect(gtk_widget_get_sensitive(music.widget) == 0, "insensitive at once")
      tree.setEnabled(true, for: "Music")
      #expect(gtk_widget_get_sensitive(music.widget) != 0)
      // The row's activation goes to the tree; a folder's checks what is in it.
      let documents = try #require(rows(in: list)["Documents"])
      documents.coordinator.keyDown(.enter)
      #expect(tree.value(of: "b") == .on && documents.value == .on)
    }
  }
#endif
