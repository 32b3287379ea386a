@_spi(ToggleKitTools) @testable import ToggleKit

/// Drives every entry point of a `ToggleStore` with hostile arguments and re-entrant
/// callbacks, checking the store's invariants after every step and the documented outcome
/// of each call where it is cheap (L4, L5, L7, L8, B1, B10, B16, B20, G5).
///
/// Re-entry: `onChange`, an observer, the veto (`shouldChange`), the save hooks (request
/// and cancel), the failure hooks and the rows' own handlers each call a random entry
/// point again, up to a few calls per step and three levels deep, so that every step ends;
/// some remove the item they are told of or asked to save, and a few let the store go
/// (its last reference is the run's), which must free it once its calls return (B16).
@MainActor
final class HostileStoreRun {
  typealias Store = ToggleStore<Int>

  private var rng: SplitMix64
  private let log: HostileLog
  /// The only strong reference to the store: a callback may drop it (B16).
  private var store: Store?
  private weak var released: Store?
  private var mode: ToggleSelectionMode = .multiple
  /// Another store: its requests and rows are foreign to this one.
  private let foreign = Store(mode: .multiple, items: 0..<4)
  private var rows: [ToggleCoordinator] = []
  private var hosts: [RecordingHost] = []
  private var requests = RequestPool()
  private var foreignRequests = RequestPool()
  private var removedItems: [Int] = []
  private var observerIDs: [Int] = []
  /// How deep in callbacks the running call is (0: the test's own), and how many calls the
  /// callbacks may still make in this step.
  private var depth = 0
  private var budget = 0
  /// Calls made from callbacks, and changes told to `onChange`, since the run began: a call
  /// that saw neither move made no app code run, so its outcome is its own.
  private var nested = 0
  private var told = 0

  init(seed: UInt64, log: HostileLog) {
    rng = SplitMix64(seed: seed)
    self.log = log
    for _ in 0..<4 {
      let (row, host) = makeToggle()
      host.onChangeNotification = { [weak self] _, _ in self?.reenter("row told") }
      host.onValueNotification = { [weak self] _ in self?.reenter("row notified") }
      host.onPrimaryAction = { [weak self] _ in self?.reenter("row tap action") }
      rows.append(row)
      hosts.append(host)
    }
    foreign.setCommit(
      .optimistic,
      requestChange: { [weak self] _, request in self?.foreignRequests.remember(request) },
      cancel: { _ in })
  }

  /// Runs `steps` top-level calls, checking after each; stops at the first contradiction.
  func run(steps: Int) {
    for step in 0..<steps {
      log.step = step
      if store == nil { makeStore() }
      budget = rng.chance(4) ? 0 : 6
      call()
      if released != nil {
        log.fail("B16: the store released inside its own callback is alive after its calls")
        released = nil
      }
      if let store { log.check(store.invariantViolations()) }
      log.check(foreign.invariantViolations(), " (foreign store)")
      if log.isSpoiled { return }
    }
  }

  // MARK: The store

  private func makeStore() {
    mode = rng.pick(Hostile.modes)
    let initial = (0..<rng.below(9)).map { _ in rng.below(10) }
    log.call("init(mode: \(mode), items: \(initial))", depth: 0)
    let store = Store(mode: mode, items: initial)
    log.expect(
      store.count == Set(initial).count, "L4",
      "a repeated identifier is taken once: \(store.count) items from \(initial)")
    store.removedSlotsBeforeRenumbering = rng.pick([0, 1, 64, -3])
    store.onChange = { [weak self] change in
      self?.told += 1
      self?.reenter("onChange", item: change.items.first?.id ?? change.inserted.first)
    }
    store.shouldChange = { [weak self] item, _ in
      guard let self else { return true }
      reenter("shouldChange", item: item)
      return !rng.chance(5)
    }
    store.onCommitFailed = { [weak self] item, _ in self?.reenter("onCommitFailed", item: item) }
    store.onBulkCommitFailed = { [weak self] _, _ in self?.reenter("onBulkCommitFailed") }
    if rng.chance(2) { setCommit(on: store) }
    self.store = store
  }

  private func setCommit(on store: Store) {
    let policy: ToggleCommitPolicy = rng.chance(2) ? .optimistic : .confirmed
    if rng.chance(4) {
      // The per-item hook, which refuses a user's bulk change (L5).
      store.setCommit(
        policy, request: { [weak self] item, request in self?.saveAsked(request, item: item) },
        cancel: { [weak self] request in self?.saveWithdrawn(request) })
    } else {
      store.setCommit(
        policy,
        requestChange: { [weak self] change, request in
          self?.saveAsked(request, item: change.items.last?.id)
        }, cancel: { [weak self] request in self?.saveWithdrawn(request) })
    }
  }

  /// The save hook: the request is kept for answers of every kind; sometimes it is answered
  /// at once, from inside the hook, or the hook removes the item it saves.
  private func saveAsked(_ request: ToggleCommitRequest, item: Int?) {
    requests.remember(request)
    guard budget > 0, depth < 3, let store, rng.chance(4) else {
      reenter("save hook", item: item)
      return
    }
    budget -= 1
    nested += 1
    depth += 1
    answer(store, request, label: "save hook answers")
    depth -= 1
  }

  /// The cancel hook: an answer to the withdrawn request is ignored (B20).
  private func saveWithdrawn(_ request: ToggleCommitRequest) {
    if let store, rng.chance(3) {
      log.call("cancel hook answers its withdrawn request", depth: depth + 1)
      let answered = store.completeCommit(request, with: rng.pick(Hostile.outcomes))
      log.expect(!answered, "B20", "an answer to a withdrawn request was taken")
    }
    reenter("cancel hook")
  }

  /// A callback's re-entry: a random call, the removal of the item it is told of, or the
  /// store let go, within the step's budget.
  private func reenter(_ callback: String, item: Int? = nil) {
    guard budget > 0, depth < 3, let store else { return }
    switch rng.below(12) {
    case 0:
      guard let item else { return }
      budget -= 1
      nested += 1
      depth += 1
      log.call("\(callback): remove(\(item)), the item it is told of", depth: depth)
      store.remove(item)
      depth -= 1
    case 1 where rng.chance(16):
      nested += 1
      log.call("\(callback): let the store go", depth: depth + 1)
      released = store
      self.store = nil
    case 2...5:
      budget -= 1
      nested += 1
      depth += 1
      log.call("\(callback):", depth: depth)
      call()
      depth -= 1
    default:
      return
    }
  }

  // MARK: Choices

  /// An identifier: mostly a small one (held or not), else one held, one removed, or one
  /// no store holds.
  private func anyItem() -> Int {
    switch rng.below(10) {
    case 0...4: return rng.below(14)
    case 5: return removedItems.isEmpty ? -1 : rng.pick(removedItems)
    case 6: return rng.pick(Hostile.farIdentifiers)
    default:
      let items = store?.items ?? []
      return items.isEmpty ? rng.below(14) : rng.pick(items)
    }
  }

  /// Several identifiers, with repeats and unknown ones.
  private func anyItems() -> [Int] {
    var items = (0..<rng.below(6)).map { _ in anyItem() }
    if let first = items.first, rng.chance(2) { items.append(first) }
    return items
  }

  private func remember(removed item: Int) {
    removedItems.append(item)
    if removedItems.count > 8 { removedItems.removeFirst() }
  }

  // MARK: Calls

  /// One random call of the store's entry points.
  private func call() {
    guard let store else { return }
    switch rng.below(40) {
    case 0...2: insert(store)
    case 3: insertMany(store)
    case 4...5: remove(store)
    case 6...8: setValue(store)
    case 9: setAll(store)
    case 10...11: activate(store)
    case 12: activateSelectAll(store)
    case 13: restore(store)
    case 14: setEnabled(store)
    case 15...16: bind(store)
    case 17: rebind(store)
    case 18...20: activateRow()
    case 21: setRow()
    case 22: commitHook(store)
    case 23...26: completeCommit(store)
    case 27: allowsMixed(store)
    case 28: read(store)
    case 29: observers(store)
    case 30: pastAnswerBound(store)
    case 31: foreignActivity()
    case 32: answerLoop(store)
    case 33: commitPolicy(store)
    case 34...36: activateRow()
    default: completeCommit(store)
    }
  }

  /// L4: an item there already is refused; a new one is added with the value the rules let
  /// it keep.
  private func insert(_ store: Store) {
    let item = anyItem()
    let value = rng.pick(Hostile.values)
    let wasThere = store.contains(item)
    let countBefore = store.count
    // G1: an exclusive store counts a pending save's item as on, as it may yet be.
    let onBefore = store.onCount + store.pendingCount
    let mark = nested
    log.call("insert(\(item), value: \(value))", depth: depth)
    let added = store.insert(item, value: value)
    if wasThere {
      log.expect(!added, "L4", "insert of \(item), there already, returned true")
      log.expect(
        store.count == countBefore, "L4", "insert of an item there already changed the count")
    } else if depth == 0 {
      log.expect(added, "L4", "insert of new item \(item) returned false")
      if nested == mark {
        var kept = value == .mixed && !store.allowsMixed ? .off : value
        if case .exclusive = mode, kept == .on, onBefore > 0 { kept = .off }
        log.expect(
          store.value(of: item) == kept, "L4 G1",
          "\(item) inserted \(value) holds \(String(describing: store.value(of: item))), not \(kept)"
        )
      }
    }
  }

  /// L4: a repeated identifier is taken once; the count returned is the new ones'.
  private func insertMany(_ store: Store) {
    let items = anyItems()
    let value = rng.pick(Hostile.values)
    var fresh: Set<Int> = []
    for item in items where !store.contains(item) { fresh.insert(item) }
    log.call("insert(contentsOf: \(items), value: \(value))", depth: depth)
    let added = store.insert(contentsOf: items, value: value)
    if depth == 0 {
      log.expect(
        added == fresh.count, "L4", "insert(contentsOf:) added \(added), not \(fresh.count)")
    }
  }

  /// L4: an unknown item is refused; a known one goes, with its save withdrawn (B20).
  private func remove(_ store: Store) {
    let item = anyItem()
    let wasThere = store.contains(item)
    let mark = nested
    log.call("remove(\(item))", depth: depth)
    let removed = store.remove(item)
    if !wasThere {
      log.expect(!removed, "L4", "remove of unknown \(item) returned true")
    } else if depth == 0, nested == mark {
      // With no app code run meanwhile: a withdrawn save's observers may remove it first.
      log.expect(removed, "L4", "remove of \(item) returned false")
      log.expect(!store.contains(item), "L4", "\(item) is still there after its removal")
    }
    if removed { remember(removed: item) }
  }

  /// B1, B2, G5, L4: an unknown item, mixed where it is not allowed and the value held are
  /// refused; code's set otherwise applies, and an exclusive store keeps one on.
  private func setValue(_ store: Store) {
    let item = anyItem()
    let value = rng.pick(Hostile.values)
    let before = store.value(of: item)
    let refused = before == nil || before == value || (value == .mixed && !store.allowsMixed)
    let mark = nested
    log.call("setValue(\(value), for: \(item))", depth: depth)
    let changed = store.setValue(value, for: item, animated: rng.chance(2))
    if refused {
      log.expect(
        !changed, "B1 L4", "setValue(\(value)) of \(item), \(String(describing: before)), was taken"
      )
      log.expect(store.value(of: item) == before, "B1 L4", "a refused setValue changed \(item)")
    } else if depth == 0, nested == mark {
      log.expect(changed, "B2", "setValue(\(value)) of \(item) was refused")
      log.expect(store.value(of: item) == value, "B2", "\(item) is not \(value) after its set")
    }
  }

  /// G5: every item on is refused in an exclusive store of more than one; otherwise code
  /// sets every item, disabled ones included (L7).
  private func setAll(_ store: Store) {
    let value = rng.pick(Hostile.values)
    let refused: Bool
    if case .exclusive = mode { refused = value == .on && store.count > 1 } else { refused = false }
    let selection = store.selection
    let mark = nested
    log.call("setAll(\(value))", depth: depth)
    let done = store.setAll(value)
    if refused {
      log.expect(!done, "G5", "setAll(.on) of an exclusive store of \(store.count) was taken")
      log.expect(store.selection == selection, "G5", "a refused setAll changed the selection")
    } else if depth == 0, nested == mark {
      log.expect(done, "L5", "setAll(\(value)) was refused")
      if value != .mixed {
        let expected = value == .on ? store.count : 0
        log.expect(store.onCount == expected, "L7", "setAll(\(value)) left \(store.onCount) on")
      }
    }
  }

  /// L4: activating an unknown item changes and tells nothing.
  private func activate(_ store: Store) {
    let item = anyItem()
    let isKnown = store.contains(item)
    let (toldBefore, selection) = (told, store.selection)
    log.call("activate(\(item))", depth: depth)
    store.activate(item)
    if !isKnown {
      log.expect(
        told == toldBefore && store.selection == selection, "L4",
        "activating unknown \(item) changed or told something")
    }
  }

  /// G6, L5: "select all" in every form, with unknown and repeated items, and a sequence
  /// that calls the store while it is read ("the app's sequence may call the store").
  private func activateSelectAll(_ store: Store) {
    let value = rng.pick(Hostile.values)
    switch rng.below(4) {
    case 0:
      log.call("activateSelectAll()", depth: depth)
      store.activateSelectAll()
    case 1:
      log.call("activateSelectAll(toward: \(value))", depth: depth)
      store.activateSelectAll(toward: value)
    case 2:
      let items = anyItems()
      log.call("activateSelectAll(toward: \(value), among: \(items))", depth: depth)
      store.activateSelectAll(toward: value, among: items)
    default:
      let items = anyItems()
      var index = 0
      let calling = AnySequence {
        AnyIterator { [weak self] () -> Int? in
          guard index < items.count else { return nil }
          defer { index += 1 }
          self?.reenter("among's iterator", item: items[index])
          return items[index]
        }
      }
      log.call("activateSelectAll(toward: \(value), among: re-entrant \(items))", depth: depth)
      store.activateSelectAll(toward: value, among: calling)
    }
  }

  /// L8: unknown and repeated identifiers are left out, in the order given; an exclusive
  /// store keeps the first it holds; the others listed are on and every other item off.
  private func restore(_ store: Store) {
    let listed = anyItems()
    var expectedLeft: [Int] = []
    var chosen: Set<Int> = []
    let isExclusive: Bool
    if case .exclusive = mode { isExclusive = true } else { isExclusive = false }
    for item in listed {
      if !store.contains(item) || chosen.contains(item) || (isExclusive && !chosen.isEmpty) {
        expectedLeft.append(item)
      } else {
        chosen.insert(item)
      }
    }
    let mark = nested
    log.call("restore(\(listed))", depth: depth)
    let left = store.restore(listed)
    guard depth == 0, nested == mark else { return }
    log.expect(
      left == expectedLeft, "L8", "restore(\(listed)) left out \(left), not \(expectedLeft)")
    let expected = store.items.filter { chosen.contains($0) }
    log.expect(
      store.selection == expected, "L8",
      "restore(\(listed)) left \(store.selection) on, not \(expected)")
  }

  /// L7: an unknown item is refused; a known one takes the state at once.
  private func setEnabled(_ store: Store) {
    let item = anyItem()
    let isEnabled = !rng.chance(3)
    let isKnown = store.contains(item)
    log.call("setEnabled(\(isEnabled), for: \(item))", depth: depth)
    let done = store.setEnabled(isEnabled, for: item)
    log.expect(done == isKnown, "L7", "setEnabled for \(item) returned \(done)")
    if isKnown {
      log.expect(store.isEnabled(item) == isEnabled, "L7", "\(item) kept its enabled state")
    }
  }

  /// L2, L4: a row bound to an unknown item shows off and stays unbound.
  private func bind(_ store: Store) {
    let row = rng.pick(rows)
    let item = anyItem()
    let isKnown = store.contains(item)
    log.call("bind(row, to: \(item))", depth: depth)
    let bound = store.bind(row, to: item)
    log.expect(bound == isKnown, "L4", "bind to \(item) returned \(bound)")
    if isKnown {
      log.expect(
        row.value == store.value(of: item), "L2", "a row bound to \(item) shows \(row.value)")
    } else {
      log.expect(
        store.item(shownBy: row) == nil && row.value == .off && !row.showsEnabledItem, "L4",
        "a row bound to unknown \(item) shows an item, a value or takes input")
    }
  }

  /// L1, L2, G6: rows unbound, shown nothing, made "select all", or taken by another store.
  private func rebind(_ store: Store) {
    let row = rng.pick(rows)
    switch rng.below(4) {
    case 0:
      log.call("unbind(row)", depth: depth)
      store.unbind(row)
    case 1:
      log.call("showNothing(on: row)", depth: depth)
      store.showNothing(on: row)
    case 2:
      log.call("bindSelectAll(row)", depth: depth)
      store.bindSelectAll(row)
    default:
      let item = rng.below(6)
      log.call("foreign.bind(row, to: \(item))", depth: depth)
      foreign.bind(row, to: item)
    }
  }

  /// B7, L1-L3: a row's input, non-finite coordinates included.
  private func activateRow() {
    let row = rng.pick(rows)
    switch rng.below(5) {
    case 0:
      log.call("row.tap()", depth: depth)
      row.tap()
    case 1:
      log.call("row space", depth: depth)
      row.keyDown(.space)
      row.keyUp(.space)
    case 2:
      log.call("row enter", depth: depth)
      row.keyDown(.enter)
    case 3:
      log.call("row pointer at NaN, up at infinity", depth: depth)
      row.pointerDown(x: .nan, y: 20)
      row.pointerUp(x: .infinity, y: -.infinity)
    default:
      log.call("row.accessibilityActivate()", depth: depth)
      row.accessibilityActivate()
    }
  }

  /// B2, L1: code sets a row's value, which is its item's.
  private func setRow() {
    let row = rng.pick(rows)
    let value = rng.pick(Hostile.values)
    log.call("row.setValue(\(value))", depth: depth)
    row.setValue(value)
  }

  /// B20: the hook set again, in either form, or removed: pending saves are withdrawn.
  private func commitHook(_ store: Store) {
    let mark = nested
    if rng.chance(3) {
      log.call("removeCommit()", depth: depth)
      store.removeCommit()
    } else {
      log.call("setCommit", depth: depth)
      setCommit(on: store)
    }
    if depth == 0, nested == mark {
      log.expect(store.pendingCount == 0, "B20", "a hook set or removed left saves pending")
    }
  }

  /// B19, B20: answers to pending, stale, repeated, foreign and forged requests.
  private func completeCommit(_ store: Store) {
    let request: ToggleCommitRequest
    switch rng.below(6) {
    case 0: request = foreignRequests.pick(using: &rng)
    case 1: request = Hostile.forgedRequest(using: &rng)
    default: request = requests.pick(using: &rng)
    }
    answer(store, request, label: "completeCommit")
  }

  /// Answers `request`: taken exactly when it is pending (B20), and then a second answer is
  /// ignored; an answer not taken changes nothing.
  private func answer(_ store: Store, _ request: ToggleCommitRequest, label: String) {
    let outcome = rng.pick(Hostile.outcomes)
    let isPending = store.isPendingRequest(request)
    let (selection, pendingCount) = (store.selection, store.pendingCount)
    log.call("\(label)(#\(request.id) \(request.policy), \(outcome))", depth: depth)
    let taken = store.completeCommit(request, with: outcome)
    log.expect(
      taken == isPending, "B20",
      "an answer to #\(request.id) returned \(taken), pending \(isPending)")
    if !isPending {
      log.expect(
        store.selection == selection && store.pendingCount == pendingCount, "B20",
        "an answer not taken changed the store")
    } else if rng.chance(2) {
      log.expect(
        !store.completeCommit(request, with: outcome), "B20",
        "a second answer to #\(request.id) was taken")
    }
  }

  /// B1: turning mixed off turns every mixed item off.
  private func allowsMixed(_ store: Store) {
    let allows = rng.chance(2)
    log.call("allowsMixed = \(allows)", depth: depth)
    store.allowsMixed = allows
    if depth == 0, !allows {
      log.expect(
        !store.items.contains { store.value(of: $0) == .mixed }, "B1",
        "an item is mixed after allowsMixed went off")
    }
  }

  /// L4: reads of unknown items say so.
  private func read(_ store: Store) {
    let item = anyItem()
    log.call("read \(item)", depth: depth)
    if !store.contains(item) {
      log.expect(
        store.value(of: item) == nil && !store.isPending(item) && !store.isEnabled(item), "L4",
        "unknown \(item) reads as held")
    }
    _ = (store.selectAllValue, store.userSelectAllTarget, store.isSavingBulkChange)
    for row in rows { _ = store.item(shownBy: row) }
  }

  /// Observers beside `onChange`, added and removed, unknown numbers included.
  private func observers(_ store: Store) {
    if rng.chance(2) {
      log.call("addObserver", depth: depth)
      observerIDs.append(
        store.addObserver { [weak self] change in
          self?.reenter("observer", item: change.items.first?.id)
        })
    } else {
      let id = rng.pick(observerIDs + [-1, 0, Int.max])
      log.call("removeObserver(\(id))", depth: depth)
      store.removeObserver(id)
    }
  }

  /// B10: the list model's calls, taken past an observer's bound; and a toolkit's
  /// `activateEveryItem`.
  private func pastAnswerBound(_ store: Store) {
    switch rng.below(3) {
    case 0:
      let items = anyItems()
      log.call("insert(contentsOf: \(items), pastAnswerBound: true)", depth: depth)
      store.insert(contentsOf: items, pastAnswerBound: true)
    case 1:
      let item = anyItem()
      log.call("remove(\(item), pastAnswerBound: true)", depth: depth)
      if store.remove(item, pastAnswerBound: true) { remember(removed: item) }
    default:
      let value = rng.pick(Hostile.values)
      log.call("activateEveryItem(toward: \(value))", depth: depth)
      store.activateEveryItem(toward: value)
    }
  }

  /// The foreign store's own life: its saves give requests foreign here.
  private func foreignActivity() {
    let item = rng.below(5)
    log.call("foreign.activate(\(item))", depth: depth)
    foreign.activate(item)
    if rng.chance(3), let request = foreignRequests.all.last {
      foreign.completeCommit(request, with: .success)
    }
  }

  /// B10: an observer that answers every change with another is stopped after 64 answers,
  /// and the store takes sets again once the delivery ends.
  private func answerLoop(_ store: Store) {
    // Without pending saves: a withdrawn save's cancelled change would count as an answer.
    guard depth == 0, store.pendingCount == 0, let item = store.items.first else { return }
    let saved = (budget, store.onChange)
    budget = 0
    var answers = 0
    store.onChange = { [weak store] _ in
      guard let store, let value = store.value(of: item) else { return }
      if store.setValue(value == .on ? .off : .on, for: item) { answers += 1 }
    }
    log.call("answer loop on \(item)", depth: depth)
    let flip: ToggleValue = store.value(of: item) == .on ? .off : .on
    let started = store.setValue(flip, for: item)
    store.onChange = saved.1
    budget = saved.0
    log.expect(started, "B2", "setValue(\(flip)) of \(item) was refused")
    log.expect(
      answers == AnswerQueue<Int>.limit, "B10", "the loop was stopped after \(answers) answers")
    let again: ToggleValue = store.value(of: item) == .on ? .off : .on
    log.expect(
      store.setValue(again, for: item), "B10", "a set after the loop's delivery was refused")
  }

  /// The C library's switch between optimistic and confirmed, which keeps pending saves.
  private func commitPolicy(_ store: Store) {
    guard store.commitPolicy != nil else { return }
    let policy: ToggleCommitPolicy = rng.chance(2) ? .optimistic : .confirmed
    log.call("commitPolicy = \(policy)", depth: depth)
    store.commitPolicy = policy
  }
}
