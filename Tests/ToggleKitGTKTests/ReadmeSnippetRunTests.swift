#if os(Linux)
  import CGtk4
  import Foundation
  import Glibc
  import Testing

  @_spi(ToggleKitTools) @testable import ToggleKitGTK

  /// Runs the README's GTK block (ReadmeSnippets/GTKQuickStart.swift), not only compiles it.
  @Suite(
    "README's GTK block runs as it says: B12, hostile image files", .serialized,
    .failsOnGLibWarnings)
  @MainActor
  struct ReadmeSnippetRunTests {
    init() throws {
      try #require(
        initializeGTK(), "no display: run under xvfb-run as the README's test command does")
    }

    @Test("B12: the README's Wi-Fi switch throws, naming on.png, when the file is missing")
    func missingImageThrowsNamingTheFile() throws {
      let box = try #require(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
      g_object_ref_sink(UnsafeMutableRawPointer(box))
      defer { g_object_unref(UnsafeMutableRawPointer(box)) }
      let boxPointer = UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self)
      try #require(access("on.png", F_OK) != 0, "an on.png in the working directory")
      do {
        _ = try addWiFiToggle(to: boxPointer)
        Issue.record("the README says a missing on.png throws")
      } catch {
        #expect("\(error)".contains("on.png"))
      }
      #expect(gtk_widget_get_first_child(box) == nil)
    }

    @Test(
      "B19: the README's async switch commits when the upload returns and rolls back when it throws"
    )
    func asyncSnippetRuns() async {
      struct Offline: Error {}
      let succeeding = makeSyncSwitch { _ in }
      succeeding.coordinator.keyDown(.enter)
      let failing = makeSyncSwitch { _ in throw Offline() }
      failing.coordinator.keyDown(.enter)
      #expect(succeeding.isOn && failing.isOn)  // optimistic: both show on at once
      for _ in 0..<200 where succeeding.isPending || failing.isPending {
        while g_main_context_iteration(nil, 0) != 0 {}
        try? await Task.sleep(nanoseconds: 5_000_000)
      }
      #expect(succeeding.isOn)
      #expect(!failing.isOn)
    }

    @Test(
      "G6: the README's toppings: All toppings turns every topping on, and reads mixed after one")
    func groupsSnippetRuns() throws {
      let box = try #require(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
      g_object_ref_sink(UnsafeMutableRawPointer(box))
      defer { g_object_unref(UnsafeMutableRawPointer(box)) }
      let toppings = addToppings(
        to: UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self))
      let all = try #require(toppings.selectAll.flatMap { ToggleButton(member: $0) })
      all.coordinator.keyDown(.enter)
      #expect(toppings.members.allSatisfy { $0.value == .on })
      toppings.members[0].keyDown(.enter)
      #expect(all.value == .mixed)
    }

    @Test(
      "L1 L6: the README's settings list makes a list over 100,000 items; select all covers them")
    func listsSnippetRuns() {
      let (list, rows) = makeSettingsList { _, _ in }
      g_object_ref_sink(UnsafeMutableRawPointer(list))
      defer { g_object_unref(UnsafeMutableRawPointer(list)) }
      #expect(rows.store.count == 100_000)
      rows.store.activateSelectAll()
      #expect(rows.store.onCount == 100_000)
    }

    @Test("T4 T8: the trees article's backup tree loads a folder's files when GTK asks")
    func treesSnippetRuns() throws {
      let folders = ["Photos": ["Photos/2025", "Photos/2026"], "Photos/2025": ["Photos/2025/a"]]
      let (list, rows) = makeBackupTree(folders: folders, top: ["Photos", "Music"])
      g_object_ref_sink(UnsafeMutableRawPointer(list))
      defer { g_object_unref(UnsafeMutableRawPointer(list)) }
      let model = try #require(gtk_list_view_get_model(OpaquePointer(list)))
      // GTK asks for a row's children when it needs them: expanding the first row does.
      let row = try #require(g_list_model_get_item(model, 0))
      defer { g_object_unref(row) }
      gtk_tree_list_row_set_expanded(OpaquePointer(row), 1)
      #expect(rows.tree.children(of: "Photos") == ["Photos/2025", "Photos/2026"])
      rows.tree.activate("Photos/2025")
      #expect(rows.tree.value(of: "Photos") == .mixed)
      #expect(rows.tree.selection.included == ["Photos/2025"])
    }

    @Test("T11: the trees article's async backup tree reads a folder off the main thread")
    func asyncTreesSnippetRuns() async throws {
      let home = FileManager.default.temporaryDirectory
        .appendingPathComponent("togglekit-\(getpid())-async", isDirectory: true)
      let music = home.appendingPathComponent("Music", isDirectory: true)
      try FileManager.default.createDirectory(at: music, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: home) }
      for name in ["a.ogg", "b.ogg"] {
        #expect(
          FileManager.default.createFile(
            atPath: music.appendingPathComponent(name).path, contents: nil))
      }
      let (list, rows) = makeAsyncBackupTree(top: [home])
      g_object_ref_sink(UnsafeMutableRawPointer(list))
      defer { g_object_unref(UnsafeMutableRawPointer(list)) }
      let model = try #require(gtk_list_view_get_model(OpaquePointer(list)))
      let row = try #require(g_list_model_get_item(model, 0))
      defer { g_object_unref(row) }
      // GTK asks for the folder's children: the read begins, the row has an arrow at once.
      #expect(gtk_tree_list_row_is_expandable(OpaquePointer(row)) != 0)
      #expect(rows.tree.isLoadingChildren(of: home.absoluteString))
      gtk_tree_list_row_set_expanded(OpaquePointer(row), 1)
      for _ in 0..<2_000 where rows.tree.childCount(of: home.absoluteString) == 0 {
        while g_main_context_iteration(nil, 0) != 0 {}
        await Task.yield()
      }
      #expect(rows.tree.children(of: home.absoluteString) == [music.absoluteString])
      #expect(!rows.tree.isLoadingChildren(of: home.absoluteString))
      #expect(g_list_model_get_n_items(model) == 2, "Music appeared under the expanded home")
    }
  }
#endif
