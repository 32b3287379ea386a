#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  /// The control a ``ToggleListCell`` shows its item with: its ``ToggleButton``, or a
  /// ``ToggleSwitchListCell``'s ``ToggleSwitch``. One place for what differs, so the cell's
  /// reuse, naming and VoiceOver code is one for both.
  @MainActor
  enum RowControl {
    case button(ToggleButton)
    #if os(iOS)
      case systemSwitch(ToggleSwitch)
    #endif

    /// The control as a view.
    var view: UIControl {
      switch self {
      case .button(let button): button
      #if os(iOS)
        case .systemSwitch(let control): control
      #endif
      }
    }

    var coordinator: ToggleCoordinator {
      switch self {
      case .button(let button): button.coordinator
      #if os(iOS)
        case .systemSwitch(let control): control.coordinator
      #endif
      }
    }

    /// The app's words for the control's value, which the row reads too: a button's
    /// `accessibilityValueStrings`; none for a switch.
    var appValueWords: ToggleAccessibility.ValueStrings? {
      switch self {
      case .button(let button): button.accessibilityValueStrings
      #if os(iOS)
        case .systemSwitch: nil
      #endif
      }
    }

    /// Whether the control's trait says on and off itself, so that its value may be the
    /// number that trait reads: a button's iOS 17 toggle-button trait. Not a switch's, whose
    /// row reads words (B13).
    var systemHasToggleTrait: Bool {
      switch self {
      case .button: !ToggleButton.toggleButtonTrait.isEmpty
      #if os(iOS)
        case .systemSwitch: false
      #endif
      }
    }

    /// A user's activation of the row (VoiceOver's double tap, ``ToggleListCell/activate()``,
    /// "Check all"), as an assistive technology's of the control (B2): a switch keeps its
    /// name for a failed save's announcement as a touch does (B19, L3); a button row's name
    /// is the cell's title, kept as the row leaves its item, whatever the path. Nothing
    /// while the control is disabled.
    func activate() {
      switch self {
      case .button(let button):
        guard button.isEnabled else { return }
        button.coordinator.accessibilityActivate()
      #if os(iOS)
        case .systemSwitch(let control): control.activateForAssistiveTechnology()
      #endif
      }
    }

    /// Shows `item` of `store`, named `title` in a failed save's announcement (B19).
    func show<ID>(_ item: ID, of store: ToggleStore<ID>, title: String?) -> Bool {
      switch self {
      case .button(let button):
        // The toggle's own label names the row in its rollback announcement (B19).
        button.accessibilityLabel = title
        return button.show(item, of: store)
      #if os(iOS)
        case .systemSwitch(let control): return control.show(item, of: store, title: title)
      #endif
      }
    }

    /// Shows `node` of `tree`, named `title` in a failed save's announcement (B19).
    func show<ID>(_ node: ID, of tree: ToggleTree<ID>, title: String?) -> Bool {
      switch self {
      case .button(let button):
        button.accessibilityLabel = title
        return button.show(node, of: tree)
      #if os(iOS)
        case .systemSwitch(let control): return control.show(node, of: tree, title: title)
      #endif
      }
    }

    func stopShowing<ID>(_ store: ToggleStore<ID>) {
      switch self {
      case .button(let button): button.stopShowing(store)
      #if os(iOS)
        case .systemSwitch(let control): control.stopShowing(store)
      #endif
      }
    }

    func stopShowing<ID>(_ tree: ToggleTree<ID>) {
      switch self {
      case .button(let button): button.stopShowing(tree)
      #if os(iOS)
        case .systemSwitch(let control): control.stopShowing(tree)
      #endif
      }
    }

    /// What leaving the item does, if it must be said here: a button's failed save is
    /// named by the cell's title (B19, L3); a switch keeps the name it had when flipped
    /// itself, in its own `show`.
    func leaveItem<ID>(
      _ item: ID, feedback: UnshownFailureFeedback<ID>, title: String?
    ) -> (() -> Void)? {
      switch self {
      case .button(let button):
        return { [weak feedback, weak button] in
          guard let button else { return }
          feedback?.rowLeaves(item, title: title, button: button)
        }
      #if os(iOS)
        case .systemSwitch: return nil
      #endif
      }
    }
  }
#endif
