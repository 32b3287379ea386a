@_spi(ToggleKitTools) import ToggleKit

/// L1-L8: a store and its recycled rows against StoreModel: one sequence of events, drawn
/// from `rng`, through the real thing and the reference model together; nil when they agree,
/// else what diverged and the last events. What the store's `onChange` and each row's host
/// are told is compared with the model's, change by change and row by row.
/// Shared by the model-based tests (seeded) and the fuzzer (`Tests/Fuzz`, bytes as draws).
@MainActor
enum StoreModelRun {
  /// Runs one seeded sequence through a real store with three rows and through the model.
  static func run<R: RandomNumberGenerator>(
    rng: inout R, label: String, kind: StoreModel.Kind, length: Int
  ) -> String? {
    var model = StoreModel(kind: kind, items: 8, rows: 3)
    let store = ToggleStore(mode: kind.mode, items: 0..<8)
    // Renumbered after every removal (L6), not once 64 outnumber the items left.
    store.removedSlotsBeforeRenumbering = 0
    var requests: [ToggleCommitRequest] = []
    if let policy = kind.policy {
      store.setCommit(policy, requestChange: { requests.append($1) }, cancel: { _ in })
    }
    var told: [StoreModel.Told] = []
    store.onChange = { told.append(Self.told($0)) }
    var itemFailures: [Int] = []
    var bulkFailures = 0
    store.onCommitFailed = { item, _ in itemFailures.append(item) }
    store.onBulkCommitFailed = { _, _ in bulkFailures += 1 }
    let made = (0..<3).map { _ in makeToggle() }
    let rows = made.map(\.0)
    let hosts = made.map(\.1)
    var recent: [String] = []
    for step in 0..<length {
      let event = StoreEvent.random(using: &rng)
      recent = Array((recent + [event.description]).suffix(12))
      model.apply(event)
      told = []
      let eventsBefore = hosts.map(\.events.count)
      let failuresBefore = hosts.map(\.failures.count)
      switch event {
      case .activateRow(let row):
        // L7: the host makes its widget as enabled as the item the row shows (a row showing
        // nothing takes no input), as every adapter does.
        rows[row].isEnabled = rows[row].showsEnabledItem
        rows[row].accessibilityActivate()
      case .activateItem(let item): store.activate(item)
      case .setFromCode(let item, let on): store.setValue(ToggleValue(isOn: on), for: item)
      case .setAll(let on): store.setAll(ToggleValue(isOn: on))
      case .activateSelectAll: store.activateSelectAll()
      case .bind(let row, let item): store.bind(rows[row], to: item)
      case .unbind(let row): store.unbind(rows[row])
      case .scroll(let offset):
        let items = store.items
        if !items.isEmpty {
          for row in rows.indices { store.bind(rows[row], to: items[(offset + row) % items.count]) }
        }
      case .enable(let item, let isEnabled): store.setEnabled(isEnabled, for: item)
      case .restore(let listed): store.restore(listed)
      case .insert(let item): store.insert(item)
      case .remove(let item): store.remove(item)
      case .answer(let success):
        // The oldest request still pending, as the model answers the oldest save.
        if let request = requests.first(where: { store.isPendingRequest($0) }) {
          requests.removeAll { $0 == request }
          let failure = ToggleCommitFailure(reason: .failed, message: "model")
          store.completeCommit(request, with: success ? .success : .failure(failure))
        }
      }
      let heard = model.takeHeard()
      // L1-L8, B17-B22: the store's own state holds together after every event; a broken one
      // is a divergence, counted as the model's are, not a trap that ends the run.
      var problems = store.invariantViolations()
      let values = (0..<12).map { store.value(of: $0).map { $0 == .on } }
      let expected = (0..<12).map { model.values[$0] }
      if values != expected { problems.append("values \(values) != \(expected)") }
      if store.selection != model.selection {
        problems.append("selection \(store.selection) != \(model.selection)")
      }
      if store.onCount != model.onCount { problems.append("onCount") }
      if store.selectAllValue != model.selectAllValue {
        problems.append("select all \(store.selectAllValue) != \(model.selectAllValue)")
      }
      let pending = (0..<12).map { store.isPending($0) }
      let expectedPending = (0..<12).map { model.isPending($0) }
      if pending != expectedPending { problems.append("pending \(pending) != \(expectedPending)") }
      // L5: every change `onChange` hears, in order, with cause, phase and items.
      // L5 and L8 fix the items turned off first, and no order inside each part (gap): a
      // list is compared part by part; a bulk change's items are in the store's order.
      if told.map(\.normalized) != heard.told.map(\.normalized) {
        problems.append("onChange heard \(told) where L5 says \(heard.told)")
      }
      for change in told where change.bulk == nil && !change.listsOffFirst {
        problems.append("onChange heard \(change): L5 lists the items turned off first")
      }
      if itemFailures != model.itemFailures || bulkFailures != model.bulkFailures {
        problems.append(
          "commit failures \(itemFailures)/\(bulkFailures) != \(model.itemFailures)/\(model.bulkFailures)"
        )
      }
      for (index, row) in rows.enumerated() {
        let item = store.item(shownBy: row)
        let expectedItem = model.item(shownBy: index)
        if item != expectedItem {
          problems.append(
            "row \(index) shows \(String(describing: item)) != \(String(describing: expectedItem))"
          )
        }
        if (row.value == .on) != model.rowShown[index] {
          problems.append("row \(index) value \(row.value) != \(model.rowShown[index])")
        }
        if row.isPending != model.rowIsPending(index) {
          problems.append("row \(index) pending \(row.isPending)")
        }
        if row.showsEnabledItem != model.rowIsEnabled(index) {
          problems.append("row \(index) enabled \(row.showsEnabledItem)")
        }
        // L1: the row's change stream, user notifications and tap action, in order.
        let rowHeard = hosts[index].events[eventsBefore[index]...].compactMap(Self.rowHeard)
        if rowHeard != heard.rows[index] {
          problems.append("row \(index) heard \(rowHeard) where L1 says \(heard.rows[index])")
        }
      }
      // L1, L5: a failed save's error feedback once, by one of the rows the rules name.
      let gave = rows.indices.filter { hosts[$0].failures.count > failuresBefore[$0] }
      let feedback = rows.indices.map { hosts[$0].failures.count - failuresBefore[$0] }.reduce(0, +)
      let candidates = heard.failureRows.reduce(into: Set<Int>()) { $0.formUnion($1) }
      if feedback != heard.failureRows.filter({ !$0.isEmpty }).count
        || !gave.allSatisfy(candidates.contains)
      {
        problems.append(
          "error feedback from rows \(gave) where L1 says one of \(heard.failureRows)")
      }
      if case .exclusive = kind.mode, store.onCount > 1 { problems.append("two selected") }
      if !problems.isEmpty {
        return
          "\(label) \(kind) step \(step): \(problems.joined(separator: "; "))\nevents: \(recent.joined(separator: ", "))"
      }
    }
    return nil
  }

  /// A change `onChange` heard, as the model words it: a bulk change's items are the ones
  /// `changedItems()` works out (asked at once, as an observer would), each moving to the
  /// bulk's value.
  static func told(_ change: ToggleStore<Int>.Change) -> StoreModel.Told {
    var items = change.items.map {
      StoreModel.ItemChange(id: $0.id, old: $0.oldValue == .on, new: $0.newValue == .on)
    }
    if let bulk = change.bulk {
      let on = bulk.newValue == .on
      items += bulk.changedItems().map { StoreModel.ItemChange(id: $0, old: !on, new: on) }
    }
    return StoreModel.Told(
      cause: change.cause, phase: ReferenceModel.Phase(change.phase), items: items,
      bulk: change.bulk.map { $0.newValue == .on }, inserted: change.inserted,
      removed: change.removed)
  }

  /// What a row's host was told, as the model words it (L1).
  static func rowHeard(_ event: RecordingHost.Event) -> StoreModel.RowHeard? {
    switch event {
    case .changeNotification(let change):
      .told(change.oldValue, change.newValue, change.cause, ReferenceModel.Phase(change.phase))
    case .valueNotification(let value): .notified(value)
    case .primaryAction: .tapped
    default: nil
    }
  }
}
