#if os(Linux)
  import CGtk4

  /// A GObject held weakly through GLib's `GWeakRef`: the object may be finalized on another
  /// thread before the Swift state that emits on it hears of it (its finalize hands the
  /// state to the main thread), so every emission takes a reference first.
  final class WeakObject: @unchecked Sendable {
    private let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    init(_ object: UnsafeMutableRawPointer) {
      reference.initialize(to: GWeakRef())
      g_weak_ref_init(reference, object)
    }

    deinit {
      g_weak_ref_clear(reference)
      reference.deallocate()
    }

    /// Runs `body` with the object, referenced for the call; nil once it went.
    func emit<Result>(_ body: (UnsafeMutableRawPointer) -> Result) -> Result? {
      guard let object = g_weak_ref_get(reference) else { return nil }
      defer { g_object_unref(object) }
      return body(object)
    }

    /// Runs `body` with the object from the default main context's next iteration, if it is
    /// still there: for what a dispose or a finalize must not tell at once, as no app code
    /// may run there (a binding may be collecting garbage, and cannot be called).
    func emitLater(_ body: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) {
      final class Call: @unchecked Sendable {
        let object: WeakObject
        let body: @MainActor (UnsafeMutableRawPointer) -> Void
        init(_ object: WeakObject, _ body: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) {
          self.object = object
          self.body = body
        }
      }
      MainThread.runLater(Unmanaged.passRetained(Call(self, body)).toOpaque()) { pointer in
        let call = Unmanaged<Call>.fromOpaque(pointer).takeRetainedValue()
        _ = call.object.emit { call.body($0) }
      }
    }
  }
#endif
