#if os(Linux)
  import CGtk4
  import Synchronization

  /// Which thread may use ToggleKit's GObjects: the main thread, the process's initial one,
  /// where Swift's main actor and a C, Python or JavaScript app's GTK run (contract C3).
  ///
  /// The C library checks it on every call, property access and construction, in release
  /// builds too: it turns the check on in `toggle_kit_init`, which runs
  /// as the library loads. A Swift program has its main actor's isolation instead, checked
  /// in debug builds; a Swift test runner runs the main actor on workers of its own, which
  /// the thread check would refuse.
  enum GTKThread {
    private static let checksEveryAccess = Atomic<Bool>(false)

    /// Turns the check of property access and construction on: for the C library.
    static func checkEveryAccess() {
      checksEveryAccess.store(true, ordering: .relaxed)
    }

    /// Whether this is the main thread: one thread-local read once asked (`tk_is_main_thread`).
    static var isCurrent: Bool { tk_is_main_thread() != 0 }

    /// Whether a property access or a construction may run here: on the main thread in the
    /// C library, anywhere in a Swift program (whose isolation is checked in debug builds).
    static var allowsObjectAccess: Bool {
      !checksEveryAccess.load(ordering: .relaxed) || isCurrent
    }
  }
#endif
