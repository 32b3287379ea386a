#if canImport(UIKit) && os(iOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  /// A settings row: a ``ToggleListCell`` whose accessory is the system switch
  /// (``ToggleSwitch``) instead of a check circle, showing an item of a `ToggleStore` or a
  /// node of a `ToggleTree`.
  ///
  /// ```swift
  /// let registration = UICollectionView.CellRegistration<ToggleSwitchListCell, Setting> {
  ///   cell, _, setting in
  ///   cell.show(setting, of: store, title: setting.title)
  /// }
  /// ```
  ///
  /// Everything ``ToggleListCell`` says holds, by the same code: reuse with no
  /// `prepareForReuse` of the app's, one VoiceOver element reading the row's text and the
  /// switch's value and traits, ``ToggleListCell/activate()`` for a tap on the row, a
  /// failed save announced under the row's title (also after the cell went on to another
  /// item), the item's enabled state, ``ToggleListCell/otherAccessories``, and the
  /// accessibility hooks. The switch follows ``ToggleSwitch``'s rules: one `.valueChanged`
  /// per committed change, and `isOn` and `setOn(_:animated:)` set the item as code. A tap
  /// on the row's text does nothing unless the app calls `activate()`, as in Settings. The
  /// inherited `toggleButton` is never shown, and is unavailable here: style
  /// ``toggleSwitch``.
  ///
  /// Type-checked against the iOS 16.5 SDK; not run on a device.
  @MainActor
  open class ToggleSwitchListCell: ToggleListCell {
    /// The switch accessory; style it as any `UISwitch` (`onTintColor`, `preferredStyle`).
    public let toggleSwitch = ToggleSwitch(frame: .zero)

    override var rowControl: RowControl { .systemSwitch(toggleSwitch) }

    // The inherited button is never shown on a switch row: styling it would compile and do
    // nothing, so naming it on this class does not compile. Through a `ToggleListCell`
    // reference it is still reached, unshown.

    /// Unavailable: a switch row shows ``toggleSwitch``.
    @available(*, unavailable, message: "a switch row shows toggleSwitch")
    public override var toggleButton: ToggleButton { super.toggleButton }

    /// Unavailable: a switch row shows ``toggleSwitch``.
    @available(*, unavailable, message: "a switch row shows toggleSwitch")
    public override var toggle: ToggleButton { super.toggleButton }
    override var rowAccessoryView: UIView { toggleSwitch }
  }
#endif
