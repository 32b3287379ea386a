@_spi(ToggleKitTools) import ToggleKit

/// L1-L5: a store and its recycled rows against StoreModel: one sequence of events, drawn from `rng`, through the real thing and the
/// reference model together; nil when they agree, else what diverged and the last events.
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
    let rows = (0..<3).map { _ in makeToggle().0 }
    var recent: [String] = []
    for step in 0..<length {
      let event = StoreEvent.random(using: &rng)
      recent = Array((recent + [event.description]).suffix(12))
      model.apply(event)
      switch event {
      case .activateRow(let row): rows[row].accessibilityActivate()
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
      let pending = (0..<12).map { store.isPending($0) }
      let expectedPending = (0..<12).map { model.isPending($0) }
      if pending != expectedPending { problems.append("pending \(pending) != \(expectedPending)") }
      for (index, row) in rows.enumerated() {
        let item = store.item(shownBy: row)
        if item != model.rows[index] {
          problems.append(
            "row \(index) shows \(String(describing: item)) != \(String(describing: model.rows[index]))"
          )
        }
        if (row.value == .on) != model.rowShown[index] {
          problems.append("row \(index) value \(row.value) != \(model.rowShown[index])")
        }
        if row.isPending != (model.rows[index].map { model.isPending($0) } ?? false) {
          problems.append("row \(index) pending \(row.isPending)")
        }
      }
      if case .exclusive = kind.mode, store.onCount > 1 { problems.append("two selected") }
      if !problems.isEmpty {
        return
          "\(label) \(kind) step \(step): \(problems.joined(separator: "; "))\nevents: \(recent.joined(separator: ", "))"
      }
    }
    return nil
  }
}
