#if os(Linux)
  import CGtk4
  import Glibc

  /// Lets Swift tasks on the main actor run inside a GLib main loop.
  ///
  /// On Linux the main actor's jobs wait on libdispatch's main queue, which
  /// nothing drains while `g_main_context_iteration` or `g_application_run`
  /// owns the thread. So `Task { @MainActor in ... }` and `for await change in
  /// toggle.changes` would never run. ``install()`` watches the main queue's
  /// wake-up descriptor from GLib and drains the queue whenever it fires, as
  /// Foundation's `RunLoop` does.
  @MainActor
  public enum MainActorBridge {
    private static var sourceID: guint = 0

    /// Starts draining the main queue from the default GLib main context; calling it again does nothing.
    public static func install() {
      guard sourceID == 0 else { return }
      var descriptor: Int32 = -1
      var drain: tk_dispatch_drain_fn?
      guard tk_dispatch_main_queue_hooks(&descriptor, &drain) != 0, let drain else { return }
      Self.drain = drain
      // The descriptor is an eventfd that stays readable until read; left unread,
      // GLib would call us in a busy loop and starve GTK's frame clock. Reads must
      // never block the UI thread, hence non-blocking.
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      sourceID = g_unix_fd_add(
        descriptor, G_IO_IN,
        { descriptor, _, _ in
          var counter: UInt64 = 0
          _ = read(descriptor, &counter, MemoryLayout<UInt64>.size)
          MainActorBridge.drain?(nil)
          return 1  // G_SOURCE_CONTINUE
        }, nil)
      // Jobs enqueued before the watch existed would otherwise wait for the next one.
      drain(nil)
    }

    /// libdispatch's call that runs the main queue's jobs, found by ``install()``.
    nonisolated(unsafe) private static var drain: tk_dispatch_drain_fn?

    public static var isInstalled: Bool { sourceID != 0 }
  }
#endif
