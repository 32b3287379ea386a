#if canImport(SwiftUI)
  @preconcurrency import os

  /// Debug-build warnings about setups that compile but save or read wrong, once per toggle,
  /// as the UIKit adapter's are: to the unified log (Xcode's console) as errors, never a trap.
  enum DebugWarnings {
    /// A warning, and why it matters.
    enum Kind: Hashable, Sendable {
      /// One `.asyncCommit` style value draws several toggles: set on a container, a style
      /// reaches every `Toggle` in it, and each would save with the one `work` and be
      /// announced with the one `label`.
      case asyncCommitStyleShared

      var message: String {
        switch self {
        case .asyncCommitStyleShared:
          "ToggleKit: one .asyncCommit toggle style draws several Toggles. Set on a container "
            + "(a Form, a List, a stack), a style reaches every Toggle in it, so each saves with "
            + "the same work and is announced with the same label. Set "
            + ".toggleStyle(.asyncCommit(...)) on each Toggle itself."
        }
      }
    }

    /// Whether this is a debug build (assertions on), where the warnings are logged.
    ///
    /// A run-time test rather than `#if DEBUG`, so the warning code is compiled, and
    /// type-checked against the SDK, in every configuration.
    static var areOn: Bool { _isDebugAssertConfiguration() }

    /// Logs `kind` in debug builds, unless `shown` already holds it; then `shown` holds it.
    static func warnOnce(_ kind: Kind, shown: inout Set<Kind>) {
      guard areOn, shown.insert(kind).inserted else { return }
      // Made per warning: a warning is rare, and OSLog is not Sendable in the iOS 16.5 SDK.
      let log = OSLog(subsystem: "org.togglekit", category: "ToggleKitSwiftUI")
      os_log("%{public}@", log: log, type: .error, kind.message)
    }
  }
#endif
