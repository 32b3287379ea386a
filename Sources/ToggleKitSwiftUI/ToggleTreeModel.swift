#if canImport(SwiftUI)
  @preconcurrency import SwiftUI
  @_spi(ToggleKitTools) import ToggleKit

  /// A `ToggleTree` as SwiftUI observes it: rows of `List(_:children:)` or `OutlineGroup`
  /// bound to nodes (T1-T10), parents following their children.
  ///
  /// In a `@MainActor` view (the snippet compiled: `ReadmeSnippets/Apple/TreeSwiftUI.swift`):
  ///
  /// ```swift
  /// @StateObject private var checklist = ToggleTreeModel(tree: deviceChecklist())
  ///
  /// List(checklist.nodes, children: \.children) { node in
  ///   Toggle(node.id, isOn: checklist.binding(for: node.id))
  ///     .treeRow(node.id, of: checklist)
  /// }
  /// ```
  ///
  /// The values and rules are the tree's: a toggle's change is the user's activation of
  /// its node (a parent checks or unchecks its whole subtree), and every row re-renders
  /// after each change the tree tells. A parent whose children differ is mixed
  /// (``value(of:)``): its `Toggle` shows off, and turning it on checks everything in it,
  /// unless every node it could turn on is on already (its disabled nodes keep it mixed):
  /// then it shows on, and turning it off clears it (T2); a mixed parent with nothing it
  /// could move (every such node disabled) shows off, and a flip of it springs back.
  /// `treeRow(_:of:)` shows a mixed node with a dash over its toggle and says "mixed" to
  /// VoiceOver (the state a `Toggle` cannot show), shows a save and a disabled node as a
  /// store's rows do, and lets a row whose tap would change nothing take none.
  /// ``nodes`` is built afresh on each read, a walk of every loaded node: fine for the
  /// hundreds of rows SwiftUI's outline builds at once; a tree of a million nodes belongs in
  /// a `UICollectionView` outline of `ToggleListCell`s.
  @MainActor
  public final class ToggleTreeModel<ID: Hashable & Sendable>: ObservableObject {
    /// A node and its loaded children, as `List(_:children:)` reads them: hashed by the node
    /// alone, equal when its children's identifiers are too (not their subtrees).
    public struct Node: Identifiable, Hashable, Sendable {
      /// The node.
      public let id: ID
      /// Its loaded children, nil for a node that has none (a leaf, shown with no arrow).
      public let children: [Node]?

      /// Creates a node, for previews and tests.
      public init(id: ID, children: [Node]?) {
        self.id = id
        self.children = children
      }

      /// Whether the two are the same node with the same children: a node whose children
      /// were loaded since differs, so SwiftUI's outline gives it its arrow.
      public static func == (lhs: Node, rhs: Node) -> Bool {
        lhs.id == rhs.id && lhs.children?.map(\.id) == rhs.children?.map(\.id)
      }

      /// Hashes the node by its identifier alone.
      public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    /// The tree the rows show.
    public let tree: ToggleTree<ID>
    private var observer: Int?

    /// How VoiceOver names a node whose save failed (B19): a failed save of a SwiftUI row
    /// plays the error haptic and is announced with it, "Photos: not changed, still off",
    /// as a UIKit row's is. Nil: the node's description.
    public var nodeTitle: ((ID) -> String)?

    /// Whether a failed save of a SwiftUI row plays the error haptic and is announced to
    /// VoiceOver (B19); on by default. Off, the model gives neither. A tree that UIKit rows show too gives the
    /// feedback once, from those rows.
    public var announcesRollback = true

    /// Observes `tree`.
    public init(tree: ToggleTree<ID>) {
      self.tree = tree
      observer = tree.addObserver { [weak self] _ in self?.objectWillChange.send() }
      // A failed save no UIKit row gives feedback for (SwiftUI rows are not the tree's
      // rows): the tree asks UIKit's hook, then its models, oldest first.
      ModelFailureFeedback.add(
        self, to: tree, itemTitle: { $0.nodeTitle }, announces: { $0.announcesRollback })
    }

    deinit {
      // Nonisolated: the tree, a main-actor object, lets the observer go on the main actor.
      if let observer {
        Task { @MainActor [tree] in tree.removeObserver(observer) }
      }
    }

    /// The top-level nodes with their loaded children, for `List(_:children:)`.
    public var nodes: [Node] { nodes(of: nil) }

    private func nodes(of parent: ID?) -> [Node] {
      tree.children(of: parent).map { id in
        Node(id: id, children: tree.childCount(of: id) == 0 ? nil : nodes(of: id))
      }
    }

    /// The node's value: on, off, or mixed for a parent whose children differ (T1).
    public func value(of node: ID) -> ToggleValue { tree.value(of: node) ?? .off }

    /// Whether the node waits for a save (T10): show it, `.disabled(model.isPending(node))`.
    public func isPending(_ node: ID) -> Bool { tree.isPending(node) }

    /// How many saves are pending.
    public var pendingCount: Int { tree.pendingCount }

    /// Whether the user may change the node (T3): `treeRow(_:of:)` dims a disabled node's
    /// row, and its binding refuses the user's change.
    public func isEnabled(_ node: ID) -> Bool { tree.isEnabled(node) }

    /// Whether a tap on the node's row would change anything now: not while a save runs on
    /// the subtree it would set, above it or below it (T10), nor for a parent whose nodes
    /// that could move are all disabled (T3). `treeRow(_:of:)` lets such a row take no tap,
    /// so that its switch does not move and spring back.
    func takesActivation(of node: ID) -> Bool {
      !tree.absorbsActivation(of: node) && tree.activationTarget(of: node) != nil
    }

    /// Whether the node's row waits for a save: its own, or one its activation would join
    /// (T10).
    func waitsForSave(_ node: ID) -> Bool { tree.absorbsActivation(of: node) }

    /// Enables or disables a node (T3) and redraws the rows that read it; returns false for
    /// a node the tree does not hold. The tree's own `setEnabled(_:for:)` and `setRule(_:for:)`
    /// tell no observer, so SwiftUI rows redraw only through this call (or the model's
    /// `objectWillChange.send()` after a rule changes).
    @discardableResult
    public func setEnabled(_ isEnabled: Bool, for node: ID) -> Bool {
      // Not a change of a value: the tree tells its observers nothing, so the views that
      // read `isEnabled(_:)` are told here.
      guard tree.contains(node) else { return false }
      guard tree.isEnabled(node) != isEnabled else { return true }
      objectWillChange.send()
      return tree.setEnabled(isEnabled, for: node)
    }

    /// A binding for a row's `Toggle`: on when the node is on; setting it is the user's
    /// activation of the node (a refused one, a disabled node, leaves it as it was).
    public func binding(for node: ID) -> Binding<Bool> {
      Binding(
        // Main-actor closures, for newer SDKs' `@isolated(any) @Sendable` ones.
        get: { @MainActor [tree] in Self.showsOn(node, of: tree) },
        set: { @MainActor [tree, weak self] newValue in
          guard Self.showsOn(node, of: tree) != newValue else { return }
          // Activated only when it gives what the user asked for; with the rule of
          // `showsOn`, a flip always does, unless a rule or a disabled node refuses it.
          if tree.activationTarget(of: node) == (newValue ? .on : .off) { tree.activate(node) }
          // Refused, absorbed by a save, or a confirmed save started: the value has not
          // moved, but the row's switch moved itself; redraw it back to the tree's value.
          if Self.showsOn(node, of: tree) != newValue { self?.objectWillChange.send() }
        })
    }

    /// Whether a row's `Toggle`, which has no mixed state, shows the node on: when it is on,
    /// and when it is mixed with every node it could turn on already on (its disabled nodes
    /// keep it mixed), since the user's activation then turns it off (T2), as the store's
    /// "select all" binding reads. Any other mixed node shows off, and a flip turns its
    /// subtree on.
    private static func showsOn(_ node: ID, of tree: ToggleTree<ID>) -> Bool {
      switch tree.value(of: node) {
      case .on: true
      case .mixed: tree.activationTarget(of: node) == .off
      case .off, nil: false
      }
    }

    /// The binding of ``binding(for:)``, under its first name, which reads as a question.
    @available(*, deprecated, renamed: "binding(for:)")
    public func isOn(_ node: ID) -> Binding<Bool> { binding(for: node) }
  }
#endif
