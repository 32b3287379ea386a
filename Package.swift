// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ToggleKit",
  defaultLocalization: "en",
  platforms: [.iOS(.v15), .tvOS(.v15), .macCatalyst(.v15), .macOS(.v12)],
  products: [
    .library(name: "ToggleKit", targets: ["ToggleKit", "ToggleKitUIKit", "ToggleKitSwiftUI"]),
    .library(name: "ToggleKitGTK", targets: ["ToggleKitGTK"]),
    .executable(name: "toggle-gallery", targets: ["toggle-gallery"]),
  ],
  targets: [
    .target(name: "ToggleKit"),
    .target(
      name: "ToggleKitUIKit", dependencies: ["ToggleKit"],
      exclude: ["Resources/README.md"], resources: [.process("Resources")]),
    .target(name: "ToggleKitSwiftUI", dependencies: ["ToggleKit", "ToggleKitUIKit"]),
    .systemLibrary(
      name: "CGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .target(
      name: "ToggleKitGTK",
      dependencies: ["ToggleKit", .target(name: "CGtk4", condition: .when(platforms: [.linux]))]),
    .executableTarget(
      name: "toggle-gallery",
      dependencies: [
        "ToggleKitGTK", .target(name: "CGtk4", condition: .when(platforms: [.linux])),
      ]),
    .target(name: "CAllocationCounter"),
    .systemLibrary(name: "CXTest", pkgConfig: "xtst", providers: [.apt(["libxtst-dev"])]),
    .executableTarget(
      name: "toggle-bench",
      dependencies: [
        "ToggleKit", "CAllocationCounter",
        .target(name: "ToggleKitGTK", condition: .when(platforms: [.linux])),
        .target(name: "CGtk4", condition: .when(platforms: [.linux])),
        .target(name: "CXTest", condition: .when(platforms: [.linux])),
      ]),
    .testTarget(name: "ToggleKitTests", dependencies: ["ToggleKit"]),
    .testTarget(name: "ToggleKitGTKTests", dependencies: ["ToggleKitGTK"]),
  ],
  swiftLanguageModes: [.v6]
)
