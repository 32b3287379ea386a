#if os(Linux)
  import CGtk4
  @_spi(ToggleKitTools) import ToggleKit

  /// Real GTK input into the core: a press gesture (B7) and a key controller (B8). Focus and
  /// sensitivity (an insensitive parent's included) come in with the state flags (see
  /// `stateFlagsChanged`).
  extension WidgetPeer {
    func attachControllers() {
      let press = PressGestureType.make()
      gtk_widget_add_controller(widget, press)
      pointerGesture = press
    }

    /// Keys reach only a focused widget, so the key controller is made when focus first
    /// comes and then kept for the widget's life, never removed (not inside its own
    /// emission either): a toggle that is never focused costs no controller, as many in a
    /// settings page never are.
    func attachKeyControllerIfNeeded() {
      guard keyController == nil else { return }
      let keys = gtk_event_controller_key_new()!
      connect(keys, "key-pressed", unsafeBitCast(Self.keyPressed, to: GCallback.self))
      connect(keys, "key-released", unsafeBitCast(Self.keyReleased, to: GCallback.self))
      gtk_widget_add_controller(widget, keys)
      keyController = keys
    }

    private func connect(_ controller: OpaquePointer, _ signal: String, _ handler: GCallback) {
      _ = tk_signal_connect(UnsafeMutableRawPointer(controller), signal, handler, nil, nil)
    }

    static func peer(ofController controller: OpaquePointer?) -> WidgetPeer? {
      guard let controller, let widget = gtk_event_controller_get_widget(controller) else {
        return nil
      }
      return WidgetPeer.of(widget)
    }

    // Each handler's parameters match its signal's C signature exactly, user data last.

    private static let keyPressed:
      @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
        controller, keyval, _, modifiers, _ in
        nonisolated(unsafe) let controller = controller
        // As GTK's own widgets bind their keys with no modifiers: Ctrl+Return, Shift+Space
        // or Alt+Left are the app's shortcuts, and go on to them (B8).
        guard modifiers.rawValue & gtk_accelerator_get_default_mod_mask().rawValue == 0 else {
          return 0
        }
        return MainThread.run {
          guard let peer = peer(ofController: controller) else { return 0 }
          if let direction = peer.groupDirection(keyval) {
            return peer.moveInGroup(direction) ? 1 : 0
          }
          guard let key = toggleKey(keyval) else { return 0 }
          // A held key repeats its press; one physical press activates once (B8).
          guard peer.heldKeys.insert(key).inserted else { return 1 }
          peer.coordinator.keyDown(key)
          return 1
        }
      }

    private static let keyReleased:
      @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> Void = {
        controller, keyval, _, _, _ in
        nonisolated(unsafe) let controller = controller
        MainThread.run {
          guard let peer = peer(ofController: controller), let key = toggleKey(keyval) else {
            return
          }
          peer.heldKeys.remove(key)
          peer.coordinator.keyUp(key)
        }
      }

    private static func toggleKey(_ keyval: guint) -> ToggleKey? {
      switch keyval {
      case 0x020, 0xff80: .space  // GDK_KEY_space, GDK_KEY_KP_Space
      case 0xff0d, 0xff8d, 0xfe34: .enter  // GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter
      default: nil
      }
    }

    /// Ends any press in progress: the widget was hidden or removed (B7).
    ///
    /// The drag gesture is reset as well as the core: GTK 4.8 never frees a
    /// widget whose drag gesture still holds a press when its window goes (a
    /// GtkLabel with a GtkGestureDrag leaks the same way), and the release that
    /// would end the press never comes to a destroyed window.
    func cancelPointerTracking() {
      if let pointerGesture { gtk_event_controller_reset(pointerGesture) }
      heldKeys.removeAll()
      coordinator.cancelInteraction()
    }

    func updateHitRegion() {
      coordinator.hitRegion.x = 0
      coordinator.hitRegion.y = 0
      coordinator.hitRegion.width = Double(gtk_widget_get_width(widget))
      coordinator.hitRegion.height = Double(gtk_widget_get_height(widget))
    }
  }
#endif
