#if os(Linux)
  import CGtk4

  /// Calls main-actor code from GTK's C callbacks, which GTK makes on the main thread.
  ///
  /// `MainActor.assumeIsolated` does the same, but its closure is made escaping
  /// to be cast, which costs a heap allocation per call; measure, allocate and
  /// snapshot run for every toggle in every frame. Here the function is a
  /// static one with no context, so the cast allocates nothing.
  ///
  /// It is the adapter's one trampoline from C into main-actor code: every GTK callback,
  /// vfunc and idle enters through ``call(_:_:)`` (no context) or ``run(_:)`` (a closure).
  /// So does each main-actor class's `deinit` before Swift 6.2, which has no `isolated
  /// deinit` (``releaseAfterDeinit(_:)``).
  enum MainThread {
    /// Runs `body`, which may capture what a callback was given, on the main actor GTK
    /// called from; checks that in debug builds, as ``call(_:_:)`` does.
    @inline(__always)
    static func run<Result>(_ body: @MainActor () -> Result) -> Result {
      #if DEBUG
        MainActor.assertIsolated("GTK called a ToggleKit callback off the main thread")
      #endif
      return withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> Result).self)()
      }
    }

    /// Runs what a main-actor object's `deinit` releases on the main thread: now when this is
    /// it, else from the default main context's next iteration.
    ///
    /// For compilers before Swift 6.2 (Debian 13's 6.0, which builds the Debian package, and
    /// 6.1), which have no `isolated deinit`. The last reference to a main-actor object may
    /// still go on another thread (a Swift task that held a ``ToggleButton``), and GTK's
    /// objects must be released on the main thread. `resources` is read in the `deinit`
    /// without a thread check, which is safe there: nothing else can reach the object; it
    /// returns the release, which captures what it frees and not the object.
    static func releaseAfterDeinit(_ resources: @MainActor () -> @MainActor () -> Void) {
      let release = withoutActuallyEscaping(resources) { resources in
        unsafeBitCast(resources, to: (() -> @MainActor () -> Void).self)()
      }
      if GTKThread.isCurrent {
        run { release() }
        return
      }
      nonisolated(unsafe) let unused = UnsafeMutableRawPointer(bitPattern: 1)!
      runLater(unused) { _ in release() }
    }

    /// Runs `body` with `pointer` on the main thread: now when this is it, else from the
    /// default main context's next iteration, as a GObject's last reference may go on any
    /// thread.
    static func runOnMainContext(
      _ pointer: UnsafeMutableRawPointer,
      _ body: @escaping @MainActor (UnsafeMutableRawPointer) -> Void
    ) {
      if GTKThread.isCurrent {
        nonisolated(unsafe) let pointer = pointer
        run { body(pointer) }
        return
      }
      runLater(pointer, body)
    }

    /// Runs `body` with `pointer` on the main thread from the default main context's next
    /// iteration, wherever this is called: for work that follows a release, which must not run
    /// app code inside the caller's `g_object_unref` (in GJS, a garbage collection).
    static func runLater(
      _ pointer: UnsafeMutableRawPointer,
      _ body: @escaping @MainActor (UnsafeMutableRawPointer) -> Void
    ) {
      final class Call: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
        let body: @MainActor (UnsafeMutableRawPointer) -> Void
        init(
          _ pointer: UnsafeMutableRawPointer,
          _ body: @escaping @MainActor (UnsafeMutableRawPointer) -> Void
        ) {
          self.pointer = pointer
          self.body = body
        }
      }
      // An idle source of the global default context, which the main thread iterates; not
      // g_main_context_invoke, which runs the function right here when no thread owns the
      // context at this moment.
      g_idle_add_full(
        G_PRIORITY_DEFAULT,
        { data in
          let call = Unmanaged<Call>.fromOpaque(data!).takeUnretainedValue()
          MainThread.run { call.body(call.pointer) }
          return 0  // G_SOURCE_REMOVE
        }, Unmanaged.passRetained(Call(pointer, body)).toOpaque(),
        { data in Unmanaged<Call>.fromOpaque(data!).release() })
    }

    /// Calls `function` with `argument`, checking in debug builds that this is the main thread.
    @inline(__always)
    static func call<Argument, Result>(
      _ function: @escaping @MainActor (Argument) -> Result, _ argument: Argument
    ) -> Result {
      // `assertIsolated` checks in release builds too (it is compiled into the
      // concurrency library, not inlined), a few hundred instructions per call.
      #if DEBUG
        MainActor.assertIsolated("GTK called a ToggleKit callback off the main thread")
      #endif
      return unsafeBitCast(function, to: ((Argument) -> Result).self)(argument)
    }

    /// Calls `function` from a vfunc an app's call reaches (a property set or read, a
    /// construction). In the C library it checks, in release builds too, that this is the
    /// main thread: off it, a critical and nothing runs, as the C functions answer (contract
    /// C3); the check is one thread-local read (``GTKThread``).
    static func callChecked<Argument>(
      _ function: @escaping @MainActor (Argument) -> Void, _ argument: Argument
    ) {
      guard GTKThread.allowsObjectAccess else {
        tk_critical(
          "a ToggleKit object's property or construction was used off the main thread; "
            + "GTK and ToggleKit are used from the main thread only")
        return
      }
      #if DEBUG
        MainActor.assertIsolated("GTK called a ToggleKit callback off the main thread")
      #endif
      unsafeBitCast(function, to: ((Argument) -> Void).self)(argument)
    }
  }
#endif
