#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  extension ToggleButton {
    /// Shows `node` of `tree`: the button becomes a row of a tree, with no state of its own
    /// (T1-T10). ``ToggleListCell``'s `show(_:of:title:expandable:)` does this for an
    /// outline list's cells.
    ///
    /// It shows the node's value at once (mixed for a parent whose children are), with no
    /// animation and no action sent, and a tap activates the node: a parent checks or
    /// unchecks its whole subtree. The button is as enabled as the node
    /// (`ToggleTree.setEnabled(_:for:)`), on every bind. Returns false, leaving the button
    /// unbound, off and disabled, for a node the tree does not hold.
    @discardableResult
    public func show<ID>(_ node: ID, of tree: ToggleTree<ID>) -> Bool {
      defer { warnIfRowHasOwnCommit() }
      return tree.bind(coordinator, to: node)
    }

    /// Stops showing a node of `tree`; the button keeps its look and is a plain toggle again.
    public func stopShowing<ID>(_ tree: ToggleTree<ID>) {
      tree.unbind(coordinator)
    }
  }
#endif
