/// What to write into one state of a toolkit whose unset states show the `.normal` look.
///
/// UIKit's per-state tables are such a toolkit: a state it was not given shows
/// the `.normal` value, and only then applies its automatic effects (darkening a
/// pressed image, lightening a disabled one). Writing every state explicitly
/// would switch those effects off; writing none would break B11 (a pressed on
/// toggle would show the off look). ``StateTable/systemSlot(for:isSame:)``
/// decides, per state, the least that keeps both.
public enum SystemStateSlot<Value> {
  /// Leave the state unset: the toolkit's own fallback shows the B11 look and keeps its effects.
  case unset
  /// Set this value. `lostEffect` is the automatic effect the toolkit no longer applies to
  /// it, which the adapter applies to the value itself if the app wants the effect.
  case explicit(Value, lostEffect: SystemLookEffect?)
}

extension SystemStateSlot: Sendable where Value: Sendable {}

/// An automatic effect a toolkit applies to a look it inherits from `.normal`.
public enum SystemLookEffect: Sendable, Hashable {
  /// Darkened while pressed (UIKit's `adjustsImageWhenHighlighted`).
  case pressedDarkening
  /// Lightened while disabled (UIKit's `adjustsImageWhenDisabled`).
  case disabledDimming
}

extension StateTable {
  /// What a toolkit that falls back to `.normal` must be given for `state` so it shows the B11 look.
  ///
  /// A state whose B11 look is the `.normal` one stays unset, so the toolkit's
  /// own pressed and disabled effects survive. Any other state is written; if
  /// its look was inherited past the pressed or disabled condition (a pressed
  /// on toggle showing the on image), the effect the toolkit would have applied
  /// is named, for the adapter to apply itself. `isSame` says when two values
  /// are the same look (identity for images, equality for strings).
  public func systemSlot(for state: ControlState, isSame: (Value, Value) -> Bool)
    -> SystemStateSlot<Value>
  {
    let normal = self[exactly: .normal]
    if state == .normal { return normal.map { .explicit($0, lostEffect: nil) } ?? .unset }
    guard let value = resolve(state), let source = resolvedState(state) else { return .unset }
    if let normal, isSame(value, normal) { return .unset }
    if state.contains(.highlighted), !source.contains(.highlighted) {
      return .explicit(value, lostEffect: .pressedDarkening)
    }
    if state.contains(.disabled), !source.contains(.disabled) {
      return .explicit(value, lostEffect: .disabledDimming)
    }
    return .explicit(value, lostEffect: nil)
  }
}

extension SystemLookEffect {
  /// The black laid over a pressed look that was inherited (45 %), on every toolkit.
  ///
  /// One table for UIKit and GTK, so both adapters dim and darken alike: an Apple
  /// engineer describes UIKit's pressed effect as black at 45 % over the image
  /// (Apple Developer Forums thread 732905). Not compared with UIKit's on a device.
  public static let pressedShadeAlpha = 0.45
  /// The opacity a disabled look that was inherited is drawn at (40 %), on every toolkit,
  /// where the toolkit or its theme dims nothing itself. UIKit's adapter also draws its
  /// pending content and a system button's disabled on title at it, so a change here
  /// changes those looks too.
  public static let disabledOpacity = 0.4
}
