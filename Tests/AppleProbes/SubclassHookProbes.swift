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

/// A button that refuses a VoiceOver activation while locked: it returns true, having
/// handled it, and says why; false would make VoiceOver tap the button, which toggles it.
@MainActor
final class GuardedToggle: ToggleButton {
  var isLocked = false

  override func performAccessibilityActivation() -> Bool {
    guard !isLocked else {
      UIAccessibility.post(notification: .announcement, argument: "Locked")
      return true
    }
    return super.performAccessibilityActivation()
  }

  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    isLocked
      ? super.defaultAccessibilityTraits.union(.notEnabled) : super.defaultAccessibilityTraits
  }
}

/// A switch that adds its own detail to VoiceOver's value, and refuses an activation with
/// an empty battery as the button above refuses one: handled, and said.
@MainActor
final class BatterySaverSwitch: ToggleSwitch {
  var percent = 80

  override var defaultAccessibilityValue: String? {
    "\(super.defaultAccessibilityValue ?? ""), battery \(percent) percent"
  }

  override func performAccessibilityActivation() -> Bool {
    guard percent > 0 else {
      UIAccessibility.post(notification: .announcement, argument: "Battery empty")
      return true
    }
    return super.performAccessibilityActivation()
  }

  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    super.defaultAccessibilityTraits
  }
}

/// An outline whose items wrap the tree's nodes, beside other rows: the cell is told which
/// item shows a node, and offers "Expand" and "Collapse" only for a node that has one.
@MainActor
enum WrappedOutlineProbe {
  enum Row: Hashable, Sendable {
    case header(String)
    case node(String)
  }

  static func configure(
    _ cell: ToggleListCell, node: String, tree: ToggleTree<String>,
    dataSource: UICollectionViewDiffableDataSource<Int, Row>
  ) {
    cell.show(node, of: tree, title: node, expandable: !tree.children(of: node).isEmpty)
    cell.expandsNodes(in: dataSource, section: 0) { (node: String) in Row.node(node) }
  }
}
