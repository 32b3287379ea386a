// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "MyApp",
  platforms: [.iOS(.v15)],
  dependencies: [
    .package(url: "https://github.com/<owner>/ToggleKit.git", from: "1.0.0")
  ],
  targets: [
    .executableTarget(
      name: "MyApp",
      dependencies: [
        // UIKit, SwiftUI and the core. On Linux, the GTK widget instead:
        // .product(name: "ToggleKitGTK", package: "ToggleKit")
        .product(name: "ToggleKit", package: "ToggleKit")
      ])
  ]
)
