#if os(Linux)
  @_exported import ToggleKit
#endif
