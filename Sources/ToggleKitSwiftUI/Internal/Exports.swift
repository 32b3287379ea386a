#if canImport(SwiftUI)
  @_exported import ToggleKit
#endif
