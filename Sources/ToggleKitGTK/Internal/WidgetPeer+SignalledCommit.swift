#if os(Linux)
  import CGtk4
  @_spi(ToggleKitTools) import ToggleKit

  /// The `commit-policy` and `commit-timeout` properties and the `commit` signal: the core's
  /// async commit (B17-B22) for apps that are not Swift, whose work answers a
  /// `ToggleKitCommit` instead of returning from an async closure.
  extension WidgetPeer {
    /// Makes user changes wait for `commit` under `policy`; nil removes the hook.
    func setSignalledCommit(_ policy: ToggleCommitPolicy?) {
      guard policy != signalledCommitPolicy else { return }
      signalledCommitPolicy = policy
      installSignalledCommit()
      WidgetType.notify(widget, .commitPolicy)
    }

    /// The seconds a commit may take; applies to the next change.
    func setSignalledCommitTimeout(_ seconds: Double) {
      guard seconds != signalledCommitTimeout else { return }
      signalledCommitTimeout = seconds
      if signalledCommitPolicy != nil { installSignalledCommit() }
      WidgetType.notify(widget, .commitTimeout)
    }

    /// A Swift commit hook replaced the signal's: `commit-policy` reads none again.
    func setSignalledCommitPolicyReplaced() {
      guard signalledCommitPolicy != nil else { return }
      signalledCommitPolicy = nil
      WidgetType.notify(widget, .commitPolicy)
    }

    private func installSignalledCommit() {
      guard let policy = signalledCommitPolicy else {
        coordinator.removeCommit()
        installStateSet()
        return
      }
      usesStateSet = false
      let widget = self.widget
      coordinator.setCommit(policy, timeout: signalledCommitTimeout) { proposed in
        try await CommitType.ask(widget: widget, proposed: proposed) { commit in
          tk_signal_emit_commit(UnsafeMutableRawPointer(widget), WidgetType.commitSignal, commit)
        }
      }
    }
  }

  extension ToggleCommitPolicy {
    /// The policy of a `ToggleKitCommitPolicy` GEnum value: 0 none (nil), 1 optimistic, 2 confirmed.
    init?(enumValue: Int32) {
      switch enumValue {
      case 1: self = .optimistic
      case 2: self = .confirmed
      default: return nil
      }
    }
  }

  extension ToggleCommitPolicy? {
    /// The `ToggleKitCommitPolicy` GEnum value of a policy; nil is none.
    var enumValue: Int32 {
      switch self {
      case .optimistic: 1
      case .confirmed: 2
      case nil: 0
      }
    }
  }
#endif
