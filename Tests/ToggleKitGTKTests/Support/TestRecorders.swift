#if os(Linux)
  /// Signal names in the order they were emitted.
  @MainActor
  final class SignalOrder {
    var names: [String] = []
  }

  /// A count a signal handler can change.
  @MainActor
  final class Counter {
    var count = 0
  }
#endif
