@_spi(ToggleKitTools) import ToggleKit

/// A deliberately plain restatement of the behaviour contract, written apart
/// from `ToggleMachine`, to check the real thing against.
struct ReferenceModel {
  enum Held: Equatable {
    case none
    case pointer(inside: Bool)
    case space
  }

  var value: ToggleValue = .off
  var enabled = true
  var focused = false
  var autotoggle = true
  var allowsMixed = false
  var vetoes = false
  var held: Held = .none
  var notifications = 0
  var primaryActions = 0
  /// The async commit policy (B17); nil: changes apply at once.
  var policy: ToggleCommitPolicy?
  /// The user change waiting for the app's work (B18).
  var pending: (proposed: ToggleValue, previous: ToggleValue)?

  // The 100 x 40 toggle of the tests with slop 70: the target is the bounds
  // (both sides are at least 44 except the height, grown by 2 above and below).
  static func inTarget(_ x: Double, _ y: Double) -> Bool {
    x >= 0 && x <= 100 && y >= -2 && y <= 42
  }
  static func inSlop(_ x: Double, _ y: Double) -> Bool {
    x >= -70 && x <= 170 && y >= -72 && y <= 112
  }

  var highlighted: Bool {
    switch held {
    case .none: false
    case .pointer(let inside): inside
    case .space: true
    }
  }

  mutating func activate() {
    guard pending == nil else { return }  // B18: absorbed, no tap action either
    if autotoggle && !vetoes {
      let proposed: ToggleValue = value == .on ? .off : .on
      if let policy {
        pending = (proposed, value)
        if policy == .optimistic { value = proposed }
      } else {
        value = proposed
        notifications += 1
      }
    }
    primaryActions += 1
  }

  mutating func apply(_ event: ModelEvent) {
    switch event {
    case .down(let x, let y):
      if enabled, held == .none, pending == nil, Self.inTarget(x, y) {
        held = .pointer(inside: true)
      }
    case .move(let x, let y):
      if case .pointer = held { held = .pointer(inside: Self.inSlop(x, y)) }
    case .up(let x, let y):
      if case .pointer = held {
        held = .none
        if Self.inSlop(x, y) { activate() }
      }
    case .cancel:
      if case .pointer = held { held = .none }
    case .keyDown(.space):
      if enabled, held == .none, pending == nil { held = .space }
    case .keyDown(.enter):
      if enabled, pending == nil { activate() }
    case .keyUp(.space):
      if held == .space {
        held = .none
        activate()
      }
    case .keyUp(.enter):
      break
    case .accessibilityActivate:
      if enabled { activate() }
    case .setEnabled(let on):
      enabled = on
      if !on { held = .none }
    case .setFocused(let on):
      focused = on
      if !on, held == .space { held = .none }
    case .setValue(let new):
      // B20: a set from code that changes the value cancels the work and wins;
      // one that changes nothing leaves it running.
      if new != value, new != .mixed || allowsMixed {
        pending = nil
        value = new
      }
    case .setCommit(let newPolicy):
      // Replacing or removing the hook cancels the work; an unsaved optimistic value goes back.
      if let change = pending, change.previous != .mixed || allowsMixed { value = change.previous }
      pending = nil
      policy = newPolicy
    case .commitSucceeds:
      if let change = pending {
        value = change.proposed
        notifications += 1
        pending = nil
      }
    case .commitFails, .commitTimesOut:
      if let change = pending {
        if change.previous != .mixed || allowsMixed { value = change.previous }
        pending = nil
      }
    case .lateAnswer:
      break  // B20: an answer to a request that is not pending changes nothing
    case .release:
      self = ReferenceModel()
    case .setAutotoggle(let on):
      autotoggle = on
    case .setVeto(let on):
      vetoes = on
    case .setAllowsMixed(let on):
      allowsMixed = on
      if !on, value == .mixed { value = .off }
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
