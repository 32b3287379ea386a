#if os(Linux)
  import CGtk4

  /// The GType `ToggleKitCommit`: one user change waiting for the app's answer, handed to a
  /// toggle's `commit` signal (B17-B22) when its `commit-policy` is not none.
  ///
  /// The C form of an async commit, in a plain GLib main loop: a handler returns TRUE to
  /// take the change over, keeps a reference, and later calls `toggle_kit_commit_succeed`
  /// or `toggle_kit_commit_fail`. Its `cancellable` is cancelled when the change is
  /// withdrawn (code set the value, B20; the toggle went, B22; the timeout, B19), so the
  /// app can pass it to its own GIO calls; an answer after that changes nothing. A commit
  /// whose last reference goes unanswered fails, as a thrown error would.
  enum CommitType {
    enum Property: UInt32, CaseIterable {
      case button = 1, proposedValue, cancellable, answered, item

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

    /// Registers the type once; thread-safe through Swift's lazy static initialisation.
    static let type: GType = tk_register_object_type(
      "ToggleKitCommit", { klass, _ in CommitType.classInit(klass!) }, nil,
      gsize(MemoryLayout<UnsafeMutableRawPointer?>.stride), &privateOffset)

    static func slot(_ object: UnsafeMutableRawPointer) -> UnsafeMutablePointer<
      UnsafeMutableRawPointer?
    > {
      (object + Int(privateOffset)).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }

    /// The commit behind a `ToggleKitCommit`, or nil for any other object.
    @MainActor
    static func state(of object: UnsafeMutableRawPointer?) -> CommitState? {
      guard let object, tk_is_widget_of_type(object, type) != 0,
        let pointer = slot(object).pointee
      else { return nil }
      return Unmanaged<CommitState>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// A new commit for `widget`'s change, or a store `item`'s, to `proposed`; the caller
    /// owns its one reference.
    @MainActor
    static func make(
      widget: UnsafeMutablePointer<GtkWidget>?, item: String? = nil, proposed: ToggleValue
    ) -> UnsafeMutableRawPointer {
      let object = tk_object_new(type)!
      let state = CommitState(widget: widget, item: item, proposed: proposed)
      slot(object).pointee = Unmanaged.passRetained(state).toOpaque()
      state.object = object
      return object
    }

    /// Emits a `commit` signal with a new `ToggleKitCommit` (`emit`, which returns whether a
    /// handler took the change over) and waits for its answer; with no handler taking it
    /// over, the change commits at once. Cancelling the task cancels the commit's
    /// cancellable, which ends the wait (B19, B20, B22).
    @MainActor
    static func ask(
      widget: UnsafeMutablePointer<GtkWidget>?, item: String? = nil, proposed: ToggleValue,
      emit: (UnsafeMutableRawPointer) -> gboolean
    ) async throws {
      // Cancelled before it ran: the toggle or the store may be gone (B22).
      try Task.checkCancellation()
      let commit = make(widget: widget, item: item, proposed: proposed)
      guard let state = state(of: commit) else { return }
      // The cancellable is thread-safe; the task is cancelled on the main actor in practice.
      nonisolated(unsafe) let cancellable = state.cancellable
      try await withTaskCancellationHandler {
        try await state.wait { state in
          if emit(commit) == 0 { state.succeed() }
          // Ours goes: a handler that answers later keeps its own reference.
          g_object_unref(commit)
        }
      } onCancel: {
        // Its "cancelled" handler ends the wait (CommitState).
        g_cancellable_cancel(cancellable)
      }
    }

    static func classInit(_ klass: gpointer) {
      g_type_class_adjust_private_offset(klass, &privateOffset)
      parentClass = UnsafeMutableRawPointer(g_type_class_peek_parent(klass))?
        .assumingMemoryBound(to: GObjectClass.self)
      let objectClass = tk_object_class(klass)!
      let readable = GParamFlags(rawValue: G_PARAM_READABLE.rawValue)
      objectClass.pointee.get_property = { object, id, value, _ in
        MainThread.call(
          { (arguments: (UnsafeMutablePointer<GObject>, guint, UnsafeMutablePointer<GValue>)) in
            let (object, id, value) = arguments
            guard let state = CommitType.state(of: object), let property = Property(rawValue: id)
            else { return }
            switch property {
            case .button:
              g_value_set_object(value, state.widget.map { UnsafeMutableRawPointer($0) })
            case .proposedValue: g_value_set_enum(value, Int32(state.proposed.signalValue))
            case .cancellable: g_value_set_object(value, UnsafeMutableRawPointer(state.cancellable))
            case .answered: g_value_set_boolean(value, state.isAnswered ? 1 : 0)
            case .item: g_value_set_string(value, state.item)
            }
          }, (object!, id, value!))
      }
      // The property vfunc goes first: GObject refuses properties on a class without it.
      for property in Property.allCases {
        let spec: UnsafeMutablePointer<GParamSpec>
        switch property {
        case .button:
          spec = g_param_spec_object(property.name.cString, nil, nil, WidgetType.type, readable)
        case .proposedValue:
          spec = g_param_spec_enum(
            property.name.cString, nil, nil, WidgetType.valueEnumType, 0, readable)
        case .cancellable:
          spec = g_param_spec_object(
            property.name.cString, nil, nil, g_cancellable_get_type(), readable)
        case .item:
          spec = g_param_spec_string(property.name.cString, nil, nil, nil, readable)
        case .answered:
          spec = g_param_spec_boolean(
            property.name.cString, nil, nil, 0,
            GParamFlags(rawValue: readable.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue))
          answeredSpec = spec
        }
        g_object_class_install_property(objectClass, property.rawValue, spec)
      }
      objectClass.pointee.finalize = { object in
        let slot = CommitType.slot(UnsafeMutableRawPointer(object!))
        if let pointer = slot.pointee {
          slot.pointee = nil
          nonisolated(unsafe) let pointer = pointer
          MainThread.run {
            let state = Unmanaged<CommitState>.fromOpaque(pointer).takeRetainedValue()
            state.object = nil
            state.dropped()
          }
        }
        CommitType.parentClass?.pointee.finalize?(object)
      }
    }
  }

  /// What a `ToggleKitCommit` holds: the change, its cancellable, and the task waiting for
  /// the answer.
  @MainActor
  final class CommitState {
    /// The error the task gets for a `toggle_kit_commit_fail` (its message, or a default).
    struct Failed: Error, CustomStringConvertible {
      let description: String
    }

    let proposed: ToggleValue
    /// The store item whose change this is, for a `ToggleKitStore`'s commit.
    let item: String?
    let cancellable: UnsafeMutablePointer<GCancellable>
    private let weakWidget = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
    private var continuation: CheckedContinuation<Void, any Error>?
    private(set) var isAnswered = false
    /// The GObject, while it lives (for notify::answered).
    var object: UnsafeMutableRawPointer?

    private var cancelledHandler: gulong = 0

    init(widget: UnsafeMutablePointer<GtkWidget>?, item: String?, proposed: ToggleValue) {
      self.proposed = proposed
      self.item = item
      cancellable = g_cancellable_new()!
      weakWidget.initialize(to: GWeakRef())
      g_weak_ref_init(weakWidget, widget.map { UnsafeMutableRawPointer($0) })
      // GCancellable calls this where it was cancelled: the main thread, as the core
      // cancels commits on the main actor (B19, B20, B22).
      let cancelled: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
        nonisolated(unsafe) let data = data
        MainThread.run {
          Unmanaged<CommitState>.fromOpaque(data!).takeUnretainedValue()
            .answer(.failure(CancellationError()))
        }
      }
      cancelledHandler = g_cancellable_connect(
        cancellable, unsafeBitCast(cancelled, to: GCallback.self),
        Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    isolated deinit {
      g_cancellable_disconnect(cancellable, cancelledHandler)
      g_weak_ref_clear(weakWidget)
      weakWidget.deallocate()
      g_object_unref(UnsafeMutableRawPointer(cancellable))
    }

    /// The toggle whose change this is, while it lives; not referenced.
    var widget: UnsafeMutablePointer<GtkWidget>? {
      guard let object = g_weak_ref_get(weakWidget) else { return nil }
      g_object_unref(object)
      return object.assumingMemoryBound(to: GtkWidget.self)
    }

    /// Waits for the app's answer; `ask` emits the signal, and answers at once if no
    /// handler took the change over.
    func wait(ask: (CommitState) -> Void) async throws {
      try await withCheckedThrowingContinuation { continuation in
        self.continuation = continuation
        ask(self)
      }
    }

    /// The change is saved: the toggle commits it.
    func succeed() { answer(.success(())) }

    /// The change failed: the toggle rolls back with `message` (`commit-failed`).
    func fail(_ message: String?) {
      answer(.failure(Failed(description: message ?? "the app's commit failed")))
    }

    /// The last reference went with no answer: the change fails.
    func dropped() {
      guard continuation != nil else { return }
      answer(.failure(Failed(description: "the ToggleKitCommit was released unanswered")))
    }

    private func answer(_ result: Result<Void, any Error>) {
      guard let continuation else { return }
      self.continuation = nil
      isAnswered = true
      if let object, let spec = CommitType.answeredSpec {
        g_object_notify_by_pspec(object.assumingMemoryBound(to: GObject.self), spec)
      }
      continuation.resume(with: result)
    }
  }
#endif
