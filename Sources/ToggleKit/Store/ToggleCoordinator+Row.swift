extension ToggleCoordinator {
  // A toggle that is a row of a list (L1-L4, L7): it shows an item of a ToggleStore and has
  // no state of its own. Its activations go to the store; the store shows the item's
  // value and pending state on it.

  /// Whether this toggle is a row showing an item of a store.
  public var isBoundRow: Bool { rowSource != nil }

  /// Shows `value` and the pending state of the item the row is now bound to: no
  /// animation, no haptic, no notification; the row shows another item, nothing changed (L2).
  /// `showsAnotherItem` false is the item it shows already, bound again (a list's
  /// reconfigure): a press and a running animation go on, and the host is told only if
  /// the value shown moved.
  func showBoundItem(
    _ value: ToggleValue, pending: Bool, source: (any ToggleRowSource)?, slot: Int?,
    allowsMixed: Bool? = nil, showsAnotherItem: Bool = true, isEnabled: Bool?
  ) {
    rowSource = source
    rowSlot = source == nil ? nil : slot
    // A row that shows nothing takes no input (L4); one that shows an item is as enabled as
    // its item, whatever the app or the item before set on the widget (L7).
    // Nil: a "select all" row, whose enabled state stays the app's. No default, so that a
    // caller cannot forget a disabled item (a review found one that did).
    if let isEnabled {
      let enabled = source != nil && isEnabled
      let enabledMoved = storedShowsEnabledItem != enabled
      storedShowsEnabledItem = enabled
      if showsAnotherItem || enabledMoved { host?.toggleBoundItemEnabledDidChange(self) }
    }
    // A press on a row shown another item cannot toggle the item it began on; a list
    // binding the same item again (GTK 4.8 does on every update) leaves it alone.
    if showsAnotherItem { cancelInteraction() }
    let host = self.host
    // On the machine, not through allowsMixed's setter, which would tell a change (L2).
    let before = machine.value
    if let allowsMixed { _ = machine.setAllowsMixed(allowsMixed) }
    _ = machine.set(value)
    if machine.value != before {
      let shown = ToggleChange(from: before, to: machine.value, cause: .programmatic)
      host?.toggleValueDidChange(self, change: shown, animated: false, haptic: .none)
    }
    showPendingItem(pending, host: host)
    // A tap's cross-fade on the item shown again (UIKit's reconfigureItems while it runs)
    // goes on: only another item, or a value that moved, is news to the host.
    if showsAnotherItem || machine.value != before { host?.toggleDidShowBoundItem(self) }
  }

  /// Shows a change of the item this row shows, as a toggle shows its own (B3, B9): the
  /// item's value now (`shownValue`: for a confirmed pending change, still the old one),
  /// animated, with the haptic on the user's own row; the change told to the row's
  /// observers; and, for a committed user change, the row's value notifications.
  func showItemChange(
    _ change: ToggleChange, shownValue: ToggleValue, pending: Bool, notifiesUser: Bool,
    playsHaptic: Bool
  ) {
    let host = self.host
    // Shown while this row's own handlers are told a change (their answer set the item):
    // the look follows at once, and the change is told after the one being told (B10),
    // counted as an answer, so a row handler that answers every change stops too.
    if isDelivering {
      if shownValue == .mixed, !machine.allowsMixed { _ = machine.setAllowsMixed(true) }
      if machine.set(shownValue) != nil {
        host?.toggleValueDidChange(self, change: change, animated: false, haptic: .none)
      }
      showPendingItem(pending, host: host)
      // Told as a change only, as before this row's delivery began: the store's own
      // telling decides the value notifications, not this queue.
      answers.append((change, notifiesUser: false))
      return
    }
    beginDelivery(host)
    defer { endDelivery(host) }
    let haptic = playsHaptic ? feedback.haptic(for: change.cause) : .none
    // The item's value is the store's to allow: a row shows a mixed item as mixed.
    if shownValue == .mixed, !machine.allowsMixed { _ = machine.setAllowsMixed(true) }
    if machine.set(shownValue) != nil {
      let animated = feedback.animates(
        cause: change.cause, animatedRequested: true, reduceMotion: reduceMotion())
      host?.toggleValueDidChange(self, change: change, animated: animated, haptic: haptic)
    } else if haptic != .none {
      host?.togglePlayFeedback(haptic)
    }
    showPendingItem(pending, host: host)
    sendChangeNotifications(change, host: host)
    if notifiesUser { host?.toggleSendValueNotifications(self) }
  }

  /// Shows whether the item's save waits (L3); a press or Space held as it begins ends (B18).
  private func showPendingItem(_ pending: Bool, host: (any ToggleHost)?) {
    guard showsPendingItem != pending else { return }
    if pending { endHeldInput(host: host) }
    showsPendingItem = pending
    host?.togglePendingDidChange(self)
  }

  /// Whether the tree node this row shows has its children being read (T11): a host that
  /// can (GTK's) shows it is busy; the row takes activations as before.
  @_spi(ToggleKitTools) public var isShowingLoadingItem: Bool { showsLoadingItem }

  /// Shows whether the node this row shows has its children being read (T11).
  func showLoadingItem(_ loading: Bool) {
    guard showsLoadingItem != loading else { return }
    showsLoadingItem = loading
    host?.toggleLoadingDidChange(self)
  }

  /// The save of the item this row shows failed: the row gives the error feedback and the
  /// announcement naming itself, as a toggle whose own save failed does (B19, L3).
  func showItemCommitFailure(_ request: ToggleCommitRequest, failure: ToggleCommitFailure) {
    let host = self.host
    beginDelivery(host)
    defer { endDelivery(host) }
    host?.toggleCommitDidFail(self, request: request, failure: failure)
  }

  /// Shows the item it shows enabled or disabled (L7, T3): its widget follows at once.
  func showItemEnabled(_ isEnabled: Bool) {
    guard storedShowsEnabledItem != isEnabled else { return }
    storedShowsEnabledItem = isEnabled
    host?.toggleBoundItemEnabledDidChange(self)
  }

  /// The row shows no item any more: it keeps its look and value, and is a plain toggle
  /// again, enabled.
  func unbindRow() {
    let wasBound = rowSource != nil
    rowSource = nil
    rowSlot = nil
    showItemEnabled(true)
    showLoadingItem(false)
    if showsPendingItem {
      showsPendingItem = false
      host?.togglePendingDidChange(self)
    }
    if wasBound { host?.toggleDidUnbindRow(self) }
  }

  /// The activated row's tap action, after the store told its change (B9).
  func sendPrimaryActionForRow(_ source: ActivationSource) {
    sendPrimaryActionForGroup(source)
  }
}
