#if os(Linux)
  import CGtk4
  import Glibc
  import ToggleKitGTK

  /// `toggle-bench load-image FILE`: loads one image as a toggle would, draws it twice,
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
        var appearance = ToggleAppearance(label: "")
        appearance.images[exactly: .normal] = try ToggleImage(contentsOfFile: path)
        // Drawn in every state, twice: the second sheet shows what a frame costs once converted.
        let sheet = "/tmp/togglekit-image-run-\(getpid()).png"
        defer { unlink(sheet) }
        let drawStart = monotonicMilliseconds()
        for _ in 0..<2 {
          try ContactSheet.write(rows: [.init(name: "image", appearance: appearance)], to: sheet)
        }
        drawMilliseconds = monotonicMilliseconds() - drawStart
      } catch let error as ToggleImageError {
        result = "refused"
        message = error.description
      } catch {
        result = "failed"
        message = "\(error)"
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
