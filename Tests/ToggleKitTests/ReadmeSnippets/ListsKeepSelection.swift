import Foundation
import ToggleKit

/// Keeps which items the user turned on across launches, in the app's defaults. It takes
/// the store's `onChange`: an app with a handler of its own keeps the selection from there.
@MainActor
func keepSelection(of store: ToggleStore<String>, forKey key: String, in defaults: UserDefaults) {
  // Items gone since the last launch come back from `restore`, and are simply not on.
  store.restore(defaults.stringArray(forKey: key) ?? [])
  store.onChange = { [weak store] _ in
    // While a save runs, `selection` holds what it proposes, not what was saved: the
    // selection is kept once the last save has ended, committed or rolled back.
    guard let store, store.pendingCount == 0 else { return }
    defaults.set(store.selection, forKey: key)
  }
}
