#if os(Linux)
  import CGtk4
  import Glibc
  import ToggleKitGTK

  let usage = """
    usage: toggle-gallery [--theme NAME] [--snapshot FILE.png] [--export-images DIR] [--twins | --list | --tree]

      (no option)         open the gallery window
      --theme NAME        draw with GTK theme NAME, as GTK_THEME takes it: Adwaita, Adwaita:dark,
                          HighContrast, HighContrastInverse (default: GTK_THEME, else the desktop's)
      --snapshot FILE     show every toggle in every state, drawn by the theme, and write it to a
                          PNG contact sheet (needs a display; scripts/gallery.sh starts Xvfb if none)
      --export-images DIR write the gallery's own on/off/pressed PNGs into DIR
      --twins             open a window of each look beside its native GTK twin, for comparing
                          what a screen reader says of each (Tests/EndToEnd/orca-check.sh)
      --list              open a list of 100,000 settings, each saved to a pretend server, with
                          "Select all" (Tests/EndToEnd/list-e2e.sh)
      --tree              open a tree of 101,010 folders, albums and files to back up, loaded as
                          folders are expanded (Tests/EndToEnd/tree-e2e.sh)

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
      ContactSheet.Row(
        name: "Radio", appearance: ToggleAppearance(label: "Grid", look: .radio)),
    ]
  }

  @MainActor
  func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var snapshotPath: String?
    var exportDirectory: String?
    var opensTwins = false
    var opensList = false
    var opensTree = false
    while !arguments.isEmpty {
      let argument = arguments.removeFirst()
      switch argument {
      case "--snapshot":
        guard !arguments.isEmpty else { fail("--snapshot needs a file name\n\(usage)") }
        snapshotPath = arguments.removeFirst()
      case "--theme":
        guard !arguments.isEmpty else { fail("--theme needs a theme name\n\(usage)") }
        // GTK reads it at initialisation, for the window and the contact sheet alike.
        setenv("GTK_THEME", arguments.removeFirst(), 1)
      case "--twins":
        opensTwins = true
      case "--list":
        opensList = true
      case "--tree":
        opensTree = true
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
    // The toggles decode their images when given them: once the contact sheet or the
    // window is built, the files go, so no launch leaves a folder behind.

    if let snapshotPath {
      do {
        let theme = getenv("GTK_THEME").map { String(cString: $0) }
        try ContactSheet.write(
          rows: contactSheetRows(images: images), to: snapshotPath,
          title: "ToggleKit gallery — \(theme ?? "default theme")")
        print(
          "wrote \(snapshotPath): every toggle in every state (off, on, pressed, focused, disabled, mixed)"
        )
      } catch {
        removeDirectory(imageDirectory)
        fail("\(error)")
      }
      removeDirectory(imageDirectory)
      return
    }

    guard gtk_init_check() != 0 else {
      fail(
        "cannot open the display; scripts/gallery.sh writes a contact sheet under Xvfb without one")
    }
    MainActorBridge.install()
    // A GtkApplication with an id, so assistive technology lists the gallery by name.
    g_set_prgname("toggle-gallery")
    g_set_application_name("toggle-gallery")
    let app = gtk_application_new("org.togglekit.Gallery", TK_APPLICATION_NON_UNIQUE)!
    let launch = Unmanaged.passRetained(
      GalleryLaunch(
        images: images, imageDirectory: imageDirectory, opensTwins: opensTwins,
        opensList: opensList, opensTree: opensTree)
    ).toOpaque()
    _ = tk_signal_connect(
      UnsafeMutableRawPointer(app), "activate", unsafeBitCast(activate, to: GCallback.self), launch,
      { data, _ in Unmanaged<GalleryLaunch>.fromOpaque(data!).release() })
    let status = g_application_run(
      UnsafeMutableRawPointer(app).assumingMemoryBound(to: GApplication.self), 0, nil)
    g_object_unref(UnsafeMutableRawPointer(app))
    exit(status)
  }

  /// What the application's "activate" needs, and the gallery it made.
  @MainActor
  final class GalleryLaunch {
    let images: [String: String]
    /// Where the images were written; removed once the gallery has decoded them.
    let imageDirectory: String
    /// Whether `--twins` asked for the window of looks beside their native twins instead.
    let opensTwins: Bool
    /// Whether `--list` asked for the list of 100,000 settings.
    let opensList: Bool
    /// Whether `--tree` asked for the tree of folders to back up.
    let opensTree: Bool
    var gallery: Gallery?
    var twins: TwinsWindow?
    var list: ListWindow?
    var tree: TreeWindow?
    init(
      images: [String: String], imageDirectory: String, opensTwins: Bool, opensList: Bool,
      opensTree: Bool
    ) {
      self.images = images
      self.imageDirectory = imageDirectory
      self.opensTwins = opensTwins
      self.opensList = opensList
      self.opensTree = opensTree
    }
  }

  let activate: @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> Void = { app, data in
    nonisolated(unsafe) let app = app
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated {
      let launch = Unmanaged<GalleryLaunch>.fromOpaque(data!).takeUnretainedValue()
      guard launch.gallery == nil, launch.twins == nil, launch.list == nil, launch.tree == nil,
        let app
      else { return }
      if launch.opensTree {
        removeDirectory(launch.imageDirectory)
        let tree = TreeWindow()
        gtk_window_set_application(
          cast(tree.window), app.assumingMemoryBound(to: GtkApplication.self))
        tree.present()
        launch.tree = tree
        return
      }
      if launch.opensList {
        removeDirectory(launch.imageDirectory)
        let list = ListWindow()
        gtk_window_set_application(
          cast(list.window), app.assumingMemoryBound(to: GtkApplication.self))
        list.present()
        launch.list = list
        return
      }
      if launch.opensTwins {
        removeDirectory(launch.imageDirectory)
        let twins = TwinsWindow()
        gtk_window_set_application(
          cast(twins.window), app.assumingMemoryBound(to: GtkApplication.self))
        twins.present()
        launch.twins = twins
        return
      }
      let gallery = Gallery(images: launch.images)
      removeDirectory(launch.imageDirectory)
      gtk_window_set_application(
        cast(gallery.window), app.assumingMemoryBound(to: GtkApplication.self))
      gallery.present()
      launch.gallery = gallery
    }
  }

  /// Removes a directory and everything in it; a missing one is no error.
  func removeDirectory(_ path: String) {
    tk_remove_tree(path)
  }

  MainActor.assumeIsolated { main() }
#else
  print("toggle-gallery needs GTK 4 on Linux.")
#endif
