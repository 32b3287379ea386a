/// The rows bound to a tree's nodes, held weakly (the list owns its rows), by node number.
/// A list keeps about a screenful bound, so showing every bound row after a change costs
/// a screenful, whatever the tree's size.
@MainActor
final class TreeRows {
  private struct WeakRow {
    weak var row: ToggleCoordinator?
  }

  private var rowsOfNode: [Int: [WeakRow]] = [:]

  /// Whether any row is bound: a change no one listens to and no row shows costs nothing.
  var isEmpty: Bool { rowsOfNode.isEmpty }

  func bind(_ row: ToggleCoordinator, to node: Int) {
    rowsOfNode[node, default: []].removeAll { $0.row == nil }
    rowsOfNode[node, default: []].append(WeakRow(row: row))
  }

  func unbind(_ row: ToggleCoordinator, from node: Int) {
    rowsOfNode[node]?.removeAll { $0.row == nil || $0.row === row }
    if rowsOfNode[node]?.isEmpty == true { rowsOfNode[node] = nil }
  }

  /// The live rows bound to a node.
  func rows(of node: Int) -> [ToggleCoordinator] {
    rowsOfNode[node]?.compactMap(\.row) ?? []
  }

  /// Every live bound row with its node, released rows dropped.
  func all() -> [(node: Int, row: ToggleCoordinator)] {
    var result: [(node: Int, row: ToggleCoordinator)] = []
    for (node, rows) in rowsOfNode {
      let live = rows.compactMap(\.row)
      if live.count != rows.count {
        rowsOfNode[node] = live.isEmpty ? nil : live.map { WeakRow(row: $0) }
      }
      for row in live { result.append((node, row)) }
    }
    return result
  }

  func count(boundTo source: AnyObject) -> Int {
    all().filter { $0.row.rowSource === source }.count
  }
}
