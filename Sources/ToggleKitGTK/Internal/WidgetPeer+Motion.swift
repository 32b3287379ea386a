#if os(Linux)
  import CGtk4
  import Glibc

  /// Motion: the switch's slider and the images' cross-fade, on the frame clock (B14).
  extension WidgetPeer {

    /// Where the switch's slider is, 0 at off and 1 at on, moving during a fade.
    var sliderPosition: Double {
      func position(_ state: ControlState) -> Double {
        state.contains(.on) ? 1 : state.contains(.mixed) ? 0.5 : 0
      }
      let target = position(coordinator.controlState)
      guard let progress = fadeProgress, let from = fade?.from else { return target }
      // Ease out, as GtkSwitch's slider does.
      let eased = 1 - pow(1 - progress, 3)
      return position(from) + (target - position(from)) * eased
    }

    /// How far the running fade is, 0...1, or nil when none runs.
    var fadeProgress: Double? {
      guard let fade, let clock = gtk_widget_get_frame_clock(widget) else { return nil }
      let elapsed = Double(gdk_frame_clock_get_frame_time(clock) - fade.start) / 1_000_000
      return min(1, max(0, elapsed / coordinator.feedback.animationDuration))
    }

    /// Starts moving the slider and cross-fading images from `state`; colours follow the theme's transitions.
    func startFade(from state: ControlState) {
      guard let clock = gtk_widget_get_frame_clock(widget) else { return }
      fade = (state, gdk_frame_clock_get_frame_time(clock))
      guard tickCallback == 0 else { return }
      tickCallback = gtk_widget_add_tick_callback(
        widget,
        { widget, _, _ in
          nonisolated(unsafe) let widget = widget
          return MainThread.run {
            guard let peer = WidgetPeer.of(widget!) else { return 0 }
            if let picture = peer.parts.picture { gtk_widget_queue_draw(picture) }
            if let track = peer.parts.indicator, peer.look == .switch {
              gtk_widget_queue_allocate(track)
            }
            guard let progress = peer.fadeProgress, progress < 1 else {
              peer.fade = nil
              peer.tickCallback = 0
              return 0  // G_SOURCE_REMOVE
            }
            return 1  // G_SOURCE_CONTINUE
          }
        }, nil, nil)
    }
  }

  extension ToggleColor {
    /// The colour as CSS, components clamped.
    var css: String {
      let (red, green, blue, alpha) = clamped
      func channel(_ value: Double) -> Int { Int((value * 255).rounded()) }
      return "rgba(\(channel(red)),\(channel(green)),\(channel(blue)),\(alpha))"
    }
  }
#endif
