#if canImport(Observation)
  import Observation
  import Testing

  @_spi(ToggleKitTools) import ToggleKit
  @testable import ToggleKitSwiftUI

  /// The Observation model of a store: a row that read an item hears that
  /// item's changes and no other's; changes of every item reach every row (L1-L7).
  @Suite("L1 L5 A store as Observation sees it")
  @MainActor
  struct ObservableToggleStoreTests {
    /// Whether reading `read` is told of what `change` does, as SwiftUI's redraw would be.
    private func isTold(_ read: () -> Void, when change: () -> Void) -> Bool {
      nonisolated(unsafe) var told = false
      withObservationTracking(read) { told = true }
      change()
      return told
    }

    @Test("L1: a row is redrawn when its item changes, not when another item does")
    func rowsHearTheirOwnItem() {
      let model = ObservableToggleStore(store: ToggleStore(mode: .multiple, items: 0..<100))
      #expect(isTold({ _ = model[3] }, when: { model.store.setValue(.on, for: 3) }))
      #expect(!isTold({ _ = model[3] }, when: { model.store.setValue(.on, for: 4) }))
      #expect(isTold({ _ = model.isPending(5) }, when: { model[5] = true }))
      #expect(model.store.value(of: 5) == .on)
    }

    @Test(
      "B19 L3 #58: a failed save no row shows goes to the toolkit hook installed before the model, then to the model's"
    )
    func failureFeedbackChainsHooks() throws {
      let store = ToggleStore(mode: .multiple, items: 0..<10)
      var requests: [ToggleCommitRequest] = []
      store.setCommit(.optimistic, request: { requests.append($1) }, cancel: { _ in })
      var earlier: [Int] = []
      var earlierHandles = true
      store.unshownFailureFeedback = { item, _, _ in
        earlier.append(item)
        return earlierHandles
      }
      let model = ObservableToggleStore(store: store)
      model[3] = true
      store.completeCommit(
        try #require(requests.last),
        with: .failure(ToggleCommitFailure(reason: .failed, message: "no")))
      #expect(earlier == [3] && store.value(of: 3) == .off)
      // The earlier hook gives none: the model is asked (and, with no UIKit, gives none).
      earlierHandles = false
      model.announcesRollback = false
      model[4] = true
      let hook = try #require(store.unshownFailureFeedback)
      let handled = hook(4, .off, ToggleCommitFailure(reason: .failed, message: "x"))
      #expect(earlier == [3, 4] && !handled)
      _ = model
    }

    @Test("L5 G6: select all is one change that reaches every row and the counts")
    func selectAllReachesEveryRow() {
      let store = ToggleStore(mode: .multiple, items: 0..<100)
      let model = ObservableToggleStore(store: store)
      var changes = 0
      store.onChange = { _ in changes += 1 }
      #expect(isTold({ _ = model[42] }, when: { model.allItemsOn = true }))
      #expect(changes == 1 && store.onCount == 100 && model.allItemsOn)
      #expect(isTold({ _ = model.onCount }, when: { model[0] = false }))
      #expect(model.selectAllValue == .mixed)
    }

    @Test("L4 L5: inserts and removals reach every row; a refused activation changes nothing")
    func insertsRemovalsAndRefusals() {
      let store = ToggleStore(mode: .exclusive(selectionRequired: true), items: 0..<3)
      let model = ObservableToggleStore(store: store)
      model[1] = true
      model[1] = false  // a required selection stays (G2)
      #expect(model[1])
      #expect(isTold({ _ = model.value(of: 2) }, when: { store.insert(9) }))
      #expect(isTold({ _ = model.value(of: 2) }, when: { store.remove(0) }))
    }

    @Test("L7 G6: a disabled item off, select all reads on once the rest are on, and clears")
    func selectAllAroundDisabledItems() {
      let store = ToggleStore(mode: .multiple, items: 0..<4)
      let model = ObservableToggleStore(store: store)
      model.setEnabled(false, for: 0)
      model.allItemsOn = true
      #expect(store.onCount == 3 && model.selectAllValue == .mixed)
      #expect(model.allItemsOn)
      model.allItemsOn = false
      #expect(store.onCount == 0)
    }

    @Test("L7 G6: disabling an item redraws a select-all switch, whose next flip then clears")
    func disablingAnItemRedrawsSelectAll() {
      let store = ToggleStore(mode: .multiple, items: ["A", "B", "C"])
      let model = ObservableToggleStore(store: store)
      model["A"] = true
      model["B"] = true
      #expect(!model.allItemsOn)
      // C, the one item off, disabled: "select all" now goes to "clear all" (L7), so a
      // switch bound to it must show on, or the user's flip on only corrects it.
      #expect(isTold({ _ = model.allItemsOn }, when: { model.setEnabled(false, for: "C") }))
      #expect(model.allItemsOn)
      model.allItemsOn = false
      #expect(store.onCount == 0)
      #expect(isTold({ _ = model.allItemsOn }, when: { model.setEnabled(true, for: "C") }))
    }

    /// What `storeRow(_:of:)` reads of any store row model.
    private func readRowLook<Model: ToggleStoreRowModel>(_ item: Model.ID, of model: Model) {
      _ = (model.value(of: item), model.isPending(item), model.isEnabled(item))
      _ = model.isSavingBulkChange
    }

    @Test("L1 L5 B18: a store row's look hears its own item and a bulk save, not other items")
    func rowLookHearsItsItemAndBulkSaves() throws {
      let store = ToggleStore(mode: .multiple, items: 0..<10)
      var requests: [ToggleCommitRequest] = []
      store.setCommit(.optimistic, requestChange: { requests.append($1) }, cancel: { _ in })
      let model = ObservableToggleStore(store: store)
      #expect(!isTold({ readRowLook(3, of: model) }, when: { model[4] = true }))
      #expect(isTold({ readRowLook(3, of: model) }, when: { model.setEnabled(false, for: 3) }))
      store.completeCommit(try #require(requests.last), with: .success)
      #expect(isTold({ readRowLook(3, of: model) }, when: { model.allItemsOn = true }))
      #expect(model.isSavingBulkChange && store.value(of: 3) == .off)
      let bulkSave = try #require(requests.last)
      #expect(
        isTold(
          { readRowLook(3, of: model) },
          when: { store.completeCommit(bulkSave, with: .success) }))
      #expect(!model.isSavingBulkChange)
    }

    @Test("B5: a refused change redraws the row whose switch moved itself")
    func refusedChangeRedraws() {
      let store = ToggleStore(mode: .multiple, items: 0..<3)
      store.shouldChange = { _, _ in false }
      let model = ObservableToggleStore(store: store)
      #expect(isTold({ _ = model[1] }, when: { model[1] = true }))
      #expect(!model[1])
    }

    @Test("L7: enabling or disabling an item redraws its rows only")
    func enabledStateIsTracked() {
      let model = ObservableToggleStore(store: ToggleStore(mode: .multiple, items: 0..<3))
      #expect(isTold({ _ = model.isEnabled(1) }, when: { model.setEnabled(false, for: 1) }))
      #expect(!isTold({ _ = model.isEnabled(2) }, when: { model.setEnabled(true, for: 1) }))
      model.setEnabled(false, for: 1)
      model[1] = true
      #expect(!model[1])
      #expect(!model.setEnabled(false, for: 7))
    }
  }
#endif
