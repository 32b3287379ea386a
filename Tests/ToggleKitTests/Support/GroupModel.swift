@_spi(ToggleKitTools) import ToggleKit

/// The group rules as `docs/contract.md` words them (G1-G6, with B2-B9 for each member),
/// one event at a time.
///
/// Each transition below is a reading of the rule it cites, written from the contract and
/// not from the code: a model that restates the code agrees with the code's bugs. For every
/// event it says which members are on, what "select all" shows, and what is heard: each
/// member's changes on its stream (cause included), its user notifications and tap
/// actions, the group's changes (old and new selection, cause), and the order G4 fixes
/// across them. Where the contract says nothing about an input the check generates, the
/// choice made is the nearest rule's, marked "gap:".
struct GroupModel {
  struct Member {
    var alive = true
    var on = false
    var enabled = true
    var vetoes = false
    var notifications = 0
    var primaryActions = 0
  }

  enum Kind: CaseIterable {
    case exclusiveOptional, exclusiveRequired, multipleLimited, multipleAtLeastTwo,
      multipleWithSelectAll

    var mode: ToggleSelectionMode {
      switch self {
      case .exclusiveOptional: .exclusive(selectionRequired: false)
      case .exclusiveRequired: .exclusive(selectionRequired: true)
      case .multipleLimited: .multiple(minimum: 1, maximum: 3)
      case .multipleAtLeastTwo: .multiple(minimum: 2, maximum: nil)
      case .multipleWithSelectAll: .multiple
      }
    }

    /// G3: how many members may be on (an exclusive group is G2's, not counted).
    var counts: ClosedRange<Int> {
      switch self {
      case .multipleLimited: 1...3
      case .multipleAtLeastTwo: 2...Int.max
      default: 0...Int.max
      }
    }
  }

  /// What is heard, from a member (its index; "select all" is ``selectAllIndex``) or the group.
  enum Heard: Hashable, CustomStringConvertible {
    /// A change on the member's stream (B15): old value, new value, cause.
    case told(Int, ToggleValue, ToggleValue, ToggleCause)
    /// The member's user notification, reading its value (B3).
    case notified(Int, ToggleValue)
    /// The member's tap action (B9).
    case tapped(Int)
    /// The group's change: old and new selection (member indices), cause (G4).
    case group([Int], [Int], ToggleCause)

    var description: String {
      switch self {
      case .told(let who, let old, let new, let cause): "told(\(who): \(old)->\(new) \(cause))"
      case .notified(let who, let value): "notified(\(who): \(value))"
      case .tapped(let who): "tapped(\(who))"
      case .group(let old, let new, let cause): "group(\(old)->\(new) \(cause))"
      }
    }
  }

  static let selectAllIndex = 4

  let kind: Kind
  var members: [Member]
  /// G6: the "select all" toggle's value (multiple groups with one only).
  var selectAll: ToggleValue = .off
  var selectAllNotifications = 0
  var selectAllPrimaryActions = 0
  var groupChanges = 0
  /// The changes told on each stream in the last event, in order (compared stream by stream).
  private(set) var told: [Heard] = []
  /// The notifications, group changes and tap actions of the last event, in the order G4
  /// fixes: bucket after bucket; inside a bucket the contract fixes no order.
  private(set) var order: [[Heard]] = []
  /// The selection the group last told (G4): the old selection of its next change.
  private var toldSelection: [Int] = []
  /// A group change the last event may tell or not (see `.release`), before its tap action.
  private(set) var optionalGroupChange: Heard?
  /// Whether "select all" may still show what it showed before a member was released (see
  /// `.release`).
  private var selectAllMayLag = false

  init(kind: Kind, count: Int) {
    self.kind = kind
    members = Array(repeating: Member(), count: count)
  }

  var exclusive: Bool { kind == .exclusiveOptional || kind == .exclusiveRequired }
  var live: [Int] { members.indices.filter { members[$0].alive } }
  var selection: [Int] { live.filter { members[$0].on } }

  mutating func takeHeard() -> (told: [Heard], order: [[Heard]]) {
    defer { (told, order, optionalGroupChange) = ([], [], nil) }
    return (told, order)
  }

  /// The group told the change the contract leaves open (``optionalGroupChange``).
  mutating func acceptGroupChange(_ change: Heard) {
    guard case .group(_, let new, _) = change else { return }
    toldSelection = new
    groupChanges += 1
  }

  /// What "select all" shows after an event: where the contract leaves it open whether it
  /// follows a released member at once (see `.release`), it did if it shows the members
  /// left, told as code's change.
  mutating func observeSelectAll(_ shown: ToggleValue) {
    guard selectAllMayLag, shown == derivedSelectAll, shown != selectAll else { return }
    _ = followSelectAll(cause: .programmatic)
  }

  /// A member's value changes (B2, B3): shown, told with its cause, and for the user's
  /// change a user notification.
  private mutating func change(_ index: Int, on: Bool, cause: ToggleCause) {
    let (old, new): (ToggleValue, ToggleValue) = on ? (.off, .on) : (.on, .off)
    members[index].on = on
    told.append(.told(index, old, new, cause))
    if cause == .user { members[index].notifications += 1 }
  }

  private func notified(_ indices: [Int]) -> [Heard] {
    indices.map { .notified($0, members[$0].on ? .on : .off) }
  }

  /// G6: "select all" shows all on as on, none as off, else mixed. Gap: over no members;
  /// "none on" is taken, so off (as T1's `rootValue` over no nodes).
  private var derivedSelectAll: ToggleValue {
    let on = selection.count
    return on == 0 ? .off : on == live.count ? .on : .mixed
  }

  /// G6: the "select all" value follows the members as code's change, except for its own
  /// activation, which is the user's change and notifies (B3).
  private mutating func followSelectAll(cause: ToggleCause) -> Heard? {
    selectAllMayLag = false
    guard kind == .multipleWithSelectAll, derivedSelectAll != selectAll else { return nil }
    let old = selectAll
    selectAll = derivedSelectAll
    told.append(.told(Self.selectAllIndex, old, selectAll, cause))
    guard cause == .user else { return nil }
    selectAllNotifications += 1
    return .notified(Self.selectAllIndex, selectAll)
  }

  /// G4: one group change for an action that changed a member: the selection last told,
  /// the selection now, the cause. B3: none when nothing changed. Gap: a group operation
  /// that changes nothing after a selected member was released (see `.release`) may tell
  /// the selection the release left, or not.
  private mutating func groupChange(cause: ToggleCause, changed: Bool) -> Heard? {
    let now = selection
    guard now != toldSelection else { return nil }
    guard changed else {
      optionalGroupChange = .group(toldSelection, now, cause)
      return nil
    }
    defer { toldSelection = now }
    groupChanges += 1
    return .group(toldSelection, now, cause)
  }

  mutating func apply(_ event: GroupEvent) {
    switch event {
    case .activate(let index):
      // B6: a disabled member takes no activation (no tap action either); a released one is
      // gone (G1).
      guard members.indices.contains(index), members[index].alive, members[index].enabled else {
        return
      }
      let selectionBefore = selection
      var turnedOff: [Int] = []
      var turnedOn: [Int] = []
      // G2, G3: the activated member's veto decides for the group; a refusal is a veto's
      // (B5): no change, the tap action still fires.
      if !members[index].vetoes {
        if exclusive {
          if !members[index].on {
            // G2: activating an unselected member selects it and turns the selected one
            // off, whatever that one's veto or enabled state (the activated member decides).
            turnedOff = selectionBefore
            turnedOn = [index]
          } else if kind == .exclusiveOptional {
            // G2: activating the selected member clears the selection (optional) ...
            turnedOff = [index]
          }  // ... or changes nothing but its tap action (required).
        } else {
          // G3: an activation that would take the count of members on outside
          // minimum...maximum is refused. Gap: a count already outside (code may set one, G5;
          // an empty group under a minimum starts so). G3 keeps the user's count within the
          // limits, so a move that ends outside them is refused unless it ends nearer to them
          // (else an empty group with a minimum of two could never be filled, and one with a
          // member on could be emptied below its minimum).
          let before = selectionBefore.count
          let after = before + (members[index].on ? -1 : 1)
          let limits = kind.counts
          let nearer = after < before ? before > limits.upperBound : before < limits.lowerBound
          if limits.contains(after) || nearer {
            if members[index].on { turnedOff = [index] } else { turnedOn = [index] }
          }
        }
      }
      // G4: the member turned off first, then the member turned on (each a user change with
      // its notification, B3), then the group change, then the activated member's tap
      // action (B9). "Select all" follows as code's change (G6).
      for other in turnedOff { change(other, on: false, cause: .user) }
      for other in turnedOn { change(other, on: true, cause: .user) }
      _ = followSelectAll(cause: .programmatic)
      order = [notified(turnedOff), notified(turnedOn)]
      let changed = !(turnedOff + turnedOn).isEmpty
      if let group = groupChange(cause: .user, changed: changed) { order.append([group]) }
      members[index].primaryActions += 1
      order.append([.tapped(index)])
    case .activateSelectAll:
      guard kind == .multipleWithSelectAll else { return }
      // G6: on from off or mixed, off from on, and off from mixed too when every member it
      // could turn on is on already, the others disabled.
      let couldTurnOn = live.contains { !members[$0].on && members[$0].enabled }
      let target = selectAll == .off || (selectAll == .mixed && couldTurnOn)
      // G6 with L7 and T2: the tap moves what it can: disabled members keep their values
      // (B6). Gap: whether the members' own vetoes are asked; G2's "the activated member's
      // veto decides for the group" is taken: only the "select all" toggle's is.
      // Its counts never forbid it here: this group has no minimum or maximum (G3).
      let moved = live.filter { members[$0].on != target && members[$0].enabled }
      for index in moved { change(index, on: target, cause: .user) }
      // G6: one group change; G4: the members' notifications and the toggle's own (its
      // activation is the user's change), then the group change, then its tap action.
      // Gap: G4's "turned off first, then turned on" says nothing of "select all" itself,
      // whose members all move one way: one bucket.
      var notifications = notified(moved)
      if let own = followSelectAll(cause: .user) { notifications.append(own) }
      order = [notifications]
      if let group = groupChange(cause: .user, changed: !moved.isEmpty) { order.append([group]) }
      selectAllPrimaryActions += 1
      order.append([.tapped(Self.selectAllIndex)])
    case .setFromCode(let index, let on):
      // G5: code may set any selection, past the counts, disabled members too (B6); B3:
      // setting the value a member has changes nothing.
      guard members.indices.contains(index), members[index].alive, members[index].on != on else {
        return
      }
      // G5: setting a member on from code in an exclusive group turns the others off. All
      // of it programmatic (B2): no user notification, a group change with cause
      // programmatic. The contract orders nothing here across members.
      if exclusive, on {
        for other in selection where other != index {
          change(other, on: false, cause: .programmatic)
        }
      }
      change(index, on: on, cause: .programmatic)
      _ = followSelectAll(cause: .programmatic)
      if let group = groupChange(cause: .programmatic, changed: true) { order = [[group]] }
    case .clearFromCode:
      // G5: code may set none, even in a required group: every member on goes off, from code.
      guard exclusive else { return }
      let cleared = selection
      for index in cleared { change(index, on: false, cause: .programmatic) }
      if let group = groupChange(cause: .programmatic, changed: !cleared.isEmpty) {
        order = [[group]]
      }
    case .release(let index):
      // G1: a released member leaves the group. Gap: when the selection it leaves is told.
      // C6 (a toggle that goes leaves its group without the group's change) and B10 (the
      // selection a membership change leaves is told with the group's next change) say
      // not now; the old selection of the next change is the one last told. Whether a
      // group operation that changes nothing counts as that next change, the contract
      // does not say: either is taken (``optionalGroupChange``).
      guard members.indices.contains(index), members[index].alive else { return }
      members[index].alive = false
      // Gap: G6 says "select all" shows the members' state, and B10 and C6 tell a departure
      // late; whether "select all" follows at once or with the next change, the contract
      // does not say: either is taken (``observeSelectAll(_:)``).
      selectAllMayLag = kind == .multipleWithSelectAll && derivedSelectAll != selectAll
    case .setVeto(let index, let on):
      if members.indices.contains(index) { members[index].vetoes = on }  // B5
    case .setEnabled(let index, let on):
      if members.indices.contains(index) { members[index].enabled = on }  // B6
    }
  }
}

enum GroupEvent: CustomStringConvertible {
  case activate(Int)
  case activateSelectAll
  case setFromCode(Int, Bool)
  case clearFromCode
  case release(Int)
  case setVeto(Int, Bool)
  case setEnabled(Int, Bool)

  var description: String {
    switch self {
    case .activate(let index): "activate(\(index))"
    case .activateSelectAll: "activateSelectAll"
    case .setFromCode(let index, let on): "setFromCode(\(index), \(on))"
    case .clearFromCode: "clearFromCode"
    case .release(let index): "release(\(index))"
    case .setVeto(let index, let on): "setVeto(\(index), \(on))"
    case .setEnabled(let index, let on): "setEnabled(\(index), \(on))"
    }
  }

  static func random<R: RandomNumberGenerator>(count: Int, using rng: inout R) -> GroupEvent {
    let index = Int(rng.next() % UInt64(count))
    let flag = rng.next() % 2 == 0
    switch rng.next() % 16 {
    case 0...6: return .activate(index)
    case 7, 8: return .activateSelectAll
    case 9, 10: return .setFromCode(index, flag)
    case 11: return .clearFromCode
    case 12: return rng.next() % 8 == 0 ? .release(index) : .activate(index)
    case 13: return .setVeto(index, rng.next() % 4 == 0)
    default: return .setEnabled(index, rng.next() % 5 != 0)
    }
  }
}
