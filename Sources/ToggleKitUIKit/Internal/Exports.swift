#if canImport(UIKit)
  @_exported import ToggleKit
#endif
