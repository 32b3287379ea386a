#if canImport(Observation)
  import Observation
  @_spi(ToggleKitTools) import ToggleKit

  /// A `ToggleStore` as Observation sees it (iOS 17): SwiftUI redraws only the rows whose
  /// item changed (L1-L8).
  ///
  /// ```swift
  /// @State private var toppings = ObservableToggleStore(store: ToggleStore(items: Topping.allCases))
  ///
  /// List(Topping.allCases, id: \.self) { topping in
  ///   Toggle(topping.name, isOn: $toppings[topping])
  /// }
  /// .toolbar { Toggle("All", isOn: $toppings.allItemsOn) }
  /// ```
  ///
  /// It works where Observation does: `@State`, `@Bindable`, `@Environment(Model.self)`,
  /// and inside another `@Observable` model, where ``ToggleStoreModel`` (an
  /// `ObservableObject`) compiles and never updates. A row that reads an item is redrawn
  /// when that item changes, not when another does; "select all", inserts and removals
  /// redraw every row that read any item. Setting `self[item]` is the user's activation of
  /// the item under the store's rules and saves, as a tap on a row is; setting
  /// ``allItemsOn`` is one "select all" or "clear all". `storeRow(_:of:)` gives a row the
  /// saving and disabled looks, as it does over ``ToggleStoreModel``.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @MainActor
  public final class ObservableToggleStore<ID: Hashable & Sendable>: Observable,
    ToggleStoreRowModel
  {
    /// The store the rows show.
    public let store: ToggleStore<ID>
    private let registrar = ObservationRegistrar()
    private var observer: Int?
    /// Read by every item's read, so a change of every item reaches every row at once.
    private var everyItem: Int { 0 }
    /// Read by the store's counts and what "select all" shows and does: told on every change
    /// of a value, and when an item is enabled or disabled (where "select all" goes, L7).
    private var counts: Int { 0 }

    /// The words VoiceOver names an item by when its save fails and it goes back (B19);
    /// unset, the item's description. Set it to the rows' titles.
    public var itemTitle: ((ID) -> String)?

    /// Whether a failed save of an item plays the error haptic and is announced (B19), as
    /// ``ToggleStoreModel``'s; on by default. A UIKit row that shows the item, or that left
    /// it while it saved, gives that feedback instead.
    public var announcesRollback = true

    /// Observes `store`.
    public init(store: ToggleStore<ID>) {
      self.store = store
      observer = store.addObserver { [weak self] change in self?.storeDidChange(change) }
      // A failed save no UIKit row gives feedback for (SwiftUI rows are not the store's
      // rows): the store asks UIKit's hook, then its models, oldest first.
      ModelFailureFeedback.add(
        self, to: store, itemTitle: { $0.itemTitle }, announces: { $0.announcesRollback })
    }

    #if compiler(>=6.2)
      isolated deinit {
        if let observer { store.removeObserver(observer) }
      }
    #else
      deinit {
        // Nonisolated: the store, a main-actor object, lets the observer go on the main actor.
        if let observer { Task { @MainActor [store] in store.removeObserver(observer) } }
      }
    #endif

    /// Whether `item` is on; setting it is the user's activation of the item toward that
    /// value (a refused one, a disabled item or a save running, leaves it as it was). An
    /// unknown item reads off.
    public subscript(item: ID) -> Bool {
      get { value(of: item) == .on }
      set {
        guard (store.value(of: item) == .on) != newValue else { return }
        store.activate(item)
        // Refused (a rule, a veto, a disabled item, a save running): nothing was told, but
        // the row's switch moved itself; redraw it back to the store's value.
        if (store.value(of: item) == .on) != newValue { tell(\.[item]) }
      }
    }

    /// The item's value: on, off or mixed; off for an unknown item.
    public func value(of item: ID) -> ToggleValue {
      readItem(item)
      return store.value(of: item) ?? .off
    }

    /// Whether the item's save runs (B18).
    public func isPending(_ item: ID) -> Bool {
      readItem(item)
      return store.isPending(item)
    }

    /// Whether the user may change the item (L7).
    public func isEnabled(_ item: ID) -> Bool {
      readItem(item)
      return store.isEnabled(item)
    }

    /// Enables or disables an item (L7), redrawing the rows that read it and what reads
    /// "select all"; false for an unknown item.
    @discardableResult
    public func setEnabled(_ isEnabled: Bool, for item: ID) -> Bool {
      guard store.contains(item) else { return false }
      guard store.isEnabled(item) != isEnabled else { return true }
      store.setEnabled(isEnabled, for: item)
      tell(\.[item])
      // Not a change of a value, so the store tells nothing; but where a user's "select
      // all" goes follows the disabled items (L7, G6), and ``allItemsOn`` shows it: a
      // switch left showing the old target would take its next flip as a correction.
      tell(\.counts)
      return true
    }

    /// How many items are on.
    public var onCount: Int {
      registrar.access(self, keyPath: \.counts)
      return store.onCount
    }

    /// The value a "select all" shows: on, off or mixed (G6).
    public var selectAllValue: ToggleValue {
      registrar.access(self, keyPath: \.counts)
      return store.selectAllValue
    }

    /// Whether every item a user's "select all" could turn on is on (disabled items keep
    /// their values, L7); setting it is the user's "select all" or "clear all": one change and
    /// one save, under the store's rules (L5, G6).
    public var allItemsOn: Bool {
      get {
        registrar.access(self, keyPath: \.counts)
        return store.userSelectAllTarget == .off
      }
      set {
        guard (store.userSelectAllTarget == .off) != newValue else { return }
        store.activateSelectAll()
        // Refused or saving: nothing was told, but a switch moved itself; redraw it.
        if (store.userSelectAllTarget == .off) != newValue { tell(\.counts) }
      }
    }

    /// Whether a "select all" or "clear all" is being saved: every row waits (L5).
    public var isSavingBulkChange: Bool {
      // A bulk save starts and ends with a bulk change, which every row hears: a row that
      // reads this is not redrawn by another item's change, as reading the counts would.
      registrar.access(self, keyPath: \.everyItem)
      return store.isSavingBulkChange
    }

    private func readItem(_ item: ID) {
      registrar.access(self, keyPath: \.[item])
      registrar.access(self, keyPath: \.everyItem)
    }

    /// Tells Observation that what `keyPath` reads changed: the store has changed already,
    /// so the will-set and did-set come together.
    private func tell<Member>(_ keyPath: KeyPath<ObservableToggleStore, Member>) {
      registrar.willSet(self, keyPath: keyPath)
      registrar.didSet(self, keyPath: keyPath)
    }

    private func storeDidChange(_ change: ToggleStore<ID>.Change) {
      if change.bulk != nil || !change.inserted.isEmpty || !change.removed.isEmpty {
        tell(\.everyItem)
      } else {
        for item in change.items { tell(\.[item.id]) }
      }
      tell(\.counts)
    }
  }
#endif
