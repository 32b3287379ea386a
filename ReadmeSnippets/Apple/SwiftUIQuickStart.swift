import ToggleKitSwiftUI  // brings SwiftUI, the core and ToggleButton too

struct FormatBar: View {
  @State private var isBold = false
  @State private var isMuted = false

  var body: some View {
    HStack {
      Toggle("Bold", isOn: $isBold)
        .toggleStyle(ToggleButtonStyle(onColor: .accentColor, offColor: .gray.opacity(0.3)))

      // The UIKit button, bound.
      ToggleButtonRepresentable(isOn: $isMuted) { (button: ToggleButton) in
        button.setTitle("Sound", for: .normal)
        button.setTitle("Muted", for: .selected)
      }
    }
  }
}
