#if os(Linux)
  import CGtk4

  /// A `GError` carried as a Swift error: the app's own error, given to
  /// `toggle_kit_commit_fail_with_error`, travels in ``ToggleCommitFailure/underlyingError``
  /// to the `commit-failed` signal with its domain and code.
  ///
  /// It owns its copy, freed with it; the copy is never changed, so it may cross threads.
  final class GLibError: Error, @unchecked Sendable {
    let error: UnsafeMutablePointer<GError>

    /// A copy of `error`.
    init(copying error: UnsafePointer<GError>) {
      self.error = g_error_copy(error)
    }

    /// A new error of GIO's domain (`G_IO_ERROR`), as GIO's own calls fail.
    init(ioError code: GIOErrorEnum, message: String) {
      self.error = g_error_new_literal(g_io_error_quark(), gint(code.rawValue), message)
    }

    deinit { g_error_free(error) }

    var message: String { error.pointee.message.map { String(cString: $0) } ?? "" }

    /// The `GError` that `commit-failed` carries for `failure`: the app's own, else one of
    /// GIO's domain for the reason: TIMED_OUT for a timeout, FAILED otherwise.
    static func forSignal(_ failure: ToggleCommitFailure) -> GLibError {
      if let own = failure.underlyingError as? GLibError { return own }
      let code = failure.reason == .timedOut ? G_IO_ERROR_TIMED_OUT : G_IO_ERROR_FAILED
      return GLibError(ioError: code, message: failure.message)
    }
  }
#endif
