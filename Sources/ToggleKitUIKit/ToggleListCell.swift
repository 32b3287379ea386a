#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  /// A `UICollectionViewListCell` with a ``ToggleButton`` accessory, showing an item of a
  /// ``ToggleStore`` (L1-L4): a settings row, a checklist entry, one of "choose one of 500".
  ///
  /// ```swift
  /// let registration = UICollectionView.CellRegistration<ToggleListCell, Int> { cell, _, item in
  ///   cell.show(item, of: store, title: "Item \(item)")
  /// }
  /// ```
  ///
  /// The cell is reuse-safe with no `prepareForReuse` of the app's: `show` binds it to the
  /// next item, whose value and pending save it shows at once. VoiceOver reads the cell as
  /// the toggle (its title, the toggle's value and traits) and a double tap toggles the
  /// item; so does a tap anywhere on the toggle. To toggle on a tap anywhere on the row,
  /// call `store.activate(item)` in `collectionView(_:didSelectItemAt:)`.
  @MainActor
  open class ToggleListCell: UICollectionViewListCell {
    /// The toggle accessory; style it as any ``ToggleButton`` (images, colours).
    public let toggle = ToggleButton(frame: .zero)
    private var title: String?
    /// Lets the cell's last store go when it is reused; the next `show` would do it too.
    private var unbind: (() -> Void)?

    /// Creates a cell whose toggle shows a circle when off and a filled check when on.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      setUpToggle()
    }

    /// Creates a cell from a nib or storyboard.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUpToggle()
    }

    private func setUpToggle() {
      toggle.setImage(UIImage(systemName: "circle"), for: .normal)
      toggle.setImage(UIImage(systemName: "checkmark.circle.fill"), for: .selected)
      // The cell is the accessibility element; the accessory is not read twice.
      toggle.isAccessibilityElement = false
      isAccessibilityElement = true
      accessories = [.customView(configuration: .init(customView: toggle, placement: .trailing()))]
    }

    /// Shows `item` of `store`, titled `title`; returns false for an item the store lacks.
    @discardableResult
    public func show<ID>(_ item: ID, of store: ToggleStore<ID>, title: String) -> Bool {
      self.title = title
      var content = defaultContentConfiguration()
      content.text = title
      contentConfiguration = content
      unbind = { [weak store, weak toggle] in
        if let store, let toggle { toggle.stopShowing(store) }
      }
      return toggle.show(item, of: store)
    }

    /// Lets the item go; the next `show` binds the reused cell again.
    open override func prepareForReuse() {
      super.prepareForReuse()
      unbind?()
      unbind = nil
    }

    // The cell speaks for its toggle (B13). The iOS 16.5 SDK declares these NSObject
    // members nonisolated; off the main thread they give UIKit's own answers.

    /// The row's title: the toggle's stable label (B13).
    nonisolated open override var accessibilityLabel: String? {
      get {
        MainActor.runOnMainThread {
          title ?? toggle.accessibilityLabel
        } elsewhere: {
          super.accessibilityLabel
        }
      }
      set { super.accessibilityLabel = newValue }
    }

    /// The toggle's value: on, off, mixed, and "saving" while pending (B13, B18).
    nonisolated open override var accessibilityValue: String? {
      get {
        MainActor.runOnMainThread {
          toggle.accessibilityValue
        } elsewhere: {
          super.accessibilityValue
        }
      }
      set { super.accessibilityValue = newValue }
    }

    /// The toggle's traits: a switch button on iOS 17, a button before (B13).
    nonisolated open override var accessibilityTraits: UIAccessibilityTraits {
      get {
        MainActor.runOnMainThread {
          toggle.accessibilityTraits
        } elsewhere: {
          super.accessibilityTraits
        }
      }
      set { super.accessibilityTraits = newValue }
    }

    /// A double tap toggles the item, as a tap on the toggle does (B2).
    nonisolated open override func accessibilityActivate() -> Bool {
      MainActor.runOnMainThread {
        toggle.accessibilityActivate()
      } elsewhere: {
        false
      }
    }
  }
#endif
