@_spi(ToggleKitTools) import ToggleKit

/// T1-T10: a tree against TreeModel: one sequence of events, drawn from `rng`, through the real thing and the
/// reference model together; nil when they agree, else what diverged and the last events.
/// Shared by the model-based tests (seeded) and the fuzzer (`Tests/Fuzz`, bytes as draws).
@MainActor
enum TreeModelRun {
  /// Runs one sequence through a real tree and through the model; nil when they agree. With
  /// a `policy`, every activation is saved (T10).
  static func run<R: RandomNumberGenerator>(
    rng: inout R, label: String, length: Int, policy: ToggleCommitPolicy?
  ) -> String? {
    var model = TreeModel()
    let tree = ToggleTree<Int>()
    var told = 0
    tree.onChange = { _ in told += 1 }
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
      let before = (values: model.allValues, shape: model.children)
      model.apply(event)
      let toldBefore = told
      var problems: [String] = []
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
        problems += roundTrip(tree, model)
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
      // T7: one change told for each event that changed a value or the shape, none else.
      let changed = before.values != model.allValues || before.shape != model.children
      let expectedTold = changed ? 1 : 0
      if case .roundTrip = event {
      } else if policy != nil {
        // A save tells its phases, and a withdrawn one its cancel and the values put back.
        if changed, told == toldBefore { problems.append("a change was not told") }
      } else if told - toldBefore != expectedTold {
        problems.append("told \(told - toldBefore) changes, expected \(expectedTold)")
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
        return
          "\(label) step \(step): \(problems.prefix(4).joined(separator: "; "))\nevents: \(recent.joined(separator: ", "))"
      }
    }
    return nil
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
    let unknown = tree.restore(selection)
    if !unknown.isEmpty { problems.append("restore found unknown \(unknown)") }
    return problems
  }
}
