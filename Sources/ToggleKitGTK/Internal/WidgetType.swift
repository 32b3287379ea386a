#if os(Linux)
  import CGtk4

  /// The GType of the ToggleKit GTK widget, registered from Swift on first use.
  ///
  /// Its class hooks (snapshot, measure, unmap, properties) forward to the
  /// widget's ``WidgetPeer``, which every instance gets in `instance_init`, so
  /// widgets made by GtkBuilder behave exactly like widgets made in Swift.
  enum WidgetType {
    /// The GObject type name, as used in GtkBuilder `.ui` files.
    static let name = "ToggleKitButton"

    enum Property: UInt32, CaseIterable {
      case active = 1, mixed, allowsMixed, autotoggle, label, look, onImage, offImage, pressedImage

      var name: String {
        switch self {
        case .active: "active"
        case .mixed: "mixed"
        case .allowsMixed: "allows-mixed"
        case .autotoggle: "autotoggle"
        case .label: "label"
        case .look: "look"
        case .onImage: "on-image"
        case .offImage: "off-image"
        case .pressedImage: "pressed-image"
        }
      }
    }

    nonisolated(unsafe) static var propertySpecs: [Property: UnsafeMutablePointer<GParamSpec>] = [:]
    nonisolated(unsafe) static var parentClass: UnsafeMutablePointer<GtkWidgetClass>?
    nonisolated(unsafe) static var toggledByUserSignal: guint = 0
    nonisolated(unsafe) static var valueChangedSignal: guint = 0
    nonisolated(unsafe) static var clickedSignal: guint = 0
    static let peerQuark: GQuark = g_quark_from_static_string("togglekit-peer")

    /// Registers the type once and returns it; thread-safe through Swift's lazy static initialisation.
    static let type: GType = {
      var info = GTypeInfo()
      info.class_size = guint16(tk_widget_class_size())
      info.class_init = { klass, _ in WidgetType.classInit(klass!) }
      info.instance_size = guint16(tk_widget_instance_size())
      info.instance_init = { instance, _ in WidgetType.instanceInit(instance!) }
      return g_type_register_static(gtk_widget_get_type(), name, &info, GTypeFlags(rawValue: 0))
    }()

    static func classInit(_ klass: gpointer) {
      parentClass = UnsafeMutableRawPointer(g_type_class_peek_parent(klass))?
        .assumingMemoryBound(to: GtkWidgetClass.self)
      let objectClass = tk_object_class(klass)!
      objectClass.pointee.set_property = { object, id, value, _ in
        WidgetType.setProperty(object!, id: id, value: value!)
      }
      objectClass.pointee.get_property = { object, id, value, _ in
        WidgetType.getProperty(object!, id: id, value: value!)
      }
      let flags = GParamFlags(
        rawValue: G_PARAM_READWRITE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue)
      for property in Property.allCases {
        let spec: UnsafeMutablePointer<GParamSpec>
        switch property {
        case .active, .mixed, .allowsMixed:
          spec = g_param_spec_boolean(property.name, nil, nil, 0, flags)
        case .autotoggle:
          spec = g_param_spec_boolean(property.name, nil, nil, 1, flags)
        case .label, .onImage, .offImage, .pressedImage:
          spec = g_param_spec_string(property.name, nil, nil, nil, flags)
        case .look:
          spec = g_param_spec_string(property.name, nil, nil, "push", flags)
        }
        propertySpecs[property] = spec
        g_object_class_install_property(objectClass, property.rawValue, spec)
      }
      toggledByUserSignal = tk_signal_new_void("toggled-by-user", type)
      clickedSignal = tk_signal_new_void("clicked", type)
      valueChangedSignal = tk_signal_new_value_changed("value-changed", type)

      let widgetClass = tk_widget_class(klass)!
      widgetClass.pointee.snapshot = { widget, snapshot in
        nonisolated(unsafe) let snapshot = snapshot
        nonisolated(unsafe) let widget = widget
        MainActor.assumeIsolated { WidgetPeer.of(widget!)?.snapshot(snapshot!) }
      }
      widgetClass.pointee.measure = {
        widget, orientation, _, minimum, natural, minimumBaseline, naturalBaseline in
        nonisolated(unsafe) let widget = widget
        nonisolated(unsafe) let minimum = minimum
        nonisolated(unsafe) let natural = natural
        nonisolated(unsafe) let minimumBaseline = minimumBaseline
        nonisolated(unsafe) let naturalBaseline = naturalBaseline
        MainActor.assumeIsolated {
          let size =
            WidgetPeer.of(widget!)?.measure(horizontal: orientation == GTK_ORIENTATION_HORIZONTAL)
            ?? (minimum: 32, natural: 32)
          minimum?.pointee = size.minimum
          natural?.pointee = size.natural
          minimumBaseline?.pointee = -1
          naturalBaseline?.pointee = -1
        }
      }
      widgetClass.pointee.unmap = { widget in
        WidgetType.parentClass?.pointee.unmap?(widget)
        // A hidden or removed widget cannot be released inside: cancel (B7).
        nonisolated(unsafe) let widget = widget
        MainActor.assumeIsolated { WidgetPeer.of(widget!)?.cancelPointerTracking() }
      }
      gtk_widget_class_set_css_name(widgetClass, "togglekitbutton")
      gtk_widget_class_set_accessible_role(widgetClass, tk_toggle_button_role())
    }

    static func instanceInit(_ instance: UnsafeMutablePointer<GTypeInstance>) {
      nonisolated(unsafe) let widget = UnsafeMutableRawPointer(instance).assumingMemoryBound(
        to: GtkWidget.self)
      MainActor.assumeIsolated {
        let peer = WidgetPeer(widget: widget)
        g_object_set_qdata_full(
          UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), peerQuark,
          Unmanaged.passRetained(peer).toOpaque(),
          { pointer in
            // Runs at finalize: the widget's last reference went (B16).
            Unmanaged<WidgetPeer>.fromOpaque(pointer!).release()
          })
        peer.attachControllers()
      }
    }

    static func setProperty(
      _ object: UnsafeMutablePointer<GObject>, id: guint, value: UnsafePointer<GValue>
    ) {
      nonisolated(unsafe) let object = object
      nonisolated(unsafe) let value = value
      MainActor.assumeIsolated {
        guard let property = Property(rawValue: id), let peer = peer(of: object) else { return }
        // Each property reads its value as the type its spec declares.
        func flag() -> Bool { g_value_get_boolean(value) != 0 }
        func string() -> String? { g_value_get_string(value).map { String(cString: $0) } }
        switch property {
        case .active: peer.coordinator.setValue(ToggleValue(isOn: flag()))
        case .mixed:
          if flag() {
            // As GtkCheckButton's "inconsistent" needs no other property, mixed turns
            // allows-mixed on (and notifies it) rather than being refused.
            peer.setAllowsMixed(true)
            peer.coordinator.setValue(.mixed)
          } else if peer.coordinator.value == .mixed {
            peer.coordinator.setValue(.off)
          }
        case .allowsMixed: peer.setAllowsMixed(flag())
        case .autotoggle: peer.setAutotoggle(flag())
        case .label: peer.setLabel(string() ?? "")
        case .look:
          peer.setLook(string().flatMap(ToggleLook.init(rawValue:)) ?? .push, named: string())
        case .onImage: peer.setImageFile(string(), for: .on)
        case .offImage: peer.setImageFile(string(), for: .normal)
        case .pressedImage: peer.setImageFile(string(), for: .highlighted)
        }
      }
    }

    static func getProperty(
      _ object: UnsafeMutablePointer<GObject>, id: guint, value: UnsafeMutablePointer<GValue>
    ) {
      nonisolated(unsafe) let object = object
      nonisolated(unsafe) let value = value
      MainActor.assumeIsolated {
        guard let property = Property(rawValue: id), let peer = peer(of: object) else { return }
        switch property {
        case .active: g_value_set_boolean(value, peer.coordinator.value == .on ? 1 : 0)
        case .mixed: g_value_set_boolean(value, peer.coordinator.value == .mixed ? 1 : 0)
        case .allowsMixed: g_value_set_boolean(value, peer.coordinator.allowsMixed ? 1 : 0)
        case .autotoggle: g_value_set_boolean(value, peer.coordinator.autotoggle ? 1 : 0)
        case .label: g_value_set_string(value, peer.label)
        case .look: g_value_set_string(value, peer.look.rawValue)
        case .onImage: g_value_set_string(value, peer.imagePath(for: .on))
        case .offImage: g_value_set_string(value, peer.imagePath(for: .normal))
        case .pressedImage: g_value_set_string(value, peer.imagePath(for: .highlighted))
        }
      }
    }

    @MainActor
    private static func peer(of object: UnsafeMutablePointer<GObject>) -> WidgetPeer? {
      WidgetPeer.of(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self))
    }

    static func notify(_ widget: UnsafeMutablePointer<GtkWidget>, _ property: Property) {
      guard let spec = propertySpecs[property] else { return }
      g_object_notify_by_pspec(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), spec)
    }
  }
#endif
