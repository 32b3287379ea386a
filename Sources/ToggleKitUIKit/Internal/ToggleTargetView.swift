#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit

  /// The view a ``ToggleListCell`` puts in its accessory: the toggle, centred in a touch
  /// target at least 44 x 44 points, as Apple's Human Interface Guidelines ask. A
  /// body-size symbol is about 22 points, and the toggle's own enlarged hit region
  /// cannot reach past its accessory's bounds; this view's bounds are the target, and any
  /// touch in them goes to the toggle.
  @MainActor
  final class ToggleTargetView: UIView {
    /// The smallest side of the target, in points.
    static let minimumSide: CGFloat = 44

    let toggle: ToggleButton

    init(toggle: ToggleButton) {
      self.toggle = toggle
      super.init(frame: CGRect(x: 0, y: 0, width: Self.minimumSide, height: Self.minimumSide))
      addSubview(toggle)
      followContentSizeCategory()
    }

    required init?(coder: NSCoder) {
      toggle = ToggleButton(frame: .zero)
      super.init(coder: coder)
      addSubview(toggle)
      followContentSizeCategory()
    }

    override var intrinsicContentSize: CGSize {
      targetSize(for: toggle.intrinsicContentSize)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
      targetSize(for: toggle.sizeThatFits(size))
    }

    /// The toggle's size, grown to the minimum target in each direction.
    private func targetSize(for toggleSize: CGSize) -> CGSize {
      CGSize(
        width: max(Self.minimumSide, toggleSize.width),
        height: max(Self.minimumSide, toggleSize.height))
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      let size = toggle.intrinsicContentSize
      toggle.frame = CGRect(
        x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
        width: size.width, height: size.height)
    }

    /// A touch anywhere in the target is the toggle's, as long as it takes touches; one
    /// it does not take (disabled, hidden) goes to the row.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard isUserInteractionEnabled, !isHidden, alpha > 0.01,
        self.point(inside: point, with: event),
        toggle.isEnabled, toggle.isUserInteractionEnabled, !toggle.isHidden, toggle.alpha > 0.01
      else { return nil }
      return toggle.hitTest(convert(point, to: toggle), with: event) ?? toggle
    }

    /// Dynamic Type grows the toggle's symbol: the target follows. (A notification rather
    /// than `traitCollectionDidChange`, which newer SDKs deprecate.)
    @objc private func contentSizeCategoryDidChange() {
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }

    private func followContentSizeCategory() {
      NotificationCenter.default.addObserver(
        self, selector: #selector(contentSizeCategoryDidChange),
        name: UIContentSizeCategory.didChangeNotification, object: nil)
    }
  }
#endif
