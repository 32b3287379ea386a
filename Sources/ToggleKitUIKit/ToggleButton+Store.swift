#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  extension ToggleButton {
    /// Shows `item` of `store`: the button becomes a row of a list, with no state of its own
    /// (L1-L8).
    ///
    /// Call it where a list configures a reused cell (`cellForRowAt`, a cell registration's
    /// handler): the button shows the item's value and pending save at once, with no
    /// animation and no action sent, and a tap changes the item in the store. A reused cell
    /// needs no `prepareForReuse`: showing the next item is enough. A save started from
    /// the cell belongs to its item and goes on when the cell is reused. Showing the item
    /// it shows already (`reconfigureItems`) keeps a running tap's cross-fade.
    ///
    /// What the row owns while bound (set on every bind to another item, and at once when
    /// the item changes), and what stays the app's:
    ///
    /// | | while the button shows an item |
    /// |---|---|
    /// | value, pending look | the item's. Setting ``isOn`` sets the item from code and withdraws its pending save (B20); don't set it where the cell is configured (a debug build says so when a save is pending) |
    /// | `isEnabled` | the item's: `store.setEnabled(_:for:)` (L7), not `isEnabled` on the row |
    /// | ``allowsMixed`` | the store's |
    /// | saves | the store's `setCommit`; the button's own is never reached (a debug build says so) |
    /// | group | none: a group's member shows its group's value |
    /// | ``onToggle``, actions, ``valueDidChange(_:)`` | the button's; only the row the user tapped sends its user notifications (L1) |
    /// | images, titles, colours, ``haptic``, ``autotoggle``, accessibility words | the app's: set once when the cell is made, or on every configure; `show` leaves them |
    ///
    /// Returns false, leaving the button unbound, off and disabled, for an item the store
    /// does not hold.
    @discardableResult
    public func show<ID>(_ item: ID, of store: ToggleStore<ID>) -> Bool {
      defer { warnIfRowHasOwnCommit() }
      return store.bind(coordinator, to: item)
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
