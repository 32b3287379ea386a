#if canImport(SwiftUI)
  @preconcurrency import SwiftUI

  /// Gives the `Toggle` in an ``AsyncCommitToggle``'s content an identity of its own that
  /// changes with each refused flip (B18), so that SwiftUI makes that `Toggle` again from the
  /// value shown while the app's views around it keep their `@State` and focus.
  ///
  /// A style that draws `Toggle(configuration)` changes nothing of the look: that toggle is
  /// drawn in the style set above this one (SwiftUI's documented way to modify the current
  /// style). A `Toggle` in the content with a style of its own never reaches this one; then
  /// ``Reach`` says so and the whole content takes the identity instead. It counts the
  /// toggles drawn with this style that are on screen, so content that swaps its `Toggle`
  /// for one with a style of its own goes back to the whole content's identity at the next
  /// refused flip, and to the `Toggle`'s own when one drawn here appears again.
  struct RefusedFlipRemake: ToggleStyle {
    /// Whether a `Toggle` in the content draws with this style now.
    @MainActor
    final class Reach {
      /// The toggles drawn with this style that have appeared and not disappeared: counted,
      /// not flagged, as a remade toggle's appearance and its predecessor's disappearance
      /// come in no order SwiftUI promises.
      private var shown = 0

      /// Whether a `Toggle` in the content draws with this style now.
      var isReached: Bool { shown > 0 }

      /// Made as `@State`'s initial value, which is not on the main actor.
      nonisolated init() {}

      func toggleAppeared() { shown += 1 }
      func toggleDisappeared() { shown = max(0, shown - 1) }
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
        .onAppear { reach.toggleAppeared() }
        .onDisappear { reach.toggleDisappeared() }
    }
  }
#endif
