#if os(Linux)
  import CGtk4
  import Glibc
  import Testing

  @_spi(ToggleKitTools) @testable import ToggleKitGTK

  @Suite("GTK images: hostile files are refused or bounded", .serialized, .failsOnGLibWarnings)
  @MainActor
  struct HostileImageTests {
    let directory: String

    init() throws {
      try #require(
        initializeGTK(), "no display: run under xvfb-run as the README's test command does")
      directory = try TestImages.temporaryDirectory()
    }

    /// Loading `path` throws an error that names it and says `reason` (any reason, for "":
    /// Foundation's `contains` finds no empty string, the standard library's finds one).
    func expectRefused(_ path: String, because reason: String) {
      do {
        _ = try ToggleImage(contentsOfFile: path)
        Issue.record("\(path) loaded; it should have been refused because \(reason)")
      } catch {
        #expect(error.description.contains(path), "the error names the file: \(error)")
        #expect(reason.isEmpty || error.reason.contains(reason), "\(error)")
      }
    }

    @Test("A 74-byte PNG that claims 60000 x 60000 pixels is refused from its header")
    func pngClaimingHugeSize() throws {
      let path = "\(directory)/claims-huge.png"
      let bytes =
        TestImages.header(width: 60000, height: 60000, bitDepth: 8, colorType: 6)
        + TestImages.chunk("IDAT", [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])
        + TestImages.chunk("IEND", [])
      try TestImages.write(bytes, to: path)
      #expect(bytes.count < 80)
      expectRefused(path, because: "60000 x 60000 pixels")
    }

    @Test("A small 1-bit PNG of 20000 x 20000 is refused before it is decoded")
    func oneBitBomb() throws {
      let path = "\(directory)/one-bit.png"
      let row = [UInt8](repeating: 0, count: 1 + 20000 / 8)
      let bytes = TestImages.png(width: 20000, height: 20000, bitDepth: 1, colorType: 0, row: row)
      try TestImages.write(bytes, to: path)
      #expect(bytes.count < 200_000, "a real compression bomb: \(bytes.count) bytes")
      expectRefused(path, because: "20000 x 20000 pixels")
    }

    @Test("A valid 8000 x 8000 PNG is refused: past the 4096 x 4096 pixel limit")
    func largeValidPNG() throws {
      let path = "\(directory)/large.png"
      let row = [UInt8](repeating: 0, count: 1 + 8000)
      try TestImages.write(
        TestImages.png(width: 8000, height: 8000, bitDepth: 8, colorType: 0, row: row), to: path)
      expectRefused(path, because: "8000 x 8000 pixels")
    }

    @Test(
      "An SVG that claims 30000 x 30000 loads, asks for at most 256 px and renders at the drawn size"
    )
    func hugeSVG() throws {
      let path = "\(directory)/huge.svg"
      let svg = Array(
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000">\
        <rect width="30000" height="30000" fill="#ff0000"/></svg>
        """.utf8)
      try TestImages.write(svg, to: path)
      let image = try ToggleImage(contentsOfFile: path)
      #expect(image.isScalable)
      #expect(image.naturalSize.width == 256 && image.naturalSize.height == 256)
      let surface = try #require(image.surface(pixelWidth: 40, pixelHeight: 40))
      #expect(cairo_image_surface_get_width(surface) == 40)
      let toggle = ToggleButton(label: "")
      try toggle.setOnImage(fromFile: path)
      toggle.isOn = true
      var minimum: Int32 = 0
      var natural: Int32 = 0
      gtk_widget_measure(
        toggle.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
      #expect(natural >= 256 && natural < 300, "bounded: 256 and the theme's padding: \(natural)")
      #expect(minimum < natural, "and the toggle accepts less: \(minimum)")
    }

    @Test("A large image is kept small, asks for at most 256 px, and converts once per drawn size")
    func largeImageConvertsOnce() throws {
      let path = try TestImages.writeSmallPNG(
        in: directory, named: "wide.png", width: 2000, height: 1000)
      let image = try ToggleImage(contentsOfFile: path)
      #expect(image.width == 2000 && image.height == 1000)
      #expect(image.naturalSize.width == 256 && image.naturalSize.height == 128)
      let first = image.surface(pixelWidth: 100, pixelHeight: 50)
      let second = image.surface(pixelWidth: 100, pixelHeight: 50)
      #expect(first != nil && first == second, "the same converted pixels are reused")
      let data = try #require(cairo_image_surface_get_data(first))
      #expect(data[1] > 150, "the image's green is drawn: \(data[1])")
    }

    /// The size ToggleKit's own header reader finds in `bytes`, or its result when it finds none.
    func headerSize(_ bytes: [UInt8]) -> (result: Int, width: Int, height: Int) {
      var width: gint64 = 0
      var height: gint64 = 0
      let result = tk_raster_header_size(bytes, gsize(bytes.count), &width, &height)
      return (Int(result), Int(width), Int(height))
    }

    static func littleEndian(_ value: Int, _ count: Int) -> [UInt8] {
      (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// A JPEG's segments up to its first scan: SOI, `before`, a frame of the given kind
    /// (0xC0 baseline, 0xC2 progressive), then a scan header.
    static func jpeg(frame: UInt8 = 0xC0, width: Int, height: Int, before: [UInt8] = [])
      -> [UInt8]
    {
      [0xFF, 0xD8] + before
        + [0xFF, frame, 0, 11, 8, UInt8(height >> 8), UInt8(height & 0xFF)]
        + [UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0]
        + [0xFF, 0xDA, 0, 8, 1, 1, 0, 0, 0x3F, 0]
    }

    /// A GIF's header with no colour table, then `blocks`, then the trailer.
    static func gif(screen: (Int, Int), blocks: [UInt8] = []) -> [UInt8] {
      let le = littleEndian
      return Array("GIF89a".utf8) + le(screen.0, 2) + le(screen.1, 2) + [0, 0, 0] + blocks + [0x3B]
    }

    @Test(
      "Each raster format's claimed size is read from its header alone, before gdk-pixbuf decodes anything"
    )
    func headerReader() {
      let le = Self.littleEndian
      let (png, jpeg, gif, bmp, ico, webp) = (
        TK_RASTER_PNG, TK_RASTER_JPEG, TK_RASTER_GIF, TK_RASTER_BMP, TK_RASTER_ICO, TK_RASTER_WEBP
      )
      let pngHeader = TestImages.header(width: 60000, height: 50000, bitDepth: 8, colorType: 6)
      #expect(headerSize(pngHeader) == (png, 60000, 50000))
      #expect(headerSize(Self.gif(screen: (300, 200))) == (gif, 300, 200))
      // A frame larger than the screen, which a decoder may allocate whole.
      let bigFrame =
        [0x2C] + le(10, 2) + le(0, 2) + le(65000, 2) + le(40000, 2) + [0] + [2, 1, 0, 0]
      #expect(headerSize(Self.gif(screen: (1, 1), blocks: bigFrame)) == (gif, 65010, 40000))
      // An extension's sub-blocks are walked over to the frame after them.
      let comment = [0x21, 0xFE, 3] + Array("abc".utf8) + [0]
      #expect(
        headerSize(Self.gif(screen: (1, 1), blocks: comment + bigFrame)) == (gif, 65010, 40000))
      let bmpInfo = Array("BM".utf8) + [UInt8](repeating: 0, count: 12) + le(40, 4)
      #expect(headerSize(bmpInfo + le(70000, 4) + le(-5000, 4)) == (bmp, 70000, 5000))
      let bmpCore = Array("BM".utf8) + [UInt8](repeating: 0, count: 12) + le(12, 4)
      #expect(headerSize(bmpCore + le(640, 2) + le(480, 2) + [0, 0, 0, 0]) == (bmp, 640, 480))
      // An icon whose 256-pixel entry holds a PNG that claims far more.
      let pngIcon =
        [0, 0, 1, 0] + le(1, 2) + [0, 0, 0, 0, 1, 0, 32, 0] + le(pngHeader.count, 4) + le(22, 4)
      #expect(headerSize(pngIcon + pngHeader) == (ico, 60000, 50000))
      // An icon's bitmap entry: its own header (whose height counts the mask) may claim more
      // than the directory's bytes, which say 256 at most.
      func bitmapIcon(directory: [UInt8], width: Int, height: Int) -> [UInt8] {
        [0, 0, 1, 0] + le(1, 2) + directory + [0, 0, 1, 0, 32, 0] + le(40, 4) + le(22, 4)
          + le(40, 4) + le(width, 4) + le(height * 2, 4) + [UInt8](repeating: 0, count: 28)
      }
      #expect(headerSize(bitmapIcon(directory: [48, 32], width: 48, height: 32)) == (ico, 48, 32))
      #expect(
        headerSize(bitmapIcon(directory: [0, 0], width: 30000, height: 60000))
          == (ico, 30000, 60000))
      // JPEG: an APP0 segment, then the frame (SOF2, progressive).
      let app0: [UInt8] = [0xFF, 0xE0, 0, 4, 0, 0]
      let jpegHeader = Self.jpeg(frame: 0xC2, width: 40000, height: 60000, before: app0)
      #expect(headerSize(jpegHeader) == (jpeg, 40000, 60000))
      // Stray bytes between segments and fill bytes, which the decoders skip.
      let strayed = Self.jpeg(width: 64, height: 48, before: app0 + [0x12, 0x34, 0xFF])
      #expect(headerSize(strayed) == (jpeg, 64, 48))
      // Two frames: the larger counts. A frame kind zune-jpeg skips (SOF3) and libjpeg reads,
      // a non-Adobe APP14 (zune-jpeg skips it two bytes too far), or a restart marker before
      // the scan, lets the two decoders read the file apart: refused.
      let small = Array(Self.jpeg(width: 16, height: 16).dropLast(10))
      #expect(
        headerSize(small + Array(Self.jpeg(width: 65535, height: 65535).dropFirst(2)))
          == (jpeg, 65535, 65535))
      let sof3 = Array(Self.jpeg(frame: 0xC3, width: 16, height: 16).dropLast(10))
      #expect(
        headerSize(sof3 + Array(Self.jpeg(width: 65535, height: 65535).dropFirst(2))).result
          == TK_RASTER_INVALID)
      let app14: [UInt8] = [0xFF, 0xEE, 0, 9] + Array("Other".utf8) + [0, 0]
      #expect(headerSize(Self.jpeg(width: 8, height: 8, before: app14)).result == TK_RASTER_INVALID)
      #expect(
        headerSize(Self.jpeg(width: 8, height: 8, before: [0xFF, 0xD0])).result
          == TK_RASTER_INVALID)
      let riff = Array("RIFF".utf8) + le(100, 4) + Array("WEBP".utf8)
      let lossy =
        riff + Array("VP8 ".utf8) + le(50, 4) + [0, 0, 0, 0x9D, 0x01, 0x2A] + le(16000, 2)
        + le(9000, 2)
      #expect(headerSize(lossy) == (webp, 16000, 9000))
      let lossless =
        riff + Array("VP8L".utf8) + le(50, 4) + [0x2F] + le(99 | 49 << 14, 4) + [0, 0, 0, 0, 0]
      #expect(headerSize(lossless) == (webp, 100, 50))
      let extended =
        riff + Array("VP8X".utf8) + le(10, 4) + [0, 0, 0, 0] + le(65535, 3) + le(29999, 3)
      #expect(headerSize(extended) == (webp, 65536, 30000))
      // A canvas of 16 x 16 whose animation frame holds a bitstream of 16000 x 9000: the
      // decoder decodes the bitstream at its own size before it compares it with the canvas.
      let frameBitstream =
        Array("VP8 ".utf8) + le(10, 4) + [0, 0, 0, 0x9D, 0x01, 0x2A] + le(16000, 2) + le(9000, 2)
      let animated =
        riff + Array("VP8X".utf8) + le(10, 4) + [2, 0, 0, 0] + le(15, 3) + le(15, 3)
        + Array("ANMF".utf8) + le(16 + frameBitstream.count, 4) + [UInt8](repeating: 0, count: 16)
        + frameBitstream
      #expect(headerSize(animated) == (webp, 16000, 9000))
      // Cut short after a signature: refused. No signature it knows: left to the SVG check.
      #expect(headerSize(Array(pngHeader.prefix(20))).result == TK_RASTER_INVALID)
      #expect(headerSize(Array(jpegHeader.prefix(10))).result == TK_RASTER_INVALID)
      #expect(headerSize(Array(lossy.prefix(26))).result == TK_RASTER_INVALID)
      // An icon entry whose data lies outside the file.
      #expect(headerSize(Array(pngIcon.prefix(22))).result == TK_RASTER_INVALID)
      #expect(
        headerSize(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)).result
          == TK_RASTER_NONE)
    }

    @Test("A format ToggleKit does not accept is refused before any decoder sees it")
    func otherFormatsNeverReachADecoder() throws {
      // Formats glycin would decode, each with an SVG doctype in its first bytes, which is
      // what GIO's sniffing calls SVG: none begins as XML does.
      let doctype = Array("\n#<!DOCTYPE svg>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)
      let polyglots: [(String, [UInt8])] = [
        ("ppm", Array("P6".utf8) + doctype), ("qoi", Array("qoif".utf8) + doctype),
        ("tiff", Array("II*".utf8) + [0] + doctype),
        ("radiance", Array("#?RADIANCE".utf8) + doctype),
        ("tga", [60, 0, 2] + doctype), ("avif", Array("<svgftypavif".utf8) + doctype),
      ]
      for (name, bytes) in polyglots {
        let path = "\(directory)/polyglot.\(name)"
        try TestImages.write(bytes, to: path)
        expectRefused(path, because: "not an image of an accepted format")
      }
      // A cursor: glycin reads its signature as a TGA's.
      let cursorPath = "\(directory)/pointer.cur"
      try TestImages.write(
        [0, 0, 2, 0, 1, 0, 32, 32, 0, 0, 1, 0, 32, 0] + Self.littleEndian(48, 4)
          + Self.littleEndian(22, 4) + [UInt8](repeating: 0, count: 48), to: cursorPath)
      expectRefused(cursorPath, because: "not an image of an accepted format")
      // A TIFF whose header claims 60000 x 60000: glycin would decode it in full.
      let tiffPath = "\(directory)/claims-huge.tiff"
      try TestImages.write(
        Array("II*".utf8) + [0, 8, 0, 0, 0, 2, 0, 0, 1, 4, 0, 1, 0, 0, 0, 0x60, 0xEA, 0, 0]
          + [1, 1, 4, 0, 1, 0, 0, 0, 0x60, 0xEA, 0, 0, 0, 0, 0, 0], to: tiffPath)
      expectRefused(tiffPath, because: "not an image of an accepted format")
      // A TGA whose first bytes are a cursor's signature: neither is taken.
      let tgaPath = "\(directory)/image.tga"
      try TestImages.write(
        [0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x60, 0xEA, 0x60, 0xEA, 32, 8], to: tgaPath)
      expectRefused(tgaPath, because: "not an image of an accepted format")
    }

    @Test(
      "An icon written with 255 in its directory's reserved byte loads, as System.Drawing writes it"
    )
    func iconWithReservedByteLoads() throws {
      let le = Self.littleEndian
      // One 1 x 1 entry of 32 bits: its bitmap header (height counting the mask), one pixel,
      // one row of mask.
      let bitmap =
        le(40, 4) + le(1, 4) + le(2, 4) + le(1, 2) + le(32, 2) + [UInt8](repeating: 0, count: 24)
        + [0x20, 0xC0, 0x40, 0xFF] + [0, 0, 0, 0]
      let icon =
        [0, 0, 1, 0] + le(1, 2) + [1, 1, 0, 255] + le(1, 2) + le(32, 2) + le(bitmap.count, 4)
        + le(22, 4) + bitmap
      let path = "\(directory)/dotnet.ico"
      try TestImages.write(icon, to: path)
      let image = try ToggleImage(contentsOfFile: path)
      #expect(image.width == 1 && image.height == 1 && !image.isScalable)
    }

    @Test("A JPEG and an icon that claim 60000 pixels a side are refused from their headers")
    func otherFormatsClaimingHugeSizes() throws {
      let jpegPath = "\(directory)/claims-huge.jpg"
      try TestImages.write(Self.jpeg(width: 60000, height: 60000), to: jpegPath)
      expectRefused(jpegPath, because: "60000 x 60000 pixels")
      let png = TestImages.header(width: 60000, height: 60000, bitDepth: 8, colorType: 6)
      let le = Self.littleEndian
      let icoPath = "\(directory)/claims-huge.ico"
      try TestImages.write(
        [0, 0, 1, 0] + le(1, 2) + [0, 0, 0, 0, 1, 0, 32, 0] + le(png.count, 4) + le(22, 4) + png,
        to: icoPath)
      expectRefused(icoPath, because: "60000 x 60000 pixels")
    }

    @Test("An empty file, a truncated PNG and a directory are refused with their names")
    func brokenFiles() throws {
      let empty = "\(directory)/empty.png"
      try TestImages.write([], to: empty)
      expectRefused(empty, because: "empty")
      let whole = try TestImages.writeSmallPNG(
        in: directory, named: "whole.png", width: 64, height: 64)
      let truncatedPath = "\(directory)/truncated.png"
      let file = try #require(fopen(whole, "rb"))
      var bytes = [UInt8](repeating: 0, count: 4096)
      let count = fread(&bytes, 1, bytes.count, file)
      fclose(file)
      try TestImages.write(Array(bytes[0..<(count / 2)]), to: truncatedPath)
      expectRefused(truncatedPath, because: "")
      expectRefused(directory, because: "not a regular file")
    }
  }
#endif
