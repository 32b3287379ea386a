import ToggleKit

/// What `storeRow(_:of:)` reads of a store model for a row's look: one row modifier for
/// ``ToggleStoreModel`` (iOS 15 and later) and `ObservableToggleStore` (iOS 17 and later)
/// alike (L1, L3, L7, B18).
///
/// Both of ToggleKit's store models conform. A model of your own conforms when SwiftUI
/// sees what these read change: an `@Observable` class whose reads register with
/// Observation, as `ObservableToggleStore`'s do. An `ObservableObject` of your own redraws
/// the row only when something else the row reads does.
@MainActor
public protocol ToggleStoreRowModel: AnyObject {
  /// The store's item identifier.
  associatedtype ID: Hashable & Sendable

  /// The item's value: on, off or mixed; off for an item the store does not hold.
  func value(of item: ID) -> ToggleValue

  /// Whether the item's save runs (B18): the row shows the saving look.
  func isPending(_ item: ID) -> Bool

  /// Whether the user may change the item (L7): a disabled item's row is dimmed.
  func isEnabled(_ item: ID) -> Bool

  /// Whether a user's "select all" or "clear all" is being saved: every row waits (L5).
  var isSavingBulkChange: Bool { get }
}
