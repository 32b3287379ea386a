#if os(Linux)
  import CGtk4

  /// The GTypes and GObject internals the C library (`libtogglekit-gtk-1`) exports, for its
  /// `ToggleKitC` module only.
  @_spi(ToggleKitC) public enum GObjectTypes {
    /// `ToggleKitGroup`.
    public static var group: GType { GroupType.type }
    /// `ToggleKitCommit`.
    public static var commit: GType { CommitType.type }
    /// `ToggleKitLook`.
    public static var look: GType { WidgetType.lookEnumType }
    /// `ToggleKitValue`.
    public static var value: GType { WidgetType.valueEnumType }
    /// `ToggleKitCommitFailure`.
    public static var commitFailure: GType { WidgetType.commitFailureEnumType }
    /// `ToggleKitCommitPolicy`.
    public static var commitPolicy: GType { WidgetType.commitPolicyEnumType }

    /// The group a `ToggleKitGroup` holds; nil for another object.
    @MainActor
    public static func group(of object: UnsafeMutableRawPointer) -> ToggleGroup? {
      GroupType.state(of: object)?.group
    }

    /// Whether `object` is a `ToggleKitCommit`.
    public static func isCommit(_ object: UnsafeMutableRawPointer?) -> Bool {
      object.map { tk_is_widget_of_type($0, CommitType.type) != 0 } ?? false
    }

    /// Answers a `ToggleKitCommit`: success commits the change, a failure rolls it back
    /// with `message`; an answered or withdrawn commit changes nothing.
    @MainActor
    public static func answer(
      _ commit: UnsafeMutableRawPointer, succeeded: Bool, message: String? = nil
    ) {
      guard let state = CommitType.state(of: commit) else { return }
      if succeeded { state.succeed() } else { state.fail(message) }
    }
  }
#endif
