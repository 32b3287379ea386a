/// Runs an owner's async commit work as tasks, with a timeout (B19), and cancels them (B20, B22).
///
/// Owned by a ``CommitHook`` alone: when the hook or its owner goes, the runner
/// goes, and its deinit cancels the work; the tasks hold the owner weakly, so
/// nothing is delivered after release.
@MainActor
final class AsyncCommitRunner {
  private let timeout: Double
  /// The running work and its timer, per request; cancelled from deinit too.
  private let running = RunningCommits()

  init(timeout: Double) {
    // Non-finite, zero or negative: the default. Capped so nanoseconds fit a UInt64.
    let usable = timeout.isFinite && timeout > 0 ? timeout : ToggleCoordinator.defaultCommitTimeout
    self.timeout = min(usable, 1_000_000_000)
  }

  /// Runs `work` for `request`; `finish` gets the first of its answer and the timeout.
  func start(
    _ request: ToggleCommitRequest, work: @escaping @MainActor () async throws -> Void,
    finish: @escaping @MainActor (ToggleCommitRequest, ToggleCommitOutcome) -> Void
  ) {
    let timeout = self.timeout
    let running = self.running
    let workTask = Task { @MainActor in
      // Withdrawn before the task began (a tap action that set the item from code, B20):
      // Swift still runs a cancelled task's body, and the app's work must not start.
      guard !Task.isCancelled else { return }
      let outcome: ToggleCommitOutcome
      do {
        try await work()
        outcome = .success
      } catch {
        outcome = .failure(.failed(error))
      }
      // A cancelled task's answer is not the app's: the set from code or the timeout won.
      guard !Task.isCancelled else { return }
      running.remove(request.id)?.timer.cancel()
      finish(request, outcome)
    }
    let timer = Task { @MainActor in
      try? await Task.sleep(nanoseconds: UInt64(timeout * 1_000_000_000))
      guard !Task.isCancelled else { return }
      running.remove(request.id)?.work.cancel()
      finish(request, .failure(.timedOut(after: timeout)))
    }
    running.insert(request.id, work: workTask, timer: timer)
  }

  /// Cancels the work for `request` (a set from code won).
  func cancel(_ request: ToggleCommitRequest) {
    guard let tasks = running.remove(request.id) else { return }
    tasks.work.cancel()
    tasks.timer.cancel()
  }

  deinit {
    // The toggle went away: its work is cancelled, and its answers reach no one (B22).
    running.cancelAll()
  }
}

/// The tasks of an ``AsyncCommitRunner``; used on the main actor, and from its deinit once
/// nothing else can reach it.
private final class RunningCommits: @unchecked Sendable {
  private var tasks: [UInt64: (work: Task<Void, Never>, timer: Task<Void, Never>)] = [:]

  func insert(_ id: UInt64, work: Task<Void, Never>, timer: Task<Void, Never>) {
    tasks[id] = (work, timer)
  }

  func remove(_ id: UInt64) -> (work: Task<Void, Never>, timer: Task<Void, Never>)? {
    tasks.removeValue(forKey: id)
  }

  func cancelAll() {
    for (work, timer) in tasks.values {
      work.cancel()
      timer.cancel()
    }
    tasks.removeAll()
  }
}
