import ToggleKitUIKit
@preconcurrency import UIKit

/// Async commits (B17-B22): a save that succeeds, one that fails, one that never answers.
final class AsyncViewController: UIViewController {
  private let succeeds = DemoScreen.titledToggle("Saves in 1 s")
  private let fails = DemoScreen.titledToggle("Fails: offline")
  private let timesOut = DemoScreen.titledToggle("Never answers")
  private let confirmed = DemoScreen.titledToggle("Confirmed, 1 s")
  private let imageToggle = ToggleButton(
    onImage: UIImage(named: "Toggle on"), offImage: UIImage(named: "Toggle off"))
  /// The system's own switch under the core: saves in 1 s, every second save refused.
  private let systemSwitch = ToggleSwitch()
  private var systemSwitchSaves = 0
  private let status = DemoScreen.statusLine("Tap a toggle: its phases show here.")
  private var streamTasks: [Task<Void, Never>] = []

  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    tabBarItem = UITabBarItem(
      title: "Async", image: UIImage(systemName: "icloud.and.arrow.up"), tag: 5)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    succeeds.setCommit(.optimistic, timeout: 5) { _ in
      try await Task.sleep(nanoseconds: 1_000_000_000)
    }
    fails.setCommit(.optimistic, timeout: 5) { _ in
      try await Task.sleep(nanoseconds: 700_000_000)
      throw URLError(.notConnectedToInternet)
    }
    timesOut.setCommit(.optimistic, timeout: 2) { _ in
      // Answers only when cancelled: the timeout cancels it after 2 s.
      while !Task.isCancelled { try await Task.sleep(nanoseconds: 100_000_000) }
      try Task.checkCancellation()
    }
    confirmed.setCommit(.confirmed, timeout: 5) { _ in
      try await Task.sleep(nanoseconds: 1_000_000_000)
    }
    // Seed 000's image toggle: its background image is dimmed under the badge.
    imageToggle.accessibilityLabel = "Image toggle, saves in 1 s"
    imageToggle.setCommit(.optimistic, timeout: 5) { _ in
      try await Task.sleep(nanoseconds: 1_000_000_000)
    }
    for toggle in [succeeds, fails, timesOut, confirmed, imageToggle] {
      toggle.onToggle = { [weak self, weak toggle] isOn in
        self?.status.text = "\(toggle?.accessibilityLabel ?? "") saved: \(isOn ? "on" : "off")"
      }
      toggle.onCommitFailed = { [weak self, weak toggle] failure in
        let reason =
          (failure.underlyingError as? URLError)?.localizedDescription ?? failure.reason.rawValue
        self?.status.text = "\(toggle?.accessibilityLabel ?? "") rolled back: \(reason)"
      }
    }
    systemSwitch.accessibilityLabel = "System switch"
    systemSwitch.setCommit(.optimistic, timeout: 5) { [weak self] _ in
      try await Task.sleep(nanoseconds: 1_000_000_000)
      guard let self else { return }
      systemSwitchSaves += 1
      if systemSwitchSaves % 2 == 0 { throw URLError(.notConnectedToInternet) }
    }
    systemSwitch.onToggle = { [weak self] isOn in
      self?.status.text = "System switch saved: \(isOn ? "on" : "off")"
    }
    systemSwitch.onCommitFailed = { [weak self] _ in
      self?.status.text = "System switch rolled back"
    }
    let switchRow = UIStackView(arrangedSubviews: [
      DemoScreen.statusLine("UISwitch, saves in 1 s, every second save refused"), systemSwitch,
    ])
    switchRow.spacing = 8
    let setFromCode = UIButton(type: .system)
    setFromCode.setTitle("Set \"Never answers\" off from code", for: .normal)
    setFromCode.addAction(
      UIAction { [weak self] _ in self?.timesOut.setOn(false, animated: true) }, for: .touchUpInside
    )
    DemoScreen.install(
      [
        DemoScreen.section("Optimistic", [succeeds, fails, timesOut]),
        DemoScreen.section("Confirmed, and an image toggle", [confirmed, imageToggle]),
        DemoScreen.section("The system switch (ToggleSwitch)", [switchRow]),
        setFromCode, status,
        DemoScreen.checklist([
          "\"Saves in 1 s\": turns on at once, a spinner on a small grey badge over dimmed content for about 1 s, then \"saved: on\"; on an iPhone, one light haptic at the tap (the simulator and iPads have none).",
          "\"Fails: offline\": turns on, spins, goes back off after 0.7 s with an error haptic (iPhone) and \"rolled back:\" with URLError's description for code -1009 (its wording depends on the iOS version).",
          "\"Never answers\": spins for 2 s, then rolls back (\"timedOut\").",
          "While any of them spins, taps do nothing: no pressed look under the finger, no second save.",
          "\"Confirmed\": stays off while spinning, the haptic (iPhone) comes at the tap, then turns on after 1 s with no second haptic.",
          "The image toggle dims its image while spinning, and the badge is visible on it; the blue \"Saves in 1 s\" toggle's badge reads on blue.",
          "\"Set … off from code\" during the 2 s: the spinner stops at once, the toggle is off, no rollback line.",
          "VoiceOver: while spinning it reads \"on, saving\"; a rollback is announced (\"Fails: offline: not changed, still off\").",
          "The system switch: flip it on (tap or drag): it stays on, half transparent and untouchable for 1 s, then \"saved: on\". Flip it off: the same for 1 s, then it slides back on by itself with an error haptic and \"rolled back\". VoiceOver reads \"on, saving\" or \"off, saving\" meanwhile.",
          "The system switch: drag across and back without lifting, then lift: no save, no line. Drag across and hold: it is not dimmed until you lift, then one save.",
        ]),
      ], in: self)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // Every phase goes to the console: pending, committed, rolledBack, cancelled.
    streamTasks = [succeeds, fails, timesOut, confirmed, imageToggle].map { toggle in
      let name = toggle.accessibilityLabel ?? ""
      let changes = toggle.changes
      return Task { @MainActor in
        for await change in changes { print("\(name): \(change.phase) -> \(change.newValue)") }
      }
    }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    for task in streamTasks { task.cancel() }
    streamTasks = []
  }
}
