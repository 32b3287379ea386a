#if canImport(UIKit) && !os(watchOS)
  // One import for an app: `import ToggleKitUIKit` brings the core and UIKit too.
  @_exported import ToggleKit
  @_exported import UIKit
#endif
