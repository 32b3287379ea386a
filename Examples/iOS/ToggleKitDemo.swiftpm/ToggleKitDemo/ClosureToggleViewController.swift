import ToggleKitUIKit
@preconcurrency import UIKit

/// Seed 003: titles per state, a background colour, and an `onToggle` closure that prints the state.
final class ClosureToggleViewController: UIViewController {
  private let log = UILabel()
  private let toggleButton = ToggleButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
  private var streamTask: Task<Void, Never>?

  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    tabBarItem = UITabBarItem(title: "Closure", image: UIImage(systemName: "curlybraces"), tag: 2)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    toggleButton.setTitle("OFF", for: .normal)
    toggleButton.setTitle("ON", for: .selected)
    toggleButton.backgroundColor = .systemBlue
    toggleButton.accessibilityLabel = "Notifications"
    toggleButton.haptic = .selection
    toggleButton.onToggle = { [weak self] isOn in
      print("ToggleButton state: \(isOn ? "ON" : "OFF")")
      self?.log.text = "onToggle: \(isOn ? "ON" : "OFF")"
    }
    // A veto: refuse to turn on while the device is in Low Power Mode.
    toggleButton.shouldToggle = { isOn in
      !(isOn && ProcessInfo.processInfo.isLowPowerModeEnabled)
    }
    log.frame = CGRect(x: 100, y: 170, width: 240, height: 30)
    view.addSubview(toggleButton)
    view.addSubview(log)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // The task holds the stream, not the button: a task that captured the button
    // would keep it (and the stream) alive for good (B16).
    let changes = toggleButton.changes
    streamTask = Task { @MainActor in
      for await change in changes {
        print("change stream: \(change.oldValue) -> \(change.newValue) (\(change.cause))")
      }
    }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    streamTask?.cancel()
    streamTask = nil
  }
}
