import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// Where the store broke the contract, as the store's reference model (`StoreModel`, read
/// from the contract's words) found it, each reduced to its shortest sequence: each failed
/// before its fix.
@Suite("L5 Found by the store's reference model: shortest sequences")
@MainActor
struct StoreModelFindingsTests {
  /// An exclusive store whose saves wait for the test, with item 0 selected and saved, and
  /// item 1's activation waiting to be saved (0 off, 1 on, optimistic).
  private func exclusiveStoreSavingASwitch() -> (
    ToggleStore<Int>, [ToggleCommitRequest], Box<[ToggleStore<Int>.Change]>
  ) {
    let store = ToggleStore(mode: .exclusive(selectionRequired: true), items: 0..<3)
    let requests = Box<[ToggleCommitRequest]>([])
    store.setCommit(.optimistic, requestChange: { requests.value.append($1) }, cancel: { _ in })
    store.activate(0)
    store.completeCommit(requests.value[0], with: .success)
    store.activate(1)
    let told = Box<[ToggleStore<Int>.Change]>([])
    store.onChange = { told.value.append($0) }
    return (store, requests.value, told)
  }

  @Test("L5: an exclusive store's rollback lists the item turned off first")
  func rollbackListsOffFirst() {
    let (store, requests, told) = exclusiveStoreSavingASwitch()
    let failure = ToggleCommitFailure(reason: .failed, message: "finding")
    store.completeCommit(requests[1], with: .failure(failure))
    #expect(store.selection == [0])
    // L5: "a change of ... the two an exclusive store moves lists them, the one turned off
    // first": the rollback turns 1 off and 0 back on.
    let items = told.value.last?.items.map(\.id)
    #expect(items == [1, 0])
  }

  @Test("L5 B20: the items a withdrawn save puts back are listed turned off first")
  func putBackListsOffFirst() {
    let (store, _, told) = exclusiveStoreSavingASwitch()
    // G8, B20: code that sets an item while the save waits withdraws it: told cancelled, the
    // items it moved go back (1 off, 0 on) as code's change, then the set applies.
    store.setValue(.on, for: 2)
    #expect(store.selection == [2])
    let putBack = told.value.dropFirst().first?.items.map(\.id)
    #expect(told.value.first?.phase == .cancelled)
    #expect(putBack == [1, 0])
  }
}

/// A reference the closures above can write through.
@MainActor
private final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
