import ToggleKitUIKit  // brings UIKit and the core too

final class SettingsViewController: UIViewController {
  var canTurnOn = true

  override func viewDidLoad() {
    super.viewDidLoad()
    let button = ToggleButton(
      onImage: UIImage(named: "Toggle on"), offImage: UIImage(named: "Toggle off"),
      highlightedImage: UIImage(named: "Toggle pressed"))
    button.accessibilityLabel = "Sound"  // image-only: give it a label
    button.onToggle = { isOn in print("now \(isOn ? "on" : "off")") }
    button.addTarget(self, action: #selector(didToggle(_:)), for: .valueChanged)
    button.shouldToggle = { [unowned self] newValue in !newValue || canTurnOn }  // veto
    button.haptic = .selection
    button.setOn(true, animated: true)  // sends nothing
    view.addSubview(button)
  }

  @objc func didToggle(_ sender: ToggleButton) {
    print("value changed to \(sender.isOn)")
  }
}
