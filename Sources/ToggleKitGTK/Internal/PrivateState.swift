#if os(Linux)
  import CGtk4

  /// The retained Swift state a plain ToggleKit GObject (`ToggleKitGroup`, `ToggleKitStore`,
  /// `ToggleKitCommit`) keeps in its instance-private data: put there by instance_init,
  /// looked up by every vfunc and function, and released on the main thread by finalize,
  /// wherever the last reference went.
  enum PrivateState {
    /// Where an instance's state lives, `offset` bytes from it (G_ADD_PRIVATE's offset).
    static func slot(_ object: UnsafeMutableRawPointer, _ offset: Int32) -> UnsafeMutablePointer<
      UnsafeMutableRawPointer?
    > {
      (object + Int(offset)).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }

    /// Keeps `state` in a new instance; its one retain is the instance's.
    static func keep(_ state: AnyObject, in instance: UnsafeMutableRawPointer, _ offset: Int32) {
      slot(instance, offset).pointee = Unmanaged.passRetained(state).toOpaque()
    }

    /// The state of `object` if it is an instance of `type`; nil for any other object.
    @MainActor
    static func state<State: AnyObject>(
      of object: UnsafeMutableRawPointer?, type: GType, _ offset: Int32, as _: State.Type
    ) -> State? {
      guard let object, tk_is_widget_of_type(object, type) != 0,
        let pointer = slot(object, offset).pointee
      else { return nil }
      return Unmanaged<State>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Takes the state out of a finalized instance and hands it to `release` on the main
    /// thread from the main loop's next iteration, which then lets go of it. Never at once,
    /// even on the main thread: what `release` does (a commit released unanswered fails, a
    /// store's waiting saves are cancelled) runs app code, and nothing may run app code from
    /// `finalize`, inside the caller's `g_object_unref`. In GJS that is a garbage collection,
    /// which blocks every callback.
    static func finalize<State: AnyObject>(
      _ object: UnsafeMutableRawPointer, _ offset: Int32, as _: State.Type,
      _ release: @escaping @MainActor (State) -> Void
    ) {
      let slot = slot(object, offset)
      guard let pointer = slot.pointee else { return }
      slot.pointee = nil
      MainThread.runLater(pointer) { pointer in
        release(Unmanaged<State>.fromOpaque(pointer).takeRetainedValue())
      }
    }
  }
#endif
