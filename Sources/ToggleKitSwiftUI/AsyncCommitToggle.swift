#if canImport(SwiftUI)
  @preconcurrency import SwiftUI
  import ToggleKit

  /// An async commit (B17-B22) around a `Toggle` that `content` makes; prefer
  /// ``AsyncCommitToggleStyle``, which cannot be bypassed.
  ///
  /// ```swift
  /// // Prefer:
  /// Toggle("Sync", isOn: $settings.sync)
  ///   .toggleStyle(.asyncCommit(.switch, .optimistic, label: "Sync") { value in
  ///     try await server.save(sync: value == .on)
  ///   })
  ///
  /// // This view, kept for code that has it:
  /// AsyncCommitToggle(isOn: $settings.sync, .optimistic, label: "Sync") { value in
  ///   try await server.save(sync: value == .on)
  /// } content: { isOn in
  ///   Toggle("Sync", isOn: isOn)
  /// }
  /// ```
  ///
  /// `content` must give its `Toggle` the binding it gets: one that binds the model
  /// directly compiles, and its changes skip the save. The style takes the `Toggle`'s own
  /// binding instead, and its label once. Both share one body and behave alike: a user's
  /// change goes through the core, and `isOn`, the app's model, changes only when `work`
  /// succeeds. Under the optimistic policy the toggle shows the new value meanwhile; under
  /// the confirmed policy the old one, until it commits (a system switch the user flipped is
  /// made again from the value: the `Toggle` in `content` takes a new identity, and the views
  /// around it keep their `@State` and focus; a `Toggle` given a `.toggleStyle` inside
  /// `content` cannot be reached alone, and then all of `content` is made again). While the
  /// work runs the toggle is dimmed where it is, as UIKit's switch is, still showing the
  /// value being saved, VoiceOver reads the value with "saving", and the toggle takes no
  /// change; a failure or a timeout puts the value
  /// back with the error haptic and an announcement naming `label` (B19). The app setting
  /// `isOn` meanwhile to another value than it had wins and withdraws the work (B20);
  /// setting it to the value it had cannot be seen (the binding does not change), so the
  /// work goes on.
  ///
  /// For a group whose change is saved as one, one save at a time (G8), use
  /// ``AsyncCommitGroup``. A member given here (`isOn: $choice.isSelected(.left)`) keeps the
  /// group's rules but saves on its own: under the optimistic policy an exclusive choice
  /// would show the new member on beside the old one until the save ends.
  ///
  /// Give `content` one `Toggle`: the "saving" value is given to what it holds, and
  /// VoiceOver meets a second copy of it, made once. A view that shows several items'
  /// toggles in turn gives each its own identity (`.id(item)`): one view's save belongs to
  /// the binding it started with.
  public struct AsyncCommitToggle<Content: View>: View {
    private let isOn: Binding<Bool>
    private let commit: StyleCommit
    private let content: (Binding<Bool>) -> Content
    /// Whether the content's `Toggle` is made again on its own after a refused flip.
    @State private var remakeReach = RefusedFlipRemake.Reach()

    /// Saves each user change of `isOn` with `work` under `policy`; `label` names the
    /// toggle in the rollback announcement; `timeout` in seconds (0 or less: the default).
    public init(
      isOn: Binding<Bool>, _ policy: ToggleCommitPolicy, label: String,
      timeout: Double = ToggleCoordinator.defaultCommitTimeout,
      work: @escaping @MainActor (_ proposedValue: ToggleValue) async throws -> Void,
      @ViewBuilder content: @escaping (_ isOn: Binding<Bool>) -> Content
    ) {
      self.isOn = isOn
      commit = StyleCommit(policy: policy, label: label, timeout: timeout, work: work)
      self.content = content
    }

    /// The toggle `content` makes, bound through the commit.
    public var body: some View {
      let content = content
      let reach = remakeReach
      AsyncCommitBody(isOn: isOn, commit: commit) { isOn, generation in
        // The `Toggle` alone takes each refused flip's identity, so the app's views keep
        // their state; a `Toggle` with a style of its own is not reached, and the content
        // as a whole is made again.
        content(isOn)
          .toggleStyle(RefusedFlipRemake(generation: generation, reach: reach))
          .id(generation.map { reach.contentID(for: $0) } ?? 0)
      }
    }
  }
#endif
