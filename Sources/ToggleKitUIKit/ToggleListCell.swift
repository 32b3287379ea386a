#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  /// A `UICollectionViewListCell` with a ``ToggleButton`` accessory, showing an item of a
  /// `ToggleStore` (L1-L4): a settings row, a checklist entry, one of "choose one of 500";
  /// or a node of a `ToggleTree` (T1-T9) in an outline list.
  ///
  /// ```swift
  /// let registration = UICollectionView.CellRegistration<ToggleListCell, Int> { cell, _, item in
  ///   cell.show(item, of: store, title: "Item \(item)")
  /// }
  /// ```
  ///
  /// The cell is reuse-safe with no `prepareForReuse` of the app's: `show` binds it to the
  /// next item, whose value and pending save it shows at once. VoiceOver is to read the
  /// cell as the toggle (its title, the toggle's value and traits), a double tap toggling
  /// the item, and Voice Control and Switch Control tap the toggle; a tap on the toggle
  /// toggles. All type-checked against the iOS 16.5 SDK, not run. To toggle on a tap
  /// anywhere on the row, set `collectionView.selectionFollowsFocus = false` (else moving
  /// focus with a keyboard would toggle every row it passes) and call
  /// `store.activate(item)` in `collectionView(_:didSelectItemAt:)`; a disabled item
  /// (`store.setEnabled(false, for: item)`, shown dimmed on its row) ignores it.
  ///
  /// `show` owns the toggle's value, pending look and `isEnabled` (the item's, on every
  /// call) and its title; the toggle's looks and handlers stay as the app set them (see
  /// `ToggleButton.show(_:of:)`).
  @MainActor
  open class ToggleListCell: UICollectionViewListCell {
    /// The toggle accessory; style it as any ``ToggleButton`` (images, colours).
    public let toggle = ToggleButton(frame: .zero)
    private var title: String?
    /// What the app set on the cell itself; it wins over what the toggle says.
    private var explicitAccessibilityLabel: String?
    private var explicitAccessibilityValue: String?
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
      toggle.setImage(UIImage(systemName: "minus.circle.fill"), for: .toggleMixed)
      // Grows with Dynamic Type, as the row's text does.
      toggle.setPreferredSymbolConfiguration(.init(textStyle: .body), forImageIn: .normal)
      // The cell is the accessibility element; the accessory is not read twice.
      toggle.isAccessibilityElement = false
      isAccessibilityElement = true
      accessories = [toggleAccessory]
    }

    /// The toggle, on the row's trailing side.
    private var toggleAccessory: UICellAccessory {
      .customView(configuration: .init(customView: toggle, placement: .trailing()))
    }

    /// Shows `item` of `store`, titled `title`; returns false for an item the store lacks.
    @discardableResult
    public func show<ID>(_ item: ID, of store: ToggleStore<ID>, title: String) -> Bool {
      accessories = [toggleAccessory]
      showTitle(title)
      unbind = { [weak store, weak toggle] in
        if let store, let toggle { toggle.stopShowing(store) }
      }
      return toggle.show(item, of: store)
    }

    /// Shows `node` of `tree`, titled `title`, for an outline list (a section snapshot that
    /// expands and collapses); returns false for a node the tree lacks. A parent's toggle
    /// shows mixed when its children are, and a tap on it checks or unchecks its subtree.
    /// With `expandable`, the row has UIKit's outline disclosure (its chevron), which
    /// expands and collapses the node in the section snapshot. Known gap: the cell speaks
    /// for its toggle, so VoiceOver, Voice Control and Switch Control users cannot expand or
    /// collapse the row yet; an outline for them needs expand and collapse actions of the
    /// app's.
    @discardableResult
    public func show<ID>(
      _ node: ID, of tree: ToggleTree<ID>, title: String, expandable: Bool = false
    ) -> Bool {
      // A leaf keeps a hidden disclosure, which takes its room: the toggles line up.
      accessories = [.outlineDisclosure(options: .init(isHidden: !expandable)), toggleAccessory]
      showTitle(title)
      unbind = { [weak tree, weak toggle] in
        if let tree, let toggle { toggle.stopShowing(tree) }
      }
      return toggle.show(node, of: tree)
    }

    private func showTitle(_ title: String) {
      self.title = title
      // The toggle's own label too: its rollback announcement names the row (B19).
      toggle.accessibilityLabel = title
      var content = defaultContentConfiguration()
      content.text = title
      contentConfiguration = content
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
          explicitAccessibilityLabel ?? title ?? toggle.accessibilityLabel
        } elsewhere: {
          super.accessibilityLabel
        }
      }
      set {
        MainActor.runOnMainThread {
          explicitAccessibilityLabel = newValue
        } elsewhere: {
          Task { @MainActor [weak self] in self?.explicitAccessibilityLabel = newValue }
        }
      }
    }

    /// The toggle's value: on, off, mixed, and "saving" while pending (B13, B18).
    nonisolated open override var accessibilityValue: String? {
      get {
        MainActor.runOnMainThread {
          explicitAccessibilityValue ?? toggle.accessibilityValue
        } elsewhere: {
          super.accessibilityValue
        }
      }
      set {
        MainActor.runOnMainThread {
          explicitAccessibilityValue = newValue
        } elsewhere: {
          Task { @MainActor [weak self] in self?.explicitAccessibilityValue = newValue }
        }
      }
    }

    /// The toggle's traits (a switch button on iOS 17, a button before), with any the app
    /// set on the cell but selected, which the value says (B13).
    nonisolated open override var accessibilityTraits: UIAccessibilityTraits {
      get {
        MainActor.runOnMainThread {
          toggle.accessibilityTraits.union(super.accessibilityTraits.subtracting(.selected))
        } elsewhere: {
          super.accessibilityTraits
        }
      }
      set { super.accessibilityTraits = newValue }
    }

    /// Where Voice Control and Switch Control tap: the toggle, not the row's title.
    nonisolated open override var accessibilityActivationPoint: CGPoint {
      get {
        MainActor.runOnMainThread {
          UIAccessibility.convertToScreenCoordinates(
            CGRect(x: toggle.bounds.midX, y: toggle.bounds.midY, width: 0, height: 0), in: toggle
          ).origin
        } elsewhere: {
          super.accessibilityActivationPoint
        }
      }
      set { super.accessibilityActivationPoint = newValue }
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
