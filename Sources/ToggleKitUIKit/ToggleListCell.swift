#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  /// A `UICollectionViewListCell` with a ``ToggleButton`` accessory, showing an item of a
  /// `ToggleStore` (L1-L4, L7): a settings row, a checklist entry, one of "choose one of 500";
  /// or a node of a `ToggleTree` (T1-T10) in an outline list.
  ///
  /// ```swift
  /// let registration = UICollectionView.CellRegistration<ToggleListCell, Int> { cell, _, item in
  ///   cell.show(item, of: store, title: "Item \(item)")
  /// }
  /// ```
  ///
  /// The cell is reuse-safe with no `prepareForReuse` of the app's: `show` binds it to the
  /// next item, whose value and pending save it shows at once. VoiceOver is to read the
  /// cell as the toggle (its text and secondary text, the toggle's value and traits), a
  /// double tap toggling the item, and Voice Control and Switch Control tap the toggle; a
  /// tap anywhere in the toggle's 44-point target toggles. All type-checked against the
  /// iOS 16.5 SDK, not run. To toggle on a tap anywhere on the row, call ``activate()``
  /// from `collectionView(_:performPrimaryActionForItemAt:)` (iOS 16), or from
  /// `collectionView(_:didSelectItemAt:)` with `collectionView.selectionFollowsFocus =
  /// false` before that (else moving focus with a keyboard would toggle every row it
  /// passes); a disabled item (`store.setEnabled(false, for: item)`, shown dimmed on its
  /// row) ignores it.
  ///
  /// Give the row more text with `show(_:of:configuration:)`, and more accessories with
  /// ``otherAccessories``: setting `accessories` itself replaces the toggle. The cell is one
  /// VoiceOver element, so an accessory that does something (a detail button) may not be
  /// reachable as an element of its own (unchecked on a device): give its action as one of
  /// the cell's `accessibilityCustomActions` too. The cell leaves them as the app sets
  /// them, and `prepareForReuse` keeps them: set them on every configure, nil on a row that
  /// has none (the demo's Lists tab does).
  ///
  /// A save that fails after the user scrolled its row away and the cell went on to another
  /// item still plays the error haptic and is announced, named by the title the cell showed
  /// (B19; the toggle's `haptic`, `announcesRollback` and value words as they were then). A
  /// cell freed rather than reused (its screen closed) leaves no title, and gives none.
  ///
  /// `show` owns the toggle's value, pending look and `isEnabled` (the item's, set on every
  /// bind to another item and when the item changes) and its title; the toggle's looks and
  /// handlers stay as the app set them (see `ToggleButton.show(_:of:)`). An exclusive
  /// store's rows read to VoiceOver as switches, unlike an exclusive group's members.
  @MainActor
  open class ToggleListCell: UICollectionViewListCell {
    /// The toggle accessory; style it as any ``ToggleButton`` (images, colours).
    public let toggleButton = ToggleButton(frame: .zero)

    /// The toggle accessory, under its first name, with which `cell.toggle.toggle()`
    /// compiled.
    @available(*, deprecated, renamed: "toggleButton")
    public var toggle: ToggleButton { toggleButton }
    /// The toggle in its 44-point touch target.
    private lazy var target = ToggleTargetView(toggle: toggleButton)
    private var title: String?
    /// Whether the row shows a tree's node, with an outline disclosure: nil for a list row,
    /// else whether the node can expand.
    private var disclosure: Bool?
    /// What ``showAccessories()`` last set, so that a reconfigure of the same row does not
    /// set them again (UIKit could take the toggle's view out and put it back, ending a
    /// press and the tap's cross-fade).
    private var shownAccessories: (disclosure: Bool?, others: Int)?
    /// What the app set on the cell itself; it wins over what the toggle says.
    private var explicitAccessibilityLabel: String?
    private var explicitAccessibilityValue: String?
    /// Lets the cell's last store go when it is reused; the next `show` would do it too.
    private var unbind: (() -> Void)?
    /// Tells the store's or tree's ``UnshownFailureFeedback`` that the row leaves its item.
    private var leaveItem: (() -> Void)?
    /// The store or tree and the item the row shows, to tell a reconfigure from a move.
    private var shownItem: (store: ObjectIdentifier, item: AnyHashable)?

    /// Accessories the row shows besides the toggle (a disclosure indicator, or the delete
    /// and reorder controls while editing); the toggle stays the outermost on the trailing
    /// side. Set these, not `accessories`: `show` sets `accessories` from them and the toggle.
    ///
    /// Each set of a non-empty array sets the row's `accessories` again, which may end a
    /// tap's cross-fade running on the toggle (accessories cannot be compared): set them
    /// when they change, not on every configure. Setting an empty array over an empty one
    /// changes nothing.
    public var otherAccessories: [UICellAccessory] = [] {
      didSet {
        guard !(oldValue.isEmpty && otherAccessories.isEmpty) else { return }
        otherAccessoriesVersion += 1
        showAccessories()
      }
    }
    private var otherAccessoriesVersion = 0

    /// The toggle as a cell accessory, outermost on the trailing side, for an app that
    /// composes `accessories` itself. `show` sets `accessories` again only when the row
    /// turns from a list row into a tree row or back, or ``otherAccessories`` changed.
    public private(set) lazy var toggleAccessory: UICellAccessory = .customView(
      configuration: .init(customView: target, placement: .trailing(at: { $0.count })))

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
      toggleButton.setImage(UIImage(systemName: "circle"), for: .normal)
      toggleButton.setImage(UIImage(systemName: "checkmark.circle.fill"), for: .selected)
      toggleButton.setImage(UIImage(systemName: "minus.circle.fill"), for: .toggleMixed)
      // Grows with Dynamic Type, as the row's text does.
      toggleButton.setPreferredSymbolConfiguration(.init(textStyle: .body), forImageIn: .normal)
      // The cell is the accessibility element; the accessory is not read twice.
      toggleButton.isAccessibilityElement = false
      isAccessibilityElement = true
      showAccessories()
    }

    private func showAccessories() {
      if let shown = shownAccessories, shown.disclosure == disclosure,
        shown.others == otherAccessoriesVersion
      {
        return
      }
      shownAccessories = (disclosure, otherAccessoriesVersion)
      // A leaf keeps a hidden disclosure, which takes its room: the toggles line up.
      let outline = disclosure.map {
        [UICellAccessory.outlineDisclosure(options: .init(isHidden: !$0))]
      }
      accessories = (outline ?? []) + otherAccessories + [toggleAccessory]
    }

    /// Shows `item` of `store`, titled `title`; returns false for an item the store lacks.
    @discardableResult
    public func show<ID>(_ item: ID, of store: ToggleStore<ID>, title: String) -> Bool {
      var content = defaultContentConfiguration()
      content.text = title
      return show(item, of: store, configuration: content)
    }

    /// Shows `item` of `store` with the app's content (text, secondary text, image); returns
    /// false for an item the store lacks. VoiceOver reads the text and the secondary text.
    @discardableResult
    public func show<ID>(
      _ item: ID, of store: ToggleStore<ID>, configuration: UIListContentConfiguration
    ) -> Bool {
      // The item left behind, if its save runs, is named by its title should the save fail
      // with no row showing it (B19); a reconfigure of the same item leaves
      // nothing.
      let shown = (ObjectIdentifier(store), AnyHashable(item))
      if shownItem.map({ $0 != shown }) ?? true { leaveItem?() }
      leaveItem = nil
      disclosure = nil
      showContent(configuration)
      unbind = { [weak store, weak toggleButton] in
        if let store, let toggleButton { toggleButton.stopShowing(store) }
      }
      let shows = toggleButton.show(item, of: store)
      shownItem = shown
      leaveItem = { [weak feedback = UnshownFailureFeedback.of(store), title, toggleButton] in
        feedback?.rowLeaves(item, title: title, button: toggleButton)
      }
      return shows
    }

    /// Shows `node` of `tree`, titled `title`, for an outline list (a section snapshot that
    /// expands and collapses); returns false for a node the tree lacks. A parent's toggle
    /// shows mixed when its children are, and a tap on it checks or unchecks its subtree.
    /// With `expandable`, the row has UIKit's outline disclosure (its chevron), which
    /// expands and collapses the node in the section snapshot. The cell speaks for its
    /// toggle, so the chevron may not be a VoiceOver element of its own (unchecked on a
    /// device): give the row an "Expand" or "Collapse" action of the app's section snapshot
    /// in its `accessibilityCustomActions`, set from the cell's
    /// `configurationUpdateHandler` by `state.isExpanded`, which UIKit is to update however
    /// the row expands or collapses (the header does not say so; the demo's Tree tab does
    /// this, and its device checklist asks). VoiceOver and Switch Control
    /// offer custom actions; what Voice Control numbers in such a row is on the demo's
    /// device checklist, unchecked.
    @discardableResult
    public func show<ID>(
      _ node: ID, of tree: ToggleTree<ID>, title: String, expandable: Bool = false
    ) -> Bool {
      var content = defaultContentConfiguration()
      content.text = title
      return show(node, of: tree, configuration: content, expandable: expandable)
    }

    /// Shows `node` of `tree` with the app's content (text, secondary text, image), as
    /// `show(_:of:title:expandable:)` does; returns false for a node the tree lacks.
    @discardableResult
    public func show<ID>(
      _ node: ID, of tree: ToggleTree<ID>, configuration: UIListContentConfiguration,
      expandable: Bool = false
    ) -> Bool {
      // As for a store's item: a node left while its save runs is named by its title should
      // the save fail with no row showing it (B19, T10).
      let shown = (ObjectIdentifier(tree), AnyHashable(node))
      if shownItem.map({ $0 != shown }) ?? true { leaveItem?() }
      leaveItem = nil
      disclosure = expandable
      showContent(configuration)
      unbind = { [weak tree, weak toggleButton] in
        if let tree, let toggleButton { toggleButton.stopShowing(tree) }
      }
      let shows = toggleButton.show(node, of: tree)
      shownItem = shown
      leaveItem = { [weak feedback = UnshownFailureFeedback.of(tree), title, toggleButton] in
        feedback?.rowLeaves(node, title: title, button: toggleButton)
      }
      return shows
    }

    private func showContent(_ content: UIListContentConfiguration) {
      title = content.text ?? content.attributedText?.string
      // The toggle's own label too: its rollback announcement names the row (B19).
      toggleButton.accessibilityLabel = title
      contentConfiguration = content
      showAccessories()
    }

    /// A tap on the row, as a tap on its toggle: the item changes under its store's rules,
    /// with the haptic, `.valueChanged`, `onToggle`, `.touchUpInside` and
    /// `.primaryActionTriggered` (L1), as an assistive technology's activation of the
    /// toggle. Call it from `collectionView(_:performPrimaryActionForItemAt:)`. Does
    /// nothing while the toggle is disabled (a disabled item, L7) or its item's save runs.
    public func activate() {
      guard toggleButton.isEnabled else { return }
      toggleButton.coordinator.accessibilityActivate()
    }

    /// Lets the item go; the next `show` binds the reused cell again.
    open override func prepareForReuse() {
      super.prepareForReuse()
      leaveItem?()
      leaveItem = nil
      shownItem = nil
      unbind?()
      unbind = nil
    }

    // MARK: Accessibility

    /// What VoiceOver reads as the row's label unless the app set `accessibilityLabel`:
    /// the content's text and secondary text, else the toggle's label (B13).
    ///
    /// Override it to add a detail of the row's own: the main actor's, unlike the
    /// `accessibilityLabel` override, which UIKit's SDKs declare in two isolations.
    open var defaultAccessibilityLabel: String? {
      if let content = contentConfiguration as? UIListContentConfiguration {
        let parts = [content.text, content.secondaryText].compactMap { $0 }
          .filter { !$0.isEmpty }
        if !parts.isEmpty { return parts.joined(separator: ", ") }
      }
      return title ?? toggleButton.accessibilityLabel
    }

    /// What VoiceOver reads as the row's value unless the app set `accessibilityValue`:
    /// the toggle's (on, off, mixed, and "saving" while pending; B13, B18). Override it as
    /// ``defaultAccessibilityLabel``.
    open var defaultAccessibilityValue: String? { toggleButton.accessibilityValue }

    // The cell speaks for its toggle (B13). The iOS 16.5 SDK declares these NSObject
    // members nonisolated and newer SDKs main-actor: each override is nonisolated, touches
    // UIKit (super included) only on the main thread, and off it gives a neutral answer
    // without touching UIKit, so it compiles with no warning under either.

    /// The row's label: the app's, else ``defaultAccessibilityLabel`` (B13).
    nonisolated open override var accessibilityLabel: String? {
      get {
        MainActor.runOnMainThread {
          explicitAccessibilityLabel ?? defaultAccessibilityLabel
        } elsewhere: {
          nil
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

    /// The row's value: the app's, else ``defaultAccessibilityValue`` (B13, B18).
    nonisolated open override var accessibilityValue: String? {
      get {
        MainActor.runOnMainThread {
          explicitAccessibilityValue ?? defaultAccessibilityValue
        } elsewhere: {
          nil
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
          toggleButton.accessibilityTraits.union(super.accessibilityTraits.subtracting(.selected))
        } elsewhere: {
          .button
        }
      }
      set {
        MainActor.runOnMainThread {
          super.accessibilityTraits = newValue
        } elsewhere: {
          Task { @MainActor [weak self] in self?.setCellAccessibilityTraits(newValue) }
        }
      }
    }

    private func setCellAccessibilityTraits(_ traits: UIAccessibilityTraits) {
      super.accessibilityTraits = traits
    }

    /// Where Voice Control and Switch Control tap: the toggle, not the row's title.
    nonisolated open override var accessibilityActivationPoint: CGPoint {
      get {
        MainActor.runOnMainThread {
          UIAccessibility.convertToScreenCoordinates(
            CGRect(x: toggleButton.bounds.midX, y: toggleButton.bounds.midY, width: 0, height: 0),
            in: toggleButton
          ).origin
        } elsewhere: {
          .zero
        }
      }
      set {
        // The point is always the toggle's, whatever is set: the setter only satisfies
        // the overridden property's shape.
      }
    }

    /// A double tap toggles the item, as a tap on the toggle does (B2).
    nonisolated open override func accessibilityActivate() -> Bool {
      MainActor.runOnMainThread {
        toggleButton.accessibilityActivate()
      } elsewhere: {
        false
      }
    }
  }
#endif
