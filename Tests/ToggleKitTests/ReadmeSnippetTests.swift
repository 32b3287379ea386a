import Foundation
import Testing

/// The README's Swift blocks are the files that the test command and `apple-typecheck` compile.
@Suite("README: every Swift block is a compiled file, word for word")
struct ReadmeSnippetTests {
  /// The repository root, found from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Each ```swift block of the README with the file its `<!-- snippet: PATH -->` line names.
  static func blocks() throws -> [(path: String?, code: String)] {
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    var blocks: [(String?, String)] = []
    var lines = readme.components(separatedBy: "\n")[...]
    var previous = ""
    while let line = lines.popFirst() {
      defer { previous = line }
      guard line == "```swift" else { continue }
      var code: [String] = []
      while let next = lines.popFirst(), next != "```" { code.append(next) }
      let marker = previous.wholeMatch(of: /<!-- snippet: (.+) -->/).map { String($0.1) }
      blocks.append((marker, code.joined(separator: "\n") + "\n"))
    }
    return blocks
  }

  /// A file's text as the README shows it: a Linux-only file's `#if os(Linux)` wrapper,
  /// which keeps the GTK test target building elsewhere, and its indent are not shown.
  static func shown(_ file: String) -> String {
    var lines = file.components(separatedBy: "\n")
    guard lines.first == "#if os(Linux)" else { return file }
    while lines.last == "" { lines.removeLast() }
    guard lines.last == "#endif" else { return file }
    return
      lines.dropFirst().dropLast().map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 }
      .joined(separator: "\n") + "\n"
  }

  @Test("the README has its four Swift blocks, each naming its file")
  func everyBlockNamesItsFile() throws {
    let blocks = try Self.blocks()
    #expect(blocks.count >= 4)
    for block in blocks {
      #expect(block.path != nil, "a ```swift block has no <!-- snippet: PATH --> line above it")
    }
  }

  @Test("each Swift block is its file, word for word")
  func blocksMatchFiles() throws {
    for block in try Self.blocks() {
      guard let path = block.path else { continue }
      let url = Self.root.appendingPathComponent(path)
      let file = try #require(
        try? String(contentsOf: url, encoding: .utf8), "README names \(path), which is missing")
      #expect(Self.shown(file) == block.code, "README block differs from \(path)")
    }
  }

  @Test("the check sees a drifted block: one changed word fails it")
  func driftIsCaught() throws {
    let block = try #require(try Self.blocks().first { $0.path != nil })
    let file = try String(
      contentsOf: Self.root.appendingPathComponent(block.path!), encoding: .utf8)
    let drifted = block.code.replacingOccurrences(of: "let ", with: "var ")
    #expect(block.code.contains("let "))
    #expect(Self.shown(file) != drifted)
  }
}
