#if canImport(SwiftUI)
  @preconcurrency import SwiftUI
  @_spi(ToggleKitTools) import ToggleKit

  /// A `ToggleTree` as SwiftUI observes it: rows of `List(_:children:)` or `OutlineGroup`
  /// bound to nodes (T1-T10), parents following their children.
  ///
  /// ```swift
  /// @StateObject private var checklist = ToggleTreeModel(tree: deviceChecklist())
  ///
  /// List(checklist.nodes, children: \.children) { node in
  ///   Toggle(node.id, isOn: checklist.binding(for: node.id))
  ///     .accessibilityValue(checklist.value(of: node.id) == .mixed ? "mixed" : "")
  /// }
  /// ```
  ///
  /// The values and rules are the tree's: a toggle's change is the user's activation of
  /// its node (a parent checks or unchecks its whole subtree), and every row re-renders
  /// after each change the tree tells. A parent whose children differ is mixed
  /// (``value(of:)``): its `Toggle` shows off, and turning it on checks everything in it;
  /// show the mixed state with your own mark, and say it to VoiceOver
  /// (`.accessibilityValue`).
  /// ``nodes`` is built afresh on each read, a walk of every loaded node: fine for the
  /// hundreds of rows SwiftUI's outline builds at once; a tree of a million nodes belongs in
  /// a `UICollectionView` outline of `ToggleListCell`s.
  @MainActor
  public final class ToggleTreeModel<ID: Hashable & Sendable>: ObservableObject {
    /// A node and its loaded children, as `List(_:children:)` reads them; equal and hashed by
    /// the node alone, so comparing two costs nothing of their subtrees.
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

      /// Whether the two are the same node.
      public static func == (lhs: Node, rhs: Node) -> Bool { lhs.id == rhs.id }

      /// Hashes the node.
      public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    /// The tree the rows show.
    public let tree: ToggleTree<ID>
    private var observer: Int?

    /// Observes `tree`.
    public init(tree: ToggleTree<ID>) {
      self.tree = tree
      observer = tree.addObserver { [weak self] _ in self?.objectWillChange.send() }
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

    /// A binding for a row's `Toggle`: on when the node is on; setting it is the user's
    /// activation of the node (a refused one, a disabled node, leaves it as it was).
    public func binding(for node: ID) -> Binding<Bool> {
      Binding(
        // Main-actor closures, for newer SDKs' `@isolated(any) @Sendable` ones (#54).
        get: { @MainActor [tree] in tree.value(of: node) == .on },
        set: { @MainActor [tree, weak self] newValue in
          guard (tree.value(of: node) == .on) != newValue else { return }
          // Activated only when it gives what the user asked for: a mixed parent whose
          // enabled nodes are all on already would go off (T2), the opposite of "on".
          if tree.activationTarget(of: node) == (newValue ? .on : .off) { tree.activate(node) }
          // Refused, absorbed by a save, or a confirmed save started: the value has not
          // moved, but the row's switch moved itself; redraw it back to the tree's value.
          if (tree.value(of: node) == .on) != newValue { self?.objectWillChange.send() }
        })
    }

    /// The binding of ``binding(for:)``, under its first name, which reads as a question.
    @available(*, deprecated, renamed: "binding(for:)")
    public func isOn(_ node: ID) -> Binding<Bool> { binding(for: node) }
  }
#endif
