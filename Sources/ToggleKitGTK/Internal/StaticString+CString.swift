#if os(Linux)
  extension StaticString {
    /// The literal as a C string, with no copy.
    ///
    /// A Swift `String` handed to a C `const char *` parameter is copied into a
    /// heap array first; code that runs for every toggle made, or every state
    /// change, passes literals this way instead. Only for literals, which are
    /// stored NUL-terminated in the binary.
    var cString: UnsafePointer<CChar> {
      UnsafeRawPointer(utf8Start).assumingMemoryBound(to: CChar.self)
    }
  }
#endif
