/// Where a press starts and where a held press still counts as inside (B7, B13).
///
/// Coordinates are in the toggle's own space, in points (UIKit) or pixels of
/// the widget (GTK). A press starts inside the *target*: the bounds grown,
/// centred, to at least ``minimumTargetSize`` a side. A held press stays
/// inside while it is within the target grown by ``slop`` on every side.
/// Non-finite coordinates (NaN, infinities) are always outside; non-finite or
/// negative sizes and margins count as zero, so bad geometry can only make a
/// toggle harder to press, never crash it.
public struct HitRegion: Sendable, Hashable, Codable {
  /// The left edge of the drawn bounds.
  public var x: Double
  /// The top edge of the drawn bounds.
  public var y: Double
  /// The width of the drawn bounds.
  public var width: Double
  /// The height of the drawn bounds.
  public var height: Double
  /// How far outside the target a held press still counts as inside; UIKit's is about 70 points.
  public var slop: Double
  /// The smallest side of the area where a press starts; 44 points on touch platforms.
  public var minimumTargetSize: Double

  /// The slop margin UIKit controls are measured to use.
  public static let defaultSlop: Double = 70
  /// Apple's minimum touch target side.
  public static let defaultMinimumTargetSize: Double = 44

  /// Creates a region for bounds at the origin.
  public init(
    width: Double, height: Double, slop: Double = HitRegion.defaultSlop,
    minimumTargetSize: Double = HitRegion.defaultMinimumTargetSize
  ) {
    self.init(
      x: 0, y: 0, width: width, height: height, slop: slop, minimumTargetSize: minimumTargetSize)
  }

  /// Creates a region for bounds anywhere.
  public init(
    x: Double, y: Double, width: Double, height: Double, slop: Double = HitRegion.defaultSlop,
    minimumTargetSize: Double = HitRegion.defaultMinimumTargetSize
  ) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.slop = slop
    self.minimumTargetSize = minimumTargetSize
  }

  /// The rectangle where a press starts, as (minX, minY, maxX, maxY); `nil` when the bounds are not finite.
  public var target: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
    guard x.isFinite, y.isFinite else { return nil }
    let width = Self.size(width)
    let height = Self.size(height)
    let minimum = Self.size(minimumTargetSize)
    let growX = max(0, minimum - width) / 2
    let growY = max(0, minimum - height) / 2
    return (x - growX, y - growY, x + width + growX, y + height + growY)
  }

  /// Whether a press starting at this point hits the toggle.
  public func targetContains(x pointX: Double, y pointY: Double) -> Bool {
    contains(pointX, pointY, margin: 0)
  }

  /// Whether a held press at this point still counts as inside.
  public func trackingContains(x pointX: Double, y pointY: Double) -> Bool {
    contains(pointX, pointY, margin: Self.size(slop))
  }

  private func contains(_ pointX: Double, _ pointY: Double, margin: Double) -> Bool {
    guard pointX.isFinite, pointY.isFinite, let target else { return false }
    return pointX >= target.minX - margin && pointX <= target.maxX + margin
      && pointY >= target.minY - margin && pointY <= target.maxY + margin
  }

  private static func size(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }
}
