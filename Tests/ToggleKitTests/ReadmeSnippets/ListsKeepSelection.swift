import Foundation
import ToggleKit

/// Keeps which items the user turned on across launches, in the app's defaults.
@MainActor
func keepSelection(of store: ToggleStore<String>, forKey key: String, in defaults: UserDefaults) {
  // Items gone since the last launch come back from `restore`, and are simply not on.
  store.restore(defaults.stringArray(forKey: key) ?? [])
  store.onChange = { [weak store] change in
    // A save still running is not the user's choice yet; its outcome is told again.
    if case .pending = change.phase { return }
    guard let store else { return }
    defaults.set(store.selection, forKey: key)
  }
}
