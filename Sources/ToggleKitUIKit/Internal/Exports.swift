#if canImport(UIKit) && !os(watchOS)
  // One import for an app: `import ToggleKitUIKit` brings the core and UIKit too.
  @_exported import ToggleKit
  @_exported import UIKit
#endif

#if os(tvOS)
  // Not for tvOS (decision 31): UIKit there lacks what this module uses (a button's
  // `changesSelectionAsPrimaryAction`, the outline disclosure), and no tvOS SDK here can
  // check a guard. A tvOS target that links ToggleKit is told so first.
  #error("ToggleKitUIKit is for iOS and Mac Catalyst; tvOS is not supported")
#endif
