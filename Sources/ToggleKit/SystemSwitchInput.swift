/// What a system switch's own input means to the core: UIKit's `UISwitch` moves its thumb
/// itself, by tap or drag, and has its own setters (`isOn`, `setOn(_:animated:)`); the
/// adapter asks here what each of them is (B2, B7, B20), and carries the answer out.
///
/// As UIKit's implementation reads (a public decompile of its modern switch; unverified on a
/// device), the switch's touches are taken by gesture recognizers of its own: the thumb follows a drag on screen
/// without the switch's value changing, and only when the gesture ends does UIKit set the
/// value and send `.valueChanged`, once. That code does not show whether it is sent when the
/// gesture ends with the value where it was (a drag across and back); either way a
/// `.valueChanged` is taken as the end of a user's gesture (B2): where the thumb rests away
/// from the core's value it is one activation, where it rests at the core's value it is
/// already decided, and nothing happens. UIKit's touch path
/// never calls the public setter, so every call of it is code's set.
@_spi(ToggleKitTools)
public enum SystemSwitchInput {
  /// What a flip of the thumb, or the end of a touch, does.
  public enum Flip: Sendable, Hashable {
    /// `.valueChanged` while the switch tracks a touch, which current UIKit does not send:
    /// the position is noted, and the touch's end decides (B7). Kept as a guard should a
    /// UIKit version send it mid-touch.
    case noted
    /// The thumb rests at the other position than the core's value: one user activation,
    /// under the rules, veto and saves (B2, B5, B17).
    case activates
    /// The thumb rests where the core's value is (a flip already decided, or one the core
    /// put back): no change, nothing told (B3).
    case settled
  }

  /// What a `.valueChanged` of UIKit's means: `isTracking` while the switch tracks a
  /// touch, `showsOn` the thumb's position now, `value` the core's (mixed shows off).
  public static func flip(isTracking: Bool, showsOn: Bool, value: ToggleValue) -> Flip {
    guard !isTracking else { return .noted }
    return showsOn == (value == .on) ? .settled : .activates
  }

  /// What the end of a touch the switch tracked (`endTracking`, `cancelTracking`) means:
  /// the thumb's position, against the core's value, decides. It decides anything only
  /// after a `.valueChanged` that was ``Flip/noted``; otherwise the thumb is where the
  /// core's value is and the end is ``Flip/settled``.
  public static func touchEnded(showsOn: Bool, value: ToggleValue) -> Flip {
    flip(isTracking: false, showsOn: showsOn, value: value)
  }

  /// What a call of the switch's own setter (`isOn`, `setOn(_:animated:)`) is.
  public enum Set: Sendable, Hashable {
    /// The switch's own path showing the core's value: the thumb moves, the core is not
    /// told.
    case movesThumbOnly
    /// Code's set (B2): the core sets the value (a bound row's item, L1), withdrawing a
    /// pending save when the value changes (B20), and the thumb follows the core.
    case setsValue(ToggleValue)
  }

  /// What a call of the setter with `on` is: `isShowingValue` while the switch shows the
  /// core's value itself. Any other call is the app's, also one made while a finger is on
  /// the switch, as UIKit's touch path does not call the setter.
  public static func set(_ on: Bool, isShowingValue: Bool) -> Set {
    isShowingValue ? .movesThumbOnly : .setsValue(ToggleValue(isOn: on))
  }
}
