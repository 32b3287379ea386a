/// The on/off state of every item of an app's list, kept per item, not per row widget (L1-L8).
///
/// Lists recycle their rows: a table reuses cells, a `GtkListView` rebinds a few row
/// widgets to whichever items are on screen. A toggle whose value lives in its widget
/// then shows row 2's value in row 12, and loses a save when its row is reused. A store
/// keeps each item's value (off, on, mixed), its pending save (B17-B22) and the rules
/// between items (exclusive, or multiple with counts, and a derived "select all"), keyed
/// by the app's item identifiers. No widget exists per item: rows are bound to items as
/// they appear (each toolkit's `show(_:of:)`) and show the item's state at once.
///
/// Costs (L6): a user change, a set from code and a bind cost the same at 100 items and
/// at a million; "select all" and "clear all" are a fill of one bit per item (about
/// 16,000 machine words for a million); values take one bit per item, a pending save or
/// a mixed value is kept only for the items that have one.
@MainActor
public final class ToggleStore<ID: Hashable & Sendable> {
  /// How many items may be on: exclusive (as radio buttons) or multiple, with counts.
  public let mode: ToggleSelectionMode
  /// Whether items may be set to mixed from code; off by default (B1). Turning it off turns
  /// the mixed items off, from code, as a toggle's does. An observer that has answered its
  /// share of changes in one delivery cannot change it (B10): it keeps its value.
  public var allowsMixed = false {
    didSet {
      beginOperation()
      defer { endOperation() }
      guard admitsChangeFromObserver else {
        allowsMixed = oldValue
        return
      }
      guard !allowsMixed, !mixed.isEmpty else { return }
      let parts = mixed.sorted().map { (slot: $0, old: ToggleValue.mixed, new: ToggleValue.off) }
      for part in parts { write(part.new, at: part.slot) }
      tell(parts, cause: .programmatic, phase: .committed, animated: false)
    }
  }
  /// Asked with the item and the value it would get before a user change of one item that
  /// the store's rules allow; false vetoes it (B5).
  ///
  /// Not asked for a change the rules refuse (the one item on in a BROWSE store, an item
  /// over the maximum), nor for the items an exclusive store turns off, nor for a "select
  /// all" or "clear all". A handler that changes the store (removes the item, sets it, starts
  /// a save) drops the activation: it stands only on the store it was asked about.
  public var shouldChange: ((_ item: ID, _ proposedValue: ToggleValue) -> Bool)?
  /// Called after every change, from the user or from code, in the order they happened (L5).
  ///
  /// The store keeps it: capture the object that owns the store weakly (`[weak self]`),
  /// or the two keep each other.
  public var onChange: ((Change) -> Void)?
  /// Called when an item's save failed or timed out and it rolled back (B19).
  public var onCommitFailed: ((_ item: ID, _ failure: ToggleCommitFailure) -> Void)?
  /// Gives the error feedback of a user's failed save when no row shows its item, with
  /// the item, the value it went back to and the failure (B19, L3); set by a toolkit's
  /// rows (`@_spi(ToggleKitTools)`). The store decides who gives that feedback, once: the
  /// row that started the save, else a row showing the item now, else this. It returns
  /// whether it gave any, so that toolkits sharing a store chain theirs, each falling
  /// back to the one it replaced.
  @_spi(ToggleKitTools)
  public var unshownFailureFeedback:
    ((_ item: ID, _ restoredValue: ToggleValue, _ failure: ToggleCommitFailure) -> Bool)?
  /// Called when the save of a user's "select all" or "clear all" failed or timed out and
  /// its items went back (B19, L5), with the change as it was asked (``Change/bulk``); also
  /// when one was refused before anything moved, because the commit hook saves one item at
  /// a time (reason `refused`, ``ToggleCommitFailure/bulkNotSaved``).
  public var onBulkCommitFailed: ((_ change: Change, _ failure: ToggleCommitFailure) -> Void)?

  /// Whether the save of a user's "select all" or "clear all" runs: every activation of the
  /// store waits for it (G8), the rows of items it does not move included.
  public var isSavingBulkChange: Bool { bulkSaveID != nil }

  // Items: a slot per item, in the order inserted. Slots are never reused: a removed item's
  // slot stays empty until ``releaseRemovedSlots()`` renumbers them all into a new table.
  private(set) var slots = SlotTable<ID>()
  // Values: one bit per slot; mixed and pending only where an item has them.
  var on = PackedBits()
  private(set) var mixed: Set<Int> = []
  /// Items that take no user activation (L7); most stores have none.
  var disabledSlots: Set<Int> = []
  /// How many items are on.
  public private(set) var onCount = 0
  // Rows: only those bound now, which a list keeps to about a screenful. Readable by
  // `invariantViolations()`, in a file of its own.
  private(set) var rowsOfSlot: [Int: [WeakRow]] = [:]
  var selectAllRows: [WeakRow] = []
  // Pending saves (B17-B22): their life is the ledger's to decide. The items each one
  // moves, by slot, sparse.
  var saves = SaveLedger<Save>()
  var pendingSlots: [Int: UInt64] = [:]
  /// The number of a user's "select all" or "clear all" waiting for its save; none runs
  /// beside it.
  var bulkSaveID: UInt64?
  /// Whether a withdrawn save's hook is being told: user activations are dropped then.
  var isWithdrawing = false
  // Commit hook.
  /// The policy user changes are saved under, how the app's work is asked (with the change
  /// as told pending and the item activated, nil for a bulk change) and told of withdrawals,
  /// and whether it saves bulk changes (L5). Set by `setCommit`.
  var commit = CommitHook<(change: Change, item: ID?)>()
  /// The policy user changes are saved under; nil, none. The C library changes it between
  /// optimistic and confirmed without withdrawing a pending save.
  @_spi(ToggleKitTools) public var commitPolicy: ToggleCommitPolicy? {
    get { commit.policy }
    set { commit.policy = newValue }
  }
  /// Asked in place of the hook's `savesBulkChanges` when set, by a toolkit whose one hook
  /// may be answered per item only: GTK's store, whose app may handle `commit` and not
  /// `commit-all`.
  @_spi(ToggleKitTools) public var savesBulkChangesNow: (() -> Bool)?
  // Deliveries (B10): changes made by observers are told after the one being told.
  private var isDelivering = false
  private var answers = AnswerQueue<Change>()
  private var observers: [(id: Int, observer: (Change) -> Void)] = []
  private var lastObserverID = 0
  /// How many of the store's public calls are running: more than one while app code that
  /// they called calls the store again. Slots are renumbered only when none is.
  private var operationDepth = 0

  /// A row held weakly: the list owns its rows.
  struct WeakRow {
    weak var row: ToggleCoordinator?
  }

  /// A user change waiting for the app's work: the item activated, and every item it moves.
  struct PendingSave {
    let request: ToggleCommitRequest
    /// The change as told when it started (phase pending).
    let change: Change
    let item: Int
    /// Each item the change moves (the one turned off first, the activated one last):
    /// slot, before, proposed.
    let parts: [(slot: Int, previous: ToggleValue, proposed: ToggleValue)]
    /// The row the user activated, whose notifications the outcome is.
    weak var row: ToggleCoordinator?
  }

  /// A save the store waits on: a user change of one item (or the two an exclusive store
  /// moves), or a user's "select all" or "clear all".
  enum Save: SaveRecord {
    case items(PendingSave)
    case bulk(BulkSave)

    var request: ToggleCommitRequest {
      switch self {
      case .items(let save): save.request
      case .bulk(let save): save.request
      }
    }

    /// The change as told when it started (phase pending).
    var change: Change {
      switch self {
      case .items(let save): save.change
      case .bulk(let save): save.change
      }
    }
  }

  /// The user's "select all" or "clear all" waiting for its save, if any.
  var pendingBulk: BulkSave? {
    guard let bulkSaveID, case .bulk(let save)? = saves[id: bulkSaveID] else { return nil }
    return save
  }

  /// The saves of single user changes, by request number.
  var pendingSaves: [UInt64: PendingSave] {
    saves.records.compactMapValues { if case .items(let save) = $0 { save } else { nil } }
  }

  /// A user's "select all" or "clear all" waiting for the app's work: the values before and
  /// proposed, one bit per item, and the "select all" row activated, if any.
  struct BulkSave {
    let request: ToggleCommitRequest
    let change: Change
    var bulk: Change.Bulk { change.bulk! }
    /// The "select all" value before, which the row activated goes back to on failure.
    let selectAllBefore: ToggleValue
    weak var row: ToggleCoordinator?
  }

  /// Creates a store of `items`, all off; a repeated identifier is taken once (L4).
  public init(mode: ToggleSelectionMode = .multiple, items: some Sequence<ID>) {
    self.mode = mode
    insert(contentsOf: items)
  }

  /// Creates an empty store.
  public init(mode: ToggleSelectionMode = .multiple) {
    self.mode = mode
  }

  // MARK: Items (L4)

  /// How many items the store holds.
  public var count: Int { slots.liveCount }

  /// Whether the store holds `item`.
  public func contains(_ item: ID) -> Bool { slots.slot(of: item) != nil }

  /// Adds `item` with `value`; returns false, changing nothing, when it is there already (L4)
  /// or when an observer that has answered its share of changes in one delivery adds it
  /// (B10).
  ///
  /// An exclusive store keeps its selection: an item added on while another is on, or while
  /// a save is pending (it may yet leave one on), is added off. Observers hear one change listing it in ``Change/inserted``, and a
  /// "select all" row shows the value the store has now (L5).
  @discardableResult
  public func insert(_ item: ID, value: ToggleValue = .off) -> Bool {
    beginOperation()
    defer { endOperation() }
    guard admitsChangeFromObserver, place(item, value: value) else { return false }
    tellMembership(inserted: [item], removed: [])
    return true
  }

  /// Adds every item not there yet, each with `value`, as one change; returns how many were
  /// added. An exclusive store keeps its selection, as ``insert(_:value:)`` does: of items
  /// added on, only the first is on, and only when no item was on. An observer past its
  /// share of answers (B10) adds none.
  @discardableResult
  public func insert(contentsOf items: some Sequence<ID>, value: ToggleValue = .off) -> Int {
    insert(contentsOf: items, value: value, pastAnswerBound: false)
  }

  /// Adds items; `pastAnswerBound` adds them even from an observer past its share of answers,
  /// untold then (B10), for a store that follows a list model it cannot refuse.
  @_spi(ToggleKitTools) @discardableResult
  public func insert(
    contentsOf items: some Sequence<ID>, value: ToggleValue = .off, pastAnswerBound: Bool
  ) -> Int {
    beginOperation()
    defer { endOperation() }
    guard pastAnswerBound || admitsChangeFromObserver else { return 0 }
    // The identifiers are listed for the change only when someone hears it: a store made
    // of a million items keeps no second list of them.
    let isHeard = onChange != nil || !observers.isEmpty
    var added: [ID] = []
    var count = 0
    for item in items where place(item, value: value) {
      count += 1
      if isHeard { added.append(item) }
    }
    if count > 0 { tellMembership(inserted: added, removed: []) }
    return count
  }

  /// Puts a new item in the store, with the value the store's rules let it keep.
  private func place(_ item: ID, value: ToggleValue) -> Bool {
    guard slots.slot(of: item) == nil else { return false }
    let slot = slots.append(item)
    let value = value == .mixed && !allowsMixed ? .off : value
    // G1, L4: an exclusive store keeps its selection, and a pending save may yet leave an
    // item on (a confirmed one proposing it, an optimistic one putting it back): counted on.
    let onOrPending = onCount + (hasPendingSave ? 1 : 0)
    write(mode.rule.insertedValue(value, onCount: onOrPending), at: slot)
    return true
  }

  /// Tells items added or removed, and shows "select all" rows what the store has now.
  private func tellMembership(inserted: [ID], removed: [ID]) {
    let change = Change(
      cause: .programmatic, phase: .committed, items: [], bulk: nil, inserted: inserted,
      removed: removed)
    deliver(change) { refreshSelectAllRows(animated: true) }
  }

  /// Removes `item`; false when it is not there (L4), or when an observer past its share of
  /// answers in one delivery removes it (B10).
  ///
  /// A save pending for it (or for a change that moves it) is cancelled: its work is
  /// cancelled, the change is told as cancelled, and the other items it moved go back.
  /// A row showing it is unbound and keeps its look. Observers then hear one change
  /// listing it in ``Change/removed`` (L5).
  @discardableResult
  public func remove(_ item: ID) -> Bool {
    remove(item, pastAnswerBound: false)
  }

  /// Removes `item`; `pastAnswerBound` removes it even from an observer past its share of
  /// answers, untold then (B10), for a store that follows a list model it cannot refuse.
  @_spi(ToggleKitTools) @discardableResult
  public func remove(_ item: ID, pastAnswerBound: Bool) -> Bool {
    removeItem(item, pastAnswerBound: pastAnswerBound, puttingBackItsSave: false) != nil
  }

  /// Removes `item` as ``remove(_:pastAnswerBound:)`` does, and returns the value and enabled
  /// state it had once a save pending for it was withdrawn, its optimistic proposal put back
  /// and told, as a withdrawal of an item that stays is (B20); nil when nothing was removed.
  /// For a store following a list model, which gives an item that comes back in the same
  /// main-loop iteration (a move) the state the app was last told of.
  @_spi(ToggleKitTools)
  public func removeReturningState(_ item: ID, pastAnswerBound: Bool) -> (
    value: ToggleValue, isEnabled: Bool
  )? {
    removeItem(item, pastAnswerBound: pastAnswerBound, puttingBackItsSave: true)
  }

  /// Removes `item`; a save pending for it is withdrawn first, its value put back only when
  /// `puttingBackItsSave` (a removal for good leaves nothing to put back).
  private func removeItem(_ item: ID, pastAnswerBound: Bool, puttingBackItsSave: Bool) -> (
    value: ToggleValue, isEnabled: Bool
  )? {
    beginOperation()
    defer { endOperation() }
    guard pastAnswerBound || admitsChangeFromObserver, let slot = slots.slot(of: item) else {
      return nil
    }
    if let requestID = pendingRequestID(at: slot) {
      cancelSave(requestID, keeping: puttingBackItsSave ? nil : slot)
      // L4, B10: the withdrawn save's observers and hook run first, and may have removed the
      // item (or replaced it): the removal applies only to the item it was asked about.
      guard slots.slot(of: item) == slot else { return nil }
    }
    let state = (value: value(at: slot), isEnabled: !disabledSlots.contains(slot))
    write(.off, at: slot)
    disabledSlots.remove(slot)
    slots.remove(slot)
    for row in rowsOfSlot.removeValue(forKey: slot) ?? [] {
      if let row = row.row, row.rowSource === self { row.unbindRow() }
    }
    tellMembership(inserted: [], removed: [item])
    return state
  }

  // MARK: Removed items

  /// The fewest removed items whose empty slots make the store renumber its slots, once they
  /// also outnumber the items left; 0 renumbers after every removal. For tools
  /// (`@_spi(ToggleKitTools)`): the model-based tests and the fuzzer set 0, so that their few
  /// items are renumbered all the time.
  @_spi(ToggleKitTools) public var removedSlotsBeforeRenumbering = 64

  /// A public call begins: app code it calls may call the store again.
  func beginOperation() { operationDepth += 1 }

  /// A public call ends; once none runs, removed items' slots and identifiers are released
  /// if they are due.
  func endOperation() {
    operationDepth -= 1
    if operationDepth == 0 { releaseRemovedSlots() }
  }

  /// Drops the identifiers and slots of removed items once they outnumber the items left
  /// (and are at least ``removedSlotsBeforeRenumbering``): the items left are numbered again
  /// from 0, in the same order, in a new table, so what removed items cost stays within a
  /// constant factor of what the store holds, amortised O(1) per removal.
  ///
  /// Never while a save waits or app code runs inside a call of the store, which hold slot
  /// numbers: then at the end of the next outermost call once none does, which costs that
  /// call O(items) once. Change records made before keep the old table, so they still name
  /// their items.
  private func releaseRemovedSlots() {
    let removed = slots.count - slots.liveCount
    let isDue =
      removedSlotsBeforeRenumbering == 0
      ? removed > 0 : removed >= removedSlotsBeforeRenumbering && removed > slots.liveCount
    guard isDue, slots.keepsIdentifiers, !hasPendingSave, !isDelivering, !isWithdrawing
    else { return }
    let (table, newSlot) = slots.renumbered()
    var newOn = PackedBits()
    newOn.reserve(table.count)
    for slot in on.indices where newSlot[slot] >= 0 { newOn[newSlot[slot]] = true }
    on = newOn
    assert(on.count == onCount, "a removed item was still counted on")
    mixed = Set(mixed.compactMap { newSlot[$0] >= 0 ? newSlot[$0] : nil })
    disabledSlots = Set(disabledSlots.compactMap { newSlot[$0] >= 0 ? newSlot[$0] : nil })
    // Rows that still show an item of this store, found before any is renumbered: new numbers
    // reuse old ones.
    var moves: [(rows: [WeakRow], slot: Int)] = []
    for (slot, rows) in rowsOfSlot where newSlot[slot] >= 0 {
      let shown = rows.filter { $0.row?.rowSource === self && $0.row?.rowSlot == slot }
      if !shown.isEmpty { moves.append((shown, newSlot[slot])) }
    }
    rowsOfSlot = [:]
    for move in moves {
      for row in move.rows { row.row?.rowSlot = move.slot }
      rowsOfSlot[move.slot] = move.rows
    }
    slots = table
  }

  // MARK: Values

  /// The item's value; nil for an item the store does not hold (L4).
  public func value(of item: ID) -> ToggleValue? {
    slots.slot(of: item).map(value(at:))
  }

  /// Whether the item waits for the app's work (B18); false for an unknown item.
  public func isPending(_ item: ID) -> Bool {
    slots.slot(of: item).map { pendingRequestID(at: $0) != nil } ?? false
  }

  /// The save the item in `slot` waits for: its own change's, or a bulk change's.
  func pendingRequestID(at slot: Int) -> UInt64? {
    if let requestID = pendingSlots[slot] { return requestID }
    guard let bulk = pendingBulk, bulk.bulk.changes(slot) else { return nil }
    return bulk.request.id
  }

  /// Whether any save is waiting.
  var hasPendingSave: Bool { !saves.isEmpty }

  /// The value a "select all" shows: on when every item is on, off when none is, else mixed.
  public var selectAllValue: ToggleValue {
    SelectionRule.derivedValue(onCount: onCount, count: count)
  }

  /// The items on, in the order they were inserted; made on each call (O(items / 64 + on)).
  public var selection: [ID] {
    on.indices.map { slots[$0] }
  }

  /// The bytes the values take: one bit per item, plus the sparse mixed and pending state;
  /// the identifiers' index is the app's identifiers' cost, reported apart (`indexByteCount`).
  @_spi(ToggleKitTools) public var valueByteCount: Int {
    on.byteCount + mixed.capacity * 9 + pendingSlots.capacity * 17
  }

  /// The bytes the identifier index takes (slot table and hash table), an estimate.
  @_spi(ToggleKitTools) public var indexByteCount: Int {
    slots.byteCount
  }

  func value(at slot: Int) -> ToggleValue {
    on[slot] ? .on : mixed.contains(slot) ? .mixed : .off
  }

  /// Stores a value and keeps the count.
  func write(_ value: ToggleValue, at slot: Int) {
    let wasOn = on[slot]
    if (value == .on) != wasOn {
      on[slot] = value == .on
      onCount += value == .on ? 1 : -1
    }
    if value == .mixed { mixed.insert(slot) } else if !mixed.isEmpty { mixed.remove(slot) }
  }

  func slot(of item: ID) -> Int? { slots.slot(of: item) }

  // MARK: Code (B2)

  /// Sets an item's value from code: rows showing it update, observers hear of it with cause
  /// programmatic, no user notification (B2). False for an unknown item, an unchanged value,
  /// mixed when ``allowsMixed`` is false, or a set from an observer once the observers have
  /// answered ``ToggleCoordinator/maximumChangesPerDelivery`` told changes in one delivery
  /// (B10: an observer that answers every change would otherwise loop forever).
  ///
  /// A save pending for the item is cancelled and code wins (B20); an exclusive store
  /// turns the other item off.
  @discardableResult
  public func setValue(_ value: ToggleValue, for item: ID, animated: Bool = false) -> Bool {
    beginOperation()
    defer { endOperation() }
    guard admitsChangeFromObserver, let slot = slots.slot(of: item), value != self.value(at: slot),
      value != .mixed || allowsMixed
    else { return false }
    if let requestID = pendingRequestID(at: slot) { cancelSave(requestID, keeping: slot) }
    var moved: [(slot: Int, old: ToggleValue, new: ToggleValue)] = []
    if case .exclusive = mode, value == .on {
      // Every save of an exclusive store moves its selection: withdrawn first, so the
      // selection is the one before them (B20), then the others go off.
      cancelAllSaves()
    }
    // L4, B10: the withdrawn saves' observers and hooks run first, and may have removed the
    // item, set it or turned mixed off: the set applies only as it was asked about.
    guard slots.slot(of: item) == slot, value != self.value(at: slot),
      value != .mixed || allowsMixed
    else { return false }
    if case .exclusive = mode, value == .on {
      for other in on.indices where other != slot { moved.append((other, .on, .off)) }
    }
    moved.append((slot, self.value(at: slot), value))
    for part in moved { write(part.new, at: part.slot) }
    tell(moved, cause: .programmatic, phase: .committed, animated: animated)
    return true
  }

  /// Sets every item to `value` from code ("select all", "clear all"): one fill of one bit
  /// per item, disabled items included, as code may set them (L7, B6); pending saves are
  /// cancelled (B20); the change record holds the values before and after, not the items
  /// (``Change/Bulk``). Refused, as ``setValue(_:for:animated:)``
  /// is, from an observer that has answered its share of changes (B10).
  ///
  /// Returns false, changing nothing, when the store cannot hold it: every item on in an
  /// exclusive store of more than one item (G5). Code is not held to a multiple store's
  /// minimum and maximum, as a group's code is not (G5).
  @discardableResult
  public func setAll(_ value: ToggleValue) -> Bool {
    beginOperation()
    defer { endOperation() }
    guard admitsChangeFromObserver else { return false }
    let target: ToggleValue = value == .on ? .on : .off
    guard target == .off || mode.rule.allowsSettingAllOn(count: count) else { return false }
    cancelAllSaves()
    // G5, B10: the withdrawn saves' observers may have added items meanwhile.
    guard target == .off || mode.rule.allowsSettingAllOn(count: count) else { return false }
    if let bulk = bulkChange(toward: target, keepingDisabled: false) {
      fill(bulk, cause: .programmatic, activatedRow: nil)
    }
    return true
  }

  /// Applies a bulk change at once and tells it.
  func fill(_ bulk: Change.Bulk, cause: ToggleCause, activatedRow: ToggleCoordinator?) {
    let selectAllBefore = selectAllValue
    apply(bulk)
    tellBulk(
      bulk, cause: cause, phase: .committed,
      selectAllChange: ToggleChange(from: selectAllBefore, to: selectAllValue, cause: cause),
      by: activatedRow, playsHaptic: true)
  }

  /// The record of every item set to `target`, not applied yet; nil when none would change.
  /// A user's (`keepingDisabled`) leaves disabled items as they are (L7); code's sets them.
  func bulkChange(toward target: ToggleValue, keepingDisabled: Bool = true) -> Change.Bulk? {
    var changed = target == .on ? count - onCount : onCount + mixed.count
    var after = target == .on ? liveBits() : PackedBits()
    var mixedBefore = mixed
    // Disabled items keep their values (L7): the fill is patched back where they are.
    for slot in disabledSlots where keepingDisabled {
      let wasOn = on[slot]
      let isMixed = mixed.contains(slot)
      if target == .on ? !wasOn : wasOn || isMixed { changed -= 1 }
      after[slot] = wasOn
      if isMixed { mixedBefore.remove(slot) }
    }
    guard changed > 0 else { return nil }
    return Change.Bulk(
      newValue: target, changedCount: changed, before: on, after: after,
      mixedBefore: mixedBefore, slots: slots)
  }

  /// The record of the items in `slots` set to `target`, not applied yet; nil when none
  /// would change. Costs O(slots), whatever the store's size.
  func bulkChange(toward target: ToggleValue, among slots: [Int]) -> Change.Bulk? {
    var after = on
    var mixedBefore: Set<Int> = []
    var changed = 0
    for slot in slots where !disabledSlots.contains(slot) {
      let isMixed = mixed.contains(slot) && !mixedBefore.contains(slot)
      // Each item once: one already given the target (or having it) is skipped.
      guard target == .on ? !after[slot] : after[slot] || isMixed else { continue }
      after[slot] = target == .on
      if isMixed { mixedBefore.insert(slot) }
      changed += 1
    }
    guard changed > 0 else { return nil }
    return Change.Bulk(
      newValue: target, changedCount: changed, before: on, after: after,
      mixedBefore: mixedBefore, slots: self.slots)
  }

  /// Gives the items a record made by ``bulkChange(toward:)`` or
  /// ``bulkChange(toward:among:)`` changes its value: its bits are the values after it.
  func apply(_ bulk: Change.Bulk) {
    on = bulk.after
    onCount +=
      bulk.newValue == .on ? bulk.changedCount : bulk.mixedBefore.count - bulk.changedCount
    mixed.subtract(bulk.mixedBefore)
  }

  /// Writes each item a record changed back to its value before it (except `kept`, which
  /// the caller sets), and returns the record of that; nil when nothing needed it.
  func putBack(_ bulk: Change.Bulk, keeping kept: Int? = nil) -> Change.Bulk? {
    let bitsBefore = on
    var mixedBefore: Set<Int> = []
    var mixedAfter: Set<Int> = []
    var changed = 0
    let keepsSelection = keepsCodesSelection(except: kept) {
      bulk.changes($0) && slots.live[$0] && bulk.valueBefore($0) != .on
    }
    for slot in bulk.changedSlots() where slot != kept && slots.live[slot] {
      let old = value(at: slot)
      // An item mixed before goes back to off once the store no longer allows mixed.
      let before = bulk.valueBefore(slot)
      let new = before == .mixed && !allowsMixed ? .off : before
      guard old != new, new != .on || !keepsSelection else { continue }
      if old == .mixed { mixedBefore.insert(slot) }
      if new == .mixed { mixedAfter.insert(slot) }
      write(new, at: slot)
      changed += 1
    }
    guard changed > 0 else { return nil }
    return Change.Bulk(
      newValue: bulk.newValue == .on ? .off : .on, changedCount: changed, before: bitsBefore,
      after: on, mixedBefore: mixedBefore, mixedAfter: mixedAfter, slots: slots)
  }

  /// Shows a bulk change on the rows bound to the items it changed and on "select all"
  /// rows, then tells it as one change. `selectAllChange`: the change the activated "select
  /// all" row (`by`) shows as its own, with its haptic when the change starts and its user
  /// notifications when it commits.
  func tellBulk(
    _ bulk: Change.Bulk, cause: ToggleCause, phase: ToggleChange.Phase,
    selectAllChange: ToggleChange? = nil, by activatedRow: ToggleCoordinator? = nil,
    playsHaptic: Bool = false
  ) {
    deliver(Change(cause: cause, phase: phase, items: [], bulk: bulk)) {
      for (slot, rows) in rowsOfSlot where bulk.changes(slot) {
        let change = ToggleChange(
          from: bulk.valueBefore(slot), to: bulk.valueAfter(slot), cause: cause, phase: phase)
        // Only the "select all" row the user activated sends user notifications (L1): a
        // list keeps rows bound in its reuse queue, which would each tell the change.
        for row in rows.compactMap(\.row) {
          // Read at each row (L1, B10): a handler told of an earlier row may have set the
          // item, or bound this row elsewhere, meanwhile.
          guard row.rowSource === self, row.rowSlot == slot else { continue }
          row.showItemChange(
            change, shownValue: value(at: slot), pending: pendingRequestID(at: slot) != nil,
            notifiesUser: false, playsHaptic: false)
        }
      }
      refreshSelectAllRows(
        animated: true, usersChange: selectAllChange, by: activatedRow, playsHaptic: playsHaptic)
    }
  }

  /// Every slot of an item still in the store.
  private func liveBits() -> PackedBits {
    slots.live
  }

  // MARK: Rows (L1-L4, L7)

  /// Binds a row's toggle to `item`: it shows the item's value and pending state at once,
  /// with no animation and no notification, and its activations change the item (L2).
  ///
  /// A row bound to another item leaves it first, so a recycled row is bound again with
  /// no unbind. Several rows may show one item. Binding to an item the store does not hold
  /// returns false and leaves the row unbound, showing off (L4).
  @discardableResult
  @_spi(ToggleKitTools) public func bind(_ row: ToggleCoordinator, to item: ID) -> Bool {
    beginOperation()
    defer { endOperation() }
    if row.rowSource === self, let slot = row.rowSlot, slots.slot(of: item) == slot {
      // Bound again to the item it shows: a press in progress goes on.
      row.showBoundItem(
        value(at: slot), pending: pendingRequestID(at: slot) != nil, source: self, slot: slot,
        allowsMixed: allowsMixed, showsAnotherItem: false,
        isEnabled: !disabledSlots.contains(slot))
      return true
    }
    unbind(row)
    // A row another source shows (a tree's node) leaves it first: that source would go on
    // showing its changes on this row.
    if let other = row.rowSource, other !== self { other.unbind(row) }
    guard let slot = slots.slot(of: item) else {
      showNothing(on: row)
      return false
    }
    rowsOfSlot[slot, default: []].removeAll { $0.row == nil }
    rowsOfSlot[slot, default: []].append(WeakRow(row: row))
    row.showBoundItem(
      value(at: slot), pending: pendingRequestID(at: slot) != nil, source: self, slot: slot,
      allowsMixed: allowsMixed, isEnabled: !disabledSlots.contains(slot))
    return true
  }

  /// Unbinds a row and shows it off, for a row its list gives no item of the store (L4).
  @_spi(ToggleKitTools) public func showNothing(on row: ToggleCoordinator) {
    beginOperation()
    defer { endOperation() }
    unbind(row)
    row.showBoundItem(
      .off, pending: false, source: nil, slot: nil, allowsMixed: allowsMixed, isEnabled: false)
  }

  /// Makes a row the store's "select all" toggle: it shows ``selectAllValue`` and its
  /// activation turns every item on, or every item off (G6).
  @_spi(ToggleKitTools) public func bindSelectAll(_ row: ToggleCoordinator) {
    beginOperation()
    defer { endOperation() }
    unbind(row)
    if let other = row.rowSource, other !== self { other.unbind(row) }
    selectAllRows.removeAll { $0.row == nil }
    selectAllRows.append(WeakRow(row: row))
    row.showBoundItem(
      selectAllValue, pending: hasPendingSave, source: self, slot: nil, allowsMixed: true,
      isEnabled: nil)
  }

  /// Unbinds a row (its list reused it for something else, or dropped it); it keeps its look.
  @_spi(ToggleKitTools) public func unbind(_ row: ToggleCoordinator) {
    beginOperation()
    defer { endOperation() }
    if row.rowSource === self, let slot = row.rowSlot {
      rowsOfSlot[slot]?.removeAll { $0.row == nil || $0.row === row }
      if rowsOfSlot[slot]?.isEmpty == true { rowsOfSlot[slot] = nil }
    }
    selectAllRows.removeAll { $0.row == nil || $0.row === row }
    // A row showing nothing (L4) belongs to no source: any may make it a plain toggle again.
    if row.rowSource === self || row.rowSource == nil { row.unbindRow() }
  }

  /// The item a row shows, if it is bound to one of this store's.
  @_spi(ToggleKitTools) public func item(shownBy row: ToggleCoordinator) -> ID? {
    guard row.rowSource === self, let slot = row.rowSlot else { return nil }
    return slots[slot]
  }

  /// The items in the order they were inserted; made on each call (O(items), removed ones
  /// included until the store renumbers its slots).
  public var items: [ID] {
    (0..<slots.count).compactMap { slot in
      slots.live[slot] ? slots[slot] : nil
    }
  }

  /// Whether `request` is a save still waiting for its answer.
  public func isPendingRequest(_ request: ToggleCommitRequest) -> Bool {
    saves.isPending(request)
  }

  /// How many rows are bound now.
  @_spi(ToggleKitTools) public var boundRowCount: Int {
    rowsOfSlot.values.reduce(0) { count, rows in
      count + rows.filter { $0.row?.rowSource === self }.count
    }
  }

  /// The rows showing the item in `slot` now.
  func rows(at slot: Int) -> [ToggleCoordinator] {
    rowsOfSlot[slot]?.compactMap(\.row).filter { $0.rowSource === self && $0.rowSlot == slot }
      ?? []
  }

  /// Shows "select all" rows the value the store has now. The row the user activated (`by`)
  /// shows `usersChange` as its own (G6): with its haptic when the change starts (now, or
  /// as a save's pending phase: `playsHaptic`), and its user notifications when it commits.
  func refreshSelectAllRows(
    animated: Bool, usersChange: ToggleChange? = nil, by activatedRow: ToggleCoordinator? = nil,
    playsHaptic: Bool = false
  ) {
    guard !selectAllRows.isEmpty else { return }
    for row in selectAllRows.compactMap(\.row) {
      // Read at each row (G6, B10): a handler told of an earlier row may have changed the
      // items, or made this row show an item, meanwhile.
      guard selectAllRows.contains(where: { $0.row === row }) else { continue }
      let value = selectAllValue
      let pending = hasPendingSave
      if let change = usersChange, change.cause == .user, row === activatedRow {
        row.showItemChange(
          change, shownValue: value, pending: pending, notifiesUser: change.phase == .committed,
          playsHaptic: playsHaptic)
      } else if animated, row.value != value {
        row.showItemChange(
          ToggleChange(from: row.value, to: value, cause: .programmatic),
          shownValue: value, pending: pending, notifiesUser: false, playsHaptic: false)
      } else {
        // The value moved with nothing to animate: the same row, no press cancelled, its
        // enabled state the app's.
        row.showBoundItem(
          value, pending: pending, source: self, slot: nil, showsAnotherItem: false,
          isEnabled: nil)
      }
    }
  }

  // MARK: Telling (L5, B10)

  /// Shows item changes on their rows and tells them as one change.
  /// `by`: the row the user activated. Only its user notifications fire and only it plays
  /// the haptic; every row showing a changed item shows it (L1).
  func tell(
    _ parts: [(slot: Int, old: ToggleValue, new: ToggleValue)], cause: ToggleCause,
    phase: ToggleChange.Phase, animated: Bool, activatedSlot: Int? = nil,
    by activatedRow: ToggleCoordinator? = nil
  ) {
    let items = parts.map { Change.Item(id: slots[$0.slot], oldValue: $0.old, newValue: $0.new) }
    deliver(Change(cause: cause, phase: phase, items: items, bulk: nil)) {
      for part in parts {
        let change = ToggleChange(from: part.old, to: part.new, cause: cause, phase: phase)
        for row in rows(at: part.slot) {
          // A handler told of an earlier row may have bound this one elsewhere, or set the
          // item, meanwhile: the row shows the item as it is now (L1, B10).
          guard row.rowSource === self, row.rowSlot == part.slot else { continue }
          let isUsers = row === activatedRow
          row.showItemChange(
            change, shownValue: value(at: part.slot),
            pending: pendingRequestID(at: part.slot) != nil,
            notifiesUser: isUsers && cause == .user && phase == .committed,
            playsHaptic: isUsers && part.slot == activatedSlot)
        }
      }
      refreshSelectAllRows(animated: animated)
    }
  }

  /// Adds an observer beside ``onChange``, for adapters (a SwiftUI model re-rendering its
  /// rows); called after `onChange`, in the order added. Returns what removes it.
  @_spi(ToggleKitTools) public func addObserver(_ observer: @escaping (Change) -> Void) -> Int {
    lastObserverID += 1
    observers.append((lastObserverID, observer))
    return lastObserverID
  }

  /// Removes an observer ``addObserver(_:)`` added.
  @_spi(ToggleKitTools) public func removeObserver(_ id: Int) {
    observers.removeAll { $0.id == id }
  }

  /// Shows a change on the rows (`show`), then tells it to ``onChange`` and the observers,
  /// all in one delivery: a change that a row's handler or an observer makes meanwhile is
  /// shown at once and told after this one, so observers hear changes in the order they
  /// happened and the last they hear is final (B10).
  func deliver(_ change: Change, afterShowing show: () -> Void) {
    let isHeard = onChange != nil || !observers.isEmpty
    if isDelivering {
      show()
      if isHeard { answers.append(change) }
      return
    }
    isDelivering = true
    defer { isDelivering = false }
    show()
    guard isHeard else { return }
    tellObservers(change)
    while let change = answers.next() { tellObservers(change) }
  }

  private func tellObservers(_ change: Change) {
    onChange?(change)
    for (_, observer) in observers { observer(change) }
  }

  /// Whether an observer may change items from code now: false once the observers have
  /// answered their share of told changes in one delivery (B10).
  var admitsChangeFromObserver: Bool { answers.admitsChange }

  /// Whether observers are being told a change now: user activations are dropped then (B10).
  var isTelling: Bool { isDelivering }
}

/// The identifiers of a store's items by slot, and each item's slot, shared with change
/// records, which read the slots that existed when they were made; slots are only ever
/// appended, never reused.
///
/// A store of `Int` items inserted as 0, 1, 2, ... (a list's rows, a `GListModel` of
/// numbers) keeps no table at all: an item is its slot, found with no hash lookup and no
/// memory per item but a bit for being there. The first item that breaks the pattern
/// builds the tables once.
@MainActor
final class SlotTable<ID: Hashable & Sendable> {
  private let idIsInt = ID.self == Int.self
  private var isIdentity = true
  private var ids: [ID] = []
  private var slotOfItem: [ID: Int] = [:]
  /// The slots of the items still in the store.
  private(set) var live = PackedBits()
  /// How many slots were ever made.
  private(set) var count = 0
  /// How many items are in the store.
  private(set) var liveCount = 0

  var byteCount: Int {
    live.byteCount + ids.capacity * MemoryLayout<ID>.stride
      + slotOfItem.capacity * (MemoryLayout<ID>.stride + 9)
  }

  subscript(slot: Int) -> ID {
    isIdentity ? unsafeBitCast(slot, to: ID.self) : ids[slot]
  }

  /// The slot of an item in the store, or nil.
  func slot(of id: ID) -> Int? {
    if isIdentity {
      guard idIsInt else { return nil }
      let slot = unsafeBitCast(id, to: Int.self)
      return slot >= 0 && slot < count && live[slot] ? slot : nil
    }
    return slotOfItem[id]
  }

  /// Adds an item not in the store; returns its new slot.
  func append(_ id: ID) -> Int {
    if isIdentity, !(idIsInt && unsafeBitCast(id, to: Int.self) == count) { buildTables() }
    let slot = count
    count += 1
    liveCount += 1
    live[slot] = true
    if !isIdentity {
      ids.append(id)
      slotOfItem[id] = slot
    }
    return slot
  }

  /// Takes an item out; its slot stays, unused.
  func remove(_ slot: Int) {
    guard live[slot] else { return }
    live[slot] = false
    liveCount -= 1
    if !isIdentity { slotOfItem[ids[slot]] = nil }
  }

  /// Whether the table keeps identifiers (not a run of `Int`s that are their own slots).
  var keepsIdentifiers: Bool { !isIdentity }

  /// A new table of the items still here, in the same order, numbered from 0, and each
  /// slot's new number (-1 for a removed item's). This table is left as it is, for the
  /// change records that read it.
  func renumbered() -> (table: SlotTable<ID>, newSlot: [Int]) {
    let table = SlotTable<ID>()
    table.isIdentity = false
    table.ids.reserveCapacity(liveCount)
    table.slotOfItem.reserveCapacity(liveCount)
    var newSlot = [Int](repeating: -1, count: count)
    for slot in live.indices {
      newSlot[slot] = table.count
      table.ids.append(ids[slot])
      table.slotOfItem[ids[slot]] = table.count
      table.count += 1
    }
    table.liveCount = table.count
    table.live.setRange(0..<table.count, to: true)
    return (table, newSlot)
  }

  private func buildTables() {
    isIdentity = false
    ids.reserveCapacity(count + 1)
    for slot in 0..<count {
      let id = unsafeBitCast(slot, to: ID.self)
      ids.append(id)
      if live[slot] { slotOfItem[id] = slot }
    }
  }
}
