import Foundation

/// What one dependent memory load costs on this machine, by how far the loads range: the
/// floor under any walk that follows links through a large structure, as a tree's leaf
/// change does up its ancestors.
///
/// A random cycle through one word per cache line, followed load by load, so that no load
/// can start before the one before it has ended.
@MainActor
enum MemoryLatency {
  /// Nanoseconds per dependent load over `bytes` of memory.
  static func nanosecondsPerLoad(over bytes: Int) -> Double {
    let wordsPerLine = 8
    let lines = bytes / (wordsPerLine * MemoryLayout<Int>.stride)
    var order = Array(0..<lines)
    order.shuffle()
    var links = [Int](repeating: 0, count: lines * wordsPerLine)
    for index in 0..<lines {
      links[order[index] * wordsPerLine] = order[(index + 1) % lines] * wordsPerLine
    }
    return links.withUnsafeBufferPointer { links in
      var position = 0
      // One lap first, so that what fits in the caches is in them.
      for _ in 0..<lines { position = links[position] }
      let steps = 2_000_000
      let start = TreeBenchmark.now()
      for _ in 0..<steps { position = links[position] }
      let elapsed = TreeBenchmark.now() - start
      // Uses the chase's end, so the loads are not optimized away.
      precondition(position >= 0 && position < links.count)
      return elapsed / Double(steps)
    }
  }
}
