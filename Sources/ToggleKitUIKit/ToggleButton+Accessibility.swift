#if canImport(UIKit)
  @preconcurrency import UIKit

  extension ToggleButton {
    /// The words VoiceOver reads as the value; spoken "on"/"off"/"mixed" by default.
    ///
    /// Use ``ToggleAccessibility/ValueStrings/numeric`` for UISwitch's "1"/"0",
    /// or give localized words.
    public var accessibilityValueStrings: ToggleAccessibility.ValueStrings {
      get { valueStrings }
      set {
        valueStrings = newValue
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
      }
    }

    /// The label VoiceOver reads; it never changes with the value (B13).
    ///
    /// Unless set, it is the off-state title (not the current one, so titles
    /// such as "ON"/"OFF" do not change it), else UIKit's own label.
    // The iOS 16.5 SDK declares these NSObject overrides nonisolated; UIKit and
    // VoiceOver call them on the main thread, which `runAssumingMainThread` checks.
    open override var accessibilityLabel: String? {
      get {
        MainActor.runAssumingMainThread {
          explicitAccessibilityLabel ?? looks.titles.resolve(.normal) ?? super.accessibilityLabel
        }
      }
      set { MainActor.runAssumingMainThread { explicitAccessibilityLabel = newValue } }
    }

    /// The value VoiceOver reads: the value words for the current value, unless set.
    open override var accessibilityValue: String? {
      get {
        MainActor.runAssumingMainThread {
          explicitAccessibilityValue ?? accessibilityDescription.valueText
        }
      }
      set { MainActor.runAssumingMainThread { explicitAccessibilityValue = newValue } }
    }

    /// Button, plus selected when on, not-enabled when disabled, and the toggle-button trait on iOS 17 and later.
    open override var accessibilityTraits: UIAccessibilityTraits {
      get {
        var traits = super.accessibilityTraits.union(.button).union(Self.toggleButtonTrait)
        let (on, enabled) = MainActor.runAssumingMainThread { (isOn, isEnabled) }
        if on { traits.insert(.selected) } else { traits.remove(.selected) }
        if enabled { traits.remove(.notEnabled) } else { traits.insert(.notEnabled) }
        return traits
      }
      set { super.accessibilityTraits = newValue }
    }

    /// What the core says assistive technology should be told now.
    public var accessibilityDescription: ToggleAccessibility {
      ToggleAccessibility(
        label: accessibilityLabel, value: toggleValue, isEnabled: isEnabled,
        valueStrings: valueStrings)
    }

    /// `UIAccessibilityTraitToggleButton`, looked up at run time: it is iOS 17 API and
    /// this package builds against older SDKs. Empty where the system lacks it.
    nonisolated static let toggleButtonTrait: UIAccessibilityTraits = {
      // RTLD_DEFAULT is ((void *)-2) on Apple platforms; Swift does not import that macro.
      let defaultHandle = UnsafeMutableRawPointer(bitPattern: -2)
      guard let symbol = dlsym(defaultHandle, "UIAccessibilityTraitToggleButton") else {
        return []
      }
      return UIAccessibilityTraits(rawValue: symbol.load(as: UInt64.self))
    }()
  }
#endif
