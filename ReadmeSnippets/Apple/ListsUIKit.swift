import ToggleKitUIKit

/// 500 notification topics in a list: the state is the store's, so a reused cell never shows
/// another row's value, and each row is one VoiceOver stop that reads its title and value.
@MainActor
final class NotificationSettings: UIViewController, UICollectionViewDelegate {
  let topics = (1...500).map { "Topic \($0)" }
  lazy var store = ToggleStore(mode: .multiple, items: topics)
  var dataSource: UICollectionViewDiffableDataSource<Int, String>?

  override func viewDidLoad() {
    super.viewDidLoad()
    let registration = UICollectionView.CellRegistration<ToggleListCell, String> {
      [store] cell, _, topic in
      cell.show(topic, of: store, title: topic)  // no prepareForReuse needed
    }
    let list = UICollectionView(
      frame: view.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    list.delegate = self
    view.addSubview(list)
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) {
      list, indexPath, topic in
      list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: topic)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(topics)
    dataSource.apply(snapshot)
    self.dataSource = dataSource
  }

  /// A tap anywhere on the row toggles it, as a tap on its toggle (iOS 16's hook).
  @available(iOS 16.0, *)
  func collectionView(
    _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
  ) {
    (collectionView.cellForItem(at: indexPath) as? ToggleListCell)?.activate()
  }
}
