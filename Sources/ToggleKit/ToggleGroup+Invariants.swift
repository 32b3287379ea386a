extension ToggleGroup {
  // MARK: Invariants (G1-G6, G8)

  /// Traps, naming each contradiction, when the group's state disagrees with itself: for
  /// the tests, the model-based runs and the fuzzer, which call it after every event.
  ///
  /// The group never calls it: it walks every member, which a tap, a set from code and an
  /// `add` never do (L6). It checks what the group takes for granted and never checks again
  /// (the counts its members keep, its list in member order), as swift-collections checks
  /// its `BitSet` in its own tests.
  @_spi(ToggleKitTools) public func checkInvariants() {
    let violations = invariantViolations()
    guard violations.isEmpty else {
      preconditionFailure("ToggleGroup: " + violations.joined(separator: "; "))
    }
  }

  /// Each way the group's state contradicts itself, in words; empty when it holds together.
  ///
  /// Reads only, so that a test can corrupt a group and see the check report it, which a
  /// trap would not let it do.
  @_spi(ToggleKitTools) public func invariantViolations() -> [String] {
    var problems: [String] = []
    // G1: members in the order added, so that a member is found by a binary search.
    for (earlier, later) in zip(entries, entries.dropFirst()) where earlier.id >= later.id {
      problems.append("member \(later.id) is listed after \(earlier.id)")
    }
    var seen: Set<ObjectIdentifier> = []
    var liveCount = 0
    var on: Set<UInt64> = []
    for entry in entries {
      // A member removed or released leaves its entry empty until the list is compacted.
      guard let member = entry.member else { continue }
      liveCount += 1
      if !seen.insert(ObjectIdentifier(member)).inserted {
        problems.append("a toggle is listed twice, the second time as \(entry.id)")
      }
      if member.group !== self { problems.append("member \(entry.id) is in another group") }
      if member.membership?.id != entry.id || member.membership?.ledger !== ledger {
        problems.append("member \(entry.id) counts itself under another identity or group")
      }
      if member === selectAll { problems.append("member \(entry.id) is the group's select all") }
      if member.value == .on { on.insert(entry.id.rawValue) }
    }
    // G1, G4: the counts the members keep are the members' values.
    if ledger.liveCount != liveCount {
      problems.append("the counts hold \(ledger.liveCount) members, \(liveCount) are alive")
    }
    if ledger.on != on {
      problems.append(
        "the counts say \(ledger.on.sorted()) are on, the members \(on.sorted())")
    }
    if ledger.signature.count != ledger.onCount {
      problems.append("the selection's signature counts \(ledger.signature.count) on")
    }
    // G2, G4, G5: an exclusive group never ends an action, or code's set, with two on.
    if case .exclusive = mode, on.count > 1 {
      problems.append("\(on.count) members on in an exclusive group")
    }
    // G8: the change waiting for a member's work is that member's own save, and exactly the
    // members it moves show their part of it.
    problems += saves.invariantViolations.map { "the group's save ledger: \($0)" }
    let pending = pendingChange
    if let pending {
      // A released activated member leaves it waiting until the main actor's next turn,
      // when its watcher has the group withdraw it (B22).
      if let activated = pending.activated, !activated.saves.isPending(pending.request) {
        problems.append("the group waits on a save its activated member does not")
      }
    }
    let followers = Set(
      pending?.followers.compactMap { $0.member.map(ObjectIdentifier.init) } ?? [])
    for member in members + [selectAll].compactMap({ $0 }) {
      let part = member.followedGroupCommit
      let follows = followers.contains(ObjectIdentifier(member))
      if follows, part?.id != pending?.request.id {
        problems.append("a member the pending change moves does not show its part")
      } else if !follows, part != nil {
        problems.append("a member shows its part of a change the group does not wait on")
      }
    }
    // G6: "select all" belongs to the group without being one of its members.
    if let selectAll, selectAll.group !== self || selectAll.membership != nil {
      problems.append("the select all toggle is not the group's alone")
    }
    return problems
  }
}
