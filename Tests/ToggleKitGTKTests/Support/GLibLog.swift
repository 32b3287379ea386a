#if os(Linux)
  import CGtk4
  import Synchronization
  import Testing

  /// Every GLib WARNING and CRITICAL this test process logs, recorded instead of printed.
  ///
  /// GLib only prints a critical and carries on, so a test that provokes one
  /// (an assertion inside GTK, a use of a freed instance) would pass. The
  /// ``failsOnGLibWarnings`` trait fails any test during which one was logged,
  /// unless the test took it with ``take(domain:containing:)`` to check it.
  enum GLibLog {
    struct Message: Sendable, CustomStringConvertible {
      var domain: String
      var level: String
      var text: String
      var description: String { "\(domain)-\(level): \(text)" }
    }

    private struct Entry {
      var message: Message
      var taken = false
    }

    private static let entries = Mutex<[Entry]>([])
    private static let installed = Mutex(false)

    /// Routes GLib's log through the recorder, once per process; other levels print as usual.
    static func install() {
      installed.withLock { done in
        guard !done else { return }
        done = true
        g_log_set_writer_func(
          { level, fields, count, data in
            let serious =
              level.rawValue
              & (TK_LOG_LEVEL_ERROR.rawValue | TK_LOG_LEVEL_CRITICAL.rawValue
                | TK_LOG_LEVEL_WARNING.rawValue)
            guard serious != 0, let fields else {
              return g_log_writer_default(level, fields, count, data)
            }
            var domain = ""
            var text = ""
            for index in 0..<Int(count) {
              let field = fields[index]
              guard let key = field.key, let value = field.value, field.length < 0 else { continue }
              let string = String(cString: value.assumingMemoryBound(to: CChar.self))
              switch String(cString: key) {
              case "GLIB_DOMAIN": domain = string
              case "MESSAGE": text = string
              default: break
              }
            }
            let name =
              level.rawValue & TK_LOG_LEVEL_WARNING.rawValue != 0
              ? "WARNING"
              : level.rawValue & TK_LOG_LEVEL_CRITICAL.rawValue != 0 ? "CRITICAL" : "ERROR"
            GLibLog.record(Message(domain: domain, level: name, text: text))
            return G_LOG_WRITER_HANDLED
          }, nil, nil)
      }
    }

    private static func record(_ message: Message) {
      entries.withLock { $0.append(Entry(message: message)) }
    }

    /// How many messages have been logged so far; a test's scope starts here.
    static var mark: Int { entries.withLock { $0.count } }

    /// Marks the messages since `mark` from `domain` whose text contains `fragment` as
    /// expected by the test, and returns them.
    static func take(since mark: Int = 0, domain: String, containing fragment: String) -> [Message]
    {
      entries.withLock { entries in
        var taken: [Message] = []
        for index in entries.indices.dropFirst(mark)
        where !entries[index].taken && entries[index].message.domain == domain
          && entries[index].message.text.contains(fragment)
        {
          entries[index].taken = true
          taken.append(entries[index].message)
        }
        return taken
      }
    }

    /// The messages since `mark` that no test took.
    static func untaken(since mark: Int) -> [Message] {
      entries.withLock { entries in
        entries.dropFirst(mark).filter { !$0.taken }.map(\.message)
      }
    }
  }

  /// Fails a test during which GLib logged a WARNING or CRITICAL that the test did not take.
  struct FailsOnGLibWarnings: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
      for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
      GLibLog.install()
      let mark = GLibLog.mark
      try await function()
      // Suites run in parallel, so a message from another test may land here
      // too: it fails both, and none is ever lost.
      for message in GLibLog.untaken(since: mark) {
        Issue.record("GLib logged during the test: \(message)")
      }
    }
  }

  extension Trait where Self == FailsOnGLibWarnings {
    /// Fails the test on any GLib WARNING or CRITICAL it did not expect.
    static var failsOnGLibWarnings: Self { FailsOnGLibWarnings() }
  }
#endif
