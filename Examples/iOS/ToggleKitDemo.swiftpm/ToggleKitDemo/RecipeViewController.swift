import ToggleKitUIKit
@preconcurrency import UIKit

/// Seed 001: the factory with on, off and highlighted images and an autotoggle switch; its
/// Interface Builder recipe is the Nib tab (NibToggleViewController).
final class RecipeViewController: UIViewController {

  private let factoryToggle = ToggleButton(
    onImage: UIImage(named: "Toggle on"), offImage: UIImage(named: "Toggle off"),
    highlightedImage: UIImage(named: "Toggle pressed"))
  private let autotoggleSwitch = UISwitch()
  private let status = UILabel()

  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    tabBarItem = UITabBarItem(title: "Recipe", image: UIImage(systemName: "book"), tag: 1)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    factoryToggle.setTitle("Wi-Fi", for: .normal)
    factoryToggle.setBackgroundColor(.systemGray5, for: .normal)
    factoryToggle.setBackgroundColor(.systemGreen, for: .selected)
    factoryToggle.addTarget(self, action: #selector(valueChanged(_:)), for: .valueChanged)
    factoryToggle.addTarget(self, action: #selector(tapped(_:)), for: .primaryActionTriggered)
    autotoggleSwitch.isOn = factoryToggle.autotoggle
    autotoggleSwitch.addTarget(self, action: #selector(autotoggleChanged(_:)), for: .valueChanged)
    status.text = "autotoggle on"
    let stack = UIStackView(arrangedSubviews: [factoryToggle, autotoggleSwitch, status])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }

  @objc private func autotoggleChanged(_ sender: UISwitch) {
    factoryToggle.autotoggle = sender.isOn
    status.text = sender.isOn ? "autotoggle on" : "autotoggle off: the app decides"
  }

  @objc private func valueChanged(_ sender: ToggleButton) {
    status.text = "value changed by the user: \(sender.isOn ? "on" : "off")"
  }

  /// With autotoggle off, the press still arrives here and the app chooses.
  @objc private func tapped(_ sender: ToggleButton) {
    guard !sender.autotoggle else { return }
    let alert = UIAlertController(
      title: "Turn Wi-Fi \(sender.isOn ? "off" : "on")?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "OK", style: .default) { _ in sender.setOn(!sender.isOn, animated: true)
      })
    present(alert, animated: true)
  }
}
