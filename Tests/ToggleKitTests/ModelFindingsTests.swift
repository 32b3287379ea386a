import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// A toggle with a commit hook whose requests wait until the test answers them.
@MainActor
private func makeSavingToggle(_ policy: ToggleCommitPolicy) -> (ToggleCoordinator, RecordingHost) {
  let (toggle, host) = makeToggle()
  toggle.commitPolicy = policy
  toggle.onCommitRequest = { _ in }
  return (toggle, host)
}

/// Where the code broke the contract, as the reference model (`ReferenceModel`, read from
/// the contract's words) found it, each reduced to its shortest sequence: each failed
/// before its fix.
@Suite("B10 B18 B19 B20 Found by the reference model: shortest sequences")
@MainActor
struct ModelFindingsTests {
  @Test("B18 B7u: a press held when an activation starts a save shows no pressed look")
  func heldPressWhileSaving() {
    let (toggle, _) = makeSavingToggle(.optimistic)
    toggle.pointerDown(x: 50, y: 20)
    toggle.accessibilityActivate()
    #expect(toggle.isPending)
    // B18: while the save waits presses are absorbed, with no pressed look; B7u: the look
    // never promises a release that cannot toggle, and this release cannot.
    #expect(!toggle.isHighlighted)
    toggle.pointerUp(x: 50, y: 20)
    #expect(toggle.isPending && toggle.value == .on)
  }

  @Test("B18 B7u: Space held when Enter starts a save shows no pressed look")
  func heldSpaceWhileSaving() {
    let (toggle, _) = makeSavingToggle(.confirmed)
    toggle.keyDown(.space)
    toggle.keyDown(.enter)
    #expect(toggle.isPending)
    #expect(!toggle.isHighlighted)
  }

  /// A save from mixed, with mixed disallowed while it waits.
  private func saveFromMixed(_ policy: ToggleCommitPolicy) -> (ToggleCoordinator, RecordingHost) {
    let (toggle, host) = makeSavingToggle(policy)
    toggle.allowsMixed = true
    toggle.setValue(.mixed)
    toggle.accessibilityActivate()
    toggle.allowsMixed = false
    return (toggle, host)
  }

  @Test("B19 B10: an optimistic save from mixed that fails rolls back, told as shown")
  func optimisticFailureFromMixed() throws {
    let (toggle, host) = saveFromMixed(.optimistic)
    #expect(toggle.value == .on)
    let request = try #require(toggle.pendingCommit)
    toggle.completeCommit(request, with: .failure(.timedOut(after: 1)))
    // B19: failure rolls back: the failed proposal does not stay.
    #expect(toggle.value != .on)
    // B10: the last change observers hear is the final value.
    #expect(host.toldChanges.last?.newValue == toggle.value)
  }

  @Test("B19 B10: a confirmed save from mixed that fails is told as the value it shows")
  func confirmedFailureFromMixed() throws {
    let (toggle, host) = saveFromMixed(.confirmed)
    #expect(toggle.value == .off)
    let request = try #require(toggle.pendingCommit)
    toggle.completeCommit(request, with: .failure(.timedOut(after: 1)))
    #expect(host.toldChanges.last?.newValue == toggle.value)
  }

  @Test("B20: removing the hook puts an unsaved optimistic value back, also one from mixed")
  func removedHookFromMixed() {
    let (toggle, _) = saveFromMixed(.optimistic)
    toggle.removeCommit()
    #expect(toggle.value != .on)
  }

  @Test("B20: replacing the hook of a confirmed save moves no value")
  func replacedHookOfConfirmedSave() {
    let (toggle, _) = saveFromMixed(.confirmed)
    toggle.allowsMixed = true
    #expect(toggle.value == .off)
    toggle.removeCommit()
    // B20 puts back only an unsaved optimistic value; a confirmed save showed none.
    #expect(toggle.value == .off)
  }
}
