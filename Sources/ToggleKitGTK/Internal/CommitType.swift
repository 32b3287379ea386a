#if os(Linux)
  import CGtk4

  /// The GType `ToggleKitCommit`: one user change waiting for the app's answer, handed to a
  /// toggle's or a store's `commit` signal (B17-B22) when its `commit-policy` is not none.
  ///
  /// The C form of an async commit, in a plain GLib main loop: the signal is emitted during
  /// the activation, as GtkSwitch emits `state-set`; a handler returns TRUE to take the
  /// change over, keeps a reference, and later calls `toggle_kit_commit_succeed` or
  /// `toggle_kit_commit_fail`. Its `cancellable` is cancelled when the change is withdrawn
  /// (code set the value, B20; the toggle went, B22; the timeout, B19), so the app can pass
  /// it to its own GIO calls; an answer after that changes nothing. A commit whose last
  /// reference goes unanswered fails, as a thrown error would. No Swift task is involved:
  /// the answer goes straight to the core, and the timeout is a GLib timeout.
  enum CommitType {
    /// The default `commit-timeout` of the GObject API: none, as `GtkSwitch::state-set` and
    /// GIO's operations have none. The app hands the commit's cancellable to
    /// its own GIO work, which a library default must not cancel; Swift's `setCommit` keeps
    /// ``ToggleCoordinator/defaultCommitTimeout``, whose work is a task the library runs.
    static let defaultTimeout: Double = 0

    enum Property: UInt32, CaseIterable {
      case button = 1
      case proposedValue, cancellable, answered, item

      var name: StaticString {
        switch self {
        case .button: "button"
        case .proposedValue: "proposed-value"
        case .cancellable: "cancellable"
        case .answered: "answered"
        case .item: "item"
        }
      }
    }

    nonisolated(unsafe) static var privateOffset: Int32 = 0
    nonisolated(unsafe) static var parentClass: UnsafeMutablePointer<GObjectClass>?
    nonisolated(unsafe) static var answeredSpec: UnsafeMutablePointer<GParamSpec>?
    nonisolated(unsafe) static var buttonSpec: UnsafeMutablePointer<GParamSpec>?

    /// Registers the type once; thread-safe through Swift's lazy static initialisation.
    static let type: GType = TypeOwnership.register {
      tk_register_object_type(
        "ToggleKitCommit", { klass, _ in CommitType.classInit(klass!) },
        { instance, _ in
          // Every instance has its state, also one an app made with g_object_new (it is then
          // never asked anything: answering it changes nothing).
          PrivateState.keep(CommitState(), in: UnsafeMutableRawPointer(instance!), privateOffset)
        },
        gsize(MemoryLayout<UnsafeMutableRawPointer?>.stride), &privateOffset)
    }

    /// The state of a `ToggleKitCommit`, or nil for any other object.
    @MainActor
    static func state(of object: UnsafeMutableRawPointer?) -> CommitState? {
      PrivateState.state(of: object, type: type, privateOffset, as: CommitState.self)
    }

    /// Asks the app about `request` through a `commit` signal (`emit`, which returns whether
    /// a handler took the change over); `answer` gets the outcome, at most once. With no
    /// handler taking it over, the change commits at once. Returns the commit's state, to
    /// withdraw it; nil once answered.
    /// `register` runs before the signal: a handler may withdraw the change (set the value,
    /// dispose the toggle) while it runs, and the withdrawal must find the commit.
    @MainActor
    static func ask(
      widget: UnsafeMutablePointer<GtkWidget>?, item: String? = nil, proposed: ToggleValue,
      timeout: Double, answer: @escaping (ToggleCommitOutcome) -> Void,
      register: (CommitState) -> Void, emit: (UnsafeMutableRawPointer) -> gboolean
    ) {
      let commit = tk_object_new(type)!
      guard let state = state(of: commit) else { return }
      state.start(
        object: commit, widget: widget, item: item, proposed: proposed, timeout: timeout,
        answer: answer)
      register(state)
      if emit(commit) == 0 { state.succeed() }
      // Ours goes: a handler that answers later keeps its own reference.
      g_object_unref(commit)
    }

    static func classInit(_ klass: gpointer) {
      g_type_class_adjust_private_offset(klass, &privateOffset)
      parentClass = UnsafeMutableRawPointer(g_type_class_peek_parent(klass))?
        .assumingMemoryBound(to: GObjectClass.self)
      let objectClass = tk_object_class(klass)!
      objectClass.pointee.get_property = { object, id, value, _ in
        MainThread.callChecked(
          { (arguments: (UnsafeMutablePointer<GObject>, guint, UnsafeMutablePointer<GValue>)) in
            let (object, id, value) = arguments
            guard let state = CommitType.state(of: object), let property = Property(rawValue: id)
            else { return }
            switch property {
            case .button:
              g_value_set_object(value, state.widget.map { UnsafeMutableRawPointer($0) })
            case .proposedValue: g_value_set_enum(value, Int32(state.proposed.signalValue))
            case .cancellable:
              g_value_set_object(value, UnsafeMutableRawPointer(state.cancellable))
            case .answered: g_value_set_boolean(value, state.isAnswered ? 1 : 0)
            case .item: g_value_set_string(value, state.item)
            }
          }, (object!, id, value!))
      }
      // The property vfunc goes first: GObject refuses properties on a class without it.
      let readable = GParamFlags(rawValue: TK_PARAM_READABLE.rawValue)
      for property in Property.allCases {
        let spec: UnsafeMutablePointer<GParamSpec>
        switch property {
        case .button:
          spec = g_param_spec_object(
            property.name.cString, nil, nil, WidgetType.type,
            GParamFlags(rawValue: readable.rawValue | TK_PARAM_EXPLICIT_NOTIFY.rawValue))
          buttonSpec = spec
        case .proposedValue:
          spec = g_param_spec_enum(
            property.name.cString, nil, nil, WidgetType.toggleStateEnumType, 0, readable)
        case .cancellable:
          spec = g_param_spec_object(
            property.name.cString, nil, nil, g_cancellable_get_type(), readable)
        case .item:
          spec = g_param_spec_string(property.name.cString, nil, nil, nil, readable)
        case .answered:
          spec = g_param_spec_boolean(
            property.name.cString, nil, nil, 0,
            GParamFlags(rawValue: readable.rawValue | TK_PARAM_EXPLICIT_NOTIFY.rawValue))
          answeredSpec = spec
        }
        g_object_class_install_property(objectClass, property.rawValue, spec)
      }
      objectClass.pointee.finalize = { object in
        // The last reference may go on another thread (a GTask's, say): the commit's
        // outcome is the main thread's business.
        PrivateState.finalize(
          UnsafeMutableRawPointer(object!), CommitType.privateOffset, as: CommitState.self
        ) { state in state.dropped() }
        CommitType.parentClass?.pointee.finalize?(object)
      }
    }
  }

  /// What a `ToggleKitCommit` holds: the change, its cancellable, its timeout and where
  /// the answer goes.
  @MainActor
  final class CommitState {
    private(set) var proposed: ToggleValue = .off
    /// The store item whose change this is, for a `ToggleKitStore`'s commit.
    private(set) var item: String?
    // Made with the state, on any thread (see init), so each is ready in its initial value.
    nonisolated(unsafe) let cancellable: UnsafeMutablePointer<GCancellable> = g_cancellable_new()!
    nonisolated(unsafe) private let weakWidget = CommitState.newWeakRef()
    private var answer: ((ToggleCommitOutcome) -> Void)?
    private(set) var isAnswered = false
    private var timer: guint = 0
    private var timeoutSeconds = 0.0
    /// The GObject, weakly: it may be finalized on another thread before this hears of it.
    nonisolated(unsafe) private let weakObject = CommitState.newWeakRef()
    /// The ``WidgetWatch`` the toggle's weak notification reaches (`g_object_weak_ref`). Two
    /// references to it: this state's, and the registration's, which the notification or
    /// the release of this state drops, whichever comes first (`fired` says which).
    private var widgetWatch: UnsafeMutableRawPointer?

    /// What a toggle's dispose reaches: this state, weakly, as the commit may go first.
    private final class WidgetWatch: @unchecked Sendable {
      weak var state: CommitState?
      /// The notification ran: the registration's reference went with it.
      var fired = false
    }

    /// The toggle is being disposed (`g_object_weak_ref`'s notification): `button` reads
    /// NULL from now on, and says so from the main loop's next iteration, as nothing may run
    /// app code inside a dispose.
    private static let widgetDisposed:
      @convention(c) (gpointer?, UnsafeMutablePointer<GObject>?)
        -> Void = { data, _ in
          let watch = Unmanaged<WidgetWatch>.fromOpaque(data!).takeRetainedValue()
          watch.fired = true
          MainThread.run { watch.state?.widgetWentAway() }
        }

    /// What the cancellable's handler reaches: this state, weakly, so a cancel from any
    /// thread after the state went (the app may keep the cancellable) finds nothing. The
    /// handler holds the box, released with the handler, so it is never disconnected
    /// (disconnecting from inside the handler would deadlock).
    private final class CancelBox: @unchecked Sendable {
      weak var state: CommitState?
    }

    /// Made in the GObject's instance_init, on any thread: it only sets up GLib objects, in
    /// the stored properties' initial values (Swift 6.0 refuses them in a nonisolated init's
    /// body, though they are `nonisolated(unsafe)`).
    nonisolated init() {}

    /// A weak reference to nothing yet, on the heap, as GLib needs it to stay put.
    private nonisolated static func newWeakRef() -> UnsafeMutablePointer<GWeakRef> {
      let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
      reference.initialize(to: GWeakRef())
      g_weak_ref_init(reference, nil)
      return reference
    }

    #if compiler(>=6.2)
      isolated deinit { resourcesToRelease()() }
    #else
      // No isolated deinit before Swift 6.2: the release goes to the main thread.
      deinit { MainThread.releaseAfterDeinit { resourcesToRelease() } }
    #endif

    /// What the deinit releases on the main thread, holding what it frees and not `self`.
    private func resourcesToRelease() -> @MainActor () -> Void {
      let timer = timer
      nonisolated(unsafe) let (weakWidget, weakObject, cancellable, watch) = (
        weakWidget, weakObject, cancellable, widgetWatch
      )
      return {
        if timer != 0 { g_source_remove(timer) }
        // The toggle outlives the commit: its dispose has nothing to tell.
        // A notification that ran took its registration away, and its reference with it; a
        // toggle disposed but still referenced (GLib 2.80 keeps its weak references) may be
        // reachable here all the same.
        if let watch {
          let unmanaged = Unmanaged<WidgetWatch>.fromOpaque(watch)
          if !unmanaged.takeUnretainedValue().fired, let widget = g_weak_ref_get(weakWidget) {
            g_object_weak_unref(
              widget.assumingMemoryBound(to: GObject.self), CommitState.widgetDisposed, watch)
            unmanaged.release()  // the registration's
            g_object_unref(widget)
          }
          unmanaged.release()  // this state's
        }
        g_weak_ref_clear(weakWidget)
        weakWidget.deallocate()
        g_weak_ref_clear(weakObject)
        weakObject.deallocate()
        g_object_unref(UnsafeMutableRawPointer(cancellable))
      }
    }

    /// Makes this the commit of a change, before the signal hands it out.
    func start(
      object: UnsafeMutableRawPointer, widget: UnsafeMutablePointer<GtkWidget>?, item: String?,
      proposed: ToggleValue, timeout: Double, answer: @escaping (ToggleCommitOutcome) -> Void
    ) {
      g_weak_ref_set(weakObject, object)
      self.item = item
      self.proposed = proposed
      self.answer = answer
      g_weak_ref_set(weakWidget, widget.map { UnsafeMutableRawPointer($0) })
      if let widget {
        let watch = WidgetWatch()
        watch.state = self
        widgetWatch = Unmanaged.passRetained(watch).toOpaque()  // this state's
        g_object_weak_ref(
          UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self),
          CommitState.widgetDisposed, Unmanaged.passRetained(watch).toOpaque())  // registration's
      }
      // GCancellable calls this where it was cancelled: the main thread, as the core
      // withdraws commits on the main actor, unless the app cancels it from elsewhere.
      let box = CancelBox()
      box.state = self
      let cancelled: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
        // Retained for the trip to the main thread; released there.
        let trip = Unmanaged<CancelBox>.fromOpaque(data!).retain().toOpaque()
        MainThread.runOnMainContext(trip) { trip in
          let box = Unmanaged<CancelBox>.fromOpaque(trip).takeRetainedValue()
          box.state?.withdrawn()
        }
      }
      _ = g_cancellable_connect(
        cancellable, unsafeBitCast(cancelled, to: GCallback.self),
        Unmanaged.passRetained(box).toOpaque(),
        { data in Unmanaged<CancelBox>.fromOpaque(data!).release() })
      // 0 is no timeout, as GtkSwitch's state-set has none (B19).
      guard timeout > 0 else { return }
      timeoutSeconds = timeout
      // At most G_MAXUINT milliseconds (about 49 days), as g_timeout_add takes.
      let milliseconds = guint(min(timeout * 1000, Double(guint.max - 1)).rounded(.up))
      timer = g_timeout_add_full(
        G_PRIORITY_DEFAULT, max(milliseconds, 1),
        { data in
          MainThread.run {
            let state = Unmanaged<CommitState>.fromOpaque(data!).takeUnretainedValue()
            state.timer = 0
            state.timedOut()
          }
          return 0  // G_SOURCE_REMOVE
        }, Unmanaged.passRetained(self).toOpaque(),
        { data in MainThread.run { Unmanaged<CommitState>.fromOpaque(data!).release() } })
    }

    /// The toggle whose change this is, while it lives; not referenced.
    var widget: UnsafeMutablePointer<GtkWidget>? {
      guard let object = g_weak_ref_get(weakWidget) else { return nil }
      g_object_unref(object)
      return object.assumingMemoryBound(to: GtkWidget.self)
    }

    /// The change is saved: the toggle commits it.
    func succeed() { finish(.success) }

    /// The change failed: the toggle rolls back with `message` (`commit-failed`).
    func fail(_ message: String?) {
      finish(
        .failure(
          ToggleCommitFailure(reason: .failed, message: message ?? "the app's commit failed")))
    }

    /// The change failed with the app's `GError`, which `commit-failed` carries as it was
    /// given, domain and code included; its message is the failure's.
    func fail(with own: GLibError) {
      guard !isAnswered, answer != nil else { return }
      finish(
        .failure(ToggleCommitFailure(reason: .failed, message: own.message, underlyingError: own)))
    }

    /// The core withdrew the change (B20, B22): nothing is told, the cancellable is cancelled.
    func withdraw() {
      guard !isAnswered else { return }
      answer = nil
      // Answered first: the app's own "cancelled" handlers, which run inside this call,
      // read `answered` as TRUE.
      markAnswered()
      g_cancellable_cancel(cancellable)
    }

    /// As ``withdraw()``, with the app's `cancelled` and `notify::answered` handlers run from
    /// the main loop's next iteration: for a toggle's dispose, where no app code may run (a
    /// binding may be collecting garbage, and cannot be called). No answer
    /// reaches the toggle from now on.
    func withdrawLater() {
      guard !isAnswered else { return }
      answer = nil
      // Answered at once, so `answered` reads TRUE and the timeout cannot fire in between;
      // only what runs app code waits.
      isAnswered = true
      removeTimer()
      MainThread.runLater(UnsafeMutableRawPointer(cancellable)) { [self] _ in
        notifyAnswered()
        g_cancellable_cancel(cancellable)
      }
    }

    /// Someone cancelled the cancellable: as the core's withdrawal, or the app's own
    /// cancel, which fails the change.
    private func withdrawn() {
      guard !isAnswered else { return }
      let message = "the commit was cancelled"
      let cancelled = GLibError(ioError: G_IO_ERROR_CANCELLED, message: message)
      finish(
        .failure(ToggleCommitFailure(reason: .failed, message: message, underlyingError: cancelled))
      )
    }

    private func timedOut() {
      guard !isAnswered else { return }
      let seconds = timeoutSeconds
      let answer = self.answer
      self.answer = nil
      markAnswered()
      g_cancellable_cancel(cancellable)
      answer?(.failure(.timedOut(after: seconds)))
    }

    /// The last reference went with no answer: the change fails.
    func dropped() {
      guard !isAnswered, answer != nil else { return }
      finish(
        .failure(
          ToggleCommitFailure(
            reason: .failed, message: "the ToggleKitCommit was released unanswered")
        ))
    }

    private func finish(_ outcome: ToggleCommitOutcome) {
      guard !isAnswered, let answer else { return }
      self.answer = nil
      markAnswered()
      answer(outcome)
    }

    private func markAnswered() {
      isAnswered = true
      removeTimer()
      notifyAnswered()
    }

    private func removeTimer() {
      guard timer != 0 else { return }
      g_source_remove(timer)
      timer = 0
    }

    /// The toggle was disposed: `button` reads NULL, notified from the next iteration.
    private func widgetWentAway() {
      g_weak_ref_set(weakWidget, nil)
      guard let object = g_weak_ref_get(weakObject) else { return }
      MainThread.runLater(object) { object in
        if let spec = CommitType.buttonSpec {
          g_object_notify_by_pspec(object.assumingMemoryBound(to: GObject.self), spec)
        }
        g_object_unref(object)
      }
    }

    private func notifyAnswered() {
      if let object = g_weak_ref_get(weakObject), let spec = CommitType.answeredSpec {
        g_object_notify_by_pspec(object.assumingMemoryBound(to: GObject.self), spec)
        g_object_unref(object)
      }
    }
  }
#endif
