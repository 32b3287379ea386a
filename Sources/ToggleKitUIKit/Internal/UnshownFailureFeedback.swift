#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  /// The error haptic and VoiceOver's announcement for a failed save whose item no list row
  /// shows any more (B19, L3): the user scrolled the row away, and its cell
  /// went on to another item, while the save ran.
  ///
  /// The store decides who gives a failure's feedback (its row, a row showing the item
  /// now, else its `unshownFailureFeedback`); this is that last one for UIKit's rows. It
  /// names the item by the title its row showed when the cell left it; only items whose
  /// save runs are remembered, and each is forgotten when its save ends.
  @MainActor
  final class UnshownFailureFeedback<ID: Hashable & Sendable> {
    /// How a row named and voiced an item whose save ran when the row left it.
    private struct Leaving {
      let title: String
      let announces: Bool
      let haptic: HapticStyle
      let words: ToggleAccessibility.ValueStrings
    }

    private var leaving: [ID: Leaving] = [:]
    /// The store or tree whose hook this is.
    private weak var owner: AnyObject?
    /// Whether an item's save runs (its own, or a bulk save that moves it).
    private let isPending: @MainActor (ID) -> Bool
    /// Whether a row leaving the item should be remembered: its own save runs (a "select
    /// all" save's failure is the "select all" row's to tell).
    private let savesOnItsOwn: @MainActor (ID) -> Bool

    private init(
      owner: AnyObject, isPending: @escaping @MainActor (ID) -> Bool,
      savesOnItsOwn: @escaping @MainActor (ID) -> Bool,
      observeChanges: (@escaping @MainActor (_ isPendingPhase: Bool) -> Void) -> Void
    ) {
      self.owner = owner
      self.isPending = isPending
      self.savesOnItsOwn = savesOnItsOwn
      // An ended save's title goes from the main queue's next turn: the owner tells a
      // rollback (and whatever a handler changes meanwhile) before it asks for the feedback
      // that needs the title. Every item whose save no longer runs goes, so a change that
      // names no item (code's "select all") prunes too. The owner lives as long as this
      // (its hook holds it), so the observer is never removed.
      observeChanges { [weak self] isPendingPhase in
        guard let self, !self.leaving.isEmpty, !isPendingPhase else { return }
        DispatchQueue.main.async { [weak self] in self?.forgetEndedSaves() }
      }
    }

    private func forgetEndedSaves() {
      guard owner != nil else {
        leaving = [:]
        return
      }
      leaving = leaving.filter { isPending($0.key) }
    }

    /// The store's feedback, installed on first use and asked before the hook it replaces
    /// (SwiftUI models', if they came first), which it falls back to for an item it
    /// remembers nothing of. The store's hook keeps it: a hook set over it drops it.
    static func of(_ store: ToggleStore<ID>) -> UnshownFailureFeedback {
      if let known = existing(for: store) { return known }
      let feedback = UnshownFailureFeedback(
        owner: store, isPending: { [weak store] in store?.isPending($0) ?? false },
        savesOnItsOwn: { [weak store] in
          guard let store else { return false }
          return store.isPending($0) && !store.isSavingBulkChange
        },
        observeChanges: { observer in
          _ = store.addObserver { change in
            if case .pending = change.phase { observer(true) } else { observer(false) }
          }
        })
      let other = store.unshownFailureFeedback
      store.unshownFailureFeedback = { item, restored, failure in
        feedback.give(item, restored: restored) || other?(item, restored, failure) == true
      }
      register(feedback, for: store)
      return feedback
    }

    /// The same for a tree's nodes (T10), whose rows are `ToggleListCell`s of an outline.
    static func of(_ tree: ToggleTree<ID>) -> UnshownFailureFeedback {
      if let known = existing(for: tree) { return known }
      let feedback = UnshownFailureFeedback(
        owner: tree, isPending: { [weak tree] in tree?.isPending($0) ?? false },
        savesOnItsOwn: { [weak tree] in tree?.isPending($0) ?? false },
        observeChanges: { observer in
          _ = tree.addObserver { change in
            if case .pending = change.phase { observer(true) } else { observer(false) }
          }
        })
      let other = tree.unshownFailureFeedback
      tree.unshownFailureFeedback = { node, restored, failure in
        feedback.give(node, restored: restored) || other?(node, restored, failure) == true
      }
      register(feedback, for: tree)
      return feedback
    }

    private static func existing(for owner: AnyObject) -> UnshownFailureFeedback? {
      guard
        let known = Registry.feedback[ObjectIdentifier(owner)]?.object
          as? UnshownFailureFeedback,
        known.owner === owner
      else { return nil }
      return known
    }

    /// The owner keeps the feedback through its hook; the registry only finds it.
    private static func register(_ feedback: UnshownFailureFeedback, for owner: AnyObject) {
      Registry.forgetReleasedStores()
      Registry.feedback[ObjectIdentifier(owner)] = WeakFeedback(object: feedback)
    }

    /// Remembers how `button` named `item` as its row leaves it, if the item's own save
    /// runs (a "select all" save's failure is the "select all" row's to tell).
    func rowLeaves(_ item: ID, title: String?, button: ToggleButton) {
      guard savesOnItsOwn(item) else { return }
      leaving[item] = Leaving(
        title: title ?? button.accessibilityLabel ?? "\(item)",
        announces: button.announcesRollback, haptic: button.haptic,
        words: button.appValueStrings ?? .localized)
    }

    /// Remembers how a `ToggleSwitch` named `item` as it leaves it, if the item's own save
    /// runs: UIKit's words, the light haptic's error.
    func rowLeaves(_ item: ID, title: String, announces: Bool) {
      guard savesOnItsOwn(item) else { return }
      leaving[item] = Leaving(title: title, announces: announces, haptic: .light, words: .localized)
    }

    /// Remembers how a menu named `item` the user just chose, if its save runs: a menu's
    /// choice has no row, and its failure needs a name to announce (B19).
    func menuChose(_ item: ID, title: String) {
      guard savesOnItsOwn(item) else { return }
      leaving[item] = Leaving(title: title, announces: true, haptic: .light, words: .localized)
    }

    /// Gives the feedback for `item` if a row left it while its save ran; false, giving
    /// none, for an item no row showed then (no haptic for a save nobody saw start, and no
    /// identifier read out as a name).
    private func give(_ item: ID, restored: ToggleValue) -> Bool {
      guard let row = leaving.removeValue(forKey: item) else { return false }
      RollbackFeedback.give(
        label: row.title, previousValue: restored, words: row.words, haptic: row.haptic,
        announces: row.announces)
      return true
    }
  }

  /// Finds a store's or a tree's ``UnshownFailureFeedback`` (a generic type has no stored statics).
  @MainActor
  private enum Registry {
    static var feedback: [ObjectIdentifier: WeakFeedback] = [:]

    /// Drops the entries of stores gone, whose identifiers a new store may reuse.
    static func forgetReleasedStores() {
      feedback = feedback.filter { $0.value.object != nil }
    }
  }

  private struct WeakFeedback {
    weak var object: AnyObject?
  }
#endif
