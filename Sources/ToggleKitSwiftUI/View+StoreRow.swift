#if canImport(SwiftUI)
  @preconcurrency import SwiftUI
  import ToggleKit

  extension View {
    /// Shows on a row's `Toggle` what its item's state says beyond on and off, as a UIKit
    /// row shows it (L1, L7, B18).
    ///
    /// ```swift
    /// Toggle(setting.title, isOn: model.binding(for: setting.id))
    ///   .storeRow(setting.id, of: model)
    /// ```
    ///
    /// While the item's save runs, a spinner shows after the toggle (hidden from VoiceOver),
    /// VoiceOver reads the value as "on, saving", and the row takes no tap (it is not
    /// dimmed, which VoiceOver would read as "dimmed"); while a "select all" is saved, every
    /// row waits. A disabled item's row (``ToggleStoreModel/setEnabled(_:for:)``, which
    /// redraws the rows) is dimmed. A failed save's error haptic and announcement come from
    /// the model (``ToggleStoreModel/itemTitle``).
    public func storeRow<ID: Hashable & Sendable>(_ item: ID, of model: ToggleStoreModel<ID>)
      -> some View
    {
      modifier(StoreRowState(item: item, model: model))
    }
  }

  /// The row state `View.storeRow(_:of:)` shows.
  private struct StoreRowState<ID: Hashable & Sendable>: ViewModifier {
    let item: ID
    @ObservedObject var model: ToggleStoreModel<ID>

    func body(content: Content) -> some View {
      let pending = model.isPending(item)
      content.modifier(
        RowStateLook(
          value: model.store.value(of: item) ?? .off, isPending: pending, isWaiting: pending,
          isEnabled: model.isEnabled(item), takesTaps: !pending && !model.isSavingBulkChange))
    }
  }
#endif
