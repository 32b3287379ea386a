#if os(Linux)
  /// Calls main-actor code from GTK's C callbacks, which GTK makes on the main thread.
  ///
  /// `MainActor.assumeIsolated` does the same, but its closure is made escaping
  /// to be cast, which costs a heap allocation per call; measure, allocate and
  /// snapshot run for every toggle in every frame. Here the function is a
  /// static one with no context, so the cast allocates nothing.
  enum MainThread {
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
  }
#endif
