#if os(Linux)
  import CGtk4
  @_spi(ToggleKitC) import ToggleKitGTK

  /// The checks every C entry point makes before it touches a toggle, as GTK's
  /// `g_return_if_fail`: a wrong call gets GLib's critical naming the function and the
  /// failed check, and changes nothing.
  enum CallChecks {
    /// Whether the call comes from the main thread, where GTK and ToggleKit run; else a critical.
    static func onMainThread(_ function: StaticString) -> Bool {
      // A copy that does not own ToggleKit's types said why once, as it loaded; its calls
      // return at once.
      guard GObjectTypes.ownsTypes else { return false }
      if GObjectTypes.isOnMainThread { return true }
      tk_critical(
        "\(function): called off the main thread; GTK and ToggleKit are used from the main thread only"
      )
      return false
    }

    /// Runs main-actor code from a C entry point that ``onMainThread(_:)`` checked.
    static func run<Result>(_ body: @MainActor () -> Result) -> Result {
      withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> Result).self)()
      }
    }

    /// The widget of a `ToggleKitButton`, or nil with a critical for anything else.
    static func button(_ pointer: OpaquePointer?, _ function: StaticString)
      -> UnsafeMutablePointer<GtkWidget>?
    {
      guard onMainThread(function) else { return nil }
      guard let pointer,
        tk_is_widget_of_type(UnsafeMutableRawPointer(pointer), ToggleButton.gType) != 0
      else {
        fail(function, "TOGGLE_KIT_IS_BUTTON (self)")
        return nil
      }
      return UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWidget.self)
    }

    /// The `ToggleKitButton` named by `argument`, or nil with a critical naming it.
    static func member(_ pointer: OpaquePointer?, _ function: StaticString) -> ToggleButton? {
      guard let pointer,
        tk_is_widget_of_type(UnsafeMutableRawPointer(pointer), ToggleButton.gType) != 0
      else {
        fail(function, "TOGGLE_KIT_IS_BUTTON (button)")
        return nil
      }
      nonisolated(unsafe) let widget = UnsafeMutableRawPointer(pointer).assumingMemoryBound(
        to: GtkWidget.self)
      return run {
        ToggleButton(wrapping: widget)
      }
    }

    /// The group of a `ToggleKitGroup`, or nil with a critical for anything else.
    static func group(_ pointer: OpaquePointer?, _ function: StaticString) -> ToggleGroup? {
      guard onMainThread(function) else { return nil }
      nonisolated(unsafe) let object = pointer.map { UnsafeMutableRawPointer($0) }
      let group = run { object.flatMap { GObjectTypes.group(of: $0) } }
      guard let group else {
        fail(function, "TOGGLE_KIT_IS_GROUP (self)")
        return nil
      }
      return group
    }

    /// A `ToggleKitCommit`, or nil with a critical for anything else.
    static func commit(_ pointer: OpaquePointer?, _ function: StaticString)
      -> UnsafeMutableRawPointer?
    {
      guard onMainThread(function) else { return nil }
      return commitFromAnyThread(pointer, function)
    }

    /// A `ToggleKitCommit`, checked from any thread (its type check is GObject's, which is
    /// thread-safe), or nil with a critical: for the answers, which any thread may give.
    static func commitFromAnyThread(_ pointer: OpaquePointer?, _ function: StaticString)
      -> UnsafeMutableRawPointer?
    {
      guard GObjectTypes.ownsTypes else { return nil }
      guard let pointer, GObjectTypes.isCommit(UnsafeMutableRawPointer(pointer)) else {
        fail(function, "TOGGLE_KIT_IS_COMMIT (self)")
        return nil
      }
      return UnsafeMutableRawPointer(pointer)
    }

    /// A string argument that may not be NULL, or nil with a critical.
    static func text(
      _ pointer: UnsafePointer<CChar>?, _ function: StaticString, _ name: StaticString
    )
      -> UnsafePointer<CChar>?
    {
      guard let pointer else {
        fail(function, "\(name) != NULL")
        return nil
      }
      return pointer
    }

    /// The strings of a NULL-terminated array that may not be NULL, or nil with a critical.
    static func strv(
      _ pointer: UnsafePointer<UnsafePointer<CChar>?>?, _ function: StaticString,
      _ name: StaticString
    ) -> [String]? {
      guard let pointer else {
        fail(function, "\(name) != NULL")
        return nil
      }
      return identifiers(pointer, function, name)
    }

    /// An identifier (a store's item, a tree's node), or nil with a critical for text that is
    /// not UTF-8: read as a Swift string, two identifiers that differ only in such bytes would
    /// become one item or node (T6, L4).
    static func identifier(
      _ pointer: UnsafePointer<CChar>, _ function: StaticString, _ name: StaticString
    ) -> String? {
      guard g_utf8_validate(pointer, -1, nil) != 0 else {
        fail(function, "g_utf8_validate (\(name), -1, NULL)")
        return nil
      }
      return String(cString: pointer)
    }

    /// An identifier argument that may not be NULL, or nil with a critical.
    static func identifier(
      _ pointer: UnsafePointer<CChar>?, _ function: StaticString, _ name: StaticString
    ) -> String? {
      text(pointer, function, name).flatMap { identifier($0, function, name) }
    }

    /// A nullable identifier argument (NULL: the top of a tree): `.some(nil)` for NULL, nil
    /// with a critical for text that is not UTF-8.
    static func optionalIdentifier(
      _ pointer: UnsafePointer<CChar>?, _ function: StaticString, _ name: StaticString
    ) -> String?? {
      guard let pointer else { return .some(nil) }
      return identifier(pointer, function, name).map { .some($0) }
    }

    /// The identifiers of a NULL-terminated array (empty for NULL); one that is not UTF-8 is
    /// left out with a critical, and the others are taken.
    static func identifiers(
      _ array: UnsafePointer<UnsafePointer<CChar>?>?, _ function: StaticString,
      _ name: StaticString
    ) -> [String] {
      guard let array else { return [] }
      var result: [String] = []
      var index = 0
      while let string = array[index] {
        if let id = identifier(string, function, name) { result.append(id) }
        index += 1
      }
      return result
    }

    /// GLib's `g_return_if_fail` critical: "FUNCTION: assertion 'EXPRESSION' failed".
    static func fail(_ function: StaticString, _ expression: String) {
      tk_return_if_fail_warning(function.cString, expression)
    }
  }

  extension StaticString {
    /// The string's bytes as a C string; static strings are NUL-terminated and live forever.
    var cString: UnsafePointer<CChar> {
      UnsafeRawPointer(utf8Start).assumingMemoryBound(to: CChar.self)
    }
  }
#endif
