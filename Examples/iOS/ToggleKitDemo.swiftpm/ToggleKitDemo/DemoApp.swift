@preconcurrency import UIKit

/// The demo app: one tab per seed, and a SwiftUI tab.
@main
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    let tabs = UITabBarController()
    tabs.viewControllers = [
      ImageToggleViewController(),
      RecipeViewController(),
      ClosureToggleViewController(),
      SwiftUIDemoHostingController(),
    ]
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}
