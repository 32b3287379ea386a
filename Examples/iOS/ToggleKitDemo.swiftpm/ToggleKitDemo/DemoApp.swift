@preconcurrency import UIKit

/// The demo app: one tab per seed, then the device-check screens (SwiftUI, groups, async
/// commits, keyboard, a nib toggle, a list, a SwiftUI list, a tree), each with the checklist
/// of what to see.
@main
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    // With a scene manifest in Info.plist (Xcode may generate one for an app
    // package), UIKit shows scenes and ignores this window; DemoSceneDelegate makes one.
    guard Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest") == nil else {
      return true
    }
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = Self.makeTabs()
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  func application(
    _ application: UIApplication, configurationForConnecting session: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
    configuration.delegateClass = DemoSceneDelegate.self
    return configuration
  }

  static func makeTabs() -> UITabBarController {
    let tabs = UITabBarController()
    tabs.viewControllers = [
      ImageToggleViewController(),
      RecipeViewController(),
      ClosureToggleViewController(),
      SwiftUIDemoHostingController(),
      GroupsViewController(),
      AsyncViewController(),
      KeyboardViewController(),
      NibToggleViewController(),
      ListsViewController(),
      SwiftUIListHostingController(),
      TreeViewController(),
      SettingsViewController(),
    ]
    return tabs
  }
}

/// The window of a scene-based launch.
final class DemoSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = DemoAppDelegate.makeTabs()
    window.makeKeyAndVisible()
    self.window = window
  }
}
