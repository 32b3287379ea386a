/// What a recycled row's toggle is bound to: a ``ToggleStore`` that owns its item's state.
///
/// A bound row forwards its user activations here instead of changing its own value;
/// the store decides, and shows the outcome on whichever row shows the item then.
@MainActor
@_spi(ToggleKitTools) public protocol ToggleRowSource: AnyObject {
  /// The user activated `row` (a tap, a key, an assistive technology), which shows an item.
  func rowDidActivate(_ row: ToggleCoordinator, from source: ActivationSource)
  /// Code set `row`'s value (a cell's `isOn = true`): it is the item's, set as code's (B2).
  /// Returns whether the item changed.
  func rowWasSet(_ row: ToggleCoordinator, to value: ToggleValue, animated: Bool) -> Bool
  /// Lets `row` go: another source binds it (a recycled cell that showed a store's item
  /// now shows a tree's node), or its list let it go; it keeps its look.
  func unbind(_ row: ToggleCoordinator)
}

// The conformances, as tools' API too: an app binds rows through its toolkit's `show(_:of:)`,
// and a row's activation from code ("a user change with no user") is no call of an app's.
@_spi(ToggleKitTools) extension ToggleStore: ToggleRowSource {}
@_spi(ToggleKitTools) extension ToggleTree: ToggleRowSource {}
