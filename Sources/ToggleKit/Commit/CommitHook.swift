/// The app's commit hook as an owner keeps it (B17-B22): the policy a user change waits
/// with, how the app's work is asked for a request, how it hears a request was withdrawn,
/// and the runner of an async `work` closure.
///
/// Every `setCommit` overload of the toggle, the store and the tree is a façade that builds
/// one, and `removeCommit` puts back an empty one: how a hook holds its owner, its runner
/// and the app's closures is decided here once. The owner's `Subject` is what its request
/// closure gets besides the request: nothing for a toggle, the change for a tree, the
/// change and the item for a store.
@MainActor
struct CommitHook<Subject> {
  /// The policy user changes wait with; nil: they apply at once.
  var policy: ToggleCommitPolicy?
  /// Asks the app's work for a request, with what the owner tells of it.
  var request: ((Subject, ToggleCommitRequest) -> Void)?
  /// Tells the app's work a request was withdrawn (B20, B22).
  var cancel: ((ToggleCommitRequest) -> Void)?
  /// Whether the hook saves a store's "select all" and "clear all" as one change (L5): a
  /// per-item hook cannot, and a bulk change under it is refused.
  private(set) var savesBulkChanges = false
  /// Runs the async `work` a hook was made with. Kept here alone: the closures above hold it
  /// weakly, so the work is cancelled when the hook is dropped or its owner released (B22).
  private var runner: AsyncCommitRunner?

  /// No hook: user changes apply at once.
  init() {}

  /// A hook the app answers by hand: `request` starts the work, the app answers through the
  /// owner's `completeCommit(_:with:)`, and `cancel` hears of withdrawn requests (B20).
  init(
    policy: ToggleCommitPolicy, savesBulkChanges: Bool = false,
    request: @escaping (Subject, ToggleCommitRequest) -> Void,
    cancel: @escaping (ToggleCommitRequest) -> Void
  ) {
    self.policy = policy
    self.request = request
    self.cancel = cancel
    self.savesBulkChanges = savesBulkChanges
  }

  /// A hook that runs the app's `work` as a task per request, with `timeout` (B19), and
  /// gives its answer to `complete`.
  ///
  /// `input` reads from the owner, as the save begins, what the work gets (the item, the
  /// change). Nothing here holds the owner while the work runs: an owner the app lets go is
  /// freed, its runner cancels the work, and no answer reaches anyone (B16, B22, C4).
  init<Owner: AnyObject, Input>(
    policy: ToggleCommitPolicy, timeout: Double, savesBulkChanges: Bool = false,
    owner: Owner,
    input: @escaping @MainActor (Owner, ToggleCommitRequest) -> Input?,
    work: @escaping @MainActor (Input) async throws -> Void,
    complete: @escaping @MainActor (Owner, ToggleCommitRequest, ToggleCommitOutcome) -> Void
  ) {
    let runner = AsyncCommitRunner(timeout: timeout)
    self.policy = policy
    self.savesBulkChanges = savesBulkChanges
    self.runner = runner
    // Weak here too: the hook is kept by its owner (B16, C4: a released owner is freed).
    self.request = { [weak owner, weak runner] _, request in
      // What the work gets is read as the save begins; the task holds only that.
      guard let owner, let runner, let value = input(owner, request) else { return }
      runner.start(
        request, work: { try await work(value) },
        finish: { [weak owner] request, outcome in
          if let owner { complete(owner, request, outcome) }
        })
    }
    self.cancel = { [weak runner] request in runner?.cancel(request) }
  }

  /// Whether user changes wait for the app's work: a policy and a request closure are set.
  var isSet: Bool { policy != nil && request != nil }
}
