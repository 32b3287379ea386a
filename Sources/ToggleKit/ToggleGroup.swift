/// Toggles that act together: a radio-like exclusive group, or a multiple selection
/// with counts, with an optional "select all" toggle (G1-G8).
///
/// The group decides what a member's activation does to every member, and each
/// member carries out its own part with its own notifications (B2, B3, B9): the
/// member turned off first, then the member turned on, then the group's change,
/// then the activated member's tap action. It holds its members weakly and they
/// hold it (B16): a released member leaves it, and the group goes with its last
/// member. Adapters give their widgets the group's keyboard
/// (one Tab stop, arrows) and accessibility (radio buttons, "2 of 3").
@MainActor
public final class ToggleGroup {
  /// How many members may be on: the rule book's modes, shared with stores and trees.
  @available(*, deprecated, message: "use ToggleSelectionMode")
  public typealias Mode = ToggleSelectionMode

  /// A member's identity in the group, for change records; given when the member is added.
  public struct MemberID: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The number, counting up from 1 in the order members were added.
    public let rawValue: UInt64

    /// Orders by when members were added.
    public static func < (lhs: MemberID, rhs: MemberID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// "#3".
    public var description: String { "#\(rawValue)" }
  }

  /// One change of the group's selection (G4).
  public struct Change: Sendable, Hashable, Codable {
    /// The members that were on, in member order.
    public var oldSelection: [MemberID]
    /// The members that are on now, in member order.
    public var newSelection: [MemberID]
    /// A user's activation, or code.
    public var cause: ToggleCause

    /// Creates a change record.
    public init(oldSelection: [MemberID], newSelection: [MemberID], cause: ToggleCause) {
      self.oldSelection = oldSelection
      self.newSelection = newSelection
      self.cause = cause
    }
  }

  /// Where keyboard focus moves inside a group (G7); adapters map arrows, reading order first.
  public enum Direction: Sendable, Hashable {
    /// The next member in reading order, wrapping round (Right, or Left in right-to-left; Down).
    case next
    /// The previous member, wrapping round.
    case previous
    /// The first member (Home).
    case first
    /// The last member (End).
    case last
  }

  struct Entry {
    let id: MemberID
    weak var member: ToggleCoordinator?
  }

  /// The mode, fixed at creation.
  public let mode: ToggleSelectionMode
  /// A number no other group of this process has, for toolkit identifiers (UIKit's focus groups).
  @_spi(ToggleKitTools) public let serial: UInt64
  private static var lastSerial: UInt64 = 0
  /// Members in the order they were added (so by id); a removed or released member's
  /// entry stays, empty, until enough have gone that compacting pays for itself. Read, as
  /// the ledger is, by `invariantViolations()` in a file of its own.
  private(set) var entries: [Entry] = []
  private var removedSinceCompaction = 0
  private var lastID: UInt64 = 0
  /// Which members are on, how many, how many alive: kept by the members as they change.
  let ledger = GroupLedger()
  /// The toggle whose value is derived from the members (G6), if any; held weakly, as members are.
  public private(set) weak var selectAll: ToggleCoordinator?
  /// Called after each change of the selection, by the user or by code (G4).
  public var onChange: ((Change) -> Void)? {
    didSet {
      // What the first change it hears calls the old selection: the one now.
      if onChange != nil, oldValue == nil { toldSelection = ledger.on }
    }
  }
  /// Called after a member joined or left (``members`` changed); for adapters that notify a
  /// member count, as the C library's `n-members` (`@_spi(ToggleKitTools)`). A member
  /// released without leaving is not told: a widget leaves as it is disposed.
  @_spi(ToggleKitTools) public var onMembersChange: (() -> Void)?
  /// The selection last told, to tell changes made from code.
  private var toldSelection: Set<UInt64>? = []
  private var toldSignature = GroupLedger.Signature()
  /// Whether the group is carrying out an activation or a set of its own: nested ones wait.
  private var isBusy = false
  /// Whether ``onChange`` is running: an activation from it is dropped (B10).
  private var isTellingSelection = false
  /// The selections made while one is told, each told after it, in order (B10).
  private var answers = AnswerQueue<MadeSelection>()

  /// A selection as it was made, with its cause: kept until it is told.
  private struct MadeSelection {
    let cause: ToggleCause
    let selection: Set<UInt64>
    let signature: GroupLedger.Signature
  }

  /// Whether an observer may change a member from code now: false once ``onChange`` has
  /// answered its share of told changes in one delivery (B10).
  var admitsChangeFromObserver: Bool { answers.admitsChange }
  /// The group change waiting for a member's work, at most one (G8): adopted under the
  /// activated member's request, its life decided by the ledger every owner keeps.
  var saves = SaveLedger<PendingChange>()
  /// The group change waiting for a member's work, if any (G8).
  var pendingChange: PendingChange? { saves.oldest }

  /// Creates an empty group.
  public init(mode: ToggleSelectionMode) {
    self.mode = mode
    Self.lastSerial += 1
    serial = Self.lastSerial
  }

  // MARK: Membership (G1)

  /// The members alive now, in the order they were added.
  public var members: [ToggleCoordinator] {
    entries.compactMap(\.member)
  }

  /// Adds a toggle, which leaves any group it was in; returns its identity.
  ///
  /// In an exclusive group, a member added on while another is on is turned off
  /// from code: the group's selection stands. Adding a member already in the
  /// group returns its identity and changes nothing. A toggle whose own save is
  /// pending has it withdrawn first, as a set from code would (G8, B20): its answer
  /// would speak for its value alone, not for the group's selection.
  @discardableResult
  public func add(_ member: ToggleCoordinator) -> MemberID {
    if let id = id(of: member) { return id }
    // G8, B20: a save the toggle began alone answers for its value, not for a selection, and
    // its answer would move the group untold: it is withdrawn first, as a set from code
    // withdraws it, and its value goes back. Its handlers, told, may have added it here.
    if member.hasPendingSave {
      member.cancelPendingCommit(restoringPreviousValue: true)
      if let id = id(of: member) { return id }
    }
    // A list row joining a group stops showing its item: a member's value is its own and its
    // group's, and a row's activations would go to its store, around the group's rule (G1).
    member.rowSource?.unbind(member)
    // The group it leaves tells its members' observer once this add is done: app code that
    // ran in between could move the member again under it.
    let previousGroup = member.group
    previousGroup?.remove(member, tellingMembers: false)
    defer { previousGroup?.onMembersChange?() }
    lastID += 1
    let id = MemberID(rawValue: lastID)
    entries.append(Entry(id: id, member: member))
    member.group = self
    member.membership = GroupMembership(id: id, ledger: ledger)
    let kept = mode.rule.insertedValue(member.value, onCount: ledger.onCount)
    ledger.join(id, isOn: member.value == .on)
    if kept != member.value {
      withBusy { member.setValueForGroup(kept) }
    }
    selectionDidChange(cause: .programmatic)
    onMembersChange?()
    return id
  }

  /// Removes a member; its value stays as it is. A required group may be left with no selection.
  public func remove(_ member: ToggleCoordinator) {
    remove(member, tellingMembers: true)
  }

  private func remove(_ member: ToggleCoordinator, tellingMembers: Bool) {
    guard member.group === self else { return }
    // A change waiting on work it takes part in cannot finish without it (G8).
    if isInPendingChange(member) { cancelPendingChange(except: nil) }
    member.group = nil
    if member === selectAll {
      selectAll = nil
      return
    }
    if let membership = member.membership {
      member.membership = nil
      ledger.leave(membership.id)
      if let index = entryIndex(of: membership.id) { entries[index].member = nil }
      removedSinceCompaction += 1
      compactIfWorthIt()
    }
    selectionDidChange(cause: .programmatic)
    if tellingMembers { onMembersChange?() }
  }

  /// The identity of a member, or nil for a toggle not in the group.
  public func id(of member: ToggleCoordinator) -> MemberID? {
    guard member.group === self else { return nil }
    return member.membership?.id
  }

  /// The member with this identity, if it is still alive and in the group.
  public func member(_ id: MemberID) -> ToggleCoordinator? {
    entryIndex(of: id).flatMap { entries[$0].member }
  }

  /// The members that are on, in member order.
  public var selection: [MemberID] {
    Self.ids(in: ledger.on)
  }

  /// The members that are on, in member order; found from the counts, not by a walk.
  var selectedMembers: [ToggleCoordinator] {
    Self.ids(in: ledger.on).compactMap { member($0) }
  }

  /// Member ids in member order (the order they were added).
  private static func ids(in raw: Set<UInt64>) -> [MemberID] {
    raw.sorted().map(MemberID.init(rawValue:))
  }

  /// Where the entry of `id` is: entries are in id order, so a binary search finds it.
  private func entryIndex(of id: MemberID) -> Int? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].id < id { low = middle + 1 } else { high = middle }
    }
    return low < entries.count && entries[low].id == id ? low : nil
  }

  /// Drops the entries of members that left or were released once they are half the list,
  /// so the list's upkeep costs a constant amount per member, amortized.
  private func compactIfWorthIt() {
    let gone = removedSinceCompaction + ledger.releasedSinceCompaction
    guard gone > 16, gone * 2 > entries.count else { return }
    entries.removeAll { $0.member == nil }
    removedSinceCompaction = 0
    ledger.releasedSinceCompaction = 0
  }

  /// Makes `toggle` the group's "select all" (G6), in a multiple group: its value is derived
  /// (all on: on, none: off, else mixed) and activating it turns every member on, or off.
  /// Nil removes it. Returns false, changing nothing, in an exclusive group.
  @discardableResult
  public func setSelectAll(_ toggle: ToggleCoordinator?) -> Bool {
    guard case .multiple = mode else { return false }
    // G6: it leaves the group it is in first, this one's members included, before it is
    // made "select all" (which `remove` would take for leaving that role); one that is
    // "select all" already stays.
    if let toggle, toggle !== selectAll {
      toggle.group?.remove(toggle)
      // G8, B20: as a member joining, its own save is withdrawn first.
      if toggle.hasPendingSave { toggle.cancelPendingCommit(restoringPreviousValue: true) }
      // B10: app code told of its leaving may have made it a member again: that stands.
      guard id(of: toggle) == nil else { return false }
    }
    if let old = selectAll, old !== toggle { old.group = nil }
    selectAll = toggle
    guard let toggle else { return true }
    toggle.group = self
    toggle.allowsMixed = true
    deriveSelectAll()
    // G4, B10: its handlers, told of the value it takes, may set members meanwhile: derived
    // again, and told, as after any change from code (nothing when no member moved).
    selectionDidChange(cause: .programmatic)
    return true
  }

  /// Selects one member from code in an exclusive group (nil clears), turning the others off (G5).
  public func select(_ member: ToggleCoordinator?) {
    if let member {
      guard id(of: member) != nil else { return }
      member.setValue(.on)  // memberDidChangeFromCode turns the others off
    } else {
      guard admitsChangeFromObserver else { return }
      // Code wins over a change waiting for work: it is withdrawn first (B20, G8).
      cancelPendingChange(except: nil)
      withBusy {
        for other in members where other.value == .on { other.setValueForGroup(.off) }
      }
      selectionDidChange(cause: .programmatic)
    }
  }

  /// Turns every member off from code (G5), even in a group whose selection is required.
  public func clearSelection() {
    select(nil)
  }

  // MARK: Keyboard and accessibility (G7)

  /// The member that takes the group's one Tab stop: the first selected, else the first enabled.
  public var tabStop: ToggleCoordinator? {
    let live = members
    return live.first { $0.value == .on && $0.isEnabled } ?? live.first { $0.isEnabled }
  }

  /// The member focus moves to from `member`, skipping disabled ones; nil when there is none.
  public func neighbor(of member: ToggleCoordinator, _ direction: Direction) -> ToggleCoordinator? {
    let live = members.filter { $0.isEnabled || $0 === member }
    guard let index = live.firstIndex(where: { $0 === member }) else { return nil }
    let candidates = live.filter(\.isEnabled)
    guard !candidates.isEmpty else { return nil }
    switch direction {
    case .first: return candidates.first
    case .last: return candidates.last
    case .next, .previous:
      let step = direction == .next ? 1 : -1
      var next = index
      for _ in 0..<live.count {
        next = (next + step + live.count) % live.count
        if live[next].isEnabled, live[next] !== member { return live[next] }
      }
      return nil
    }
  }

  /// Moves focus in a radio-like way: in an exclusive group, arriving at a member selects it,
  /// as a user activation of it would (G7); returns the member focus should go to.
  @discardableResult
  public func arrow(
    from member: ToggleCoordinator, _ direction: Direction, source: ActivationSource = .keyboard
  ) -> ToggleCoordinator? {
    guard let target = neighbor(of: member, direction) else { return nil }
    focusArrived(at: target, source: source)
    return target
  }

  /// Keyboard focus moved to a member within the group, by the toolkit's own focus
  /// engine (UIKit's focus groups): in an exclusive group it selects, as a radio group does (G7).
  public func focusArrived(at member: ToggleCoordinator, source: ActivationSource = .keyboard) {
    guard case .exclusive = mode, member.value != .on, id(of: member) != nil else { return }
    // Moving focus is not pressing: the selection changes with its notifications,
    // but no tap action is sent (an app's tap action may navigate or dismiss).
    _ = takeActivation(of: member, from: source, sendsTapAction: false)
  }

  /// A member's place for assistive technology: "2 of 3" (1-based).
  public func position(of member: ToggleCoordinator) -> (index: Int, count: Int)? {
    let live = members
    guard let index = live.firstIndex(where: { $0 === member }) else { return nil }
    return (index + 1, live.count)
  }

  // MARK: Carrying out (G2-G6, G8)

  /// A member's or the select-all toggle's completed activation; true when the group took it.
  func takeActivation(
    of toggle: ToggleCoordinator, from source: ActivationSource, sendsTapAction: Bool = true
  ) -> Bool {
    // While a change waits for its work, every activation in the group is absorbed, with
    // no tap action, as a pending toggle's are (B18, G8).
    if pendingChange != nil, toggle === selectAll || id(of: toggle) != nil { return true }
    if toggle === selectAll {
      activateSelectAll(from: source)
      return true
    }
    guard id(of: toggle) != nil else { return false }
    // An activation inside the group's own action, inside the telling of its change, or
    // inside the activated member's own delivery (focusArrived and arrow can reach a
    // member from its own handler) would recurse (B10): dropped whole, with no tap action.
    guard !isBusy, !isTellingSelection, !toggle.isDelivering else { return true }
    compactIfWorthIt()
    let activation = mode.rule.activating(toggle.value, onCount: ledger.onCount)
    let proposed = toggle.value.next
    // So is one that would turn off a member that is delivering now (a change, or its
    // tap action): that member would change inside its own delivery (B10).
    if case .moves(_, clearsOthers: true) = activation,
      selectedMembers.contains(where: { $0 !== toggle && $0.isDelivering })
    {
      return true
    }
    // The veto is asked once, and only for a change the rules allow (B5): a refused one is
    // a tap that changes nothing, with its tap action.
    if case .moves(let value, let clearsOthers) = activation,
      toggle.approvesUserChange(to: proposed),
      // B5: the veto may change the group: the activation stands only on the group and the
      // counts it was asked about (a member let go or moved to another group, counts moved).
      id(of: toggle) != nil,
      mode.rule.activating(toggle.value, onCount: ledger.onCount) == activation
    {
      if let policy = toggle.commitPolicy(toward: proposed) {
        let others = clearsOthers ? selectedMembers.filter { $0 !== toggle } : []
        beginPendingChange(
          of: toggle, to: value, policy: policy, moving: others.map { ($0, ToggleValue.off) })
        if sendsTapAction { toggle.sendPrimaryActionForGroup(source) }
        return true
      }
      withBusy {
        if clearsOthers {
          // The member turned off first, then the member turned on (G4).
          let selected = selectedMembers.filter { $0 !== toggle }
          for other in selected { other.applyUserChangeForGroup(.off) }
        }
        toggle.applyUserChangeForGroup(value)
        // A handler of a member turned off may have selected another from code before
        // this one went on: the later change, the user's, stands, and that member goes
        // off again from code (G4). (A selection made after it, by the handlers of this
        // one going on, has already turned this one off, and stands.)
        if clearsOthers, toggle.value == .on {
          for other in selectedMembers where other !== toggle && other.value == .on {
            other.setValueForGroup(.off)
          }
        }
      }
    }
    selectionDidChange(cause: .user)
    if sendsTapAction { toggle.sendPrimaryActionForGroup(source) }
    return true
  }

  /// A member's value was set from code: an exclusive group turns the others off (G5).
  func memberDidChangeFromCode(_ toggle: ToggleCoordinator) {
    if toggle === selectAll {
      guard !isBusy else { return }
      // Code set "select all" itself: every member follows, from code.
      let target: ToggleValue? =
        switch toggle.value {
        case .on: .on
        case .off: .off
        case .mixed: nil
        }
      if let target {
        withBusy {
          for member in members where member.value != target { member.setValueForGroup(target) }
        }
      }
      selectionDidChange(cause: .programmatic)
      return
    }
    guard id(of: toggle) != nil else { return }
    if case .exclusive = mode, toggle.value == .on {
      withBusy {
        for other in selectedMembers where other !== toggle && other.value == .on {
          other.setValueForGroup(.off)
        }
      }
    }
    guard !isBusy else { return }
    selectionDidChange(cause: .programmatic)
  }

  private func activateSelectAll(from source: ActivationSource) {
    // Dropped inside the group's own action or the telling of its change, and while
    // "select all" or a member, all of which it may change, is delivering (B10).
    guard let selectAll, !isBusy, !isTellingSelection, !selectAll.isDelivering,
      !entries.contains(where: { $0.member?.isDelivering == true })
    else { return }
    compactIfWorthIt()
    let enabledOff = members.filter { $0.isEnabled && $0.value != .on }.count
    let enabledOn = members.filter { $0.isEnabled && $0.value == .on }.count
    let target = SelectionRule.bulkTarget(
      from: selectAll.value, canTurnOn: enabledOff > 0, canTurnOff: enabledOn > 0)
    let onNow = ledger.onCount
    let count = target == .on ? onNow + enabledOff : onNow - enabledOn
    // The rules first: the veto is not asked for a change they refuse (B5).
    let allowed =
      mode.rule.allowsBulk(
        toward: target, onCount: onNow, changeableOff: enabledOff, changeableOn: enabledOn)
      && selectAll.approvesUserChange(to: target)
    if allowed, let policy = selectAll.commitPolicy(toward: target) {
      // "Select all" with work of its own: every member it moves waits for it (G8).
      let moved = members.filter { $0.value != target && $0.isEnabled }.map { ($0, target) }
      let derived = SelectionRule.derivedValue(onCount: count, count: ledger.liveCount)
      beginPendingChange(of: selectAll, to: derived, policy: policy, moving: moved)
      selectAll.sendPrimaryActionForGroup(source)
      return
    }
    if allowed {
      withBusy {
        // A disabled member takes no user change, from "select all" either (B6).
        for member in members where member.value != target && member.isEnabled {
          member.applyUserChangeForGroup(target)
        }
        // Its own activation changes it as the user's (B3); members' changes, as code's.
        deriveSelectAll(asUser: true)
      }
    }
    selectionDidChange(cause: .user)
    selectAll.sendPrimaryActionForGroup(source)
  }

  /// Derives "select all", then tells the selection's change if there is one; one made
  /// while another is told is told after it (B10).
  func selectionDidChange(cause: ToggleCause) {
    guard !isBusy else { return }
    deriveSelectAll()
    if isTellingSelection {
      // Each selection is told as it was made, with its own cause: an observer hears every
      // change in order, as a toggle's do. Past the bound (a loop through add or remove,
      // which cannot be refused) the queue keeps no more: the selection is told with the
      // next change.
      answers.append(
        MadeSelection(cause: cause, selection: ledger.on, signature: ledger.signature))
      return
    }
    tellSelection(cause: cause, signature: ledger.signature, selection: nil)
    while let made = answers.next() {
      tellSelection(cause: made.cause, signature: made.signature, selection: made.selection)
    }
  }

  /// Tells ``onChange`` a selection (nil: the one now), if it differs from the one last told.
  private func tellSelection(
    cause: ToggleCause, signature: GroupLedger.Signature, selection: Set<UInt64>?
  ) {
    // The selection's signature (its count and a hash of its members) says in constant time
    // whether it differs from the one last told, whatever the number selected.
    guard signature != toldSignature else { return }
    toldSignature = signature
    // The change lists both selections (O(selected)); made, and the told selection kept,
    // only for someone to read it.
    guard let onChange else {
      toldSelection = nil
      return
    }
    let now = selection ?? ledger.on
    let told = toldSelection ?? []
    toldSelection = now
    let change = Change(
      oldSelection: Self.ids(in: told), newSelection: Self.ids(in: now), cause: cause)
    isTellingSelection = true
    defer { isTellingSelection = false }
    onChange(change)
  }

  /// Sets "select all" to what the members say: all on, none, or mixed (G6).
  private func deriveSelectAll(asUser: Bool = false) {
    guard let selectAll else { return }
    let derived = SelectionRule.derivedValue(onCount: ledger.onCount, count: ledger.liveCount)
    guard selectAll.value != derived else { return }
    withBusy {
      if asUser {
        selectAll.applyUserChangeForGroup(derived)
      } else {
        selectAll.setValueForGroup(derived)
      }
    }
  }

  func withBusy(_ body: () -> Void) {
    let wasBusy = isBusy
    isBusy = true
    body()
    isBusy = wasBusy
  }

}

extension ToggleSelectionMode {
  /// The selection after a user activates `member` (G2, G3), for toolkits that keep the
  /// selection themselves (SwiftUI bindings): the same as before when the activation changes
  /// nothing (the selected member of a required group), nil when it is refused (counts).
  public func selection<Member: Hashable>(
    afterActivating member: Member, in selection: Set<Member>
  ) -> Set<Member>? {
    let isOn = selection.contains(member)
    switch rule.activating(isOn ? .on : .off, onCount: selection.count) {
    case .refused: return nil
    case .unchanged: return selection
    case .moves(let value, let clearsOthers):
      var after = clearsOthers ? [] : selection
      if value == .on { after.insert(member) } else { after.remove(member) }
      return after
    }
  }
}
