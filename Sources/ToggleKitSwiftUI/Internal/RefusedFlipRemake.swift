#if canImport(SwiftUI)
  @preconcurrency import SwiftUI

  /// Gives the `Toggle` in an ``AsyncCommitToggle``'s content an identity of its own that
  /// changes with each refused flip (B18), so that SwiftUI makes that `Toggle` again from the
  /// value shown while the app's views around it keep their `@State` and focus.
  ///
  /// A style that draws `Toggle(configuration)` changes nothing of the look: that toggle is
  /// drawn in the style set above this one (SwiftUI's documented way to modify the current
  /// style). A `Toggle` in the content with a style of its own never reaches this one; then
  /// ``Reach`` stays unset and the whole content takes the identity instead.
  struct RefusedFlipRemake: ToggleStyle {
    /// Whether a `Toggle` in the content has drawn with this style.
    @MainActor
    final class Reach {
      var isReached = false

      /// Made as `@State`'s initial value, which is not on the main actor.
      nonisolated init() {}
    }

    let generation: Int
    let reach: Reach

    /// Draws the toggle in the style set above, with `generation` as its identity.
    func makeBody(configuration: Configuration) -> some View {
      RemadeToggle(configuration: configuration, generation: generation, reach: reach)
    }
  }

  /// The toggle ``RefusedFlipRemake`` draws.
  private struct RemadeToggle: View {
    let configuration: ToggleStyleConfiguration
    let generation: Int
    let reach: RefusedFlipRemake.Reach

    var body: some View {
      Toggle(configuration)
        .id(generation)
        .onAppear { reach.isReached = true }
    }
  }
#endif
