// The package's override and closure patterns, as ToggleButton+Accessibility.swift,
// ToggleListCell.swift and the SwiftUI models write them, compiled against the stand-ins
// of NewerSDK.swift with the package's own MainActor.runOnMainThread: they must give no
// warning (scripts/check-isolation.sh). The same script checks that the real files keep
// to these patterns.

/// ToggleButton's and ToggleListCell's overrides: nonisolated, UIKit (super included)
/// touched only in the main-thread branch, a neutral answer elsewhere.
@MainActor
open class PatternToggle: NewerSDKView {
  var explicitLabel: String?
  var explicitValue: String?
  var isOn = false

  public override init() {}

  /// The subclass hook: main-actor, so a subclass reads its own state.
  open var defaultAccessibilityLabel: String? { "Wi-Fi" }
  open var defaultAccessibilityValue: String? { isOn ? "on" : "off" }

  nonisolated open override var accessibilityLabel: String? {
    get {
      MainActor.runOnMainThread {
        explicitLabel ?? defaultAccessibilityLabel ?? super.accessibilityLabel
      } elsewhere: {
        nil
      }
    }
    set {
      MainActor.runOnMainThread {
        explicitLabel = newValue
      } elsewhere: {
        Task { @MainActor [weak self] in self?.explicitLabel = newValue }
      }
    }
  }

  nonisolated open override var accessibilityValue: String? {
    get {
      MainActor.runOnMainThread {
        explicitValue ?? defaultAccessibilityValue
      } elsewhere: {
        nil
      }
    }
    set {
      MainActor.runOnMainThread {
        explicitValue = newValue
      } elsewhere: {
        Task { @MainActor [weak self] in self?.explicitValue = newValue }
      }
    }
  }

  nonisolated open override var accessibilityTraits: UInt64 {
    get {
      MainActor.runOnMainThread {
        super.accessibilityTraits | 1
      } elsewhere: {
        1
      }
    }
    set {
      MainActor.runOnMainThread {
        super.accessibilityTraits = newValue
      } elsewhere: {
        Task { @MainActor [weak self] in self?.setInheritedTraits(newValue) }
      }
    }
  }

  private func setInheritedTraits(_ traits: UInt64) { super.accessibilityTraits = traits }

  nonisolated open override var accessibilityActivationPoint: Double {
    get {
      MainActor.runOnMainThread {
        super.accessibilityActivationPoint + 1
      } elsewhere: {
        0
      }
    }
    set {}
  }

  nonisolated open override func accessibilityActivate() -> Bool {
    MainActor.runOnMainThread {
      isOn.toggle()
      return true
    } elsewhere: {
      false
    }
  }
}

/// An app's cell that adds its own detail: the review's failing probe, through the hook.
@MainActor
final class AppDetailCell: PatternToggle {
  var detail = "2 devices"
  override var defaultAccessibilityLabel: String? {
    "\(super.defaultAccessibilityLabel ?? ""), \(detail)"
  }
}

/// ToggleStoreModel.isOn and the style's accessibility representation: main-actor closures.
@MainActor
final class PatternStoreModel<ID: Hashable & Sendable> {
  private var values: [ID: Bool] = [:]
  func activate(_ item: ID) { values[item] = !(values[item] ?? false) }

  func isOn(_ item: ID) -> NewerSDKBinding<Bool> {
    NewerSDKBinding(
      get: { @MainActor [weak self] in self?.values[item] ?? false },
      set: { @MainActor [weak self] newValue in
        guard let self, (values[item] ?? false) != newValue else { return }
        activate(item)
      })
  }
}
