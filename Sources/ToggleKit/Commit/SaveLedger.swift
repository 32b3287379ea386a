/// A save an owner waits on, as its ledger keeps it: the request the app answers, and
/// whatever the owner needs to carry out the steps (what it moves, its pattern before).
protocol SaveRecord {
  /// The request the app's work answers.
  var request: ToggleCommitRequest { get }
}

/// A toggle's save is its request alone: what it moves is the toggle's own value.
extension ToggleCommitRequest: SaveRecord {
  var request: ToggleCommitRequest { self }
}

/// The saves an owner waits on, and what each step of their life does (B17-B22): decided
/// here once, for a toggle, a group's change and each member it moves, a store's items and
/// its bulk changes and a tree's subtrees, and only
/// carried out by the owner, as swift-async-algorithms' `BufferedChannelStateMachine`
/// decides a channel's life and its storage carries the actions out.
///
/// - Begin (B17): a new request; under the optimistic policy the proposal shows at once
///   (``Opening/showsProposal``), under the confirmed one nothing moves yet; the change is
///   told pending, and the app's work is asked only if the save is still pending then (an
///   observer told of it may have withdrawn it, B10, B20).
/// - Settle (B19): success keeps an optimistic proposal and carries out a confirmed one;
///   failure or a timeout puts an optimistic proposal back and leaves a confirmed one unmade;
///   either is told from the proposal back (``ToggleChange/Phase/rolledBack(_:)``), and the
///   error feedback is given once.
/// - Withdraw (B20, B22, L4): code won, the owner's shape changed, or the hook went: the
///   save is told cancelled, as code's change, and an optimistic proposal goes back. A store
///   and a tree tell the hook last, once the values are back, while user activations are
///   absorbed; a toggle tells its hook first, before its own observers, who may set it again.
///
/// Saves are kept in the order they began: withdrawals run oldest first.
struct SaveLedger<Record: SaveRecord> {
  /// What a save's beginning shows (B17).
  struct Opening: Sendable, Equatable {
    /// Whether the proposal shows at once: the optimistic policy's; the confirmed one
    /// shows nothing until the work succeeds.
    let showsProposal: Bool
    /// The phase the change is told in.
    let phase: ToggleChange.Phase
  }

  /// What an answer does (B19).
  enum Settlement {
    /// The work succeeded: a confirmed proposal is carried out now (`carriesOut`); told
    /// committed.
    case commit(Record, carriesOut: Bool)
    /// The work failed or timed out: an optimistic proposal is put back (`putsBack`); a
    /// confirmed one moved nothing. Told rolled back, from the proposal to the value before,
    /// with the error feedback given once.
    case rollBack(Record, ToggleCommitFailure, putsBack: Bool)

    /// The save that ended.
    var record: Record {
      switch self {
      case .commit(let record, _), .rollBack(let record, _, _): record
      }
    }
  }

  /// What withdrawing a save does (B20): told cancelled as code's change, its optimistic
  /// proposal put back (`putsBack`), then the hook told, last.
  struct Withdrawal {
    let record: Record
    let putsBack: Bool
  }

  /// The pending saves, by request number; numbers grow, so their order is the order the
  /// saves began.
  private(set) var records: [UInt64: Record] = [:]
  private var lastRequestID: UInt64 = 0

  /// Whether no save is pending.
  var isEmpty: Bool { records.isEmpty }

  /// How many saves are pending.
  var count: Int { records.count }

  /// The pending save `request` began, if it is pending: an answer to another request with
  /// the same number (a stale copy) finds none.
  subscript(request: ToggleCommitRequest) -> Record? {
    guard let record = records[request.id], record.request == request else { return nil }
    return record
  }

  /// The pending save whose request has number `id`.
  subscript(id id: UInt64) -> Record? { records[id] }

  /// Whether some pending save matches.
  func contains(where matches: (Record) -> Bool) -> Bool {
    records.values.contains(where: matches)
  }

  /// The oldest pending save: for an owner that keeps one at most (a toggle), its save.
  var oldest: Record? {
    // Read on every tap of a toggle (whether it is pending): no walk when none is.
    guard !records.isEmpty else { return nil }
    return records.min { $0.key < $1.key }?.value
  }

  /// The pending saves, oldest first.
  var inOrder: [Record] {
    records.keys.sorted().map { records[$0]! }
  }

  // MARK: Begin (B17)

  /// A new request for a save of `previous` to `proposed` under `policy`.
  mutating func makeRequest(
    proposed: ToggleValue, previous: ToggleValue, policy: ToggleCommitPolicy
  ) -> ToggleCommitRequest {
    lastRequestID &+= 1
    return ToggleCommitRequest(
      id: lastRequestID, proposedValue: proposed, previousValue: previous, policy: policy)
  }

  /// What beginning a save under `policy` shows, before it is kept (``begin(_:)``).
  static func opening(_ policy: ToggleCommitPolicy) -> Opening {
    Opening(showsProposal: policy == .optimistic, phase: .pending(policy))
  }

  /// Keeps a save that began; the owner tells it pending, then asks the work if
  /// ``isPending(_:)`` still says so.
  mutating func begin(_ record: Record) {
    precondition(records[record.request.id] == nil, "a request begins once")
    records[record.request.id] = record
  }

  /// Keeps a save whose request another ledger numbered: a group change, numbered by the
  /// member whose work saves it, which the group and each member the change moves keep too
  /// (G8). Numbers given here later stay above it.
  mutating func adopt(_ record: Record) {
    lastRequestID = max(lastRequestID, record.request.id)
    begin(record)
  }

  /// Whether `request` is still waiting for its answer.
  func isPending(_ request: ToggleCommitRequest) -> Bool { self[request] != nil }

  // MARK: Settle (B19)

  /// Ends the save `request` began with `outcome`, and says what the owner does; nil for a
  /// request that is not pending (answered, withdrawn), which changes nothing (B20).
  mutating func settle(_ request: ToggleCommitRequest, with outcome: ToggleCommitOutcome)
    -> Settlement?
  {
    guard let record = self[request] else { return nil }
    records[request.id] = nil
    switch outcome {
    case .success:
      return .commit(record, carriesOut: request.policy == .confirmed)
    case .failure(let failure):
      return .rollBack(record, failure, putsBack: request.policy == .optimistic)
    }
  }

  // MARK: Withdraw (B20)

  /// Ends every pending save `matches` picks, oldest first, and says what the owner does
  /// for each. The owner carries each out whole before the next: telling one may run app
  /// code that ends others, which ``isPending(_:)`` then tells it.
  mutating func withdraw(where matches: (Record) -> Bool) -> [Withdrawal] {
    var withdrawn: [Withdrawal] = []
    for id in records.keys.sorted() {
      guard let record = records[id], matches(record) else { continue }
      records[id] = nil
      withdrawn.append(
        Withdrawal(record: record, putsBack: record.request.policy == .optimistic))
    }
    return withdrawn
  }

  /// Ends the one save `request` began, if pending.
  mutating func withdraw(_ request: ToggleCommitRequest) -> Withdrawal? {
    guard let record = self[request] else { return nil }
    records[request.id] = nil
    return Withdrawal(record: record, putsBack: request.policy == .optimistic)
  }

  // MARK: Invariants

  /// What is wrong with the ledger; empty when nothing is. Each record is kept under its
  /// own request's number, and no number is past the last one given.
  var invariantViolations: [String] {
    records.compactMap { id, record in
      if record.request.id != id { return "save \(id) is kept under another number" }
      if id > lastRequestID { return "save \(id) was never given" }
      return nil
    }
  }
}
