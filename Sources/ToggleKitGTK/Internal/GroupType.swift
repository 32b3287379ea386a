#if os(Linux)
  import CGtk4
  @_spi(ToggleKitTools) import ToggleKit

  /// The GType `ToggleKitGroup`: a `ToggleGroup` as a GObject, for C, Python, JavaScript
  /// and Vala (G1-G8).
  ///
  /// Its mode is fixed at construction by construct-only properties (`selection-mode`,
  /// `minimum`, `maximum`), as the core's mode is; `changed (gboolean
  /// by_user)` follows each change of the selection (G4, G5). The GObject holds its group;
  /// members hold it too, so a group a member is in outlives the object, as in Swift.
  enum GroupType {
    /// The group's own property; the mode's are ``ModeProperties``' (1 to 3).
    enum Property: UInt32, CaseIterable {
      case nMembers = 4
      case selectAll
      case selectedMember
    }

    nonisolated(unsafe) static var privateOffset: Int32 = 0
    nonisolated(unsafe) static var parentClass: UnsafeMutablePointer<GObjectClass>?
    nonisolated(unsafe) static var changedSignal: guint = 0
    nonisolated(unsafe) static var nMembersSpec: UnsafeMutablePointer<GParamSpec>?
    nonisolated(unsafe) static var selectAllSpec: UnsafeMutablePointer<GParamSpec>?
    nonisolated(unsafe) static var selectedMemberSpec: UnsafeMutablePointer<GParamSpec>?
    /// The key under which a member widget holds its `ToggleKitGroup` (C5).
    static let memberKey = g_quark_from_static_string("toggle-kit-group")

    /// Registers the type once; thread-safe through Swift's lazy static initialisation.
    static let type: GType = TypeOwnership.register {
      let type = tk_register_object_type(
        "ToggleKitGroup", { klass, _ in GroupType.classInit(klass!) },
        { instance, _ in
          PrivateState.keep(GroupState(), in: UnsafeMutableRawPointer(instance!), privateOffset)
        },
        gsize(MemoryLayout<UnsafeMutableRawPointer?>.stride), &privateOffset)
      if type != 0 { tk_type_add_list_model(type, listModelFunctions) }
      return type
    }

    /// The group as a `GListModel` of its members' widgets, in the order they joined, as
    /// `gtk_widget_observe_children` lists a widget's children: a `GtkListView`, a
    /// `GtkDropDown` or a binding follows who is in the group.
    nonisolated(unsafe) private static let listModelFunctions:
      UnsafeMutablePointer<TkListModelFunctions> = {
        let functions = UnsafeMutablePointer<TkListModelFunctions>.allocate(capacity: 1)
        functions.initialize(
          to: TkListModelFunctions(
            get_item_type: { _ in WidgetType.type },
            get_n_items: { list in
              guard GroupType.allowsListAccess("get_n_items") else { return 0 }
              return MainThread.call(
                { guint(GroupType.state(of: $0)?.listed.count ?? 0) }, UnsafeMutableRawPointer(list)
              )
            },
            get_item: { list, position in
              guard GroupType.allowsListAccess("get_item") else { return nil }
              return MainThread.call(
                { GroupType.state(of: $0.0)?.listedWidget(at: $0.1) },
                (UnsafeMutableRawPointer(list), Int(position)))
            }))
        return functions
      }()

    /// Whether this thread may read the group as a list; off the main thread, a critical, as
    /// the C functions answer (C3).
    private static func allowsListAccess(_ function: String) -> Bool {
      guard GTKThread.allowsObjectAccess else {
        tk_critical(
          "g_list_model_\(function) on a ToggleKitGroup off the main thread; GTK and ToggleKit "
            + "are used from the main thread only")
        return false
      }
      return true
    }

    /// The state of a `ToggleKitGroup`, or nil for any other object.
    @MainActor
    static func state(of object: UnsafeMutableRawPointer?) -> GroupState? {
      PrivateState.state(of: object, type: type, privateOffset, as: GroupState.self)
    }

    static func classInit(_ klass: gpointer) {
      g_type_class_adjust_private_offset(klass, &privateOffset)
      parentClass = UnsafeMutableRawPointer(g_type_class_peek_parent(klass))?
        .assumingMemoryBound(to: GObjectClass.self)
      let objectClass = tk_object_class(klass)!
      changedSignal = tk_signal_new_changed("changed", tk_type_from_class(klass))
      objectClass.pointee.set_property = { object, id, value, _ in
        MainThread.callChecked(
          { (arguments: (UnsafeMutablePointer<GObject>, guint, UnsafePointer<GValue>)) in
            let (object, id, value) = arguments
            guard let state = GroupType.state(of: object),
              !state.modeProperties.set(id, from: value), let property = Property(rawValue: id)
            else { return }
            switch property {
            case .selectAll:
              state.setSelectAll(g_value_get_object(value), on: UnsafeMutableRawPointer(object))
            case .selectedMember:
              state.setSelectedMember(g_value_get_object(value))
            case .nMembers:
              break
            }
          }, (object!, id, value!))
      }
      objectClass.pointee.get_property = { object, id, value, _ in
        MainThread.callChecked(
          { (arguments: (UnsafeMutablePointer<GObject>, guint, UnsafeMutablePointer<GValue>)) in
            let (object, id, value) = arguments
            guard let state = GroupType.state(of: object),
              !state.modeProperties.get(id, into: value), let property = Property(rawValue: id)
            else { return }
            switch property {
            case .nMembers: g_value_set_uint(value, guint(state.group?.members.count ?? 0))
            case .selectAll:
              let toggle = state.group?.selectAll.flatMap { WidgetPeer.of(member: $0) }
              g_value_set_object(value, toggle.map { UnsafeMutableRawPointer($0.widget) })
            case .selectedMember:
              g_value_set_object(value, state.selectedMember.map { UnsafeMutableRawPointer($0) })
            }
          }, (object!, id, value!))
      }
      // The property vfuncs go first: GObject refuses properties on a class without them.
      ModeProperties.install(in: objectClass, defaultMode: GTK_SELECTION_SINGLE)
      let nMembers = g_param_spec_uint(
        "n-members", nil, nil, 0, guint.max, 0, GParamFlags(rawValue: TK_PARAM_READABLE.rawValue))
      GroupType.nMembersSpec = nMembers
      g_object_class_install_property(objectClass, Property.nMembers.rawValue, nMembers)
      // The "select all" toggle of a MULTIPLE group, settable from a .ui file.
      let selectAll = g_param_spec_object(
        "select-all", nil, nil, WidgetType.type,
        GParamFlags(rawValue: TK_PARAM_READWRITE.rawValue | TK_PARAM_EXPLICIT_NOTIFY.rawValue))
      GroupType.selectAllSpec = selectAll
      g_object_class_install_property(objectClass, Property.selectAll.rawValue, selectAll)
      // The member on in an exclusive group, as GtkSingleSelection:selected-item and
      // GtkStack:visible-child: bindable and settable from a .ui file.
      let selectedMember = g_param_spec_object(
        "selected-member", nil, nil, WidgetType.type,
        GParamFlags(rawValue: TK_PARAM_READWRITE.rawValue | TK_PARAM_EXPLICIT_NOTIFY.rawValue))
      GroupType.selectedMemberSpec = selectedMember
      g_object_class_install_property(
        objectClass, Property.selectedMember.rawValue, selectedMember)
      objectClass.pointee.constructed = { object in
        GroupType.parentClass?.pointee.constructed?(object)
        MainThread.callChecked(
          { (object: UnsafeMutablePointer<GObject>) in
            GroupType.state(of: object)?.makeGroup(for: UnsafeMutableRawPointer(object))
          }, object!)
      }
      objectClass.pointee.finalize = { object in
        PrivateState.finalize(
          UnsafeMutableRawPointer(object!), GroupType.privateOffset, as: GroupState.self
        ) { state in
          state.group?.onChange = nil
          state.group?.onMembersChange = nil
          state.releaseListed()
        }
        GroupType.parentClass?.pointee.finalize?(object)
      }
    }
  }

  /// What a `ToggleKitGroup` holds: its construct properties, then the group made from them.
  @MainActor
  final class GroupState {
    /// The construct properties; the group is made from them in `constructed`.
    var modeProperties = ModeProperties(selectionMode: GTK_SELECTION_SINGLE)
    private(set) var group: ToggleGroup?
    /// Whether a notify of `n-members` is queued for the next main-loop iteration.
    private var awaitsMembersNotify = false
    /// The identity of the `selected-member` last notified, so that a notify tells a change,
    /// once. An identity, not the widget's address, which a new widget may reuse.
    private var notifiedSelectedID: ToggleGroup.MemberID?

    /// The members' widgets as the group's `GListModel` last told them with `items-changed`.
    /// A member that left from its dispose stays listed, held by a reference, until the next
    /// main-loop iteration tells that it left: a binding's garbage collection cannot be
    /// called back, and the list may not change without being told.
    private(set) var listed: [ListedMember] = []

    /// One member's widget in the list.
    struct ListedMember {
      let id: ToggleGroup.MemberID
      let widget: UnsafeMutablePointer<GtkWidget>
      var isHeld = false
    }

    /// Made in the GObject's instance_init, on any thread: the group comes in `constructed`.
    nonisolated init() {}

    /// The `select-all` property, and `toggle_kit_group_set_select_all`: makes `widget`'s
    /// toggle the group's "select all" (G6), nil none. A group of another mode than
    /// MULTIPLE has none: a critical, and nothing changes.
    func setSelectAll(_ widget: UnsafeMutableRawPointer?, on object: UnsafeMutableRawPointer) {
      guard let group else { return }
      let toggle = widget.flatMap {
        WidgetPeer.of($0.assumingMemoryBound(to: GtkWidget.self))?.coordinator
      }
      if toggle != nil, case .exclusive = group.mode {
        tk_critical(
          "ToggleKitGroup:select-all: only a GTK_SELECTION_MULTIPLE group has a \"select all\" toggle"
        )
        return
      }
      guard group.selectAll !== toggle else { return }
      let peer = widget.flatMap { WidgetPeer.of($0.assumingMemoryBound(to: GtkWidget.self)) }
      let heldBefore = peer?.groupObject
      _ = group.setSelectAll(toggle)
      // A member made "select all" left its group (G6): the ToggleKitGroup it held as a
      // member (C5) goes with the membership, and `toggle-group` says so.
      if let peer, heldBefore != nil, let toggle, group.selectAll === toggle {
        peer.dropHeldGroupObject()
      }
      g_object_notify_by_pspec(
        object.assumingMemoryBound(to: GObject.self), GroupType.selectAllSpec)
    }

    /// `selected-member`: the widget of the member on in an exclusive group; nil when none
    /// is, and always in a MULTIPLE group, where any number may be on.
    var selectedMember: UnsafeMutablePointer<GtkWidget>? {
      guard let group, let id = selectedID, let member = group.member(id) else { return nil }
      return WidgetPeer.of(member: member)?.widget
    }

    private var selectedID: ToggleGroup.MemberID? {
      guard let group, case .exclusive = group.mode else { return nil }
      return group.selection.first
    }

    /// Sets `selected-member` from code, as `toggle_kit_group_select`: the member goes on and
    /// the others off; nil turns all off. A toggle that is not a member, or any toggle in a
    /// MULTIPLE group, is a programmer error: a critical, and nothing changes.
    func setSelectedMember(_ widget: UnsafeMutableRawPointer?) {
      guard let group else { return }
      guard case .exclusive = group.mode else {
        if widget != nil {
          tk_critical(
            "ToggleKitGroup:selected-member: only an exclusive group (GTK_SELECTION_SINGLE or "
              + "GTK_SELECTION_BROWSE) has one selected member")
        }
        return
      }
      guard let widget else {
        group.clearSelection()
        return
      }
      guard
        let member = WidgetPeer.of(widget.assumingMemoryBound(to: GtkWidget.self))?.coordinator,
        group.id(of: member) != nil
      else {
        tk_critical("ToggleKitGroup:selected-member: the toggle is not a member of this group")
        return
      }
      group.select(member)
    }

    /// Notifies `selected-member` on `object` when it differs from the one last notified.
    private func notifySelectedMemberIfChanged(_ object: UnsafeMutableRawPointer) {
      let now = selectedID
      guard now != notifiedSelectedID else { return }
      notifiedSelectedID = now
      g_object_notify_by_pspec(
        object.assumingMemoryBound(to: GObject.self), GroupType.selectedMemberSpec)
    }

    /// A new reference to the widget at `position` of the list, nil past its end.
    func listedWidget(at position: Int) -> gpointer? {
      guard listed.indices.contains(position) else { return nil }
      return g_object_ref(UnsafeMutableRawPointer(listed[position].widget))
    }

    /// The members now, each with its widget.
    private var currentMembers: [ListedMember] {
      (group?.members ?? []).compactMap { member in
        guard let id = group?.id(of: member), let peer = WidgetPeer.of(member: member) else {
          return nil
        }
        return ListedMember(id: id, widget: peer.widget)
      }
    }

    /// Holds the widgets of members that left from their dispose, until ``relist(on:)``
    /// tells that they left.
    private func holdDeparted() {
      let present = Set(currentMembers.map(\.id))
      for index in listed.indices where !listed[index].isHeld && !present.contains(listed[index].id)
      {
        g_object_ref(UnsafeMutableRawPointer(listed[index].widget))
        listed[index].isHeld = true
      }
    }

    /// Lists the members now and tells the difference with one `items-changed`: the run
    /// between the longest common start and end, as GListModel's users expect.
    private func relist(on object: UnsafeMutableRawPointer) {
      let old = listed
      let new = currentMembers
      listed = new
      var start = 0
      while start < min(old.count, new.count), old[start].id == new[start].id { start += 1 }
      var end = 0
      while end < min(old.count, new.count) - start,
        old[old.count - 1 - end].id == new[new.count - 1 - end].id
      {
        end += 1
      }
      let removed = old.count - start - end
      let added = new.count - start - end
      if removed > 0 || added > 0 {
        g_list_model_items_changed(
          OpaquePointer(object), guint(start), guint(removed), guint(added))
      }
      // After the signal: a handler may still read what was removed until it returns.
      for member in old where member.isHeld {
        g_object_unref(UnsafeMutableRawPointer(member.widget))
      }
    }

    /// Lists nothing, letting go of the widgets held, for an object that is going.
    private func forgetListed() {
      for member in listed where member.isHeld {
        g_object_unref(UnsafeMutableRawPointer(member.widget))
      }
      listed = []
    }

    /// Lets go of the widgets still held, as the group is finalized.
    nonisolated func releaseListed() {
      MainThread.run { forgetListed() }
    }

    /// Makes the group once the construct properties are in, and tells `changed` on `object`.
    func makeGroup(for object: UnsafeMutableRawPointer) {
      modeProperties.validate(typeName: "ToggleKitGroup", fallback: GTK_SELECTION_SINGLE)
      let group = ToggleGroup(mode: modeProperties.mode)
      let emitter = WeakObject(object)
      group.onChange = { [weak self, unowned group] change in
        guard !WidgetPeer.isLeftFromDispose(group) else { return }
        emitter.emit { object in
          // `changed`, then the notify, however the change was made: a g_object_set() of
          // `selected-member` holds its notify until the set returns, so the notify is held
          // here too, and a `changed` handler never sees bound properties ahead of it.
          let gobject = object.assumingMemoryBound(to: GObject.self)
          g_object_freeze_notify(gobject)
          self?.notifySelectedMemberIfChanged(object)
          tk_signal_emit_boolean(object, GroupType.changedSignal, change.cause == .user ? 1 : 0)
          g_object_thaw_notify(gobject)
        }
      }
      // `n-members` follows every join and leave (C6). A member leaving from its dispose
      // tells it from the next main-loop iteration, once for all that leave together: a
      // binding whose garbage collection disposed it cannot be called back then.
      group.onMembersChange = { [weak self, unowned group] in
        guard let self else { return }
        // The member on may have left, or come in with a new member.
        // `items-changed` first, then the counts, as GListStore tells them.
        let notify: @MainActor (UnsafeMutableRawPointer) -> Void = { [weak self] object in
          self?.relist(on: object)
          g_object_notify_by_pspec(
            object.assumingMemoryBound(to: GObject.self), GroupType.nMembersSpec)
          self?.notifySelectedMemberIfChanged(object)
        }
        if !WidgetPeer.isLeftFromDispose(group) {
          // The object going (its weak reference cleared): no one hears, but the list
          // must still not name a widget it does not hold.
          if emitter.emit({ notify($0) }) == nil { self.forgetListed() }
          return
        }
        holdDeparted()
        if !awaitsMembersNotify {
          awaitsMembersNotify = true
          emitter.emitLater { [weak self] object in
            self?.awaitsMembersNotify = false
            notify(object)
          }
        }
      }
      self.group = group
    }
  }
#endif
