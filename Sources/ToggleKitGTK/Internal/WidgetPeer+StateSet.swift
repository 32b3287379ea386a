#if os(Linux)
  import CGtk4

  /// GtkSwitch's delayed state for the switch look: `state` and `state-set`, carried out by
  /// the core's async commit (B17-B22).
  ///
  /// A user change emits `state-set (gboolean state)`. A handler that returns TRUE takes the
  /// change over: the switch moves (optimistic) and shows the pending look until the app
  /// sets `state`, to the new value (committed) or back (rolled back, with `commit-failed`
  /// and the announcement). With no handler, or one that returns FALSE, `state` follows
  /// `active` at once, as GtkSwitch's default handler does. A Swift `setCommit` replaces it;
  /// `removeCommit` brings it back.
  extension WidgetPeer {
    /// Makes `state-set` the switch's commit hook; asked only while a handler is connected.
    func installStateSet() {
      guard look == .switch else { return }
      usesStateSet = true
      coordinator.commitPolicy = .optimistic
      coordinator.onCommitRequest = { [weak self] request in self?.emitStateSet(for: request) }
      coordinator.onCommitCancel = nil
      coordinator.needsCommit = { [unowned self] _ in
        g_signal_has_handler_pending(
          UnsafeMutableRawPointer(widget), WidgetType.stateSetSignal, 0, 0) != 0
      }
    }

    private func emitStateSet(for request: ToggleCommitRequest) {
      let handled = tk_signal_emit_state_set(
        UnsafeMutableRawPointer(widget), WidgetType.stateSetSignal,
        request.proposedValue == .on ? 1 : 0)
      // Not taken over: the state follows at once, as GtkSwitch's default handler does.
      if handled == 0 { coordinator.completeCommit(request, with: .success) }
    }

    /// The `state` property: the value the app confirmed, which lags `active` while pending.
    var switchState: Bool {
      if usesStateSet, let pending = coordinator.pendingCommit {
        return pending.previousValue == .on
      }
      return coordinator.value == .on
    }

    /// Sets `state`, as `gtk_switch_set_state`: the answer to a `state-set` taken over, or,
    /// with none pending, a set from code of both `state` and `active`.
    func setSwitchState(_ on: Bool) {
      if usesStateSet, let pending = coordinator.pendingCommit {
        let outcome: ToggleCommitOutcome =
          (pending.proposedValue == .on) == on
          ? .success
          : .failure(ToggleCommitFailure(reason: .refused, message: "the app set the state back"))
        coordinator.completeCommit(pending, with: outcome)
      } else {
        coordinator.setValue(ToggleValue(isOn: on))
      }
      notifySwitchStateIfChanged()
    }

    /// Notifies `state` when it moved since it was last told.
    func notifySwitchStateIfChanged() {
      guard look == .switch, switchState != announcedSwitchState else { return }
      announcedSwitchState = switchState
      WidgetType.notify(widget, .state)
    }
  }
#endif
