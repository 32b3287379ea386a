import ToggleKitSwiftUI

enum Region: String, Hashable, Sendable, CaseIterable {
  case europe = "Europe"
  case america = "America"
  case asia = "Asia"
}

struct RegionSettings: View {
  @State private var region: Region? = .europe
  let save: @MainActor (Region?) async throws -> Void

  var body: some View {
    // One save at a time: the old region shows off at once, the model changes on success.
    AsyncCommitGroup(
      selection: $region, required: true, .optimistic, label: \.rawValue, work: save
    ) { group in
      ForEach(Region.allCases, id: \.self) { region in
        group.member(region) { isOn in Toggle(region.rawValue, isOn: isOn) }
      }
    }
  }
}
