import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

// One table of situations, each run on every owner it applies to: a group of toggles, a
// store of items (called directly, and through bound rows), a tree section (a parent
// carrying the rule over leaf children; called directly, and through bound rows), and a lone
// toggle, the one-item owner with no selection rules (B1-B20).
//
// The contract says one rule book holds for all of them (G2, G3, G5, G6, L5, L7, L8, T2,
// T5, T8), and a one-item owner with no limits is a lone toggle (B1-B20): so each row has one
// expected end and one expected list of told changes, written from the contract's words,
// never taken from running one owner. An owner or a way in that is new is a new column (an
// adapter below), not a copy of the rows.

/// The table's vocabulary: a row (``Situation``), its steps, what observers were told, and
/// the owners that run it.
enum Parity {
  /// A user's or code's action, named as the contract names it, whatever the owner.
  enum Step: Sendable, Hashable, CustomStringConvertible {
    /// The user activates one item (a tap, a row's tap, `activate(_:)`).
    case activate(String)
    /// The user taps "select all": a group's select-all toggle, a store's
    /// `activateSelectAll()` or its select-all row, a tree section's parent (G6, L5, T5).
    /// Where it goes (on, or off) is the owner's to work out from what it shows.
    case tapSelectAll
    /// The user's "select all" or "clear all" toward one value, as a keyboard's Ctrl+A and
    /// Ctrl+Shift+A ask a store (`activateSelectAll(toward:)`, L5).
    case selectAll(toward: ToggleValue)
    /// Code sets one item (B2, G5).
    case set(String, ToggleValue)
    /// Code sets every item (G5): a group's `clearSelection` (off only), a store's
    /// `setAll`, a tree section parent's `setValue` (T2, T5).
    case setAll(ToggleValue)
    /// Code puts back a stored selection listing these items, in this order (L8, T8).
    case restore([String])
    /// The user holds a press on the item's toggle or row: a pointer down inside, or Space
    /// down (B7, B8).
    case hold(String, Press)
    /// The user lets the held press go inside: a pointer up, or Space up (B7, B8).
    case letGo(String, Press)
    /// The user presses Enter on the item's toggle or row: it activates, a press held or
    /// not (B8).
    case enter(String)

    /// A press the user holds (B7, B8).
    enum Press: Sendable, Hashable {
      case pointer, space
    }

    var description: String {
      switch self {
      case .activate(let item): "user activates \(item)"
      case .tapSelectAll: "user taps select all"
      case .selectAll(let value): "user selects all toward \(value)"
      case .set(let item, let value): "code sets \(item) \(value)"
      case .setAll(let value): "code sets all \(value)"
      case .restore(let items): "code restores \(items)"
      case .hold(let item, let press): "user holds \(press) on \(item)"
      case .letGo(let item, let press): "user lets \(press) go on \(item)"
      case .enter(let item): "user presses Enter on \(item)"
      }
    }
  }

  /// One change as its observers heard it, in a form every owner's record reduces to: a
  /// group's old and new selections, a store's items or bulk change, a tree's subtree
  /// roots all say which items went on and which went off, and why.
  struct Told: Sendable, Hashable, CustomStringConvertible {
    let cause: ToggleCause
    /// The items that went on, in item order.
    let on: [String]
    /// The items that went off, in item order.
    let off: [String]

    init(cause: ToggleCause, on: some Sequence<String>, off: some Sequence<String>) {
      self.cause = cause
      self.on = on.sorted()
      self.off = off.sorted()
    }

    /// A user's change; items as letters ("bc": b and c).
    static func user(on: String = "", off: String = "") -> Told {
      Told(cause: .user, on: letters(on), off: letters(off))
    }

    /// Code's change; items as letters.
    static func code(on: String = "", off: String = "") -> Told {
      Told(cause: .programmatic, on: letters(on), off: letters(off))
    }

    var description: String {
      "\(cause == .user ? "user" : "code") +\(on.joined()) -\(off.joined())"
    }
  }

  /// The owners, each a column of the table: one adapter each.
  enum Owner: String, Sendable, CaseIterable, CustomStringConvertible {
    /// A `ToggleGroup` of toggles, with a select-all toggle when its mode is multiple (G6).
    case group
    /// A `ToggleStore` called directly: `activate(_:)`, `activateSelectAll()`.
    case store
    /// The same store through bound rows (L1): each item's row and a select-all row tapped.
    case storeRows
    /// A `ToggleTree` whose one top-level node carries the rule over leaf children (T5).
    case treeSection
    /// The same tree through bound rows: each child's row and the section parent's row.
    case treeRows
    /// A lone `ToggleCoordinator`: one item, "a", and no selection rules, so it runs only
    /// the rows of one item in a multiple mode with no limits (B1-B20).
    case toggle

    /// Every owner.
    static let all = allCases
    /// The owners that hold several items under a mode: every row's owners unless it says
    /// otherwise. A lone toggle holds one item and no mode.
    static let selections: [Owner] = [.group, .store, .storeRows, .treeSection, .treeRows]
    /// The owners that keep a list: a group has no `restore`, no set of every member on,
    /// and no select-all toggle in an exclusive mode (G6: multiple groups only).
    static let lists: [Owner] = [.store, .storeRows, .treeSection, .treeRows]
    /// The owners whose "select all" asks a veto (B5): a group's select-all toggle, a
    /// store's select-all row, a tree's `shouldChange` for the section parent. A store's
    /// own `shouldChange` is asked about single items only, not about its bulk changes.
    static let vetoingSelectAll: [Owner] = [.group, .storeRows, .treeSection, .treeRows]

    var description: String { rawValue }
  }

  /// One row of the table: a situation and what the contract says comes of it.
  struct Situation: Sendable, CustomStringConvertible {
    /// What the row checks, with the rules it follows.
    let name: String
    let mode: ToggleSelectionMode
    let items: [String]
    /// The items on at the start (set from code before anyone listens).
    let on: [String]
    /// The items that take no user activation (B6, L7, T3).
    let disabled: [String]
    /// What the veto answers for every user change, or nil for no veto (B5).
    let veto: Bool?
    /// What an observer does once, from inside the first change it is told (B10).
    let answer: Step?
    /// How every user change's save is answered, at once after the step (or after the last
    /// step, ``saveWaits``), or nil for no commit hook (B17-B19, G8, L5, T10).
    let save: ToggleCommitOutcome?
    /// When the saved change shows its value: at once, or on success (B18).
    let policy: ToggleCommitPolicy
    /// Whether the saves wait through the steps that follow and are answered after the last
    /// one: a later step acts while they are pending (B20), and the answer to a save it
    /// withdrew comes late and is ignored.
    let saveWaits: Bool
    let steps: [Step]
    /// The owners this situation applies to.
    let owners: [Owner]
    /// The items on at the end.
    let ends: [String]
    /// Every change the owner's observers were told, in order.
    let told: [Told]
    /// The items a failed save's rollback or a withdrawn save's put-back moves, in the order
    /// its observers hear them (L5, G4: the one going off first), or nil when not checked.
    let movedBack: [String]?

    init(
      _ name: String, _ mode: ToggleSelectionMode, items: String = "abc", on: String = "",
      disabled: String = "", veto: Bool? = nil, answer: Step? = nil,
      save: ToggleCommitOutcome? = nil, policy: ToggleCommitPolicy = .optimistic,
      saveWaits: Bool = false, owners: [Owner] = Owner.selections, steps: [Step],
      ends: String, told: [Told], movedBack: String? = nil
    ) {
      self.name = name
      self.mode = mode
      self.items = letters(items)
      self.on = letters(on)
      self.disabled = letters(disabled)
      self.veto = veto
      self.answer = answer
      self.save = save
      self.policy = policy
      self.saveWaits = saveWaits
      self.owners = owners
      self.steps = steps
      self.ends = letters(ends)
      self.told = told
      self.movedBack = movedBack.map(letters)
    }

    var description: String { name }
  }

  /// One (row, owner) pair: the argument each parameterized test runs, named so that a
  /// failure says which row failed on which owner.
  struct Case: Sendable, CustomTestStringConvertible {
    let row: Situation
    let owner: Owner
    /// How the owner disagrees with the contract here, if it is a known disagreement.
    let disagreement: Disagreement?

    var testDescription: String { "\(row.name) [\(owner)]" }
  }

  /// A (row, owner) pair where the owner does not do what the contract says: the row
  /// stays as the contract has it, and the pair runs as a known issue, apart from the
  /// table, until the owner is brought in line (then its test fails, to move it back).
  struct Disagreement: Sendable {
    let row: String
    let owner: Owner
    /// What the owner does instead, and the rule it breaks.
    let instead: String
  }

  /// Every pair the rows ask for, but the known disagreements.
  static func cases(_ rows: [Situation]) -> [Case] {
    rows.flatMap { row in
      row.owners.compactMap { owner in
        known(row, owner) == nil ? Case(row: row, owner: owner, disagreement: nil) : nil
      }
    }
  }

  /// The pairs that are known disagreements.
  static func disagreeingCases(_ rows: [Situation]) -> [Case] {
    rows.flatMap { row in
      row.owners.compactMap { owner in
        known(row, owner).map { Case(row: row, owner: owner, disagreement: $0) }
      }
    }
  }

  private static func known(_ row: Situation, _ owner: Owner) -> Disagreement? {
    disagreements.first { $0.row == row.name && $0.owner == owner }
  }
}

/// "abc" as ["a", "b", "c"]: the rows name items by letter.
private func letters(_ string: String) -> [String] {
  string.map(String.init)
}

// MARK: The rows

/// At most one on, none required.
private let exclusive = ToggleSelectionMode.exclusive(selectionRequired: false)
/// Exactly one on, once one is.
private let required = ToggleSelectionMode.exclusive(selectionRequired: true)
/// Any number on.
private let anyNumber = ToggleSelectionMode.multiple(minimum: 0, maximum: nil)
/// At least one on.
private let atLeastOne = ToggleSelectionMode.multiple(minimum: 1, maximum: nil)
/// At most two on.
private let atMostTwo = ToggleSelectionMode.multiple(minimum: 0, maximum: 2)

/// "Select all" and "clear all" (G6, L5, L7, T2, T5): from off, mixed and all on, with and
/// without a disabled item on or off. A tap aims on from off and from mixed, off from all
/// on, and off from mixed when nothing that could turn on is off; it moves only enabled
/// items, and is refused whole when the count it would leave breaks the mode's bounds
/// further (G3), which in an exclusive scope of three means always but for clearing.
private let bulkRows: [Parity.Situation] = [
  .init(
    "G6 T2: select all from off turns every item on", anyNumber, steps: [.tapSelectAll],
    ends: "abc", told: [.user(on: "abc")]),
  .init(
    "G6 L7 T3: select all from off leaves a disabled item off", anyNumber, disabled: "c",
    steps: [.tapSelectAll], ends: "ab", told: [.user(on: "ab")]),
  .init(
    "G6 T2: select all from mixed turns the rest on", anyNumber, on: "a",
    steps: [.tapSelectAll], ends: "abc", told: [.user(on: "bc")]),
  .init(
    "G6 L7: select all from mixed over a disabled item on turns the rest on", anyNumber,
    on: "a", disabled: "a", steps: [.tapSelectAll], ends: "abc", told: [.user(on: "bc")]),
  .init(
    "G6 L7: select all from mixed leaves a disabled item off", anyNumber, on: "a",
    disabled: "c", steps: [.tapSelectAll], ends: "ab", told: [.user(on: "b")]),
  .init(
    "G6 L7 T2: from mixed with every item off disabled, select all turns the rest off",
    anyNumber, on: "a", disabled: "bc", steps: [.tapSelectAll], ends: "", told: [.user(off: "a")]
  ),
  .init(
    "G6 L7 T2: from mixed over four, with one disabled on and one disabled off, select all turns the enabled off one on",
    anyNumber, items: "abcd", on: "ab", disabled: "bc", steps: [.tapSelectAll], ends: "abd",
    told: [.user(on: "d")]),
  .init(
    "G6 T2: clear all from all on turns every item off", anyNumber, on: "abc",
    steps: [.tapSelectAll], ends: "", told: [.user(off: "abc")]),
  .init(
    "G6 L7 T3: clear all from all on leaves a disabled item on", anyNumber, on: "abc",
    disabled: "a", steps: [.tapSelectAll], ends: "a", told: [.user(off: "bc")]),
  .init(
    "G6 G3: at least one: select all from off goes toward the bound", atLeastOne,
    steps: [.tapSelectAll], ends: "abc", told: [.user(on: "abc")]),
  .init(
    "G6 G3: at least one: select all from mixed", atLeastOne, on: "a", steps: [.tapSelectAll],
    ends: "abc", told: [.user(on: "bc")]),
  .init(
    "G6 G3: at least one: clear all from all on is refused", atLeastOne, on: "abc",
    steps: [.tapSelectAll], ends: "abc", told: []),
  .init(
    "G6 G3 L7: at least one: clear all from all on keeping a disabled item on is allowed",
    atLeastOne, on: "abc", disabled: "a", steps: [.tapSelectAll], ends: "a",
    told: [.user(off: "bc")]),
  .init(
    "G6 G3 L7: at least one: from mixed with every item off disabled, clearing is refused",
    atLeastOne, on: "a", disabled: "bc", steps: [.tapSelectAll], ends: "a", told: []),
  .init(
    "G6 G3: at most two: select all from off is refused", atMostTwo, steps: [.tapSelectAll],
    ends: "", told: []),
  .init(
    "G6 G3 L7: at most two: select all from off with a disabled item off is allowed",
    atMostTwo, disabled: "c", steps: [.tapSelectAll], ends: "ab", told: [.user(on: "ab")]),
  .init(
    "G6 G3: at most two: select all from mixed is refused", atMostTwo, on: "a",
    steps: [.tapSelectAll], ends: "a", told: []),
  .init(
    "G6 G3 L7: at most two: select all from mixed over a disabled item on is refused",
    atMostTwo, on: "a", disabled: "a", steps: [.tapSelectAll], ends: "a", told: []),
  .init(
    "G6 G3 L7: at most two: select all from mixed with a disabled item off is allowed",
    atMostTwo, on: "a", disabled: "c", steps: [.tapSelectAll], ends: "ab",
    told: [.user(on: "b")]),
  .init(
    "G6 G3 L7: at most two of four: select all from mixed turns on the one enabled item off",
    atMostTwo, items: "abcd", on: "a", disabled: "bc", steps: [.tapSelectAll], ends: "ad",
    told: [.user(on: "d")]),
  .init(
    "G5 G6 G3: at most two: clear all from all on, set past the maximum by code, is allowed",
    atMostTwo, on: "abc", steps: [.tapSelectAll], ends: "", told: [.user(off: "abc")]),
  .init(
    "G5 G6 L7: at most two: clear all from all on, past the maximum, leaves a disabled item on",
    atMostTwo, on: "abc", disabled: "a", steps: [.tapSelectAll], ends: "a",
    told: [.user(off: "bc")]),
  .init(
    "L5 T5: exclusive: select all from off is refused", exclusive, owners: Parity.Owner.lists,
    steps: [.tapSelectAll], ends: "", told: []),
  .init(
    "L5 L7 T5: exclusive: select all from off with a disabled item off is refused", exclusive,
    disabled: "c", owners: Parity.Owner.lists, steps: [.tapSelectAll], ends: "", told: []),
  .init(
    "L5 T5: exclusive: select all from mixed is refused", exclusive, on: "a",
    owners: Parity.Owner.lists, steps: [.tapSelectAll], ends: "a", told: []),
  .init(
    "L5 L7 T5: exclusive: select all from mixed over a disabled item on is refused", exclusive,
    on: "a", disabled: "a", owners: Parity.Owner.lists, steps: [.tapSelectAll], ends: "a",
    told: []),
  .init(
    "L5 L7 T2 T5: exclusive: from mixed with every item off disabled, select all clears",
    exclusive, on: "a", disabled: "bc", owners: Parity.Owner.lists, steps: [.tapSelectAll],
    ends: "", told: [.user(off: "a")]),
  .init(
    "G3 L5 L7 T5: exclusive: select all with one item enabled and off turns it on", exclusive,
    disabled: "bc", owners: Parity.Owner.lists, steps: [.tapSelectAll], ends: "a",
    told: [.user(on: "a")]),
  .init(
    "L5 T5: required: select all from off is refused", required, owners: Parity.Owner.lists,
    steps: [.tapSelectAll], ends: "", told: []),
  .init(
    "L5 T5: required: select all from mixed is refused", required, on: "a",
    owners: Parity.Owner.lists, steps: [.tapSelectAll], ends: "a", told: []),
  .init(
    "L5 L7 T5: required: select all from mixed over a disabled item on is refused", required,
    on: "a", disabled: "a", owners: Parity.Owner.lists, steps: [.tapSelectAll], ends: "a",
    told: []),
  .init(
    "L5 L7 T2 T5: required: from mixed with every item off disabled, clearing is refused",
    required, on: "a", disabled: "bc", owners: Parity.Owner.lists, steps: [.tapSelectAll],
    ends: "a", told: []),
  // A store also takes "select all" and "clear all" toward a value the user chose (L5).
  .init(
    "L5: exclusive: clear all from mixed clears", exclusive, on: "a", owners: [.store],
    steps: [.selectAll(toward: .off)], ends: "", told: [.user(off: "a")]),
  .init(
    "L5 G2: required: clear all is refused, as a user cannot clear a required selection",
    required, on: "a", owners: [.store], steps: [.selectAll(toward: .off)], ends: "a",
    told: []),
  .init(
    "L5 L7: exclusive: clear all with only a disabled item on changes nothing, told nothing",
    exclusive, on: "a", disabled: "a", owners: [.store], steps: [.selectAll(toward: .off)],
    ends: "a", told: []),
  .init(
    "L5: exclusive: select all from off is refused", exclusive, owners: [.store],
    steps: [.selectAll(toward: .on)], ends: "", told: []),
  .init(
    "L5: clear all from mixed turns every item off", anyNumber, on: "ab", owners: [.store],
    steps: [.selectAll(toward: .off)], ends: "", told: [.user(off: "ab")]),
  .init(
    "L5 L7: clear all from mixed leaves a disabled item on", anyNumber, on: "ab",
    disabled: "a", owners: [.store], steps: [.selectAll(toward: .off)], ends: "a",
    told: [.user(off: "b")]),
  .init(
    "L5 G3: at least one: clear all from mixed is refused", atLeastOne, on: "ab",
    owners: [.store], steps: [.selectAll(toward: .off)], ends: "ab", told: []),
  .init(
    "L5 B3: select all from all on changes nothing and tells nothing", anyNumber, on: "abc",
    owners: [.store], steps: [.selectAll(toward: .on)], ends: "abc", told: []),
]

/// User activations of one item (G2, G3, L7, T3, T5) and the veto (B5).
private let activationRows: [Parity.Situation] = [
  .init(
    "G2 T5: exclusive: activating an item off from none selects it", exclusive,
    steps: [.activate("a")], ends: "a", told: [.user(on: "a")]),
  .init(
    "G2 L5 T5: exclusive: activating another item takes the selection", exclusive, on: "a",
    steps: [.activate("b")], ends: "b", told: [.user(on: "b", off: "a")]),
  .init(
    "G2 L7 T5: exclusive: activating another item turns a disabled sibling that is on off",
    exclusive, on: "a", disabled: "a", steps: [.activate("b")], ends: "b",
    told: [.user(on: "b", off: "a")]),
  .init(
    "G2 L7 T5: required: activating another item turns a disabled sibling that is on off",
    required, items: "abcd", on: "a", disabled: "a", steps: [.activate("d")], ends: "d",
    told: [.user(on: "d", off: "a")]),
  .init(
    "G2: exclusive: activating the selected item clears the selection", exclusive, on: "a",
    steps: [.activate("a")], ends: "", told: [.user(off: "a")]),
  .init(
    "G2 T5: required: activating the selected item again changes nothing, told nothing",
    required, on: "a", steps: [.activate("a")], ends: "a", told: []),
  .init(
    "G2: required: activating an item from none selects it", required, steps: [.activate("c")],
    ends: "c", told: [.user(on: "c")]),
  .init(
    "G3 T5: at most two: a third activation is refused, told nothing", atMostTwo, on: "ab",
    steps: [.activate("c")], ends: "ab", told: []),
  .init(
    "G3: at most two of four: a second activation is allowed", atMostTwo, items: "abcd",
    on: "a", steps: [.activate("d")], ends: "ad", told: [.user(on: "d")]),
  .init(
    "G3 T5: at least one: turning the last item off is refused", atLeastOne, on: "a",
    steps: [.activate("a")], ends: "a", told: []),
  .init(
    "G3: at least one: turning one of two off is allowed", atLeastOne, on: "ab",
    steps: [.activate("a")], ends: "b", told: [.user(off: "a")]),
  .init(
    "B6 L7 T3: a disabled item takes no activation", anyNumber, disabled: "b",
    steps: [.activate("b")], ends: "", told: []),
  .init(
    "B6 L7 T3: a disabled item on takes no activation in an exclusive scope", exclusive,
    on: "b", disabled: "b", steps: [.activate("b")], ends: "b", told: []),
  .init(
    "B5 G2: a veto saying no changes nothing and tells nothing", exclusive, on: "a",
    veto: false, steps: [.activate("b")], ends: "a", told: []),
  .init(
    "B5 G2: a veto saying yes lets the activation through", exclusive, on: "a", veto: true,
    steps: [.activate("b")], ends: "b", told: [.user(on: "b", off: "a")]),
  .init(
    "B5: a veto saying no keeps an item of a multiple scope off", anyNumber, veto: false,
    steps: [.activate("c")], ends: "", told: []),
  .init(
    "B5 G6 T5: a veto saying no refuses select all", anyNumber, on: "a", veto: false,
    owners: Parity.Owner.vetoingSelectAll, steps: [.tapSelectAll], ends: "a", told: []),
  .init(
    "B5 G6 T5: a veto saying yes lets select all through", anyNumber, on: "a", veto: true,
    owners: Parity.Owner.vetoingSelectAll, steps: [.tapSelectAll], ends: "abc",
    told: [.user(on: "bc")]),
  .init(
    "B2 B5: a veto is not asked about code's change", anyNumber, veto: false,
    steps: [.set("b", .on)], ends: "b", told: [.code(on: "b")]),
  // One item with no limits: a lone toggle's own rules, on every owner, so a group, a store
  // and a tree section of one item are held to what a toggle does (B1-B6, B9).
  .init(
    "B1 B3 B9: one item: a user activation turns it on from off, told once", anyNumber,
    items: "a", owners: Parity.Owner.all, steps: [.activate("a")], ends: "a",
    told: [.user(on: "a")]),
  .init(
    "B3 B9: one item: a user activation turns it off from on, told once", anyNumber,
    items: "a", on: "a", owners: Parity.Owner.all, steps: [.activate("a")], ends: "",
    told: [.user(off: "a")]),
  .init(
    "B3: one item: two activations turn it on and off again, each told once", anyNumber,
    items: "a", owners: Parity.Owner.all, steps: [.activate("a"), .activate("a")], ends: "",
    told: [.user(on: "a"), .user(off: "a")]),
  .init(
    "B5: one item: a veto saying no changes nothing and tells nothing", anyNumber, items: "a",
    veto: false, owners: Parity.Owner.all, steps: [.activate("a")], ends: "", told: []),
  .init(
    "B5: one item: a veto saying yes lets the activation through", anyNumber, items: "a",
    veto: true, owners: Parity.Owner.all, steps: [.activate("a")], ends: "a",
    told: [.user(on: "a")]),
  .init(
    "B6: one item: disabled, it takes no activation, and code still sets it", anyNumber,
    items: "a", disabled: "a", owners: Parity.Owner.all, steps: [.activate("a"), .set("a", .on)],
    ends: "a", told: [.code(on: "a")]),
  .init(
    "B6: one item: disabled and on, it takes no activation, and code still turns it off",
    anyNumber, items: "a", on: "a", disabled: "a", owners: Parity.Owner.all,
    steps: [.activate("a"), .set("a", .off)], ends: "", told: [.code(off: "a")]),
]

/// Code's changes (B2, B6, G5, T2, T5): any selection but every item on in an exclusive
/// scope of several, disabled items included.
private let codeRows: [Parity.Situation] = [
  .init(
    "G5 T5: exclusive: code setting an item on turns the others off", exclusive, on: "a",
    steps: [.set("c", .on)], ends: "c", told: [.code(on: "c", off: "a")]),
  .init(
    "G5 B6 L7: exclusive: code sets a disabled item on, and the others go off", exclusive,
    on: "a", disabled: "c", steps: [.set("c", .on)], ends: "c", told: [.code(on: "c", off: "a")]
  ),
  .init(
    "G5 B6: exclusive: code turns a disabled item that is on off", exclusive, on: "a",
    disabled: "a", steps: [.set("a", .off)], ends: "", told: [.code(off: "a")]),
  .init(
    "G5: required: code may leave the selection empty", required, on: "a",
    steps: [.set("a", .off)], ends: "", told: [.code(off: "a")]),
  .init(
    "G5: at most two: code may set past the maximum", atMostTwo, on: "ab",
    steps: [.set("c", .on)], ends: "abc", told: [.code(on: "c")]),
  .init(
    "G5: at least one: code may set below the minimum", atLeastOne, on: "a",
    steps: [.set("a", .off)], ends: "", told: [.code(off: "a")]),
  .init(
    "B3 G5: code setting the value an item has changes nothing, told nothing", anyNumber,
    on: "a", steps: [.set("a", .on)], ends: "a", told: []),
  .init(
    "G5 L5 T5: exclusive: code setting every item on in a scope of several is refused",
    exclusive, on: "a", owners: Parity.Owner.lists, steps: [.setAll(.on)], ends: "a", told: []
  ),
  .init(
    "G5 T5: required: code setting every item on from none is refused", required,
    owners: Parity.Owner.lists, steps: [.setAll(.on)], ends: "", told: []),
  .init(
    "G5 L5: required: code clears the selection", required, on: "a", steps: [.setAll(.off)],
    ends: "", told: [.code(off: "a")]),
  .init(
    "G5 T2: code sets every item on", anyNumber, on: "a", owners: Parity.Owner.lists,
    steps: [.setAll(.on)], ends: "abc", told: [.code(on: "bc")]),
  .init(
    "G5 T2: at most two: code sets every item on, past the maximum", atMostTwo,
    owners: Parity.Owner.lists, steps: [.setAll(.on)], ends: "abc", told: [.code(on: "abc")]),
  .init(
    "G5 T2: at least one: code clears every item, below the minimum", atLeastOne, on: "ab",
    steps: [.setAll(.off)], ends: "", told: [.code(off: "ab")]),
  .init(
    "B6 L7 T2: code setting every item on sets a disabled item too", anyNumber, disabled: "c",
    owners: Parity.Owner.lists, steps: [.setAll(.on)], ends: "abc", told: [.code(on: "abc")]),
  .init(
    "B6 G5 L7 T2: code clearing every item clears a disabled item too", anyNumber, on: "abc",
    disabled: "a", steps: [.setAll(.off)], ends: "", told: [.code(off: "abc")]),
  // One item: code's set is told as code's, and a set that changes nothing tells nothing.
  .init(
    "B2: one item: code sets it on, told as code's change", anyNumber, items: "a",
    owners: Parity.Owner.all, steps: [.set("a", .on)], ends: "a", told: [.code(on: "a")]),
  .init(
    "B2: one item: code sets it off, told as code's change", anyNumber, items: "a", on: "a",
    owners: Parity.Owner.all, steps: [.set("a", .off)], ends: "", told: [.code(off: "a")]),
  .init(
    "B2 B3: one item: code setting the value it has, on, changes nothing, told nothing",
    anyNumber, items: "a", on: "a", owners: Parity.Owner.all, steps: [.set("a", .on)],
    ends: "a", told: []),
  .init(
    "B2 B3: one item: code setting the value it has, off, changes nothing, told nothing",
    anyNumber, items: "a", owners: Parity.Owner.all, steps: [.set("a", .off)], ends: "",
    told: []),
]

/// Restoring a stored selection (L8, T8): code's one change, disabled items and bounds
/// included, the first listed kept in an exclusive scope; the selection held tells nothing.
private let restoreRows: [Parity.Situation] = [
  .init(
    "L8 T8 G5: exclusive: a restore listing two keeps the first listed", exclusive, on: "a",
    owners: Parity.Owner.lists, steps: [.restore(["b", "c"])], ends: "b",
    told: [.code(on: "b", off: "a")]),
  .init(
    "L8 T8 G5: required of four: a restore listing two keeps the first listed", required,
    items: "abcd", on: "a", owners: Parity.Owner.lists, steps: [.restore(["d", "b"])],
    ends: "d", told: [.code(on: "d", off: "a")]),
  .init(
    "L8 T8: a restore turns the listed items on and every other off, as one change",
    anyNumber, on: "a", owners: Parity.Owner.lists, steps: [.restore(["b", "c"])], ends: "bc",
    told: [.code(on: "bc", off: "a")]),
  .init(
    "L8 T8 B6: a restore sets disabled items too", anyNumber, on: "a", disabled: "ac",
    owners: Parity.Owner.lists, steps: [.restore(["c"])], ends: "c",
    told: [.code(on: "c", off: "a")]),
  .init(
    "L8 T8 G5: at most two: a restore is not held to the maximum", atMostTwo,
    owners: Parity.Owner.lists, steps: [.restore(["a", "b", "c"])], ends: "abc",
    told: [.code(on: "abc")]),
  .init(
    "L8 T8 B6: exclusive: a restore listing a disabled item first keeps it", exclusive,
    on: "a", disabled: "c", owners: Parity.Owner.lists, steps: [.restore(["c", "b"])],
    ends: "c", told: [.code(on: "c", off: "a")]),
  .init(
    "L8 T6: a restore takes a repeated item once", anyNumber, owners: Parity.Owner.lists,
    steps: [.restore(["b", "b"])], ends: "b", told: [.code(on: "b")]),
  .init(
    "L8 T8: restoring the selection held tells nothing", anyNumber, on: "ab",
    owners: Parity.Owner.lists, steps: [.restore(["a", "b"])], ends: "ab", told: []),
  .init(
    "L8 T8: exclusive: restoring the selection held tells nothing", exclusive, on: "b",
    owners: Parity.Owner.lists, steps: [.restore(["b"])], ends: "b", told: []),
  .init(
    "L8 T8: restoring every item held tells nothing", anyNumber, on: "abc",
    owners: Parity.Owner.lists, steps: [.restore(["a", "b", "c"])], ends: "abc", told: []),
]

/// An observer that answers the first change it is told with a set of its own (B10, G4,
/// L5, T7): the set applies at once, and is told after the change being told, in order.
private let answerRows: [Parity.Situation] = [
  .init(
    "B10 L5 T7: an observer's set is told after the user's change", anyNumber,
    answer: .set("b", .on), steps: [.activate("a")], ends: "ab",
    told: [.user(on: "a"), .code(on: "b")]),
  .init(
    "B10 G4 G5: exclusive: an observer's set takes the selection, told after", exclusive,
    answer: .set("b", .on), steps: [.activate("a")], ends: "b",
    told: [.user(on: "a"), .code(on: "b", off: "a")]),
  .init(
    "B10 G6: an observer turning an item off after select all is told after it", anyNumber,
    answer: .set("a", .off), steps: [.tapSelectAll], ends: "bc",
    told: [.user(on: "abc"), .code(off: "a")]),
  .init(
    "B10: an observer undoing code's change is told after it: the last told is final",
    exclusive, answer: .set("a", .off), steps: [.set("a", .on)], ends: "",
    told: [.code(on: "a"), .code(off: "a")]),
  .init(
    "B10 G5: required: an observer clearing the selection is told after the user's change",
    required, on: "a", answer: .setAll(.off), steps: [.activate("b")], ends: "",
    told: [.user(on: "b", off: "a"), .code(off: "b")]),
  .init(
    "B10 L8 T8: an observer's set after a restore is told after it", anyNumber, on: "a",
    answer: .set("c", .on), owners: Parity.Owner.lists, steps: [.restore(["b"])], ends: "bc",
    told: [.code(on: "b", off: "a"), .code(on: "c")]),
  .init(
    "B10: one item: an observer undoing the user's change is told after it, the last told final",
    anyNumber, items: "a", answer: .set("a", .off), owners: Parity.Owner.all,
    steps: [.activate("a")], ends: "", told: [.user(on: "a"), .code(off: "a")]),
  .init(
    "B10: one item: an observer undoing code's change is told after it, the last told final",
    anyNumber, items: "a", on: "a", answer: .set("a", .on), owners: Parity.Owner.all,
    steps: [.set("a", .off)], ends: "a", told: [.code(off: "a"), .code(on: "a")]),
]

/// A user change saved by the app's work, answered at once, or after code acted while it
/// waited (B17-B20, G8, L5, T10): success ends as the change without one would, told once
/// as it stands; failure puts everything back, and nothing stands to be told. Only changes
/// that stand are compared: a group tells its change once, at commit (G8), where a store, a
/// tree and a toggle also tell the pending, rolled-back and cancelled phases (L5, T10, B19).
///
/// A set from code that moves the value an optimistic save shows is not a row: the value
/// ends the same everywhere, but what stands to be told differs by owner in the contract's
/// own words (a group tells no change of a selection that never stood, G8; a toggle tells
/// code's change from the value shown, B20).
private let saveRows: [Parity.Situation] = [
  .init(
    "B19 G8 L3 T10: a saved activation that succeeds stands", anyNumber, save: .success,
    steps: [.activate("a")], ends: "a", told: [.user(on: "a")]),
  .init(
    "B19 G8 L3 T10: a saved activation that fails goes back", anyNumber,
    save: .failure(.refused), steps: [.activate("a")], ends: "", told: []),
  .init(
    "B19 G8 T10: exclusive: a saved change of the selection that succeeds moves both",
    exclusive, on: "a", save: .success, steps: [.activate("b")], ends: "b",
    told: [.user(on: "b", off: "a")]),
  .init(
    "B19 G8 T10: exclusive: a saved change of the selection that fails puts both back",
    exclusive, on: "a", save: .failure(.refused), steps: [.activate("b")], ends: "a",
    told: [], movedBack: "ba"),
  .init(
    "B19 G8 L5 T10: a saved select all that succeeds stands", anyNumber, on: "a",
    save: .success, steps: [.tapSelectAll], ends: "abc", told: [.user(on: "bc")]),
  .init(
    "B19 G8 L5 T10: a saved select all that fails goes back", anyNumber, on: "a",
    save: .failure(.refused), steps: [.tapSelectAll], ends: "a", told: []),
  .init(
    "B2 B17: code's change is not saved", anyNumber, save: .failure(.refused),
    steps: [.set("a", .on)], ends: "a", told: [.code(on: "a")]),
  // One item, under either policy (B18): the policy decides only what shows while the
  // work runs, so the change that stands is the same.
  .init(
    "B17 B19: one item: an optimistic save that succeeds stands, told once", anyNumber,
    items: "a", save: .success, owners: Parity.Owner.all, steps: [.activate("a")], ends: "a",
    told: [.user(on: "a")]),
  .init(
    "B17 B19: one item: an optimistic save that fails puts the value back, told nothing",
    anyNumber, items: "a", save: .failure(.refused), owners: Parity.Owner.all,
    steps: [.activate("a")], ends: "", told: []),
  .init(
    "B17 B19: one item: an optimistic save turning it off that fails puts it back on",
    anyNumber, items: "a", on: "a", save: .failure(.refused), owners: Parity.Owner.all,
    steps: [.activate("a")], ends: "a", told: []),
  .init(
    "B17 B19: one item: a confirmed save that succeeds makes the change, told once",
    anyNumber, items: "a", save: .success, policy: .confirmed, owners: Parity.Owner.all,
    steps: [.activate("a")], ends: "a", told: [.user(on: "a")]),
  .init(
    "B17 B19: one item: a confirmed save that fails leaves the value, told nothing",
    anyNumber, items: "a", save: .failure(.refused), policy: .confirmed,
    owners: Parity.Owner.all, steps: [.activate("a")], ends: "", told: []),
  .init(
    "B2 B17: one item: code's change is not saved", anyNumber, items: "a",
    save: .failure(.refused), owners: Parity.Owner.all, steps: [.set("a", .on)], ends: "a",
    told: [.code(on: "a")]),
  // Code while a save waits (B20): a set that moves the value shown withdraws the work and
  // wins, and the work's late answer changes nothing; one that sets the value shown leaves
  // the work running, and its answer decides.
  .init(
    "B20: one item: code setting it while a confirmed save waits wins; the late success is ignored",
    anyNumber, items: "a", save: .success, policy: .confirmed, saveWaits: true,
    owners: Parity.Owner.all, steps: [.activate("a"), .set("a", .on)], ends: "a",
    told: [.code(on: "a")]),
  .init(
    "B20: one item: code setting the value an optimistic save shows leaves it running to stand",
    anyNumber, items: "a", save: .success, saveWaits: true, owners: Parity.Owner.all,
    steps: [.activate("a"), .set("a", .on)], ends: "a", told: [.user(on: "a")]),
  .init(
    "B20: one item: code setting the value an optimistic save shows leaves it running to fail",
    anyNumber, items: "a", save: .failure(.refused), saveWaits: true,
    owners: Parity.Owner.all, steps: [.activate("a"), .set("a", .on)], ends: "", told: []),
  // A withdrawn save's put-back is code's change that stands (B20), told by a store and a
  // tree (a group tells none of a selection that never stood, G8), the item going off
  // first (L5), before the set that withdrew it.
  .init(
    "B20 L5 T10: exclusive: a withdrawn save puts back the item going off first, then code's set",
    exclusive, on: "a", save: .success, saveWaits: true, owners: Parity.Owner.lists,
    steps: [.activate("b"), .set("c", .on)], ends: "c",
    told: [.code(on: "a", off: "b"), .code(on: "c", off: "a")], movedBack: "ba"),
  // A press or Space held as the save begins ends as a cancelled one does (B7, B18): no
  // pressed look while the save waits (checked after every step of every row), and its
  // release, after the answer, toggles nothing.
  .init(
    "B7 B18 L1 T10: one item: a press held as its save begins ends; letting it go does nothing",
    anyNumber, items: "a", save: .success, owners: [.toggle, .storeRows, .treeRows],
    steps: [.hold("a", .pointer), .enter("a"), .letGo("a", .pointer)], ends: "a",
    told: [.user(on: "a")]),
  .init(
    "B8 B18 L1 T10: one item: Space held as its confirmed save begins ends; letting it go does nothing",
    anyNumber, items: "a", save: .success, policy: .confirmed,
    owners: [.toggle, .storeRows, .treeRows],
    steps: [.hold("a", .space), .enter("a"), .letGo("a", .space)], ends: "a",
    told: [.user(on: "a")]),
  .init(
    "B7 B18 G2 L1 T10: exclusive: a press held on the item a saved change turns on ends with it",
    exclusive, on: "a", save: .success, saveWaits: true, owners: [.storeRows, .treeRows],
    steps: [.hold("b", .pointer), .enter("b"), .letGo("b", .pointer)], ends: "b",
    told: [.user(on: "b", off: "a")]),
]

/// Every row of the table.
private let allRows =
  bulkRows + activationRows + codeRows + restoreRows + answerRows + saveRows

/// Where an owner does not do what the contract says. Each stays a row as the contract
/// words it; its pair runs as a known issue (`knownDisagreements`), not in the table.
private let disagreements: [Parity.Disagreement] = []

// MARK: The columns

extension ToggleCoordinator {
  /// Carries out a press step on this toggle or row (B7, B8); false for another step.
  fileprivate func press(_ step: Parity.Step) -> Bool {
    switch step {
    case .hold(_, .pointer): pointerDown(x: 50, y: 20)
    case .hold(_, .space): keyDown(.space)
    case .letGo(_, .pointer): pointerUp(x: 50, y: 20)
    case .letGo(_, .space): keyUp(.space)
    case .enter: keyDown(.enter)
    default: return false
    }
    return true
  }
}

/// What each owner's adapter does: build the situation, carry out a step the owner's own
/// way, and read back the items on and the changes told, in the table's form.
@MainActor
private protocol ParityAdapter: AnyObject {
  /// Carries out a step; false when the owner has no such call (the row should not list
  /// this owner).
  func run(_ step: Parity.Step) -> Bool
  /// Answers every save started and not yet answered with the row's outcome (B19); one
  /// that code withdrew meanwhile is answered too, and must change nothing (B20).
  func answerSaves()
  /// The items on now, in item order.
  var itemsOn: [String] { get }
  /// The items whose toggle or row shows the pressed look while a save waits (B18: none).
  var pressedWhilePending: [String] { get }
  /// What the owner's observer heard, in the table's form.
  var log: ToldLog { get }
}

/// What an adapter's observer heard, and the one answer it gives (B10).
@MainActor
private final class ToldLog {
  var told: [Parity.Told] = []
  /// The items a rollback or a put-back moved, in the order told (``Parity/Situation/movedBack``).
  var movedBack: [String] = []
  /// Whether the last change told was a withdrawn save's: the next one is its put-back.
  var afterCancel = false
  /// Run once, from inside the first change told.
  var answer: (() -> Void)?

  /// Notes a change of any phase, with its items in the order told: a rolled-back change,
  /// and the one told right after a cancelled one (its put-back), are moves back.
  func note(_ phase: ToggleChange.Phase, items: [String]) {
    switch phase {
    case .rolledBack: movedBack += items
    case .committed where afterCancel: movedBack += items
    default: break
    }
    afterCancel = phase == .cancelled
  }

  func hear(_ change: Parity.Told) {
    told.append(change)
    if let answer {
      self.answer = nil
      answer()
    }
  }
}

extension Parity.Owner {
  /// Builds this owner's adapter for a situation: items, values, disabled items, veto,
  /// commit hook, then the observer (so that the setting up is not told).
  @MainActor
  fileprivate func adapter(for situation: Parity.Situation) -> any ParityAdapter {
    let adapter: any ParityAdapter =
      switch self {
      case .group: GroupAdapter(situation)
      case .store: StoreAdapter(situation, throughRows: false)
      case .storeRows: StoreAdapter(situation, throughRows: true)
      case .treeSection: TreeAdapter(situation, throughRows: false)
      case .treeRows: TreeAdapter(situation, throughRows: true)
      case .toggle: ToggleAdapter(situation)
      }
    if let answer = situation.answer {
      adapter.log.answer = { [weak adapter] in
        #expect(adapter?.run(answer) == true, "the observer's answer \(answer) has no call")
      }
    }
    return adapter
  }
}

/// A `ToggleGroup` of toggles (G1-G8): members tapped, a select-all toggle in a multiple
/// group (G6), `isEnabled` for disabled members (B6), each member's `shouldChange` as the
/// veto (B5, G2: the activated member's veto decides), and each member's commit hook (G8).
@MainActor
private final class GroupAdapter: ParityAdapter {
  let log = ToldLog()
  private let group: ToggleGroup
  private let members: [(name: String, toggle: ToggleCoordinator)]
  private let selectAll: ToggleCoordinator?
  /// Kept here: a toggle holds its host weakly (B16).
  private let hosts: [RecordingHost]
  private let save: ToggleCommitOutcome?
  private var requests: [(toggle: ToggleCoordinator, request: ToggleCommitRequest)] = []

  init(_ situation: Parity.Situation) {
    let group = ToggleGroup(mode: situation.mode)
    let made = situation.items.map { (name: $0, made: makeToggle()) }
    let members = made.map { (name: $0.name, toggle: $0.made.0) }
    hosts = made.map(\.made.1)
    var names: [ToggleGroup.MemberID: String] = [:]
    for member in members { names[group.add(member.toggle)] = member.name }
    for member in members where situation.on.contains(member.name) {
      member.toggle.setValue(.on)
    }
    // A select-all toggle is a multiple group's only (G6).
    var selectAll: ToggleCoordinator?
    if case .multiple = situation.mode {
      selectAll = makeToggle().0
      group.setSelectAll(selectAll)
    }
    for member in members where situation.disabled.contains(member.name) {
      member.toggle.isEnabled = false
    }
    self.group = group
    self.members = members
    self.selectAll = selectAll
    save = situation.save
    let toggles = members.map(\.toggle) + (selectAll.map { [$0] } ?? [])
    if let veto = situation.veto {
      for toggle in toggles { toggle.shouldChange = { _ in veto } }
    }
    if save != nil {
      for toggle in toggles {
        toggle.commitPolicy = situation.policy
        toggle.onCommitRequest = { [unowned self, unowned toggle] request in
          requests.append((toggle, request))
        }
      }
    }
    // G8: each member moved back tells its own rolled-back change, in the order the group
    // moves them (G4: the member turned off first).
    for (member, host) in zip(members, hosts) {
      host.onChangeNotification = { [log] _, change in
        if case .rolledBack = change.phase { log.movedBack.append(member.name) }
      }
    }
    group.onChange = { [log] change in
      let old = Set(change.oldSelection)
      let new = Set(change.newSelection)
      log.hear(
        Parity.Told(
          cause: change.cause, on: new.subtracting(old).compactMap { names[$0] },
          off: old.subtracting(new).compactMap { names[$0] }))
    }
  }

  func run(_ step: Parity.Step) -> Bool {
    switch step {
    case .activate(let name):
      guard let member = member(name) else { return false }
      member.tap()
    case .tapSelectAll:
      guard let selectAll else { return false }
      selectAll.tap()
    case .set(let name, let value):
      guard let member = member(name) else { return false }
      member.setValue(value)
    case .setAll(.off):
      group.clearSelection()
    case .hold(let name, _), .letGo(let name, _), .enter(let name):
      guard let member = member(name) else { return false }
      return member.press(step)
    case .selectAll, .setAll, .restore:
      return false
    }
    return true
  }

  var pressedWhilePending: [String] {
    members.filter { $0.toggle.isHighlighted && $0.toggle.isPending }.map(\.name)
  }

  private func member(_ name: String) -> ToggleCoordinator? {
    members.first { $0.name == name }?.toggle
  }

  /// Answers every save the steps started (B19, G8).
  func answerSaves() {
    guard let save else { return }
    let started = requests
    requests.removeAll()
    for (toggle, request) in started { toggle.completeCommit(request, with: save) }
  }

  var itemsOn: [String] {
    members.filter { $0.toggle.value == .on }.map(\.name)
  }
}

/// A `ToggleStore` (L1-L8): called directly (`activate(_:)`, `activateSelectAll()`,
/// `setValue(_:for:)`), or through rows bound to its items and a select-all row (L1: a
/// row's tap is the item's activation, a row's set from code sets the item). Disabled
/// items through `setEnabled(_:for:)` (L7); the veto is `shouldChange` for items, and the
/// select-all row's own for "select all" (B5); saves through the hook that saves bulk
/// changes too (L5).
@MainActor
private final class StoreAdapter: ParityAdapter {
  let log = ToldLog()
  private let store: ToggleStore<String>
  private let rows: [String: ToggleCoordinator]
  private let selectAllRow: ToggleCoordinator?
  private let save: ToggleCommitOutcome?
  private var requests: [ToggleCommitRequest] = []

  init(_ situation: Parity.Situation, throughRows: Bool) {
    let store = ToggleStore(mode: situation.mode, items: situation.items)
    for item in situation.on { store.setValue(.on, for: item) }
    for item in situation.disabled { store.setEnabled(false, for: item) }
    var rows: [String: ToggleCoordinator] = [:]
    var selectAllRow: ToggleCoordinator?
    if throughRows {
      for item in situation.items {
        let row = makeToggle().0
        store.bind(row, to: item)
        rows[item] = row
      }
      selectAllRow = makeToggle().0
      selectAllRow.map(store.bindSelectAll)
    }
    self.store = store
    self.rows = rows
    self.selectAllRow = selectAllRow
    save = situation.save
    if let veto = situation.veto {
      store.shouldChange = { _, _ in veto }
      selectAllRow?.shouldChange = { _ in veto }
    }
    if save != nil {
      store.setCommit(
        situation.policy, requestChange: { [unowned self] _, request in requests.append(request) },
        cancel: { _ in })
    }
    store.onChange = { [log] change in
      log.note(change.phase, items: change.items.map(\.id))
      // Only changes that stand: a save's pending and rolled-back phases are not (G8).
      guard change.phase == .committed else { return }
      if let bulk = change.bulk {
        let items = bulk.changedItems()
        log.hear(
          Parity.Told(
            cause: change.cause, on: bulk.newValue == .on ? items : [],
            off: bulk.newValue == .on ? [] : items))
      } else {
        log.hear(
          Parity.Told(
            cause: change.cause, on: change.items.filter { $0.newValue == .on }.map(\.id),
            off: change.items.filter { $0.newValue != .on }.map(\.id)))
      }
    }
  }

  func run(_ step: Parity.Step) -> Bool {
    switch step {
    case .activate(let item):
      if let row = rows[item] { row.tap() } else { store.activate(item) }
    case .tapSelectAll:
      if let selectAllRow { selectAllRow.tap() } else { store.activateSelectAll() }
    case .selectAll(let value):
      guard selectAllRow == nil else { return false }
      store.activateSelectAll(toward: value)
    case .set(let item, let value):
      if let row = rows[item] { row.setValue(value) } else { store.setValue(value, for: item) }
    case .setAll(let value):
      store.setAll(value)
    case .restore(let items):
      store.restore(items)
    case .hold(let item, _), .letGo(let item, _), .enter(let item):
      return rows[item]?.press(step) ?? false
    }
    return true
  }

  var pressedWhilePending: [String] {
    rows.filter { $0.value.isHighlighted && $0.value.isPending }.map(\.key).sorted()
  }

  /// Answers every save the steps started (B19, L3, L5).
  func answerSaves() {
    guard let save else { return }
    let started = requests
    requests.removeAll()
    for request in started { store.completeCommit(request, with: save) }
  }

  var itemsOn: [String] { store.selection }

}

/// A `ToggleTree` section (T5): one top-level node, "section", carrying the mode over leaf
/// children; called directly (`activate(_:)`, the section parent activated as its "select
/// all", `setValue(_:for:)`, the parent's `setValue` for every child), or through rows
/// bound to the children and the parent. Disabled children through `setEnabled(_:for:)`
/// (T3), `shouldChange` as the veto (B5), saves through the by-hand hook (T10).
///
/// A tree tells each node whose whole subtree took a value, and the parents that followed
/// (T7): the adapter keeps the children's values as told, so that a change naming the
/// section parent says which children it moved.
@MainActor
private final class TreeAdapter: ParityAdapter {
  let log = ToldLog()
  private static let section = "section"
  private let tree: ToggleTree<String>
  private let children: [String]
  private let rows: [String: ToggleCoordinator]
  private let save: ToggleCommitOutcome?
  private var requests: [ToggleCommitRequest] = []
  /// Whether each child is on, as the changes told so far leave it.
  private var toldOn: [String: Bool]

  init(_ situation: Parity.Situation, throughRows: Bool) {
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, [Self.section])
    tree.loadChildren(
      of: Self.section,
      situation.items.map { ($0, situation.on.contains($0) ? ToggleValue.on : .off) })
    tree.setRule(situation.mode, for: Self.section)
    for child in situation.disabled { tree.setEnabled(false, for: child) }
    var rows: [String: ToggleCoordinator] = [:]
    if throughRows {
      for node in [Self.section] + situation.items {
        let row = makeToggle().0
        tree.bind(row, to: node)
        rows[node] = row
      }
    }
    self.tree = tree
    self.rows = rows
    children = situation.items
    save = situation.save
    toldOn = Dictionary(
      uniqueKeysWithValues: situation.items.map { ($0, tree.value(of: $0) == .on) })
    if let veto = situation.veto { tree.shouldChange = { _, _ in veto } }
    if save != nil {
      tree.setCommit(
        situation.policy, requestChange: { [unowned self] _, request in requests.append(request) },
        cancel: { _ in })
    }
    tree.onChange = { [unowned self] change in
      log.note(change.phase, items: change.items.map(\.id).filter { $0 != Self.section })
      // Only changes that stand: a save's pending and rolled-back phases are not (T10).
      guard change.phase == .committed else { return }
      hear(change)
    }
  }

  /// Reduces a tree's change to the section's children: each item the section parent is
  /// moves every child that was not already at its value; a child named as an item moves
  /// as the change tells it, from its first value there to its last (a put-back moves a
  /// child back from a value never told as standing, as a store's item is heard; a
  /// restore's steps may name a child twice, T7); derived parents are not the section's
  /// items (T7).
  private func hear(_ change: ToggleTree<String>.Change) {
    let before = toldOn
    var named: [String: (first: Bool, last: Bool)] = [:]
    if let value = change.everyNode {
      for child in children { toldOn[child] = value == .on }
    }
    for item in change.items {
      if item.id == Self.section {
        for child in children { toldOn[child] = item.newValue == .on }
      } else if toldOn[item.id] != nil {
        toldOn[item.id] = item.newValue == .on
        named[item.id] = (
          named[item.id]?.first ?? (item.oldValue == .on), item.newValue == .on
        )
      }
    }
    func moved(_ child: String, to on: Bool) -> Bool {
      if let told = named[child] { return told.first != on && told.last == on }
      return toldOn[child] == on && before[child] == !on
    }
    log.hear(
      Parity.Told(
        cause: change.cause, on: children.filter { moved($0, to: true) },
        off: children.filter { moved($0, to: false) }))
  }

  func run(_ step: Parity.Step) -> Bool {
    switch step {
    case .activate(let child):
      if rows.isEmpty { tree.activate(child) } else { rows[child]?.tap() }
    case .tapSelectAll:
      if rows.isEmpty { tree.activate(Self.section) } else { rows[Self.section]?.tap() }
    case .selectAll:
      return false
    case .set(let child, let value):
      if let row = rows[child] { row.setValue(value) } else { tree.setValue(value, for: child) }
    case .setAll(let value):
      tree.setValue(value, for: Self.section)
    case .restore(let children):
      tree.restore(.init(included: children, excluded: []))
    case .hold(let child, _), .letGo(let child, _), .enter(let child):
      return rows[child]?.press(step) ?? false
    }
    return true
  }

  var pressedWhilePending: [String] {
    rows.filter { $0.value.isHighlighted && $0.value.isPending }.map(\.key).sorted()
  }

  /// Answers every save the steps started (B19, T10).
  func answerSaves() {
    guard let save else { return }
    let started = requests
    requests.removeAll()
    for request in started { tree.completeCommit(request, with: save) }
  }

  var itemsOn: [String] {
    children.filter { tree.value(of: $0) == .on }
  }
}

/// A lone `ToggleCoordinator` (B1-B20): the one item "a", with no selection rules. Tapped
/// for the user's activation (B3, B9), `setValue` for code's (B2), `isEnabled` off for a
/// disabled item (B6), `shouldChange` as the veto (B5), and its own commit hook, answered by
/// `completeCommit` (B17-B20). What its observers hear is what its host is told to pass on
/// (`toggleSendChangeNotifications`: UIKit's and GTK's change observers, as the change
/// stream, B15), inside the delivery, so an observer's answer runs where B10 says.
@MainActor
private final class ToggleAdapter: ParityAdapter {
  let log = ToldLog()
  private static let item = "a"
  private let toggle: ToggleCoordinator
  /// Kept here: the toggle holds its host weakly (B16).
  private let host: RecordingHost
  private let save: ToggleCommitOutcome?
  private var requests: [ToggleCommitRequest] = []

  init(_ situation: Parity.Situation) {
    let (toggle, host) = makeToggle()
    if situation.on.contains(Self.item) { toggle.setValue(.on) }
    if situation.disabled.contains(Self.item) { toggle.isEnabled = false }
    self.toggle = toggle
    self.host = host
    save = situation.save
    if let veto = situation.veto { toggle.shouldChange = { _ in veto } }
    if save != nil {
      toggle.commitPolicy = situation.policy
      toggle.onCommitRequest = { [unowned self] request in requests.append(request) }
    }
    host.onChangeNotification = { [log] _, change in
      // Only changes that stand: a save's pending, rolled-back and cancelled phases are
      // not (B19, B20), as for a store and a tree.
      guard change.phase == .committed else { return }
      let on = change.newValue == .on
      log.hear(
        Parity.Told(
          cause: change.cause, on: on ? [Self.item] : [], off: on ? [] : [Self.item]))
    }
  }

  func run(_ step: Parity.Step) -> Bool {
    switch step {
    case .activate(Self.item):
      toggle.tap()
    case .set(Self.item, let value):
      toggle.setValue(value)
    case .hold(Self.item, _), .letGo(Self.item, _), .enter(Self.item):
      return toggle.press(step)
    case .activate, .set, .tapSelectAll, .selectAll, .setAll, .restore, .hold, .letGo, .enter:
      return false
    }
    return true
  }

  var pressedWhilePending: [String] {
    toggle.isHighlighted && toggle.isPending ? [Self.item] : []
  }

  /// Answers every save the steps started (B19); a withdrawn one's answer is ignored (B20).
  func answerSaves() {
    guard let save else { return }
    let started = requests
    requests.removeAll()
    for request in started { toggle.completeCommit(request, with: save) }
  }

  var itemsOn: [String] {
    toggle.value == .on ? [Self.item] : []
  }
}

// MARK: The tests

/// Runs one row on one owner and compares its end and its told changes with the row's.
@MainActor
private func check(_ parity: Parity.Case) {
  let row = parity.row
  let adapter = parity.owner.adapter(for: row)
  for step in row.steps {
    #expect(adapter.run(step), "\(parity.owner) has no call for \(step): the row lists it")
    // B18: a press held as a save begins ends: no pressed look while the save waits.
    #expect(adapter.pressedWhilePending.isEmpty, "pressed look while a save waits")
    // A save is answered at once after the step that started it (B19), unless the row
    // has the next steps act while it waits (B20).
    if !row.saveWaits { adapter.answerSaves() }
  }
  // The saves that waited are answered now: late, for any a step withdrew (B20).
  adapter.answerSaves()
  #expect(adapter.itemsOn == row.ends, "items on at the end")
  #expect(adapter.log.told == row.told, "changes told, in order")
  if let movedBack = row.movedBack {
    #expect(adapter.log.movedBack == movedBack, "moved back, the one going off first (L5, G4)")
  }
}

/// The parity table: each situation ends the same way, told the same way, on every owner
/// it applies to, as the contract's one rule book says it must.
@Suite(
  "G2 G3 G5 G6 L5 L7 L8 T2 T5 T8 B2-B10 B17-B20: one parity table for toggles, groups, stores and trees"
)
@MainActor
struct ParityTableTests {
  @Test(
    "G6 L5 L7 T2 T5: select all and clear all end the same way on a group, a store and a tree section",
    arguments: Parity.cases(bulkRows))
  func selectAllAndClearAll(_ parity: Parity.Case) {
    check(parity)
  }

  @Test(
    "G2 G3 L7 T3 T5 B3 B5 B6: an activation ends the same way on a toggle, a group, a store and a tree section",
    arguments: Parity.cases(activationRows))
  func activations(_ parity: Parity.Case) {
    check(parity)
  }

  @Test(
    "G5 B2 B6 T2 T5: code's changes end the same way on a toggle, a group, a store and a tree section",
    arguments: Parity.cases(codeRows))
  func changesFromCode(_ parity: Parity.Case) {
    check(parity)
  }

  @Test(
    "L8 T8 G5: a restored selection ends the same way on a store and a tree section",
    arguments: Parity.cases(restoreRows))
  func restoredSelections(_ parity: Parity.Case) {
    check(parity)
  }

  @Test(
    "B10 L5 T7 G4: an observer's answer is told after the change, in order, on every owner",
    arguments: Parity.cases(answerRows))
  func observersAnswers(_ parity: Parity.Case) {
    check(parity)
  }

  @Test(
    "B17-B20 G8 L5 T10: a saved change stands or goes back the same way on every owner",
    arguments: Parity.cases(saveRows))
  func savedChanges(_ parity: Parity.Case) {
    check(parity)
  }

  /// The pairs where an owner disagrees with the contract: each must still fail, so that
  /// the one brought in line is noticed and moved back into the table.
  @Test(
    "G6 T5 B6 L7: known disagreements with the contract still disagree",
    arguments: Parity.disagreeingCases(allRows))
  func knownDisagreements(_ parity: Parity.Case) {
    withKnownIssue(Comment(rawValue: parity.disagreement?.instead ?? "")) {
      check(parity)
    }
  }

  /// The table is only worth its rows: each names a rule, applies to some owner, and no
  /// two share a name (a failure names the row by it).
  @Test("The parity table's rows are named after rules, distinct, and each runs somewhere")
  func rowsAreWellFormed() {
    #expect(Set(allRows.map(\.name)).count == allRows.count, "row names are distinct")
    for known in disagreements {
      let row = allRows.first { $0.name == known.row }
      #expect(row?.owners.contains(known.owner) == true, "\(known.row) [\(known.owner)] is a case")
    }
    for row in allRows {
      // A lone toggle is the owner of one item with no limits: it runs every such row whose
      // steps it has (an activation, a set), and no other.
      let lone =
        row.items == ["a"] && row.mode == anyNumber
        && row.steps.allSatisfy { step in
          switch step {
          case .activate, .set, .hold, .letGo, .enter: true
          case .tapSelectAll, .selectAll, .setAll, .restore: false
          }
        }
      #expect(row.owners.contains(.toggle) == lone, "\(row.name) lists a lone toggle as it fits")
      #expect(!row.owners.isEmpty, "\(row.name) runs on no owner")
      #expect(row.name.first.map { "BGLT".contains($0) } == true, "\(row.name) names no rule")
      #expect(Set(row.ends).isSubset(of: row.items), "\(row.name) ends with unknown items")
    }
  }
}
