#if os(Linux)
  import CGtk4
  @_spi(ToggleKitTools) import ToggleKit

  extension ToggleButton {
    /// Shows `item` of `store`: the toggle becomes a row of a list, with no state of its own
    /// (L1-L4, L7). ``ToggleListFactory`` does this for a GtkListView's rows.
    ///
    /// It shows the item's value and pending save at once, with no animation and no signal,
    /// and a click changes the item in the store. Returns false, leaving the toggle unbound
    /// and off, for an item the store does not hold.
    @discardableResult
    public func show<ID>(_ item: ID, of store: ToggleStore<ID>) -> Bool {
      store.bind(peer.coordinator, to: item)
    }

    /// Stops showing an item of `store`; the toggle keeps its look and is a plain toggle again.
    public func stopShowing<ID>(_ store: ToggleStore<ID>) {
      store.unbind(peer.coordinator)
    }

    /// Makes the toggle the "select all" of `store`: on, off or mixed as the items are; a
    /// click turns every item on, or every item off (G6).
    public func becomeSelectAll<ID>(of store: ToggleStore<ID>) {
      store.bindSelectAll(peer.coordinator)
    }
  }
#endif
