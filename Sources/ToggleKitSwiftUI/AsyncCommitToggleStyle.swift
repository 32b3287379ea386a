#if canImport(SwiftUI)
  @preconcurrency import SwiftUI
  import ToggleKit

  /// A toggle style that saves each user change of the `Toggle`'s binding with async work
  /// (B17-B22), in a system look: a switch, a button, or a checkbox where the platform has
  /// one.
  ///
  /// ```swift
  /// Toggle("Sync", isOn: $settings.sync)
  ///   .toggleStyle(.asyncCommit(.switch, .optimistic, label: "Sync") { value in
  ///     try await server.save(sync: value == .on)
  ///   })
  /// ```
  ///
  /// The style takes the `Toggle`'s binding (`configuration.$isOn`) and makes the toggle
  /// the user sees itself, bound to the core: there is no binding for the app to give
  /// the wrong control, so no change skips the save. `isOn`, the app's model, changes only
  /// when `work` succeeds. Under the optimistic policy the toggle shows the new value
  /// meanwhile; under the confirmed policy the old one, until it commits: a system switch
  /// the user flipped is made again from the value, not left where the finger put it (the
  /// inner `Toggle` and its label take a new identity; the view around them keeps its own).
  /// While the work runs the toggle is dimmed where it is, as UIKit's switch is, still
  /// showing the value being saved (the row does not move), VoiceOver reads the value with
  /// "saving", and the toggle takes no change; a failure or a timeout puts the value back
  /// with the error haptic and an announcement naming `label` (B19). The app setting `isOn`
  /// meanwhile to another value than it had wins and withdraws the work (B20); setting it to
  /// the value it had cannot be seen (the binding does not change), so the work goes on.
  ///
  /// Set the style on the one `Toggle` it saves, never on a container: a style set on a
  /// `Form`, a `List` or a stack reaches every `Toggle` inside, and each would save with this
  /// `work` and be announced with this `label`. A debug build logs it (once per toggle, to
  /// the unified log) when one style value draws two toggles at once.
  ///
  /// ```swift
  /// Form {
  ///   Toggle("Sync", isOn: $settings.sync)
  ///     .toggleStyle(.asyncCommit(.optimistic, label: "Sync") { value in
  ///       try await server.save(sync: value == .on)
  ///     })
  ///   Toggle("Backup", isOn: $settings.backup)  // not saved by the style above
  /// }
  /// ```
  ///
  /// Each `Toggle` the style is set on has its own save. A view that shows several items'
  /// toggles in turn gives each its own identity (`.id(item)`): one view's save belongs to
  /// the binding it started with. For a group saved as one, one save at a time (G8), use
  /// ``AsyncCommitGroup``. Type-checked against the iOS 16.5 SDK; not yet run on a device.
  public struct AsyncCommitToggleStyle: ToggleStyle {
    let look: ToggleBaseLook
    let commit: StyleCommit
    /// Shared by every toggle this value reaches, to log it in a debug build when that is
    /// more than one.
    let sharedStyleCheck = SharedStyleCheck()

    /// Draws the toggle.
    public func makeBody(configuration: Configuration) -> some View {
      AsyncCommitToggleStyleBody(configuration: configuration, style: self)
    }
  }

  extension ToggleStyle where Self == AsyncCommitToggleStyle {
    /// Saves each user change with `work` under `policy`, in the platform's look for the
    /// context; set it on one `Toggle`. `label` names the toggle in the rollback announcement (a style cannot read
    /// its `Toggle`'s label as text); `timeout` in seconds (0 or less: the default).
    public static func asyncCommit(
      _ policy: ToggleCommitPolicy, label: String,
      timeout: Double = ToggleCoordinator.defaultCommitTimeout,
      work: @escaping @MainActor (_ proposedValue: ToggleValue) async throws -> Void
    ) -> AsyncCommitToggleStyle {
      asyncCommit(.automatic, policy, label: label, timeout: timeout, work: work)
    }

    /// Saves each user change with `work` under `policy`, drawn in `look`; set it on one
    /// `Toggle`.
    public static func asyncCommit(
      _ look: ToggleBaseLook, _ policy: ToggleCommitPolicy, label: String,
      timeout: Double = ToggleCoordinator.defaultCommitTimeout,
      work: @escaping @MainActor (_ proposedValue: ToggleValue) async throws -> Void
    ) -> AsyncCommitToggleStyle {
      AsyncCommitToggleStyle(
        look: look,
        commit: StyleCommit(policy: policy, label: label, timeout: timeout, work: work))
    }
  }

  extension View {
    /// Sets the style for toggles in this view: SwiftUI's own `toggleStyle(_:)`, given the
    /// style's type, so that `.toggleStyle(.asyncCommit(...) { ... })` infers its `work` on
    /// the main actor (through the generic function, Swift 6 takes the closure for a
    /// non-sendable one and refuses it).
    public func toggleStyle(_ style: AsyncCommitToggleStyle) -> some View {
      systemToggleStyle(style)
    }

    /// SwiftUI's generic `toggleStyle(_:)`, which a generic caller reaches.
    private func systemToggleStyle<Style: ToggleStyle>(_ style: Style) -> some View {
      toggleStyle(style)
    }
  }

  /// The body of ``AsyncCommitToggleStyle``: the system toggle, bound through the commit.
  private struct AsyncCommitToggleStyleBody: View {
    let configuration: ToggleStyleConfiguration
    let style: AsyncCommitToggleStyle

    var body: some View {
      AsyncCommitBody(
        isOn: configuration.$isOn, commit: style.commit, sharedStyleCheck: style.sharedStyleCheck
      ) { isOn, generation in
        // The look is set on the inner toggle, so this style is not asked to draw it again.
        Toggle(isOn: isOn) { configuration.label }
          .toggleBaseLook(style.look)
          // A refused flip makes this `Toggle` again, and nothing around it.
          .id(generation ?? 0)
      }
    }
  }
#endif
