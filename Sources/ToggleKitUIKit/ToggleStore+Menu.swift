#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  extension ToggleStore {
    /// A menu of `items` as toggles: each a `UIAction` whose state is its item's (on, off,
    /// or mixed, which UIKit draws as a dash), built each time the menu opens, so it shows
    /// the items as they are then.
    ///
    /// ```swift
    /// filterButton.menu = filters.menu(title: "Show", items: Filter.allCases) { $0.title }
    /// filterButton.showsMenuAsPrimaryAction = true
    /// ```
    ///
    /// The menu shows these items, and no others, for its whole life: for a list that grows
    /// or shrinks, give `items` as a function, which the menu calls each time it opens.
    /// Choosing, disabled and saving items, "select all", failures and `keepsPresented` are
    /// as that overload's documentation says.
    public func menu(
      title: String = "", items: [ID], selectAllTitle: String? = nil,
      keepsPresented: Bool = false,
      itemTitle: @escaping @MainActor (ID) -> String,
      itemImage: (@MainActor (ID) -> UIImage?)? = nil
    ) -> UIMenu {
      menu(
        title: title, items: { items }, selectAllTitle: selectAllTitle,
        keepsPresented: keepsPresented, itemTitle: itemTitle, itemImage: itemImage)
    }

    /// A menu of the store's items as toggles, the items read each time it opens: those
    /// inserted since it was made appear, removed ones go.
    ///
    /// ```swift
    /// tagButton.menu = tags.menu(title: "Tags", items: { [weak tags] in tags?.items ?? [] }) {
    ///   $0.name
    /// }
    /// ```
    ///
    /// Each item is a `UIAction` whose state is its item's (on, off, or mixed, which UIKit
    /// draws as a dash). Choosing one is the user's activation of it, under the store's rules
    /// and saves (L1): a refused change changes nothing. An exclusive store's menu is a
    /// single-selection menu (`UIMenu.Options.singleSelection`), which Mac Catalyst draws and
    /// VoiceOver reads as a choice of one. A disabled item (L7) and an item whose save runs
    /// are disabled in the menu, the latter with the busy word as its subtitle.
    /// `selectAllTitle` adds a "select all" of the menu's items at the top, one change (G6,
    /// L5). A save that fails gives the error haptic and VoiceOver's announcement, naming the
    /// item by its menu title when no list row shows it (B19).
    ///
    /// `keepsPresented` keeps the menu open after a choice (`keepsMenuPresented`, iOS 16 and
    /// later; an earlier iOS closes it, and Mac Catalyst ignores it), for a store of several
    /// choices; an exclusive store's menu closes, as a choice of one does. The chosen action
    /// takes the item's new state. Whether the open menu redraws it, or the items a
    /// "select all" moved, has not been seen on a device: the menu shows the store as it was
    /// when it opened until it opens again.
    ///
    /// The menu holds the store weakly; `items` is the app's, and is called on the main
    /// actor as the menu opens.
    public func menu(
      title: String = "", items: @escaping @MainActor () -> [ID], selectAllTitle: String? = nil,
      keepsPresented: Bool = false,
      itemTitle: @escaping @MainActor (ID) -> String,
      itemImage: (@MainActor (ID) -> UIImage?)? = nil
    ) -> UIMenu {
      let look = MenuLook(
        selectAllTitle: selectAllTitle, keepsPresented: keepsPresented, title: itemTitle,
        image: itemImage)
      // Uncached: UIKit asks again each time the menu opens (iOS 15), so the items and
      // their states are read then, not when the menu was made.
      let deferred = UIDeferredMenuElement.uncached { [weak self] completion in
        completion(self?.menuElements(items: items(), look: look) ?? [])
      }
      return UIMenu(title: title, children: [deferred])
    }

    /// The menu's actions as the store is now.
    private func menuElements(items: [ID], look: MenuLook<ID>) -> [UIMenuElement] {
      var elements: [UIMenuElement] = []
      let isExclusive = if case .exclusive = mode { true } else { false }
      // A choice among several keeps the menu open if asked; a choice of one closes it.
      let staysOpen = look.keepsPresented && !isExclusive
      if let selectAllTitle = look.selectAllTitle {
        let all = UIAction(title: selectAllTitle) { [weak self] action in
          guard let self else { return }
          // Read as it is chosen: a menu that stays open may be chosen from again.
          let allOn = self.selectAllState(among: items) == .on
          self.activateSelectAll(toward: allOn ? .off : .on, among: items)
          if staysOpen { action.state = self.selectAllState(among: items) }
        }
        all.state = selectAllState(among: items)
        if pendingCount > 0 { all.attributes = .disabled }
        if staysOpen { all.attributes.formUnion(Self.keepsMenuPresented) }
        elements.append(UIMenu(options: .displayInline, children: [all]))
      }
      let rows: [UIMenuElement] = items.compactMap { item in
        guard let value = value(of: item) else { return nil }
        let name = look.title(item)
        let action = UIAction(title: name, image: look.image?(item)) { [weak self] action in
          guard let self else { return }
          self.activate(item)
          // No row was chosen: if the save fails while no row shows the item, its error
          // haptic and announcement name it by the menu's title (B19).
          UnshownFailureFeedback.of(self).menuChose(item, title: name)
          if staysOpen, let now = self.value(of: item) { action.state = now.menuState }
        }
        action.state = value.menuState
        if isPending(item) {
          action.attributes = .disabled
          action.subtitle = ToggleAccessibility.Phrases.localized.busy
        } else if !isEnabled(item) || isSavingBulkChange {
          action.attributes = .disabled
        }
        if staysOpen { action.attributes.formUnion(Self.keepsMenuPresented) }
        return action
      }
      // An exclusive store's rows are one choice (G2): UIKit draws and reads them as such.
      let options: UIMenu.Options =
        isExclusive ? [.displayInline, .singleSelection] : .displayInline
      elements.append(UIMenu(options: options, children: rows))
      return elements
    }

    /// A "select all" of `items`: over the menu's items, as a list's is over what it shows
    /// (L5); on when every one it could turn on is on, disabled ones keeping their values
    /// (L7), off when none is on.
    private func selectAllState(among items: [ID]) -> UIMenuElement.State {
      let changeable = items.filter { isEnabled($0) }.compactMap { value(of: $0) }
      if !changeable.isEmpty, changeable.allSatisfy({ $0 == .on }) { return .on }
      return items.compactMap { value(of: $0) }.allSatisfy { $0 == .off } ? .off : .mixed
    }

    /// The attribute that keeps a menu open after a choice, where UIKit has it (iOS 16).
    private static var keepsMenuPresented: UIMenuElement.Attributes {
      guard #available(iOS 16, *) else { return [] }
      return .keepsMenuPresented
    }
  }

  /// How a store's menu shows its items: what the app gave `menu(title:items:...)`.
  private struct MenuLook<ID> {
    let selectAllTitle: String?
    let keepsPresented: Bool
    let title: @MainActor (ID) -> String
    let image: (@MainActor (ID) -> UIImage?)?
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
