#if os(Linux)
  import CGtk4
  import Glibc
  import ToggleKitGTK

  /// `toggle-bench load-image FILE`: loads one image as a toggle would, draws it twice at its natural size,
  /// and prints how long that took and the process's peak resident memory.
  ///
  /// One fresh process per file, so the peak belongs to that file alone:
  /// `image: result=loaded|refused load_ms=N draw_ms=N peak_mb=N error=...`
  @MainActor
  enum ImageLoadRun {
    static func run(path: String) {
      let start = monotonicMilliseconds()
      var result = "loaded"
      var message = ""
      var drawMilliseconds = 0.0
      do {
        let image = try ToggleImage(contentsOfFile: path)
        // Drawn twice at the size a toggle asks for: the first converts, the second is what a frame costs.
        let size = image.naturalSize
        let surface = cairo_image_surface_create(
          CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))
        let cr = cairo_create(surface)!
        let drawStart = monotonicMilliseconds()
        for _ in 0..<2 { image.draw(in: cr, x: 0, y: 0, width: size.width, height: size.height) }
        drawMilliseconds = monotonicMilliseconds() - drawStart
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
      } catch {
        result = "refused"
        message = error.description
      }
      let loadMilliseconds = monotonicMilliseconds() - start - drawMilliseconds
      var usage = rusage()
      getrusage(RUSAGE_SELF.rawValue, &usage)
      let peakMegabytes = Double(usage.ru_maxrss) / 1024
      print(
        "image: result=\(result) load_ms=\(Int(loadMilliseconds.rounded())) draw_ms=\(Int(drawMilliseconds.rounded())) peak_mb=\(Int(peakMegabytes.rounded())) error=\(message)"
      )
    }
  }
#endif
