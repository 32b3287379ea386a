#if os(Linux)
  import CGtk4
  import Glibc

  /// The app's colours over the theme, as classes of the display's ColorStyleSheet (B11).
  extension WidgetPeer {

    /// Puts the classes of the app's colours for this state on the parts' own nodes, so the
    /// theme's shape, border and transitions stay and only the colours change.
    func applyColors(for state: ControlState) {
      // Most toggles have no colours of their own and show none: nothing to put on or take
      // off, and no need to ask GTK which classes a node has, on every change of state.
      if appearance.backgroundColors.isEmpty, appearance.titleColors.isEmpty,
        parts.backgroundClass == nil, parts.titleColorClass == nil, parts.retainedClasses.isEmpty
      {
        return
      }
      retainColorClasses()
      var released = state
      released.remove(.highlighted)
      let sheetColor = appearance.backgroundColors.resolve(state)
      let background = sheetColor.map { Self.className(of: $0, .background) }
      Self.swapClass(on: backgroundNode, from: parts.backgroundClass, to: background)
      parts.backgroundClass = background
      // Pressed must look different: with no colour of its own it darkens (core table).
      let shaded =
        sheetColor != nil && state.contains(.highlighted)
        && appearance.backgroundColors.resolve(released) == sheetColor
      Self.setClass(backgroundNode, ColorStyleSheet.shadedClass, shaded)
      // Disabled dims only a colour it inherited; one the app gave for disabled shows as given.
      let dimmed =
        sheetColor != nil && state.contains(.disabled)
        && !(appearance.backgroundColors.resolvedState(state)?.contains(.disabled) ?? false)
      Self.setClass(backgroundNode, ColorStyleSheet.dimmedClass, dimmed)
      if let label = parts.label {
        let title = appearance.titleColors.resolve(state).map { Self.className(of: $0, .title) }
        Self.swapClass(on: label, from: parts.titleColorClass, to: title)
        parts.titleColorClass = title
      }
      parts.dropColorsIfUnused()
    }

    /// Holds a sheet class for every colour the tables hold, once per change of the tables.
    private func retainColorClasses() {
      let tables = (appearance.backgroundColors, appearance.titleColors)
      if let retained = parts.retainedTables, retained.background == tables.0,
        retained.title == tables.1
      {
        return
      }
      let previous = parts.retainedClasses
      // Most toggles have no colours of their own: nothing to hold, and no sheet to make.
      if previous.isEmpty, tables.0.isEmpty, tables.1.isEmpty {
        parts.retainedTables = tables
        return
      }
      guard let sheet = ColorStyleSheet.shared else { return }
      var classes: [String] = []
      for (table, kind) in [(tables.0, ColorStyleSheet.Kind.background), (tables.1, .title)] {
        for state in table.explicitStates {
          guard let color = table[exactly: state] else { continue }
          classes.append(sheet.retain(color, as: kind))
        }
      }
      for name in previous { sheet.release(name) }
      parts.retainedClasses = classes
      parts.retainedTables = tables
    }

    private static func className(of color: ToggleColor, _ kind: ColorStyleSheet.Kind) -> String {
      ColorStyleSheet.shared?.name(for: color, kind) ?? ""
    }

    private static func swapClass(
      on node: UnsafeMutablePointer<GtkWidget>, from current: String?, to next: String?
    ) {
      guard current != next else { return }
      if let current { gtk_widget_remove_css_class(node, current) }
      if let next { gtk_widget_add_css_class(node, next) }
    }
  }
#endif
