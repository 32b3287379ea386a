// swift-tools-version: 5.9

// An app package: open this folder in Xcode 16 or later and run the "ToggleKit Demo" scheme.
// AppleProductTypes comes with Xcode and Swift Playgrounds only, so this manifest
// cannot be loaded by a plain `swift build` (on Linux or elsewhere).

import AppleProductTypes
import PackageDescription

let package = Package(
  name: "ToggleKit Demo",
  platforms: [
    .iOS("15.0")
  ],
  products: [
    .iOSApplication(
      name: "ToggleKit Demo",
      targets: ["ToggleKitDemo"],
      bundleIdentifier: "org.togglekit.demo",
      teamIdentifier: "",
      displayVersion: "1.0",
      bundleVersion: "1",
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [
        .pad,
        .phone,
      ],
      supportedInterfaceOrientations: [
        .portrait,
        .landscapeRight,
        .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    )
  ],
  dependencies: [
    // The repository root. `name:` keeps `package: "ToggleKit"` below valid whatever
    // the checkout's folder is called (a plain path dependency is named after its folder).
    .package(name: "ToggleKit", path: "../../..")
  ],
  targets: [
    .executableTarget(
      name: "ToggleKitDemo",
      dependencies: [
        .product(name: "ToggleKit", package: "ToggleKit")
      ],
      path: "ToggleKitDemo",
      resources: [
        .process("Resources")
      ]
    )
  ]
)
