@_spi(ToggleKitTools) import ToggleKit

/// A plain restatement of the group rules (G1-G6), written apart from `ToggleGroup`,
/// to check the real thing against.
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
  }

  let kind: Kind
  var members: [Member]
  var selectAll: ToggleValue = .off
  var selectAllNotifications = 0
  var selectAllPrimaryActions = 0
  var groupChanges = 0

  init(kind: Kind, count: Int) {
    self.kind = kind
    members = Array(repeating: Member(), count: count)
  }

  var exclusive: Bool { kind == .exclusiveOptional || kind == .exclusiveRequired }
  var live: [Int] { members.indices.filter { members[$0].alive } }
  var selection: [Int] { live.filter { members[$0].on } }

  mutating func apply(_ event: GroupEvent) {
    let before = selection
    switch event {
    case .activate(let index):
      guard members.indices.contains(index), members[index].alive, members[index].enabled else {
        return
      }
      let turnOn = !members[index].on
      if !members[index].vetoes {
        if exclusive {
          if turnOn {
            for other in live where other != index && members[other].on { turnUser(other, false) }
            turnUser(index, true)
          } else if kind != .exclusiveRequired {
            turnUser(index, false)
          }
        } else {
          let before = selection.count
          let after = before + (turnOn ? 1 : -1)
          let (minimum, maximum) =
            kind == .multipleLimited
            ? (1, 3) : kind == .multipleAtLeastTwo ? (2, Int.max) : (0, Int.max)
          // Within the limits, or at least no further outside them (G3).
          let allowed =
            (after >= minimum || after > before) && (after <= maximum || after < before)
          if allowed { turnUser(index, turnOn) }
        }
      }
      members[index].primaryActions += 1
      finish(before, derivedAsUser: false)
    case .activateSelectAll:
      guard kind == .multipleWithSelectAll else { return }
      // G6: on from off, off from on; from mixed, on, unless every member it could turn on
      // is on already (the others disabled) and one it could turn off is on: then off.
      let couldTurnOn = live.contains { !members[$0].on && members[$0].enabled }
      let couldTurnOff = live.contains { members[$0].on && members[$0].enabled }
      let target = selectAll == .off || (selectAll == .mixed && (couldTurnOn || !couldTurnOff))
      // Disabled members are left as they are (B6).
      for index in live where members[index].on != target && members[index].enabled {
        turnUser(index, target)
      }
      finish(before, derivedAsUser: true)
      selectAllPrimaryActions += 1
    case .setFromCode(let index, let on):
      guard members.indices.contains(index), members[index].alive, members[index].on != on else {
        return
      }
      members[index].on = on
      if exclusive, on {
        for other in live where other != index { members[other].on = false }
      }
      finish(before, derivedAsUser: false)
    case .clearFromCode:
      guard exclusive else { return }
      for index in live { members[index].on = false }
      finish(before, derivedAsUser: false)
    case .release(let index):
      guard members.indices.contains(index), members[index].alive else { return }
      members[index].alive = false
    // The group hears of it lazily: the next change it tells includes it.
    case .setVeto(let index, let on):
      if members.indices.contains(index) { members[index].vetoes = on }
    case .setEnabled(let index, let on):
      if members.indices.contains(index) { members[index].enabled = on }
    }
  }

  private mutating func turnUser(_ index: Int, _ on: Bool) {
    members[index].on = on
    members[index].notifications += 1
  }

  private mutating func finish(_ before: [Int], derivedAsUser: Bool) {
    if kind == .multipleWithSelectAll {
      let count = selection.count
      let derived: ToggleValue = count == 0 ? .off : count == live.count ? .on : .mixed
      if derived != selectAll {
        selectAll = derived
        if derivedAsUser { selectAllNotifications += 1 }
      }
    }
    if selection != told { groupChanges += 1 }
    told = selection
  }

  /// The selection the group last told.
  private var told: [Int] = []
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
