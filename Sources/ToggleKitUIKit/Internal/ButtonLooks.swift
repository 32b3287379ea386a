#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  /// The looks a ``ToggleButton`` was given per state, before B11 resolution.
  ///
  /// UIKit falls back to `.normal` for any combination it was not given, so a
  /// pressed on button would show the off look. The button keeps what it was
  /// given here and writes the B11-resolved value only into the UIKit states whose
  /// look differs from `.normal` (B11u), so UIKit's own pressed and disabled
  /// effects stay on the rest.
  struct ButtonLooks {
    var backgroundImages = StateTable<UIImage>()
    var images = StateTable<UIImage>()
    var titles = StateTable<String>()
    var titleColors = StateTable<UIColor>()
    var backgroundColors = StateTable<UIColor>()
    var attributedTitles = StateTable<NSAttributedString>()
    var titleShadowColors = StateTable<UIColor>()
    var symbolConfigurations = StateTable<UIImage.SymbolConfiguration>()
    /// The states written into UIKit's own tables, so only those are cleared later.
    var writtenBackgroundImages = Set<ControlState>()
    var writtenImages = Set<ControlState>()
    var writtenTitles = Set<ControlState>()
    var writtenTitleColors = Set<ControlState>()
    var writtenAttributedTitles = Set<ControlState>()
    var writtenTitleShadowColors = Set<ControlState>()
    var writtenSymbolConfigurations = Set<ControlState>()
    /// See ``ToggleButton/adjustsInheritedImages``.
    var adjustsInheritedImages = true
    /// Darkened and faded copies, made once per image: every set re-syncs all states.
    private var effectImages: [EffectKey: (original: UIImage, adjusted: UIImage)] = [:]

    private struct EffectKey: Hashable {
      let image: ObjectIdentifier
      let effect: SystemLookEffect
    }

    mutating func effectImage(
      _ image: UIImage, _ effect: SystemLookEffect, make: () -> UIImage
    ) -> UIImage {
      let key = EffectKey(image: ObjectIdentifier(image), effect: effect)
      // The original is kept with its copy, so an identifier reused by a new image never matches.
      if let cached = effectImages[key], cached.original === image { return cached.adjusted }
      let adjusted = make()
      effectImages[key] = (image, adjusted)
      return adjusted
    }

    /// The image a darkened or faded copy was made from, if `image` is such a copy.
    func original(ofEffectImage image: UIImage) -> UIImage? {
      effectImages.values.first { $0.adjusted === image }?.original
    }

    /// Drops the copies of images no state holds any more.
    mutating func forgetUnusedEffects() {
      guard !effectImages.isEmpty else { return }
      let inUse = Set(
        ControlState.allReachable.flatMap { state in
          [backgroundImages[exactly: state], images[exactly: state]].compactMap { $0 }
        }.map(ObjectIdentifier.init))
      effectImages = effectImages.filter { inUse.contains($0.key.image) }
    }
  }
#endif
