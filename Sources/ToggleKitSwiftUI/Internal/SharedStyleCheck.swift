#if canImport(SwiftUI)
  @preconcurrency import SwiftUI

  /// Tells a debug build that one ``AsyncCommitToggleStyle`` value draws several toggles at
  /// once, which happens when the style is set on a container: SwiftUI hands the same style
  /// value, and this object with it, to every `Toggle` below.
  ///
  /// Each toggle is known by its commit session, made once per toggle identity. A session
  /// other than the first one seen is not yet a second toggle: a view that gives its
  /// `Toggle` a new identity (`.id(item)`) makes a new session as the old one goes, possibly
  /// under a removal transition. Only when both are still there a moment later is it logged.
  @MainActor
  final class SharedStyleCheck {
    /// The first toggle seen drawing with this style value; weak, so that its going away
    /// lets the next one take its place.
    private weak var first: StyleCommitSession?
    /// How long two toggles must both be there to count as two: longer than a removal
    /// transition.
    private static let grace: UInt64 = 1_000_000_000

    /// Made by the style's factory, which is not on the main actor.
    nonisolated init() {}

    /// The toggle whose commit session is `session` draws with this style value.
    func note(_ session: StyleCommitSession) {
      guard DebugWarnings.areOn else { return }
      guard let owner = first else {
        first = session
        return
      }
      guard owner !== session else { return }
      Task { @MainActor [weak owner, weak session] in
        try? await Task.sleep(nanoseconds: Self.grace)
        guard owner != nil, let session else { return }
        session.warnOnce(.asyncCommitStyleShared)
      }
    }
  }
#endif
