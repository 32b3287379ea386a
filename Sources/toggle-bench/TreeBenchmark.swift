import Foundation
@_spi(ToggleKitTools) import ToggleKit

/// Trees of a million nodes (`trees:` line): checking the root, changing one leaf with every
/// ancestor re-derived, reading a node, the bytes per node, and loading 10,000 children, in
/// three shapes, each beside the same shape at about 1,000 nodes.
@MainActor
enum TreeBenchmark {
  /// The three tree shapes, each in a big (about 1,000,000 nodes) and a small (about 1,000)
  /// size; the deep shape keeps its depth of 20 in both, so that the small one measures what
  /// the size alone costs.
  enum Shape: String, CaseIterable {
    /// One root over every other node.
    case wide
    /// A root, folders, and as many leaves in each folder as there are folders.
    case grid
    /// 20 levels: a complete binary tree when big, a spine of 20 folders with leaves when small.
    case deep

    @MainActor func build(big: Bool) -> (tree: ToggleTree<Int>, root: Int, deepLeaves: [Int]) {
      let tree = ToggleTree<Int>()
      switch self {
      case .wide:
        let leaves = big ? 1_000_000 : 999
        tree.reserveCapacity(nodes: leaves + 1, parents: 1)
        tree.loadChildren(of: nil, [0])
        tree.loadChildren(of: 0, 1...leaves)
        return (tree, 0, Array(1...leaves))
      case .grid:
        let side = big ? 1_000 : 31
        tree.reserveCapacity(nodes: 1 + side + side * side, parents: 1 + side)
        tree.loadChildren(of: nil, [0])
        tree.loadChildren(of: 0, 1...side)
        var next = side + 1
        for folder in 1...side {
          tree.loadChildren(of: folder, next..<next + side)
          next += side
        }
        return (tree, 0, Array(side + 1..<next))
      case .deep:
        if big {
          // Node n's children are 2n+1 and 2n+2: levels 1 to 20, 1,048,575 nodes.
          let parents = (1 << 19) - 1
          tree.reserveCapacity(nodes: (1 << 20) - 1, parents: parents)
          tree.loadChildren(of: nil, [0])
          for parent in 0..<parents {
            tree.loadChildren(of: parent, [2 * parent + 1, 2 * parent + 2])
          }
          return (tree, 0, Array(parents..<(1 << 20) - 1))
        }
        // A spine of 20 levels: each folder holds the next and 51 leaves, the last 64
        // leaves: 1,001 nodes, the deepest leaves on level 20, as the big tree's are.
        tree.reserveCapacity(nodes: 1_001, parents: 19)
        tree.loadChildren(of: nil, [0])
        var spine = 0
        var next = 1
        var deepest: [Int] = []
        for level in 2...20 {
          let children = Array(next..<next + (level < 20 ? 52 : 64))
          tree.loadChildren(of: spine, children)
          if level < 20 { spine = next } else { deepest = children }
          next += children.count
        }
        return (tree, 0, deepest)
      }
    }
  }

  struct Figures {
    var checkRootMilliseconds = 0.0
    var leafChangeMicroseconds = 0.0
    var screenLeafChangeMicroseconds = 0.0
    var readMicroseconds = 0.0
    var valueBytesPerNode = 0.0
    var linkBytesPerNode = 0.0
    var indexBytesPerNode = 0.0
    var loadTenThousandMilliseconds = 0.0
    var nodes = 0
  }

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
  }

  /// Every figure for one shape and size.
  static func measure(_ shape: Shape, big: Bool) -> Figures {
    let (tree, root, leaves) = shape.build(big: big)
    var figures = Figures()
    figures.nodes = tree.count
    figures.valueBytesPerNode = Double(tree.valueByteCount) / Double(tree.count)
    figures.linkBytesPerNode = Double(tree.linkByteCount) / Double(tree.count)
    figures.indexBytesPerNode = Double(tree.indexByteCount) / Double(tree.count)
    var random = SystemRandomNumberGenerator()
    // Checking the root, each time after a leaf changed, so the root is never just marked
    // again over a mark: 21 checks, the median.
    var checks: [Double] = []
    for _ in 0..<21 {
      tree.activate(leaves.randomElement(using: &random)!)
      let start = now()
      tree.activate(root)
      checks.append(now() - start)
    }
    figures.checkRootMilliseconds = median(checks) / 1e6
    // One leaf changed with every ancestor re-derived: from all on, a leaf off turns each
    // ancestor mixed, and back on turns each on again. 2,000 random deepest leaves, each
    // twice; the first change after the check also spreads the root's mark, and is counted.
    tree.setValue(.on, for: root)
    let picks = (0..<2_000).map { _ in leaves.randomElement(using: &random)! }
    let start = now()
    for leaf in picks {
      tree.activate(leaf)
      tree.activate(leaf)
    }
    figures.leafChangeMicroseconds = (now() - start) / Double(picks.count * 2) / 1e3
    // The same on one screen of 50 neighbouring leaves, as a user clicks the rows in view.
    let window = Int.random(in: 0..<max(1, leaves.count - 50), using: &random)
    let screen = (0..<2_000).map { _ in leaves[window + Int.random(in: 0..<min(50, leaves.count))] }
    let screenStart = now()
    for leaf in screen {
      tree.activate(leaf)
      tree.activate(leaf)
    }
    figures.screenLeafChangeMicroseconds = (now() - screenStart) / Double(screen.count * 2) / 1e3
    // Reads of random nodes, the deepest leaves among them.
    let reads = (0..<200_000).map { _ in leaves.randomElement(using: &random)! }
    var on = 0
    let readStart = now()
    for node in reads where tree.value(of: node) == .on { on += 1 }
    figures.readMicroseconds = (now() - readStart) / Double(reads.count) / 1e3
    precondition(on <= reads.count)
    // 10,000 children loaded under a leaf that has none, 5 times, the median; their
    // identifiers follow on from the tree's, as an app's numbering does.
    var loads: [Double] = []
    var next = tree.count
    for _ in 0..<5 {
      let leaf = leaves.randomElement(using: &random)!
      let children = next..<next + 10_000
      next += 10_000
      let start = now()
      tree.loadChildren(of: leaf, children)
      loads.append(now() - start)
    }
    figures.loadTenThousandMilliseconds = median(loads) / 1e6
    return figures
  }

  /// `tree-taps SHAPE big|small`: 20,000 leaf changes with every ancestor re-derived, for
  /// callgrind (`changeLeaves` is what it counts).
  static func runLeafChanges(_ shape: Shape, big: Bool) {
    let (tree, root, leaves) = shape.build(big: big)
    tree.setValue(.on, for: root)
    tree.activate(leaves[0])
    tree.activate(leaves[0])
    var generator = SplitMix(seed: 42)
    let picks = (0..<10_000).map { _ in leaves[Int(generator.next() % UInt64(leaves.count))] }
    changeLeaves(tree, picks)
  }

  @inline(never)
  static func changeLeaves(_ tree: ToggleTree<Int>, _ picks: [Int]) {
    for leaf in picks {
      tree.activate(leaf)
      tree.activate(leaf)
    }
  }

  /// A seeded generator, so that callgrind counts the same leaves in every run.
  struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Qt's QTreeWidget with automatic tristate parents over the same grid of 1,000 x 1,000,
  /// through PyQt5 in this run: (check the root ms, change one leaf us), or nil without it.
  static func qtFigures() -> (checkRoot: Double, leafChange: Double)? {
    let script = "scripts/bench-qt-tree.py"
    guard FileManager.default.fileExists(atPath: script) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [script, "1000"]
    process.environment = ProcessInfo.processInfo.environment.merging([
      "QT_QPA_PLATFORM": "offscreen"
    ]) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard let check = value("qt_check_root_ms", in: output).flatMap(Double.init),
      let leaf = value("qt_leaf_change_us", in: output).flatMap(Double.init)
    else { return nil }
    return (check, leaf)
  }

  /// `tree-time SHAPE`: one shape's time figures alone, big and small, without callgrind or
  /// Qt, for trying a change to the tree's layout quickly.
  static func reportTime(_ shape: Shape) {
    let big = measure(shape, big: true)
    let small = measure(shape, big: false)
    let memoryLoad = MemoryLatency.nanosecondsPerLoad(over: 64 << 20)
    print(
      "\(shape.rawValue): one dependent load across 64 MiB \(format(memoryLoad, 1)) ns; one leaf \(format(big.leafChangeMicroseconds, 3)) us (small \(format(small.leafChangeMicroseconds, 3)); ratio \(format(big.leafChangeMicroseconds / small.leafChangeMicroseconds))), one screen ratio \(format(big.screenLeafChangeMicroseconds / small.screenLeafChangeMicroseconds)), read \(format(big.readMicroseconds, 4)) us, check the root \(format(big.checkRootMilliseconds, 4)) ms, load 10,000 \(format(big.loadTenThousandMilliseconds, 3)) ms"
    )
  }

  /// Prints the table and the `trees:` line.
  static func report() {
    print(
      "\ntrees: three shapes of about 1,000,000 nodes, each beside the same shape at about 1,000")
    var worst = Figures()
    var worstRatio = 0.0
    var worstScreenRatio = 0.0
    var worstInstructionRatio = 0.0
    for shape in Shape.allCases {
      let big = measure(shape, big: true)
      let small = measure(shape, big: false)
      let ratio = big.leafChangeMicroseconds / small.leafChangeMicroseconds
      let screenRatio = big.screenLeafChangeMicroseconds / small.screenLeafChangeMicroseconds
      let bigInstructions = callgrindInstructions(
        ["tree-taps", shape.rawValue, "big"], in: "changeLeaves", per: 20_000)
      let smallInstructions = callgrindInstructions(
        ["tree-taps", shape.rawValue, "small"], in: "changeLeaves", per: 20_000)
      let instructionRatio = (bigInstructions ?? .nan) / (smallInstructions ?? .nan)
      print("  \(shape.rawValue) (\(big.nodes) nodes; small: \(small.nodes))")
      print(
        "    check the root \(format(big.checkRootMilliseconds, 4)) ms (small \(format(small.checkRootMilliseconds, 4))); one leaf, every ancestor re-derived \(format(big.leafChangeMicroseconds, 3)) us (small \(format(small.leafChangeMicroseconds, 3)); ratio \(format(ratio)))"
      )
      print(
        "    on one screen of 50 leaves \(format(big.screenLeafChangeMicroseconds, 3)) us (small \(format(small.screenLeafChangeMicroseconds, 3)); ratio \(format(screenRatio)))"
      )
      print(
        "    instructions per leaf change \(bigInstructions.map { format($0, 0) } ?? "n/a") (small \(smallInstructions.map { format($0, 0) } ?? "n/a"); ratio \(format(instructionRatio)))"
      )
      print(
        "    read a node \(format(big.readMicroseconds, 4)) us; load 10,000 children \(format(big.loadTenThousandMilliseconds, 3)) ms; bytes per node: values \(format(big.valueBytesPerNode)), links \(format(big.linkBytesPerNode)), identifiers \(format(big.indexBytesPerNode))"
      )
      worst.checkRootMilliseconds = max(worst.checkRootMilliseconds, big.checkRootMilliseconds)
      worst.leafChangeMicroseconds = max(worst.leafChangeMicroseconds, big.leafChangeMicroseconds)
      worst.readMicroseconds = max(worst.readMicroseconds, big.readMicroseconds)
      worst.valueBytesPerNode = max(worst.valueBytesPerNode, big.valueBytesPerNode)
      worst.linkBytesPerNode = max(worst.linkBytesPerNode, big.linkBytesPerNode)
      worst.indexBytesPerNode = max(worst.indexBytesPerNode, big.indexBytesPerNode)
      worst.loadTenThousandMilliseconds = max(
        worst.loadTenThousandMilliseconds, big.loadTenThousandMilliseconds)
      worstRatio = max(worstRatio, ratio)
      worstScreenRatio = max(worstScreenRatio, screenRatio)
      worstInstructionRatio = max(
        worstInstructionRatio, instructionRatio.isNaN ? 0 : instructionRatio)
    }
    // The machine's floor: a walk up a million-node tree whose arrays outgrow the caches
    // waits for memory at each ancestor it misses; the small tree's never does.
    let cachedLoad = MemoryLatency.nanosecondsPerLoad(over: 1 << 20)
    let memoryLoad = MemoryLatency.nanosecondsPerLoad(over: 64 << 20)
    print(
      "  this machine: one dependent load \(format(cachedLoad, 1)) ns within 1 MiB, \(format(memoryLoad, 1)) ns across 64 MiB"
    )
    let qt = qtFigures()
    print(
      "  Qt 5 QTreeWidget, automatic tristate, 1,000 x 1,000 (PyQt5, same run): check the root \(qt.map { format($0.checkRoot, 1) } ?? "n/a") ms, one leaf \(qt.map { format($0.leafChange, 1) } ?? "n/a") us"
    )
    print(
      "  goals: root <= 1 ms, leaf <= 5 us and <= 1.5x the small tree's (time and instructions), read <= 1 us, values <= 2 bytes per node, 10,000 children <= 1 ms"
    )
    print(
      "trees: tree_check_root_1m_ms=\(format(worst.checkRootMilliseconds, 4)) tree_leaf_change_1m_us=\(format(worst.leafChangeMicroseconds, 3)) tree_leaf_change_ratio_1m=\(format(worstRatio)) tree_leaf_change_screen_ratio_1m=\(format(worstScreenRatio)) tree_leaf_change_instructions_ratio_1m=\(format(worstInstructionRatio)) tree_read_1m_us=\(format(worst.readMicroseconds, 4)) tree_bytes_per_node_1m=\(format(worst.valueBytesPerNode)) tree_link_bytes_per_node_1m=\(format(worst.linkBytesPerNode)) tree_index_bytes_per_node_1m=\(format(worst.indexBytesPerNode)) tree_load_10k_children_ms=\(format(worst.loadTenThousandMilliseconds, 3)) qt_check_root_1m_ms=\(qt.map { format($0.checkRoot, 1) } ?? "n/a") qt_leaf_change_1m_us=\(qt.map { format($0.leafChange, 1) } ?? "n/a") memory_load_64mib_ns=\(format(memoryLoad, 1))"
    )
  }
}
