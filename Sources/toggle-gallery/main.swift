#if os(Linux)
  import CGtk4
  import Glibc
  import ToggleKitGTK

  let usage = """
    usage: toggle-gallery [--snapshot FILE.png] [--export-images DIR]

      (no option)         open the gallery window; with no display, write gallery.png instead
      --snapshot FILE     render every toggle in every state into one PNG contact sheet (no display needed)
      --export-images DIR write the gallery's own on/off/pressed PNGs into DIR

    """

  func fail(_ message: String) -> Never {
    var line = "toggle-gallery: \(message)\n"
    line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    exit(2)
  }

  @MainActor
  func contactSheetRows(images: [String: String]) -> [ContactSheet.Row] {
    func image(_ name: String) -> ToggleImage? {
      images[name].flatMap { try? ToggleImage(contentsOfFile: $0) }
    }
    var power = ToggleAppearance(label: "Power")
    power.images[exactly: .normal] = image("Toggle off")
    power.images[exactly: .on] = image("Toggle on")
    power.titles[exactly: .normal] = "OFF"
    power.titles[exactly: .on] = "ON"
    power.titleColors[exactly: .normal] = .white
    var lamp = ToggleAppearance(label: "Lamp")
    lamp.images[exactly: .normal] = image("Toggle off")
    lamp.images[exactly: .on] = image("Toggle on")
    lamp.setPressedImage(image("Toggle pressed"))
    var closure = ToggleAppearance(label: "Notifications")
    closure.titles[exactly: .normal] = "OFF"
    closure.titles[exactly: .on] = "ON"
    closure.backgroundColors[exactly: .normal] = ToggleColor(hex: 0x3584E4)
    closure.backgroundColors[exactly: .on] = ToggleColor(hex: 0x26A269)
    closure.titleColors[exactly: .normal] = .white
    return [
      ContactSheet.Row(name: "Seed 000: image", appearance: power),
      ContactSheet.Row(name: "Seed 001: recipe", appearance: lamp),
      ContactSheet.Row(name: "Seed 003: closure", appearance: closure),
      ContactSheet.Row(
        name: "Push", appearance: ToggleAppearance(label: "Bold"), allowsMixed: true),
      ContactSheet.Row(
        name: "Switch", appearance: ToggleAppearance(label: "Wi-Fi", look: .switch),
        allowsMixed: true),
      ContactSheet.Row(
        name: "Checkbox", appearance: ToggleAppearance(label: "All extras", look: .checkbox),
        allowsMixed: true),
    ]
  }

  @MainActor
  func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var snapshotPath: String?
    var exportDirectory: String?
    while !arguments.isEmpty {
      let argument = arguments.removeFirst()
      switch argument {
      case "--snapshot":
        guard !arguments.isEmpty else { fail("--snapshot needs a file name\n\(usage)") }
        snapshotPath = arguments.removeFirst()
      case "--export-images":
        guard !arguments.isEmpty else { fail("--export-images needs a directory\n\(usage)") }
        exportDirectory = arguments.removeFirst()
      case "-h", "--help":
        print(usage)
        return
      default:
        fail("unknown argument '\(argument)'\n\(usage)")
      }
    }

    if let exportDirectory {
      mkdir(exportDirectory, 0o755)
      let paths = GalleryImages.write(to: exportDirectory)
      for name in GalleryImages.names { print("wrote \(paths[name]!)") }
      if snapshotPath == nil { return }
    }

    var template = Array("/tmp/toggle-gallery-XXXXXX".utf8CString)
    let imageDirectory = template.withUnsafeMutableBufferPointer { buffer in
      mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
    }
    guard let imageDirectory else {
      fail("cannot make a temporary directory for the gallery's images")
    }
    let images = GalleryImages.write(to: imageDirectory)

    let hasDisplay = getenv("DISPLAY") != nil || getenv("WAYLAND_DISPLAY") != nil
    if snapshotPath == nil && !hasDisplay {
      snapshotPath = "gallery.png"
      print(
        "No display (DISPLAY and WAYLAND_DISPLAY are unset): writing the contact sheet to gallery.png instead."
      )
    }
    if let snapshotPath {
      do {
        try ContactSheet.write(rows: contactSheetRows(images: images), to: snapshotPath)
        print(
          "wrote \(snapshotPath): every toggle in every state (off, on, pressed, focused, disabled, mixed)"
        )
      } catch {
        fail("\(error)")
      }
      return
    }

    // Assistive technology lists applications by this name.
    g_set_application_name("toggle-gallery")
    guard gtk_init_check() != 0 else {
      fail("cannot open the display; run with --snapshot FILE.png for a contact sheet without one")
    }
    MainActorBridge.install()
    let gallery = Gallery(images: images)
    gallery.run()
  }

  MainActor.assumeIsolated { main() }
#else
  print("toggle-gallery needs GTK 4 on Linux.")
#endif
