extension ToggleTree {
  // MARK: Rows (L1-L4 and L7 for trees, T7)

  /// Binds a row's toggle to `node`: it shows the node's value at once, with no animation
  /// and no notification, and its activations activate the node (L1, L2). A row bound to
  /// another node or item leaves it first, so a recycled row is bound again with no unbind.
  /// Binding to a node the tree does not hold returns false and leaves the row unbound,
  /// showing off (L4).
  ///
  /// A tree row shows mixed for a parent whose children are mixed; after every change of
  /// the tree, every bound row shows its node's value, ancestors and descendants included.
  @discardableResult
  @_spi(ToggleKitTools) public func bind(_ row: ToggleCoordinator, to node: ID) -> Bool {
    if row.rowSource === self, let slot = row.rowSlot, number(of: node) == slot {
      // Bound again to the node it shows: a press in progress goes on.
      row.showBoundItem(
        core.value(at: slot), pending: isPending(number: slot), source: self, slot: slot,
        allowsMixed: true, showsAnotherItem: false, isEnabled: !core.flags[.disabled, slot])
      return true
    }
    unbind(row)
    // A row another source shows (a store's item) leaves it first: that source would go on
    // showing its changes on this row.
    if let other = row.rowSource, other !== self { other.unbind(row) }
    guard let number = number(of: node) else {
      showNothing(on: row)
      return false
    }
    rows.bind(row, to: number)
    row.showBoundItem(
      core.value(at: number), pending: isPending(number: number), source: self, slot: number,
      allowsMixed: true, isEnabled: !core.flags[.disabled, number])
    row.showLoadingItem(!loadingNodes.isEmpty && loadingNodes.contains(number))
    return true
  }

  /// Unbinds a row and shows it off, for a row its list gives no node of the tree (L4).
  @_spi(ToggleKitTools) public func showNothing(on row: ToggleCoordinator) {
    unbind(row)
    row.showBoundItem(.off, pending: false, source: nil, slot: nil, isEnabled: false)
  }

  /// Unbinds a row (its list reused it, or dropped it); it keeps its look.
  @_spi(ToggleKitTools) public func unbind(_ row: ToggleCoordinator) {
    // A row showing nothing (L4) belongs to no source: any may make it a plain toggle again.
    guard row.rowSource === self else {
      if row.rowSource == nil { row.unbindRow() }
      return
    }
    if let slot = row.rowSlot { rows.unbind(row, from: slot) }
    row.unbindRow()
  }

  /// The node a row shows, if it is bound to one of this tree's.
  @_spi(ToggleKitTools) public func node(shownBy row: ToggleCoordinator) -> ID? {
    guard row.rowSource === self, let slot = row.rowSlot else { return nil }
    return ids[slot]
  }

  /// How many rows are bound now.
  @_spi(ToggleKitTools) public var boundRowCount: Int { rows.count(boundTo: self) }

  /// What a user's activation of `node` would set it to now; nil when it would change
  /// nothing (an unknown or disabled node, a rule that refuses it, a parent whose nodes
  /// that could move are all disabled, T3). For toolkits that keep a
  /// switch of their own (SwiftUI's `Toggle`), to activate only when the outcome is the one
  /// the user asked for.
  @_spi(ToggleKitTools) public func activationTarget(of node: ID) -> ToggleValue? {
    guard let number = number(of: node), let activation = core.planActivation(of: number),
      // A mixed parent whose nodes that could move are all disabled plans a move to off
      // that moves nothing: a switch showing on for it would spring back (iOS review).
      core.wouldChange(activation, at: number)
    else { return nil }
    return activation.target
  }

  /// Whether a user's activation of `node` would be absorbed now, changing nothing: a save
  /// runs on the subtree it would set, above it, or below it (T10), or a change is being
  /// told (B10). False for a node the tree does not hold. For toolkits whose switch moves
  /// itself (SwiftUI's `Toggle`), to take no tap rather than spring back.
  @_spi(ToggleKitTools) public func absorbsActivation(of node: ID) -> Bool {
    guard let number = number(of: node) else { return false }
    return isDelivering || isWithdrawing || (hasPendingSaves && waitsForSave(saveRoot(of: number)))
  }

  /// A row showing a node was activated: the node is activated as the user's (T2), every
  /// bound row shows the outcome, and the row sends its tap action last (B9).
  @_spi(ToggleKitTools) public func rowDidActivate(
    _ row: ToggleCoordinator, from source: ActivationSource
  ) {
    guard row.rowSource === self, let slot = row.rowSlot, let node = ids[slot] else { return }
    // Absorbed whole, with no tap action: while a change is told (B10), or while a save
    // waits on the subtree the activation would set (B18, T10).
    guard !isDelivering, !isWithdrawing, !hasPendingSaves || !waitsForSave(saveRoot(of: slot))
    else { return }
    let previous = activatingRow
    activatingRow = row
    activate(node)
    activatingRow = previous
    row.sendPrimaryActionForRow(source)
  }

  /// Code set a row's value: the node the row shows takes it, from code (B2).
  @_spi(ToggleKitTools) public func rowWasSet(
    _ row: ToggleCoordinator, to value: ToggleValue, animated: Bool
  ) -> Bool {
    guard row.rowSource === self, let slot = row.rowSlot, let node = ids[slot] else { return false }
    return setValue(value, for: node)
  }

  /// Shows every bound row its node's value and pending state after a change; the
  /// activated row's change is the user's, with its haptic (when the change is made, or its
  /// save starts) and its notifications (when it stands), every other row's is code's (L1).
  /// Rows of nodes that left the tree are unbound and keep their look.
  func showRows(after record: TreeRecord, phase: ToggleChange.Phase = .committed) {
    for (slot, row) in rows.all() {
      // A handler told of an earlier row may have bound this one elsewhere meanwhile.
      guard row.rowSource === self, row.rowSlot == slot else { continue }
      guard core.liveBits[slot] else {
        unbind(row)
        continue
      }
      let value = core.value(at: slot)
      let pending = isPending(number: slot)
      guard row.value != value else {
        if row.isPending != pending {
          row.showBoundItem(
            value, pending: pending, source: self, slot: slot, allowsMixed: true,
            showsAnotherItem: false, isEnabled: !core.flags[.disabled, slot])
        }
        continue
      }
      // Only while the activation is carried out: its change, or its save's start.
      let isUsers = record.cause == .user && row === activatingRow
      row.showItemChange(
        ToggleChange(
          from: row.value, to: value, cause: isUsers ? .user : .programmatic, phase: phase),
        shownValue: value, pending: pending, notifiesUser: isUsers && phase == .committed,
        playsHaptic: isUsers)
    }
  }
}
