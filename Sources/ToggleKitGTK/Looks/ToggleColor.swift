#if os(Linux)
  /// A colour with red, green, blue and alpha from 0 to 1, for GTK looks.
  ///
  /// Components outside 0...1 are clamped when drawn; NaN draws as 0.
  public struct ToggleColor: Sendable, Hashable, Codable {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0...1.
    public var alpha: Double

    /// Creates a colour.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    /// Creates a colour from a hex number such as `0x3584E4`.
    public init(hex: UInt32, alpha: Double = 1) {
      self.init(
        red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
        blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// Black.
    public static let black = ToggleColor(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = ToggleColor(red: 1, green: 1, blue: 1)
    /// Adwaita's blue accent.
    public static let accent = ToggleColor(hex: 0x3584E4)

    /// The components clamped to 0...1, NaN as 0.
    var clamped: (Double, Double, Double, Double) {
      func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }
      return (clamp(red), clamp(green), clamp(blue), clamp(alpha))
    }
  }
#endif
