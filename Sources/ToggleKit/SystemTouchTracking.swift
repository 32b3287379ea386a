/// Where a press counts as inside when the toolkit decides that itself, as UIKit does (B7).
///
/// UIKit sends `.touchUpInside` or `.touchUpOutside` by its own margin around
/// the bounds (about 70 points, `isTouchInside`), which an app cannot change.
/// A toggle that judged by a region of its own could flip with no tap action,
/// or send a tap action with no flip. So the toolkit's answer is final: a press
/// counts as inside only where the toolkit says it is inside, and a slop smaller
/// than the toolkit's margin ends the press (no flip) once the touch strays past
/// it; whether UIKit still sends its tap action after such an end is not
/// documented and not checked on a device (contract B7u). A slop larger than the toolkit's margin cannot be
/// honoured: the toolkit's margin wins.
///
/// The slop is measured from the drawn bounds, as the toolkit's margin is, not
/// from the enlarged 44-point target where a press may start.
public struct SystemTouchTracking: Sendable, Hashable {
  /// How far past the bounds the app lets a held press stray.
  public var slop: Double
  /// How far past the bounds the toolkit itself counts a touch as inside; UIKit's is about 70 points.
  public var systemMargin: Double

  /// Creates the rule for an app's slop and the toolkit's margin.
  public init(slop: Double, systemMargin: Double = HitRegion.defaultSlop) {
    self.slop = slop
    self.systemMargin = systemMargin
  }

  /// The slop a toggle can honour for the one an app asks for: within 0 and the toolkit's
  /// margin, which a wider slop cannot widen; a negative or non-finite request is 0.
  ///
  /// An adapter stores this, so reading the slop back says what takes effect.
  public static func honouredSlop(
    _ requested: Double, systemMargin: Double = HitRegion.defaultSlop
  ) -> Double {
    guard requested.isFinite, requested > 0 else { return 0 }
    return min(requested, systemMargin)
  }

  /// Whether the app's slop is narrower than the toolkit's margin, so the toggle must end presses itself.
  public var narrowsSystemMargin: Bool {
    let slop = slop.isFinite ? max(0, slop) : 0
    return slop < systemMargin
  }

  /// Whether a held press at this point goes on; `false` once it strays past a slop narrower than the toolkit's margin.
  ///
  /// Non-finite points end the press; so does non-finite geometry (see ``HitRegion``).
  public func continues(x: Double, y: Double, width: Double, height: Double) -> Bool {
    guard x.isFinite, y.isFinite else { return false }
    guard narrowsSystemMargin else { return true }
    return region(width: width, height: height).trackingContains(x: x, y: y)
  }

  /// Whether the press at this point counts as inside: the toolkit's answer, narrowed by a smaller slop.
  public func isInside(
    systemSaysInside: Bool, x: Double, y: Double, width: Double, height: Double
  ) -> Bool {
    systemSaysInside && continues(x: x, y: y, width: width, height: height)
  }

  private func region(width: Double, height: Double) -> HitRegion {
    HitRegion(width: width, height: height, slop: slop, minimumTargetSize: 0)
  }
}
