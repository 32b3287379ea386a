import ToggleKitUIKit

/// Folders to back up in a `UICollectionView` outline. The tree learns a folder's children
/// when the folder first expands; "Back up everything" is a node of the app's own above the
/// top folders, shown by a button, so a tap on it is the user's: one save, like a folder's.
@MainActor
final class BackupOutline: UIViewController {
  static let everything = "Everything"  // the tree's one top node; no row shows it
  let folders: [String: [String]]  // each folder's children; a name that is no key is a file
  let tree = ToggleTree<String>()
  let backUpEverything = ToggleButton()
  var dataSource: UICollectionViewDiffableDataSource<Int, String>?

  init(top: [String], folders: [String: [String]]) {
    self.folders = folders
    super.init(nibName: nil, bundle: nil)
    tree.loadChildren(of: nil, [Self.everything])
    tree.loadChildren(of: Self.everything, top)
  }

  required init?(coder: NSCoder) { fatalError("made in code") }

  override func viewDidLoad() {
    super.viewDidLoad()
    backUpEverything.setTitle("Back up everything", for: .normal)
    backUpEverything.show(Self.everything, of: tree)
    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: backUpEverything)
    let registration = UICollectionView.CellRegistration<ToggleListCell, String> {
      [tree, folders] cell, _, node in
      // The chevron comes from the app's model: the tree has no children for a folder
      // that has never been opened.
      cell.show(node, of: tree, title: node, expandable: folders[node] != nil)
    }
    let list = UICollectionView(
      frame: view.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(list)
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) {
      list, indexPath, node in
      list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: node)
    }
    // The user's expand (the chevron): the children go into the tree before their rows
    // bind, and take the folder's value (T4).
    dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] folder in
      self?.loadChildren(of: folder)
    }
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    var next: [(parent: String?, nodes: [String])] = [(nil, tree.children(of: Self.everything))]
    while let level = next.popLast() {
      outline.append(level.nodes, to: level.parent)  // collapsed: no row binds yet
      next += level.nodes.compactMap { node in folders[node].map { (node, $0) } }
    }
    dataSource.apply(outline, to: 0, animatingDifferences: false)
    self.dataSource = dataSource
  }

  /// An expand from code: UIKit runs no `willExpandItem` for it, so load first.
  func expand(_ folder: String) {
    guard let dataSource else { return }
    loadChildren(of: folder)
    var outline = dataSource.snapshot(for: 0)
    outline.expand([folder])
    dataSource.apply(outline, to: 0)
  }

  private func loadChildren(of folder: String) {
    guard !tree.isLoaded(folder), let children = folders[folder] else { return }
    tree.loadChildren(of: folder, children)
  }
}
