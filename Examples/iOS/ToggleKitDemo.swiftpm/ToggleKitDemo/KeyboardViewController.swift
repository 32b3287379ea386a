import ToggleKitUIKit
@preconcurrency import UIKit

/// Keyboard use (B8, G7): Space and Return on one toggle, with a count of every action it
/// sends, and arrows in a radio group.
final class KeyboardViewController: UIViewController {
  private let bold = DemoScreen.titledToggle("Bold")
  private let view1 = ToggleGroup(mode: .exclusive(selectionRequired: true))
  private let counts = DemoScreen.statusLine("")
  private var valueChanges = 0
  private var primaryActions = 0
  private var taps = 0

  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    tabBarItem = UITabBarItem(title: "Keyboard", image: UIImage(systemName: "keyboard"), tag: 6)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bold.addAction(
      UIAction { [weak self] _ in
        self?.valueChanges += 1
        self?.showCounts()
      }, for: .valueChanged)
    bold.addAction(
      UIAction { [weak self] _ in
        self?.primaryActions += 1
        self?.showCounts()
      }, for: .primaryActionTriggered)
    bold.addAction(
      UIAction { [weak self] _ in
        self?.taps += 1
        self?.showCounts()
      }, for: .touchUpInside)
    showCounts()
    let layouts = ["List", "Grid", "Columns"].map { title in
      let button = DemoScreen.titledToggle(title)
      button.join(view1)
      return button
    }
    layouts[0].isOn = true
    let status = DemoScreen.statusLine("Layout: List")
    view1.onChange = { [unowned view1] change in
      status.text = "Layout: \(DemoScreen.titles(view1.buttons(for: change.newSelection)))"
    }
    DemoScreen.install(
      [
        DemoScreen.section("One toggle", [bold]), counts,
        DemoScreen.section("Layout: a radio group", layouts), status,
        DemoScreen.checklist([
          "Connect a hardware keyboard (iPad, or the simulator's I/O > Keyboard > Connect Hardware Keyboard) and turn on Full Keyboard Access if Tab does not reach Bold.",
          "Space on Bold: the pressed look while held, the toggle flips on release; each count above goes up by exactly 1 (a 2 means UIKit activated the button a second time: report it). With Full Keyboard Access on, Space is its activate command: no pressed look, but still exactly 1; note whether it was on.",
          "Return on Bold: flips at once, once however long it is held; the counts go up by 1.",
          "A tap with the finger also adds 1 to each count.",
          "Tab into Layout lands on the selected one; Left and Right move focus and select, with \"Layout:\" updating; the taps count of Bold does not change.",
          "Cmd-Space, Ctrl-Space and other shortcuts still reach the system and the app.",
        ]),
      ], in: self)
  }

  private func showCounts() {
    counts.text =
      "Bold is \(bold.isOn ? "on" : "off"). .valueChanged: \(valueChanges), .primaryActionTriggered: \(primaryActions), .touchUpInside: \(taps)"
  }
}
