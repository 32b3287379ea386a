import Testing

@testable import ToggleKit

/// The save ledger as a value (B17-B22): what each step of a save's life does is decided
/// here once, for every owner that keeps one, whatever the owner moves.
@Suite("B17-B22 The save ledger decides each step of a save's life")
struct SaveLedgerTests {
  /// A save of nothing in particular: the ledger reads only its request.
  struct Plain: SaveRecord {
    let request: ToggleCommitRequest
    let key: String
  }

  static func begin(
    _ ledger: inout SaveLedger<Plain>, _ key: String, _ policy: ToggleCommitPolicy
  ) -> ToggleCommitRequest {
    let request = ledger.makeRequest(proposed: .on, previous: .off, policy: policy)
    ledger.begin(Plain(request: request, key: key))
    return request
  }

  @Test("B17: an optimistic save shows its proposal at once, a confirmed one nothing yet")
  func opening() {
    #expect(
      SaveLedger<Plain>.opening(.optimistic)
        == .init(showsProposal: true, phase: .pending(.optimistic)))
    #expect(
      SaveLedger<Plain>.opening(.confirmed)
        == .init(showsProposal: false, phase: .pending(.confirmed)))
  }

  @Test(
    "B19: success carries out a confirmed proposal only; failure puts back an optimistic one only")
  func settlements() {
    var ledger = SaveLedger<Plain>()
    let optimistic = Self.begin(&ledger, "a", .optimistic)
    let confirmed = Self.begin(&ledger, "b", .confirmed)
    #expect(ledger.count == 2 && optimistic.id != confirmed.id)
    let failure = ToggleCommitFailure(reason: .failed, message: "offline")
    guard
      case .rollBack(let record, let told, let putsBack)? =
        ledger.settle(optimistic, with: .failure(failure))
    else {
      Issue.record("a failure rolls back")
      return
    }
    #expect(record.key == "a" && told == failure && putsBack)
    guard case .commit(let committed, let carriesOut)? = ledger.settle(confirmed, with: .success)
    else {
      Issue.record("a success commits")
      return
    }
    #expect(committed.key == "b" && carriesOut)
    #expect(ledger.isEmpty)
  }

  @Test("B20: an answer to a request that is not pending changes nothing, a stale copy included")
  func staleAnswers() {
    var ledger = SaveLedger<Plain>()
    let request = Self.begin(&ledger, "a", .optimistic)
    let stale = ToggleCommitRequest(
      id: request.id, proposedValue: .off, previousValue: .on, policy: .optimistic)
    #expect(ledger.settle(stale, with: .success) == nil)
    #expect(ledger.isPending(request))
    #expect(ledger.settle(request, with: .success) != nil)
    #expect(ledger.settle(request, with: .success) == nil, "answered once")
    #expect(!ledger.isPending(request))
  }

  @Test("B20: withdrawals run oldest first, and only an optimistic save has values to put back")
  func withdrawals() {
    var ledger = SaveLedger<Plain>()
    var requests: [ToggleCommitRequest] = []
    for (key, policy) in [
      ("c", ToggleCommitPolicy.confirmed), ("a", .optimistic), ("b", .optimistic),
    ] {
      requests.append(Self.begin(&ledger, key, policy))
    }
    let withdrawn = ledger.withdraw { $0.key != "a" }
    #expect(withdrawn.map(\.record.key) == ["c", "b"])
    #expect(withdrawn.map(\.putsBack) == [false, true])
    #expect(ledger.count == 1 && ledger.isPending(requests[1]))
    #expect(ledger.withdraw(requests[0]) == nil, "withdrawn once")
    #expect(ledger.withdraw(requests[1])?.putsBack == true)
    #expect(ledger.invariantViolations.isEmpty)
  }
}
