#if os(Linux)
  import CGtk4

  /// Renders toggles in many states into one labelled PNG, with no display.
  public enum ContactSheet {
    /// One row of the sheet: a name and how that toggle looks.
    public struct Row {
      /// Shown at the row's start.
      public var name: String
      /// The toggle's look.
      public var appearance: ToggleAppearance
      /// Whether the row has a mixed column entry; toggles that cannot be mixed show a dash.
      public var allowsMixed: Bool

      /// Creates a row.
      public init(name: String, appearance: ToggleAppearance, allowsMixed: Bool = false) {
        self.name = name
        self.appearance = appearance
        self.allowsMixed = allowsMixed
      }
    }

    /// The columns: a name and the state drawn there.
    public static let columns: [(name: String, state: ControlState)] = [
      ("off", .normal), ("on", .on), ("pressed", .highlighted), ("focused", .focused),
      ("disabled", .disabled), ("mixed", .mixed),
    ]

    /// An error writing the sheet.
    public struct WriteError: Error, CustomStringConvertible {
      /// What went wrong, with the path.
      public var description: String
    }

    /// Draws every row in every column state and writes a PNG to `path`.
    public static func write(rows: [Row], to path: String, title: String = "ToggleKit gallery")
      throws(WriteError)
    {
      let nameWidth = 200.0
      let cellWidth = 150.0
      let rowHeight = 84.0
      let header = 64.0
      let width = Int32(nameWidth + cellWidth * Double(columns.count) + 20)
      let height = Int32(header + rowHeight * Double(rows.count) + 20)
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
      let cr = cairo_create(surface)!
      defer {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
      }
      ToggleRenderer.setColor(cr, ToggleColor(hex: 0xFAFAFA))
      cairo_paint(cr)
      let ink = ToggleColor(hex: 0x241F31)
      ToggleRenderer.drawText(title, cr, color: ink, leftAlignedIn: (10, 4, 600, 28))
      for (index, column) in columns.enumerated() {
        let x = nameWidth + Double(index) * cellWidth
        ToggleRenderer.drawText(
          column.name, cr, color: ink, leftAlignedIn: (x + 8, 34, cellWidth, 24))
      }
      for (rowIndex, row) in rows.enumerated() {
        let y = header + Double(rowIndex) * rowHeight
        ToggleRenderer.setColor(cr, ToggleColor(red: 0, green: 0, blue: 0, alpha: 0.08))
        cairo_rectangle(cr, 0, y, Double(width), 1)
        cairo_fill(cr)
        ToggleRenderer.drawText(
          row.name, cr, color: ink, leftAlignedIn: (10, y, nameWidth - 10, rowHeight))
        for (index, column) in columns.enumerated() {
          let x = nameWidth + Double(index) * cellWidth
          if column.state == .mixed && !row.allowsMixed {
            ToggleRenderer.drawText("–", cr, color: ink, leftAlignedIn: (x + 60, y, 20, rowHeight))
            continue
          }
          let size = row.appearance.naturalSize(in: column.state)
          let drawWidth = min(size.width, cellWidth - 16)
          let drawHeight = min(size.height, rowHeight - 12)
          cairo_save(cr)
          cairo_translate(cr, x + 8, y + (rowHeight - drawHeight) / 2)
          ToggleRenderer.draw(
            row.appearance.content(
              for: column.state, showsFocusRing: column.state.contains(.focused)),
            in: cr, width: drawWidth, height: drawHeight)
          cairo_restore(cr)
        }
      }
      cairo_surface_flush(surface)
      let status = cairo_surface_write_to_png(surface, path)
      guard status == CAIRO_STATUS_SUCCESS else {
        throw WriteError(
          description: "cannot write '\(path)': \(String(cString: cairo_status_to_string(status)))")
      }
    }
  }
#endif
