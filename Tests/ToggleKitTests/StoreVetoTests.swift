import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// The store's veto (B5, C7): asked only about a change the rules would make, and a handler
/// that changes the store drops the activation instead of corrupting it (GNOME review of
/// ToggleKitStore::change-request).
@Suite("B5 L1 Toggle store: the veto")
@MainActor
struct StoreVetoTests {
  @Test("B5: the veto is asked with the value the rules would set, and not when they refuse")
  func askedOnlyAboutChangesTheRulesMake() {
    let store = ToggleStore<String>(mode: .exclusive(selectionRequired: true), items: ["a", "b"])
    var asked: [String: ToggleValue] = [:]
    var order: [String] = []
    store.shouldChange = { item, value in
      asked[item] = value
      order.append(item)
      return true
    }
    store.activate("a")
    #expect(order == ["a"] && asked["a"] == .on && store.selection == ["a"])
    store.activate("a")  // BROWSE: the one on stays on; nothing to ask about
    #expect(order == ["a"] && store.selection == ["a"])
    store.activate("b")  // "a" goes off by the rule, unasked
    #expect(order == ["a", "b"] && asked["b"] == .on && store.selection == ["b"])
  }

  @Test("B5 L6: a veto handler that removes the item drops the activation; the counts stay true")
  func removalInTheVetoDropsTheActivation() {
    let store = ToggleStore<String>(items: ["wifi", "nfc"])
    var told: [ToggleStore<String>.Change] = []
    store.onChange = { told.append($0) }
    store.shouldChange = { item, _ in
      store.remove(item)
      return true
    }
    store.activate("nfc")
    #expect(!store.contains("nfc"))
    #expect(store.onCount == 0 && store.selection.isEmpty)
    #expect(told.flatMap(\.items).isEmpty, "no change of a removed item is told")
    store.shouldChange = nil
    store.activate("wifi")
    #expect(store.onCount == 1 && store.selection == ["wifi"])
  }

  @Test("B5: a veto handler that sets the item drops the activation; the handler's value stands")
  func setInTheVetoDropsTheActivation() {
    let store = ToggleStore<String>(items: ["wifi"])
    var userChanges = 0
    store.onChange = { change in if change.cause == .user { userChanges += 1 } }
    store.shouldChange = { item, proposed in
      #expect(proposed == .on)
      store.setValue(.on, for: item)
      return true
    }
    store.activate("wifi")
    // Before, the activation went on from the handler's value and turned the item off.
    #expect(store.value(of: "wifi") == .on)
    #expect(userChanges == 0)
  }
}
