#if os(Linux)
  import CGtk4

  /// Watches one GObject's finalization through a GObject weak pointer, so a test asks about
  /// its own widget, not a process-wide count other suites' widgets also move.
  @MainActor
  final class FinalizationWatch {
    private let slot = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
      slot.pointee = UnsafeMutableRawPointer(widget)
      g_object_add_weak_pointer(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), slot)
    }

    /// Whether the object was finalized.
    var isFinalized: Bool { slot.pointee == nil }

    isolated deinit {
      if let object = slot.pointee {
        g_object_remove_weak_pointer(object.assumingMemoryBound(to: GObject.self), slot)
      }
      slot.deallocate()
    }
  }
#endif
