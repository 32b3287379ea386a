import Testing

@testable import ToggleKit

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

@Suite("T1-T8 Model-based: trees against a reference model")
@MainActor
struct TreeModelTests {
  /// Runs one seeded sequence through a real tree and through the model; nil when they agree.
  static func run(seed: UInt64, length: Int) -> String? {
    var rng = SplitMix64(seed: seed)
    var model = TreeModel()
    let tree = ToggleTree<Int>()
    var told = 0
    tree.onChange = { _ in told += 1 }
    // A third of the sequences save every activation (T10), optimistic or confirmed.
    let policy: ToggleCommitPolicy? = [nil, .optimistic, .confirmed][Int(seed % 3)]
    var requests: [ToggleCommitRequest] = []
    if let policy {
      model.policy = policy
      tree.setCommit(policy, request: { requests.append($1) }, cancel: { _ in })
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
      case .answer(let success):
        // The oldest save still pending, as the model answers the oldest.
        if let request = requests.first(where: { tree.isPendingRequest($0) }) {
          requests.removeAll { $0 == request }
          let failure = ToggleCommitFailure(reason: .failed, message: "model")
          tree.completeCommit(request, with: success ? .success : .failure(failure))
        }
      }
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
      for node in model.nodes where tree.isPending(node) != model.isPending(node) {
        problems.append("node \(node) pending \(tree.isPending(node))")
      }
      if !problems.isEmpty {
        return
          "seed \(seed) step \(step): \(problems.prefix(4).joined(separator: "; "))\nevents: \(recent.joined(separator: ", "))"
      }
    }
    return nil
  }

  /// Every node's value, every node's children and the count agree.
  static func compare(_ tree: ToggleTree<Int>, _ model: TreeModel) -> [String] {
    var problems: [String] = []
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
    if entries != model.fewestEntries() {
      problems.append("selection has \(entries) entries, fewest is \(model.fewestEntries())")
    }
    let unknown = tree.restore(selection)
    if !unknown.isEmpty { problems.append("restore found unknown \(unknown)") }
    return problems
  }

  /// 12,000 events by default; `make stress` sets TOGGLEKIT_TREE_EVENTS to a million or more.
  static var sequenceCount: Int {
    let requested = getenv("TOGGLEKIT_TREE_EVENTS").flatMap { Int(String(cString: $0)) }
    return max(150, (requested ?? 0) / 80)
  }

  @Test("T1-T8: seeded random tree sequences of 80 events agree with the model")
  func randomSequences() {
    let base: UInt64 = 0x7_2026_12
    var failures: [String] = []
    var divergences = 0
    let count = Self.sequenceCount
    for offset in 0..<count {
      if let failure = Self.run(seed: base &+ UInt64(offset), length: 80) {
        divergences += 1
        if failures.count < 3 { failures.append(failure) }
      }
    }
    print("tree model: events=\(count * 80) divergences=\(divergences)")
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}
