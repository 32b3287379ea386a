#if canImport(SwiftUI)
  @preconcurrency import SwiftUI
  import ToggleKit

  /// A toggle style for one choice of an exclusive group: VoiceOver reads it as a choice,
  /// "selected, Left, button", not as a switch, as a UIKit group's member reads (G7).
  ///
  /// ```swift
  /// Toggle("Left", isOn: $justification.isSelected(.left, required: true))
  ///   .toggleStyle(.choice(.button))
  /// ```
  ///
  /// The toggle looks as `look` draws it; what VoiceOver meets is a button named by the
  /// toggle's label, with the selected trait while on, whose activation sets the binding as a
  /// tap does (so the group's rules, G2, still decide). Type-checked against the iOS 16.5
  /// SDK; not yet run on a device.
  public struct ChoiceToggleStyle: ToggleStyle {
    let look: ToggleBaseLook

    /// Draws the toggle.
    public func makeBody(configuration: Configuration) -> some View {
      ChoiceToggleBody(configuration: configuration, look: look)
    }
  }

  extension ToggleStyle where Self == ChoiceToggleStyle {
    /// One choice of an exclusive group, drawn in `look` (the platform's by default).
    public static func choice(_ look: ToggleBaseLook = .automatic) -> ChoiceToggleStyle {
      ChoiceToggleStyle(look: look)
    }
  }

  /// The body of ``ChoiceToggleStyle``.
  private struct ChoiceToggleBody: View {
    let configuration: ToggleStyleConfiguration
    let look: ToggleBaseLook

    var body: some View {
      // The core's presentation of a choice: the selected trait while on, no toggle trait,
      // no value (G7, B13).
      let presentation = ToggleAccessibility.presentation(
        value: ToggleValue(isOn: configuration.isOn), systemHasToggleTrait: false,
        appWords: nil, localizedWords: localizedValueWords, isChoice: true)
      Toggle(isOn: configuration.$isOn) { configuration.label }
        .toggleBaseLook(look)
        .accessibilityRepresentation {
          Button {
            configuration.isOn.toggle()
          } label: {
            configuration.label
          }
          .accessibilityAddTraits(presentation.usesSelectedTrait ? .isSelected : [])
        }
    }
  }
#endif
