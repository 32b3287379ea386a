@_spi(ToggleKitTools) import ToggleKit

/// T1-T10: a tree against TreeModel: one sequence of events, drawn from `rng`, through the
/// real thing and the reference model together; nil when they agree, else what diverged and
/// the last events. What `onChange` and `onCommitFailed` hear is compared with the model's,
/// change by change (T7, T10). Shared by the model-based tests (seeded) and the fuzzer
/// (`Tests/Fuzz`, bytes as draws).
@MainActor
enum TreeModelRun {
  /// Runs one sequence through a real tree and through the model; nil when they agree. With
  /// a `policy`, every activation is saved (T10).
  static func run<R: RandomNumberGenerator>(
    rng: inout R, label: String, length: Int, policy: ToggleCommitPolicy?, verbose: Bool = false
  ) -> String? {
    var model = TreeModel()
    let tree = ToggleTree<Int>()
    var told: [TreeModel.Told] = []
    tree.onChange = { told.append(Self.told($0)) }
    var failed: [Int] = []
    tree.onCommitFailed = { node, _ in failed.append(node) }
    var requests: [ToggleCommitRequest] = []
    // T8: two sequences in three tell the tree where nodes not loaded yet belong.
    if rng.next() % 3 != 0 {
      model.expectedParent = TreeModel.parentInRuns
      tree.expectedParent = TreeModel.parentInRuns
    }
    if let policy {
      model.policy = policy
      tree.setCommit(policy, requestChange: { requests.append($1) }, cancel: { _ in })
    }
    var next = 0
    var recent: [String] = []
    for step in 0..<length {
      let event = TreeEvent.random(next: &next, existing: model.nodes, using: &rng)
      recent = Array((recent + [event.description]).suffix(10))
      var problems: [String] = []
      if case .roundTrip = event {
        // T8: the selection read back is checked on the tree as it is, then restored: the
        // model restores the same list, as the app would.
        problems += roundTrip(tree, model)
        let selection = tree.selection
        model.apply(.restore(included: selection.included, excluded: selection.excluded))
      } else {
        model.apply(event)
      }
      told = []
      failed = []
      switch event {
      case .activate(let node): tree.activate(node)
      case .set(let node, let on): tree.setValue(on ? .on : .off, for: node)
      case .setAll(let on): tree.setAll(on ? .on : .off)
      case .load(let node, let ids, let values):
        let parent = node == TreeModel.top ? nil : node
        if let values {
          tree.loadChildren(of: parent, ids.enumerated().map { ($1, values[$0 % values.count]) })
        } else {
          tree.loadChildren(of: parent, ids)
        }
      case .insert(let id, let node, let index, let value):
        tree.insert(id, under: node == TreeModel.top ? nil : node, at: index, value: value)
      case .remove(let node): tree.remove(node)
      case .move(let node, let to, let index):
        tree.move(node, under: to == TreeModel.top ? nil : to, at: index)
      case .enable(let node, let enabled): tree.setEnabled(enabled, for: node)
      case .rule(let node, let mode): tree.setRule(mode, for: node)
      case .roundTrip:
        let unknown = tree.restore(tree.selection)
        if !unknown.isEmpty { problems.append("restore found unknown \(unknown)") }
      case .restore(let included, let excluded):
        let left = tree.restore(.init(included: included, excluded: excluded))
        if left != model.lastLeftOut {
          problems.append("restore left out \(left), the model \(model.lastLeftOut)")
        }
      case .loadExpected(let node, let values):
        let parent = node == TreeModel.top ? nil : node
        let ids = TreeModel.expectedChildren(of: node)
        if let values {
          tree.loadChildren(of: parent, ids.enumerated().map { ($1, values[$0 % values.count]) })
        } else {
          tree.loadChildren(of: parent, ids)
        }
      case .discard: tree.discardUnplacedSelection()
      case .placing(let on):
        tree.expectedParent = on ? { TreeModel.parentInRuns($0) } : nil
      case .answer(let success):
        // The oldest save still pending, as the model answers the oldest.
        if let request = requests.first(where: { tree.isPendingRequest($0) }) {
          requests.removeAll { $0 == request }
          let failure = ToggleCommitFailure(reason: .failed, message: "model")
          tree.completeCommit(request, with: success ? .success : .failure(failure))
        }
      }
      // T1-T10: the tree's own state holds together after every event; a broken one is a
      // divergence, counted as the model's are, not a trap that ends the run.
      problems += tree.invariantViolations()
      // T7: every change `onChange` heard, in order, with its cause, phase, items, derived
      // parents, shape and `everyNode`.
      if told.count != model.told.count
        || zip(model.told, told).contains(where: { !$0.matches($1) })
      {
        problems.append("onChange heard \(told) where T7 says \(model.told)")
      } else {
        // Replayed on the shape the event left: the last change only (the ones before it
        // are saves withdrawn, told before the event's own change moves the shape).
        if let expected = model.told.last, let heard = told.last, !expected.exact {
          problems += replayProblems(heard, expected, model)
        }
      }
      // T7: the orders inside one step (a change of several steps, a restore's or a
      // move's, lists each step's in turn).
      for (expected, heard) in zip(model.told, told) where expected.exact {
        problems += orderProblems(heard, model)
      }
      if verbose {
        print("\(step) \(event)\n   tree  \(told)\n   model \(model.told)")
      }
      // T10: `onCommitFailed` hears each failed save's node.
      if failed != model.failed {
        problems.append("onCommitFailed heard \(failed), the model \(model.failed)")
      }
      problems += compare(tree, model)
      // T5 G5: no exclusive section of the tree holds two children on.
      for (section, mode) in model.rules {
        guard case .exclusive = mode else { continue }
        let on = tree.children(of: section).filter { tree.value(of: $0) == .on }
        if on.count > 1 { problems.append("exclusive section \(section) has \(on) on") }
      }
      for node in model.nodes where tree.isPending(node) != model.isPending(node) {
        problems.append("node \(node) pending \(tree.isPending(node))")
      }
      if !problems.isEmpty {
        if verbose {
          print(
            "children \(model.children.filter { !$0.value.isEmpty })\nrules \(model.rules)\ndisabled \(model.disabled)\nvalues \(model.allValues)"
          )
        }
        return
          "\(label) step \(step): \(problems.prefix(4).joined(separator: "; "))\nevents: \(recent.joined(separator: ", "))"
      }
    }
    return nil
  }

  /// A change `onChange` heard, as the model words it.
  static func told(_ change: ToggleTree<Int>.Change) -> TreeModel.Told {
    func items(_ items: [ToggleTree<Int>.Change.Item]) -> [TreeModel.Item] {
      items.map { TreeModel.Item(id: $0.id, old: $0.oldValue, new: $0.newValue) }
    }
    let shape: TreeModel.Shape? =
      switch change.structure {
      case nil: nil
      case .inserted(let parent, let count): .inserted(parent: parent, count: count)
      case .removed(let node, let count, let parent): .removed(node, count: count, parent: parent)
      case .moved(let node, let from, let to): .moved(node, from: from, to: to)
      }
    return TreeModel.Told(
      cause: change.cause, phase: ReferenceModel.Phase(change.phase), items: items(change.items),
      derived: items(change.derived), shape: shape, everyNode: change.everyNode)
  }

  /// T7: a change the model does not predict item by item (a set that disabled nodes or
  /// rules broke, a restore's steps, a save put back) must still account for what moved:
  /// applied in order from the values before (`everyNode` first, then each item giving its
  /// whole subtree its new value, from the value it had at that point, the parents
  /// re-derived), it gives the values after, and each parent that moved without being in
  /// an item is listed as derived, its last entry the value it ended on.
  static func replayProblems(
    _ heard: TreeModel.Told, _ expected: TreeModel.Told, _ model: TreeModel
  ) -> [String] {
    guard !expected.before.isEmpty else { return [] }
    var problems: [String] = []
    // The leaves' values as the observer follows them; parents derived from them (T1).
    var leaves: [Int: ToggleValue] = [:]
    for node in model.nodes where model.children[node]!.isEmpty {
      leaves[node] = expected.before[node] ?? expected.after[node] ?? model.value(node)
    }
    func value(_ node: Int) -> ToggleValue {
      let kids = model.children[node]!
      guard !kids.isEmpty else { return leaves[node]! }
      let values = kids.map(value)
      return values.allSatisfy { $0 == .on }
        ? .on : values.allSatisfy { $0 == .off } ? .off : .mixed
    }
    var covered: Set<Int> = []
    if let every = heard.everyNode {
      for node in leaves.keys { leaves[node] = every }
      covered = Set(model.nodes)
    }
    for item in heard.items {
      guard model.parent[item.id] != nil else { continue }
      let subtree = model.subtree(item.id)
      covered.formUnion(subtree)
      // A rollback names a node going back to mixed: its subtree goes back as it was.
      if item.new == .mixed, case .rolledBack = heard.phase {
        for node in subtree where leaves[node] != nil { leaves[node] = expected.after[node] }
        continue
      }
      if item.new == .mixed { problems.append("\(heard): item \(item) is no whole subtree's") }
      // A rollback is told from the proposal (the table), which nodes loaded since may have
      // moved: its values before are not replayed.
      if value(item.id) != item.old,
        heard.phase == .committed || heard.phase == .pending(.optimistic)
      {
        problems.append("\(heard): item \(item) from \(value(item.id))")
      }
      for node in subtree where leaves[node] != nil { leaves[node] = item.new }
    }
    var lastDerived: [Int: ToggleValue] = [:]
    for item in heard.derived { lastDerived[item.id] = item.new }
    // T6: a parent its children left keeps its value, told as a parent that followed.
    for (node, last) in lastDerived where leaves[node] != nil { leaves[node] = last }
    for node in model.nodes {
      guard let after = expected.after[node] else { continue }
      if value(node) != after {
        problems.append("\(heard): \(node) moved to \(after), told nowhere")
      }
      // A node an item covers may have been listed as derived before that item.
      if let last = lastDerived[node], last != after, !covered.contains(node) {
        problems.append("\(heard): derived \(node) ends \(last), not \(after)")
      }
      if let before = expected.before[node], before != after, !covered.contains(node),
        lastDerived[node] == nil
      {
        problems.append("\(heard): parent \(node) moved to \(after), not told as derived")
      }
    }
    return problems
  }

  /// The orders T7 fixes inside one change: the derived parents nearest first (T1), and an
  /// exclusive section's children going off listed before the one going on (T5: "its
  /// siblings ... go off first").
  static func orderProblems(_ change: TreeModel.Told, _ model: TreeModel) -> [String] {
    var problems: [String] = []
    for (index, item) in change.derived.enumerated()
    where !change.derived[(index + 1)...].contains(where: { $0.id == item.id }) {
      let nearer = change.derived[(index + 1)...].filter { later in
        later.id != item.id && model.parent[later.id] != nil
          && model.isAncestor(item.id, of: later.id)
      }
      if !nearer.isEmpty {
        problems.append("\(change): a derived parent before one nearer the change (T1)")
      }
    }
    for (index, item) in change.items.enumerated() where item.new == .on {
      guard let section = model.parent[item.id], case .exclusive = model.rules[section] else {
        continue
      }
      if change.items[(index + 1)...].contains(where: {
        $0.new == .off && model.parent[$0.id] == section
      }) {
        problems.append("\(change): a sibling going off after the child going on (T5)")
      }
    }
    return problems
  }

  /// Every node's value, every node's children and the count agree, and so do the entries
  /// kept for nodes not loaded yet (T8).
  static func compare(_ tree: ToggleTree<Int>, _ model: TreeModel) -> [String] {
    var problems: [String] = []
    let kept = tree.unplacedSelection
    let modelIncluded = Set(model.kept.filter(\.value.on).keys)
    let modelExcluded = Set(model.kept.filter { !$0.value.on }.keys)
    if Set(kept.included) != modelIncluded || Set(kept.excluded) != modelExcluded {
      problems.append(
        "kept \(kept), the model \(modelIncluded.sorted()) minus \(modelExcluded.sorted())")
    }
    if tree.count != model.nodes.count {
      problems.append("count \(tree.count) != \(model.nodes.count)")
    }
    if tree.children(of: nil) != model.children[TreeModel.top]! {
      problems.append("top \(tree.children(of: nil)) != \(model.children[TreeModel.top]!)")
    }
    if tree.rootValue != model.value(TreeModel.top) {
      problems.append("root value \(tree.rootValue) != \(model.value(TreeModel.top))")
    }
    for node in model.nodes {
      if tree.value(of: node) != model.value(node) {
        problems.append(
          "node \(node): \(String(describing: tree.value(of: node))) != \(model.value(node))")
      }
      if tree.children(of: node) != model.children[node]! {
        problems.append(
          "children of \(node): \(tree.children(of: node)) != \(model.children[node]!)")
      }
      if tree.isEnabled(node) == model.disabled.contains(node) {
        problems.append("node \(node) enabled \(tree.isEnabled(node))")
      }
    }
    return problems
  }

  /// T8: the selection read back is exact and as short as any, and restoring it changes nothing.
  static func roundTrip(_ tree: ToggleTree<Int>, _ model: TreeModel) -> [String] {
    var problems: [String] = []
    let selection = tree.selection
    let included = Set(selection.included)
    let excluded = Set(selection.excluded)
    for node in model.nodes where model.children[node]!.isEmpty {
      if model.valueUnder(included, excluded, node) != (model.value(node) == .on) {
        problems.append("selection gives leaf \(node) the wrong value")
      }
    }
    let entries = selection.included.count + selection.excluded.count
    if entries != model.fewestEntriesWithKept() {
      problems.append(
        "selection has \(entries) entries, fewest is \(model.fewestEntriesWithKept())")
    }
    // T8: the kept entries it lists are those whose value differs from the one above them.
    let listedKept = Set((selection.included + selection.excluded).filter { !tree.contains($0) })
    if listedKept != model.keptListed() {
      problems.append("selection lists kept \(listedKept), the model \(model.keptListed())")
    }
    return problems
  }
}
