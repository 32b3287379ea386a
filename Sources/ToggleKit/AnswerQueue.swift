/// B10 (re-entrancy), written once for every owner that tells changes: a toggle, a group,
/// a store and a tree.
///
/// While an owner tells a change, a change that an observer makes applies at once but waits
/// here, and is told after the one being told, in the order made: observers hear changes in
/// the order they happened, and the last one they hear is final. An observer that answers
/// every change it is told with another would loop forever, so once the waiting changes are
/// being told, each change made is an answer, and the answers to the first change count as
/// one more: after ``limit`` answers in one delivery the owner refuses further changes from
/// observers (its set returns false) until the delivery ends. A loop is told as one change
/// and 64 answers, by a toggle, a group, a store and a tree alike; a handler may still make
/// any number of changes in answer to the first change, which cannot loop by themselves.
///
/// The owner drains the queue with `while let change = queue.next() { tell(change) }`: each
/// `next()` ends its access to the queue before the change is told, so an observer's
/// answer can ``append(_:)`` to it.
struct AnswerQueue<Change> {
  /// How many answers to told changes one delivery takes before it refuses more.
  static var limit: Int { 64 }

  private var waiting: [Change] = []
  private var nextToTell = 0
  /// Whether the waiting changes are being told: only then can observers loop.
  private var isTellingWaiting = false
  /// Answers taken in this delivery: each change made while a waiting change is told, and
  /// one for any made while the first change is told (the owners append only while telling).
  private var answers = 0

  /// Whether an observer may make a change now; false once a loop has had its answers.
  var admitsChange: Bool { !isTellingWaiting || answers < Self.limit }

  /// Keeps a change made while another is told, to be told after it. Past the bound it
  /// keeps nothing: the owners refuse the changes they can (``admitsChange``), and one they
  /// cannot refuse (a group's `add` or `remove` in a loop) is told with the next change.
  mutating func append(_ change: Change) {
    if isTellingWaiting {
      guard answers < Self.limit else { return }
      answers += 1
    } else if waiting.isEmpty {
      answers += 1
    }
    waiting.append(change)
  }

  /// The next change waiting to be told; nil once every one is told, when the queue is
  /// empty again and the next delivery starts its count afresh.
  mutating func next() -> Change? {
    guard nextToTell < waiting.count else {
      if isTellingWaiting || !waiting.isEmpty {
        waiting.removeAll(keepingCapacity: true)
        nextToTell = 0
        isTellingWaiting = false
        answers = 0
      }
      return nil
    }
    isTellingWaiting = true
    defer { nextToTell += 1 }
    return waiting[nextToTell]
  }

  /// Drops every waiting change (the owner is going away, or code replaced them).
  mutating func removeAll() {
    waiting.removeAll()
    nextToTell = 0
  }
}
