@_spi(ToggleKitTools) import ToggleKit

/// The saved group behind ``AsyncCommitGroup``: the app's selection, changed by the user
/// through the core's `ToggleGroup`, one save at a time (G8).
///
/// SwiftUI keeps no widgets, so each member the view shows gets a headless coordinator in
/// the core's group, and the group decides what an activation moves, what is pending and
/// shown meanwhile, what a failure puts back and what code's change withdraws, as it does
/// for UIKit's and GTK's members. The app's binding holds the selection whenever no save
/// runs: before an activation the group takes it, and after a save commits the binding
/// takes the group's. Free of SwiftUI, so Linux tests drive it.
@MainActor
final class GroupCommitEngine<Member: Hashable & Sendable>: ToggleHost {
  /// How each save runs; the view gives it anew on every render, and the newest is used.
  struct Commit {
    var policy: ToggleCommitPolicy
    var timeout: Double
    var work: @MainActor (_ proposedSelection: Set<Member>) async throws -> Void
  }

  let mode: ToggleSelectionMode
  private let group: ToggleGroup
  private var coordinators: [Member: ToggleCoordinator] = [:]
  private var membersByCoordinator: [ObjectIdentifier: Member] = [:]
  private var commit: Commit
  private var installed: (policy: ToggleCommitPolicy, timeout: Double)?
  /// The app's selection, read and written through the binding of the newest activation,
  /// and what it held when that activation's save started.
  private var appSelection: (read: () -> Set<Member>, write: (Set<Member>) -> Void)?
  private var selectionBeforeSave: Set<Member> = []

  /// Something the view shows changed: a member's value or pending state.
  var onUpdate: (() -> Void)?
  /// Set when the view made a new engine (a new mode): activations through bindings of this
  /// one made before then start nothing, so two saves never run at once (G8).
  var isRetired = false
  /// A save failed or timed out and the group went back; the activated member, and the
  /// value it shows again (B19). Called once per failure.
  var onFailure: ((_ member: Member, _ restoredValue: ToggleValue) -> Void)?

  init(mode: ToggleSelectionMode, commit: Commit) {
    self.mode = mode
    self.commit = commit
    group = ToggleGroup(mode: mode)
    group.onChange = { [weak self] change in self?.groupDidChange(change) }
  }

  /// Takes the newest way to save; the hooks are installed again only between saves.
  func update(_ commit: Commit) {
    self.commit = commit
    installIfChanged()
  }

  /// Installs the newest policy and timeout on every member when they changed, between
  /// saves only: `installed` names what every member has.
  private func installIfChanged() {
    guard !group.isPending,
      installed?.policy != commit.policy || installed?.timeout != commit.timeout
    else { return }
    for coordinator in coordinators.values { install(on: coordinator) }
    installed = (commit.policy, commit.timeout)
  }

  // MARK: What the view shows

  /// Whether a save runs: every member's activation is absorbed until it ends (G8).
  var isSaving: Bool { group.isPending }

  /// What `member`'s toggle shows: while a save runs the group's (the proposal under the
  /// optimistic policy, the selection before it under the confirmed one), else the app's.
  func isOn(_ member: Member, in selection: Set<Member>) -> Bool {
    guard group.isPending else { return selection.contains(member) }
    return coordinators[member]?.value == .on
  }

  /// Whether `member` waits for the save: the activated member and every member it moves.
  func isPending(_ member: Member) -> Bool { coordinators[member]?.isPending ?? false }

  /// Whether `member` is the one the user activated for the running save.
  func isActivated(_ member: Member) -> Bool { coordinators[member]?.pendingCommit != nil }

  // MARK: Input

  /// The user turned `member` on or off: activated under the group's rules from the app's
  /// selection (`read`), saved with the newest ``Commit``, and written back with `write`.
  func activate(
    _ member: Member, read: @escaping () -> Set<Member>,
    write: @escaping (Set<Member>) -> Void
  ) {
    // The group absorbs it too (G8); here the app's selection is not read into it then.
    if !group.isPending, !isRetired {
      // A policy changed during the last save reaches every member before this one saves.
      installIfChanged()
      appSelection = (read, write)
      selectionBeforeSave = read()
      follow(selectionBeforeSave)
      coordinator(for: member).accessibilityActivate()
    }
    // Drawn again even when nothing changed (a refused or absorbed activation): a system
    // switch that flipped under the finger goes back to what the group shows.
    onUpdate?()
  }

  /// The app's selection changed. While a save runs it wins (B20): to the selection the
  /// save proposes, the save is withdrawn and the selection stays; to another, the group
  /// takes it from code, which withdraws the save and puts the members moved back first.
  /// Between saves the group takes it at the next activation.
  func selectionSetByApp(_ selection: Set<Member>) {
    guard let change = group.changeAwaitingCommit else { return }
    if selection == members(change.newSelection) {
      coordinators.values.first { $0.pendingCommit != nil }?.withdrawPendingCommit()
    } else {
      follow(selection)
    }
  }

  // MARK: The core's group

  private func coordinator(for member: Member) -> ToggleCoordinator {
    if let coordinator = coordinators[member] { return coordinator }
    let coordinator = ToggleCoordinator()
    coordinator.attach(host: self)
    // A system Toggle plays its own; a failed save's error haptic is ``onFailure``'s.
    coordinator.feedback.haptic = .none
    // The newest hook; `installed` moves only when every member has it (the first one).
    install(on: coordinator)
    if coordinators.isEmpty { installed = (commit.policy, commit.timeout) }
    coordinators[member] = coordinator
    membersByCoordinator[ObjectIdentifier(coordinator)] = member
    _ = group.add(coordinator)
    return coordinator
  }

  /// Every member's hook is the group's save: the activated member's runs, and saves the
  /// selection the group proposes, which its own value does not name (G8).
  private func install(on coordinator: ToggleCoordinator) {
    coordinator.setCommit(commit.policy, timeout: commit.timeout) { [weak self] _ in
      // Nothing here holds the engine while the work runs: a view that goes away releases
      // the group, whose members' release cancels the work (B22).
      guard let save = self?.pendingSave() else { return }
      try await save.work(save.proposed)
    }
  }

  /// The work to run and the selection it saves, read when a save starts.
  private func pendingSave() -> (
    work: @MainActor (Set<Member>) async throws -> Void, proposed: Set<Member>
  )? {
    guard let change = group.changeAwaitingCommit else { return nil }
    return (commit.work, members(change.newSelection))
  }

  /// Sets the group's members to `selection` from code: members turned off first, then on.
  private func follow(_ selection: Set<Member>) {
    for member in selection { _ = coordinator(for: member) }
    for (member, coordinator) in coordinators
    where !selection.contains(member) && coordinator.value != .off {
      coordinator.setValue(.off)
    }
    for member in selection where coordinators[member]?.value != .on {
      coordinators[member]?.setValue(.on)
    }
  }

  private func members(_ ids: [ToggleGroup.MemberID]) -> Set<Member> {
    Set(
      ids.compactMap { id in
        group.member(id).flatMap { membersByCoordinator[ObjectIdentifier($0)] }
      })
  }

  /// A user's change committed: the app's selection takes it (B19, G4), unless the app
  /// changed the selection since the save started, which wins (B20), even where the view
  /// was not drawn to see it (a row scrolled away) or the work itself set it. The work did
  /// save the proposal then; the app, which changed the selection, saves its own.
  private func groupDidChange(_ change: ToggleGroup.Change) {
    guard change.cause == .user, let appSelection,
      appSelection.read() == selectionBeforeSave
    else { return }
    appSelection.write(members(change.newSelection))
  }

  // MARK: ToggleHost

  func toggleStateDidChange(_ coordinator: ToggleCoordinator) {}
  func togglePrepareFeedback(_ style: HapticStyle) {}
  func toggleValueDidChange(
    _ coordinator: ToggleCoordinator, change: ToggleChange, animated: Bool, haptic: HapticStyle
  ) {
    onUpdate?()
  }
  func toggleSendValueNotifications(_ coordinator: ToggleCoordinator) {}
  func toggleSendPrimaryAction(_ coordinator: ToggleCoordinator, source: ActivationSource) {}
  func togglePendingDidChange(_ coordinator: ToggleCoordinator) { onUpdate?() }

  func toggleCommitDidFail(
    _ coordinator: ToggleCoordinator, request: ToggleCommitRequest, failure: ToggleCommitFailure
  ) {
    guard let member = membersByCoordinator[ObjectIdentifier(coordinator)] else { return }
    onFailure?(member, request.previousValue)
  }
}
