extension ToggleTree {
  // MARK: The user (T2, T3, T5)

  /// A user's activation of `node` (a click, Space, a row's checkbox).
  ///
  /// A leaf flips. A parent sets its whole subtree: on from off or mixed, off from on, and
  /// off from mixed when every node it could turn on is on already (its disabled nodes keep
  /// it mixed). Disabled nodes keep their value. A node inside a section with a rule
  /// (``setRule(_:for:)``) follows it as a group member does (G2, G3): in a "choose one"
  /// section it takes the selection from its siblings. A section's own parent is activated
  /// as a "select all" over its children, refused when the rule forbids it (G6).
  ///
  /// Nothing happens for an unknown or disabled node, a veto (``shouldChange``), or an
  /// activation while a change is being told (B10).
  @inlinable
  public func activate(_ node: ID) {
    guard !isDelivering, !isWithdrawing, let number = number(of: node) else { return }
    if hasCommitHook {
      activateWithSave(number)
      return
    }
    var record = record(.user)
    if let shouldChange {
      guard let activation = core.planActivation(of: number),
        // The veto may change the tree: the activation goes ahead only as it was asked about.
        shouldChange(node, activation.target), number == self.number(of: node),
        core.planActivation(of: number) == activation
      else { return }
      core.apply(activation, to: number, into: &record)
    } else {
      core.activate(number, into: &record)
    }
    endSupersededEntries()
    deliver(record)
  }

  // MARK: Code (T2, G5)

  /// Sets a node's value from code: a parent's whole subtree takes it, disabled nodes
  /// included (code can set them, B6); an exclusive section of several children keeps its
  /// selection rather than turning every child on (G5). Setting a node on inside an
  /// exclusive section turns its siblings off. Observers hear it with cause programmatic.
  ///
  /// Returns false, changing nothing, for an unknown node, mixed (a node is mixed only by
  /// its children), a value the node has already, or a set from an observer that has
  /// answered its share of changes in one delivery (B10).
  @inlinable @discardableResult
  public func setValue(_ value: ToggleValue, for node: ID) -> Bool {
    guard let number = number(of: node) else { return false }
    return set(number, to: value)
  }

  /// Sets every node from code, as ``setValue(_:for:)`` sets a subtree: "select all" and
  /// "clear all" over the whole tree. False when nothing changed.
  @discardableResult
  public func setAll(_ value: ToggleValue) -> Bool {
    set(0, to: value)
  }

  @inlinable
  func set(_ number: Int, to value: ToggleValue) -> Bool {
    guard admitsChange, value != .mixed else { return false }
    // Code that changes a subtree a save waits on wins (B20); one that changes nothing (a
    // section it goes around, G5) leaves the saves running.
    if hasPendingSaves, core.value(at: number) != value, let trial = trialSet(number, to: value) {
      withdrawSaves(settingFromCode: number, changing: trial)
      // T6, B10: the withdrawn saves' observers may have removed the node meanwhile (its
      // identifier is then nil; numbers are never given again). The top node stays.
      guard number == 0 || ids[number] != nil else { return false }
    }
    var record = record(.programmatic)
    core.set(number, to: value, into: &record)
    endSupersededEntries()
    deliver(record)
    return record.hasChanges
  }

  /// What code's set of `number` would move, nil for nothing: tried on a copy of the
  /// tree's state, only while a save is pending.
  @usableFromInline
  func trialSet(_ number: Int, to value: ToggleValue) -> TreeRecord? {
    var trial = core
    var probe = TreeRecord(cause: .programmatic, records: true)
    trial.set(number, to: value, into: &probe)
    return probe.hasChanges ? probe : nil
  }
}
