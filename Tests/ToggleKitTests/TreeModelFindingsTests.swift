import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// Where the tree broke the contract, as the tree's reference model (`TreeModel`, read from
/// the contract's words) found it, each reduced to its shortest sequence: each failed
/// before its fix.
@Suite("T10 Found by the tree's reference model: shortest sequences")
@MainActor
struct TreeModelFindingsTests {
  /// A tree "a" > "b" whose saves wait for the test, "a" activated and saving.
  private func treeSavingA(_ policy: ToggleCommitPolicy) -> (ToggleTree<String>, Box<Int>) {
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["a"])
    tree.loadChildren(of: "a", ["b"])
    tree.setCommit(policy, requestChange: { _, _ in }, cancel: { _ in })
    tree.activate("a")
    let told = Box(0)
    tree.onChange = { _ in told.value += 1 }
    return (tree, told)
  }

  @Test(
    "T10 B20: a load whose children are all held already adds nothing and keeps the save",
    arguments: [ToggleCommitPolicy.optimistic, .confirmed])
  func loadOfHeldChildrenKeepsTheSave(_ policy: ToggleCommitPolicy) {
    let (tree, told) = treeSavingA(policy)
    #expect(tree.isPending("a"))
    // T10: "adding children to a node that has some withdraws it"; this load adds none, and
    // a change that changes nothing leaves the work running (B20) and is not told (T7).
    #expect(tree.loadChildren(of: "a", ["b"]) == 0)
    #expect(tree.loadChildren(of: "a", [("b", .off)]) == 0)
    #expect(tree.isPending("a") && tree.isPending("b"))
    #expect(tree.value(of: "b") == (policy == .optimistic ? .on : .off))
    #expect(told.value == 0)
  }

  @Test("T10 B20: code's set that an exclusive section goes around leaves a save running")
  func setThatChangesNothingKeepsTheSave() {
    // An exclusive section "s" of two children, off; "x"'s activation saves the section
    // (T10), and its confirmed save shows nothing yet.
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["s"])
    tree.loadChildren(of: "s", ["x", "y"])
    tree.setRule(.exclusive(selectionRequired: false), for: "s")
    tree.setCommit(.confirmed, requestChange: { _, _ in }, cancel: { _ in })
    tree.activate("x")
    #expect(tree.isPending("x"))
    let told = Box(0)
    tree.onChange = { _ in told.value += 1 }
    // G5: code's set of an exclusive section of several children on leaves it as it is;
    // B20: a set that changes nothing leaves the work running.
    tree.setValue(.on, for: "s")
    #expect(tree.value(of: "s") == .off)
    #expect(tree.isPending("x"))
    #expect(told.value == 0)
  }

  @Test("T2 T5: a section's mixed child with nothing left to turn on goes off from a tap")
  func mixedSectionChildGoesOff() {
    // An optional exclusive section "s" whose one child "p" holds "a" and "b" on and "d"
    // disabled and off: "p" is mixed, and no node its tap could turn on is off.
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["s"])
    tree.loadChildren(of: "s", ["p"])
    tree.loadChildren(of: "p", [("a", .on), ("d", .off), ("b", .on)])
    tree.setEnabled(false, for: "d")
    tree.setRule(.exclusive(selectionRequired: false), for: "s")
    #expect(tree.value(of: "p") == .mixed)
    // T2: from mixed a parent goes off when no node it could turn on is off; G2: an
    // optional section lets its child go off. The tap moves what it can (G6).
    tree.activate("p")
    #expect(tree.value(of: "a") == .off && tree.value(of: "b") == .off)
    #expect(tree.value(of: "d") == .off && tree.value(of: "p") == .off)
  }

  @Test("T10 B20: code's set of a section's child keeps a save below a sibling running")
  func setBesideASaveKeepsIt() {
    // A multiple section "s" over "p" and "q"; "p" holds "x", whose own activation saves
    // only "x" (T10: "p" has no rule, and no exclusive section is above).
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["s"])
    tree.loadChildren(of: "s", ["p", "q"])
    tree.loadChildren(of: "p", ["x"])
    tree.setRule(.multiple, for: "s")
    tree.setCommit(.optimistic, requestChange: { _, _ in }, cancel: { _ in })
    tree.activate("x")
    #expect(tree.isPending("x") && !tree.isPending("q"))
    // T10: code that changes the saving subtree, or sets a node above it, withdraws it;
    // setting "q" does neither.
    #expect(tree.setValue(.on, for: "q"))
    #expect(tree.isPending("x"))
    #expect(tree.value(of: "x") == .on && tree.value(of: "s") == .on)
  }

  @Test("T7 T10: a withdrawn save whose subtree shows its values before puts back nothing told")
  func putBackThatMovesNothingIsNotTold() {
    // An exclusive section "s" of "a" (on) and "b"; tapping "b" saves the section, showing
    // "a" off and "b" on. A child loaded on into "a" (a leaf of the saving subtree: the
    // save keeps running, T10) turns "a" on from below, and "b" off (T5): the section
    // shows its values from before the save again.
    let tree = ToggleTree<String>()
    tree.loadChildren(of: nil, ["s"])
    tree.loadChildren(of: "s", [("a", .on), ("b", .off)])
    tree.setRule(.exclusive(selectionRequired: false), for: "s")
    tree.setCommit(.optimistic, requestChange: { _, _ in }, cancel: { _ in })
    tree.activate("b")
    tree.loadChildren(of: "a", [("x", .on)])
    #expect(tree.isPending("a"))
    #expect(tree.value(of: "a") == .on && tree.value(of: "b") == .off)
    let told = Box<[ToggleTree<String>.Change]>([])
    tree.onChange = { told.value.append($0) }
    // T8 T10: restoring the selection shown withdraws the save, told cancelled; its subtree
    // goes back to values it shows already, which changes nothing, told nothing (T7).
    tree.restore(tree.selection)
    #expect(!tree.isPending("a"))
    #expect(told.value.map(\.phase) == [.cancelled])
  }
}

/// A reference the closures above can write through.
@MainActor
private final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
