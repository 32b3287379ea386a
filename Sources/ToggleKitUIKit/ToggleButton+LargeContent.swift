#if canImport(UIKit) && os(iOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  extension ToggleButton {
    /// The Large Content Viewer's title: the stable accessibility label, never the
    /// current state's title (B13), unless set.
    ///
    /// The viewer shows a toggle's title and image enlarged when a user with an
    /// accessibility text size long-presses it in a bar; the app adds a
    /// `UILargeContentViewerInteraction` to the container, as for any control.
    open override var largeContentTitle: String? {
      get { explicitLargeContentTitle ?? accessibilityLabel }
      set { explicitLargeContentTitle = newValue }
    }

    /// The Large Content Viewer's image: the one set, else the image the current state shows.
    open override var largeContentImage: UIImage? {
      get { super.largeContentImage ?? currentImage ?? currentBackgroundImage }
      set { super.largeContentImage = newValue }
    }
  }
#endif
