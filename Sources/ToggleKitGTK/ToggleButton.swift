#if os(Linux)
  import CGtk4
  @_spi(ToggleKitTools) import ToggleKit

  /// A GTK 4 toggle button: a real GtkWidget of one of ToggleKit's types (`ToggleKitToggleButton`,
  /// `ToggleKitCheckButton`, `ToggleKitRadioButton`, `ToggleKitSwitch`), driven by the ToggleKit core.
  ///
  /// GTK's theme draws it as the native widget its ``look`` names (GtkToggleButton,
  /// GtkCheckButton, GtkSwitch), from the same CSS nodes and state flags.
  /// It flips when a press is released inside, or on Space (key up) and
  /// Enter, and tells the app through ``onToggle``, the GObject signals
  /// `toggled` (any change of `active`), `toggled-by-user`, `clicked`,
  /// `notify::value` (any change of the value shown, mixed included), `notify::active`,
  /// and the ``changes`` stream. Setting the
  /// value from code sends no user notification (B2): `notify::active` and
  /// `toggled` (after the notify, as `GtkCheckButton`'s `set_active`), never `toggled-by-user`.
  ///
  /// This object is a handle: it holds one GObject reference to ``widget``.
  /// Put ``widget`` in a container as any GtkWidget; the widget and its state
  /// live while anything references it. Handlers stored in ``onToggle`` and
  /// friends live with the widget: capture the handle weakly in them. A handler
  /// that holds it strongly is dropped when the widget is disposed, or when it
  /// left a destroyed window and is in no window once the main loop is idle.
  ///
  /// ### CSS nodes
  ///
  /// Each look is the CSS node tree of the GTK widget it stands beside, so Adwaita, its dark
  /// variant, HighContrast, app CSS written for GTK's own widgets, the font settings and
  /// right-to-left apply as they do to the natives:
  ///
  /// ```
  /// button.toggle.togglekit       push, like GtkToggleButton (.text-button, .image-button
  /// │                             or, with both, .image-text-button as libadwaita's)
  /// ├── [picture]                 the app's images, when any is set; before the label
  /// ╰── label
  ///
  /// checkbutton.togglekit         checkbox, like GtkCheckButton (.text-button with a label)
  /// ├── check                     (or [picture])
  /// ╰── label
  ///
  /// checkbutton.togglekit.grouped radio, like a GtkCheckButton in a group
  /// ├── radio                     (or [picture])
  /// ╰── label
  ///
  /// togglekit.togglekit           switch: a GtkSwitch's nodes beside a label
  /// ├── switch                    (or [picture])
  /// │   ├── image                 the on and off marks, as GtkSwitch has
  /// │   ├── image
  /// │   ╰── slider
  /// ╰── label
  /// ```
  ///
  /// State pseudo-classes follow the core: `:active` while pressed, `:checked` when on,
  /// `:indeterminate` when mixed, `:disabled` (an insensitive parent's too), `:hover`,
  /// `:focus-visible`, `:dir(rtl)`; `.pending` while a save runs. Target ToggleKit's toggles
  /// alone with the `.togglekit` class (`button.togglekit { … }`). The label is a real
  /// `GtkLabel`: the theme's font and colour, `ellipsize` and `wrap` (properties, as on
  /// GtkLabel), baselines, and a size that follows per-state titles. What the app sets per state
  /// draws over the theme (B11, B12): background and title colours become CSS on the node the
  /// theme paints (pressed with no colour of its own darkens, disabled fades), images draw in the
  /// picture node and cross-fade. The theme's own transitions animate colours, as for the
  /// natives, also for changes made from code (`setOn(_:animated: false)` only skips ToggleKit's
  /// own motion); the switch's slider moves and images cross-fade unless
  /// `gtk-enable-animations` is off. How the looks still differ from the natives, and why, is in
  /// <doc:BehavingAsAGTKWidget>.
  ///
  /// ### Accessibility
  ///
  /// The accessible role is the native twin's on the GTK that runs, decided at run time, so a
  /// build made on GTK 4.8 is right on 4.18: push is GtkToggleButton's (BUTTON with PRESSED on
  /// 4.8, TOGGLE_BUTTON with PRESSED from 4.10), checkbox CHECKBOX, radio RADIO and switch
  /// SWITCH, with CHECKED. The label is the accessible name and never changes with the state.
  /// Assistive technology is told only what changed, so a screen reader hears each change once.
  /// AT-SPI's Action interface offers `click` on a push toggle (as `GtkButton`) and `toggle` on
  /// a checkbox or switch (as `GtkSwitch`); `doAction(0)` toggles. A pending save sets BUSY.
  ///
  /// Checked by hand with Orca 43 (headless, its speech log), beside the natives: "Wi-Fi check
  /// box not checked" on focus and "checked" once on Space, as for `GtkCheckButton` and
  /// `GtkSwitch`; like a native mixed `GtkCheckButton`, a mixed one is read "partially checked"
  /// twice on focus (GTK 4.8 and Orca 43 do that for both). The test command compares Orca's
  /// speech for each look with its native twin's (`Tests/EndToEnd/orca-check.sh`). Group boxes
  /// from `ToggleGroup.makeLabelledBox` have the GROUP role and their name on every GTK (4.10
  /// makes a plain `GtkBox` GENERIC, an unnamed panel).
  @MainActor
  public final class ToggleButton {
    /// The GtkWidget, to add to containers and pass to GTK functions.
    public let widget: UnsafeMutablePointer<GtkWidget>
    let peer: WidgetPeer

    /// The abstract base GType, `ToggleKitButton`, that every look's type derives from.
    nonisolated public static var gType: GType { WidgetType.type }

    /// The GType of a look's widgets: `ToggleKitToggleButton`, `ToggleKitCheckButton`,
    /// `ToggleKitRadioButton` or `ToggleKitSwitch`.
    nonisolated public static func gType(for look: ToggleLook) -> GType {
      WidgetType.type(for: look)
    }

    /// Uses the gettext catalogs of ToggleKit's phrases in `directory`
    /// (`DIRECTORY/LANG/LC_MESSAGES/togglekit-gtk-1.mo`, made from `po/` with `msgfmt`).
    ///
    /// An app that uses this package directly calls it with the folder it installs those
    /// catalogs in; the C library, libtogglekit-gtk-1, needs no call: it binds the domain to
    /// the locale folder of its install as it loads. Without it, gettext looks in its default
    /// folder (`/usr/share/locale`); for a language with no catalog, the phrases built in (the
    /// same translations, made from `po/`) are spoken. An installed catalog wins.
    public static func useTranslations(in directory: String) {
      Translations.use(catalogsIn: directory)
    }

    /// Registers every ToggleKit type with GObject, so a GtkBuilder file can name them.
    ///
    /// GtkBuilder finds a type it has not seen by calling a C function derived from
    /// its name (`toggle_kit_check_button_get_type`), which a Swift package does not
    /// export: call this once before loading a `.ui` file, as `adw_init` does for
    /// libadwaita. Calling it again does nothing.
    public static func registerTypes() {
      for look in ToggleLook.allCases { g_type_ensure(WidgetType.type(for: look)) }
    }

    /// How many ToggleKit widgets exist now (their Swift state not yet freed); for leak checks.
    public static var liveWidgetCount: Int { WidgetPeer.liveCount }

    /// Creates a toggle with an accessible name, shown as its title, looking like `look`'s native widget.
    public init(label: String, look: ToggleLook = .push) {
      let widget = WidgetType.make(look: look, label: label)
      g_object_ref_sink(UnsafeMutableRawPointer(widget))
      self.widget = widget
      peer = WidgetPeer.of(widget)!
    }

    /// Wraps a widget made elsewhere (by GtkBuilder, say); nil if it is not a ToggleKit widget.
    public init?(wrapping widget: UnsafeMutablePointer<GtkWidget>) {
      guard let peer = WidgetPeer.of(widget) else { return nil }
      g_object_ref(UnsafeMutableRawPointer(widget))
      self.widget = widget
      self.peer = peer
    }

    #if compiler(>=6.2)
      isolated deinit { resourcesToRelease()() }
    #else
      // No isolated deinit before Swift 6.2: the release goes to the main thread.
      deinit { MainThread.releaseAfterDeinit { resourcesToRelease() } }
    #endif

    /// What the deinit releases on the main thread, holding what it frees and not `self`.
    private func resourcesToRelease() -> @MainActor () -> Void {
      nonisolated(unsafe) let widget = widget
      return { g_object_unref(UnsafeMutableRawPointer(widget)) }
    }

    // MARK: Value

    /// Whether the toggle is on; setting it is programmatic and sends no user notification (B2).
    public var isOn: Bool {
      get { peer.coordinator.value == .on }
      set { peer.coordinator.setValue(ToggleValue(isOn: newValue)) }
    }

    /// The value, mixed included; setting it is programmatic. Mixed needs ``allowsMixed``.
    public var value: ToggleValue {
      get { peer.coordinator.value }
      set { peer.coordinator.setValue(newValue) }
    }

    /// Sets the value from code, cross-fading when `animated` and GTK animations are enabled.
    public func setOn(_ on: Bool, animated: Bool) {
      peer.coordinator.setValue(ToggleValue(isOn: on), animated: animated)
    }

    /// Flips the value from code (mixed goes on) and returns whether it is now on.
    @discardableResult
    public func toggle() -> Bool {
      peer.coordinator.toggle() == .on
    }

    /// Whether the value may be mixed (GTK's "inconsistent").
    public var allowsMixed: Bool {
      get { peer.coordinator.allowsMixed }
      set { peer.setAllowsMixed(newValue) }
    }

    /// Whether a completed activation flips the value (B4); off, only `clicked` and ``onClick`` fire.
    public var autotoggle: Bool {
      get { peer.coordinator.autotoggle }
      set { peer.setAutotoggle(newValue) }
    }

    /// Whether the toggle takes input: GTK's sensitivity (B6).
    public var isEnabled: Bool {
      get { gtk_widget_get_sensitive(widget) != 0 }
      set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    /// The accessible name, also the title when no per-state title is set; it never changes with the value (B13).
    public var label: String {
      get { peer.label }
      set { peer.setLabel(newValue) }
    }

    /// Which native widget the toggle looks like; fixed at creation, as GTK fixes the CSS name and role.
    public var look: ToggleLook { peer.look }

    /// How the title is shortened when the toggle gets less than its natural width, as GtkLabel's `ellipsize`.
    public var ellipsize: PangoEllipsizeMode {
      get { peer.ellipsize }
      set { peer.setEllipsize(newValue) }
    }

    /// Whether an underscore in the label marks its mnemonic, as GtkButton's `use-underline`:
    /// "_Bold" shows "Bold" with B underlined, Alt+B toggles it, and assistive technology reads "Bold".
    public var usesUnderline: Bool {
      get { peer.usesUnderline }
      set { peer.setUsesUnderline(newValue) }
    }

    /// Whether the title wraps onto more lines when the toggle gets less than its natural width.
    public var wrapsTitle: Bool {
      get { peer.wraps }
      set { peer.setWraps(newValue) }
    }

    /// How far outside the widget, in pixels, a held press still counts as inside (B7); 70 by default.
    public var trackingSlop: Double {
      get { peer.coordinator.hitRegion.slop }
      set { peer.coordinator.hitRegion.slop = newValue }
    }

    /// How long the cross-fade lasts, in seconds; 0 turns it off.
    public var animationDuration: Double {
      get { peer.coordinator.feedback.animationDuration }
      set { peer.coordinator.feedback.animationDuration = newValue }
    }

    // MARK: Notifications

    /// Called after each user change with the new value (B3); never for changes made in code.
    public var onToggle: ((_ isOn: Bool) -> Void)? {
      get { peer.onToggle.first }
      set { peer.onToggle = newValue.map { [$0] } ?? [] }
    }

    /// Called after every completed activation, after ``onToggle`` (B9), also with autotoggle off or a veto.
    public var onClick: (() -> Void)? {
      get { peer.onClick.first }
      set { peer.onClick = newValue.map { [$0] } ?? [] }
    }

    /// Called after every change, from the user or from code, with its cause; synchronous, unlike ``changes``.
    public var onChange: ((ToggleChange) -> Void)? {
      get { peer.onChange }
      set { peer.onChange = newValue }
    }

    /// Asked before a user change with the value it would take; `false` vetoes it (B5).
    public var shouldToggle: ((_ isOn: Bool) -> Bool)? {
      get { peer.shouldToggle }
      set { peer.shouldToggle = newValue }
    }

    /// Every change from now on, user and programmatic, with its cause (B15).
    public var changes: AsyncStream<ToggleChange> { peer.coordinator.changes }

    // MARK: Looks (B11, B12)

    /// Loads the image shown while on; throws ``ToggleImageError`` naming the file if it cannot, keeping the look it had.
    public func setOnImage(fromFile path: String) throws(ToggleImageError) {
      try setImage(fromFile: path, for: .on)
    }

    /// Loads the image shown while off (and wherever no other image applies).
    public func setOffImage(fromFile path: String) throws(ToggleImageError) {
      try setImage(fromFile: path, for: .normal)
    }

    /// Loads the image shown while pressed, on or off (`PRPToggleButton`'s highlighted image).
    public func setPressedImage(fromFile path: String) throws(ToggleImageError) {
      try setImage(fromFile: path, for: .highlighted)
    }

    /// Shows `image` for a state: one loaded from a file, a `file://` URI or a `resource:///`
    /// path (``ToggleImage/init(contentsOf:)``), a themed icon (``ToggleImage/init(iconName:)``)
    /// or any `GdkPaintable` (``ToggleImage/init(paintable:)``); nil removes it (B12).
    public func setImage(_ image: ToggleImage?, for state: ControlState) {
      peer.setImage(image, for: state)
    }

    /// Loads an image for any state; nil removes it. On failure the state keeps the image it had.
    public func setImage(fromFile path: String?, for state: ControlState) throws(ToggleImageError) {
      peer.setImage(
        try path.map { path throws(ToggleImageError) in try ToggleImage(contentsOfFile: path) },
        for: state)
    }

    /// Sets the title for a state; the accessible name stays ``label`` (B13).
    public func setTitle(_ title: String?, for state: ControlState) {
      peer.setTitle(title, for: state)
    }

    /// Sets the title colour for a state.
    public func setTitleColor(_ color: ToggleColor?, for state: ControlState) {
      peer.appearance.titleColors[exactly: state] = color
      peer.syncLook()
    }

    /// Sets the background colour for a state.
    public func setBackgroundColor(_ color: ToggleColor?, for state: ControlState) {
      peer.appearance.backgroundColors[exactly: state] = color
      peer.syncLook()
    }

    /// What the app chose for the look, per state; a copy. Setting it applies it all at once
    /// (the look stays the one the toggle was created with).
    public var appearance: ToggleAppearance {
      get { peer.appearance }
      set {
        var applied = newValue
        applied.look = peer.look
        let label = applied.label
        applied.label = peer.label
        peer.appearance = applied
        peer.setLabel(label)
        peer.imagesDidChange()
      }
    }

    /// The state the most recent frame drew, or nil before the first frame; lets tests
    /// check that what is on screen matches the value.
    public var lastDrawnState: ControlState? { peer.lastDrawnState }

    /// The state whose look shows now.
    public var controlState: ControlState { peer.coordinator.controlState }

    /// The core behind the widget, for the project's own tools (the gallery's contact sheet,
    /// the benchmarks) through `@_spi(ToggleKitTools) import ToggleKitGTK`.
    ///
    /// Not for apps: its hooks are the widget's own (the veto it installs, the switch's
    /// `state-set` commit), and replacing them would break it.
    @_spi(ToggleKitTools) public var coordinator: ToggleCoordinator { peer.coordinator }
  }
#endif
