import Foundation
import Testing

/// The Swift blocks of the README and of the DocC articles are the files that the test command
/// and `apple-typecheck` compile.
@Suite("Docs: every Swift block of the README and the DocC articles is a compiled file")
struct ReadmeSnippetTests {
  /// The repository root, found from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A ```swift block: the page it is on, the file its `<!-- snippet: PATH -->` line names, and
  /// its code.
  struct Block {
    var page: String
    var path: String?
    var code: String
  }

  /// The pages checked: README.md, every Markdown file of a DocC catalog (`Sources/*/*.docc`),
  /// and every Markdown file under `docs/`.
  static func pages() throws -> [String] {
    let files = FileManager.default
    var pages = ["README.md"]
    for folder in ["Sources", "docs"] {
      let base = root.appendingPathComponent(folder)
      guard let walk = files.enumerator(atPath: base.path) else { continue }
      for case let relative as String in walk where relative.hasSuffix(".md") {
        let inCatalog = relative.split(separator: "/").dropLast().contains { $0.hasSuffix(".docc") }
        if folder == "docs" || inCatalog { pages.append("\(folder)/\(relative)") }
      }
    }
    return pages.sorted()
  }

  /// Each ```swift block of a page's text.
  static func blocks(of page: String, text: String) -> [Block] {
    var blocks: [Block] = []
    var lines = text.components(separatedBy: "\n")[...]
    var previous = ""
    while let line = lines.popFirst() {
      defer { previous = line }
      guard line == "```swift" else { continue }
      var code: [String] = []
      while let next = lines.popFirst(), next != "```" { code.append(next) }
      let marker = previous.wholeMatch(of: /<!-- snippet: (.+) -->/).map { String($0.1) }
      blocks.append(Block(page: page, path: marker, code: code.joined(separator: "\n") + "\n"))
    }
    return blocks
  }

  /// Each ```swift block of every page checked.
  static func blocks() throws -> [Block] {
    try pages().flatMap { page in
      let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
      return blocks(of: page, text: text)
    }
  }

  /// A file's text as a page shows it: a Linux-only file's `#if os(Linux)` wrapper, which keeps
  /// the GTK test target building elsewhere, and its indent are not shown.
  static func shown(_ file: String) -> String {
    var lines = file.components(separatedBy: "\n")
    guard lines.first == "#if os(Linux)" else { return file }
    while lines.last == "" { lines.removeLast() }
    guard lines.last == "#endif" else { return file }
    return
      lines.dropFirst().dropLast().map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 }
      .joined(separator: "\n") + "\n"
  }

  @Test("the README and the DocC articles have their Swift blocks, each naming its file")
  func everyBlockNamesItsFile() throws {
    let blocks = try Self.blocks()
    #expect(blocks.filter { $0.page == "README.md" }.count >= 4)
    #expect(blocks.contains { $0.page.contains(".docc/") })
    for block in blocks {
      #expect(
        block.path != nil, "a ```swift block in \(block.page) has no <!-- snippet: PATH --> line")
    }
  }

  @Test("each Swift block is its file, word for word")
  func blocksMatchFiles() throws {
    for block in try Self.blocks() {
      guard let path = block.path else { continue }
      let url = Self.root.appendingPathComponent(path)
      let file = try #require(
        try? String(contentsOf: url, encoding: .utf8), "\(block.page) names \(path), missing")
      #expect(Self.shown(file) == block.code, "a block in \(block.page) differs from \(path)")
    }
  }

  @Test("the check sees a drifted block in the README and in an article: one word fails it")
  func driftIsCaught() throws {
    let blocks = try Self.blocks()
    let readme = try #require(blocks.first { $0.page == "README.md" && $0.path != nil })
    let article = try #require(blocks.first { $0.page.contains(".docc/") && $0.path != nil })
    for block in [readme, article] {
      let file = try String(
        contentsOf: Self.root.appendingPathComponent(block.path!), encoding: .utf8)
      let drifted = block.code.replacingOccurrences(of: "let ", with: "var ")
      #expect(block.code.contains("let "))
      #expect(Self.shown(file) == block.code)
      #expect(Self.shown(file) != drifted)
    }
  }
}
