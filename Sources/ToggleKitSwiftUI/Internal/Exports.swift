#if canImport(SwiftUI)
  // One import for an app: `import ToggleKitSwiftUI` brings the core, SwiftUI and,
  // where UIKit exists, the UIKit ToggleButton that ToggleButtonRepresentable shows.
  @_exported import SwiftUI
  @_exported import ToggleKit
  #if canImport(UIKit) && !os(watchOS)
    @_exported import ToggleKitUIKit
  #endif
#endif
