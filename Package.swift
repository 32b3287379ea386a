// swift-tools-version: 6.0
import PackageDescription

/// This folder, for the linker's version script.
let packageDirectory = String(#filePath.dropLast("/Package.swift".count))

/// How the C library carries Swift's runtime: inside it (the default, for `make install`,
/// Flatpak and any distribution without Swift), or, with `TOGGLEKIT_SWIFT_RUNTIME=shared`,
/// from the system's shared runtime, as a distribution that packages Swift links it
/// (Debian's `libswiftlang`).
let runtimeFlags: [String] =
  Context.environment["TOGGLEKIT_SWIFT_RUNTIME"]?.lowercased() == "shared" ? [] : ["-static-stdlib"]

/// Where the C library finds its translations (`DIR/LANG/LC_MESSAGES/togglekit-gtk-1.mo`): the
/// install's locale folder, which meson (`localedir`) and `make install` (`PREFIX/share/locale`)
/// give, as a distribution's build does; `make install`'s default prefix when none is given.
let localeDirectory =
  Context.environment["TOGGLEKIT_LOCALEDIR"] ?? "/usr/local/share/locale"

#if compiler(<6.1)
  /// Swift 6.0 (Debian 13's `swiftlang`, which builds the Debian package) rejects a
  /// main-actor closure's capture of a `nonisolated(unsafe)` value, which 6.1 and later
  /// accept. The GTK adapter's C callbacks do that throughout, so with 6.0 it compiles in
  /// Swift 5 mode; every newer compiler (the tests use 6.3) checks it in Swift 6 mode.
  let gtkAdapterSettings: [SwiftSetting] = [.swiftLanguageMode(.v5)]
#else
  let gtkAdapterSettings: [SwiftSetting] = []
#endif

let package = Package(
  name: "ToggleKit",
  defaultLocalization: "en",
  // Minimums, not claims of support: only iOS is compiled (against the iOS 16.5 SDK), and
  // the README says what is checked where. No tvOS: the UIKit adapter uses API tvOS lacks,
  // and no tvOS SDK here can check a guard. watchOS: the UIKit adapter compiles away there;
  // the core and SwiftUI start at iOS 15's watchOS, above concurrency's and SwiftUI's floor
  // (decision 31).
  platforms: [.iOS(.v15), .macCatalyst(.v15), .macOS(.v12), .watchOS(.v8)],
  products: [
    .library(name: "ToggleKit", targets: ["ToggleKit", "ToggleKitUIKit", "ToggleKitSwiftUI"]),
    .library(name: "ToggleKitGTK", targets: ["ToggleKitGTK"]),
    .executable(name: "toggle-gallery", targets: ["toggle-gallery"]),
    // The C library for every GNOME language (libtogglekit-gtk-1.so.0): `make library`
    // links it with Swift's runtime inside and only `toggle_kit_*` exported.
    .library(name: "togglekit-gtk-1", type: .dynamic, targets: ["ToggleKitC", "CToggleKit"]),
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
      dependencies: ["ToggleKit", .target(name: "CGtk4", condition: .when(platforms: [.linux]))],
      swiftSettings: gtkAdapterSettings),
    // The C API: `@_cdecl` functions that Sources/CToggleKit/include/togglekit.h declares.
    .target(
      name: "ToggleKitC",
      dependencies: [
        "ToggleKitGTK", .target(name: "CGtk4", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: gtkAdapterSettings,
      linkerSettings: [
        .unsafeFlags(
          runtimeFlags + [
            // lld, which every Swift toolchain carries: Swift 6.0 puts constant data that needs
            // relocations in writable .rodata sections, and ld.bfd (Debian 13 has no gold) then
            // lays out no read-only-after-relocation segment (lintian's hardening-no-relro).
            "-use-ld=lld",
            "-Xlinker", "-soname=libtogglekit-gtk-1.so.0", "-Xlinker",
            "--version-script=\(packageDirectory)/CLibrary/togglekit-gtk-1.map",
            "-Xlinker", "--no-undefined", "-Xlinker", "-z", "-Xlinker", "relro", "-Xlinker", "-z",
            "-Xlinker", "now",
            // GObject keeps the types the library registers, with pointers into its code, for
            // the life of the process: a dlclose () (a plugin loader's, g_module_close) must
            // not unmap it, as libgobject is itself linked.
            "-Xlinker", "-z", "-Xlinker", "nodelete",
          ], .when(platforms: [.linux]))
      ]),
    // The library's C side: the types registered as it loads, for GtkBuilder.
    .target(
      name: "CToggleKit",
      dependencies: [.target(name: "CGtk4", condition: .when(platforms: [.linux]))],
      cSettings: [.define("TOGGLEKIT_LOCALEDIR", to: "\"\(localeDirectory)\"")]),
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
    .testTarget(name: "ToggleKitSwiftUITests", dependencies: ["ToggleKitSwiftUI"]),
    .testTarget(name: "ToggleKitGTKTests", dependencies: ["ToggleKitGTK"]),
  ],
  swiftLanguageModes: [.v6]
)
