@preconcurrency import SwiftUI

/// "What you should see" on a SwiftUI screen: one line per check, as `DemoScreen.checklist`
/// gives the UIKit screens.
struct DemoChecklist: View {
  let items: [String]

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("On a device or simulator you should see:")
      ForEach(items, id: \.self) { Text("☐ " + $0) }
    }
    .font(.footnote)
    .foregroundColor(.secondary)
  }
}
