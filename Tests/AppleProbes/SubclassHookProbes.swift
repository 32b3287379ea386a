import ToggleKitUIKit
@preconcurrency import UIKit

// The fourth iOS review's subclass probes, as an iOS team writes them with the main-actor
// hooks: activation and traits on the cell, the button and the switch, and what VoiceOver
// reads of a switch. Type-checked against the iOS 16.5 SDK by apple-typecheck
// (.apple-typecheck lists this folder); not run.

/// An outline row whose VoiceOver double tap opens its folder: the hook reads the cell's own
/// state, which a nonisolated `accessibilityActivate()` override cannot.
@MainActor
final class ExpandingFolderCell: ToggleListCell {
  var expand: (() -> Void)?

  override func performAccessibilityActivation() -> Bool {
    guard let expand else { return super.performAccessibilityActivation() }
    expand()
    return true
  }

  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    expand == nil
      ? super.defaultAccessibilityTraits : super.defaultAccessibilityTraits.union(.header)
  }
}

/// A button that asks before a VoiceOver activation toggles it.
@MainActor
final class GuardedToggle: ToggleButton {
  var isLocked = false

  override func performAccessibilityActivation() -> Bool {
    isLocked ? false : super.performAccessibilityActivation()
  }

  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    isLocked
      ? super.defaultAccessibilityTraits.union(.notEnabled) : super.defaultAccessibilityTraits
  }
}

/// A switch that adds its own detail to VoiceOver's value and activates like any switch.
@MainActor
final class BatterySaverSwitch: ToggleSwitch {
  var percent = 80

  override var defaultAccessibilityValue: String? {
    "\(super.defaultAccessibilityValue ?? ""), battery \(percent) percent"
  }

  override func performAccessibilityActivation() -> Bool {
    percent > 0 && super.performAccessibilityActivation()
  }

  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    super.defaultAccessibilityTraits
  }
}
