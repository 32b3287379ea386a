#if (canImport(UIKit) && !os(watchOS)) || TOGGLEKIT_ISOLATION_SIMULATION
  import Foundation

  extension MainActor {
    /// Runs main-actor code from a nonisolated override on the main thread, or gives
    /// `elsewhere`'s answer when called from another thread.
    ///
    /// The iOS 16.5 SDK, the one this package is checked against, declares NSObject's
    /// accessibility properties nonisolated, and its standard library (Swift 5.8) has no
    /// `MainActor.assumeIsolated`. UIKit and VoiceOver call them on the main thread, but
    /// some SDKs that walk view hierarchies (session replay, analytics, snapshotters) read
    /// them from a background thread. `assumeIsolated` would trap there, in release builds
    /// too; the caller gives the answer UIButton itself would give instead.
    @_unavailableFromAsync
    static func runOnMainThread<T>(
      _ body: @MainActor () throws -> T, elsewhere: () -> T
    ) rethrows -> T {
      guard Thread.isMainThread else { return elsewhere() }
      return try withoutActuallyEscaping(body) { body in
        try unsafeBitCast(body, to: (() throws -> T).self)()
      }
    }
  }
#endif
