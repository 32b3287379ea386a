#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  extension ToggleStore {
    /// A menu of the store's items as toggles: each a `UIAction` whose state
    /// is its item's (on, off, or mixed, which UIKit draws as a dash), built when the menu
    /// opens, so it shows the items as they are then.
    ///
    /// ```swift
    /// filterButton.menu = filters.menu(title: "Show", items: Filter.allCases) { $0.title }
    /// filterButton.showsMenuAsPrimaryAction = true
    /// ```
    ///
    /// Choosing an item is the user's activation of it, under the store's rules and saves
    /// (L1): a radio-like exclusive store moves its selection, a refused change changes
    /// nothing. A disabled item (L7) and an item whose save runs are disabled in the menu, the
    /// latter with the busy word as its subtitle. `selectAllTitle` adds a "select all" of the
    /// menu's items at the top, one change (G6, L5). A save that fails gives the error
    /// haptic and VoiceOver's announcement, naming the item by its menu title when no list
    /// row shows it (B19). The menu holds the store weakly.
    public func menu(
      title: String = "", items: [ID], selectAllTitle: String? = nil,
      itemTitle: @escaping @MainActor (ID) -> String,
      itemImage: (@MainActor (ID) -> UIImage?)? = nil
    ) -> UIMenu {
      let items = UIDeferredMenuElement.uncached { [weak self] completion in
        completion(
          self?.menuElements(
            items: items, selectAllTitle: selectAllTitle, title: itemTitle, image: itemImage)
            ?? [])
      }
      return UIMenu(title: title, children: [items])
    }

    /// The menu's actions as the store is now.
    private func menuElements(
      items: [ID], selectAllTitle: String?, title: @MainActor (ID) -> String,
      image: (@MainActor (ID) -> UIImage?)?
    ) -> [UIMenuElement] {
      var elements: [UIMenuElement] = []
      if let selectAllTitle {
        // Over the menu's items, as a list's select all is over what it shows (L5); on when
        // every one it could turn on is on, disabled ones keeping their values (L7).
        let values = items.compactMap { value(of: $0) }
        let changeable = items.filter { isEnabled($0) }.compactMap { value(of: $0) }
        let allOn = !changeable.isEmpty && changeable.allSatisfy { $0 == .on }
        let noneOn = values.allSatisfy { $0 == .off }
        let all = UIAction(title: selectAllTitle) { [weak self] _ in
          self?.activateSelectAll(toward: allOn ? .off : .on, among: items)
        }
        all.state = allOn ? .on : noneOn ? .off : .mixed
        if pendingCount > 0 { all.attributes = .disabled }
        elements.append(UIMenu(options: .displayInline, children: [all]))
      }
      let rows: [UIMenuElement] = items.compactMap { item in
        guard let value = value(of: item) else { return nil }
        let name = title(item)
        let action = UIAction(title: name, image: image?(item)) { [weak self] _ in
          guard let self else { return }
          self.activate(item)
          // No row was chosen: if the save fails while no row shows the item, its error
          // haptic and announcement name it by the menu's title (B19).
          UnshownFailureFeedback.of(self).menuChose(item, title: name)
        }
        action.state = value.menuState
        if isPending(item) {
          action.attributes = .disabled
          action.subtitle = ToggleAccessibility.Phrases.localized.busy
        } else if !isEnabled(item) || isSavingBulkChange {
          action.attributes = .disabled
        }
        return action
      }
      elements.append(UIMenu(options: .displayInline, children: rows))
      return elements
    }
  }

  extension ToggleValue {
    /// The state a `UIAction` draws for this value.
    var menuState: UIMenuElement.State {
      switch self {
      case .on: .on
      case .off: .off
      case .mixed: .mixed
      }
    }
  }
#endif
