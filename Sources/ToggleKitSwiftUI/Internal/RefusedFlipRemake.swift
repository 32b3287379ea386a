#if canImport(SwiftUI)
  @preconcurrency import SwiftUI

  /// Gives the `Toggle` in an ``AsyncCommitToggle``'s content an identity of its own that
  /// changes with each refused flip (B18), so that SwiftUI makes that `Toggle` again from the
  /// value shown while the app's views around it keep their `@State` and focus.
  ///
  /// A style that draws `Toggle(configuration)` changes nothing of the look: that toggle is
  /// drawn in the style set above this one (SwiftUI's documented way to modify the current
  /// style). A `Toggle` in the content with a style of its own never reaches this one; then
  /// ``Reach`` says so, and at a refused flip the whole content takes the new identity
  /// instead. The content's identity changes at refused flips only, never at a render.
  struct RefusedFlipRemake: ToggleStyle {
    /// Which of the content's toggles draw with this style now, and the content's identity.
    @MainActor
    final class Reach {
      /// The toggles drawn with this style that have appeared and not disappeared, each by a
      /// token of its own: a doubled appearance, or a remade toggle's appearance before its
      /// predecessor's disappearance, counts once.
      private var shown = Set<UUID>()
      /// The refused flips the content's identity was last decided at.
      private var decidedAt = 0
      /// The content's identity: the generation of the last refused flip at which no toggle
      /// drew with this style, else 0.
      private var contentID = 0

      /// Whether a `Toggle` in the content draws with this style now.
      var isReached: Bool { !shown.isEmpty }

      /// Made as `@State`'s initial value, which is not on the main actor.
      nonisolated init() {}

      func toggleAppeared(_ token: UUID) { shown.insert(token) }
      func toggleDisappeared(_ token: UUID) { shown.remove(token) }

      /// The content's identity for `generation` (the refused flips so far): decided again
      /// only when `generation` moves, so a render between flips keeps the content, and a
      /// refused flip remakes the whole content only where no toggle draws with this style.
      func contentID(for generation: Int) -> Int {
        guard generation != decidedAt else { return contentID }
        decidedAt = generation
        if !isReached { contentID = generation }
        return contentID
      }
    }

    /// The refused flips so far; nil for the copy VoiceOver meets, which is made once and
    /// does not count as a toggle on screen.
    let generation: Int?
    let reach: Reach

    /// Draws the toggle in the style set above, with `generation` as its identity.
    func makeBody(configuration: Configuration) -> some View {
      RemadeToggle(configuration: configuration, generation: generation, reach: reach)
    }
  }

  /// The toggle ``RefusedFlipRemake`` draws.
  private struct RemadeToggle: View {
    let configuration: ToggleStyleConfiguration
    let generation: Int?
    let reach: RefusedFlipRemake.Reach
    /// This toggle's token in ``RefusedFlipRemake/Reach``: kept outside the remade `Toggle`,
    /// so its remaking does not count it twice.
    @State private var token = UUID()

    var body: some View {
      if let generation {
        // The appearance is the stack's, which keeps its identity as the `Toggle` inside is
        // made again.
        ZStack { Toggle(configuration).id(generation) }
          .onAppear { reach.toggleAppeared(token) }
          .onDisappear { reach.toggleDisappeared(token) }
      } else {
        Toggle(configuration)
      }
    }
  }
#endif
