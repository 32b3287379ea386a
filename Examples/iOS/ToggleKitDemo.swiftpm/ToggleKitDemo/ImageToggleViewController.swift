import ToggleKitUIKit
@preconcurrency import UIKit

/// Seed 000: a centred image toggle whose action titles it ON or OFF from `isOn`.
final class ImageToggleViewController: UIViewController {
  private var toggleButton: ToggleButton!

  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    tabBarItem = UITabBarItem(title: "Image", image: UIImage(systemName: "lightswitch.on"), tag: 0)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Runs on `.touchUpInside`, which comes after the change: `sender.isOn` is already the new value.
  @objc private func didToggleButton(_ sender: ToggleButton) {
    sender.setTitle(sender.isOn ? "ON" : "OFF", for: .normal)
  }

  private func configureToggleButton() -> ToggleButton {
    // A missing image is nil and leaves the button's own look (B12).
    let button = ToggleButton(
      onImage: UIImage(named: "Toggle on"), offImage: UIImage(named: "Toggle off"))
    button.setTitleColor(.black, for: .normal)
    button.titleLabel?.font = UIFont(name: "Gill Sans", size: 36) ?? .systemFont(ofSize: 36)
    button.setTitle("OFF", for: .normal)
    button.accessibilityLabel = "Power"
    button.addTarget(self, action: #selector(didToggleButton(_:)), for: .touchUpInside)
    return button
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    toggleButton = configureToggleButton()
    view.addSubview(toggleButton)
    toggleButton.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      toggleButton.centerXAnchor.constraint(equalTo: view.layoutMarginsGuide.centerXAnchor),
      toggleButton.centerYAnchor.constraint(equalTo: view.layoutMarginsGuide.centerYAnchor),
      toggleButton.widthAnchor.constraint(equalToConstant: 128),
      toggleButton.heightAnchor.constraint(equalToConstant: 96),
    ])
  }
}
