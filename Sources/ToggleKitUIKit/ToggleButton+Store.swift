#if canImport(UIKit)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  extension ToggleButton {
    /// Shows `item` of `store`: the button becomes a row of a list, with no state of its own
    /// (L1-L4).
    ///
    /// Call it where a list configures a reused cell (`cellForRowAt`, a cell registration's
    /// handler): the button shows the item's value and pending save at once, with no
    /// animation and no action sent, and a tap changes the item in the store. A reused cell
    /// needs no `prepareForReuse`: showing the next item is enough. A save started from
    /// the cell belongs to its item and goes on when the cell is reused. Setting ``isOn``
    /// sets the item, from code. Returns false, leaving the button unbound and off, for an
    /// item the store does not hold.
    @discardableResult
    public func show<ID>(_ item: ID, of store: ToggleStore<ID>) -> Bool {
      store.bind(coordinator, to: item)
    }

    /// Stops showing an item of `store`; the button keeps its look and is a plain toggle again.
    public func stopShowing<ID>(_ store: ToggleStore<ID>) {
      store.unbind(coordinator)
    }

    /// Makes the button the "select all" of `store`: on, off or mixed as the items are; a
    /// tap turns every item on, or every item off (G6).
    public func becomeSelectAll<ID>(of store: ToggleStore<ID>) {
      store.bindSelectAll(coordinator)
    }
  }
#endif
