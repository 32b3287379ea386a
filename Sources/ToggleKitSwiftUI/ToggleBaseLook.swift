#if canImport(SwiftUI)
  @preconcurrency import SwiftUI

  /// The system look a ToggleKit style draws its `Toggle` in: a style that wraps the toggle
  /// (``AsyncCommitToggleStyle``, ``ChoiceToggleStyle``) makes the `Toggle` the user sees
  /// itself, and gives it this look.
  public struct ToggleBaseLook: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
      case automatic
      #if os(iOS) || os(macOS)
        case `switch`, button
      #endif
      #if os(macOS)
        case checkbox
      #endif
    }

    let kind: Kind

    /// The platform's look for the context: a switch in an iOS list or form.
    public static let automatic = ToggleBaseLook(kind: .automatic)

    #if os(iOS) || os(macOS)
      /// SwiftUI's `.switch`.
      public static let `switch` = ToggleBaseLook(kind: .switch)

      /// SwiftUI's `.button`: a button that shows on by its highlight.
      public static let button = ToggleBaseLook(kind: .button)
    #endif

    #if os(macOS)
      /// SwiftUI's `.checkbox`, which shows mixed where the toggle has it.
      public static let checkbox = ToggleBaseLook(kind: .checkbox)
    #endif
  }

  extension View {
    /// The view's toggles in `look`, set here so that a wrapping style is not asked again.
    @ViewBuilder func toggleBaseLook(_ look: ToggleBaseLook) -> some View {
      switch look.kind {
      case .automatic: toggleStyle(.automatic)
      #if os(iOS) || os(macOS)
        case .switch: toggleStyle(.switch)
        case .button: toggleStyle(.button)
      #endif
      #if os(macOS)
        case .checkbox: toggleStyle(.checkbox)
      #endif
      }
    }
  }
#endif
