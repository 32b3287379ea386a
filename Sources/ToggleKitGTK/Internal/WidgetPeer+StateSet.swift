#if os(Linux)
  import CGtk4
  // The core's adapter hooks (needsCommit, retire).
  @_spi(ToggleKitTools) import ToggleKit

  /// GtkSwitch's delayed state for the switch look: `state` and `state-set`, carried out by
  /// the core's async commit (B17-B22).
  ///
  /// A user change emits `state-set (gboolean state)` before anything shows. A handler that
  /// returns TRUE takes the change over: the switch moves (optimistic) and shows the pending
  /// look until the app sets `state`, to the new value (committed) or back (rolled back,
  /// with `commit-failed` and the announcement); one that sets `state` inside the handler
  /// decides at once. With no handler, or one that returns FALSE, `state` follows `active`
  /// at once, as GtkSwitch's default handler does. A Swift `setCommit` replaces it;
  /// `removeCommit` brings it back.
  extension WidgetPeer {
    /// Makes `state-set` the switch's commit hook.
    func installStateSet() {
      usesSignalledCommit = false
      guard look == .switch else { return }
      usesStateSet = true
      coordinator.commitPolicy = .optimistic
      // The answer comes by `state` (setSwitchState), not from a task.
      coordinator.onCommitRequest = { _ in }
      coordinator.onCommitCancel = nil
      coordinator.needsCommit = { [unowned self] _ in stateSetWaits }
    }

    /// Asks `state-set` about a user change the app's veto approved, before anything shows,
    /// as GtkSwitch emits it before `notify::active`: true lets the change happen (at once,
    /// or pending when a handler took it over with no answer yet), false refuses it (a
    /// handler that took it over and set `state` back at once).
    func askStateSet(_ proposed: ToggleValue) -> Bool {
      stateSetWaits = false
      guard look == .switch, usesStateSet, coordinator.pendingCommit == nil,
        g_signal_has_handler_pending(
          UnsafeMutableRawPointer(widget), WidgetType.stateSetSignal, 0, 0) != 0
      else { return true }
      stateSetAnswer = nil
      isAskingStateSet = true
      let handled = tk_signal_emit_state_set(
        UnsafeMutableRawPointer(widget), WidgetType.stateSetSignal, proposed == .on ? 1 : 0)
      isAskingStateSet = false
      // Not taken over: the state follows at once, as GtkSwitch's default handler does.
      guard handled != 0 else { return true }
      if let answer = stateSetAnswer { return answer == (proposed == .on) }
      stateSetWaits = true
      return true
    }

    /// The `state` property: the value the app confirmed, which lags `active` while pending,
    /// whether a `state-set` handler or a commit policy made the save (the app trial).
    var switchState: Bool {
      if let pending = coordinator.pendingCommit {
        return pending.previousValue == .on
      }
      return coordinator.value == .on
    }

    /// Sets `state`, as `gtk_switch_set_state`: the answer to the change pending, whoever
    /// asked for the save (a `state-set` handler, the `commit` signal or a Swift hook), or,
    /// with none pending, a set from code of both `state` and `active`.
    ///
    /// `state` reads the value the app confirmed whatever made the save, so setting it
    /// answers every save alike: the proposed value commits, the other rolls back. A set
    /// from code here would withdraw the save instead, with no `commit-failed` (the GNOME
    /// review).
    func setSwitchState(_ on: Bool) {
      if isAskingStateSet {
        stateSetAnswer = on  // answered inside state-set: decided before anything shows
        return
      }
      if let pending = coordinator.pendingCommit {
        let confirms = (pending.proposedValue == .on) == on
        let message = "the app set the state back"
        if usesSignalledCommit, let commit = signalledCommits[pending.id] {
          // Through the ToggleKitCommit, so it reads answered and its timeout stops.
          if confirms { commit.succeed() } else { commit.fail(message) }
        } else {
          // A Swift hook's work may still run; its answer then finds nothing pending (B20).
          coordinator.completeCommit(
            pending,
            with: confirms
              ? .success : .failure(ToggleCommitFailure(reason: .refused, message: message)))
        }
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
