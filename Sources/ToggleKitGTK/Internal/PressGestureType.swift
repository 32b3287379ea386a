#if os(Linux)
  import CGtk4
  @_spi(ToggleKitTools) import ToggleKit

  /// The GType of the gesture that tracks presses on a toggle (B7): a GtkGestureDrag
  /// whose drag and cancel signals have class handlers.
  ///
  /// A plain GtkGestureDrag would need four signal connections per toggle, each a
  /// closure and a handler on the heap, made again for every toggle; class handlers
  /// are made once per process. Each handler finds its toggle through the widget the
  /// gesture is attached to, and chains up to the parent type's handler first.
  enum PressGestureType {
    /// Registers the type once and returns it.
    static let type: GType = TypeOwnership.register {
      tk_register_subclass(
        gtk_gesture_drag_get_type(), "ToggleKitPressGesture",
        { klass, _ in
          PressGestureType.classInit(klass!)
        })
    }

    /// A new press gesture for the primary button, to add to a toggle.
    static func make() -> OpaquePointer {
      let gesture = OpaquePointer(tk_object_new(type))!
      gtk_gesture_single_set_button(gesture, 1)
      return gesture
    }

    private static func classInit(_ klass: gpointer) {
      let type = tk_type_from_class(klass)
      g_signal_override_class_handler(
        "drag-begin", type, unsafeBitCast(dragBegin, to: GCallback.self))
      g_signal_override_class_handler(
        "drag-update", type, unsafeBitCast(dragUpdate, to: GCallback.self))
      g_signal_override_class_handler("drag-end", type, unsafeBitCast(dragEnd, to: GCallback.self))
      g_signal_override_class_handler(
        "cancel", type, unsafeBitCast(gestureCancel, to: GCallback.self))
    }

    // Each handler's parameters match its signal's C signature exactly, user data last.

    private static let dragBegin:
      @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = {
        gesture, x, y, _ in
        tk_chain_drag_signal(UnsafeMutableRawPointer(gesture), x, y)
        nonisolated(unsafe) let gesture = gesture
        MainThread.run {
          guard let peer = WidgetPeer.peer(ofController: gesture) else { return }
          gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
          if gtk_widget_get_focus_on_click(peer.widget) != 0 {
            gtk_widget_grab_focus(peer.widget)
          }
          peer.updateHitRegion()
          peer.coordinator.pointerDown(x: x, y: y)
        }
      }

    private static let dragUpdate:
      @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = {
        gesture, offsetX, offsetY, _ in
        tk_chain_drag_signal(UnsafeMutableRawPointer(gesture), offsetX, offsetY)
        dragMoved(gesture, offsetX, offsetY, ended: false)
      }

    private static let dragEnd: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void =
      {
        gesture, offsetX, offsetY, _ in
        tk_chain_drag_signal(UnsafeMutableRawPointer(gesture), offsetX, offsetY)
        dragMoved(gesture, offsetX, offsetY, ended: true)
      }

    /// A press moved (`ended` false) or was released (true) at an offset from where it began.
    private static func dragMoved(
      _ gesture: OpaquePointer?, _ offsetX: Double, _ offsetY: Double, ended: Bool
    ) {
      nonisolated(unsafe) let gesture = gesture
      MainThread.run {
        guard let peer = WidgetPeer.peer(ofController: gesture) else { return }
        let point = dragPoint(gesture, offsetX, offsetY)
        if ended {
          peer.coordinator.pointerUp(x: point.x, y: point.y)
        } else {
          peer.coordinator.pointerMoved(x: point.x, y: point.y)
        }
      }
    }

    /// The drag gesture reports offsets from where the press began; the core wants points.
    private static func dragPoint(_ gesture: OpaquePointer?, _ offsetX: Double, _ offsetY: Double)
      -> (x: Double, y: Double)
    {
      var startX = 0.0
      var startY = 0.0
      gtk_gesture_drag_get_start_point(gesture, &startX, &startY)
      return (startX + offsetX, startY + offsetY)
    }

    private static let gestureCancel:
      @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = {
        gesture, sequence, _ in
        tk_chain_sequence_signal(UnsafeMutableRawPointer(gesture), sequence)
        nonisolated(unsafe) let gesture = gesture
        MainThread.run {
          WidgetPeer.peer(ofController: gesture)?.coordinator.pointerCancelled()
        }
      }
  }
#endif
