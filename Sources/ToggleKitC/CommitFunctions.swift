#if os(Linux)
  import CGtk4
  @_spi(ToggleKitC) import ToggleKitGTK

  // ToggleKitCommit's functions: the answer to a toggle's `commit` signal (B17-B22).

  @_cdecl("toggle_kit_commit_get_button")
  public func commitGetButton(_ commit: OpaquePointer?) -> OpaquePointer? {
    guard let commit = CallChecks.commit(commit, "toggle_kit_commit_get_button") else { return nil }
    return OpaquePointer(tk_get_property_object(commit, "button"))
  }

  @_cdecl("toggle_kit_commit_get_proposed_value")
  public func commitGetProposedValue(_ commit: OpaquePointer?) -> Int32 {
    guard let commit = CallChecks.commit(commit, "toggle_kit_commit_get_proposed_value") else {
      return 0
    }
    return tk_get_property_enum(commit, "proposed-value")
  }

  @_cdecl("toggle_kit_commit_get_cancellable")
  public func commitGetCancellable(_ commit: OpaquePointer?) -> UnsafeMutablePointer<GCancellable>?
  {
    guard let commit = CallChecks.commit(commit, "toggle_kit_commit_get_cancellable") else {
      return nil
    }
    return tk_get_property_object(commit, "cancellable")?.assumingMemoryBound(to: GCancellable.self)
  }

  @_cdecl("toggle_kit_commit_get_answered")
  public func commitGetAnswered(_ commit: OpaquePointer?) -> gboolean {
    guard let commit = CallChecks.commit(commit, "toggle_kit_commit_get_answered") else { return 0 }
    return tk_get_property_boolean(commit, "answered")
  }

  @_cdecl("toggle_kit_commit_succeed")
  public func commitSucceed(_ commit: OpaquePointer?) {
    guard let commit = CallChecks.commitFromAnyThread(commit, "toggle_kit_commit_succeed") else {
      return
    }
    GObjectTypes.answerFromAnyThread(commit, succeeded: true)
  }

  @_cdecl("toggle_kit_commit_fail")
  public func commitFail(_ commit: OpaquePointer?, _ message: UnsafePointer<CChar>?) {
    guard let commit = CallChecks.commitFromAnyThread(commit, "toggle_kit_commit_fail") else {
      return
    }
    GObjectTypes.answerFromAnyThread(
      commit, succeeded: false, message: message.map { String(cString: $0) })
  }

  @_cdecl("toggle_kit_commit_fail_with_error")
  public func commitFailWithError(_ commit: OpaquePointer?, _ error: UnsafePointer<GError>?) {
    let function: StaticString = "toggle_kit_commit_fail_with_error"
    guard let commit = CallChecks.commitFromAnyThread(commit, function) else { return }
    guard let error else {
      CallChecks.fail(function, "error != NULL")
      return
    }
    GObjectTypes.answerFromAnyThread(commit, succeeded: false, error: error)
  }
#endif

#if os(Linux)
  import CGtk4
  @_spi(ToggleKitC) import ToggleKitGTK

  @_cdecl("toggle_kit_commit_get_item")
  public func commitGetItem(_ commit: OpaquePointer?) -> UnsafePointer<CChar>? {
    guard let commit = CallChecks.commit(commit, "toggle_kit_commit_get_item") else { return nil }
    // `transfer none`: the commit keeps the string for its life (it never changes).
    let object = commit.assumingMemoryBound(to: GObject.self)
    if let kept = g_object_get_data(object, "toggle-kit-c-item") {
      return UnsafePointer(kept.assumingMemoryBound(to: CChar.self))
    }
    let text = tk_get_property_string(commit, "item")
    guard let text else { return nil }
    g_object_set_data_full(object, "toggle-kit-c-item", text, { g_free($0) })
    return UnsafePointer(text)
  }
#endif
