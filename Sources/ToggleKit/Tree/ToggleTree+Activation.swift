extension ToggleTree {
  /// Who a subtree set is for: the user's skips disabled nodes and sections whose rule
  /// forbids the value (T3, T5); code's skips only exclusive sections it cannot fill (G5);
  /// a restore skips nothing: it puts back a pattern the tree had (T8).
  enum Setter {
    case user
    case code
    case restore
  }

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
  public func activate(_ node: ID) {
    guard !isTelling, let number = number(of: node), !disabledBits[number] else { return }
    materialize(number)
    let current = stored(number)
    let parent = Int(parentOf[number])
    var batch = batch(.user)
    if let rule = rules[Int32(parent)] {
      guard
        case .moves(let target, let clearsOthers) =
          rule.activating(current, onCount: counts[Int(parentNumber[parent])].on),
        shouldChange?(node, target) ?? true
      else { return }
      activateInSection(number, parent: parent, toward: target, clearsOthers, into: &batch)
    } else {
      var target: ToggleValue = current == .on ? .off : .on
      if target == .on, current == .mixed, !canChange(number, toward: .on, under: nil) {
        target = .off
      }
      guard shouldChange?(node, target) ?? true, allowsOwnRule(number, toward: target, .user) else {
        return
      }
      let (old, new) = setSubtree(number, to: target, by: .user, into: &batch)
      propagate(from: number, old, new, into: &batch)
    }
    deliver(batch)
  }

  /// A node of a section with a rule moves, and its siblings as the rule says (G2, G4: the
  /// siblings turned off first).
  private func activateInSection(
    _ node: Int, parent: Int, toward target: ToggleValue, _ clearsOthers: Bool,
    by setter: Setter = .user, into batch: inout Batch
  ) {
    let number = Int(parentNumber[parent])
    if clearsOthers {
      for sibling in childNumbers(of: parent) where sibling != node && stored(sibling) != .off {
        let (old, new) = setSubtree(sibling, to: .off, by: setter, into: &batch)
        counts.replace(old, with: new, in: number)
      }
    }
    let (old, new) = setSubtree(node, to: target, by: setter, into: &batch)
    counts.replace(old, with: new, in: number)
    rederive(parent, into: &batch)
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
  @discardableResult
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

  private func set(_ number: Int, to value: ToggleValue) -> Bool {
    guard admitsChange, value != .mixed else { return false }
    materialize(number)
    guard stored(number) != value else { return false }
    var batch = batch(.programmatic)
    let parent = Int(parentOf[number])
    if parent >= 0, value == .on, case .exclusive = rules[Int32(parent)]?.mode {
      activateInSection(number, parent: parent, toward: .on, true, by: .code, into: &batch)
    } else {
      let (old, new) = setSubtree(number, to: value, by: .code, into: &batch)
      propagate(from: number, old, new, into: &batch)
    }
    deliver(batch)
    return !batch.isEmpty
  }

  // MARK: Subtrees

  /// Sets `node`'s subtree to `value`, going around what `setter` may not change; returns
  /// the node's value before and after. No node above `node` may be marked.
  ///
  /// A subtree with nothing to go around is marked, not walked (T2): its nodes take the
  /// value when something below is next touched.
  func setSubtree(_ node: Int, to value: ToggleValue, by setter: Setter, into batch: inout Batch)
    -> (ToggleValue, ToggleValue)
  {
    let old = stored(node)
    // A parent on has every node below on, and one off has every node off: nothing to do.
    if old == value { return (old, old) }
    if setter == .user, disabledBits[node] { return (old, old) }
    let number = Int(parentNumber[node])
    if number < 0 || childLists[number].count == 0 {
      // The hidden top node over no nodes is off: there is nothing to set.
      guard node != 0 else { return (old, old) }
      write(value, at: node)
      batch.set(ids[node], old, value)
      return (old, value)
    }
    guard allowsOwnRule(node, toward: value, setter) else { return (old, old) }
    if taggedBits[node] { spread(node) }
    if !irregularBits[node], rules[Int32(node)] == nil {
      write(value, at: node)
      taggedBits[node] = true
      batch.set(ids[node], old, value)
      return (old, value)
    }
    let children = childLists[number]
    for index in 0..<Int(children.count) {
      let child = children.child(at: index)
      let (childOld, childNew) = setSubtree(child, to: value, by: setter, into: &batch)
      counts.replace(childOld, with: childNew, in: number)
    }
    let new = derived(node)
    write(new, at: node)
    if new != old { batch.derived(ids[node], old, new) }
    return (old, new)
  }

  /// Whether a section's own rule lets `setter` set all its children to `value` (G5, G6);
  /// `shown` is the value a mark above gives the node's children, nil when none does.
  func allowsOwnRule(
    _ node: Int, toward value: ToggleValue, _ setter: Setter, under shown: ToggleValue? = nil
  )
    -> Bool
  {
    // A rule is over children: a node that has none is a leaf, and flips.
    guard let rule = rules[Int32(node)], childCount(node) > 0 else { return true }
    let children = childNumbers(of: node)
    switch setter {
    case .restore:
      return true
    case .code:
      return value == .off || rule.allowsSettingAllOn(count: children.count)
    case .user:
      let marked = shown ?? (taggedBits[node] ? stored(node) : nil)
      let values = children.map { (enabled: !disabledBits[$0], value: marked ?? stored($0)) }
      let onCount = values.filter { $0.value == .on }.count
      let enabledOn = values.filter { $0.enabled && $0.value == .on }.count
      let enabledOff = values.filter { $0.enabled && $0.value != .on }.count
      return rule.allowsBulk(
        toward: value, onCount: onCount, changeableOff: enabledOff, changeableOn: enabledOn)
    }
  }

  /// Whether the user's set of `node`'s subtree toward `value` would change any node;
  /// `shown` is the value a mark above gives the node, nil when none does. Reads only.
  func canChange(_ node: Int, toward value: ToggleValue, under shown: ToggleValue?) -> Bool {
    let current = shown ?? stored(node)
    if current == value || disabledBits[node] { return false }
    let number = Int(parentNumber[node])
    if number < 0 || childLists[number].count == 0 { return true }
    if !allowsOwnRule(node, toward: value, .user, under: shown) { return false }
    if !irregularBits[node], rules[Int32(node)] == nil { return true }
    let marked: ToggleValue? = shown ?? (taggedBits[node] ? current : nil)
    let children = childLists[number]
    return (0..<Int(children.count)).contains {
      canChange(children.child(at: $0), toward: value, under: marked)
    }
  }
}
