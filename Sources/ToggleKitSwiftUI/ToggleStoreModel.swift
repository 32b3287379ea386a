#if canImport(SwiftUI)
  @preconcurrency import SwiftUI
  @_spi(ToggleKitTools) import ToggleKit

  /// A `ToggleStore` as SwiftUI observes it: `List` and `ForEach` rows bound to items (L1-L8).
  ///
  /// An `ObservableObject`, for iOS 15 and 16 and `@StateObject`. From iOS 17, with `@State`,
  /// `@Environment(Model.self)` or inside an `@Observable` model, where an `ObservableObject`
  /// never updates, use `ObservableToggleStore`, which also redraws only the rows whose
  /// item changed.
  ///
  /// ```swift
  /// @StateObject private var toppings = ToggleStoreModel(store: ToggleStore(items: Topping.allCases))
  ///
  /// List(Topping.allCases, id: \.self) { topping in
  ///   Toggle(topping.name, isOn: toppings.binding(for: topping))
  ///     .storeRow(topping, of: toppings)
  /// }
  /// .toolbar { Toggle("All", isOn: toppings.selectAllBinding) }
  /// ```
  ///
  /// The values, pending saves and rules are the store's, so a row SwiftUI makes again,
  /// or a `List` that reuses its cells, shows the item's state; a toggle's change is the
  /// user's (`ToggleStore.activate(_:)`), with the store's rules and saves. Views
  /// re-render on every change the store tells (`objectWillChange` is sent as the store
  /// tells it, after the change: read the store, not a value kept from before), so every
  /// visible row is rebuilt per change: fine at a screenful of rows, which `List` keeps.
  /// A row whose save runs takes no change: `storeRow(_:of:)` shows it (dimmed in place,
  /// "saving" in VoiceOver's value), dims a disabled item's row, and a failed save of a row's item
  /// plays the error haptic and is announced with ``itemTitle``, as a UIKit row's (B19).
  @MainActor
  public final class ToggleStoreModel<ID: Hashable & Sendable>: ObservableObject,
    ToggleStoreRowModel
  {
    /// The store the rows show.
    public let store: ToggleStore<ID>
    private var observer: Int?

    /// The words VoiceOver names an item by when its save fails and it goes back (B19);
    /// unset, the item's description. Set it to the rows' titles.
    public var itemTitle: ((ID) -> String)?

    /// Whether a failed save of an item plays the error haptic and is announced (B19), as
    /// a ToggleButton's `announcesRollback`; on by default. A store that UIKit rows show
    /// gives that feedback on a row, and this model then gives none.
    public var announcesRollback = true

    /// Observes `store`.
    public init(store: ToggleStore<ID>) {
      self.store = store
      observer = store.addObserver { [weak self] change in
        self?.objectWillChange.send()
      }
      // A failed save no UIKit row gives feedback for (SwiftUI rows are not the store's
      // rows): the store asks UIKit's hook, then its models, oldest first.
      ModelFailureFeedback.add(
        self, to: store, itemTitle: { $0.itemTitle }, announces: { $0.announcesRollback })
    }

    deinit {
      // Nonisolated: the store, a main-actor object, lets the observer go on the main actor.
      if let observer {
        Task { @MainActor [store] in store.removeObserver(observer) }
      }
    }

    /// A binding for a row's `Toggle`: on when the item is on; setting it is the user's
    /// activation of the item, under the store's rules (a refused one leaves it as it was).
    public func binding(for item: ID) -> Binding<Bool> {
      Binding(
        // Main-actor closures: newer SDKs take them as `@isolated(any) @Sendable`,
        // where an unmarked closure would read the store from no actor.
        get: { @MainActor [store] in store.value(of: item) == .on },
        set: { @MainActor [store, weak self] newValue in
          guard (store.value(of: item) == .on) != newValue else { return }
          store.activate(item)
          // Refused (a rule, a veto, a save running): nothing changed, so nothing was told,
          // but the row's switch moved itself; redraw it back to the store's value.
          if (store.value(of: item) == .on) != newValue { self?.objectWillChange.send() }
        })
    }

    /// The binding of ``binding(for:)``, under its first name, which reads as a question.
    @available(*, deprecated, renamed: "binding(for:)")
    public func isOn(_ item: ID) -> Binding<Bool> { binding(for: item) }

    /// A binding for a "select all" `Toggle`: on when every item is on; setting it is the
    /// user's "select all" or "clear all", one change and one save (L5, G6), under the
    /// store's rules.
    ///
    /// Don't make one with `Toggle(sources: items.map(model.binding(for:)), isOn: \.self)`:
    /// that writes through every row's binding, N user changes and N saves, partly applied
    /// under a maximum. A `Toggle` shows no mixed state: read
    /// ``selectAllValue`` for it.
    ///
    /// It reads on when every item a user's "select all" could turn on is on (disabled
    /// items keep their values, L7), so that its next change is "clear all".
    public var selectAllBinding: Binding<Bool> {
      Binding(
        get: { @MainActor [store] in store.userSelectAllTarget == .off },
        set: { @MainActor [store, weak self] newValue in
          guard (store.userSelectAllTarget == .off) != newValue else { return }
          store.activateSelectAll()
          // Refused or saving: redraw the toggle back to the store's value.
          if (store.userSelectAllTarget == .off) != newValue { self?.objectWillChange.send() }
        })
    }

    /// The item's value: on, off or mixed; off for an item the store does not hold.
    public func value(of item: ID) -> ToggleValue { store.value(of: item) ?? .off }

    /// Whether the item's save is running: `storeRow(_:of:)` shows it (B18).
    public func isPending(_ item: ID) -> Bool { store.isPending(item) }

    /// Whether the save of a user's "select all" or "clear all" runs: every row waits for
    /// it, `.disabled(model.isSavingBulkChange || model.isPending(item))`.
    public var isSavingBulkChange: Bool { store.isSavingBulkChange }

    /// The value a "select all" shows: on, off or mixed (G6).
    public var selectAllValue: ToggleValue { store.selectAllValue }

    /// Whether the user may change the item (L7): `.disabled(!model.isEnabled(item))` on
    /// its row. A disabled item's binding refuses the user's change.
    public func isEnabled(_ item: ID) -> Bool { store.isEnabled(item) }

    /// Enables or disables an item (L7) and redraws the rows that read it; returns false for
    /// an item the store does not hold.
    @discardableResult
    public func setEnabled(_ isEnabled: Bool, for item: ID) -> Bool {
      // Not a change of a value: the store tells its observers nothing, so the views that
      // read `isEnabled(_:)` are told here.
      guard store.contains(item) else { return false }
      guard store.isEnabled(item) != isEnabled else { return true }
      objectWillChange.send()
      return store.setEnabled(isEnabled, for: item)
    }
  }
#endif
