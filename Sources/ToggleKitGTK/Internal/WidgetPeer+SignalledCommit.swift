#if os(Linux)
  import CGtk4
  @_spi(ToggleKitTools) import ToggleKit

  /// The `commit-policy` and `commit-timeout` properties and the `commit` signal: the core's
  /// async commit (B17-B22) for apps that are not Swift. The core's request hook emits the
  /// signal during the activation, as GtkSwitch emits `state-set`; the app's answer to the
  /// `ToggleKitCommit` goes straight to the core (C4). No Swift task runs.
  extension WidgetPeer {
    /// Makes user changes wait for `commit` under `policy`; nil removes the hook.
    func setSignalledCommit(_ policy: ToggleCommitPolicy?) {
      guard policy != signalledCommitPolicy else { return }
      let hadHook = signalledCommitPolicy != nil && usesSignalledCommit
      signalledCommitPolicy = policy
      if let policy, hadHook {
        // Optimistic and confirmed share the hook: the next change follows the new policy,
        // and a change waiting now keeps waiting.
        coordinator.commitPolicy = policy
      } else {
        installSignalledCommit()
      }
      WidgetType.notify(widget, .commitPolicy)
    }

    /// The seconds a commit may take (0: no limit); read as each commit starts.
    func setSignalledCommitTimeout(_ seconds: Double) {
      guard seconds != signalledCommitTimeout else { return }
      signalledCommitTimeout = seconds
      WidgetType.notify(widget, .commitTimeout)
    }

    /// A Swift commit hook replaced the signal's: `commit-policy` reads none again.
    func setSignalledCommitPolicyReplaced() {
      usesSignalledCommit = false
      guard signalledCommitPolicy != nil else { return }
      signalledCommitPolicy = nil
      WidgetType.notify(widget, .commitPolicy)
    }

    private func installSignalledCommit() {
      guard let policy = signalledCommitPolicy else {
        usesSignalledCommit = false
        coordinator.removeCommit()
        installStateSet()
        return
      }
      coordinator.removeCommit()
      usesStateSet = false
      usesSignalledCommit = true
      coordinator.commitPolicy = policy
      coordinator.needsCommit = nil
      coordinator.onCommitRequest = { [unowned self] request in askCommit(request) }
      coordinator.onCommitCancel = { [unowned self] request in
        let commit = signalledCommits.removeValue(forKey: request.id)
        if WidgetPeer.disposeDepth > 0 { commit?.withdrawLater() } else { commit?.withdraw() }
      }
    }

    /// Emits `commit` for `request` and waits for the answer, which completes it.
    private func askCommit(_ request: ToggleCommitRequest) {
      let widget = self.widget
      CommitType.ask(
        widget: widget, proposed: request.proposedValue, timeout: signalledCommitTimeout,
        answer: { [weak self] outcome in
          guard let self else { return }
          signalledCommits.removeValue(forKey: request.id)
          coordinator.completeCommit(request, with: outcome)
        },
        register: { signalledCommits[request.id] = $0 },
        emit: { commit in
          tk_signal_emit_commit(UnsafeMutableRawPointer(widget), WidgetType.commitSignal, commit)
        })
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
