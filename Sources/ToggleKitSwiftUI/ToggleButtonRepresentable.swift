#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  @preconcurrency import SwiftUI
  import ToggleKitUIKit

  /// Puts the UIKit `ToggleButton` (from `ToggleKitUIKit`) into SwiftUI, bound to a `Binding<Bool>`.
  ///
  /// A user change writes the binding; a change of the binding sets the
  /// button from code, which sends no action, so the two never feed each
  /// other in a loop. Configure the button's looks in `configure`, which runs
  /// once when the view is made; an `onToggle` set there is kept and called.
  /// Closures set in `configure` keep what they captured then: for what changes
  /// with the view's inputs (a title, a commit's work that reads the current
  /// model), use `update`, which runs on every SwiftUI update.
  ///
  /// The button takes touches only within its own frame here: SwiftUI's hosting
  /// view is the button's size, so the 44-point minimum target of a bare
  /// `ToggleButton` (from `ToggleKitUIKit`) does not reach past it. From iOS 16 the
  /// button is at least 44 x 44 points itself (`sizeThatFits`), its look centred and
  /// the whole frame taking touches; on iOS 15 it is its content's size, and a
  /// `.frame(minWidth: 44, minHeight: 44)` around it adds a margin that takes none.
  ///
  /// ```swift
  /// ToggleButtonRepresentable(isOn: $isMuted) { button in
  ///   button.onImage = UIImage(named: "Toggle on")
  ///   button.offImage = UIImage(named: "Toggle off")
  /// }
  /// ```
  @MainActor
  public struct ToggleButtonRepresentable: UIViewRepresentable {
    @Binding private var isOn: Bool
    private let configure: @MainActor (ToggleButton) -> Void
    private let update: (@MainActor (ToggleButton) -> Void)?

    /// Creates the view; `configure` sets up the button once, when the view is made.
    public init(
      isOn: Binding<Bool>, configure: @escaping @MainActor (ToggleButton) -> Void = { _ in }
    ) {
      _isOn = isOn
      self.configure = configure
      self.update = nil
    }

    /// Creates the view; `configure` sets up the button once, `update` again on every update
    /// of the view (after `configure` when the view is made), with the value and `.disabled`
    /// applied.
    ///
    /// Two initializers, not one with a default `update`: in Swift 5 language mode a
    /// trailing closure would bind to the last closure parameter, `update`, and run the
    /// app's setup on every update. Leave `isEnabled` to `.disabled(_:)` in `update`: a write
    /// there would undo it. Don't call `setCommit` in `update`: replacing the hook cancels a
    /// save in progress.
    public init(
      isOn: Binding<Bool>, configure: @escaping @MainActor (ToggleButton) -> Void,
      update: @escaping @MainActor (ToggleButton) -> Void
    ) {
      _isOn = isOn
      self.configure = configure
      self.update = update
    }

    /// Keeps the newest binding, so the button writes to the binding of the latest update.
    @MainActor
    public final class Coordinator {
      var isOn: Binding<Bool>
      /// Whether `configure` left the button enabled; `.disabled` can only turn it off.
      var configuredEnabled = true
      init(isOn: Binding<Bool>) { self.isOn = isOn }
    }

    /// Makes the holder of the newest binding.
    public func makeCoordinator() -> Coordinator {
      Coordinator(isOn: $isOn)
    }

    /// Makes and configures the button, wiring user changes to the binding.
    public func makeUIView(context: Context) -> ToggleButton {
      let button = ToggleButton(frame: .zero)
      configure(button)
      button.isOn = isOn
      context.coordinator.configuredEnabled = button.isEnabled
      button.isEnabled = button.isEnabled && context.environment.isEnabled
      update?(button)
      let holder = context.coordinator
      // Through `.valueChanged`, not `onToggle`, which stays the app's to set in `configure`.
      button.addAction(
        UIAction { [weak holder] action in
          guard let holder, let button = action.sender as? ToggleButton,
            holder.isOn.wrappedValue != button.isOn
          else { return }
          holder.isOn.wrappedValue = button.isOn
          // A binding that refuses the write (.constant, a validating setter, a model that
          // says no) is shown as it stays: looked at after this delivery, so the app's own
          // handlers hear the user's change, through the binding's live getter.
          DispatchQueue.main.async { [weak holder, weak button] in
            guard let holder, let button, !button.isPending,
              holder.isOn.wrappedValue != button.isOn
            else { return }
            button.setOn(holder.isOn.wrappedValue, animated: true)
          }
        }, for: .valueChanged)
      button.setContentHuggingPriority(.required, for: .horizontal)
      button.setContentHuggingPriority(.required, for: .vertical)
      return button
    }

    /// Follows the binding from code: no action, animated when the transaction animates.
    ///
    /// The binding is the truth, as for SwiftUI's `Toggle`: whenever the button shows
    /// another value, it is set back, except while a save is pending, when it shows the
    /// proposed value the binding gets at commit (B18, B20). `.disabled` reaches the button
    /// (and can only turn off one `configure` left enabled). A binding's getter should read
    /// a write back at once; one that catches up only at the next update flickers back.
    public func updateUIView(_ button: ToggleButton, context: Context) {
      context.coordinator.isOn = $isOn
      let enabled = context.coordinator.configuredEnabled && context.environment.isEnabled
      if button.isEnabled != enabled { button.isEnabled = enabled }
      if !button.isPending, button.isOn != isOn {
        button.setOn(isOn, animated: context.transaction.animation != nil)
      }
      update?(button)
    }

    /// At least 44 x 44 points, the button's look centred in it, so the whole target takes
    /// touches: a `.frame(minWidth: 44, minHeight: 44)` around the button
    /// leaves the margin with no view to hit. Before iOS 16 SwiftUI sizes it to its content.
    @available(iOS 16.0, tvOS 16.0, *)
    public func sizeThatFits(
      _ proposal: ProposedViewSize, uiView button: ToggleButton, context: Context
    ) -> CGSize? {
      let fitting = button.intrinsicContentSize
      return CGSize(width: max(44, fitting.width), height: max(44, fitting.height))
    }
  }
#endif
