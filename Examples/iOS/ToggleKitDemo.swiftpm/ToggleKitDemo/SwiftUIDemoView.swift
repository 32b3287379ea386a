@preconcurrency import SwiftUI
import ToggleKitSwiftUI
import ToggleKitUIKit
@preconcurrency import UIKit

/// SwiftUI: the style on SwiftUI's own Toggle, a mixed summary, and the UIKit button bridged in.
struct SwiftUIDemoView: View {
  @State private var isBold = false
  @State private var isItalic = true
  @State private var isMuted = false

  var body: some View {
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
