@preconcurrency import SwiftUI
import ToggleKitSwiftUI
import ToggleKitUIKit
@preconcurrency import UIKit

/// SwiftUI: the style on SwiftUI's own Toggle, a mixed summary, and the UIKit button bridged in.
struct SwiftUIDemoView: View {
  @State private var isBold = false
  @State private var isItalic = true
  @State private var isMuted = false
  @State private var isSynced = false
  @State private var syncSaves = 0
  @State private var region: String? = "Europe"
  @State private var regionSaves = 0

  var body: some View {
    ScrollView {
      content
      DemoChecklist(items: [
        "Sync: flip it on; it stays on, dimmed, for 1 s, it takes no flip meanwhile, then \"Synced in the model: yes\". Flip it off: after 1 s it goes back on, with an error haptic and VoiceOver's \"not changed\" announcement.",
        "VoiceOver on Sync while it saves: \"Sync, on, saving\" (or \"off, saving\").",
        "Region: flip America on; Europe goes off at once, America is dimmed for 1 s, no region takes a flip meanwhile, then \"Region in the model: America\". Flip Asia on: after 1 s America is back on and Asia off, with an error haptic and \"Asia: not changed, still off\"; the model still says America.",
        "VoiceOver on Europe and America while a region saves: each reads its value with \"saving\".",
      ])
      .padding(.horizontal)
    }
  }

  @MainActor private var content: some View {
    VStack(spacing: 24) {
      Toggle("Bold", isOn: $isBold)
        .toggleStyle(ToggleButtonStyle(onColor: .accentColor, offColor: .gray.opacity(0.3)))
      Toggle("Italic", isOn: $isItalic)
        .toggleStyle(
          ToggleButtonStyle(
            onImage: Image("Toggle on"), offImage: Image("Toggle off"),
            pressedImage: Image("Toggle pressed")))
      if #available(iOS 16, *) {
        Toggle("All styles", sources: [$isBold, $isItalic], isOn: \.self)
          .toggleStyle(
            ToggleButtonStyle(
              onColor: .green, offColor: .gray.opacity(0.3), mixedColor: .orange))
      }
      ToggleButtonRepresentable(isOn: $isMuted) { button in
        button.setTitle("Sound", for: .normal)
        button.setTitle("Muted", for: .selected)
        button.setBackgroundColor(.systemGray5, for: .normal)
        button.setBackgroundColor(.systemRed, for: .selected)
      }
      // At least 44 x 44 points on iOS 16 (sizeThatFits), all of it taking touches.
      Text("Muted: \(isMuted ? "yes" : "no")")
      // An async commit on SwiftUI's own switch: every second save is refused. While it
      // saves the switch is dimmed where it is, showing the value being saved.
      Toggle("Sync (a save of 1 s)", isOn: $isSynced)
        .toggleStyle(
          .asyncCommit(.switch, .optimistic, label: "Sync") { _ in
            try await Task.sleep(nanoseconds: 1_000_000_000)
            syncSaves += 1
            if syncSaves % 2 == 0 { throw URLError(.notConnectedToInternet) }
          })
      Text("Synced in the model: \(isSynced ? "yes" : "no")")
      // A choice saved one change at a time (G8): every second save is refused.
      AsyncCommitGroup(selection: $region, required: true, .optimistic, label: { $0 }) { _ in
        try await Task.sleep(nanoseconds: 1_000_000_000)
        regionSaves += 1
        if regionSaves % 2 == 0 { throw URLError(.notConnectedToInternet) }
      } content: { group in
        ForEach(["Europe", "America", "Asia"], id: \.self) { name in
          group.member(name) { isOn in Toggle(name, isOn: isOn) }
        }
      }
      Text("Region in the model: \(region ?? "none")")
      Button("Toggle mute from code") { isMuted.toggle() }
    }
    .padding()
  }
}

/// Hosts ``SwiftUIDemoView`` as a tab.
final class SwiftUIDemoHostingController: UIHostingController<SwiftUIDemoView> {
  init() {
    super.init(rootView: SwiftUIDemoView())
    tabBarItem = UITabBarItem(title: "SwiftUI", image: UIImage(systemName: "swift"), tag: 3)
  }

  @MainActor required dynamic init?(coder: NSCoder) {
    super.init(coder: coder, rootView: SwiftUIDemoView())
  }
}

/// Xcode's canvas: the screen at the default and at the largest accessibility text size, to
/// check its layout without a device.
/// `@preconcurrency`: in the iOS 16.5 SDK the protocol PreviewProvider refines,
/// `_PreviewProvider`, is not main-actor (Swift 6 refuses the conformance without it).
@MainActor
struct SwiftUIDemoViewPreviews: @preconcurrency PreviewProvider {
  static var previews: some View {
    SwiftUIDemoView()
    SwiftUIDemoView()
      .environment(\.dynamicTypeSize, .accessibility5)
      .previewDisplayName("Largest accessibility size")
  }
}
