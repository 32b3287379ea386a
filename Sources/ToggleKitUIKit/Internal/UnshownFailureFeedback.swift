#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  /// The error haptic and VoiceOver's announcement for a failed save whose item no list row
  /// shows any more (B19, L3; iOS review #58): the user scrolled the row away, and its cell
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
    private weak var store: ToggleStore<ID>?

    private init(store: ToggleStore<ID>) {
      self.store = store
      // Each save's end lets its item's title go: a success or a withdrawal at once; a
      // failure once the store has asked for its feedback, which it does after telling it.
      _ = store.addObserver { [weak self] change in
        guard let self, !self.leaving.isEmpty else { return }
        let items = change.items.map(\.id)
        switch change.phase {
        case .pending: return
        case .committed, .cancelled: for item in items { self.leaving[item] = nil }
        case .rolledBack:
          DispatchQueue.main.async { [weak self] in
            for item in items where self?.store?.isPending(item) == false {
              self?.leaving[item] = nil
            }
          }
        }
      }
    }

    /// The store's feedback, installed on first use; nil when the store's hook is another
    /// toolkit's (a SwiftUI model over the same store gives its own).
    static func of(_ store: ToggleStore<ID>) -> UnshownFailureFeedback? {
      if let known = Registry.feedback[ObjectIdentifier(store)]?.object {
        return known as? UnshownFailureFeedback
      }
      guard store.unshownFailureFeedback == nil else { return nil }
      let feedback = UnshownFailureFeedback(store: store)
      // The store keeps the feedback through its hook; the registry only finds it.
      store.unshownFailureFeedback = { item, restored, _ in
        feedback.give(item, restored: restored)
      }
      Registry.forgetReleasedStores()
      Registry.feedback[ObjectIdentifier(store)] = WeakFeedback(object: feedback)
      return feedback
    }

    /// Remembers how `button` named `item` as its row leaves it, if the item's save runs.
    func rowLeaves(_ item: ID, title: String?, button: ToggleButton) {
      guard let store, store.isPending(item) else { return }
      leaving[item] = Leaving(
        title: title ?? button.accessibilityLabel ?? "\(item)",
        announces: button.announcesRollback, haptic: button.haptic,
        words: button.appValueStrings ?? .localized)
    }

    private func give(_ item: ID, restored: ToggleValue) {
      let row = leaving.removeValue(forKey: item)
      RollbackFeedback.give(
        label: row?.title ?? "\(item)", previousValue: restored, words: row?.words ?? .localized,
        haptic: row?.haptic ?? .light, announces: row?.announces ?? true)
    }
  }

  /// Finds a store's ``UnshownFailureFeedback`` (a generic type has no stored statics).
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
