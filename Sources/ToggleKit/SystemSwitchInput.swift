/// What a system switch's own input means to the core: UIKit's `UISwitch` moves its thumb
/// itself, by tap or drag, and has its own setters (`isOn`, `setOn(_:animated:)`); the
/// adapter asks here what each of them is (B2, B7, B20), and carries the answer out.
///
/// A `UISwitch` sends `.valueChanged` each time a drag carries the thumb across, before the
/// finger lifts. A user change is a completed activation (B2), and a press decides at its
/// release (B7): so while the switch tracks a touch a flip is only noted, and the end of the
/// touch decides by the position the thumb rests at. A drag across and back without
/// lifting leaves the thumb where the value is, and changes nothing.
@_spi(ToggleKitTools)
public enum SystemSwitchInput {
  /// What a flip of the thumb, or the end of a touch, does.
  public enum Flip: Sendable, Hashable {
    /// The finger is still down: the position is noted, nothing is decided (B7).
    case noted
    /// The thumb rests at the other position than the core's value: one user activation,
    /// under the rules, veto and saves (B2, B5, B17).
    case activates
    /// The thumb rests where the core's value is (a drag across and back, or a flip
    /// already decided at the touch's end): no change, nothing told (B3).
    case settled
  }

  /// What a `.valueChanged` of UIKit's means: `isTracking` while the finger is down,
  /// `showsOn` the thumb's position now, `value` the core's (mixed shows off).
  public static func flip(isTracking: Bool, showsOn: Bool, value: ToggleValue) -> Flip {
    guard !isTracking else { return .noted }
    return showsOn == (value == .on) ? .settled : .activates
  }

  /// What the end of a touch (`endTracking`, `cancelTracking`) means: the thumb's
  /// position, against the core's value, decides, whether the touch ended or was
  /// cancelled, since the thumb shows what the user left it at.
  public static func touchEnded(showsOn: Bool, value: ToggleValue) -> Flip {
    flip(isTracking: false, showsOn: showsOn, value: value)
  }

  /// What a call of the switch's own setter (`isOn`, `setOn(_:animated:)`) is.
  public enum Set: Sendable, Hashable {
    /// The switch's own path showing the core's value, or UIKit moving the thumb under a
    /// finger: the thumb moves, the core is not told (the touch's end decides).
    case movesThumbOnly
    /// Code's set (B2): the core sets the value (a bound row's item, L1), withdrawing a
    /// pending save when the value changes (B20), and the thumb follows the core.
    case setsValue(ToggleValue)
  }

  /// What a call of the setter with `on` is: `isShowingValue` while the switch shows the
  /// core's value itself, `isTracking` while a finger is down on it.
  public static func set(_ on: Bool, isShowingValue: Bool, isTracking: Bool) -> Set {
    isShowingValue || isTracking ? .movesThumbOnly : .setsValue(ToggleValue(isOn: on))
  }
}
