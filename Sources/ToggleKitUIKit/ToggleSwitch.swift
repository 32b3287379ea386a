#if canImport(UIKit) && os(iOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  /// The system's own `UISwitch`, driven by ToggleKit's core: async commits
  /// with a pending look and rollback, group membership, and rows over a store or a tree.
  ///
  /// ```swift
  /// let sync = ToggleSwitch()
  /// sync.setCommit(.optimistic) { value in try await settings.save(sync: value == .on) }
  /// sync.onToggle = { isOn in print("sync saved:", isOn) }
  /// ```
  ///
  /// What differs from ``ToggleButton``, which draws its own looks:
  /// - UIKit draws it and decides a flip, by tap or drag; the core then decides whether the
  ///   flip stands. A refused flip (``shouldToggle``, a group's rule, a disabled item, a
  ///   save running) and a confirmed save's flip move the switch back at once; a confirmed
  ///   save moves it when it commits.
  /// - `.valueChanged` is UIKit's own: it comes for every flip, a refused or pending one
  ///   included. Listen to ``onToggle`` (committed user changes) or override
  ///   ``valueDidChange(_:)`` (every change, with its phase).
  /// - Set the value with ``setToggleValue(_:animated:)``. UIKit's own `isOn` and
  ///   `setOn(_:animated:)` move the switch without the core knowing: the core takes that
  ///   position as code's set when the user next flips the switch, and a row showing an
  ///   item shows what the switch says, not the item, until then.
  /// - While a save runs it is half as opaque and takes no touch, and VoiceOver reads its
  ///   value with "saving" ("off, saving" while a flip off is saved); there is no spinner.
  /// - No mixed state and no press look: UISwitch has neither. A row showing a mixed item
  ///   shows it off, and VoiceOver says mixed. No haptic of ToggleKit's, as UISwitch plays
  ///   none; a failed save plays the error haptic.
  /// - Mac Catalyst's checkbox style (`preferredStyle = .checkbox`) is UIKit's to draw and
  ///   is untested here.
  ///
  /// Type-checked against the iOS 16.5 SDK; not run on a device.
  @MainActor
  open class ToggleSwitch: UISwitch {
    /// The core this switch follows; for groups, stores and trees.
    public let coordinator = ToggleCoordinator()
    private lazy var host = SwitchHost(control: self)
    private var explicitAccessibilityValue: String?

    /// Called once per user change, when it is committed (B9).
    public var onToggle: (@MainActor (_ isOn: Bool) -> Void)?
    /// Asked before a user change with the value it would take; `false` vetoes it (B5).
    public var shouldToggle: (@MainActor (_ isOn: Bool) -> Bool)?
    /// Called when a save fails and the value goes back, before its feedback (B19).
    public var onCommitFailed: (@MainActor (ToggleCommitFailure) -> Void)?
    /// Whether a failed save is announced to VoiceOver (B19); on by default.
    public var announcesRollback = true

    /// Creates an off switch.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      setUp()
    }

    /// Creates a switch from a nib or storyboard, its value the nib's.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      coordinator.attach(host: host)
      coordinator.feedback.haptic = .none
      coordinator.shouldChange = { [weak self] proposed in
        self?.shouldToggle?(proposed == .on) ?? true
      }
      coordinator.isEnabled = isEnabled
      if isOn { coordinator.setValue(.on) }
      addTarget(self, action: #selector(switchWasFlipped), for: .valueChanged)
    }

    /// The value ToggleKit holds: on, off, or mixed for a row of a mixed item.
    public var toggleValue: ToggleValue { coordinator.value }

    /// Sets the value from code (B2): no `onToggle`, a pending save of this switch withdrawn.
    public func setToggleValue(_ value: ToggleValue, animated: Bool) {
      coordinator.setValue(value, animated: animated)
    }

    /// Whether a save of this switch (or of the item it shows) runs.
    public var isPending: Bool { coordinator.isPending }

    /// Makes each user change wait for `work` (B17-B22), as ``ToggleButton``'s
    /// `setCommit(_:timeout:work:)`: optimistic shows the new position at once, confirmed
    /// moves the switch back until `work` returns.
    public func setCommit(
      _ policy: ToggleCommitPolicy, timeout: Double = ToggleCoordinator.defaultCommitTimeout,
      work: @escaping @MainActor (_ proposedValue: ToggleValue) async throws -> Void
    ) {
      coordinator.setCommit(policy, timeout: timeout, work: work)
    }

    /// Puts the switch in `group` (nil leaves its group), as the last member (G1). A switch
    /// showing an item stops showing it.
    public func join(_ group: ToggleGroup?) {
      guard coordinator.group !== group || group == nil else { return }
      if group != nil { leaveShownItem() }
      // A "select all" leaves too: the core's remove knows it.
      coordinator.group?.remove(coordinator)
      group?.add(coordinator)
    }

    /// Shows `item` of `store`, as a list row (L1-L8); false, and off and disabled, for an
    /// item the store lacks. A save the user started here that fails after the switch went
    /// on to another item (its cell reused) still gives the error haptic and the
    /// announcement, under the name the switch had when flipped (its label, else its cell's).
    @discardableResult
    public func show<ID>(_ item: ID, of store: ToggleStore<ID>) -> Bool {
      // The same item again (a reconfigured cell) leaves nothing.
      if store.item(shownBy: coordinator) != item {
        leaveShownItem()
        leaveItem = { [weak self, weak store] in
          guard let self, let store, let name = self.nameAtFlip else { return }
          UnshownFailureFeedback.of(store).rowLeaves(
            item, title: name, announces: self.announcesRollback)
        }
      }
      return store.bind(coordinator, to: item)
    }

    /// Shows `node` of `tree` (T1-T10); false, and off and disabled, for a node the tree lacks.
    @discardableResult
    public func show<ID>(_ node: ID, of tree: ToggleTree<ID>) -> Bool {
      // As for a store's item: the same node again leaves nothing.
      if tree.node(shownBy: coordinator) != node {
        leaveShownItem()
        leaveItem = { [weak self, weak tree] in
          guard let self, let tree, let name = self.nameAtFlip else { return }
          UnshownFailureFeedback.of(tree).rowLeaves(
            node, title: name, announces: self.announcesRollback)
        }
      }
      return tree.bind(coordinator, to: node)
    }

    /// Stops showing an item of `store`: the switch keeps its position and is a plain
    /// switch again, its own commit hook and group back in charge (L2).
    public func stopShowing<ID>(_ store: ToggleStore<ID>) {
      guard store.item(shownBy: coordinator) != nil else { return }
      leaveShownItem()
      store.unbind(coordinator)
    }

    /// Stops showing a node of `tree`: the switch keeps its position and is a plain switch
    /// again.
    public func stopShowing<ID>(_ tree: ToggleTree<ID>) {
      guard tree.node(shownBy: coordinator) != nil else { return }
      leaveShownItem()
      tree.unbind(coordinator)
    }

    /// What leaving the store item or tree node shown now does: a save the user started here that still
    /// runs is announced, if it fails, under the name the switch had when flipped (B19, L3),
    /// since a reused cell's text may already name its next item. Set at each bind to
    /// another item or node, whatever store or tree the switch showed before.
    private var leaveItem: (() -> Void)?
    /// The switch's name when the user last flipped it, while the save that flip started
    /// runs and the switch shows its item or node.
    private var nameAtFlip: String?

    private func leaveShownItem() {
      let leave = leaveItem
      leaveItem = nil
      leave?()
      nameAtFlip = nil
    }

    /// Called after every change of the value, with its cause and phase (B10, B15); does
    /// nothing by default.
    open func valueDidChange(_ change: ToggleChange) {}

    open override var isEnabled: Bool {
      didSet { coordinator.isEnabled = isEnabled }
    }

    /// The name a failed save's announcement gives the switch: its own label, else the
    /// label of the cell it sits in (a settings row names its switch with its text), else
    /// none, and the announcement says only what did not change.
    var spokenName: String {
      if let label = accessibilityLabel, !label.isEmpty { return label }
      var view = superview
      while let ancestor = view {
        if ancestor is UITableViewCell || ancestor is UICollectionViewCell {
          return ancestor.accessibilityLabel ?? ""
        }
        view = ancestor.superview
      }
      return ""
    }

    /// UIKit moved the switch (a tap or a drag): the core decides whether the flip stands.
    @objc private func switchWasFlipped() {
      // A flip goes from the other position. If the core holds another value there, the app
      // moved the switch with UIKit's own `isOn` or `setOn`: that is taken as code's set
      // (B2) first, so the user's flip is the change it is on screen.
      let before: ToggleValue = isOn ? .off : .on
      if coordinator.value.onOrOff != before { coordinator.setValue(before) }
      // The name is for a save this flip starts: a save already running (started by a
      // menu, or code) absorbs the flip and is not this switch's to name. Kept before the
      // flip, so that a handler rebinding the switch during the flip's own delivery (a
      // list re-sorted at once) hands it over with the item, and clears it.
      if !coordinator.isPending, leaveItem != nil, coordinator.isBoundRow {
        nameAtFlip = spokenName
      }
      // As a tap on a button: one activation, under the rules, veto and saves.
      coordinator.pointerDown()
      coordinator.pointerUp(isInside: true)
      // No save runs now for the item shown (none started, or it ended at once): no name.
      if !coordinator.isPending { nameAtFlip = nil }
      showValue(animated: true)
    }

    /// Moves the switch to the core's value, if it is not there.
    func showValue(animated: Bool) {
      let on = coordinator.value == .on
      if isOn != on { super.setOn(on, animated: animated) }
    }

    /// What the app had set before a save's pending look, given back when it ends.
    private var lookBeforePending: (alpha: CGFloat, takesTouches: Bool)?

    /// The pending look: half as opaque as the app made it, no touches (B18).
    func showPending() {
      // The save the name was kept for has ended (T10, L3).
      if !coordinator.isPending { nameAtFlip = nil }
      if coordinator.isPending, lookBeforePending == nil {
        lookBeforePending = (alpha, isUserInteractionEnabled)
        alpha /= 2
        isUserInteractionEnabled = false
      } else if !coordinator.isPending, let look = lookBeforePending {
        lookBeforePending = nil
        // Given back only where the app left the pending look as it was.
        if alpha == look.alpha / 2 { alpha = look.alpha }
        if !isUserInteractionEnabled { isUserInteractionEnabled = look.takesTouches }
      }
    }

    /// The value VoiceOver reads: the app's, else UISwitch's own, with "saving" while a
    /// save runs and the word for mixed, which UISwitch lacks (B13, B18).
    var defaultAccessibilityValue: String? {
      let words = ToggleAccessibility.ValueStrings.localized
      if coordinator.isPending {
        return
          "\(words.string(for: coordinator.value)), \(ToggleAccessibility.Phrases.localized.busy)"
      }
      return coordinator.value == .mixed ? words.string(for: .mixed) : super.accessibilityValue
    }

    // Nonisolated as the SDKs declare it in two isolations (see ToggleButton): UIKit is
    // touched only on the main thread.

    /// The value VoiceOver reads (B13, B18).
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
  }

  extension ToggleValue {
    /// Mixed read as off, as a two-position control shows it.
    fileprivate var onOrOff: ToggleValue { self == .on ? .on : .off }
  }

  /// What the core asks of a ``ToggleSwitch``; held by the switch, holding it weakly.
  @MainActor
  private final class SwitchHost: ToggleHost {
    weak var control: ToggleSwitch?

    init(control: ToggleSwitch) {
      self.control = control
    }

    func toggleStateDidChange(_ coordinator: ToggleCoordinator) {}
    func togglePrepareFeedback(_ style: HapticStyle) {}

    func toggleValueDidChange(
      _ coordinator: ToggleCoordinator, change: ToggleChange, animated: Bool, haptic: HapticStyle
    ) {
      control?.showValue(animated: animated)
    }

    func toggleSendChangeNotifications(_ coordinator: ToggleCoordinator, change: ToggleChange) {
      control?.valueDidChange(change)
    }

    func toggleSendValueNotifications(_ coordinator: ToggleCoordinator) {
      guard let control else { return }
      control.onToggle?(coordinator.value == .on)
    }

    func toggleSendPrimaryAction(_ coordinator: ToggleCoordinator, source: ActivationSource) {}

    func togglePendingDidChange(_ coordinator: ToggleCoordinator) {
      control?.showPending()
    }

    func toggleBoundItemEnabledDidChange(_ coordinator: ToggleCoordinator) {
      control?.isEnabled = coordinator.showsEnabledItem
    }

    func toggleCommitDidFail(
      _ coordinator: ToggleCoordinator, request: ToggleCommitRequest, failure: ToggleCommitFailure
    ) {
      guard let control else { return }
      control.onCommitFailed?(failure)
      RollbackFeedback.give(
        label: control.spokenName, previousValue: request.previousValue,
        words: .localized, haptic: .light, announces: control.announcesRollback)
    }
  }
#endif
