// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ToggleKit",
  platforms: [.iOS(.v15), .tvOS(.v15), .macCatalyst(.v15), .macOS(.v12)],
  products: [
    .library(name: "ToggleKit", targets: ["ToggleKit", "ToggleKitUIKit", "ToggleKitSwiftUI"])
  ],
  targets: [
    .target(name: "ToggleKit"),
    .target(name: "ToggleKitUIKit", dependencies: ["ToggleKit"]),
    .target(name: "ToggleKitSwiftUI", dependencies: ["ToggleKit", "ToggleKitUIKit"]),
    .testTarget(name: "ToggleKitTests", dependencies: ["ToggleKit"]),
  ],
  swiftLanguageModes: [.v6]
)
