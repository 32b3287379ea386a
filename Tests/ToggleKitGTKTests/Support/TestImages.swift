#if os(Linux)
  import CGtk4
  import Glibc

  /// Image files made by the tests themselves: small valid ones, and hostile ones.
  enum TestImages {
    struct Failure: Error, CustomStringConvertible {
      var description: String
    }

    /// A fresh directory under /tmp for one test's files, removed when the test process exits.
    static func temporaryDirectory() throws -> String {
      var template = Array("/tmp/togglekit-images-XXXXXX".utf8CString)
      guard let made = mkdtemp(&template) else { throw Failure(description: "mkdtemp failed") }
      let path = String(cString: made)
      if madeDirectories.isEmpty { atexit { TestImages.removeMadeDirectories() } }
      madeDirectories.append(path)
      return path
    }

    /// The directories ``temporaryDirectory()`` made in this process.
    nonisolated(unsafe) private static var madeDirectories: [String] = []

    private static func removeMadeDirectories() {
      for directory in madeDirectories {
        tk_remove_tree(directory)
      }
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
      guard let file = fopen(path, "wb") else { throw Failure(description: "cannot write \(path)") }
      defer { fclose(file) }
      guard fwrite(bytes, 1, bytes.count, file) == bytes.count else {
        throw Failure(description: "short write to \(path)")
      }
    }

    /// A valid 8-bit RGBA PNG of one colour.
    static func writeSmallPNG(
      in directory: String, named name: String, width: Int = 24, height: Int = 12,
      rgba: [UInt8] = [0, 200, 0, 255]
    ) throws -> String {
      let path = "\(directory)/\(name)"
      let row =
        [UInt8](repeating: 0, count: 1) + Array([[UInt8]](repeating: rgba, count: width).joined())
      try write(png(width: width, height: height, bitDepth: 8, colorType: 6, row: row), to: path)
      return path
    }

    /// A PNG whose every row is `row` (its filter byte first), compressed with GLib's zlib.
    static func png(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, row: [UInt8])
      -> [UInt8]
    {
      let memory = g_memory_output_stream_new_resizable()!
      let compressor = g_zlib_compressor_new(G_ZLIB_COMPRESSOR_FORMAT_ZLIB, 9)!
      let stream = g_converter_output_stream_new(memory, compressor)!
      for _ in 0..<height {
        row.withUnsafeBytes { bytes in
          _ = g_output_stream_write_all(
            stream, bytes.baseAddress, gsize(bytes.count), nil, nil, nil)
        }
      }
      g_output_stream_close(stream, nil, nil)
      let memoryStream = UnsafeMutableRawPointer(memory).assumingMemoryBound(
        to: GMemoryOutputStream.self)
      let size = Int(g_memory_output_stream_get_data_size(memoryStream))
      let data = g_memory_output_stream_get_data(memoryStream)!
      let compressed = Array(UnsafeRawBufferPointer(start: data, count: size))
      g_object_unref(UnsafeMutableRawPointer(stream))
      g_object_unref(UnsafeMutableRawPointer(compressor))
      g_object_unref(UnsafeMutableRawPointer(memory))
      return header(width: width, height: height, bitDepth: bitDepth, colorType: colorType)
        + chunk("IDAT", compressed) + chunk("IEND", [])
    }

    /// The PNG signature and an IHDR chunk: all a decoder reads before it allocates.
    static func header(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8) -> [UInt8] {
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        + chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, 0])
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + data
      return bigEndian(data.count) + body + bigEndian(Int(crc32(body)))
    }

    static func bigEndian(_ value: Int) -> [UInt8] {
      (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      }
      return ~crc
    }
  }
#endif
