#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  extension UIControl.State {
    /// The state a ``ToggleButton`` adds while its value is mixed; one of the bits UIKit leaves to apps.
    ///
    /// It is `1 << 16`, the lowest bit of `UIControl.State.application` (0x00FF0000), which
    /// apps and other libraries often take for a state of their own: a subclass that also
    /// uses that bit would see its state and the mixed one as one.
    public static let toggleMixed = UIControl.State(rawValue: 1 << 16)

    /// The UIKit state for a core state: on is `.selected`, mixed is ``toggleMixed``.
    public init(_ state: ControlState) {
      var result: UIControl.State = []
      if state.contains(.highlighted) { result.insert(.highlighted) }
      if state.contains(.disabled) { result.insert(.disabled) }
      if state.contains(.on) { result.insert(.selected) }
      if state.contains(.mixed) { result.insert(.toggleMixed) }
      if state.contains(.focused) { result.insert(.focused) }
      self = result
    }
  }

  extension ControlState {
    /// The core state for a UIKit state; bits the core does not know are dropped.
    public init(_ state: UIControl.State) {
      var result: ControlState = []
      if state.contains(.highlighted) { result.insert(.highlighted) }
      if state.contains(.disabled) { result.insert(.disabled) }
      if state.contains(.selected) { result.insert(.on) }
      if state.contains(.toggleMixed) { result.insert(.mixed) }
      if state.contains(.focused) { result.insert(.focused) }
      self = result
    }
  }
#endif
