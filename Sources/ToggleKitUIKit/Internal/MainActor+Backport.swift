#if canImport(UIKit)
  import Foundation

  extension MainActor {
    /// Runs main-actor code from a nonisolated context that is known to be on the main thread.
    ///
    /// It does what `MainActor.assumeIsolated` does; that API comes with the Swift 5.10
    /// standard library, and the iOS 16.5 SDK this package is checked against ships 5.8.
    /// UIKit declares NSObject's accessibility properties nonisolated in that SDK, though
    /// UIKit and VoiceOver only ever call them on the main thread: this checks that (a
    /// trap otherwise, as `assumeIsolated` does) and then runs `body` there.
    @_unavailableFromAsync
    static func runAssumingMainThread<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T
    {
      dispatchPrecondition(condition: .onQueue(.main))
      return try withoutActuallyEscaping(body) { body in
        try unsafeBitCast(body, to: (() throws -> T).self)()
      }
    }
  }
#endif
