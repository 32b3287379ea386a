#if os(Linux)
  import CGtk4

  /// F12 answers with a `sync: N` line, so an end-to-end script can wait until the app has
  /// handled every input it sent before, instead of sleeping.
  ///
  /// X delivers input sent through XTest in the order it was sent, and GTK handles it in that
  /// order on the main loop, so when the answer to an F12 sent that way is printed, every
  /// click, drag and key sent before it has had its effect. (A key sent with XSendEvent skips
  /// the server's input queue, so it is no such barrier.) A script needs this most for checks that something did
  /// *not* happen, which no line can announce. The protocol is in Tests/EndToEnd/PROTOCOL.md.
  @MainActor
  enum SyncKey {
    /// The answers so far; each `sync: N` line carries the count, so a script waits for the
    /// one that answers its own press.
    private static var answered = 0

    /// Adds the key to a window, in the capture phase, so it reaches the window first
    /// whichever widget has focus, and no toggle sees it.
    static func install(on window: UnsafeMutablePointer<GtkWidget>) {
      let keys = gtk_event_controller_key_new()!
      gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
      _ = tk_signal_connect(
        UnsafeMutableRawPointer(keys), "key-pressed",
        unsafeBitCast(keyPressed, to: GCallback.self), nil, nil)
      gtk_widget_add_controller(window, keys)
    }

    private static let keyPressed:
      @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
        _, keyval, _, _, _ in
        guard keyval == guint(GDK_KEY_F12) else { return 0 }
        return MainActor.assumeIsolated {
          answered += 1
          Gallery.printLine("sync: \(answered)")
          return 1
        }
      }
  }
#endif
