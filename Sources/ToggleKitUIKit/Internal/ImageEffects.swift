#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  /// UIKit's automatic pressed and disabled effects, for images UIKit no longer applies them to.
  ///
  /// UIKit darkens an image a button inherits from `.normal` while pressed and
  /// lightens it while disabled. A state given its own image gets neither, so a
  /// pressed on toggle would give no feedback. These approximate the effects with
  /// the core's numbers (`SystemLookEffect.pressedShadeAlpha`,
  /// `SystemLookEffect.disabledOpacity`), which the GTK adapter uses too. They
  /// have not been compared with UIKit's on a device.
  @MainActor
  enum ImageEffects {
    /// How opaque a disabled look is drawn.
    static let disabledOpacity = CGFloat(SystemLookEffect.disabledOpacity)

    static func darkened(_ image: UIImage) -> UIImage {
      render(image) { bounds, context in
        image.draw(in: bounds)
        UIColor(white: 0, alpha: CGFloat(SystemLookEffect.pressedShadeAlpha)).setFill()
        context.fill(bounds, blendMode: .sourceAtop)
      }
    }

    static func dimmed(_ image: UIImage) -> UIImage {
      render(image) { bounds, _ in
        image.draw(in: bounds, blendMode: .normal, alpha: disabledOpacity)
      }
    }

    private static func render(
      _ image: UIImage, draw: (CGRect, UIGraphicsImageRendererContext) -> Void
    ) -> UIImage {
      let format = UIGraphicsImageRendererFormat.preferred()
      format.scale = image.scale
      format.opaque = false
      let bounds = CGRect(origin: .zero, size: image.size)
      let rendered = UIGraphicsImageRenderer(size: image.size, format: format).image { context in
        draw(bounds, context)
      }
      // Keep what the original says about stretching and tinting.
      return rendered.resizableImage(
        withCapInsets: image.capInsets, resizingMode: image.resizingMode
      )
      .withRenderingMode(image.renderingMode)
    }
  }
#endif
