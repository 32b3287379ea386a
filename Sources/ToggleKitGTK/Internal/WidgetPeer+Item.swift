#if os(Linux)
  import CGtk4
  @_spi(ToggleKitTools) import ToggleKit

  extension WidgetPeer {
    /// The object data key under which the toggle holds the `ToggleKitItem` its `item`
    /// property was set to.
    nonisolated static let itemObjectKey = "toggle-kit-item-object"

    /// The `ToggleKitItem` set on `item`, while the toggle still shows what it names; nil once
    /// it shows something else (bound from code, unbound, made a group's member).
    var shownItemObject: UnsafeMutableRawPointer? {
      guard
        let object = g_object_get_data(
          UnsafeMutablePointer(OpaquePointer(widget)), Self.itemObjectKey),
        let state = ItemType.state(of: object), let source = state.source
      else { return nil }
      if state.isTree {
        guard let tree = GObjectTypes.tree(of: source),
          tree.node(shownBy: coordinator) == state.id
        else { return nil }
      } else {
        guard let store = GObjectTypes.store(of: source),
          store.item(shownBy: coordinator) == state.id
        else { return nil }
      }
      return object
    }

    /// Lets go of the `ToggleKitItem` set on `item` once the toggle shows something else
    /// (bound from code, unbound, its item removed, made a group's member), and says so on
    /// `item`, whose readers would otherwise hold a stale value.
    func dropStaleItemObject() {
      let holder = UnsafeMutablePointer<GObject>(OpaquePointer(widget))
      guard g_object_get_data(holder, Self.itemObjectKey) != nil, shownItemObject == nil,
        !isSettingItemObject
      else { return }
      g_object_set_data(holder, Self.itemObjectKey, nil)
      WidgetType.notify(widget, .item)
    }

    /// Shows the store item or tree node `object` (a `ToggleKitItem`) names, as
    /// `toggle_kit_store_bind_button` and `toggle_kit_tree_bind_button` do: the row of a
    /// template, whose `item` is bound to the list item's. Nil stops showing the one set
    /// before. A member of a group shows its group's value: refused with a critical (G1).
    func showItemObject(_ object: UnsafeMutableRawPointer?) {
      let key = Self.itemObjectKey
      let holder = UnsafeMutablePointer<GObject>(OpaquePointer(widget))
      let before = g_object_get_data(holder, key)
      guard object != before else { return }
      isSettingItemObject = true
      defer { isSettingItemObject = false }
      if let before, shownItemObject == before, let state = ItemType.state(of: before),
        let source = state.source
      {
        // What the previous item named goes, if it is still what the toggle shows: code may
        // have bound the toggle to something else since.
        if state.isTree {
          GObjectTypes.tree(of: source)?.unbind(coordinator)
        } else {
          GObjectTypes.store(of: source)?.unbind(coordinator)
        }
        if g_object_get_data(holder, Self.rowSourceKey) == source { releaseRowSource() }
      }
      g_object_set_data(holder, key, nil)
      if let object, let state = ItemType.state(of: object), let source = state.source {
        guard coordinator.group == nil else {
          tk_critical(
            "ToggleKitButton:item: a toggle in a ToggleKitGroup shows its group's value, "
              + "not an item's")
          WidgetType.notify(widget, .item)
          return
        }
        let shown: Bool
        if state.isTree {
          shown = GObjectTypes.tree(of: source)?.bind(coordinator, to: state.id) ?? false
        } else {
          shown = GObjectTypes.store(of: source)?.bind(coordinator, to: state.id) ?? false
        }
        g_object_set_data_full(holder, key, g_object_ref(object), { g_object_unref($0) })
        // The toggle holds its source while it shows one of its items, as a factory's row
        // holds its store (C5).
        if shown {
          g_object_set_data_full(
            holder, Self.rowSourceKey, g_object_ref(source), { g_object_unref($0) })
        }
      }
      WidgetType.notify(widget, .item)
    }
  }
#endif
