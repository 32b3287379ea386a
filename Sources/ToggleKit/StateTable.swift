/// Values set per control state, resolved the same way by every toolkit (B11).
///
/// Use one table per property of the look: images, titles, colours. A lookup
/// for a state that has no value walks ``ControlState/resolutionOrder`` and
/// returns the first value set, or `nil` when nothing on the way is set.
public struct StateTable<Value> {
  private var values: [ControlState: Value] = [:]

  /// Creates an empty table.
  public init() {}

  /// The value set for exactly this state, or `nil`; setting `nil` removes it.
  public subscript(exactly state: ControlState) -> Value? {
    get { values[state] }
    set { values[state] = newValue }
  }

  /// The value to show in `state`, following the B11 fallbacks.
  public func resolve(_ state: ControlState) -> Value? {
    for candidate in state.resolutionOrder {
      if let value = values[candidate] { return value }
    }
    return nil
  }

  /// The states that have a value of their own.
  public var explicitStates: Set<ControlState> { Set(values.keys) }

  /// Whether no state has a value.
  public var isEmpty: Bool { values.isEmpty }
}

extension StateTable: Sendable where Value: Sendable {}
extension StateTable: Equatable where Value: Equatable {}
