/// Decides which haptic plays and whether the look animates for a change (B14).
public struct FeedbackPolicy: Sendable, Hashable, Codable {
  /// The haptic for user changes; programmatic changes never play one.
  public var haptic: HapticStyle
  /// How long the cross-fade between looks lasts, in seconds.
  public var animationDuration: Double

  /// Creates a policy; the default is a light haptic and a 0.2 s cross-fade.
  public init(haptic: HapticStyle = .light, animationDuration: Double = 0.2) {
    self.haptic = haptic
    self.animationDuration = animationDuration
  }

  /// The haptic to play for a change with this cause.
  public func haptic(for cause: ToggleCause) -> HapticStyle {
    switch cause {
    case .user: haptic
    case .programmatic: .none
    }
  }

  /// Whether the look cross-fades: user changes and `animated` programmatic
  /// changes do, unless Reduce Motion is on or the duration is not a positive number.
  public func animates(cause: ToggleCause, animatedRequested: Bool, reduceMotion: Bool) -> Bool {
    guard !reduceMotion, animationDuration.isFinite, animationDuration > 0 else { return false }
    switch cause {
    case .user: return true
    case .programmatic: return animatedRequested
    }
  }
}
