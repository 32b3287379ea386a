#if canImport(SwiftUI)
  @preconcurrency import SwiftUI
  @_spi(ToggleKitTools) import ToggleKit

  /// An async commit (B17-B22) on any `Toggle` and any toggle style, `.switch` and
  /// `.button` included, not only ``ToggleButtonStyle``.
  ///
  /// ```swift
  /// AsyncCommitToggle(isOn: $settings.sync, .optimistic, label: "Sync") { value in
  ///   try await server.save(sync: value == .on)
  /// } content: { isOn in
  ///   Toggle("Sync", isOn: isOn)
  /// }
  /// ```
  ///
  /// `content` gets the binding to give its `Toggle`: a user's change goes through the
  /// core, and `isOn`, the app's model, changes only when `work` succeeds, as with the style's
  /// commit. Under the optimistic policy the toggle shows the new value meanwhile; under the
  /// confirmed policy the old one, until it commits. While the work runs a spinner shows
  /// after the toggle (hidden from VoiceOver), VoiceOver reads the value with "saving", and
  /// the toggle takes no change; a failure or a timeout puts the value back with the error
  /// haptic and an announcement naming `label` (B19). The app setting `isOn` meanwhile to
  /// another value than it had wins and withdraws the work (B20); setting it to the value it
  /// had cannot be seen (the binding does not change), so the work goes on.
  ///
  /// For a group whose change is saved as one, one save at a time (G8), use
  /// ``AsyncCommitGroup``. A member given here (`isOn: $choice.isSelected(.left)`) keeps the
  /// group's rules but saves on its own: under the optimistic policy an exclusive choice
  /// would show the new member on beside the old one until the save ends.
  ///
  /// Give `content` one `Toggle`: the "saving" value is given to what it holds. A view that
  /// shows several items' toggles in turn gives each its own identity (`.id(item)`): one
  /// view's save belongs to the binding it started with.
  public struct AsyncCommitToggle<Content: View>: View {
    @Binding private var isOn: Bool
    private let commit: StyleCommit
    private let content: (Binding<Bool>) -> Content
    @StateObject private var session = StyleCommitSession()
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// Saves each user change of `isOn` with `work` under `policy`; `label` names the
    /// toggle in the rollback announcement; `timeout` in seconds (0 or less: the default).
    public init(
      isOn: Binding<Bool>, _ policy: ToggleCommitPolicy, label: String,
      timeout: Double = ToggleCoordinator.defaultCommitTimeout,
      work: @escaping @MainActor (_ proposedValue: ToggleValue) async throws -> Void,
      @ViewBuilder content: @escaping (_ isOn: Binding<Bool>) -> Content
    ) {
      _isOn = isOn
      commit = StyleCommit(policy: policy, label: label, timeout: timeout, work: work)
      self.content = content
    }

    /// The value shown: an optimistic commit's while it is pending, else the model's.
    @MainActor private var shown: ToggleValue {
      session.shownValue ?? ToggleValue(isOn: isOn)
    }

    public var body: some View {
      HStack {
        content(
          Binding(
            get: { @MainActor in shown == .on },
            set: { @MainActor newValue in
              // An absorbed change redraws, so a system switch flipped meanwhile goes back.
              guard newValue != (shown == .on), !session.isPending else {
                session.objectWillChange.send()
                return
              }
              #if canImport(UIKit) && !os(watchOS)
                let words = ToggleAccessibility.ValueStrings.localized
              #else
                let words = ToggleAccessibility.ValueStrings.spoken
              #endif
              // No tap haptic (the system control plays its own), a rollback's error haptic.
              session.activate(
                value: shown, binding: $isOn, commit: commit, haptic: .none,
                reduceMotion: reduceMotion, valueWords: words, rollbackHaptic: .light)
            })
        )
        .allowsHitTesting(!session.isPending)
        if session.isPending { ProgressView().accessibilityHidden(true) }
      }
      .modifier(
        // Always a value, so a save starting or ending changes words, not the view: the
        // toggle is not made again under VoiceOver's focus.
        AppValueWords(
          words: session.isPending ? BusyValueWords.words(for: shown, appWords: nil) : nil,
          fallback: localizedValueWord(for: shown))
      )
      // The app changed the value while the work ran: it wins, the work is cancelled (B20).
      .onChange(of: isOn) { isOn in
        session.valueSetByApp(ToggleValue(isOn: isOn))
      }
    }
  }
#endif
