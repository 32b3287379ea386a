/// Hands each change to every live subscriber of a toggle's change stream (B15).
///
/// A subscriber whose stream ended is dropped the next time a change is sent,
/// so no lock is needed: its one owner, a ``ToggleCoordinator``, uses it on the main actor.
final class ChangeBroadcaster {
  private var continuations: [AsyncStream<ToggleChange>.Continuation] = []

  /// A new stream that receives every change sent from now on, in order, unbounded.
  func makeStream() -> AsyncStream<ToggleChange> {
    // The closure form, not `makeStream(of:)`: the iOS 16 SDK's standard library predates it.
    var captured: AsyncStream<ToggleChange>.Continuation?
    let stream = AsyncStream<ToggleChange> { captured = $0 }
    if let captured { continuations.append(captured) }
    return stream
  }

  func send(_ change: ToggleChange) {
    guard !continuations.isEmpty else { return }
    continuations.removeAll { continuation in
      if case .terminated = continuation.yield(change) { return true }
      return false
    }
  }

  deinit {
    // The toggle went away: readers' loops end instead of waiting forever.
    for continuation in continuations { continuation.finish() }
  }

  var subscriberCount: Int { continuations.count }
}
