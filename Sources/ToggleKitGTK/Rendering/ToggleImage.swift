#if os(Linux)
  import CGtk4

  /// An image file loaded for a toggle's look: PNG, JPEG, and SVG where gdk-pixbuf's loaders allow.
  public final class ToggleImage {
    /// The file it was loaded from.
    public let path: String
    let pixbuf: OpaquePointer

    /// The image's size in pixels.
    public var width: Int { Int(gdk_pixbuf_get_width(pixbuf)) }
    /// The image's height in pixels.
    public var height: Int { Int(gdk_pixbuf_get_height(pixbuf)) }

    /// Loads an image file; throws ``ToggleImageError`` naming the file when it cannot.
    public init(contentsOfFile path: String) throws(ToggleImageError) {
      var error: UnsafeMutablePointer<GError>?
      guard let pixbuf = gdk_pixbuf_new_from_file(path, &error) else {
        let message =
          error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
        g_clear_error(&error)
        throw ToggleImageError(path: path, reason: message)
      }
      self.path = path
      self.pixbuf = pixbuf
    }

    deinit {
      g_object_unref(UnsafeMutableRawPointer(pixbuf))
    }
  }

  /// An image file that could not be loaded, with the file's path and GDK's reason.
  public struct ToggleImageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file that failed.
    public var path: String
    /// Why, in GDK's words.
    public var reason: String

    /// "cannot load image 'PATH': REASON".
    public var description: String { "cannot load image '\(path)': \(reason)" }
  }
#endif
