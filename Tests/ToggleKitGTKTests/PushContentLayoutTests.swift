#if os(Linux)
  import CGtk4
  import Glibc
  import Testing

  @_spi(ToggleKitTools) @testable import ToggleKitGTK

  /// A push toggle with an image and a title lays them out as a GtkButton holding an
  /// AdwButtonContent does: side by side, image first, centred together (B11). A bin layout
  /// drew the title over the image.
  @Suite("GTK push look: an image beside its title", .serialized, .failsOnGLibWarnings)
  @MainActor
  struct PushContentLayoutTests {
    typealias Box = (x: Int, y: Int, width: Int, height: Int)

    init() throws {
      try #require(
        initializeGTK(), "no display: run under xvfb-run as the README's test command does")
    }

    /// A push toggle titled `title`, with a themed icon as its off image when `icon` is set.
    func pushToggle(_ title: String, icon: Bool = true) -> ToggleButton {
      let toggle = ToggleButton(label: title, look: .push)
      if icon {
        IconProperties.setThemed(toggle.widget, "off-icon", "format-text-bold-symbolic")
      }
      return toggle
    }

    /// Where the button, its picture and its label are once `toggle` is laid out in a window.
    func laidOut(
      _ toggle: ToggleButton, in window: ThemeWindow, fill: Bool = false
    ) throws -> (button: Box, image: Box, title: Box) {
      window.add(toggle.widget)
      if fill { gtk_widget_set_halign(toggle.widget, GTK_ALIGN_FILL) }
      window.present()
      let picture = try #require(toggle.peer.parts.picture)
      let label = try #require(toggle.peer.parts.label)
      return (
        window.bounds(of: toggle.widget), window.bounds(of: picture), window.bounds(of: label)
      )
    }

    func naturalWidth(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int {
      var natural: Int32 = 0
      gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
      return Int(natural)
    }

    @Test("B11: the image leads the title, 6 px apart; neither covers the other or is cut")
    func imageBesideTitle() throws {
      let window = ThemeWindow()
      defer { window.close() }
      let toggle = pushToggle("Bold")
      let (button, image, title) = try laidOut(toggle, in: window)
      #expect(image.width > 0 && title.width > 0, "both are shown")
      #expect(image.x + image.width + 6 == title.x, "the image ends 6 px before the title starts")
      #expect(title.width >= naturalWidth(toggle.peer.parts.label!), "the title is not cut")
      #expect(image.x > button.x && title.x + title.width < button.x + button.width)
      #expect(gtk_widget_has_css_class(toggle.widget, "image-text-button") != 0)
      #expect(gtk_widget_has_css_class(toggle.widget, "image-button") == 0)
      #expect(gtk_widget_has_css_class(toggle.widget, "text-button") == 0)
    }

    @Test("B11: in a button wider than they need, the image and the title are centred together")
    func centredInAWideButton() throws {
      let window = ThemeWindow()
      defer { window.close() }
      let toggle = pushToggle("Bold")
      gtk_widget_set_size_request(toggle.widget, 300, -1)
      let (button, image, title) = try laidOut(toggle, in: window)
      #expect(button.width >= 300)
      let before = image.x - button.x
      let after = button.x + button.width - (title.x + title.width)
      #expect(
        abs(before - after) <= 1,
        "the room before the image (\(before)) and after the title (\(after))")
      #expect(image.x + image.width + 6 == title.x)
    }

    @Test("B11: right to left, the image leads from the right")
    func rightToLeft() throws {
      let window = ThemeWindow()
      defer { window.close() }
      let toggle = pushToggle("Bold")
      gtk_widget_set_direction(toggle.widget, GTK_TEXT_DIR_RTL)
      let (_, image, title) = try laidOut(toggle, in: window)
      #expect(title.x + title.width + 6 == image.x, "the title ends 6 px before the image starts")
    }

    @Test("B11: in too little room the title ellipsizes and the image keeps its size")
    func titleGivesWayFirst() throws {
      let window = ThemeWindow(width: 140)
      defer { window.close() }
      let toggle = pushToggle("A title far longer than the room the window gives it")
      toggle.ellipsize = PANGO_ELLIPSIZE_END
      let (button, image, title) = try laidOut(toggle, in: window, fill: true)
      let imageNatural = naturalWidth(toggle.peer.parts.picture!)
      #expect(button.width < naturalWidth(toggle.widget), "the button has less than it asks for")
      #expect(image.width == imageNatural, "the image keeps its natural width")
      #expect(image.x + image.width + 6 == title.x)
      #expect(title.x + title.width <= button.x + button.width, "the title stays in the button")
      #expect(
        pango_layout_is_ellipsized(gtk_label_get_layout(OpaquePointer(toggle.peer.parts.label!)))
          != 0, "and is ellipsized")
    }

    @Test("B11: a wrapping title beside an image gets the height its lines need (height for width)")
    func wrappedTitleGetsItsHeight() throws {
      let window = ThemeWindow(width: 160)
      defer { window.close() }
      let toggle = pushToggle("A title long enough to wrap onto several lines in the room")
      toggle.wrapsTitle = true
      let (button, _, title) = try laidOut(toggle, in: window, fill: true)
      let label = toggle.peer.parts.label!
      #expect(
        gtk_widget_get_request_mode(toggle.widget) == GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH,
        "as its wrapping label")
      var needed: Int32 = 0
      gtk_widget_measure(
        label, GTK_ORIENTATION_VERTICAL, Int32(title.width), &needed, nil, nil, nil)
      var oneLine: Int32 = 0
      gtk_widget_measure(label, GTK_ORIENTATION_VERTICAL, -1, &oneLine, nil, nil, nil)
      #expect(needed > oneLine, "the title wraps at \(title.width) px")
      #expect(title.height >= Int(needed), "its \(needed) px fit: it got \(title.height)")
      #expect(button.height > Int(oneLine))
    }

    @Test("B11: an image alone fills the button, as a GtkToggleButton's icon does")
    func imageAlone() throws {
      let window = ThemeWindow()
      defer { window.close() }
      let toggle = pushToggle("")
      gtk_widget_set_size_request(toggle.widget, 120, -1)
      let (button, image, _) = try laidOut(toggle, in: window)
      #expect(gtk_widget_get_visible(toggle.peer.parts.label!) == 0)
      #expect(image.width > naturalWidth(toggle.peer.parts.picture!), "it takes the button's width")
      #expect(abs((image.x - button.x) - (button.x + button.width - image.x - image.width)) <= 1)
      #expect(gtk_widget_has_css_class(toggle.widget, "image-button") != 0)
      #expect(gtk_widget_has_css_class(toggle.widget, "image-text-button") == 0)
    }

    @Test("B18: the pending spinner takes the title's place, and the button keeps its width")
    func spinnerInTheTitlesPlace() throws {
      let window = ThemeWindow()
      defer { window.close() }
      let toggle = pushToggle("Bold")
      let held = HeldCommits(toggle, .optimistic)
      let (before, image, title) = try laidOut(toggle, in: window)
      toggle.coordinator.keyDown(.enter)
      ThemeWindow.settle()
      #expect(toggle.isPending)
      let spinner = try #require(toggle.peer.parts.spinner)
      #expect(window.bounds(of: toggle.widget).width == before.width, "the button keeps its width")
      #expect(window.bounds(of: toggle.peer.parts.picture!).x == image.x, "the image stays put")
      #expect(window.bounds(of: toggle.peer.parts.label!) == title, "the title keeps its place")
      #expect(
        Int(gtk_widget_get_width(spinner)) <= title.width, "the spinner fits the title's place")
      // Its centre: the theme spins it with a CSS transform, so its bounds turn with it.
      let place = window.bounds(of: spinner)
      let centre = Double(place.x) + Double(place.width) / 2
      let titleCentre = Double(title.x) + Double(title.width) / 2
      #expect(abs(centre - titleCentre) <= 1, "centred on the title: \(centre) and \(titleCentre)")
      toggle.coordinator.completeCommit(held.requests[0], with: .success)
      ThemeWindow.settle()
      #expect(!toggle.isPending)
    }
  }
#endif
