import ToggleKitUIKit

/// A settings table: the state is the store's, so a reused cell never shows another row's value.
@MainActor
final class NotificationSettings: UITableViewController {
  let topics = (1...500).map { "Topic \($0)" }
  lazy var store = ToggleStore(mode: .multiple, items: topics)

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    topics.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "topic")
      ?? UITableViewCell(style: .default, reuseIdentifier: "topic")
    var content = cell.defaultContentConfiguration()
    content.text = topics[indexPath.row]
    cell.contentConfiguration = content
    cell.selectionStyle = .none  // the toggle, not the row, is what a tap changes
    let toggle = cell.accessoryView as? ToggleButton ?? makeToggle()
    cell.accessoryView = toggle
    toggle.accessibilityLabel = topics[indexPath.row]
    toggle.show(topics[indexPath.row], of: store)  // no prepareForReuse needed
    return cell
  }

  /// One per cell, made once, at a fixed 44-point size whatever image it shows.
  func makeToggle() -> ToggleButton {
    let toggle = ToggleButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    toggle.setImage(UIImage(systemName: "bell.slash"), for: .normal)
    toggle.setImage(UIImage(systemName: "bell.fill"), for: .selected)
    return toggle
  }
}
