import ToggleKitUIKit
@preconcurrency import UIKit

/// Groups (G1-G7): exclusive with a required selection, exclusive optional, multiple with
/// limits, and a "select all", each read back through its buttons.
final class GroupsViewController: UIViewController {
  private let alignment = ToggleGroup(mode: .exclusive(selectionRequired: true))
  private let size = ToggleGroup(mode: .exclusive(selectionRequired: false))
  private let extras = ToggleGroup(mode: .multiple(minimum: 1, maximum: 2))
  private let toppings = ToggleGroup(mode: .multiple)
  private let status = DemoScreen.statusLine("Tap a toggle: the group's change shows here.")

  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    tabBarItem = UITabBarItem(
      title: "Groups", image: UIImage(systemName: "square.grid.3x1.below.line.grid.1x2"), tag: 4)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let alignmentButtons = members(of: alignment, ["Left", "Center", "Right"])
    alignmentButtons[0].isOn = true  // from code: nothing is sent
    let sizeButtons = members(of: size, ["Small", "Medium", "Large"])
    let extraButtons = members(of: extras, ["Lemon", "Ice", "Mint"])
    extraButtons[1].isOn = true
    let toppingButtons = members(of: toppings, ["Cheese", "Olives", "Mushrooms"])
    let all = DemoScreen.titledToggle("All")
    all.accessibilityLabel = "All toppings"
    all.becomeSelectAll(of: toppings)
    for (name, group) in [
      ("Alignment", alignment), ("Size", size), ("Extras", extras), ("Toppings", toppings),
    ] {
      group.onChange = { [weak self, unowned group] change in
        let who = change.cause == .user ? "you" : "code"
        self?.status.text =
          "\(name), changed by \(who): now \(DemoScreen.titles(group.buttons(for: change.newSelection)))"
      }
    }
    let clear = UIButton(type: .system)
    clear.setTitle("Clear toppings from code", for: .normal)
    clear.addAction(
      UIAction { [weak self] _ in self?.toppings.clearSelection() }, for: .touchUpInside)
    let center = UIButton(type: .system)
    center.setTitle("Select Center from code", for: .normal)
    center.addAction(
      UIAction { [weak self, weak target = alignmentButtons[1]] _ in
        guard let self, let target else { return }
        self.alignment.select(target)
      }, for: .touchUpInside)
    DemoScreen.install(
      [
        DemoScreen.section("Alignment: exclusive, one required", alignmentButtons),
        DemoScreen.section("Size: exclusive, may be none", sizeButtons),
        DemoScreen.section("Extras: one or two", extraButtons),
        DemoScreen.section("Toppings: any, with All", [all] + toppingButtons),
        center, clear, status,
        DemoScreen.checklist([
          "Alignment: tapping another button moves the selection; tapping Left while it is on changes nothing.",
          "Size: tapping the selected size turns it off, leaving none.",
          "Extras: a third extra is refused (nothing moves), and the last one cannot be turned off.",
          "Toppings: All shows on, off or mixed as the toppings change; tapping All turns every topping on, then off.",
          "Each user change prints one line above, naming the buttons that are on; the two code buttons print \"changed by code\".",
          "VoiceOver on iOS 17: \"Left, switch button, on\"; on iOS 15-16: \"Left, on, button\"; All while mixed says \"mixed\", never \"two\".",
          "Hardware keyboard (iPad): Tab enters each group once, on its selected member; the arrows move inside; in Alignment and Size an arrow also selects.",
        ]),
      ], in: self)
  }

  /// Titled toggles for `titles`, joined to `group` in reading order.
  private func members(of group: ToggleGroup, _ titles: [String]) -> [ToggleButton] {
    titles.map { title in
      let button = DemoScreen.titledToggle(title)
      button.join(group)
      return button
    }
  }
}
