extension ToggleStore {
  /// Sets the store from code to a stored selection (L8): the listed items on and every
  /// other item off, told as one change, as a selection saved from ``selection`` is put
  /// back at launch.
  ///
  /// Disabled items take it too (code may set them, B6), and a multiple store's minimum and
  /// maximum do not hold code back (G5). Mixed items go off unless listed. `onChange` hears
  /// one change, cause programmatic, listing each item that moved, those turned off first;
  /// rows showing a changed item update without animation. Every pending save is withdrawn
  /// before that, as code's change withdraws it (B20): told cancelled, and an optimistic
  /// save's items put back, each its own change.
  ///
  /// Returns the listed identifiers left out, in the order given: those the store does not
  /// hold (items gone since the selection was saved), repeats, and in an exclusive store
  /// every item after the first it holds, since code cannot turn two of its items on (G5).
  /// Empty when the whole selection applied. Unlike a tree's restore (T8), it keeps nothing
  /// for items to come: a store's items are the app's own list, so insert them first. An observer that has answered its share of
  /// changes in one delivery (B10) changes nothing, and gets every identifier back.
  ///
  /// ```swift
  /// UserDefaults.standard.set(store.selection, forKey: "sources")
  /// store.restore(UserDefaults.standard.stringArray(forKey: "sources") ?? [])
  /// ```
  @discardableResult
  public func restore(_ selection: some Sequence<ID>) -> [ID] {
    beginOperation()
    defer { endOperation() }
    let listed = Array(selection)
    guard admitsChangeFromObserver else { return listed }
    // Withdrawn before the items are looked up: the observers told of it may insert or
    // remove items, and the selection applies to the store they leave.
    cancelAllSaves()
    var leftOut: [ID] = []
    var chosen: [Int] = []
    var isChosen = PackedBits()
    for item in listed {
      guard let slot = slots.slot(of: item), !isChosen[slot] else {
        leftOut.append(item)
        continue
      }
      if case .exclusive = mode, !chosen.isEmpty {
        leftOut.append(item)
        continue
      }
      chosen.append(slot)
      isChosen[slot] = true
    }
    // Off first, as an exclusive store tells its pair (L5): no observer sees more items on
    // than the selection has.
    var moved: [(slot: Int, old: ToggleValue, new: ToggleValue)] = []
    for slot in on.indices where !isChosen[slot] { moved.append((slot, .on, .off)) }
    for slot in mixed.sorted() where !isChosen[slot] { moved.append((slot, .mixed, .off)) }
    for slot in chosen where !on[slot] { moved.append((slot, value(at: slot), .on)) }
    guard !moved.isEmpty else { return leftOut }
    for part in moved { write(part.new, at: part.slot) }
    tell(moved, cause: .programmatic, phase: .committed, animated: false)
    return leftOut
  }
}
