#if os(Linux)
  import CGtk4
  @_spi(ToggleKitTools) import ToggleKit

  extension ToggleButton {
    /// Shows `node` of `tree`: the toggle becomes a row of a tree, with no state of its own
    /// (T1-T11). ``ToggleTreeFactory`` does this for a GtkListView's rows; an app that builds
    /// its own rows calls it from its own factory's bind.
    ///
    /// It shows the node's value at once (mixed for a parent whose children are), with no
    /// animation and no signal, and a click activates the node: a parent checks or unchecks
    /// its subtree. Returns false, leaving the toggle unbound and off, for a node the tree
    /// does not hold.
    @discardableResult
    public func show<ID>(_ node: ID, of tree: ToggleTree<ID>) -> Bool {
      tree.bind(peer.coordinator, to: node)
    }

    /// Stops showing a node of `tree`; the toggle keeps its look and is a plain toggle again.
    public func stopShowing<ID>(_ tree: ToggleTree<ID>) {
      tree.unbind(peer.coordinator)
    }
  }
#endif
