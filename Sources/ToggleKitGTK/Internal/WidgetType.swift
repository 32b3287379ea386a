#if os(Linux)
  import CGtk4
  import Glibc
  @_spi(ToggleKitTools) import ToggleKit

  /// The GTypes of the ToggleKit GTK widgets, registered from Swift on first use: an
  /// abstract `ToggleKitButton` and one final type per look, as GTK has one type per
  /// widget (`ToggleKitToggleButton`, `ToggleKitCheckButton`, `ToggleKitRadioButton`,
  /// `ToggleKitSwitch`).
  ///
  /// The base class holds the properties, signals and vfuncs, which forward to the
  /// widget's ``WidgetPeer``, made in `instance_init`, so widgets made by GtkBuilder
  /// behave exactly like widgets made in Swift. Each look's class sets the CSS name,
  /// the accessible role and the AT-SPI action of the native widget it looks like;
  /// layout is GTK's own (bin or box layout).
  enum WidgetType {
    /// The abstract base type's name.
    static let name = "ToggleKitButton"

    enum Property: UInt32, CaseIterable {
      case active = 1
      case mixed, allowsMixed, autotoggle, label, look, onIcon, offIcon, pressedIcon,
        ellipsize, wrap, useUnderline, actionName, actionTarget, pending, group,
        state, onPaintable, offPaintable, pressedPaintable,
        commitPolicy, commitTimeout, onTitle, offTitle, pressedTitle, value, toggleGroup,
        item

      var name: String {
        switch self {
        case .active: "active"
        case .mixed: "mixed"
        case .allowsMixed: "allows-mixed"
        case .autotoggle: "autotoggle"
        case .label: "label"
        case .look: "look"
        case .onIcon: "on-icon"
        case .offIcon: "off-icon"
        case .pressedIcon: "pressed-icon"
        case .ellipsize: "ellipsize"
        case .wrap: "wrap"
        case .useUnderline: "use-underline"
        case .actionName: "action-name"
        case .actionTarget: "action-target"
        case .pending: "pending"
        case .group: "group"
        case .state: "state"
        case .onPaintable: "on-paintable"
        case .offPaintable: "off-paintable"
        case .pressedPaintable: "pressed-paintable"
        case .commitPolicy: "commit-policy"
        case .commitTimeout: "commit-timeout"
        case .onTitle: "on-title"
        case .offTitle: "off-title"
        case .pressedTitle: "pressed-title"
        case .value: "value"
        case .toggleGroup: "toggle-group"
        case .item: "item"
        }
      }
    }

    nonisolated(unsafe) static var propertySpecs: [Property: UnsafeMutablePointer<GParamSpec>] = [:]
    nonisolated(unsafe) static var parentClass: UnsafeMutablePointer<GtkWidgetClass>?
    nonisolated(unsafe) static var toggledByUserSignal: guint = 0
    nonisolated(unsafe) static var clickedSignal: guint = 0
    nonisolated(unsafe) static var commitFailedSignal: guint = 0
    nonisolated(unsafe) static var toggledSignal: guint = 0
    nonisolated(unsafe) static var stateSetSignal: guint = 0
    nonisolated(unsafe) static var activateSignal: guint = 0
    nonisolated(unsafe) static var commitSignal: guint = 0
    /// Where the instance's retained ``WidgetPeer`` lives: GObject instance-private data, as
    /// G_ADD_PRIVATE gives a C type, so the public struct is GtkWidget's alone and a subclass's
    /// fields never overlap it; an offset, not qdata, which costs an allocation per toggle
    /// and a locked lookup in every vfunc.
    nonisolated(unsafe) static var privateOffset: Int32 = 0
    static func peerSlot(_ object: UnsafeMutableRawPointer) -> UnsafeMutablePointer<
      UnsafeMutableRawPointer?
    > {
      (object + Int(privateOffset)).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }

    /// Registers the abstract base type once and returns it; thread-safe through Swift's
    /// lazy static initialisation.
    static let type: GType = TypeOwnership.register {
      var info = GTypeInfo()
      // ToggleKitButtonClass: GtkWidgetClass and eight pointers of padding, as togglekit.h
      // declares it, so the class can grow without breaking the ABI.
      info.class_size = guint16(
        Int(tk_widget_class_size()) + 8 * MemoryLayout<UnsafeMutableRawPointer?>.stride)
      info.class_init = { klass, _ in WidgetType.classInit(klass!) }
      info.instance_size = guint16(tk_widget_instance_size())
      info.instance_init = { instance, klass in
        MainThread.call(
          { WidgetType.instanceInit($0.0, type: $0.1) }, (instance!, tk_type_from_class(klass)))
      }
      let type = g_type_register_static(
        gtk_widget_get_type(), name, &info, TK_TYPE_FLAG_ABSTRACT)
      privateOffset = g_type_add_instance_private(
        type, gsize(MemoryLayout<UnsafeMutableRawPointer?>.stride))
      var actionable = GInterfaceInfo()
      actionable.interface_init = { iface, _ in WidgetType.actionableInit(iface!) }
      g_type_add_interface_static(type, gtk_actionable_get_type(), &actionable)
      return type
    }

    /// The final type of each look, in ``ToggleLook``'s order; registered with the base.
    static let lookTypes: [GType] = ToggleLook.allCases.map { look in
      TypeOwnership.register {
        tk_register_final_subclass(type, look.typeName.cString) { klass, _ in
          WidgetType.lookClassInit(klass!)
        }
      }
    }

    /// The type of a look's widgets.
    static func type(for look: ToggleLook) -> GType {
      lookTypes[ToggleLook.allCases.firstIndex(of: look)!]
    }

    /// The look of a type: the look type itself or one derived from it.
    static func look(of type: GType) -> ToggleLook {
      for (index, lookType) in lookTypes.enumerated() where g_type_is_a(type, lookType) != 0 {
        return ToggleLook.allCases[index]
      }
      return .push
    }

    /// The GEnums of the API: `ToggleKitLook`, `ToggleKitToggleState`, `ToggleKitCommitFailure`.
    static let lookEnumType = TypeOwnership.register(tk_look_enum_register)
    static let toggleStateEnumType = TypeOwnership.register(tk_toggle_state_enum_register)
    static let commitFailureEnumType = TypeOwnership.register(tk_commit_failure_enum_register)
    /// `ToggleKitCommitPolicy`: none, optimistic or confirmed (the `commit-policy` property).
    static let commitPolicyEnumType = TypeOwnership.register(tk_commit_policy_enum_register)

    /// A look's class: the CSS name, accessible role and AT-SPI action of its native twin.
    static func lookClassInit(_ klass: gpointer) {
      let look = look(of: tk_type_from_class(klass))
      let widgetClass = tk_widget_class(klass)!
      gtk_widget_class_set_css_name(widgetClass, WidgetPeer.cssName(for: look).cString)
      gtk_widget_class_set_accessible_role(widgetClass, WidgetPeer.accessibleRole(for: look))
      if look == .switch {
        // GtkSwitch's delayed state: `state`, and `state-set`, which a handler returning TRUE
        // takes over until the app sets `state` (see WidgetPeer+StateSet).
        let objectClass = tk_object_class(klass)!
        objectClass.pointee.set_property = setPropertyFunction
        objectClass.pointee.get_property = getPropertyFunction
        let flags = GParamFlags(
          rawValue: TK_PARAM_READWRITE.rawValue | TK_PARAM_EXPLICIT_NOTIFY.rawValue)
        let spec = g_param_spec_boolean(Property.state.name, nil, nil, 0, flags)!
        propertySpecs[.state] = spec
        g_object_class_install_property(objectClass, Property.state.rawValue, spec)
        stateSetSignal = tk_signal_new_state_set("state-set", tk_type_from_class(klass))
      }
      // The action assistive technology sees (AT-SPI's Action interface lists a widget's
      // own class actions): "click" as GtkButton has, "toggle" as GtkSwitch has. Unprefixed,
      // against GTK's naming advice, because the natives' AT-SPI names are these.
      let action: StaticString = look == .push ? "click" : "toggle"
      gtk_widget_class_install_action(widgetClass, action.cString, nil) { widget, _, _ in
        nonisolated(unsafe) let widget = widget
        MainThread.run { WidgetPeer.of(widget!)?.coordinator.accessibilityActivate() }
      }
    }

    /// GtkActionable's functions, forwarded to the widget's peer.
    static func actionableInit(_ iface: gpointer) {
      let actionable = iface.assumingMemoryBound(to: GtkActionableInterface.self)
      actionable.pointee.get_action_name = { instance in
        nonisolated(unsafe) let instance = instance
        // GTK hands the string out without a copy: the follower's own, which lives with it.
        nonisolated(unsafe) var name: UnsafePointer<CChar>?
        MainThread.run { name = WidgetType.actionablePeer(instance)?.actionNameCString }
        return name
      }
      actionable.pointee.set_action_name = { instance, name in
        nonisolated(unsafe) let instance = instance
        let name = name.map { String(cString: $0) }
        MainThread.run { WidgetType.actionablePeer(instance)?.setActionName(name) }
      }
      actionable.pointee.get_action_target_value = { instance in
        nonisolated(unsafe) let instance = instance
        nonisolated(unsafe) var target: OpaquePointer?
        MainThread.run { target = WidgetType.actionablePeer(instance)?.actionTarget }
        return target
      }
      actionable.pointee.set_action_target_value = { instance, target in
        nonisolated(unsafe) let instance = instance
        nonisolated(unsafe) let target = target
        MainThread.run { WidgetType.actionablePeer(instance)?.setActionTarget(target) }
      }
    }

    @MainActor
    private static func actionablePeer(_ instance: OpaquePointer?) -> WidgetPeer? {
      instance.flatMap {
        WidgetPeer.of(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self))
      }
    }

    /// GObject's property vfuncs, set on the base class and on each class that installs
    /// properties of its own (GObject does not inherit them into such a class).
    static let setPropertyFunction:
      @convention(c) (
        UnsafeMutablePointer<GObject>?, guint, UnsafePointer<GValue>?,
        UnsafeMutablePointer<GParamSpec>?
      ) -> Void = { object, id, value, _ in
        MainThread.callChecked(
          { WidgetType.setProperty($0.0, id: $0.1, value: $0.2) }, (object!, id, value!))
      }
    static let getPropertyFunction:
      @convention(c) (
        UnsafeMutablePointer<GObject>?, guint, UnsafeMutablePointer<GValue>?,
        UnsafeMutablePointer<GParamSpec>?
      ) -> Void = { object, id, value, _ in
        MainThread.callChecked(
          { WidgetType.getProperty($0.0, id: $0.1, value: $0.2) }, (object!, id, value!))
      }

    static func classInit(_ klass: gpointer) {
      g_type_class_adjust_private_offset(klass, &privateOffset)
      // The change stream and Swift commit work run main-actor tasks; an app that is not
      // Swift cannot install the bridge, so the first class use on the main thread does.
      // (Off it, as in a test runner's worker, libdispatch refuses to drain the main queue.)
      if tk_is_main_thread() != 0 { MainThread.run { MainActorBridge.install() } }
      parentClass = UnsafeMutableRawPointer(g_type_class_peek_parent(klass))?
        .assumingMemoryBound(to: GtkWidgetClass.self)
      parentObjectClass = UnsafeMutableRawPointer(g_type_class_peek_parent(klass))?
        .assumingMemoryBound(to: GObjectClass.self)
      let objectClass = tk_object_class(klass)!
      objectClass.pointee.set_property = setPropertyFunction
      objectClass.pointee.get_property = getPropertyFunction
      let flags = GParamFlags(
        rawValue: TK_PARAM_READWRITE.rawValue | TK_PARAM_EXPLICIT_NOTIFY.rawValue)
      for property in Property.allCases {
        let spec: UnsafeMutablePointer<GParamSpec>
        switch property {
        case .state:
          continue  // the switch's own, installed by its class (see lookClassInit)
        case .actionName, .actionTarget:
          // GtkActionable's own properties, implemented here.
          g_object_class_override_property(objectClass, property.rawValue, property.name)
          propertySpecs[property] = g_object_class_find_property(objectClass, property.name)
          continue
        case .active, .mixed, .allowsMixed, .wrap, .useUnderline:
          spec = g_param_spec_boolean(property.name, nil, nil, 0, flags)
        case .ellipsize:
          spec = g_param_spec_enum(
            property.name, nil, nil, tk_pango_ellipsize_mode_type(),
            Int32(PANGO_ELLIPSIZE_NONE.rawValue),
            flags)
        case .autotoggle:
          spec = g_param_spec_boolean(property.name, nil, nil, 1, flags)
        case .label:
          // A construct property, as GtkButton's is not: given to g_object_new (or in a
          // .ui file), the parts are built with the text once, not built and then changed.
          spec = g_param_spec_string(
            property.name, nil, nil, nil,
            GParamFlags(rawValue: flags.rawValue | TK_PARAM_CONSTRUCT.rawValue))
        case .onTitle, .offTitle, .pressedTitle:
          // The title shown in a state, in place of the label; the accessible name stays the
          // label (B13). NULL falls back as B11 says.
          spec = g_param_spec_string(property.name, nil, nil, nil, flags)
        case .onIcon, .offIcon, .pressedIcon:
          // A GIcon, as GtkImage's `gicon`: a GThemedIcon (a name, with fallbacks) or a
          // GFileIcon (a path, a file:// or a resource:// URI, read with the limits files have).
          spec = g_param_spec_object(property.name, nil, nil, g_icon_get_type(), flags)
        case .onPaintable, .offPaintable, .pressedPaintable:
          spec = g_param_spec_object(property.name, nil, nil, gdk_paintable_get_type(), flags)
        case .group:
          // Write-only, as GtkToggleButton's: joins the named toggle's group (G1).
          spec = g_param_spec_object(
            property.name, nil, nil, WidgetType.type,
            GParamFlags(rawValue: TK_PARAM_WRITABLE.rawValue))
        case .commitPolicy:
          // Whether user changes wait for the `commit` signal's answer (B17): none by default.
          spec = g_param_spec_enum(
            property.name, nil, nil, commitPolicyEnumType, 0, flags)
        case .commitTimeout:
          // Seconds a `commit` may take before it rolls back as timed out (B19); 0, no limit.
          spec = g_param_spec_double(
            property.name, nil, nil, 0, 1_000_000_000,
            CommitType.defaultTimeout, flags)
        case .pending:
          // Read-only: an async commit is running (B18).
          spec = g_param_spec_boolean(
            property.name, nil, nil, 0,
            GParamFlags(rawValue: TK_PARAM_READABLE.rawValue))
        case .toggleGroup:
          // The ToggleKitGroup this toggle is in, readable and writable, so a .ui file can
          // join a group of any mode by id; `group` stays GtkToggleButton's.
          spec = g_param_spec_object(property.name, nil, nil, GroupType.type, flags)
        case .item:
          // The store item or tree node shown, as a model's ToggleKitItem: what a row template
          // binds the toggle to with no code (L1, T7).
          spec = g_param_spec_object(property.name, nil, nil, ItemType.type, flags)
        case .value:
          // The three-valued value that `active` and `mixed` each show half of, for
          // bindings and for the get_value/set_value pair.
          spec = g_param_spec_enum(property.name, nil, nil, toggleStateEnumType, 0, flags)
        case .look:
          // Read-only: the look is the type (ToggleKitCheckButton...), as GTK's widgets are.
          spec = g_param_spec_enum(
            property.name, nil, nil, lookEnumType, 0,
            GParamFlags(rawValue: TK_PARAM_READABLE.rawValue))
        }
        propertySpecs[property] = spec
        g_object_class_install_property(objectClass, property.rawValue, spec)
      }
      toggledSignal = tk_signal_new_run_first("toggled", type)
      toggledByUserSignal = tk_signal_new_void("toggled-by-user", type)
      clickedSignal = tk_signal_new_run_first("clicked", type)
      commitFailedSignal = tk_signal_new_commit_failed(
        "commit-failed", type, commitFailureEnumType)
      commitSignal = tk_signal_new_commit("commit", type, CommitType.type)
      // gtk_widget_activate, mnemonics and a GtkLabel's mnemonic widget: a user activation (B2-B5).
      let activated: @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> Void = { instance, _ in
        nonisolated(unsafe) let instance = instance
        MainThread.run {
          guard let instance else { return }
          WidgetPeer.of(instance.assumingMemoryBound(to: GtkWidget.self))?.coordinator.keyDown(
            .enter)
        }
      }
      activateSignal = tk_signal_new_activate(
        "activate", type, unsafeBitCast(activated, to: GCallback.self))

      objectClass.pointee.constructed = { object in
        WidgetType.parentObjectClass?.pointee.constructed?(object)
        MainThread.callChecked({ WidgetType.peer(of: $0)?.buildParts() }, object!)
      }
      objectClass.pointee.finalize = { object in
        // The widget's last reference went (B16). The peer goes after GtkWidget's and
        // GObject's finalize, as qdata would; the instance's memory is freed after this.
        let slot = WidgetType.peerSlot(UnsafeMutableRawPointer(object!))
        let peer = slot.pointee
        WidgetType.parentObjectClass?.pointee.finalize?(object)
        slot.pointee = nil
        if let peer { Unmanaged<WidgetPeer>.fromOpaque(peer).release() }
      }
      objectClass.pointee.dispose = { object in
        // As gtk_check_button_dispose leaves its group and GObject's own dispose drops the
        // signal handlers: the Swift handlers, the veto and commit work go too, so none of
        // them keeps the widget alive (B16, B22). GTK 4 widgets unparent their children here.
        nonisolated(unsafe) let object = object!
        MainThread.run {
          let peer = WidgetType.peer(of: object)
          peer?.retire()
          peer?.releaseRowSource()
        }
        let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
        while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
        MainThread.run { WidgetType.peer(of: object)?.forgetWidgets() }
        WidgetType.parentObjectClass?.pointee.dispose?(object)
      }

      let widgetClass = tk_widget_class(klass)!
      widgetClass.pointee.snapshot = { widget, snapshot in
        MainThread.call({ WidgetPeer.ofOwnWidget($0)?.recordDrawnState() }, widget!)
        WidgetType.parentClass?.pointee.snapshot?(widget, snapshot)
      }
      widgetClass.pointee.state_flags_changed = { widget, previous in
        WidgetType.parentClass?.pointee.state_flags_changed?(widget, previous)
        MainThread.call(
          { WidgetPeer.ofOwnWidget($0.0)?.stateFlagsChanged(from: $0.1) }, (widget!, previous))
      }
      widgetClass.pointee.unmap = { widget in
        WidgetType.parentClass?.pointee.unmap?(widget)
        // A hidden or removed widget cannot be released inside: cancel (B7).
        nonisolated(unsafe) let widget = widget
        MainThread.run { WidgetPeer.of(widget!)?.cancelPointerTracking() }
      }
      widgetClass.pointee.unroot = { widget in
        let root = gtk_widget_get_root(widget)
        WidgetType.parentClass?.pointee.unroot?(widget)
        // A destroyed window's children are unparented, not disposed, so a Swift handler that
        // holds the toggle's handle would keep it alive for good: a toggle still out of any
        // window once the main loop is idle after leaving a destroyed one drops its Swift
        // closures (B16), and keeps the rest of its configuration. Later, not here: this runs
        // inside the parent's walk of its children.
        guard tk_root_was_destroyed(root) != 0 else { return }
        nonisolated(unsafe) let widget = widget
        MainThread.run { WidgetPeer.of(widget!)?.dropSwiftClosuresWhenOrphaned() }
      }
      widgetClass.pointee.focus = { widget, direction in
        MainThread.call(
          { (arguments: (UnsafeMutablePointer<GtkWidget>, GtkDirectionType)) -> gboolean in
            let (widget, direction) = arguments
            if let peer = WidgetPeer.of(widget), let taken = peer.focusInGroup(direction) {
              return taken ? 1 : 0
            }
            return WidgetType.parentClass?.pointee.focus?(widget, direction) ?? 0
          }, (widget!, direction))
      }
      gtk_widget_class_set_activate_signal(widgetClass, activateSignal)
    }

    nonisolated(unsafe) static var parentObjectClass: UnsafeMutablePointer<GObjectClass>?

    @MainActor
    static func instanceInit(_ instance: UnsafeMutablePointer<GTypeInstance>, type: GType) {
      let widget = UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self)
      // A loop, not `contains(where:)`: a closure made here is the main actor's, and is
      // checked to run on it at every call, for every toggle made.
      var isLookType = false
      for lookType in lookTypes where g_type_is_a(type, lookType) != 0 {
        isLookType = true
        break
      }
      if !isLookType {
        // A binding's own subclass of the abstract base: it has no look's class (no CSS
        // name, role or action). It works as the push look, and the app hears why.
        tk_critical(
          "\(String(cString: g_type_name(type))): ToggleKitButton is not meant for subclassing; "
            + "use ToggleKitToggleButton, ToggleKitCheckButton, ToggleKitRadioButton or ToggleKitSwitch"
        )
      }
      let peer = WidgetPeer(widget: widget, look: look(of: type))
      peerSlot(UnsafeMutableRawPointer(widget)).pointee = Unmanaged.passRetained(peer).toOpaque()
      peer.attachControllers()
    }

    @MainActor
    static func setProperty(
      _ object: UnsafeMutablePointer<GObject>, id: guint, value: UnsafePointer<GValue>
    ) {
      guard let property = Property(rawValue: id), let peer = peer(of: object) else { return }
      // Each property reads its value as the type its spec declares.
      func flag() -> Bool { g_value_get_boolean(value) != 0 }
      func string() -> String? {
        guard let text = g_value_get_string(value) else { return nil }
        return String(cString: text)
      }
      switch property {
      case .active: peer.coordinator.setValue(ToggleValue(isOn: flag()))
      case .toggleGroup: peer.joinGroupObject(g_value_get_object(value))
      case .item: peer.showItemObject(g_value_get_object(value))
      case .value:
        guard let newValue = ToggleValue(signalValue: g_value_get_enum(value)) else { return }
        // As `mixed`, MIXED turns allows-mixed on rather than being refused.
        if newValue == .mixed { peer.setAllowsMixed(true) }
        peer.coordinator.setValue(newValue)
      case .mixed:
        if flag() {
          // As GtkCheckButton's "inconsistent" needs no other property, mixed turns
          // allows-mixed on (and notifies it) rather than being refused.
          peer.setAllowsMixed(true)
          peer.coordinator.setValue(.mixed)
        } else if peer.coordinator.value == .mixed {
          // As GtkCheckButton's inconsistent, which only affects the look: `active` stays.
          peer.coordinator.setValue(ToggleValue(isOn: peer.isActive))
        }
      case .allowsMixed: peer.setAllowsMixed(flag())
      case .autotoggle: peer.setAutotoggle(flag())
      case .label: peer.setLabel(string() ?? "")
      case .look: break  // read-only: GObject refuses the set before it gets here
      case .state: peer.setSwitchState(flag())
      case .ellipsize:
        peer.setEllipsize(PangoEllipsizeMode(rawValue: UInt32(g_value_get_enum(value))))
      case .wrap: peer.setWraps(flag())
      case .useUnderline: peer.setUsesUnderline(flag())
      case .actionName: peer.setActionName(string())
      case .actionTarget: peer.setActionTarget(g_value_get_variant(value))
      case .onIcon, .offIcon, .pressedIcon:
        peer.setIcon(g_value_get_object(value).map { OpaquePointer($0) }, for: property.imageState)
      case .onPaintable, .offPaintable, .pressedPaintable:
        let given = g_value_get_object(value).map { OpaquePointer($0) }
        // The same paintable again changes and tells nothing, as gtk_picture_set_paintable.
        guard given != peer.image(exactly: property.imageState)?.paintable else { return }
        peer.setImage(given.map { ToggleImage(paintable: $0) }, for: property.imageState)
      case .pending: break  // read-only: GObject refuses the set before it gets here
      case .commitPolicy:
        peer.setSignalledCommit(ToggleCommitPolicy(enumValue: g_value_get_enum(value)))
      case .commitTimeout: peer.setSignalledCommitTimeout(g_value_get_double(value))
      case .onTitle, .offTitle, .pressedTitle: peer.setTitle(string(), for: property.imageState)
      case .group:
        let other = g_value_get_object(value).flatMap {
          WidgetPeer.of(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self))
        }
        peer.joinGroup(of: other)
      }
    }

    @MainActor
    static func getProperty(
      _ object: UnsafeMutablePointer<GObject>, id: guint, value: UnsafeMutablePointer<GValue>
    ) {
      guard let property = Property(rawValue: id), let peer = peer(of: object) else { return }
      switch property {
      case .active: g_value_set_boolean(value, peer.isActive ? 1 : 0)
      case .toggleGroup: g_value_set_object(value, peer.groupObject)
      case .item: g_value_set_object(value, peer.shownItemObject)
      case .value:
        let shown: ToggleValue =
          peer.coordinator.value == .mixed ? .mixed : peer.isActive ? .on : .off
        g_value_set_enum(value, Int32(shown.signalValue))
      case .mixed:
        g_value_set_boolean(value, peer.coordinator.value == .mixed ? 1 : 0)
      case .allowsMixed: g_value_set_boolean(value, peer.coordinator.allowsMixed ? 1 : 0)
      case .autotoggle: g_value_set_boolean(value, peer.coordinator.autotoggle ? 1 : 0)
      case .label: g_value_set_string(value, peer.label)
      case .look: g_value_set_enum(value, peer.look.enumValue)
      case .state: g_value_set_boolean(value, peer.switchState ? 1 : 0)
      case .onIcon, .offIcon, .pressedIcon:
        g_value_take_object(value, peer.image(exactly: property.imageState)?.newIcon())
      case .onPaintable, .offPaintable, .pressedPaintable:
        g_value_set_object(
          value,
          peer.image(exactly: property.imageState)?.paintable.map { UnsafeMutableRawPointer($0) })
      case .ellipsize: g_value_set_enum(value, Int32(peer.ellipsize.rawValue))
      case .wrap: g_value_set_boolean(value, peer.wraps ? 1 : 0)
      case .useUnderline: g_value_set_boolean(value, peer.usesUnderline ? 1 : 0)
      case .actionName: g_value_set_string(value, peer.actionName)
      case .actionTarget: g_value_set_variant(value, peer.actionTarget)
      case .pending: g_value_set_boolean(value, peer.coordinator.isPending ? 1 : 0)
      case .commitPolicy: g_value_set_enum(value, peer.signalledCommitPolicy.enumValue)
      case .commitTimeout: g_value_set_double(value, peer.signalledCommitTimeout)
      case .onTitle, .offTitle, .pressedTitle:
        g_value_set_string(value, peer.appearance.titles[exactly: property.imageState])
      case .group: break  // write-only: GObject refuses the read before it gets here
      }
    }

    @MainActor
    static func peer(of object: UnsafeMutablePointer<GObject>) -> WidgetPeer? {
      WidgetPeer.of(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self))
    }

    /// A new widget of a look with a label: one g_object_new with the label, a construct property.
    ///
    /// Not main-actor isolated on purpose: Swift checks the executor on entry to a
    /// main-actor closure handed to a function such as `withCString` (a few hundred
    /// instructions), and this runs for every toggle made.
    /// A new widget of `look`. In a copy of ToggleKit that does not own the types (another
    /// copy registered them first) a Swift initialiser has nothing to return: it stops with
    /// the refusal, a clear error at the first toggle rather than a half-working one.
    static func make(look: ToggleLook, label: String) -> UnsafeMutablePointer<GtkWidget> {
      guard TypeOwnership.isOwner else { fatalError(TypeOwnership.inactiveCopyMessage) }
      let type = type(for: look)
      return label.withCString { tk_widget_new_with_label(type, $0) }!
    }

    static func notify(_ widget: UnsafeMutablePointer<GtkWidget>, _ property: Property) {
      guard let spec = propertySpecs[property] else { return }
      g_object_notify_by_pspec(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), spec)
    }
  }

  extension WidgetType.Property {
    /// The state an image property shows its image in.
    var imageState: ControlState {
      switch self {
      case .onIcon, .onPaintable, .onTitle: .on
      case .pressedIcon, .pressedPaintable, .pressedTitle: .highlighted
      default: .normal
      }
    }
  }
#endif
