import ToggleKitUIKit
@preconcurrency import UIKit

/// A tree of toggles (T1-T10): a device checklist in a `UICollectionView` outline, whose
/// sections and groups follow their items (on, off, mixed), their state in a `ToggleTree`,
/// each check a save to a "phone" (1 s; one that checks "AirPods paired" fails after 4 s).
final class TreeViewController: UIViewController, UICollectionViewDelegate {
  /// Sections, their groups, and each group's items; the state of all of them is the tree's.
  private static let checklist: [(String, [(String, [String])])] = [
    (
      "Before leaving",
      [
        ("Power", ["Laptop charged", "Phone charged", "Power bank"]),
        ("Network", ["Wi-Fi off", "VPN off"]),
      ]
    ),
    (
      "On arrival",
      [
        ("Display", ["Brightness up", "Night Shift off"]),
        ("Sound", ["Volume down", "Do Not Disturb on", "AirPods paired"]),
      ]
    ),
  ]
  private let tree = ToggleTree<String>()
  private let status = DemoScreen.statusLine("Check a section, then uncheck one item in it.")
  private var dataSource: UICollectionViewDiffableDataSource<Int, String>?

  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    tabBarItem = UITabBarItem(
      title: "Tree", image: UIImage(systemName: "list.bullet.indent"), tag: 10)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    tabBarItem = UITabBarItem(
      title: "Tree", image: UIImage(systemName: "list.bullet.indent"), tag: 10)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
    tree.loadChildren(of: nil, Self.checklist.map(\.0))
    snapshot.append(Self.checklist.map(\.0))
    for (section, groups) in Self.checklist {
      tree.loadChildren(of: section, groups.map(\.0))
      snapshot.append(groups.map(\.0), to: section)
      for (group, items) in groups {
        tree.loadChildren(of: group, items)
        snapshot.append(items, to: group)
      }
    }
    // One save per tap: a section's or group's whole subtree in one change (T10). The
    // AirPods are never found: time to collapse Sound, or scroll, before it fails.
    // A change names the roots of the subtrees it set: the AirPods, or a node above them.
    let aboveAirPods: Set = ["AirPods paired", "Sound", "On arrival"]
    tree.setCommit(.optimistic, timeout: 10) { change in
      let pairsAirPods = change.items.contains {
        aboveAirPods.contains($0.id) && $0.newValue == .on
      }
      try await Task.sleep(nanoseconds: pairsAirPods ? 4_000_000_000 : 1_000_000_000)
      if pairsAirPods {
        throw ToggleCommitFailure(reason: .failed, message: "no AirPods found")
      }
    }
    tree.onChange = { [weak self] change in
      guard let self else { return }
      let moved = change.items.map { "\($0.id) \($0.newValue)" }
      let followed = change.derived.map { "\($0.id) \($0.newValue)" }
      let phase: String =
        switch change.phase {
        case .committed: "saved"
        case .pending: "saving"
        case .rolledBack(let failure): "rolled back: \(failure.message)"
        case .cancelled: "cancelled"
        }
      self.status.text = (moved + followed).joined(separator: "; ") + " (\(phase))"
    }

    let registration = UICollectionView.CellRegistration<ToggleListCell, String> {
      [tree, weak self] cell, _, node in
      // Showing the next node is all a reused or reconfigured cell needs.
      cell.show(node, of: tree, title: node, expandable: tree.childCount(of: node) > 0)
      // The cell gives an expandable row VoiceOver's outline behaviour itself: a double tap
      // is a tap on the title (below: expand or collapse), "Check all" or "Uncheck all" and
      // "Expand" or "Collapse" are its actions, and its value says expanded or collapsed.
      if let dataSource = self?.dataSource { cell.expandsNodes(in: dataSource, section: 0) }
    }
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    let list = UICollectionView(frame: .zero, collectionViewLayout: layout)
    list.delegate = self
    list.selectionFollowsFocus = false
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) {
      collectionView, indexPath, node in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: node)
    }
    self.dataSource = dataSource
    snapshot.expand(Self.checklist.map(\.0))
    dataSource.apply(snapshot, to: 0, animatingDifferences: false)

    let checklist = DemoScreen.checklist([
      "Tap the circle of \"Before leaving\": every group and item in it turns on.",
      "Expand Power and tap \"Phone charged\": Power and \"Before leaving\" show mixed.",
      "Tap Power's circle (mixed): its items turn on again; tap it again: all off. A tap on its title expands or collapses it.",
      "Collapse and expand a group: its rows show what they showed.",
      "VoiceOver on a group: \"Power, button, mixed, collapsed\" (before iOS 18; no \"switch button\"); a double tap does what a tap on its title does, and its \"Check all\" action checks it and everything in it.",
      "VoiceOver on Power: swipe up or down for Actions: \"Collapse\" hides its items, VoiceOver reads the row again, and the action is then \"Expand\"; tap Power's chevron: the action follows. Note whether UIKit offers an expand action of its own too (then there are two). Items have no such action. With Voice Control, say \"Show numbers\": note whether Power's chevron has a number of its own.",
      "Each tap is one save: the rows it moved dim for 1 s, and the line above says saving, then saved. A tap on a dimmed row, or on its group meanwhile, does nothing.",
      "Tap the circle of \"On arrival\": every row in it dims; 4 s later (the AirPods are never found) all of them go back off with an error haptic, and VoiceOver says \"On arrival: not changed, still off\".",
      "With VoiceOver on, tap \"AirPods paired\" and collapse Sound at once: 4 s later an error haptic, and VoiceOver says \"AirPods paired: not changed, still off\" although no row shows it; expand Sound: it shows off.",
    ])
    DemoScreen.installList(list, below: [status, checklist], in: self)
  }

  /// A tap on an item's title toggles it, as a tap on its circle does; a tap on a group's or
  /// a section's title expands or collapses it, as in any outline (its circle checks it all).
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard let dataSource, let node = dataSource.itemIdentifier(for: indexPath) else { return }
    guard tree.childCount(of: node) > 0 else {
      tree.activate(node)
      return
    }
    toggleExpansion(of: node)
  }

  private func toggleExpansion(of node: String) {
    guard let dataSource else { return }
    var snapshot = dataSource.snapshot(for: 0)
    if snapshot.isExpanded(node) { snapshot.collapse([node]) } else { snapshot.expand([node]) }
    dataSource.apply(snapshot, to: 0, animatingDifferences: true)
  }
}
