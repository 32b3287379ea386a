/// The selection rules of a group, a store and a tree's section (G2, G3, G6, L4, T5), written
/// once as pure functions of the mode and the counts.
///
/// `ToggleGroup`, `ToggleStore`, `ToggleTree` and SwiftUI's
/// `ToggleSelectionMode.selection(afterActivating:in:)` each ask these functions what an
/// activation moves, whether select all and clear all are allowed, what a "select all" shows
/// and what an insert keeps. They keep only what is theirs:
/// how a change is carried out, told (B10) and saved (B17-B22).
struct SelectionRule: Sendable, Hashable {
  /// What one user activation of an item does to the selection (G2, G3).
  enum Activation: Sendable, Hashable {
    /// The counts forbid it: nothing changes, as a veto (B5); the tap action still fires.
    case refused
    /// It changes nothing: the selected item of a required exclusive selection.
    case unchanged
    /// The item takes `value`; with `clearsOthers`, every other item that is on goes off first.
    case moves(to: ToggleValue, clearsOthers: Bool)
  }

  /// The mode whose rules these are.
  let mode: ToggleSelectionMode

  /// The least and the most items on that the user may leave (exclusive: at most one, and
  /// at least one when a selection is required).
  var bounds: (minimum: Int, maximum: Int?) {
    switch mode {
    case .exclusive(let selectionRequired): (selectionRequired ? 1 : 0, 1)
    case .multiple(let minimum, let maximum): (minimum, maximum)
    }
  }

  /// What activating an item whose value is `value`, with `onCount` items on, does (G2, G3).
  ///
  /// The value proposed is `value.next` (mixed and off go on, on goes off).
  func activating(_ value: ToggleValue, onCount: Int, toward target: ToggleValue? = nil)
    -> Activation
  {
    let proposed = target ?? value.next
    switch mode {
    case .exclusive(let selectionRequired):
      if proposed == .on { return .moves(to: .on, clearsOthers: true) }
      return selectionRequired ? .unchanged : .moves(to: proposed, clearsOthers: false)
    case .multiple(let minimum, let maximum):
      let after = onCount + (proposed == .on ? 1 : 0) - (value == .on ? 1 : 0)
      guard Self.counts(from: onCount, to: after, minimum: minimum, maximum: maximum) else {
        return .refused
      }
      return .moves(to: proposed, clearsOthers: false)
    }
  }

  /// The value a user's "select all", or a tree's parent, aims at from the value it shows
  /// (G6, L7, T2), for the group, the store and the tree alike: off from on, on from off;
  /// from mixed, on, unless nothing it could turn on is left (the items off are disabled)
  /// while something could turn off: then off, so the tap moves what it can.
  ///
  /// - Parameters:
  ///   - canTurnOn: whether an item that is not on could be turned on by the user.
  ///   - canTurnOff: whether an item that is on could be turned off by the user.
  static func bulkTarget(
    from shown: ToggleValue, canTurnOn: @autoclosure () -> Bool,
    canTurnOff: @autoclosure () -> Bool
  ) -> ToggleValue {
    switch shown {
    case .on: .off
    case .off: .on
    case .mixed: canTurnOn() || !canTurnOff() ? .on : .off
    }
  }

  /// Whether the user may turn every changeable item to `target` at once (G6, L5): the
  /// count it leaves must be within the bounds, or no further outside them. Exclusive
  /// selections follow the same count rule, so all on is allowed only over one item and a
  /// required selection cannot be cleared by the user (G2).
  ///
  /// - Parameters:
  ///   - onCount: items on now.
  ///   - changeableOff: items not on that the user may change (enabled, not pending).
  ///   - changeableOn: items on that the user may change.
  func allowsBulk(toward target: ToggleValue, onCount: Int, changeableOff: Int, changeableOn: Int)
    -> Bool
  {
    let after = target == .on ? onCount + changeableOff : onCount - changeableOn
    let (minimum, maximum) = bounds
    return Self.counts(from: onCount, to: after, minimum: minimum, maximum: maximum)
  }

  /// The value a "select all" shows, or a tree's parent derives: on when every item is on,
  /// off when none is (and over no items), else mixed (G6, T1).
  static func derivedValue(onCount: Int, mixedCount: Int = 0, count: Int) -> ToggleValue {
    guard count > 0 else { return .off }
    return derivedValue(notOn: count - onCount, notOff: onCount + mixedCount)
  }

  /// The same value from how many items are not on and how many are not off, over at least
  /// one item: a tree keeps these, so that it needs no count of a parent's children.
  static func derivedValue(notOn: Int, notOff: Int) -> ToggleValue {
    notOn == 0 ? .on : notOff == 0 ? .off : .mixed
  }

  /// The value an item inserted with `value` keeps (G1, L4): an exclusive selection stands,
  /// so an item inserted on while another is on comes in off.
  func insertedValue(_ value: ToggleValue, onCount: Int) -> ToggleValue {
    if case .exclusive = mode, value == .on, onCount > 0 { return .off }
    return value
  }

  /// Whether code may set every item on at once (G5): not in an exclusive selection of more
  /// than one item, which cannot hold them.
  func allowsSettingAllOn(count: Int) -> Bool {
    if case .exclusive = mode { return count <= 1 }
    return true
  }

  /// Whether a change of the count of items on from `before` to `after` is allowed (G3):
  /// within the limits, or at least no further outside them, so a selection that starts
  /// below its minimum (none on, minimum 2) can still be filled one by one.
  static func counts(from before: Int, to after: Int, minimum: Int, maximum: Int?) -> Bool {
    let aboveMinimum = after >= minimum || after > before
    let belowMaximum = maximum.map { after <= $0 || after < before } ?? true
    return aboveMinimum && belowMaximum
  }
}

extension ToggleSelectionMode {
  /// The rules of this mode.
  var rule: SelectionRule { SelectionRule(mode: self) }
}
