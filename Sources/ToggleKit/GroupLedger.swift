/// What a ``ToggleGroup`` counts of its members: which are on, how many, how many alive.
///
/// Shared with each member (``ToggleCoordinator``'s membership), so a member's value
/// changes and its release keep the counts exact as they happen, and no operation of
/// the group walks its members: a tap, a set from code and an `add` cost the same at 10
/// members and at 10,000 (issue "Toggles in lists").
///
/// Used on the main actor only. It is `@unchecked Sendable` because a member's `deinit`,
/// which Swift does not isolate, tells it of the member's release; that `deinit` runs
/// where the member's last reference went, which for a UI toggle is the main thread.
final class GroupLedger: @unchecked Sendable {
  /// The members on, by ``ToggleGroup/MemberID`` raw value: a set, so that an exclusive
  /// group's one selected member is found, compared and copied in constant time.
  private(set) var on: Set<UInt64> = []
  /// How many members are on.
  var onCount: Int { on.count }
  /// How many members are in the group and alive.
  private(set) var liveCount = 0
  /// Members released since the group last compacted its list.
  var releasedSinceCompaction = 0

  /// A member joined, on or not.
  func join(_ id: ToggleGroup.MemberID, isOn: Bool) {
    liveCount += 1
    if isOn { setOn(id, true) }
  }

  /// A member left the group, or was released.
  func leave(_ id: ToggleGroup.MemberID) {
    liveCount -= 1
    setOn(id, false)
  }

  /// A member's value changed.
  func setOn(_ id: ToggleGroup.MemberID, _ isOn: Bool) {
    let changed = isOn ? on.insert(id.rawValue).inserted : on.remove(id.rawValue) != nil
    if changed { signature.hash ^= Self.mix(id.rawValue) }
    signature.count = on.count
  }

  /// The members on, told apart in constant time: their count, and the exclusive-or of a
  /// 64-bit mix of each one's number, which a member going on and off again restores.
  struct Signature: Equatable, Sendable {
    var count = 0
    var hash: UInt64 = 0
  }

  /// The signature of the members on now.
  private(set) var signature = Signature()

  /// SplitMix64's finalizer: numbers close together get unrelated bits.
  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A member went away without leaving (its last reference went): it no longer counts.
  func memberReleased(_ id: ToggleGroup.MemberID) {
    leave(id)
    releasedSinceCompaction += 1
  }
}

/// A member's identity in its group and the counts it keeps up to date.
struct GroupMembership: Sendable {
  let id: ToggleGroup.MemberID
  let ledger: GroupLedger
}
