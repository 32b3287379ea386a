import ToggleKitUIKit
@preconcurrency import UIKit

/// Toggles in a list (L1-L7): 10,000 rows of a `UICollectionView` list with a diffable data
/// source, their state in a `ToggleStore`, every save the server's (1 s; every tenth fails).
final class ListsViewController: UIViewController, UICollectionViewDelegate {
  private let store = ToggleStore(mode: .multiple, items: 0..<10_000)
  private let selectAll = ToggleButton(frame: .zero)
  private let status = DemoScreen.statusLine("Tap rows, scroll far, come back.")
  private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?

  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    tabBarItem = UITabBarItem(title: "Lists", image: UIImage(systemName: "checklist"), tag: 8)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    // One save per user change: a tap's item, or every item "Select all" moves, as one
    // change (a per-item hook could not save that one, so the store would refuse it).
    store.setCommit(.optimistic, timeout: 10) { change in
      // A tap of every tenth item takes 5 s and is refused: time to scroll it away and back.
      let refused = change.bulk == nil && (change.items.last.map { $0.id % 10 == 0 } ?? false)
      try await Task.sleep(nanoseconds: refused ? 5_000_000_000 : 1_000_000_000)
      if refused { throw ToggleCommitFailure(reason: .failed, message: "the server refused") }
    }
    store.onChange = { [weak self] change in
      guard let self else { return }
      let what =
        change.bulk.map { "\($0.changedCount) items \($0.newValue)" }
        ?? change.items.map { "item \($0.id) \($0.newValue)" }.joined(separator: ", ")
      let phase: String =
        switch change.phase {
        case .committed: "committed"
        case .pending: "saving"
        case .rolledBack(let failure): "rolled back: \(failure.message)"
        case .cancelled: "cancelled"
        }
      self.status.text = "\(what) (\(phase)); \(self.store.onCount) of 10,000 on"
      // The idiomatic refresh of rows whose content follows the value: reconfigure, not
      // reload. The tapped row's cross-fade goes on.
      if change.bulk == nil, let dataSource = self.dataSource {
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(change.items.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: false)
      }
    }
    // "Pro only" settings: disabled in the store, so whichever cell shows one is dimmed and
    // a reused cell is enabled again for the next item (L7).
    for item in stride(from: 7, to: 10_000, by: 25) { store.setEnabled(false, for: item) }
    selectAll.setTitle("Select all", for: .normal)
    selectAll.setTitleColor(.label, for: .normal)
    selectAll.setImage(UIImage(systemName: "circle"), for: .normal)
    selectAll.setImage(UIImage(systemName: "checkmark.circle.fill"), for: .selected)
    selectAll.setImage(UIImage(systemName: "minus.circle.fill"), for: .toggleMixed)
    selectAll.becomeSelectAll(of: store)

    let registration = UICollectionView.CellRegistration<ToggleListCell, Int> {
      [store, weak self] cell, _, item in
      // No prepareForReuse: showing the next item is all a reused cell needs (L2). The
      // secondary text is read by VoiceOver with the title.
      let isPro = item % 25 == 7
      // An accessory of the app's beside the toggle, which stays outermost (iOS review
      // #56), set before `show` so that the row's accessories are set once. Set only where
      // it is wanted or must go: a set ends a running cross-fade, and a Pro row, disabled,
      // has none. (The detail accessory with a handler is iOS 15.4's; before it, none.)
      if #available(iOS 15.4, *), isPro || !cell.otherAccessories.isEmpty {
        cell.otherAccessories =
          isPro ? [.detail(displayed: .always) { self?.explainPro(item) }] : []
      }
      // The cell is one VoiceOver element, so the info button may not be one of its own: its
      // action is the row's too, in the rotor's Actions.
      cell.accessibilityCustomActions =
        isPro
        ? [
          UIAccessibilityCustomAction(name: "Why Pro only?") { _ in
            self?.explainPro(item)
            return true
          }
        ] : nil
      var content = cell.defaultContentConfiguration()
      content.text = "Setting \(item)"
      content.secondaryText = isPro ? "Pro only" : nil
      cell.show(item, of: store, configuration: content)
    }
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    let list = UICollectionView(frame: .zero, collectionViewLayout: layout)
    list.delegate = self
    // A keyboard moving focus must not select, and so toggle, every row it passes.
    list.selectionFollowsFocus = false
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: list) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<10_000))
    dataSource.apply(snapshot, animatingDifferences: false)
    self.dataSource = dataSource

    let checklist = DemoScreen.checklist([
      "Tap Setting 2: it turns on at once with a spinner, and after 1 s the line above says committed.",
      "Tap Setting 10, scroll far away and back within 5 s: it is still spinning, then goes back off with an error haptic (every tenth is refused after 5 s).",
      "Scroll fast to the bottom and back: no row shows another row's value.",
      "Select all (once no save is running; it is refused while one is): every row, on screen and off, turns on at once, pending, and every row waits for its one 1 s save; it shows mixed while some are on.",
      "A tap on the circle toggles, and so does a tap just beside it (a 44-point target); a tap on the row's title toggles too, with the same haptic; a hardware keyboard moving focus toggles nothing, and Return on a focused row toggles it once.",
      "VoiceOver on a row: \"Setting 3, off\", then a double tap turns it on.",
      "Setting 7 (and every 25th after it) is dimmed: neither its circle nor its row toggles it, VoiceOver reads \"Setting 7, Pro only, off, dimmed\", and Select all leaves it off. Scroll fast: no other row is ever dimmed.",
      "First settings…: a menu of Settings 0-7 with checkmarks as their rows show them; choosing one toggles it (and its row), Setting 7 is greyed out, a saving one says \"saving\" under its title, and \"All eight\" shows a dash while some are on.",
      "(iOS 16 and later) First settings… stays open after a choice: note whether the chosen setting's checkmark follows at once, and whether \"All eight\" redraws the others (else they show it when the menu opens again). Before iOS 16 it closes.",
      "With VoiceOver on, scroll far down, open First settings… and choose Setting 0 (every tenth save is refused after 5 s): 5 s later an error haptic, and VoiceOver says \"Setting 0: not changed, still off\", although no row shows it.",
      "Tap Setting 2 and watch its circle: the cross-fade plays to its end, although every change reconfigures the rows it changed (reconfigureItems).",
      "(iOS 15.4 and later) Setting 7 shows an info button just left of its circle, which stays rightmost; tapping the info button shows \"Setting 7 is for Pro\" and toggles nothing. Scroll fast: no other row ever shows the info button, and none loses its circle.",
      "VoiceOver on Setting 7: swipe up or down for Actions: \"Why Pro only?\" shows \"Setting 7 is for Pro\". Note whether UIKit also offers the info button on its own (then it is offered twice). No other row has the action.",
    ])
    // The first settings as a menu of toggles (UIAction states), the same store's items, open
    // until dismissed.
    let menuButton = UIButton(type: .system)
    menuButton.setTitle("First settings…", for: .normal)
    menuButton.menu = store.menu(
      title: "First settings", items: Array(0..<8), selectAllTitle: "All eight",
      keepsPresented: true
    ) { "Setting \($0)" }
    menuButton.showsMenuAsPrimaryAction = true
    DemoScreen.installList(list, below: [selectAll, menuButton, status, checklist], in: self)
  }

  /// The Pro rows' info button: says why the row takes no tap.
  private func explainPro(_ item: Int) {
    let alert = UIAlertController(
      title: "Setting \(item) is for Pro", message: "Upgrade to change it.",
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }

  /// A tap anywhere on the row toggles its item through the row, as a tap on its circle
  /// does (haptic, `.valueChanged`): iOS 16's hook for a user's action on a row, which
  /// focus moving does not send.
  @available(iOS 16.0, *)
  func collectionView(
    _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
  ) {
    (collectionView.cellForItem(at: indexPath) as? ToggleListCell)?.activate()
  }

  /// Before iOS 16, selection is the row's tap (with `selectionFollowsFocus` off).
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    if #available(iOS 16.0, *) { return }
    // A disabled item's row does nothing (L7): activate() checks the toggle.
    (collectionView.cellForItem(at: indexPath) as? ToggleListCell)?.activate()
  }
}
