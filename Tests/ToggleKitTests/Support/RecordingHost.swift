@_spi(ToggleKitTools) import ToggleKit

/// A host that records, in order, what the coordinator asked of it.
@MainActor
final class RecordingHost: ToggleHost {
  enum Event: Equatable, CustomStringConvertible {
    case stateChanged(ControlState)
    case prepareFeedback(HapticStyle)
    case playFeedback(HapticStyle)
    case valueChanged(ToggleChange, animated: Bool, haptic: HapticStyle)
    case changeNotification(ToggleChange)
    case valueNotification(ToggleValue)
    case primaryAction(ActivationSource, ToggleValue)

    var description: String {
      switch self {
      case .stateChanged(let state): "state(\(state))"
      case .prepareFeedback(let style): "prepare(\(style))"
      case .playFeedback(let style): "play(\(style))"
      case .valueChanged(let change, let animated, let haptic):
        "value(\(change.oldValue)->\(change.newValue) \(change.cause) animated:\(animated) \(haptic))"
      case .changeNotification(let change):
        "told(\(change.oldValue)->\(change.newValue) \(change.cause))"
      case .valueNotification(let value): "notify(\(value))"
      case .primaryAction(let source, let value): "primary(\(source), \(value))"
      }
    }
  }

  var events: [Event] = []
  /// Runs inside `toggleSendChangeNotifications`, as an app's per-change observer would.
  var onChangeNotification: ((ToggleCoordinator, ToggleChange) -> Void)?
  /// Open deliveries: begun and not yet ended.
  var openDeliveries = 0
  /// Runs inside `toggleSendValueNotifications`, as an app's handler would.
  var onValueNotification: ((ToggleCoordinator) -> Void)?
  /// Runs inside `toggleSendPrimaryAction`.
  var onPrimaryAction: ((ToggleCoordinator) -> Void)?

  var valueNotifications: [ToggleValue] {
    events.compactMap { if case .valueNotification(let value) = $0 { value } else { nil } }
  }
  var primaryActions: [ActivationSource] {
    events.compactMap { if case .primaryAction(let source, _) = $0 { source } else { nil } }
  }
  var toldChanges: [ToggleChange] {
    events.compactMap { if case .changeNotification(let change) = $0 { change } else { nil } }
  }
  var valueChanges: [ToggleChange] {
    events.compactMap { if case .valueChanged(let change, _, _) = $0 { change } else { nil } }
  }

  func toggleStateDidChange(_ coordinator: ToggleCoordinator) {
    events.append(.stateChanged(coordinator.controlState))
  }
  func togglePrepareFeedback(_ style: HapticStyle) {
    events.append(.prepareFeedback(style))
  }
  func togglePlayFeedback(_ style: HapticStyle) {
    events.append(.playFeedback(style))
  }
  func toggleValueDidChange(
    _ coordinator: ToggleCoordinator, change: ToggleChange, animated: Bool, haptic: HapticStyle
  ) {
    events.append(.valueChanged(change, animated: animated, haptic: haptic))
  }
  func toggleSendChangeNotifications(_ coordinator: ToggleCoordinator, change: ToggleChange) {
    events.append(.changeNotification(change))
    onChangeNotification?(coordinator, change)
  }
  func toggleWillBeginDelivery(_ coordinator: ToggleCoordinator) { openDeliveries += 1 }
  func toggleDidEndDelivery(_ coordinator: ToggleCoordinator) { openDeliveries -= 1 }
  func toggleSendValueNotifications(_ coordinator: ToggleCoordinator) {
    events.append(.valueNotification(coordinator.value))
    onValueNotification?(coordinator)
  }
  func toggleSendPrimaryAction(_ coordinator: ToggleCoordinator, source: ActivationSource) {
    events.append(.primaryAction(source, coordinator.value))
    onPrimaryAction?(coordinator)
  }

  /// Whether the host showed the pending look after each pending change it was told of.
  var pendingLooks: [Bool] = []
  /// The value the host had last been told to show when each pending change came: what an
  /// assistive technology reads as the busy state changes.
  var valuesShownAtPendingLooks: [ToggleValue?] = []
  /// The failures the host was told to give feedback for.
  var failures: [ToggleCommitFailure] = []
  /// How many times the host was told the row shows another item (L2).
  var itemsShown = 0
  func toggleDidShowBoundItem(_ coordinator: ToggleCoordinator) { itemsShown += 1 }
  /// The enabled state the host was told to give its widget, in order (L7).
  var enabledShown: [Bool] = []
  func toggleBoundItemEnabledDidChange(_ coordinator: ToggleCoordinator) {
    enabledShown.append(coordinator.showsEnabledItem)
  }
  func togglePendingDidChange(_ coordinator: ToggleCoordinator) {
    pendingLooks.append(coordinator.isPending)
    valuesShownAtPendingLooks.append(valueChanges.last?.newValue)
  }
  /// The reading state the host was told to show, in order (T11).
  var loadingLooks: [Bool] = []
  func toggleLoadingDidChange(_ coordinator: ToggleCoordinator) {
    loadingLooks.append(coordinator.isShowingLoadingItem)
  }
  func toggleCommitDidFail(
    _ coordinator: ToggleCoordinator, request: ToggleCommitRequest, failure: ToggleCommitFailure
  ) {
    failures.append(failure)
  }
}

/// A coordinator for a 100 x 40 toggle at the origin, wired to a recording host.
@MainActor
func makeToggle(slop: Double = 70) -> (ToggleCoordinator, RecordingHost) {
  let coordinator = ToggleCoordinator(hitRegion: HitRegion(width: 100, height: 40, slop: slop))
  let host = RecordingHost()
  coordinator.attach(host: host)
  return (coordinator, host)
}

extension ToggleCoordinator {
  /// A press and release at the same point.
  func tap(x: Double = 50, y: Double = 20) {
    pointerDown(x: x, y: y)
    pointerUp(x: x, y: y)
  }
}
