#if canImport(SwiftUI)
  @preconcurrency import SwiftUI

  /// A `ToggleStyle` that draws SwiftUI's own `Toggle` as a toggle button from on/off images or colours.
  ///
  /// The look for each state (off, on, mixed, pressed, disabled) resolves the
  /// way every ToggleKit toggle's does (B11): an unset pressed look falls back
  /// to the value's look, an unset mixed look to the off look. The label stays
  /// the label; VoiceOver reads the style as SwiftUI's own `Toggle`, through its
  /// accessibility representation, so the state is said as a toggle's (B13). A tap plays the haptic (B14) and cross-fades unless Reduce Motion is on.
  ///
  /// ```swift
  /// Toggle("Bold", isOn: $isBold)
  ///   .toggleStyle(ToggleButtonStyle(onImage: Image("Toggle on"), offImage: Image("Toggle off")))
  /// ```
  public struct ToggleButtonStyle: ToggleStyle {
    /// The fill of one state: an image or a colour.
    public enum Fill {
      /// An image, resizable, filling the button.
      case image(Image)
      /// A colour behind the label.
      case color(Color)
    }

    var fills = StateTable<Fill>()
    /// Whether the label is drawn over the fill; true for colours, false for images by default.
    public var showsLabel: Bool
    /// The haptic a tap plays; `.light` by default.
    public var haptic: HapticStyle = .light
    /// Words VoiceOver reads as the value instead of the system's own; nil (the default) keeps the system's.
    public var valueStrings: ToggleAccessibility.ValueStrings?

    /// A style from images for off, on, pressed (either value) and mixed; nil pressed or mixed images fall back.
    public init(
      onImage: Image, offImage: Image, pressedImage: Image? = nil, mixedImage: Image? = nil,
      showsLabel: Bool = false
    ) {
      self.showsLabel = showsLabel
      fills[exactly: .normal] = .image(offImage)
      fills[exactly: .on] = .image(onImage)
      if let pressedImage {
        fills[exactly: .highlighted] = .image(pressedImage)
        fills[exactly: [.on, .highlighted]] = .image(pressedImage)
      }
      if let mixedImage { fills[exactly: .mixed] = .image(mixedImage) }
    }

    /// A style from background colours for off, on, pressed (either value) and mixed.
    public init(
      onColor: Color, offColor: Color, pressedColor: Color? = nil, mixedColor: Color? = nil
    ) {
      showsLabel = true
      fills[exactly: .normal] = .color(offColor)
      fills[exactly: .on] = .color(onColor)
      if let pressedColor {
        fills[exactly: .highlighted] = .color(pressedColor)
        fills[exactly: [.on, .highlighted]] = .color(pressedColor)
      }
      if let mixedColor { fills[exactly: .mixed] = .color(mixedColor) }
    }

    /// What ``commit(_:label:timeout:work:)`` set.
    var commit: StyleCommit?

    /// The same style, with each tap waiting for `work` to succeed (B17-B22).
    ///
    /// The binding, your model, changes only when `work` returns, as UIKit's
    /// `.valueChanged` does; the optimistic policy shows the new value at once
    /// meanwhile (and shows the old one again if `work` throws or times out),
    /// the confirmed policy keeps showing the old one. While it runs, the toggle is dimmed under a
    /// spinner, VoiceOver reads "on, saving", and taps are absorbed. A rollback
    /// plays an error haptic and is announced with the label (iOS). Changing the
    /// bound value from code while it runs cancels `work` and wins.
    ///
    /// `label` names the toggle in the rollback's announcement ("Sync: not
    /// changed, still off"): a style cannot read its Toggle's label as text.
    public func commit(
      _ policy: ToggleCommitPolicy, label: String,
      timeout: Double = ToggleCoordinator.defaultCommitTimeout,
      work: @escaping @MainActor (_ proposedValue: ToggleValue) async throws -> Void
    ) -> ToggleButtonStyle {
      var copy = self
      copy.commit = StyleCommit(policy: policy, label: label, timeout: timeout, work: work)
      return copy
    }

    /// Whether VoiceOver reads the toggle as one choice of an exclusive group; see
    /// ``choice()``.
    var isChoice = false

    /// The same style for one choice of an exclusive group (`$choice.isSelected(_:)`):
    /// VoiceOver reads it as a choice, "selected, Left, button", not as a switch, as a UIKit
    /// group's member reads (G7).
    public func choice() -> ToggleButtonStyle {
      var copy = self
      copy.isChoice = true
      return copy
    }

    /// Sets the fill for any state, such as `[.on, .disabled]`.
    public func fill(_ fill: Fill, for state: ControlState) -> ToggleButtonStyle {
      var copy = self
      copy.fills[exactly: state] = fill
      return copy
    }

    /// Draws the toggle.
    public func makeBody(configuration: Configuration) -> some View {
      ToggleButtonStyleBody(configuration: configuration, style: self)
    }
  }

  /// The body of ``ToggleButtonStyle``: a button whose press state picks the fill.
  private struct ToggleButtonStyleBody: View {
    let configuration: ToggleStyleConfiguration
    let style: ToggleButtonStyle
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// The value shown: an optimistic commit's while it is pending, else the binding's.
    @MainActor private var value: ToggleValue {
      session.shownValue ?? boundValue
    }

    /// The value of the binding, the app's model.
    private var boundValue: ToggleValue {
      if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *), configuration.isMixed {
        return .mixed
      }
      return ToggleValue(isOn: configuration.isOn)
    }

    /// The app's words for the value, or for mixed ToggleKit's, which the Toggle cannot say.
    @MainActor private var valueWords: String? {
      if let words = style.valueStrings { return words.string(for: value) }
      guard value == .mixed else { return nil }
      #if canImport(UIKit) && !os(watchOS)
        return ToggleAccessibility.ValueStrings.localized.mixed
      #else
        return ToggleAccessibility.ValueStrings.spoken.mixed
      #endif
    }

    /// Runs the async commit, when the style has one (B17-B22).
    @StateObject private var session = StyleCommitSession()

    /// A tap, a key or an assistive activation: straight to the binding, or through the commit.
    @MainActor private func activate() {
      let policy = FeedbackPolicy(haptic: style.haptic)
      if let commit = style.commit {
        #if canImport(UIKit) && !os(watchOS)
          let words = style.valueStrings ?? .localized
        #else
          let words = style.valueStrings ?? .spoken
        #endif
        session.activate(
          value: value, binding: configuration.$isOn, commit: commit,
          haptic: policy.haptic(for: .user), reduceMotion: reduceMotion, valueWords: words)
        return
      }
      ToggleHaptics.play(policy.haptic(for: .user))
      let animates = policy.animates(
        cause: .user, animatedRequested: true, reduceMotion: reduceMotion)
      withAnimation(animates ? .easeInOut(duration: policy.animationDuration) : nil) {
        configuration.isOn = value.next == .on
      }
    }

    var body: some View {
      Button(action: activate) {
        configuration.label
      }
      .buttonStyle(
        FillButtonStyle(
          fills: style.fills, value: value, isEnabled: isEnabled, showsLabel: style.showsLabel,
          isPending: session.isPending, haptic: style.haptic)
      )
      .modifier(AccessibleAs(toggle: self))
      // The app changed the value while the work ran: it wins, the work is cancelled (B20).
      .onChange(of: configuration.isOn) { isOn in
        session.valueSetByApp(ToggleValue(isOn: isOn))
      }
    }

    /// What assistive technology meets. SwiftUI's own Toggle: its role, its state in the
    /// system's words on every iOS version, the label unchanged (B13); or, for a choice, a
    /// button with the selected trait while on (G7). Its activation goes where a tap goes,
    /// so an async commit is not bypassed.
    private struct AccessibleAs: ViewModifier {
      let toggle: ToggleButtonStyleBody

      func body(content: Content) -> some View {
        if toggle.style.isChoice {
          let presentation = ToggleAccessibility.presentation(
            value: toggle.value, systemHasToggleTrait: false, appWords: nil,
            localizedWords: localizedValueWords,
            busyWord: toggle.session.isPending ? busyWord : nil, isChoice: true)
          content.accessibilityRepresentation {
            Button(action: toggle.activate) { toggle.configuration.label }
              .accessibilityAddTraits(presentation.usesSelectedTrait ? .isSelected : [])
              .accessibilityValue(Text(presentation.value))
          }
        } else {
          content.accessibilityRepresentation {
            Toggle(
              isOn: Binding(
                get: { @MainActor in toggle.value == .on },
                set: { @MainActor in if $0 != (toggle.value == .on) { toggle.activate() } })
            ) {
              toggle.configuration.label
            }
            .toggleStyle(.switch)  // not whatever style surrounds this one
          }
          // A Toggle cannot be mixed: say mixed in words (the app's, else ToggleKit's);
          // while pending, the value says it is being saved (B18).
          .modifier(
            AppValueWords(
              words: toggle.session.isPending ? toggle.busyValueWords : toggle.valueWords,
              fallback: localizedValueWord(for: toggle.value))
          )
        }
      }
    }

    /// "on, saving" while an async commit runs.
    @MainActor private var busyValueWords: String {
      BusyValueWords.words(for: value, appWords: style.valueStrings)
    }
  }

  /// Reports the pressed state to pick the fill, since only a `ButtonStyle` sees it.
  private struct FillButtonStyle: ButtonStyle {
    let fills: StateTable<ToggleButtonStyle.Fill>
    let value: ToggleValue
    let isEnabled: Bool
    let showsLabel: Bool
    let isPending: Bool
    let haptic: HapticStyle

    func makeBody(configuration: Configuration) -> some View {
      // A press while pending is absorbed: no pressed look either (B18).
      let state = ControlState(
        value: value, isHighlighted: configuration.isPressed && !isPending, isEnabled: isEnabled)
      return ZStack {
        switch fills.resolve(state) {
        // A named image would add its name to the label ("Toggle on"), and with it the state (B13).
        case .image(let image)?: image.resizable().scaledToFit().accessibilityHidden(true)
        case .color(let color)?: RoundedRectangle(cornerRadius: 8, style: .continuous).fill(color)
        case nil: Color.clear
        }
        configuration.label
          .padding(.horizontal, 12)
          .padding(.vertical, 8)
          .opacity(showsLabel ? 1 : 0)
      }
      .opacity(isPending ? 0.4 : 1)
      .overlay {
        // The pending look (B18): the value being saved, dimmed, under a spinner.
        if isPending { ProgressView().accessibilityHidden(true) }
      }
      .frame(minWidth: 44, minHeight: 44)
      .contentShape(Rectangle())
      .opacity(isEnabled ? 1 : 0.5)
      // The press began: the haptic is ready by the release (B14).
      .onChange(of: configuration.isPressed) { [haptic, isPending] isPressed in
        // A ButtonStyle's body is not on the main actor in the iOS 16.5 SDK: hop there;
        // preparing takes the Taptic Engine a moment anyway.
        if isPressed, !isPending { Task { @MainActor in ToggleHaptics.prepare(haptic) } }
      }
    }
  }
#endif
