/// Values set per control state, resolved the same way by every toolkit (B11).
///
/// Use one table per property of the look: images, titles, colours. A lookup
/// for a state that has no value walks ``ControlState/resolutionOrder`` and
/// returns the first value set, or `nil` when nothing on the way is set.
///
/// Lookups index a fixed table of the 32 combinations of the five conditions,
/// so resolving a look allocates nothing and hashes nothing: it runs on every
/// press and release. Bits of ``ControlState`` outside the five known
/// conditions are ignored.
public struct StateTable<Value> {
  @usableFromInline static var slotCount: Int { 32 }
  @usableFromInline static var knownBits: UInt8 { 0b1_1111 }

  /// Empty until the first value is set; then one slot per combination.
  @usableFromInline var slots: [Value?] = []

  /// Creates an empty table.
  @inlinable public init() {}

  /// The value set for exactly this state, or `nil`; setting `nil` removes it.
  @inlinable public subscript(exactly state: ControlState) -> Value? {
    get { slots.isEmpty ? nil : slots[Self.index(state)] }
    set {
      if slots.isEmpty {
        guard newValue != nil else { return }
        slots = Array(repeating: nil, count: Self.slotCount)
      }
      slots[Self.index(state)] = newValue
    }
  }

  /// The value to show in `state`, following the B11 fallbacks.
  ///
  /// Inlinable so that each client specialises it for its value type: unspecialised
  /// generic code would look up type metadata on every press.
  @inlinable public func resolve(_ state: ControlState) -> Value? {
    guard !slots.isEmpty else { return nil }
    var current = ControlState(rawValue: state.rawValue & Self.knownBits)
    if let value = slots[Int(current.rawValue)] { return value }
    // The same walk as `resolutionOrder`, without building the array.
    for dropped in ControlState.fallbackDrops where !current.isDisjoint(with: dropped) {
      current.subtract(dropped)
      if let value = slots[Int(current.rawValue)] { return value }
    }
    return current == .normal ? nil : slots[0]
  }

  /// The state whose own value ``resolve(_:)`` returns for `state`, or `nil` when nothing on the way is set.
  public func resolvedState(_ state: ControlState) -> ControlState? {
    guard !slots.isEmpty else { return nil }
    var current = ControlState(rawValue: state.rawValue & Self.knownBits)
    if slots[Int(current.rawValue)] != nil { return current }
    for dropped in ControlState.fallbackDrops where !current.isDisjoint(with: dropped) {
      current.subtract(dropped)
      if slots[Int(current.rawValue)] != nil { return current }
    }
    return slots[0] != nil ? .normal : nil
  }

  /// The states that have a value of their own.
  // Inlinable, as `isEmpty` is: unspecialised, each generic walk cost a new GTK toggle about
  // 2,000 instructions for a table that is almost always empty.
  @inlinable public var explicitStates: Set<ControlState> {
    guard !slots.isEmpty else { return [] }
    return Set(slots.indices.filter { slots[$0] != nil }.map { ControlState(rawValue: UInt8($0)) })
  }

  /// Whether no state has a value.
  @inlinable public var isEmpty: Bool { slots.allSatisfy { $0 == nil } }

  @inlinable static func index(_ state: ControlState) -> Int {
    Int(state.rawValue & knownBits)
  }
}

extension StateTable: Sendable where Value: Sendable {}

extension StateTable: Equatable where Value: Equatable {
  /// Tables are equal when every state has the same explicit value.
  ///
  /// Inlinable, and comparing the slots at once: a GTK row compares its colour tables on
  /// every rebind, and the unspecialised generic walk cost a list of 100,000 rows an eighth
  /// of its scrolling time.
  @inlinable public static func == (lhs: StateTable, rhs: StateTable) -> Bool {
    switch (lhs.slots.isEmpty, rhs.slots.isEmpty) {
    case (true, true): true
    case (false, false): lhs.slots == rhs.slots
    case (true, false): rhs.slots.allSatisfy { $0 == nil }
    case (false, true): lhs.slots.allSatisfy { $0 == nil }
    }
  }
}
