#if canImport(SwiftUI)
  @preconcurrency import SwiftUI
  import ToggleKit

  extension View {
    /// Shows on an outline row's `Toggle` what its node's state says beyond on and off, as
    /// a UIKit outline row shows it (T1, T3, T10, B18).
    ///
    /// ```swift
    /// List(model.nodes, children: \.children) { node in
    ///   Toggle(node.id, isOn: model.binding(for: node.id))
    ///     .treeRow(node.id, of: model)
    /// }
    /// ```
    ///
    /// A mixed parent shows a dash on a badge over its toggle's trailing end, the state a
    /// `Toggle` cannot show (its switch shows off, or on when a tap would clear it), as a
    /// UIKit outline row shows the dash; VoiceOver reads it as "mixed", and every other row
    /// as on or off in the same words, so that a row keeps one identity as its parent's
    /// children change (a branch between two views would rebuild it under VoiceOver's
    /// focus). While a save covers the node, its toggle is dimmed where it is, as a UIKit switch
    /// is, still showing the value being saved (the switch does not move). While a save runs on the subtree a tap would set, or above
    /// or below it (T10), VoiceOver reads "on, saving" (or off, or mixed) and the row takes
    /// no tap; nor does a parent whose nodes that could move are all disabled (T3), or a
    /// node its section's rule refuses. An assistive technology's activation of such a row
    /// changes nothing, and the binding redraws the switch where it was. A disabled node's row
    /// (``ToggleTreeModel/setEnabled(_:for:)``) is dimmed. A failed save's error haptic and
    /// announcement come from the model (``ToggleTreeModel/nodeTitle``).
    public func treeRow<ID: Hashable & Sendable>(_ node: ID, of model: ToggleTreeModel<ID>)
      -> some View
    {
      modifier(TreeRowState(node: node, model: model))
    }
  }

  /// The row state `View.treeRow(_:of:)` shows.
  private struct TreeRowState<ID: Hashable & Sendable>: ViewModifier {
    let node: ID
    @ObservedObject var model: ToggleTreeModel<ID>

    func body(content: Content) -> some View {
      let pending = model.isPending(node)
      let waiting = pending || model.waitsForSave(node)
      content.modifier(
        RowStateLook(
          value: model.value(of: node), isPending: pending, isWaiting: waiting,
          isEnabled: model.isEnabled(node), takesTaps: !waiting && model.takesActivation(of: node)
        ))
    }
  }
#endif
