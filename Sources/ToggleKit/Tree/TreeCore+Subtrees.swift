extension TreeCore {
  /// Who a subtree set is for: the user's skips disabled nodes and sections whose rule
  /// forbids the value (T3, T5); code's skips only exclusive sections it cannot fill (G5);
  /// a restore skips nothing: it puts back a pattern the tree had (T8).
  enum Setter: Sendable {
    case user
    case code
    case restore
  }

  /// What a user's activation of a node does, decided before the veto is asked (B5).
  @usableFromInline
  enum Activation: Sendable, Hashable {
    /// A child of a section with a rule takes `target`; with `clearsOthers`, its siblings
    /// that are on or mixed go off first (G2, G4).
    case inSection(target: ToggleValue, clearsOthers: Bool)
    /// The node's subtree takes `target` (T2).
    case subtree(target: ToggleValue)

    @usableFromInline var target: ToggleValue {
      switch self {
      case .inSection(let target, _), .subtree(let target): target
      }
    }
  }

  // MARK: The user (T2, T3, T5)

  /// What activating `node` would do; nil when nothing would (disabled, or refused by its
  /// section's rule or its own).
  @usableFromInline
  mutating func planActivation(of node: Int) -> Activation? {
    guard !flags[.disabled, node] else { return nil }
    materialize(node)
    let current = stored(node)
    let parent = Int(links[node].parent)
    if let rule = rule(at: parent) {
      // T2: a mixed child goes off when no node its tap could turn on is off; its section's
      // rule then decides (G2, G3).
      let proposed: ToggleValue? =
        current == .mixed && !canChange(node, toward: .on, under: nil, checkingOwnRule: false)
        ? .off : nil
      guard
        case .moves(let target, let clearsOthers) = rule.activating(
          current, onCount: onChildren(parent), toward: proposed)
      else { return nil }
      return .inSection(target: target, clearsOthers: clearsOthers)
    }
    // G6: where a parent goes is decided by what its tap could move, disabled nodes and
    // the sections below it gone around; its own rule then refuses the tap or not, as a
    // group's and a store's counts refuse their "select all".
    let target = SelectionRule.bulkTarget(
      from: current, canTurnOn: canChange(node, toward: .on, under: nil, checkingOwnRule: false),
      canTurnOff: canChange(node, toward: .off, under: nil, checkingOwnRule: false))
    guard allowsOwnRule(node, toward: target, .user) else { return nil }
    return .subtree(target: target)
  }

  /// Plans and carries out a user's activation of `node` in one go, for a tree with no
  /// veto to ask; false when nothing happens.
  @usableFromInline
  mutating func activate(_ node: Int, into record: inout TreeRecord) {
    guard let activation = planActivation(of: node) else { return }
    apply(activation, to: node, into: &record)
  }

  /// Whether an activation planned for `node` would change any node: a parent whose nodes
  /// that could change are disabled would not (T3), and then no save starts for it.
  func wouldChange(_ activation: Activation, at node: Int) -> Bool {
    switch activation {
    case .subtree(let target):
      return canChange(node, toward: target, under: nil)
    case .inSection(let target, let clearsOthers):
      if canChange(node, toward: target, under: nil) { return true }
      guard clearsOthers else { return false }
      // A sibling that is not off goes off, disabled or not (setInSection).
      return childNumbers(of: Int(links[node].parent)).contains {
        $0 != node && stored($0) != .off
      }
    }
  }

  /// Carries out an activation planned for `node`.
  @usableFromInline
  mutating func apply(_ activation: Activation, to node: Int, into record: inout TreeRecord) {
    materialize(node)
    switch activation {
    case .inSection(let target, let clearsOthers):
      setInSection(
        node, parent: Int(links[node].parent), toward: target, clearsOthers, by: .user,
        into: &record)
    case .subtree(let target):
      let (old, new) = setSubtreeNoting(node, to: target, by: .user, into: &record)
      propagate(from: node, old, new, into: &record)
    }
  }

  /// A node of a section with a rule moves, and its siblings as the rule says (G2, G4: the
  /// siblings turned off first); the section is then derived again. The siblings go off
  /// disabled or not: the rule turns them off, not the user (G2, L7), as a store's and a
  /// group's exclusive activation does.
  private mutating func setInSection(
    _ node: Int, parent: Int, toward target: ToggleValue, _ clearsOthers: Bool, by setter: Setter,
    into record: inout TreeRecord
  ) {
    let number = Int(links[parent].number)
    if clearsOthers { clearSiblings(of: node, in: parent, includingMixed: true, into: &record) }
    let (old, new) = setSubtreeNoting(node, to: target, by: setter, into: &record)
    counts.replace(old, with: new, in: number)
    rederive(parent, into: &record)
  }

  // MARK: Code (T2, G5)

  /// Sets a node's subtree from code; on inside an exclusive section turns its siblings off
  /// (G5). Nothing happens for a node that has the value already.
  @usableFromInline
  mutating func set(_ node: Int, to value: ToggleValue, into record: inout TreeRecord) {
    materialize(node)
    guard stored(node) != value else { return }
    let parent = Int(links[node].parent)
    if parent >= 0, value == .on, case .exclusive = rule(at: parent)?.mode {
      setInSection(node, parent: parent, toward: .on, true, by: .code, into: &record)
    } else {
      let (old, new) = setSubtreeNoting(node, to: value, by: .code, into: &record)
      propagate(from: node, old, new, into: &record)
    }
  }

  // MARK: Subtrees

  /// Sets `node`'s subtree to `value`, going around what `setter` may not change; returns
  /// the node's value before and after. No node above `node` may be marked.
  ///
  /// A subtree with nothing to go around is marked, not walked (T2): its nodes take the
  /// value when something below is next touched.
  mutating func setSubtree(
    _ node: Int, to value: ToggleValue, by setter: Setter, into record: inout TreeRecord
  ) -> (ToggleValue, ToggleValue) {
    let old = stored(node)
    // A parent on has every node below on, and one off has every node off: nothing to do.
    if old == value { return (old, old) }
    if setter == .user, flags[.disabled, node] { return (old, old) }
    let number = Int(links[node].number)
    if number < 0 || childLists[number].count == 0 {
      // The hidden top node over no nodes is off: there is nothing to set.
      guard node != 0 else { return (old, old) }
      write(value, at: node)
      record.set(node, old, value)
      return (old, value)
    }
    guard allowsOwnRule(node, toward: value, setter) else { return (old, old) }
    if flags[.marked, node] { spread(node) }
    if !flags[.irregular, node], rule(at: node) == nil {
      write(value, at: node)
      flags[.marked, node] = true
      record.set(node, old, value)
      return (old, value)
    }
    let children = childLists[number]
    for index in 0..<Int(children.count) {
      let child = children.child(at: index)
      let (childOld, childNew) = setSubtree(child, to: value, by: setter, into: &record)
      counts.replace(childOld, with: childNew, in: number)
    }
    let new = derived(node)
    write(new, at: node)
    if new != old { record.derived(node, old, new) }
    return (old, new)
  }

  /// Whether a section's own rule lets `setter` set all its children to `value` (G5, G6);
  /// `shown` is the value a mark above gives the node's children, nil when none does.
  func allowsOwnRule(
    _ node: Int, toward value: ToggleValue, _ setter: Setter, under shown: ToggleValue? = nil
  ) -> Bool {
    // A rule is over children: a node that has none is a leaf, and flips.
    guard let rule = rule(at: node), childCount(node) > 0 else { return true }
    let children = childNumbers(of: node)
    switch setter {
    case .restore:
      return true
    case .code:
      return value == .off || rule.allowsSettingAllOn(count: children.count)
    case .user:
      let marked = shown ?? (flags[.marked, node] ? stored(node) : nil)
      let values = children.map { (enabled: !flags[.disabled, $0], value: marked ?? stored($0)) }
      let onCount = values.filter { $0.value == .on }.count
      let enabledOn = values.filter { $0.enabled && $0.value == .on }.count
      let enabledOff = values.filter { $0.enabled && $0.value != .on }.count
      return rule.allowsBulk(
        toward: value, onCount: onCount, changeableOff: enabledOff, changeableOn: enabledOn)
    }
  }

  /// Whether the user's set of `node`'s subtree toward `value` would change any node;
  /// `shown` is the value a mark above gives the node, nil when none does. Reads only.
  func canChange(
    _ node: Int, toward value: ToggleValue, under shown: ToggleValue?,
    checkingOwnRule: Bool = true
  ) -> Bool {
    let current = shown ?? stored(node)
    if current == value || flags[.disabled, node] { return false }
    let number = Int(links[node].number)
    if number < 0 || childLists[number].count == 0 { return true }
    if checkingOwnRule, !allowsOwnRule(node, toward: value, .user, under: shown) { return false }
    if !flags[.irregular, node], rule(at: node) == nil { return true }
    let marked: ToggleValue? = shown ?? (flags[.marked, node] ? current : nil)
    let children = childLists[number]
    return (0..<Int(children.count)).contains {
      canChange(children.child(at: $0), toward: value, under: marked)
    }
  }
}
