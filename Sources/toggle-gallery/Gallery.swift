#if os(Linux)
  import CGtk4
  import Glibc
  import ToggleKitGTK

  /// Views a widget pointer as a pointer to one of its GTK subclasses' structs.
  func cast<T>(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
  }

  /// The gallery window: every kind of toggle, an event log, and a line on stdout per user change.
  @MainActor
  final class Gallery {
    private var toggles: [ToggleButton] = []
    private var streamReaders: [Task<Void, Never>] = []
    /// The groups; their members hold them too.
    private var groups: [ToggleGroup] = []
    private var logBuffer: UnsafeMutablePointer<GtkTextBuffer>?
    let window: UnsafeMutablePointer<GtkWidget>

    init(images: [String: String]) {
      window = gtk_window_new()
      gtk_window_set_title(cast(window), "ToggleKit Gallery")
      gtk_window_set_default_size(cast(window), 760, 640)

      let columns = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 16)!
      let grid = gtk_grid_new()!
      gtk_grid_set_row_spacing(cast(grid), 12)
      gtk_grid_set_column_spacing(cast(grid), 16)
      gtk_widget_set_margin_start(grid, 16)
      gtk_widget_set_margin_top(grid, 16)
      gtk_box_append(cast(columns), grid)

      let logView = gtk_text_view_new()!
      gtk_text_view_set_editable(cast(logView), 0)
      gtk_text_view_set_cursor_visible(cast(logView), 0)
      gtk_widget_set_focusable(logView, 0)
      // Wrapped, with no horizontal scrollbar: GTK 4.8 warns about snapshotting a
      // horizontal scrollbar that is laid out again on every line.
      gtk_text_view_set_wrap_mode(cast(logView), GTK_WRAP_WORD_CHAR)
      logBuffer = gtk_text_view_get_buffer(cast(logView))
      let scroller = gtk_scrolled_window_new()!
      gtk_scrolled_window_set_child(OpaquePointer(scroller), logView)
      gtk_scrolled_window_set_policy(
        OpaquePointer(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
      gtk_widget_set_hexpand(scroller, 1)
      gtk_widget_set_vexpand(scroller, 1)
      gtk_widget_set_size_request(scroller, 280, -1)
      gtk_box_append(cast(columns), scroller)
      gtk_window_set_child(cast(window), columns)

      var row: Int32 = 0
      func add(_ description: String, _ widgets: [UnsafeMutablePointer<GtkWidget>]) {
        let label = gtk_label_new(description)!
        gtk_label_set_xalign(OpaquePointer(label), 0)
        gtk_grid_attach(cast(grid), label, 0, row, 1, 1)
        for (index, widget) in widgets.enumerated() {
          gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
          gtk_widget_set_halign(widget, GTK_ALIGN_START)
          gtk_grid_attach(cast(grid), widget, Int32(1 + index), row, 1, 1)
        }
        row += 1
      }

      // Seed 000: an image toggle whose action titles it ON/OFF from isOn.
      let power = make("Power")
      loadImages(power, images, pressed: false)
      power.setTitle("OFF", for: .normal)
      power.setTitleColor(.white, for: .normal)
      power.onClick = { [weak power] in
        guard let power else { return }
        power.setTitle(power.isOn ? "ON" : "OFF", for: .normal)
      }
      gtk_widget_set_size_request(power.widget, 128, 96)
      add("Seed 000: image toggle", [power.widget])

      // Seed 001: on, off and highlighted images, and an autotoggle switch beside it.
      let recipe = make("Lamp")
      loadImages(recipe, images, pressed: true)
      let autotoggle = make("Lamp toggles itself", look: .switch)
      autotoggle.isOn = true
      autotoggle.onToggle = { [weak recipe] isOn in recipe?.autotoggle = isOn }
      recipe.onClick = { [weak self, weak recipe] in
        guard let recipe, !recipe.autotoggle else { return }
        self?.log("Lamp: clicked with autotoggle off; the app keeps the value")
      }
      add("Seed 001: recipe toggle", [recipe.widget, autotoggle.widget])

      // Seed 003: titles per state and a closure that prints the state.
      let closure = make("Notifications")
      closure.setTitle("OFF", for: .normal)
      closure.setTitle("ON", for: .on)
      closure.setBackgroundColor(ToggleColor(hex: 0x3584E4), for: .normal)
      closure.setBackgroundColor(ToggleColor(hex: 0x26A269), for: .on)
      closure.setTitleColor(.white, for: .normal)
      gtk_widget_set_size_request(closure.widget, 100, 50)
      add("Seed 003: closure toggle", [closure.widget])

      add("Drawn switch", [make("Wi-Fi", look: .switch).widget])
      add("Drawn checkbox", [make("Remember me", look: .checkbox).widget])

      // Groups (G1-G7): exclusive with a required selection, exclusive optional, and a
      // multiple group with a derived "select all".
      let alignment = ToggleGroup(mode: .exclusive(selectionRequired: true))
      let alignments = ["Left", "Center", "Right"].map { make($0) }
      for toggle in alignments { toggle.join(alignment) }
      alignment.select(alignments[0])
      watch(alignment, named: "Alignment")
      add("Group: alignment (exclusive, required)", [boxed("Alignment", alignments)])

      let viewMode = ToggleGroup(mode: .exclusive(selectionRequired: false))
      let modes = ["List", "Grid"].map { make($0, look: .radio) }
      for toggle in modes { toggle.join(viewMode) }
      watch(viewMode, named: "View")
      add("Group: view (exclusive, optional)", [boxed("View", modes)])

      let toppings = ToggleGroup(mode: .multiple)
      let all = make("All extras", look: .checkbox)
      let extras = ["Cheese", "Olives", "Mushrooms"].map { make($0, look: .checkbox) }
      for toggle in extras { toggle.join(toppings) }
      extras[1].isOn = true
      all.becomeSelectAll(of: toppings)
      watch(toppings, named: "Toppings")
      add("Group: toppings (multiple, select all)", [boxed("Toppings", [all] + extras)])
      groups.append(contentsOf: [alignment, viewMode, toppings])

      let disabled = make("Bluetooth")
      disabled.isOn = true
      disabled.isEnabled = false
      add("Disabled", [disabled.widget])

      // A veto: while the lock is on, screen sharing refuses to change.
      let lock = make("Lock sharing", look: .checkbox)
      lock.isOn = true
      let protected = make("Share screen")
      protected.shouldToggle = { [weak self, weak lock] isOn in
        guard let lock, lock.isOn else { return true }
        self?.log("Share screen: vetoed turning \(isOn ? "on" : "off") (Lock sharing)")
        return false
      }
      add("Veto", [protected.widget, lock.widget])

      // Async commits (B17-B22): work that succeeds after 0.5 s, always fails, never answers.
      let save = make("Cloud sync", look: .switch)
      save.setCommit(.optimistic) { _ in try await Task.sleep(nanoseconds: 500_000_000) }
      let failing = make("Always fails", look: .checkbox)
      failing.setCommit(.optimistic) { _ in
        try await Task.sleep(nanoseconds: 300_000_000)
        throw GalleryError.serverRefused
      }
      let silent = make("Never answers")
      silent.setCommit(.confirmed, timeout: 2) { _ in
        // Waits until the timeout cancels it.
        while !Task.isCancelled { try? await Task.sleep(nanoseconds: 50_000_000) }
      }
      add("Async (0.5 s, fails, times out)", [save.widget, failing.widget, silent.widget])

      // A mnemonic, as GtkButton's use-underline: Alt+B toggles it.
      let bold = make("_Bold")
      bold.usesUnderline = true
      add("Mnemonic (Alt+B)", [bold.widget])

      log("Gallery ready: click, drag, or use Tab, Space and Enter")
    }

    /// The members in a box that screen readers read as the group, by name (G7).
    private func boxed(_ name: String, _ members: [ToggleButton]) -> UnsafeMutablePointer<GtkWidget>
    {
      let box = ToggleGroup.makeLabelledBox(name)
      for member in members {
        gtk_box_append(cast(box), member.widget)
      }
      return box
    }

    /// Prints `group: NAME -> MEMBER,MEMBER` (or `-> none`) for each user change of a group.
    private func watch(_ group: ToggleGroup, named name: String) {
      group.onChange = { [weak self, weak group] change in
        guard let group else { return }
        let members = change.newSelection.compactMap { id in
          group.member(id).flatMap { ToggleButton(member: $0)?.label }
        }
        let list = members.isEmpty ? "none" : members.joined(separator: ",")
        self?.log("\(name): \(list) (\(change.cause))")
        if change.cause == .user { Gallery.printLine("group: \(name) -> \(list)") }
      }
    }

    private func make(_ name: String, look: ToggleLook = .push) -> ToggleButton {
      let toggle = ToggleButton(label: name, look: look)
      // The change stream (B15), read with `for await` inside the GLib loop (MainActorBridge).
      let changes = toggle.changes
      streamReaders.append(
        Task { @MainActor in
          for await change in changes {
            Gallery.printLine(
              "stream: \(name) \(change.oldValue) -> \(change.newValue) (\(change.cause)\(Gallery.phaseNote(change.phase)))"
            )
          }
        })
      toggle.onChange = { [weak self, weak toggle] change in
        self?.log("\(name): \(change.oldValue) → \(change.newValue) (\(change.cause))")
        switch (change.phase, change.cause) {
        case (.pending, _):
          Gallery.printLine("pending: \(name) \(change.newValue)")
          self?.log("\(name): saving \(change.newValue)…")
        case (.rolledBack(let failure), _):
          Gallery.printLine("rolled back: \(name) \(change.newValue) (\(failure))")
          self?.log("\(name): not saved (\(failure)); back to \(change.newValue)")
        case (.cancelled, _):
          Gallery.printLine("cancelled: \(name) \(change.newValue)")
        case (.committed, .user):
          if toggle?.hasCommit == true {
            Gallery.printLine("committed: \(name) \(change.newValue)")
          }
          Gallery.printLine("toggled: \(name) \(change.newValue)")
        case (.committed, .programmatic):
          Gallery.printLine("set by code: \(name) \(change.newValue)")
        }
      }
      toggles.append(toggle)
      return toggle
    }

    private func loadImages(_ toggle: ToggleButton, _ images: [String: String], pressed: Bool) {
      do {
        if let off = images["Toggle off"] { try toggle.setOffImage(fromFile: off) }
        if let on = images["Toggle on"] { try toggle.setOnImage(fromFile: on) }
        if pressed, let image = images["Toggle pressed"] {
          try toggle.setPressedImage(fromFile: image)
        }
      } catch {
        log("\(toggle.label): \(error); using the theme's look")
      }
    }

    func log(_ line: String) {
      guard let logBuffer else { return }
      var end = GtkTextIter()
      gtk_text_buffer_get_end_iter(logBuffer, &end)
      gtk_text_buffer_insert(logBuffer, &end, line + "\n", -1)
    }

    /// ", pending" and the like for an async commit's phases; nothing for a plain change.
    static func phaseNote(_ phase: ToggleChange.Phase) -> String {
      switch phase {
      case .committed: ""
      case .pending(let policy): ", pending \(policy.rawValue)"
      case .rolledBack(let failure): ", rolled back: \(failure)"
      case .cancelled: ", cancelled"
      }
    }

    /// Writes a line to stdout at once (unbuffered), so a test reading the pipe sees it immediately.
    static func printLine(_ text: String) {
      var line = text + "\n"
      line.withUTF8 { bytes in _ = write(1, bytes.baseAddress, bytes.count) }
    }

    /// Prints each toggle's centre in window coordinates, for the end-to-end tests' real clicks.
    func printLayout() {
      for toggle in toggles {
        var point = graphene_point_t()
        var centre = graphene_point_t(
          x: Float(gtk_widget_get_width(toggle.widget)) / 2,
          y: Float(gtk_widget_get_height(toggle.widget)) / 2)
        guard gtk_widget_compute_point(toggle.widget, window, &centre, &point) != 0 else {
          continue
        }
        Gallery.printLine("layout: \(toggle.label)|\(Int(point.x))|\(Int(point.y))")
      }
      // The running GTK, so the end-to-end checks expect the roles this version gives the natives.
      Gallery.printLine(
        "gtk: \(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())")
      Gallery.printLine("layout: done")
    }

    /// Prints every toggle's value and the value its last frame drew; on SIGUSR1, for the stress run.
    func printStates() {
      for toggle in toggles {
        let drawn = toggle.lastDrawnState.map { state -> String in
          state.contains(.on) ? "on" : state.contains(.mixed) ? "mixed" : "off"
        }
        Gallery.printLine("state: \(toggle.label)|\(toggle.value)|\(drawn ?? "none")")
      }
      Gallery.printLine("state: done")
    }

    /// Shows the window; the application's main loop runs it, and closing it quits.
    func present() {
      gtk_window_present(cast(window))
      g_unix_signal_add(
        SIGUSR1,
        { data in
          nonisolated(unsafe) let data = data
          MainActor.assumeIsolated {
            Unmanaged<Gallery>.fromOpaque(data!).takeUnretainedValue().printStates()
          }
          return 1  // G_SOURCE_CONTINUE
        }, Unmanaged.passUnretained(self).toOpaque())
      if getenv("TOGGLE_GALLERY_LAYOUT") != nil {
        SyncKey.install(on: window)
        NextFrame.whenDrawn(window) { [weak self] in self?.printLayout() }
      }
    }
  }

  /// What the gallery's failing async toggle's pretend server says.
  enum GalleryError: Error, CustomStringConvertible {
    case serverRefused
    var description: String { "the server refused the change" }
  }
#endif
