#if os(Linux)
  import CGtk4
  @_spi(ToggleKitTools) import ToggleKit

  /// GtkActionable: `action-name` and `action-target`, as GtkToggleButton has them.
  ///
  /// GTK's helper that follows an action's state and enabled is private, so a
  /// hidden GtkCheckButton inside the toggle follows the action for it: its
  /// `active` is the action's state (or whether the state equals the target),
  /// its sensitivity whether the action is enabled. The toggle shows that state
  /// as a change from code (B2), except the state the user's own activation settles
  /// on, which is the user's change (B4: `toggled-by-user`). As with GtkToggleButton, an activation never flips the toggle
  /// itself: it emits `clicked` and activates the action, and a stateless action
  /// (or one that keeps its state) leaves `active` alone.
  extension WidgetPeer {
    var actionName: String? {
      actionNameCString.map { String(cString: $0) }
    }

    /// The action's name as the follower keeps it: valid while the follower lives.
    var actionNameCString: UnsafePointer<CChar>? {
      guard let actionFollower else { return nil }
      return gtk_actionable_get_action_name(OpaquePointer(actionFollower))
    }

    var actionTarget: OpaquePointer? {
      actionFollower.flatMap { gtk_actionable_get_action_target_value(OpaquePointer($0)) }
    }

    func setActionName(_ name: String?) {
      guard name != actionName else { return }
      gtk_actionable_set_action_name(OpaquePointer(makeActionFollower()), name)
      WidgetType.notify(widget, .actionName)
    }

    func setActionTarget(_ target: OpaquePointer?) {
      gtk_actionable_set_action_target_value(OpaquePointer(makeActionFollower()), target)
      WidgetType.notify(widget, .actionTarget)
    }

    /// Whether an action is bound (`action-name` set): then the action, not the toggle, owns the value.
    var hasAction: Bool { actionNameCString != nil }

    /// After a user activation: the action is activated, and the toggle shows the state it ends in.
    func activateAction() {
      guard let follower = actionFollower, let name = actionName else { return }
      // The state the action settles on now, told at once or read below, is the user's.
      isActivatingAction = true
      defer { isActivatingAction = false }
      _ = gtk_widget_activate_action_variant(widget, name, actionTarget)
      // An action that refused to change keeps its state, and the toggle shows it.
      followActionState(gtk_check_button_get_active(checkButton(follower)) != 0)
    }

    private static func checkButton(_ widget: UnsafeMutablePointer<GtkWidget>)
      -> UnsafeMutablePointer<GtkCheckButton>
    {
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkCheckButton.self)
    }

    private func checkButton(_ widget: UnsafeMutablePointer<GtkWidget>)
      -> UnsafeMutablePointer<GtkCheckButton>
    {
      Self.checkButton(widget)
    }

    private func makeActionFollower() -> UnsafeMutablePointer<GtkWidget> {
      if let actionFollower { return actionFollower }
      let follower = tk_action_follower_new()!
      gtk_widget_set_parent(follower, widget)
      // Never allocated or drawn, whatever the layout manager does with children.
      gtk_widget_set_child_visible(follower, 0)
      _ = tk_signal_connect(
        UnsafeMutableRawPointer(follower), "notify::active",
        unsafeBitCast(Self.followerActiveChanged, to: GCallback.self), nil, nil)
      _ = tk_signal_connect(
        UnsafeMutableRawPointer(follower), "notify::sensitive",
        unsafeBitCast(Self.followerSensitiveChanged, to: GCallback.self), nil, nil)
      actionFollower = follower
      return follower
    }

    private func followActionState(_ on: Bool) {
      guard (coordinator.value == .on) != on else { return }
      // A group member's or a list row's value moves through its owner, from code.
      if isActivatingAction, coordinator.adoptUserChange(ToggleValue(isOn: on)) { return }
      coordinator.setValue(ToggleValue(isOn: on))
    }

    private static func peer(ofFollower follower: UnsafeMutableRawPointer?) -> WidgetPeer? {
      guard let follower,
        let parent = gtk_widget_get_parent(follower.assumingMemoryBound(to: GtkWidget.self))
      else { return nil }
      return WidgetPeer.of(parent)
    }

    private static let followerActiveChanged:
      @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, gpointer?) -> Void = {
        follower, _, _ in
        nonisolated(unsafe) let follower = follower
        MainThread.run {
          guard let peer = peer(ofFollower: follower) else { return }
          let follower = follower!.assumingMemoryBound(to: GtkWidget.self)
          peer.followActionState(gtk_check_button_get_active(WidgetPeer.checkButton(follower)) != 0)
        }
      }

    private static let followerSensitiveChanged:
      @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, gpointer?) -> Void = {
        follower, _, _ in
        nonisolated(unsafe) let follower = follower
        MainThread.run {
          guard let peer = peer(ofFollower: follower), follower != nil else { return }
          // A missing or disabled action makes the toggle insensitive, as GTK's own
          // actionables; a row's item has its say too (L7).
          peer.applySensitivity()
        }
      }
  }
#endif
