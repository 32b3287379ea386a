import ToggleKitUIKit
@preconcurrency import UIKit

/// A settings list on the system switch: `ToggleSwitchListCell` rows over a `ToggleStore`
/// (L1-L7), each flip a save (1 s; AirDrop's is refused), a disabled row, and an "All"
/// switch as the store's select all (G6).
final class SettingsViewController: UIViewController {
  private enum Setting: String, CaseIterable, Hashable, Sendable {
    case wifi = "Wi-Fi"
    case bluetooth = "Bluetooth"
    case airDrop = "AirDrop (refused)"
    case cellular = "Cellular Data (not allowed)"
  }

  private let store = ToggleStore(mode: .multiple, items: Setting.allCases)
  /// Made with UIKit's `init(frame:primaryAction:)`: its primary action is to be called
  /// once per committed change, never for a flip taken back.
  private lazy var all = ToggleSwitch(
    frame: .zero,
    primaryAction: UIAction { [weak self] _ in
      guard let self else { return }
      allPrimaryActions += 1
      allActionsLine.text = "All's primary action: \(allPrimaryActions) calls"
    })
  private var allPrimaryActions = 0
  private let allActionsLine = DemoScreen.statusLine("All's primary action: 0 calls")
  private let status = DemoScreen.statusLine("Flip a setting: its save shows here.")
  private var dataSource: UICollectionViewDiffableDataSource<Int, Setting>?

  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 11)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    store.setCommit(.optimistic, timeout: 10) { setting, _ in
      try await Task.sleep(nanoseconds: 1_000_000_000)
      if setting == .airDrop {
        throw ToggleCommitFailure(reason: .failed, message: "the server refused")
      }
    }
    store.setEnabled(false, for: .cellular)
    store.onChange = { [weak self] change in
      let what = change.items.map { "\($0.id.rawValue) \($0.newValue)" }.joined(separator: ", ")
      self?.status.text = "\(what.isEmpty ? "all" : what): \(change.phase)"
    }
    all.accessibilityLabel = "All settings"
    all.becomeSelectAll(of: store)

    let registration = UICollectionView.CellRegistration<ToggleSwitchListCell, Setting> {
      [store] cell, _, setting in
      // Showing the next item is all a reused cell needs; the title names the row in a
      // failed save's announcement.
      cell.show(setting, of: store, title: setting.rawValue)
    }
    let list = UICollectionView(
      frame: .zero,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    let dataSource = UICollectionViewDiffableDataSource<Int, Setting>(collectionView: list) {
      list, indexPath, setting in
      list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: setting)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Setting>()
    snapshot.appendSections([0])
    snapshot.appendItems(Setting.allCases)
    dataSource.apply(snapshot, animatingDifferences: false)
    self.dataSource = dataSource

    let allRow = UIStackView(arrangedSubviews: [DemoScreen.statusLine("All settings"), all])
    allRow.spacing = 8
    let checklist = DemoScreen.checklist([
      "Flip Wi-Fi (tap or drag): it stays on, half transparent for 1 s, then the line says committed.",
      "Drag Bluetooth's thumb across and back without lifting, then lift: nothing is saved, the line does not change.",
      "Drag Bluetooth's thumb across and hold: no save starts (the switch is not dimmed) until you lift.",
      "Flip Wi-Fi on and, while it is dimmed, double-tap its row with VoiceOver: nothing changes and the row is not selected.",
      "Flip AirDrop on: 1 s later it slides back off with an error haptic; with VoiceOver, \"AirDrop (refused): not changed, still off\".",
      "Cellular Data is dimmed and takes no flip.",
      "VoiceOver: each row is one element, \"Wi-Fi, off\" read as a switch; a double tap flips it and saves.",
      "\"All settings\" turns every allowed setting on, and off again; it shows on only when all are on.",
      "Each committed flip of \"All settings\" adds exactly one to its primary action's calls (made with init(frame:primaryAction:)): not two, and none for a flip that slides back.",
    ])
    DemoScreen.installList(list, below: [allRow, allActionsLine, status, checklist], in: self)
  }
}
