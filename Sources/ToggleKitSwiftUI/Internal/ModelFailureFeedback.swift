@_spi(ToggleKitTools) import ToggleKit

/// The SwiftUI models' share of a store's feedback for a failed save no row shows (B19, L3):
/// one hook per store, however many models over it SwiftUI makes and drops (a `@State`
/// initial value is evaluated each time the view is), asking the hook it replaced first
/// (UIKit's), then the models alive, oldest first, until one gives it.
@MainActor
final class ModelFailureFeedback<ID: Hashable & Sendable> {
  /// A model held weakly, with the call that asks it for feedback.
  private struct Giver {
    weak var model: AnyObject?
    let give: @MainActor (AnyObject, ID, ToggleValue) -> Bool
  }

  private weak var store: ToggleStore<ID>?
  private var givers: [Giver] = []

  private init(store: ToggleStore<ID>) {
    self.store = store
  }

  /// Adds `model` to the models `store` asks; `give` is called with the model while it lives.
  /// `give` must not capture the model (the store would keep it through its hook): it gets
  /// the model as its argument.
  static func add<Model: AnyObject>(
    _ model: Model, to store: ToggleStore<ID>,
    give: @escaping @MainActor (Model, ID, ToggleValue) -> Bool
  ) {
    let feedback = existing(for: store) ?? install(on: store)
    feedback.givers.removeAll { $0.model == nil }
    feedback.givers.append(
      Giver(model: model) { model, item, restored in
        give(unsafeDowncast(model, to: Model.self), item, restored)
      })
  }

  private static func existing(for store: ToggleStore<ID>) -> ModelFailureFeedback? {
    guard
      let known = ModelRegistry.feedback[ObjectIdentifier(store)]?.object
        as? ModelFailureFeedback,
      known.store === store
    else { return nil }
    return known
  }

  private static func install(on store: ToggleStore<ID>) -> ModelFailureFeedback {
    let feedback = ModelFailureFeedback(store: store)
    // The store keeps this through its hook; the registry only finds it.
    let other = store.unshownFailureFeedback
    store.unshownFailureFeedback = { item, restored, failure in
      other?(item, restored, failure) == true || feedback.give(item, restored: restored)
    }
    ModelRegistry.feedback = ModelRegistry.feedback.filter { $0.value.object != nil }
    ModelRegistry.feedback[ObjectIdentifier(store)] = WeakModelFeedback(object: feedback)
    return feedback
  }

  private func give(_ item: ID, restored: ToggleValue) -> Bool {
    givers.removeAll { $0.model == nil }
    for giver in givers {
      if let model = giver.model, giver.give(model, item, restored) { return true }
    }
    return false
  }
}

/// Finds a store's ``ModelFailureFeedback`` (a generic type has no stored statics).
@MainActor
private enum ModelRegistry {
  static var feedback: [ObjectIdentifier: WeakModelFeedback] = [:]
}

private struct WeakModelFeedback {
  weak var object: AnyObject?
}
