#if canImport(SwiftUI)
  import Combine
  @preconcurrency import SwiftUI
  import ToggleKit

  extension View {
    /// Shows on a row's `Toggle` what its item's state says beyond on and off, as a UIKit
    /// row shows it (L1, L7, B18), over ``ToggleStoreModel`` or `ObservableToggleStore`.
    ///
    /// ```swift
    /// Toggle(setting.title, isOn: model.binding(for: setting.id))
    ///   .storeRow(setting.id, of: model)
    ///
    /// // iOS 17, the Observation model:
    /// Toggle(topic.title, isOn: $topics[topic.id])
    ///   .storeRow(topic.id, of: topics)
    /// ```
    ///
    /// While the item's save runs, the toggle is dimmed where it is, as a UIKit switch is,
    /// still showing the value being saved (the switch does not move), VoiceOver reads the
    /// value as "on, saving", and the row takes no tap (it is not disabled, which VoiceOver
    /// would read as "dimmed"); while a "select all" is saved, every row waits. A mixed item
    /// shows a dash on a badge over the switch and reads "mixed". A disabled item's row
    /// (``ToggleStoreModel/setEnabled(_:for:)``, which redraws the rows) is dimmed. A failed
    /// save's error haptic and announcement come from the model
    /// (``ToggleStoreModel/itemTitle``).
    public func storeRow<Model: ToggleStoreRowModel>(_ item: Model.ID, of model: Model)
      -> some View
    {
      modifier(StoreRowState(item: item, model: model))
    }
  }

  /// The row state `View.storeRow(_:of:)` shows.
  private struct StoreRowState<Model: ToggleStoreRowModel>: ViewModifier {
    let item: Model.ID
    let model: Model
    /// An `ObservableObject` model's changes, which SwiftUI hears only through a property
    /// wrapper such as this; an Observation model is heard through the reads in `body`.
    @ObservedObject private var changes: ModelChanges

    init(item: Model.ID, model: Model) {
      self.item = item
      self.model = model
      _changes = ObservedObject(wrappedValue: ModelChanges(of: model))
    }

    func body(content: Content) -> some View {
      let pending = model.isPending(item)
      content.modifier(
        RowStateLook(
          value: model.value(of: item), isPending: pending, isWaiting: pending,
          isEnabled: model.isEnabled(item), takesTaps: !pending && !model.isSavingBulkChange))
    }
  }

  /// An `ObservableObject` that sends what a model sends: a ``ToggleStoreModel``'s own
  /// `objectWillChange`, nothing for a model SwiftUI hears through Observation.
  private final class ModelChanges: ObservableObject {
    let objectWillChange: ObservableObjectPublisher

    init<Model: ToggleStoreRowModel>(of model: Model) {
      // A row makes one per update; the publisher is the model's, so SwiftUI hears the
      // model however often the box is made again.
      objectWillChange =
        (model as? ToggleStoreModel<Model.ID>)?.objectWillChange ?? ObservableObjectPublisher()
    }
  }
#endif
