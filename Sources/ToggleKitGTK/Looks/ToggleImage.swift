#if os(Linux)
  import CGtk4
  import Glibc

  /// An image file loaded for a toggle's look: PNG, JPEG, GIF, BMP, ICO, WebP, and SVG.
  ///
  /// Loading is bounded, so a hostile or careless file cannot exhaust memory or
  /// time: the file must be a regular file of at most ``maximumFileSize`` bytes,
  /// and a raster image's header (read before anything is decoded) may claim at
  /// most ``maximumPixelCount`` pixels and ``maximumSide`` on a side. Anything
  /// else throws a ``ToggleImageError`` that names the file. SVG has no pixel
  /// limit: it is rendered at the size it is drawn, never at the size it claims.
  ///
  /// A raster image is decoded once and kept at most ``keptSide`` pixels on a
  /// side; each size it is drawn at is converted once and cached, not per frame.
  public final class ToggleImage {
    /// The file or URI it was loaded from; nil for an icon or a paintable.
    public let path: String?
    /// The image's width in pixels, as its file declares it (a paintable's: as it says now).
    public var width: Int { paintableSize?.width ?? loadedWidth }
    /// The image's height in pixels, as its file declares it (a paintable's: as it says now).
    public var height: Int { paintableSize?.height ?? loadedHeight }
    private let loadedWidth: Int
    private let loadedHeight: Int

    /// A paintable's intrinsic size, read when asked: a media stream learns its size late.
    private var paintableSize: (width: Int, height: Int)? {
      guard case .paintable(let paintable) = source else { return nil }
      let width = Int(gdk_paintable_get_intrinsic_width(paintable))
      let height = Int(gdk_paintable_get_intrinsic_height(paintable))
      return width > 0 && height > 0 ? (width, height) : (64, 64)
    }
    /// Whether the image is a vector image (SVG), rendered afresh for each size it is drawn at.
    public let isScalable: Bool

    /// Files larger than this are refused before they are read: 16 MiB.
    public static let maximumFileSize = 16 << 20
    /// Raster images whose header claims more pixels than this are refused undecoded: 4096 x 4096.
    public static let maximumPixelCount = 4096 * 4096
    /// Raster images wider or taller than this are refused undecoded.
    public static let maximumSide = 8192
    /// A decoded raster image is scaled down once to fit this many pixels a side; toggles are never drawn larger.
    public static let keptSide = 1024
    /// The largest size, in device pixels a side, that pixels are converted at; larger drawings scale these up.
    static let maximumDrawnSide = 2048
    /// An image toggle's natural size fits in this many pixels a side, aspect kept, never scaled up.
    public static let naturalSide = 256.0

    /// The image formats accepted, by gdk-pixbuf's format name; other loaders are not exposed to untrusted files.
    static let acceptedFormats: Set<String> = ["png", "jpeg", "gif", "bmp", "ico", "webp", "svg"]

    private enum Source {
      /// Decoded pixels, at most ``keptSide`` a side.
      case raster(OpaquePointer)
      /// The file's bytes, rendered by the SVG loader at each drawn size (the file is read once).
      case vector(OpaquePointer)
      /// A `GThemedIcon`, looked up with its fallback names at the size and scale it is
      /// drawn at (a `GtkIconPaintable`); referenced.
      case icon(OpaquePointer)
      /// Any `GdkPaintable` the app gave (a texture, a media stream, its own), referenced.
      case paintable(OpaquePointer)
    }

    private let source: Source
    /// Converted pixels per drawn size in device pixels; a few sizes at most (a fade, a contact sheet).
    private var drawn: [(width: Int, height: Int, surface: OpaquePointer)] = []

    /// Loads an image from what a GNOME app ships: a path, a `file://` URI, or a
    /// `resource:///` path in the app's GResources; bounded as files are.
    ///
    /// A resource is read from memory: its size and header are checked before any pixel
    /// is decoded, with the same limits as a file's. Throws naming the location when it
    /// cannot be loaded.
    public convenience init(contentsOf location: String) throws(ToggleImageError) {
      if location.hasPrefix("resource://") {
        try self.init(resource: String(location.dropFirst("resource://".count)), uri: location)
      } else if location.hasPrefix("file://") {
        var error: UnsafeMutablePointer<GError>?
        guard let path = g_filename_from_uri(location, nil, &error) else {
          throw ToggleImageError(path: location, reason: Self.consume(&error))
        }
        defer { g_free(path) }
        try self.init(contentsOfFile: String(cString: path))
      } else {
        try self.init(contentsOfFile: location)
      }
    }

    /// A themed icon by name (`"weather-clear-symbolic"`), as `GtkButton`'s `icon-name`:
    /// drawn from the display's icon theme at the size it is given, symbolic icons in the
    /// part's CSS colour, so icon themes and dark and high-contrast styles apply.
    ///
    /// A name the theme lacks draws GTK's missing-image icon, as a GtkImage does.
    public convenience init(iconName: String) {
      let icon = g_themed_icon_new(iconName)!
      self.init(themedIcon: icon)
      g_object_unref(UnsafeMutableRawPointer(icon))
    }

    /// A `GThemedIcon` (referenced), drawn as ``init(iconName:)`` draws a name, its fallback
    /// names tried in order as a `GtkImage` tries them.
    init(themedIcon: OpaquePointer) {
      g_object_ref(UnsafeMutableRawPointer(themedIcon))
      source = .icon(themedIcon)
      path = nil
      iconNameValue = tk_themed_icon_first_name(themedIcon).map { String(cString: $0) }
      (loadedWidth, loadedHeight) = (16, 16)  // GTK's normal icon size, as a GtkButton's icon
      isScalable = true
    }

    /// Any `GdkPaintable` (a `GdkTexture`, a `GtkMediaStream`, the app's own), drawn fitted
    /// into the part, aspect kept; it is referenced, and redrawn when its contents change.
    public init(paintable: OpaquePointer) {
      g_object_ref(UnsafeMutableRawPointer(paintable))
      source = .paintable(paintable)
      path = nil
      iconNameValue = nil
      (loadedWidth, loadedHeight) = (64, 64)  // read again from the paintable when asked
      isScalable = true
    }

    /// The icon's name, for an image made with ``init(iconName:)`` (a themed icon's first).
    public var iconName: String? { iconNameValue }
    private let iconNameValue: String?

    /// The `GThemedIcon`, for an image made with ``init(iconName:)``.
    var themedIcon: OpaquePointer? {
      if case .icon(let icon) = source { return icon }
      return nil
    }

    /// A new `GIcon` reference naming the image, for the `*-icon` properties: its themed
    /// icon, or a `GFileIcon` of the file or URI it was loaded from; nil for a paintable.
    func newIcon() -> gpointer? {
      if let icon = themedIcon ?? givenIcon {
        return g_object_ref(UnsafeMutableRawPointer(icon))
      }
      return path.map { UnsafeMutableRawPointer(tk_file_icon_new($0)) }
    }

    /// The `GFileIcon` the image was read from, kept (referenced) so the property gives back
    /// the very icon it was given, as `GtkImage:gicon` does, not one rebuilt from its path.
    var givenIcon: OpaquePointer? {
      didSet {
        if let givenIcon { g_object_ref(UnsafeMutableRawPointer(givenIcon)) }
        if let oldValue { g_object_unref(UnsafeMutableRawPointer(oldValue)) }
      }
    }

    /// The paintable, for an image made with ``init(paintable:)``.
    public var paintable: OpaquePointer? {
      if case .paintable(let paintable) = source { return paintable }
      return nil
    }

    /// Whether the image draws through GTK's snapshot (icons, paintables) rather than cairo.
    var drawsAsPaintable: Bool {
      switch source {
      case .raster, .vector: false
      case .icon, .paintable: true
      }
    }

    /// Draws an icon or a paintable fitted into `width` x `height`, centred; `color` is the
    /// CSS colour symbolic icons take.
    func snapshot(
      _ snapshot: OpaquePointer, width: Double, height: Double, scale: Int32,
      rightToLeft: Bool, color: GdkRGBA, display: OpaquePointer?
    ) {
      let fit = min(width / Double(self.width), height / Double(self.height))
      let drawWidth = Double(self.width) * fit
      let drawHeight = Double(self.height) * fit
      guard drawWidth.isFinite, drawHeight.isFinite, drawWidth > 0, drawHeight > 0 else { return }
      var origin = graphene_point_t(
        x: Float((width - drawWidth) / 2), y: Float((height - drawHeight) / 2))
      gtk_snapshot_save(snapshot)
      gtk_snapshot_translate(snapshot, &origin)
      switch source {
      case .icon(let themedIcon):
        if let display,
          let icon = tk_icon_paintable_new(
            display, themedIcon, Int32(min(drawWidth, drawHeight).rounded()), scale,
            rightToLeft ? 1 : 0)
        {
          var colors = color
          tk_icon_paintable_snapshot(icon, snapshot, drawWidth, drawHeight, &colors)
          g_object_unref(UnsafeMutableRawPointer(icon))
        }
      case .paintable(let paintable):
        gdk_paintable_snapshot(paintable, snapshot, drawWidth, drawHeight)
      case .raster, .vector:
        break
      }
      gtk_snapshot_restore(snapshot)
    }

    /// Reads a resource's bytes and decodes them with the limits a file has.
    private convenience init(resource resourcePath: String, uri: String) throws(ToggleImageError) {
      var error: UnsafeMutablePointer<GError>?
      guard let bytes = g_resources_lookup_data(resourcePath, TK_RESOURCE_LOOKUP_FLAGS_NONE, &error)
      else { throw ToggleImageError(path: uri, reason: Self.consume(&error)) }
      let size = g_bytes_get_size(bytes)
      guard size > 0 else {
        g_bytes_unref(bytes)
        throw ToggleImageError(path: uri, reason: "the resource is empty")
      }
      guard size <= Self.maximumFileSize else {
        g_bytes_unref(bytes)
        throw ToggleImageError(
          path: uri,
          reason:
            "the resource is \(size) bytes; images may be at most \(Self.maximumFileSize) bytes")
      }
      try self.init(taking: bytes, path: uri, filePath: nil)
    }

    /// Loads an image file; throws ``ToggleImageError`` naming the file when it cannot or may not.
    public convenience init(contentsOfFile path: String) throws(ToggleImageError) {
      func failure(_ reason: String) -> ToggleImageError {
        ToggleImageError(path: path, reason: reason)
      }
      var status = stat()
      guard stat(path, &status) == 0 else { throw failure(String(cString: strerror(errno))) }
      guard status.st_mode & S_IFMT == S_IFREG else { throw failure("not a regular file") }
      guard status.st_size > 0 else { throw failure("the file is empty") }
      guard status.st_size <= Self.maximumFileSize else {
        throw failure(
          "the file is \(status.st_size) bytes; images may be at most \(Self.maximumFileSize) bytes"
        )
      }
      var contents: UnsafeMutablePointer<gchar>?
      var length: gsize = 0
      var error: UnsafeMutablePointer<GError>?
      guard g_file_get_contents(path, &contents, &length, &error) != 0, let contents else {
        throw failure(Self.consume(&error))
      }
      // The file may have grown between stat and the read.
      guard length <= Self.maximumFileSize else {
        g_free(contents)
        throw failure(
          "the file is \(length) bytes; images may be at most \(Self.maximumFileSize) bytes")
      }
      try self.init(taking: g_bytes_new_take(contents, length)!, path: path, filePath: path)
    }

    /// Decodes an image's bytes within the limits, taking their reference.
    ///
    /// A raster image's format and claimed size are read by ToggleKit from its header
    /// (`tk_raster_header_size`) and a refused image never reaches gdk-pixbuf, since where
    /// gdk-pixbuf loads through glycin its loaders decode the whole image before the size
    /// could be refused. Bytes with no raster signature reach gdk-pixbuf's sniffing probe
    /// only when they may be an SVG, so no other format is ever decoded. Files are probed
    /// from their bytes, not with `gdk_pixbuf_get_file_info`, which aborts the process on
    /// some SVGs there (see `tk_pixbuf_probe_size_prepared`). `filePath` names a file whose
    /// raster pixels are decoded with the whole-file loader.
    private init(taking bytes: OpaquePointer, path: String, filePath: String?)
      throws(ToggleImageError)
    {
      func failure(_ reason: String) -> ToggleImageError {
        ToggleImageError(path: path, reason: reason)
      }
      var keepsBytes = false
      defer { if !keepsBytes { g_bytes_unref(bytes) } }
      var headerWidth: gint64 = 0
      var headerHeight: gint64 = 0
      let raster = Int(tk_raster_bytes_header_size(bytes, &headerWidth, &headerHeight))
      guard raster != TK_RASTER_INVALID else {
        throw failure("the image's header is cut short or not valid")
      }
      if raster != TK_RASTER_NONE {
        let claimed = (width: Int(headerWidth), height: Int(headerHeight))
        if let refusal = Self.sizeRefusal(width: claimed.width, height: claimed.height) {
          throw failure(refusal)
        }
        let decoded: OpaquePointer
        if let filePath {
          // The whole-file loader, not the incremental one: it fails on a truncated
          // file, where the incremental one returns the rows it got and garbage.
          var error: UnsafeMutablePointer<GError>?
          guard let pixbuf = gdk_pixbuf_new_from_file(filePath, &error) else {
            throw failure(Self.consume(&error))
          }
          decoded = pixbuf
        } else {
          decoded = try Self.render(bytes, path: path, size: nil)
        }
        // The file may have changed since it was read, or its decoder read another size.
        (loadedWidth, loadedHeight) = try Self.decodedSize(decoded, path: path, claimed: claimed)
        source = .raster(Self.scaledToKeptSide(decoded))
        isScalable = false
      } else {
        guard tk_bytes_may_be_svg(bytes) != 0 else {
          throw failure(
            "not an image of an accepted format (\(Self.acceptedFormats.sorted().joined(separator: ", ")))"
          )
        }
        var probe = tk_pixbuf_probe()
        tk_pixbuf_probe_bytes(bytes, &probe)
        guard probe.known != 0, let formatPointer = probe.format_name else {
          g_free(probe.format_name)
          throw failure(
            filePath == nil ? "not an image that can be read" : "not an image file that can be read"
          )
        }
        let formatName = String(cString: formatPointer)
        g_free(formatPointer)
        guard Self.acceptedFormats.contains(formatName), probe.scalable != 0 else {
          throw failure(
            "\(formatName) images are not accepted (use \(Self.acceptedFormats.sorted().joined(separator: ", ")))"
          )
        }
        // Rendered once small to prove the bytes are a valid SVG; real sizes come at draw time.
        g_object_unref(UnsafeMutableRawPointer(try Self.render(bytes, path: path, size: (16, 16))))
        let declared = (Int(probe.width), Int(probe.height))
        // An SVG with no size of its own is drawn as a 64-pixel square.
        (loadedWidth, loadedHeight) = declared.0 > 0 && declared.1 > 0 ? declared : (64, 64)
        keepsBytes = true
        source = .vector(bytes)
        isScalable = true
      }
      self.path = path
      iconNameValue = nil
    }

    deinit {
      switch source {
      case .raster(let pixbuf): g_object_unref(UnsafeMutableRawPointer(pixbuf))
      case .vector(let bytes): g_bytes_unref(bytes)
      case .paintable(let paintable), .icon(let paintable):
        g_object_unref(UnsafeMutableRawPointer(paintable))
      }
      if let givenIcon { g_object_unref(UnsafeMutableRawPointer(givenIcon)) }
      for entry in drawn { cairo_surface_destroy(entry.surface) }
    }

    /// The size an image toggle asks for: the image's size, scaled down to fit ``naturalSide`` a side.
    public var naturalSize: (width: Double, height: Double) {
      let scale = min(1, Self.naturalSide / Double(max(width, height)))
      return (max(1, (Double(width) * scale).rounded()), max(1, (Double(height) * scale).rounded()))
    }

    /// Draws the image fitted, aspect kept, and centred in a rectangle of a cairo context.
    ///
    /// The pixels for each drawn size (in device pixels, HiDPI scale included) are
    /// converted once and cached, so drawing the same size again costs a paint.
    public func draw(in cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double) {
      let fit = min(width / Double(self.width), height / Double(self.height))
      let drawWidth = Double(self.width) * fit
      let drawHeight = Double(self.height) * fit
      guard drawWidth.isFinite, drawHeight.isFinite, drawWidth > 0, drawHeight > 0 else { return }
      // The pixel size on the device (HiDPI scale, scaling by the caller), capped.
      var deviceWidth = drawWidth
      var deviceHeight = drawHeight
      cairo_user_to_device_distance(cr, &deviceWidth, &deviceHeight)
      func pixels(_ length: Double) -> Int {
        let magnitude = abs(length)
        guard magnitude.isFinite else { return 1 }
        return Int(min(Double(Self.maximumDrawnSide), max(1, magnitude.rounded())))
      }
      let pixelWidth = pixels(deviceWidth)
      let pixelHeight = pixels(deviceHeight)
      guard let surface = surface(pixelWidth: pixelWidth, pixelHeight: pixelHeight) else { return }
      cairo_save(cr)
      cairo_translate(cr, x + (width - drawWidth) / 2, y + (height - drawHeight) / 2)
      cairo_scale(cr, drawWidth / Double(pixelWidth), drawHeight / Double(pixelHeight))
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_paint(cr)
      cairo_restore(cr)
    }

    /// Pixels ready to paint at exactly `pixelWidth` x `pixelHeight`, converted once per size.
    func surface(pixelWidth: Int, pixelHeight: Int) -> OpaquePointer? {
      guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= Self.maximumDrawnSide,
        pixelHeight <= Self.maximumDrawnSide
      else { return nil }
      if let entry = drawn.first(where: { $0.width == pixelWidth && $0.height == pixelHeight }) {
        return entry.surface
      }
      let pixbuf: OpaquePointer
      switch source {
      case .raster(let kept):
        g_object_ref(UnsafeMutableRawPointer(kept))
        pixbuf = kept
      case .vector(let bytes):
        // Decoding a file that already decoded once fails only if memory does; draw nothing then.
        guard
          let rendered = try? Self.render(bytes, path: path ?? "", size: (pixelWidth, pixelHeight))
        else { return nil }
        pixbuf = rendered
      case .icon, .paintable:
        return nil  // drawn through the snapshot instead (see snapshot(_:width:height:...))
      }
      defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
      let cr = cairo_create(surface)!
      cairo_scale(
        cr, Double(pixelWidth) / Double(gdk_pixbuf_get_width(pixbuf)),
        Double(pixelHeight) / Double(gdk_pixbuf_get_height(pixbuf)))
      guard tk_cairo_set_source_pixbuf(cr, pixbuf) != 0 else {
        // Out of memory for the pixels: nothing drawn, nothing cached.
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        return nil
      }
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
      cairo_paint(cr)
      cairo_destroy(cr)
      if drawn.count == 4 { cairo_surface_destroy(drawn.removeFirst().surface) }
      drawn.append((pixelWidth, pixelHeight, surface))
      return surface
    }

    /// Renders an SVG file's contents at `size` pixels.
    private static func render(_ bytes: OpaquePointer, path: String, size: (Int, Int)?)
      throws(ToggleImageError) -> OpaquePointer
    {
      let loader = gdk_pixbuf_loader_new()!
      defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
      if let size { gdk_pixbuf_loader_set_size(loader, Int32(size.0), Int32(size.1)) }
      var error: UnsafeMutablePointer<GError>?
      var length: gsize = 0
      let data = g_bytes_get_data(bytes, &length)!.assumingMemoryBound(to: guchar.self)
      let written = gdk_pixbuf_loader_write(loader, data, length, &error) != 0
      // Always closed, so the loader is never finalized open; the first error wins.
      var closeError: UnsafeMutablePointer<GError>?
      let closed = gdk_pixbuf_loader_close(loader, &closeError) != 0
      if !written {
        g_clear_error(&closeError)
        throw ToggleImageError(path: path, reason: consume(&error))
      }
      guard closed else { throw ToggleImageError(path: path, reason: consume(&closeError)) }
      guard let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
        throw ToggleImageError(path: path, reason: "the image has no pixels")
      }
      g_object_ref(UnsafeMutableRawPointer(pixbuf))
      return pixbuf
    }

    /// Why a raster image that claims this size is refused, or nil.
    private static func sizeRefusal(width: Int, height: Int) -> String? {
      guard width > 0, height > 0 else { return "the image has no size" }
      guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixelCount
      else {
        return "the image is \(width) x \(height) pixels; images may have at most "
          + "\(maximumPixelCount) pixels (4096 x 4096) and \(maximumSide) on a side"
      }
      return nil
    }

    /// The decoded pixels' size; a pixbuf larger than its header claimed (the file changed
    /// after it was read, or its decoder read another size) is freed and refused. An icon's
    /// decoder picks one entry of several, so the decoded size is held to the largest side
    /// and the area claimed, not to each side.
    private static func decodedSize(
      _ decoded: OpaquePointer, path: String, claimed: (width: Int, height: Int)
    ) throws(ToggleImageError) -> (Int, Int) {
      let size = (Int(gdk_pixbuf_get_width(decoded)), Int(gdk_pixbuf_get_height(decoded)))
      guard max(size.0, size.1) <= max(claimed.width, claimed.height),
        size.0 * size.1 <= claimed.width * claimed.height
      else {
        g_object_unref(UnsafeMutableRawPointer(decoded))
        throw ToggleImageError(
          path: path,
          reason: "the image is \(size.0) x \(size.1) pixels, more than its header said")
      }
      return size
    }

    /// Keeps at most ``keptSide`` pixels a side: a toggle is never drawn larger, and memory stays bounded.
    private static func scaledToKeptSide(_ pixbuf: OpaquePointer) -> OpaquePointer {
      let width = Double(gdk_pixbuf_get_width(pixbuf))
      let height = Double(gdk_pixbuf_get_height(pixbuf))
      let scale = Double(keptSide) / max(width, height)
      guard scale < 1,
        let scaled = gdk_pixbuf_scale_simple(
          pixbuf, Int32(max(1, (width * scale).rounded())),
          Int32(max(1, (height * scale).rounded())), GDK_INTERP_BILINEAR)
      else { return pixbuf }
      g_object_unref(UnsafeMutableRawPointer(pixbuf))
      return scaled
    }

    private static func consume(_ error: inout UnsafeMutablePointer<GError>?) -> String {
      let message =
        error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
      g_clear_error(&error)
      return message
    }
  }

  /// An image file that could not be loaded, with the file's path and the reason.
  public struct ToggleImageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file that failed.
    public var path: String
    /// Why, in ToggleKit's or GDK's words.
    public var reason: String

    /// "cannot load image 'PATH': REASON".
    public var description: String { "cannot load image '\(path)': \(reason)" }
  }
#endif
