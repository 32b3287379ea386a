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
  /// the cell's `accessibilityCustomActions` too. For a settings row on the system switch,
  /// use ``ToggleSwitchListCell``, this cell with a ``ToggleSwitch``.
  ///
  /// A save that fails after the user scrolled its row away and the cell went on to another
  /// item still plays the error haptic and is announced, named by the title the cell showed
  /// (B19; the toggle's `haptic`, `announcesRollback` and value words as they were then). A
  /// cell freed rather than reused (its screen closed) leaves no title, and gives none.
  ///
  /// What a reused cell keeps, and what `show` sets for the next item:
  ///
  /// | | on reuse |
  /// |---|---|
  /// | the toggle's value, pending look, `isEnabled` | the item's, set by `show` (L2, L7) |
  /// | title and content, the toggle's own label | `show`'s |
  /// | `accessibilityLabel`, `accessibilityValue` set on the cell | cleared by `show`: set them after it, on every configure |
  /// | `accessibilityCustomActions` | kept, as UIKit keeps them: set them on every configure, nil on a row that has none; an outline parent's own actions follow them |
  /// | `configurationUpdateHandler` | kept, as UIKit keeps it |
  /// | ``otherAccessories`` | kept: set them when they change |
  /// | the outline ``expandsNodes(in:section:)`` gave | kept |
  /// | the toggle's looks and handlers, `haptic`, `announcesRollback` | kept: the app's (see `ToggleButton.show(_:of:)`) |
  ///
  /// An exclusive store's rows read to VoiceOver as switches, unlike an exclusive group's
  /// members.
  @MainActor
  open class ToggleListCell: UICollectionViewListCell {
    /// The toggle accessory; style it as any ``ToggleButton`` (images, colours). A
    /// ``ToggleSwitchListCell`` shows its `toggleSwitch` instead and never shows this one.
    public private(set) lazy var toggleButton = ToggleButton(frame: .zero)

    /// The toggle accessory, under its first name, with which `cell.toggle.toggle()`
    /// compiled.
    @available(*, deprecated, renamed: "toggleButton")
    public var toggle: ToggleButton { toggleButton }
    /// The control the row shows its item with; a switch row's is its switch.
    var rowControl: RowControl { .button(toggleButton) }
    /// The view the row's accessory holds: the toggle in its 44-point touch target, or
    /// the switch.
    var rowAccessoryView: UIView { target }
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
    /// What the app set on the cell itself; it wins over what the toggle says, until the
    /// next `show` (which owns the title, so a label set for one item is not read for the
    /// next).
    private var explicitAccessibilityLabel: String?
    private var explicitAccessibilityValue: String?
    /// The custom actions the app set; the row's own (an outline row's) follow them.
    private var appAccessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// Lets the cell's last store go when it is reused; the next `show` would do it too.
    private var unbind: (() -> Void)?
    /// Tells the store's or tree's ``UnshownFailureFeedback`` that the row leaves its item.
    private var leaveItem: (() -> Void)?
    /// The store or tree and the item the row shows, to tell a reconfigure from a move.
    private var shownItem: (store: ObjectIdentifier, item: AnyHashable)?
    /// What a user activation of the tree node shown would set (T2); nil for a list row.
    private var nodeActivationTarget: (() -> ToggleValue?)?
    /// The outline ``expandsNodes(in:section:)`` gave, for the node shown.
    private var outline: NodeOutline?
    /// The row's own custom actions last made, so that VoiceOver reads the same objects
    /// while the actions stay the same (its actions rotor keeps its place).
    private var madeRowActions:
      (actions: [ListRowAccessibility.Action], objects: [UIAccessibilityCustomAction])?

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
      configuration: .init(customView: rowAccessoryView, placement: .trailing(at: { $0.count })))

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
      if case .button(let toggleButton) = rowControl {
        toggleButton.setImage(UIImage(systemName: "circle"), for: .normal)
        toggleButton.setImage(UIImage(systemName: "checkmark.circle.fill"), for: .selected)
        toggleButton.setImage(UIImage(systemName: "minus.circle.fill"), for: .toggleMixed)
        // Grows with Dynamic Type, as the row's text does.
        toggleButton.setPreferredSymbolConfiguration(.init(textStyle: .body), forImageIn: .normal)
      }
      // The cell is the accessibility element; the accessory is not read twice.
      rowControl.view.isAccessibilityElement = false
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
      nodeActivationTarget = nil
      showContent(configuration)
      let control = rowControl
      unbind = { [weak store] in
        if let store { control.stopShowing(store) }
      }
      let shows = control.show(item, of: store, title: title)
      shownItem = shown
      leaveItem = control.leaveItem(item, feedback: .of(store), title: title)
      return shows
    }

    /// Shows `node` of `tree`, titled `title`, for an outline list (a section snapshot that
    /// expands and collapses); returns false for a node the tree lacks. A parent's toggle
    /// shows mixed when its children are, and a tap on it checks or unchecks its subtree.
    /// With `expandable`, the row has UIKit's outline disclosure (its chevron), which
    /// expands and collapses the node in the section snapshot.
    ///
    /// For VoiceOver, Voice Control and Switch Control an expandable row is an outline's
    /// row: its double tap (or "Tap" and its name) does what a tap on its title does (the
    /// app's row action, usually expand or collapse), never checks its subtree; its actions
    /// are "Check all" or "Uncheck all" (its toggle's tap), then "Expand" or "Collapse" once
    /// ``expandsNodes(in:section:)`` gave the cell its outline; and its value says
    /// "expanded" or "collapsed" (on iOS 18 and later UIKit's expanded status says it
    /// instead, set by name, as the iOS 16.5 SDK has no such property). The app's own
    /// `accessibilityCustomActions` come first. A leaf's double tap toggles it. All
    /// type-checked against the iOS 16.5 SDK, not run: the demo's Tree tab's checklist asks.
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
      nodeActivationTarget = { [weak tree] in tree?.activationTarget(of: node) }
      showContent(configuration)
      let control = rowControl
      unbind = { [weak tree] in
        if let tree { control.stopShowing(tree) }
      }
      let shows = control.show(node, of: tree, title: title)
      shownItem = shown
      leaveItem = control.leaveItem(node, feedback: .of(tree), title: title)
      updateExpandedStatus()
      return shows
    }

    /// Lets a tree row expand and collapse its node in section `section` of `dataSource`,
    /// the outline's, whose items are the tree's nodes themselves: its "Expand" and
    /// "Collapse" actions do, as the chevron does, asking the data source's
    /// `sectionSnapshotHandlers` first (`shouldExpandItem`, `willExpandItem`, where an app
    /// loads children). Set it once, where the cell is made or in the registration: it stays
    /// on reuse. For a data source whose items wrap the nodes, use
    /// ``expandsNodes(in:section:item:)``.
    public func expandsNodes<Section: Hashable & Sendable, Node: Hashable & Sendable>(
      in dataSource: UICollectionViewDiffableDataSource<Section, Node>, section: Section
    ) {
      expandsNodes(in: dataSource, section: section) { (node: Node) in node }
    }

    /// Lets a tree row expand and collapse its node in section `section` of `dataSource`,
    /// as ``expandsNodes(in:section:)`` does, for a data source whose items are not the
    /// nodes: `item` gives the item that shows a node (`{ Row.node($0) }`), nil for none.
    ///
    /// "Expand" and "Collapse" are offered only while the node shown maps to an item of
    /// the section's snapshot: a node of another type than `Node`, or one `item` maps to
    /// nothing, gets neither.
    public func expandsNodes<Section: Hashable & Sendable, Item: Hashable & Sendable, Node>(
      in dataSource: UICollectionViewDiffableDataSource<Section, Item>, section: Section,
      item: @escaping @MainActor (_ node: Node) -> Item?
    ) {
      // The node's item, where the data source shows it now. Asked on VoiceOver's reads of
      // the row, so through the data source's index (`indexPath(for:)`), not a copy of the
      // section's snapshot, whose cost grows with the outline.
      let itemShowing: @MainActor (AnyHashable) -> Item? = { [weak dataSource] node in
        guard let dataSource, let node = node.base as? Node, let item = item(node),
          let shownAt = dataSource.indexPath(for: item),
          dataSource.sectionIdentifier(for: shownAt.section) == section
        else { return nil }
        return item
      }
      outline = NodeOutline(
        maps: { itemShowing($0) != nil },
        setExpanded: { [weak dataSource] node, expand in
          guard let dataSource, let item = itemShowing(node) else { return false }
          let handlers = dataSource.sectionSnapshotHandlers
          if expand {
            guard handlers.shouldExpandItem?(item) ?? true else { return false }
            handlers.willExpandItem?(item)
          } else {
            guard handlers.shouldCollapseItem?(item) ?? true else { return false }
            handlers.willCollapseItem?(item)
          }
          // Read again: `willExpandItem` may have applied a snapshot with the children.
          var snapshot = dataSource.snapshot(for: section)
          if expand { snapshot.expand([item]) } else { snapshot.collapse([item]) }
          dataSource.apply(snapshot, to: section, animatingDifferences: true)
          return true
        })
    }

    private func showContent(_ content: UIListContentConfiguration) {
      title = content.text ?? content.attributedText?.string
      // `show` owns the row's name: a label or value the app set for the item before is
      // not read for this one (set them after `show`, on every configure).
      explicitAccessibilityLabel = nil
      explicitAccessibilityValue = nil
      contentConfiguration = content
      showAccessories()
    }

    /// A tap on the row, as a tap on its toggle: the item changes under its store's rules,
    /// with the haptic, `.valueChanged`, `onToggle`, `.touchUpInside` and
    /// `.primaryActionTriggered` (L1), as an assistive technology's activation of the
    /// toggle. Call it from `collectionView(_:performPrimaryActionForItemAt:)`. Does
    /// nothing while the toggle is disabled (a disabled item, L7) or its item's save runs.
    /// It is the row's own activation, as "Check all" is: a toggle subclass's
    /// `performAccessibilityActivation()` is VoiceOver's double tap only, and is not asked.
    public func activate() {
      // Through the control, so a switch row keeps its name for a failed save's
      // announcement after reuse as a touch's flip does (B19, L3).
      rowControl.activate()
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

    /// Keeps UIKit's expanded status (iOS 18) with the row's state, however it expanded.
    open override func updateConfiguration(using state: UICellConfigurationState) {
      super.updateConfiguration(using: state)
      updateExpandedStatus()
    }

    // MARK: Accessibility

    /// What VoiceOver is told of the row, decided in the core.
    private var rowAccessibility: ListRowAccessibility {
      ListRowAccessibility(
        isExpandable: disclosure == true, isExpanded: configurationState.isExpanded,
        canExpand: canExpandShownNode, activationTarget: nodeActivationTarget?(),
        systemSaysExpansion: Self.hasExpandedStatus)
    }

    /// Whether the row's outline can expand and collapse the node shown: it maps to an item
    /// of the outline's section.
    private var canExpandShownNode: Bool {
      guard disclosure == true, let node = shownItem?.item, let outline else { return false }
      return outline.maps(node)
    }

    /// The selector of iOS 18's `accessibilityExpandedStatus` setter, which the iOS 16.5
    /// SDK does not declare: reached by name, so the package builds against it.
    private static let expandedStatusKey = "accessibilityExpandedStatus"
    private static let hasExpandedStatus = NSObject().responds(
      to: NSSelectorFromString("setAccessibilityExpandedStatus:"))

    /// Sets iOS 18's expanded status (unsupported 0, expanded 1, collapsed 2, as
    /// `UIAccessibilityExpandedStatus` numbers them) where the system has it.
    private func updateExpandedStatus() {
      guard Self.hasExpandedStatus else { return }
      let status = disclosure == true ? (configurationState.isExpanded ? 1 : 2) : 0
      setValue(NSNumber(value: status), forKey: Self.expandedStatusKey)
    }

    /// What VoiceOver reads as the row's label unless the app set `accessibilityLabel`:
    /// the content's text and secondary text (plain or attributed), else the title (B13).
    ///
    /// Override it to add a detail of the row's own: the main actor's, unlike the
    /// `accessibilityLabel` override, which UIKit's SDKs declare in two isolations.
    open var defaultAccessibilityLabel: String? {
      let content = contentConfiguration as? UIListContentConfiguration
      return ListRowAccessibility.label(
        text: content?.text, attributedText: content?.attributedText?.string,
        secondaryText: content?.secondaryText,
        secondaryAttributedText: content?.secondaryAttributedText?.string,
        fallback: title ?? rowControl.view.accessibilityLabel)
    }

    /// What VoiceOver reads as the row's value unless the app set `accessibilityValue`:
    /// the toggle's (on, off, mixed, and "saving" while pending; B13, B18), and an outline
    /// parent's "expanded" or "collapsed" before iOS 18. Override it as
    /// ``defaultAccessibilityLabel``.
    ///
    /// It is built from the item's value in the core, in the words of the toggle's
    /// `accessibilityValueStrings` if set; an `accessibilityValue` set on the toggle or the
    /// switch itself is not read. That one stays on the control as the cell is reused, so
    /// it would say one item's state on the next; the cell's own is cleared by each
    /// `show`. To give a row a value of its own, set the cell's `accessibilityValue` after
    /// `show`, on every configure, or add to this one in an override.
    open var defaultAccessibilityValue: String? {
      // From the core's value, not the control's `accessibilityValue`: a UISwitch's is "1"
      // or "0", which read as numbers once the row says more or is no switch (B13).
      let control = rowControl
      return rowAccessibility.value(
        of: control.coordinator.value, systemHasToggleTrait: control.systemHasToggleTrait,
        appWords: control.appValueWords, localizedWords: .localized,
        busyWord: control.coordinator.isPending ? ToggleAccessibility.Phrases.localized.busy : nil,
        words: .localizedOutline)
    }

    /// The traits VoiceOver reads: the toggle's (a switch button on iOS 17, a button
    /// before; a switch row's UISwitch's), with any the app set on the cell but selected,
    /// which the value says (B13). An outline parent, whose double tap taps the row, is a
    /// button without the toggle's traits. Override it as ``defaultAccessibilityLabel``.
    open var defaultAccessibilityTraits: UIAccessibilityTraits {
      let own = super.accessibilityTraits.subtracting(.selected)
      guard rowAccessibility.keepsToggleTrait else { return own.union(.button) }
      return rowControl.view.accessibilityTraits.union(own)
    }

    /// What VoiceOver's double tap, Switch Control and Voice Control do: a list row's or a
    /// leaf's toggles its item, as a tap on the toggle does (B2), and returns true, also
    /// when the item takes no activation (disabled); an outline parent's returns false, so
    /// the system taps the row's title (its activation point), as a sighted tap does.
    ///
    /// Override it (on the main actor) to do something else. Return true when the subclass
    /// handled the activation, a refusal included (post an announcement saying why): false
    /// makes VoiceOver tap the row's activation point itself (the toggle, or an outline
    /// parent's title).
    open func performAccessibilityActivation() -> Bool {
      switch rowAccessibility.doubleTap {
      case .togglesNode:
        // Handled either way: a false (a subclass's hook may return one) would make
        // VoiceOver tap the toggle, and a tap on a disabled control may reach the cell and
        // select the row.
        _ = rowControl.view.accessibilityActivate()
        return true
      case .tapsRow:
        return false
      }
    }

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

    /// The row's traits: ``defaultAccessibilityTraits`` (B13).
    nonisolated open override var accessibilityTraits: UIAccessibilityTraits {
      get {
        MainActor.runOnMainThread {
          defaultAccessibilityTraits
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

    /// The app's actions, then an outline parent's own: "Check all" or "Uncheck all", and
    /// "Expand" or "Collapse" (see `show(_:of:title:expandable:)`). The app's persist on
    /// reuse, as UIKit's do: set them on every configure.
    nonisolated open override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
      get {
        MainActor.runOnMainThread {
          let own = rowActions()
          guard !own.isEmpty else { return appAccessibilityCustomActions }
          return (appAccessibilityCustomActions ?? []) + own
        } elsewhere: {
          nil
        }
      }
      set {
        // The actions are not Sendable in the SDK; the caller hands them over, as UIKit's
        // own setter takes them, and keeps no use of them.
        nonisolated(unsafe) let actions = newValue
        MainActor.runOnMainThread {
          appAccessibilityCustomActions = actions
        } elsewhere: {
          Task { @MainActor [weak self] in self?.appAccessibilityCustomActions = actions }
        }
      }
    }

    /// An outline parent's own actions, named in the user's language: the same objects
    /// while the actions are the same, so that VoiceOver's actions rotor keeps its place.
    private func rowActions() -> [UIAccessibilityCustomAction] {
      let actions = rowAccessibility.actions
      if let made = madeRowActions, made.actions == actions { return made.objects }
      let words = ListRowAccessibility.Words.localizedOutline
      // Each performs on the node shown when it runs, so one object serves every item.
      let objects = actions.map { action in
        UIAccessibilityCustomAction(name: ListRowAccessibility.name(of: action, words: words)) {
          [weak self] _ in
          self?.perform(action) ?? false
        }
      }
      madeRowActions = (actions, objects)
      return objects
    }

    private func perform(_ action: ListRowAccessibility.Action) -> Bool {
      switch action {
      case .checkAll, .uncheckAll:
        guard rowControl.view.isEnabled else { return false }
        activate()
        return true
      case .expand, .collapse:
        guard let node = shownItem?.item, let outline, outline.setExpanded(node, action == .expand)
        else { return false }
        // VoiceOver reads the row again, its value and action renamed.
        UIAccessibility.post(notification: .layoutChanged, argument: self)
        return true
      }
    }

    /// Where Voice Control and Switch Control tap, and VoiceOver's double tap when the row
    /// does not handle it: the toggle; an outline parent's title, as a sighted tap.
    nonisolated open override var accessibilityActivationPoint: CGPoint {
      get {
        MainActor.runOnMainThread {
          let view: UIView =
            rowAccessibility.doubleTap == .tapsRow ? contentView : rowControl.view
          return UIAccessibility.convertToScreenCoordinates(
            CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0), in: view
          ).origin
        } elsewhere: {
          .zero
        }
      }
      set {
        // The point is always the toggle's (or the title's), whatever is set: the setter
        // only satisfies the overridden property's shape.
      }
    }

    /// A double tap: ``performAccessibilityActivation()``.
    nonisolated open override func accessibilityActivate() -> Bool {
      MainActor.runOnMainThread {
        performAccessibilityActivation()
      } elsewhere: {
        false
      }
    }
  }

  /// The outline a ``ToggleListCell`` expands and collapses its node in, with the node
  /// shown as `AnyHashable`.
  @MainActor
  private struct NodeOutline {
    /// Whether the node maps to an item of the outline's section.
    let maps: (_ node: AnyHashable) -> Bool
    /// Expands or collapses the node's item; returns whether it did.
    let setExpanded: (_ node: AnyHashable, _ expand: Bool) -> Bool
  }
#endif
