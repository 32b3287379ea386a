import ToggleKitSwiftUI

/// The `ToggleTreeModel` doc comment's snippet, compiled: an outline of checkboxes whose
/// mixed parents say so to VoiceOver, in the user's language, each row one view whatever
/// its value.
@MainActor
struct DeviceChecklist: View {
  @StateObject private var checklist = ToggleTreeModel(tree: deviceChecklist())

  var body: some View {
    List(checklist.nodes, children: \.children) { node in
      Toggle(node.id, isOn: checklist.binding(for: node.id))
        .treeRow(node.id, of: checklist)
    }
  }
}

/// A small checklist: a phone's settings to back up.
@MainActor
func deviceChecklist() -> ToggleTree<String> {
  let tree = ToggleTree<String>()
  tree.loadChildren(of: nil, ["Photos", "Settings"])
  tree.loadChildren(of: "Settings", ["Wi-Fi", "Wallpaper"])
  return tree
}
