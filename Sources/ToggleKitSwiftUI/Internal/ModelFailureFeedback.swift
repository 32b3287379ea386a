@_spi(ToggleKitTools) import ToggleKit

#if os(iOS)
  @_spi(ToggleKitTools) import ToggleKitUIKit
#endif

/// The SwiftUI models' share of a store's or a tree's feedback for a failed save no row
/// shows (B19, L3, T10): one hook per store or tree, however many models over it SwiftUI
/// makes and drops (a `@State` initial value is evaluated each time the view is), asking
/// the hook it replaced first (UIKit's), then the models alive, oldest first, until one
/// gives it.
@MainActor
final class ModelFailureFeedback<ID: Hashable & Sendable> {
  /// A model held weakly, with what it says of the feedback: how it names an item, and
  /// whether it gives feedback at all.
  private struct Giver {
    weak var model: AnyObject?
    let itemTitle: @MainActor (AnyObject) -> ((ID) -> String)?
    let announces: @MainActor (AnyObject) -> Bool
  }

  /// The store or tree whose hook this is.
  private weak var owner: AnyObject?
  private var givers: [Giver] = []

  private init(owner: AnyObject) {
    self.owner = owner
  }

  /// Adds `model` to the models `store` asks: while it lives and `announces` says so, it
  /// gives the feedback, naming the item by `itemTitle` (its description when nil). The
  /// closures get the model as their argument and must not capture it (the store would
  /// keep it through its hook).
  static func add<Model: AnyObject>(
    _ model: Model, to store: ToggleStore<ID>,
    itemTitle: @escaping @MainActor (Model) -> ((ID) -> String)?,
    announces: @escaping @MainActor (Model) -> Bool
  ) {
    let feedback =
      existing(for: store)
      ?? install(on: store) { feedback in
        let other = store.unshownFailureFeedback
        store.unshownFailureFeedback = { item, restored, failure in
          other?(item, restored, failure) == true || feedback.give(item, restored: restored)
        }
      }
    feedback.append(model, itemTitle: itemTitle, announces: announces)
  }

  /// The same for a tree's nodes (T10): the tree asks the hook it had first, then its
  /// models.
  static func add<Model: AnyObject>(
    _ model: Model, to tree: ToggleTree<ID>,
    itemTitle: @escaping @MainActor (Model) -> ((ID) -> String)?,
    announces: @escaping @MainActor (Model) -> Bool
  ) {
    let feedback =
      existing(for: tree)
      ?? install(on: tree) { feedback in
        let other = tree.unshownFailureFeedback
        tree.unshownFailureFeedback = { node, restored, failure in
          other?(node, restored, failure) == true || feedback.give(node, restored: restored)
        }
      }
    feedback.append(model, itemTitle: itemTitle, announces: announces)
  }

  private func append<Model: AnyObject>(
    _ model: Model, itemTitle: @escaping @MainActor (Model) -> ((ID) -> String)?,
    announces: @escaping @MainActor (Model) -> Bool
  ) {
    givers.removeAll { $0.model == nil }
    givers.append(
      Giver(
        model: model, itemTitle: { itemTitle(unsafeDowncast($0, to: Model.self)) },
        announces: { announces(unsafeDowncast($0, to: Model.self)) }))
  }

  private static func existing(for owner: AnyObject) -> ModelFailureFeedback? {
    guard
      let known = ModelRegistry.feedback[ObjectIdentifier(owner)]?.object
        as? ModelFailureFeedback,
      known.owner === owner
    else { return nil }
    return known
  }

  /// A new feedback for `owner`, which `hook` installs as its hook; the owner keeps it
  /// through that hook, and the registry only finds it.
  private static func install(
    on owner: AnyObject, _ hook: (ModelFailureFeedback) -> Void
  ) -> ModelFailureFeedback {
    let feedback = ModelFailureFeedback(owner: owner)
    hook(feedback)
    ModelRegistry.feedback = ModelRegistry.feedback.filter { $0.value.object != nil }
    ModelRegistry.feedback[ObjectIdentifier(owner)] = WeakModelFeedback(object: feedback)
    return feedback
  }

  /// The error haptic and the announcement for the first live model that gives them;
  /// whether one did (none where there is no UIKit).
  private func give(_ item: ID, restored: ToggleValue) -> Bool {
    givers.removeAll { $0.model == nil }
    guard
      let (model, giver) = givers.lazy.compactMap({ giver in giver.model.map { ($0, giver) } })
        .first(where: { $0.1.announces($0.0) })
    else { return false }
    #if os(iOS)
      RollbackFeedback.give(
        label: giver.itemTitle(model)?(item) ?? "\(item)", previousValue: restored,
        words: .localized, haptic: .light, announces: true)
      return true
    #else
      _ = (model, giver)
      return false
    #endif
  }
}

/// Finds a store's or a tree's ``ModelFailureFeedback`` (a generic type has no stored
/// statics).
@MainActor
private enum ModelRegistry {
  static var feedback: [ObjectIdentifier: WeakModelFeedback] = [:]
}

private struct WeakModelFeedback {
  weak var object: AnyObject?
}
