import ToggleKitUIKit

/// A settings list of system switches: the state is the store's, so a reused cell never
/// shows another row's value, each flip is one save, and a failed one is announced under the
/// row's title.
@MainActor
final class SwitchSettings: UIViewController {
  let settings = ["Wi-Fi", "Bluetooth", "AirDrop"]
  lazy var store = ToggleStore(mode: .multiple, items: settings)
  var dataSource: UICollectionViewDiffableDataSource<Int, String>?

  override func viewDidLoad() {
    super.viewDidLoad()
    store.setCommit(.optimistic) { setting, value in
      try await Task.sleep(nanoseconds: 500_000_000)  // the app's save of `setting`
    }
    let registration = UICollectionView.CellRegistration<ToggleSwitchListCell, String> {
      [store] cell, _, setting in
      cell.show(setting, of: store, title: setting)  // no prepareForReuse needed
    }
    let list = UICollectionView(
      frame: view.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(list)
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) {
      list, indexPath, setting in
      list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: setting)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(settings)
    dataSource.apply(snapshot)
    self.dataSource = dataSource
  }
}
