#if canImport(UIKit)
  @preconcurrency import UIKit

  /// The looks a ``ToggleButton`` was given per state, before B11 resolution.
  ///
  /// UIKit falls back to `.normal` for any combination it was not given, so a
  /// pressed on button would show the off look. The button keeps what it was
  /// given here and writes the B11-resolved value into every UIKit state.
  struct ButtonLooks {
    var backgroundImages = StateTable<UIImage>()
    var images = StateTable<UIImage>()
    var titles = StateTable<String>()
    var titleColors = StateTable<UIColor>()
    var backgroundColors = StateTable<UIColor>()
  }
#endif
