@_spi(ToggleKitTools) import ToggleKit

/// The toggle's rules as `docs/contract.md` words them (B1-B22), one event at a time.
///
/// Each transition below is a reading of the rule it cites, written from the contract and
/// not from the code: a model that restates the code agrees with the code's bugs. For every
/// event it says what the toggle then holds (value, pressed look, pending) and what its
/// host hears (`heard`), in order: the value shown moving, the changes told on the stream
/// with their cause and phase, the value notifications, the tap action, the error feedback,
/// the pending look, the haptics. Where the contract says nothing about an input the check
/// generates, the choice made is the nearest rule's, marked "gap:".
struct ReferenceModel {
  enum Held: Equatable {
    case none
    case pointer(inside: Bool)
    case space
  }

  /// A change's phase (the contract's table "Async commit: what observers hear"), with a
  /// rollback's failure reduced to its reason.
  enum Phase: Equatable, CustomStringConvertible {
    case committed
    case pending(ToggleCommitPolicy)
    case rolledBack(ToggleCommitFailure.Reason)
    case cancelled

    init(_ phase: ToggleChange.Phase) {
      switch phase {
      case .committed: self = .committed
      case .pending(let policy): self = .pending(policy)
      case .rolledBack(let failure): self = .rolledBack(failure.reason)
      case .cancelled: self = .cancelled
      }
    }

    var description: String {
      switch self {
      case .committed: "committed"
      case .pending(let policy): "pending(\(policy.rawValue))"
      case .rolledBack(let reason): "rolledBack(\(reason.rawValue))"
      case .cancelled: "cancelled"
      }
    }
  }

  /// What the host hears, each as the contract names it.
  enum Heard: Equatable, CustomStringConvertible {
    /// The value shown moved (look and accessibility, B2, B9; `ToggleChange.shownValue`).
    case shown(ToggleValue)
    /// One change on the change stream (B15): old value, new value, cause, phase.
    case told(ToggleValue, ToggleValue, ToggleCause, Phase)
    /// The user's value notification, with the value it reads (B3).
    case notified(ToggleValue)
    /// The tap action, with the value it reads (B9).
    case tapped(ToggleValue)
    /// The error feedback and announcement of a rolled-back save (B19).
    case failed(ToggleCommitFailure.Reason)
    /// The pending look and busy state began or ended, with the value then shown (B18).
    case busy(Bool, ToggleValue)
    /// A haptic was made ready (B14).
    case prepared

    /// Which of the host's streams it belongs to: the check compares stream by stream.
    var stream: Int {
      switch self {
      case .shown: 0
      case .told: 1
      case .notified: 2
      case .tapped: 3
      case .failed: 4
      case .busy: 5
      case .prepared: 6
      }
    }

    var description: String {
      switch self {
      case .shown(let value): "shown(\(value))"
      case .told(let old, let new, let cause, let phase): "told(\(old)->\(new) \(cause) \(phase))"
      case .notified(let value): "notified(\(value))"
      case .tapped(let value): "tapped(\(value))"
      case .failed(let reason): "failed(\(reason.rawValue))"
      case .busy(let on, let value): "busy(\(on), \(value))"
      case .prepared: "prepared"
      }
    }
  }

  /// A user change waiting for the app's work (B17, B18).
  struct Save {
    let before: ToggleValue
    let proposed: ToggleValue
    let policy: ToggleCommitPolicy
  }

  // B1: default off. B6: enabled. B4: autotoggle on by default. B5: no veto.
  var value: ToggleValue = .off
  var enabled = true
  var focused = false
  var autotoggle = true
  var allowsMixed = false
  var vetoes = false
  var held: Held = .none
  /// The hook's policy (B17); nil: no hook, changes apply at once.
  var policy: ToggleCommitPolicy?
  var save: Save?
  var notifications = 0
  var primaryActions = 0
  /// What the host heard since the last `takeHeard()`, in order.
  private(set) var heard: [Heard] = []
  /// How many haptics the last event may play (B14): none unless the user changed the value.
  private(set) var haptics: ClosedRange<Int> = 0...0
  /// Whether the last event was the work's answer: B18 orders the pending look's end then.
  private(set) var answered = false

  // The 100 x 40 toggle of the tests with slop 70. B13: the touch target is at least
  // 44 x 44, so the 40 points of height grow by 2 above and below; a press starts inside it.
  static func inTarget(_ x: Double, _ y: Double) -> Bool {
    x >= 0 && x <= 100 && y >= -2 && y <= 42
  }
  // B7: held or released within 70 points of the bounds is inside; NaN compares false,
  // so a non-finite coordinate is never inside.
  static func inSlop(_ x: Double, _ y: Double) -> Bool {
    x >= -70 && x <= 170 && y >= -72 && y <= 112
  }

  var pending: Bool { save != nil }

  var highlighted: Bool {
    // B18: no pressed look while a save waits, whatever is held.
    guard save == nil else { return false }
    switch held {
    case .none: return false
    // B7: pressed look while held inside the slop region.
    case .pointer(let inside): return inside
    // B8: Space is pressed from key down.
    case .space: return true
    }
  }

  mutating func takeHeard() -> [Heard] {
    defer { heard = [] }
    return heard
  }

  /// The value shown moves (B2, B9: value, then look and accessibility).
  private mutating func show(_ new: ToggleValue) {
    guard new != value else { return }
    value = new
    heard.append(.shown(new))
  }

  /// B1: mixed only where allowed. Gap: a value to put back that is mixed where mixed is no
  /// longer allowed; B1's default, off, is taken.
  private func admitted(_ new: ToggleValue) -> ToggleValue {
    new == .mixed && !allowsMixed ? .off : new
  }

  /// A completed user activation (B2): release inside, Space up, Enter down, accessibility.
  private mutating func activate() {
    // B18: while a save waits, activations are absorbed: no change, no notification,
    // no tap action.
    guard save == nil else { return }
    // B4: with autotoggle off an activation only sends the tap action; B5: a veto changes
    // and notifies nothing, and the tap action still fires.
    if autotoggle && !vetoes {
      // B1: a user activation from mixed goes on; on goes off, off goes on.
      let before = value
      let proposed: ToggleValue = before == .on ? .off : .on
      if let policy {
        // B17: with a hook the activation starts the work and the toggle is pending;
        // B18: optimistic shows the proposal at once, confirmed keeps the old value;
        // both show the pending look. The table: pending is told before -> proposed.
        save = Save(before: before, proposed: proposed, policy: policy)
        // B18: a press or Space held as the save begins ends, as a cancelled one (B7).
        held = .none
        if policy == .optimistic { show(proposed) }
        heard.append(.told(before, proposed, .user, .pending(policy)))
        heard.append(.busy(true, value))
        // Gap: B14 does not say whether a save's haptic plays at the tap or at its
        // commit; one, at most, here.
        haptics = 0...1
      } else {
        // B3 B9: the value changes, then the user is notified once, reading the new value.
        show(proposed)
        heard.append(.told(before, proposed, .user, .committed))
        heard.append(.notified(value))
        notifications += 1
        // B14: haptics on user changes.
        haptics = 1...1
      }
    }
    // B9: the tap action last; the table: it fires for the activation that starts the work.
    heard.append(.tapped(value))
    primaryActions += 1
  }

  /// B20: code wins over a waiting save: the work is cancelled and the proposal is told
  /// withdrawn (before -> proposed, cancelled). Gap: the toggle table names no cause for
  /// the cancelled phase; T10's words for withdrawn saves (cause code) are taken.
  private mutating func withdraw() {
    guard let save else { return }
    self.save = nil
    heard.append(.told(save.before, save.proposed, .programmatic, .cancelled))
    heard.append(.busy(false, value))
  }

  /// B2: a change from code: shown, told as programmatic, no user notification.
  private mutating func setFromCode(_ new: ToggleValue) {
    let old = value
    show(new)
    heard.append(.told(old, new, .programmatic, .committed))
  }

  mutating func apply(_ event: ModelEvent) {
    haptics = 0...0
    answered = false
    switch event {
    case .down(let x, let y):
      // B6: disabled takes no press. B18: presses are absorbed while a save waits.
      // B7u: a press the core refuses while Space is held. Gap: a second press while one
      // is held; B7's "out-of-order input never toggles": ignored, the first goes on.
      if enabled, save == nil, held == .none, Self.inTarget(x, y) {
        held = .pointer(inside: true)
        // B14: the haptic is prepared at press.
        heard.append(.prepared)
      }
    case .move(let x, let y):
      // B7: the pressed look follows the pointer in and out of the slop region.
      if case .pointer = held { held = .pointer(inside: Self.inSlop(x, y)) }
    case .up(let x, let y):
      // B7: release inside the slop activates, outside never toggles.
      if case .pointer = held {
        held = .none
        if Self.inSlop(x, y) { activate() }
      }
    case .cancel:
      // B7: a cancel never toggles. B7u: it ends a touch, never a held key.
      if case .pointer = held { held = .none }
    case .keyDown(.space):
      // B8: Space is pressed on key down. B6, B18 as for a press. Gap: Space while a
      // pointer press is held; B7u's converse (a press refused while Space is held) is
      // taken: the held press goes on.
      if enabled, save == nil, held == .none {
        held = .space
        heard.append(.prepared)  // B14: prepared at press
      }
    case .keyDown(.enter):
      // B8: Enter activates on key down (B6: not while disabled). Gap: Enter while a press
      // is held; B8 puts no condition on it, so it activates and the press goes on.
      if enabled { activate() }
    case .keyUp(.space):
      // B8: Space activates on key up.
      if held == .space {
        held = .none
        activate()
      }
    case .keyUp(.enter):
      break  // B8: Enter acted on key down
    case .accessibilityActivate:
      // B2: an accessibility activate is a user activation; B6: not while disabled.
      if enabled { activate() }
    case .setEnabled(let on):
      // B6: disabled, no pressed look and no activation; B7u: disabling during a press
      // cancels it. B21: a waiting save goes on.
      enabled = on
      if !on { held = .none }
    case .setFocused(let on):
      // Gap: the contract does not say what losing focus does to a held Space; B7's
      // "cancel never toggles" is taken: the key's press ends without an activation.
      focused = on
      if !on, held == .space { held = .none }
    case .setValue(let new):
      // B1: mixed only where allowed. Gap: what a set of mixed does where mixed is not
      // allowed; B1 is read as refusing it: nothing changes.
      guard new != .mixed || allowsMixed else { return }
      // B3: no change, no notification; B20: code re-asserting the value shown leaves the
      // work running.
      guard new != value else { return }
      // B20: a set that changes the value cancels the work and wins; the table: its own
      // change follows the cancellation.
      withdraw()
      setFromCode(new)
    case .setAutotoggle(let on):
      autotoggle = on  // B4
    case .setVeto(let on):
      vetoes = on  // B5
    case .setAllowsMixed(let on):
      allowsMixed = on
      // Gap: B1 allows mixed only where allowed, and does not say what a mixed toggle
      // becomes when it stops being allowed. Taken: it goes to the default, off, as a
      // change from code (B2). A waiting save goes on: B20 names what withdraws it (a set
      // from code, the hook replaced or removed) and B22 release; this is none of them.
      if !on, value == .mixed { setFromCode(.off) }
    case .setCommit(let newPolicy):
      // B20: replacing or removing the hook cancels the work and puts an unsaved
      // optimistic value back. Gap: how the value going back is told; T10's words are
      // taken: withdrawn, then put back as code's change.
      if let save {
        withdraw()
        if save.policy == .optimistic, value != admitted(save.before) {
          setFromCode(admitted(save.before))
        }
      }
      policy = newPolicy
    case .commitSucceeds:
      // B19: success commits: the value becomes the proposed one (confirmed shows it
      // now), told committed before -> proposed, and the value notification fires once,
      // after the value (B9). B18: the pending look ends after the settled value shows.
      guard let save else { return }
      self.save = nil
      answered = true
      show(save.proposed)
      heard.append(.told(save.before, save.proposed, .user, .committed))
      heard.append(.notified(value))
      notifications += 1
      heard.append(.busy(false, value))
      haptics = 0...1  // gap: see activate()
    case .commitFails, .commitTimesOut:
      // B19: failure or a timeout rolls back to the old value with no value notification,
      // a rolled-back change (proposed -> before) with the failure, and error feedback.
      // Gap: the cause of a rolled-back change; it is the user's change's phase, so user.
      // B18: the pending look ends after the settled value shows.
      guard let save else { return }
      self.save = nil
      answered = true
      let back = admitted(save.before)
      show(back)
      let reason: ToggleCommitFailure.Reason =
        if case .commitFails = event { .failed } else { .timedOut }
      heard.append(.told(save.proposed, back, .user, .rolledBack(reason)))
      heard.append(.failed(reason))
      heard.append(.busy(false, value))
    case .lateAnswer:
      break  // B20: a late answer is ignored
    case .release:
      // B16 B22: the toggle goes, its work is cancelled and nothing is heard after; the
      // check goes on with a new toggle.
      self = ReferenceModel()
    }
  }
}

enum ModelEvent: CustomStringConvertible {
  case down(Double, Double)
  case move(Double, Double)
  case up(Double, Double)
  case cancel
  case keyDown(ToggleKey)
  case keyUp(ToggleKey)
  case accessibilityActivate
  case setEnabled(Bool)
  case setFocused(Bool)
  case setValue(ToggleValue)
  case setAutotoggle(Bool)
  case setVeto(Bool)
  case setAllowsMixed(Bool)
  /// Installs (or with nil removes) an async commit with this policy (B17).
  case setCommit(ToggleCommitPolicy?)
  /// The app's work for the pending change succeeds (B19).
  case commitSucceeds
  /// The app's work for the pending change throws (B19).
  case commitFails
  /// The app's work for the pending change does not answer in time (B19).
  case commitTimesOut
  /// An answer arrives for a request that is not pending (B20).
  case lateAnswer
  /// The app releases the toggle, pending or not (B16, B22); the check goes on with a new one.
  case release

  var description: String {
    switch self {
    case .down(let x, let y): "down(\(x), \(y))"
    case .move(let x, let y): "move(\(x), \(y))"
    case .up(let x, let y): "up(\(x), \(y))"
    case .cancel: "cancel"
    case .keyDown(let key): "keyDown(\(key))"
    case .keyUp(let key): "keyUp(\(key))"
    case .accessibilityActivate: "accessibilityActivate"
    case .setEnabled(let on): "setEnabled(\(on))"
    case .setFocused(let on): "setFocused(\(on))"
    case .setValue(let value): "setValue(\(value))"
    case .setAutotoggle(let on): "setAutotoggle(\(on))"
    case .setVeto(let on): "setVeto(\(on))"
    case .setAllowsMixed(let on): "setAllowsMixed(\(on))"
    case .setCommit(let policy): "setCommit(\(policy.map(\.rawValue) ?? "none"))"
    case .commitSucceeds: "commitSucceeds"
    case .commitFails: "commitFails"
    case .commitTimesOut: "commitTimesOut"
    case .lateAnswer: "lateAnswer"
    case .release: "release"
    }
  }

  /// A random event; coordinates favour the edges of the target and slop, and include non-finite values.
  static func random<R: RandomNumberGenerator>(using rng: inout R) -> ModelEvent {
    func coordinate() -> Double {
      let specials: [Double] = [.nan, .infinity, -.infinity, 0, 100, -70, 170, -72, 112, 42, -2]
      if rng.next() % 6 == 0 { return specials[Int(rng.next() % UInt64(specials.count))] }
      return Double(Int(rng.next() % 400) - 150) + (rng.next() % 2 == 0 ? 0 : 0.5)
    }
    func flag() -> Bool { rng.next() % 2 == 0 }
    let key: ToggleKey = flag() ? .space : .enter
    // One event in four is about async commits (B17-B22), so pending changes meet every other input.
    if rng.next() % 4 == 0 {
      switch rng.next() % 13 {
      case 0: return .setCommit(nil)
      case 1, 2: return .setCommit(.optimistic)
      case 3, 4: return .setCommit(.confirmed)
      case 5, 6: return .commitSucceeds
      case 7, 8: return .commitFails
      case 9: return .commitTimesOut
      case 10: return .lateAnswer
      default: return .release
      }
    }
    switch rng.next() % 20 {
    case 0...3: return .down(coordinate(), coordinate())
    case 4...6: return .move(coordinate(), coordinate())
    case 7...9: return .up(coordinate(), coordinate())
    case 10: return .cancel
    case 11: return .keyDown(key)
    case 12: return .keyUp(key)
    case 13: return .accessibilityActivate
    case 14: return .setEnabled(rng.next() % 4 != 0)
    case 15: return .setFocused(flag())
    case 16: return .setValue(ToggleValue.allCases[Int(rng.next() % 3)])
    case 17: return .setAutotoggle(rng.next() % 4 != 0)
    case 18: return .setVeto(rng.next() % 4 == 0)
    default: return .setAllowsMixed(flag())
    }
  }
}

/// A small, fast, seedable generator, so every failure can be replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension ToggleCoordinator {
  /// Feeds one model event to the real coordinator.
  func apply(_ event: ModelEvent, veto: VetoSwitch) {
    switch event {
    case .down(let x, let y): pointerDown(x: x, y: y)
    case .move(let x, let y): pointerMoved(x: x, y: y)
    case .up(let x, let y): pointerUp(x: x, y: y)
    case .cancel: pointerCancelled()
    case .keyDown(let key): keyDown(key)
    case .keyUp(let key): keyUp(key)
    case .accessibilityActivate: accessibilityActivate()
    case .setEnabled(let on): isEnabled = on
    case .setFocused(let on): isFocused = on
    case .setValue(let value): setValue(value)
    case .setAutotoggle(let on): autotoggle = on
    case .setVeto(let on): veto.isOn = on
    case .setAllowsMixed(let on): allowsMixed = on
    case .setCommit(let policy):
      removeCommit()
      if let policy {
        commitPolicy = policy
        onCommitRequest = { _ in }  // answered by the events below
      }
    case .commitSucceeds:
      if let request = pendingCommit { completeCommit(request, with: .success) }
    case .commitFails:
      if let request = pendingCommit {
        completeCommit(
          request, with: .failure(ToggleCommitFailure(reason: .failed, message: "model")))
      }
    case .commitTimesOut:
      if let request = pendingCommit {
        completeCommit(request, with: .failure(.timedOut(after: 1)))
      }
    case .lateAnswer:
      let stale = ToggleCommitRequest(
        id: UInt64.max, proposedValue: .on, previousValue: .off, policy: .optimistic)
      completeCommit(stale, with: .success)
    case .release:
      break  // ModelCheck swaps in a new toggle
    }
  }
}

/// Whether the test's veto refuses changes; a class, so the veto closure reads it without an inout conflict.
final class VetoSwitch {
  var isOn = false
}
