import ToggleKitUIKit
@preconcurrency import UIKit

/// What the device-check screens share: titled toggles, sections, a status line, and the
/// checklist of what a person holding the device should see.
///
/// Nothing of ToggleKit's UIKit code has run in this project (it is type-checked on
/// Linux only), so each screen says what to look for: it is the device pass.
@MainActor
enum DemoScreen {
  /// A toggle with a title, grey when off and tinted when on, as a segmented choice looks.
  static func titledToggle(_ title: String) -> ToggleButton {
    let button = ToggleButton(frame: .zero)
    button.setTitle(title, for: .normal)
    button.setTitleColor(.label, for: .normal)
    button.setTitleColor(.white, for: .selected)
    button.setBackgroundColor(.systemGray5, for: .normal)
    button.setBackgroundColor(.systemBlue, for: .selected)
    button.setBackgroundColor(.systemGray3, for: .highlighted)
    button.setBackgroundColor(.systemIndigo, for: [.selected, .highlighted])
    button.layer.cornerRadius = 8
    NSLayoutConstraint.activate([
      button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
      button.widthAnchor.constraint(greaterThanOrEqualToConstant: 72),
    ])
    return button
  }

  /// A row of toggles under a heading.
  static func section(_ heading: String, _ views: [UIView]) -> UIStackView {
    let title = UILabel()
    title.text = heading
    title.font = .preferredFont(forTextStyle: .headline)
    title.accessibilityTraits = .header
    let row = UIStackView(arrangedSubviews: views)
    row.spacing = 8
    row.distribution = .fillProportionally
    let section = UIStackView(arrangedSubviews: [title, row])
    section.axis = .vertical
    section.spacing = 8
    return section
  }

  /// A line the screen rewrites as things happen.
  static func statusLine(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: .footnote)
    label.textColor = .secondaryLabel
    return label
  }

  /// "What you should see": one line per check.
  static func checklist(_ items: [String]) -> UILabel {
    let label = UILabel()
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: .footnote)
    label.text = (["On a device or simulator you should see:"] + items.map { "☐ " + $0 })
      .joined(separator: "\n")
    return label
  }

  /// Puts `views` in a scrolling column filling the controller's view.
  static func install(_ views: [UIView], in controller: UIViewController) {
    controller.view.backgroundColor = .systemBackground
    let column = UIStackView(arrangedSubviews: views)
    column.axis = .vertical
    column.spacing = 24
    column.translatesAutoresizingMaskIntoConstraints = false
    let scroll = UIScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(column)
    controller.view.addSubview(scroll)
    let margins = controller.view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: margins.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      scroll.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 20),
      column.bottomAnchor.constraint(
        equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -20),
      column.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 20),
      column.trailingAnchor.constraint(
        equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -20),
    ])
  }

  /// Puts `header` (a column of `views`) above `list`, which fills the rest of the
  /// controller's view: the layout of the list screens.
  static func installList(_ list: UIView, below views: [UIView], in controller: UIViewController) {
    let header = UIStackView(arrangedSubviews: views)
    header.axis = .vertical
    header.spacing = 8
    header.translatesAutoresizingMaskIntoConstraints = false
    list.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(header)
    controller.view.addSubview(list)
    let guide = controller.view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: guide.topAnchor, constant: 12),
      header.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
      header.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
      list.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
      list.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      list.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      list.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
  }

  /// The titles of some buttons, for a status line: "Left, Right", or "none".
  static func titles(_ buttons: [ToggleButton]) -> String {
    let titles = buttons.compactMap { $0.title(for: .normal) }
    return titles.isEmpty ? "none" : titles.joined(separator: ", ")
  }
}
