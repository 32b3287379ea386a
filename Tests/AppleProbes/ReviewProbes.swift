import ToggleKitUIKit

// The third iOS review's probes (../shared/docs/reviews/Clients_0f73876), as an iOS team writes
// them with what the review asked for. Type-checked against the iOS 16.5 SDK by
// apple-typecheck (.apple-typecheck lists this folder); not run.

/// #53: a cell subclass adds its own detail to VoiceOver through the main-actor hook. The
/// review's probe overrode `accessibilityValue`, a nonisolated override, and could not read
/// `detail`.
@MainActor
final class DetailToggleCell: ToggleListCell {
  var detail = "2 devices"

  override var defaultAccessibilityValue: String? {
    "\(super.defaultAccessibilityValue ?? ""), \(detail)"
  }
}

/// #53: the same on a toggle of the app's own.
@MainActor
final class CountedToggle: ToggleButton {
  var count = 3

  override var defaultAccessibilityLabel: String? {
    "\(super.defaultAccessibilityLabel ?? "Devices"), \(count)"
  }
}

/// #55, #56, #57: a settings list with a disabled item, a subtitle, other accessories and a
/// row tap that goes through the row.
@MainActor
final class ProbeListViewController: UIViewController, UICollectionViewDelegate {
  let store = ToggleStore(mode: .multiple, items: ["wifi", "bluetooth", "pro-only"])
  var dataSource: UICollectionViewDiffableDataSource<Int, String>?

  override func viewDidLoad() {
    super.viewDidLoad()
    // #55: the item is disabled in the store; whichever cell shows it is dimmed.
    store.setEnabled(false, for: "pro-only")
    let registration = UICollectionView.CellRegistration<DetailToggleCell, String> {
      [store] cell, _, item in
      // #56: the app's content, secondary text included, which VoiceOver reads.
      var content = cell.defaultContentConfiguration()
      content.text = item
      content.secondaryText = "Detail"
      cell.show(item, of: store, configuration: content)
      // #56: other accessories beside the toggle, which stays.
      cell.otherAccessories = [.reorder(displayed: .whenEditing)]
    }
    let list = UICollectionView(
      frame: .zero,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    list.delegate = self
    dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    store.onChange = { [weak self] change in
      // #52: reconfigure, not reload; the tapped row's cross-fade goes on.
      guard let self, var snapshot = self.dataSource?.snapshot() else { return }
      snapshot.reconfigureItems(change.items.map(\.id))
      self.dataSource?.apply(snapshot, animatingDifferences: false)
    }
  }

  /// #57: a row tap goes through the row: its haptic and `.valueChanged`.
  @available(iOS 16.0, *)
  func collectionView(
    _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
  ) {
    (collectionView.cellForItem(at: indexPath) as? ToggleListCell)?.activate()
  }

  /// An app that composes the accessories itself keeps the toggle's.
  func composed(_ cell: ToggleListCell) {
    cell.accessories = [.disclosureIndicator(), cell.toggleAccessory]
  }
}
