import ToggleKitUIKit
@preconcurrency import UIKit

/// A toggle from a nib, set up as the README says (seed 001's Interface Builder recipe):
/// class `ToggleButton` in module `ToggleKitUIKit`, type Custom, Style Default, the on
/// image on Selected, the off image on Default, the pressed one on Highlighted; no code.
final class NibToggleViewController: UIViewController {
  /// Connected by `NibToggle.xib`, whose File's Owner is this controller.
  @IBOutlet var nibToggle: ToggleButton?
  private let status = DemoScreen.statusLine("")

  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    tabBarItem = UITabBarItem(title: "Nib", image: UIImage(systemName: "hammer"), tag: 7)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let loaded = Self.nib()?.instantiate(withOwner: self).first as? UIView
    guard let loaded, let toggle = nibToggle else {
      status.text = "NibToggle.xib was not found in the app, or its outlet is not connected."
      DemoScreen.install([status], in: self)
      return
    }
    toggle.addAction(
      UIAction { [weak self, weak toggle] _ in
        self?.status.text = "valueChanged: \(toggle?.isOn == true ? "on" : "off")"
      }, for: .valueChanged)
    status.text =
      "From the nib: autotoggle \(toggle.autotoggle ? "on" : "off"), "
      + "on image \(toggle.onImage == nil ? "missing" : "found"), "
      + "off image \(toggle.offImage == nil ? "missing" : "found")"
    DemoScreen.install(
      [
        loaded, status,
        DemoScreen.checklist([
          "The first line says: autotoggle on, on image found, off image found.",
          "The toggle shows the off image; a tap shows the pressed image while held and the on image after, with \"valueChanged: on\".",
          "Pressing while on shows the pressed image, not the off image; dragging far out (more than about 70 points past the edge, UIKit's own margin) and releasing changes nothing.",
          "No \"ToggleKit:\" warning appears in Xcode's console for this button.",
          "VoiceOver reads \"Nib toggle\" (the label set in the nib) with the value, whatever the state.",
        ]),
      ], in: self)
  }

  /// The nib, from whichever bundle the app package's resources were put in.
  private static func nib() -> UINib? {
    let bundles = [Bundle.main] + Bundle.allBundles
    guard
      let bundle = bundles.first(where: { $0.path(forResource: "NibToggle", ofType: "nib") != nil })
    else { return nil }
    return UINib(nibName: "NibToggle", bundle: bundle)
  }
}
