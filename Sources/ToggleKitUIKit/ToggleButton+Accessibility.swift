#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit
  @_spi(ToggleKitTools) import ToggleKit

  extension ToggleButton {
    /// The words VoiceOver reads as the value; `nil` (the default) lets the system choose.
    ///
    /// Unset, iOS 17 and later speak their own words for the toggle-button trait's on
    /// and off, and ToggleKit's localized word for mixed, which UISwitch has no value for;
    /// iOS 15 and 16 read ToggleKit's localized words for all three (see
    /// `ToggleAccessibility.ValueStrings.localized`).
    /// Set words of your own ("muted", "sound on") and they are read on every version.
    public var accessibilityValueStrings: ToggleAccessibility.ValueStrings? {
      get { appValueStrings }
      set { appValueStrings = newValue }
    }

    /// The label VoiceOver reads; it never changes with the value (B13).
    ///
    /// Unless set, it is the off-state title (not the current one, so titles
    /// such as "ON"/"OFF" do not change it), else the off image's own
    /// accessibility label, else UIKit's. Give image-only toggles a label: UIKit's
    /// own may be made from the current image's name and change with the value
    /// (a debug build logs that once).
    ///
    /// Subclasses add a detail of their own by overriding ``defaultAccessibilityLabel``.
    // The iOS 16.5 SDK declares these NSObject overrides nonisolated and newer SDKs
    // main-actor; they say nonisolated themselves, so a newer SDK does not add a main-actor
    // check that traps. UIKit and VoiceOver call them on the main thread. Each touches UIKit
    // (super included) only there, so it compiles with no warning under either SDK's
    // isolation; a read from another thread gets a neutral answer (no
    // label), and a write from one is made on the main actor soon after (after main-thread
    // writes queued before it, so a later main-thread write can lose).
    nonisolated open override var accessibilityLabel: String? {
      get {
        MainActor.runOnMainThread {
          explicitAccessibilityLabel ?? defaultAccessibilityLabel
        } elsewhere: {
          nil
        }
      }
      set {
        MainActor.runOnMainThread {
          explicitAccessibilityLabel = newValue
        } elsewhere: {
          Task { @MainActor [weak self] in self?.explicitAccessibilityLabel = newValue }
        }
      }
    }

    /// The label VoiceOver reads unless the app set `accessibilityLabel`, as B13 chooses
    /// it: the off-state title, else the off image's accessibility label, else UIKit's.
    ///
    /// Override it to add a detail of a subclass's own: it is the main actor's, unlike the
    /// `accessibilityLabel` override, which UIKit's SDKs declare in two isolations.
    /// Keep it stable as the value changes (B13).
    // The hooks are declared in an extension, so a subclass can override them only if they
    // are `@objc`; each takes an Objective-C name of ToggleKit's own, as UIKit has private
    // methods named `defaultAccessibilityTraits` (on NSObject, UIButton's adding the button
    // trait), and the like, which a member of the same selector would replace for every
    // ToggleButton, its `super` calls included.
    @objc(toggleKit_defaultAccessibilityLabel) open var defaultAccessibilityLabel: String? {
      if let label = looks.titles.resolve(.normal)
        ?? looks.attributedTitles.resolve(.normal)?.string
      {
        return label
      }
      let offImage = looks.images.resolve(.normal) ?? looks.backgroundImages.resolve(.normal)
      if let label = offImage?.accessibilityLabel { return label }
      if offImage != nil { DebugWarnings.warnOnce(.missingAccessibilityLabel, shown: &warnings) }
      return super.accessibilityLabel
    }

    /// The value VoiceOver reads for the current value, unless set (B13).
    nonisolated open override var accessibilityValue: String? {
      get {
        MainActor.runOnMainThread {
          explicitAccessibilityValue ?? defaultAccessibilityValue
        } elsewhere: {
          nil
        }
      }
      set {
        MainActor.runOnMainThread {
          explicitAccessibilityValue = newValue
        } elsewhere: {
          Task { @MainActor [weak self] in self?.explicitAccessibilityValue = newValue }
        }
      }
    }

    /// The value VoiceOver reads unless the app set `accessibilityValue`: the value in the
    /// app's words or the system's, and "saving" while pending (B13, B18). Override it as
    /// ``defaultAccessibilityLabel``.
    @objc(toggleKit_defaultAccessibilityValue) open var defaultAccessibilityValue: String? {
      accessibilityPresentation.value
    }

    /// The traits VoiceOver reads: button, not-enabled when disabled, and the state: the
    /// toggle-button trait on iOS 17 and later, the value alone before that (UIButton's
    /// selected trait is removed, so the state is said once); an exclusive group's member
    /// takes the selected trait while on instead, as a segmented control's segment. Traits
    /// the app set (`accessibilityTraits`) are kept, but selected.
    ///
    /// Override it to add a trait of a subclass's own: it is the main actor's, unlike the
    /// `accessibilityTraits` override, which UIKit's SDKs declare in two isolations.
    @objc(toggleKit_defaultAccessibilityTraits)
    open var defaultAccessibilityTraits: UIAccessibilityTraits {
      var traits = super.accessibilityTraits.union(.button)
      let presentation = accessibilityPresentation
      if presentation.usesToggleTrait { traits.formUnion(Self.toggleButtonTrait) }
      // The value says a toggle's state; UIButton's own selected trait would say it twice
      // (B13u). A choice of an exclusive group says it with the selected trait alone.
      if presentation.usesSelectedTrait {
        traits.insert(.selected)
      } else {
        traits.remove(.selected)
      }
      if isEnabled { traits.remove(.notEnabled) } else { traits.insert(.notEnabled) }
      return traits
    }

    /// The traits: ``defaultAccessibilityTraits``.
    nonisolated open override var accessibilityTraits: UIAccessibilityTraits {
      get {
        MainActor.runOnMainThread {
          defaultAccessibilityTraits
        } elsewhere: {
          .button
        }
      }
      set {
        MainActor.runOnMainThread {
          super.accessibilityTraits = newValue
        } elsewhere: {
          Task { @MainActor [weak self] in self?.setButtonAccessibilityTraits(newValue) }
        }
      }
    }

    private func setButtonAccessibilityTraits(_ traits: UIAccessibilityTraits) {
      super.accessibilityTraits = traits
    }

    /// What VoiceOver's double tap, Switch Control, Voice Control and Full Keyboard Access
    /// do: a user activation through the core (B2), with the same notifications as a tap;
    /// absorbed while a save runs (B18). Returns whether the activation was handled: true,
    /// also while disabled, when nothing happens (as a disabled list row's), so that
    /// VoiceOver does not tap the disabled toggle, a tap that may reach what lies under it.
    ///
    /// Override it to do something else on activation: it is the main actor's, unlike the
    /// `accessibilityActivate()` override, which UIKit's SDKs declare in two isolations.
    /// Return true when the subclass handled the activation, a refusal included (post an
    /// announcement saying why, as nothing else tells a VoiceOver user): false makes
    /// VoiceOver tap the toggle's activation point itself, which toggles it.
    @objc(toggleKit_performAccessibilityActivation)
    open func performAccessibilityActivation() -> Bool {
      // Handled either way: a disabled control takes no activation (B2), and a false would
      // send VoiceOver's tap on to the control, and past it.
      if isEnabled { coordinator.accessibilityActivate() }
      return true
    }

    /// VoiceOver's double tap: ``performAccessibilityActivation()``. Off the main thread it
    /// does nothing and returns false.
    nonisolated open override func accessibilityActivate() -> Bool {
      MainActor.runOnMainThread {
        performAccessibilityActivation()
      } elsewhere: {
        false
      }
    }

    /// What the core says assistive technology should be told now.
    public var accessibilityDescription: ToggleAccessibility {
      ToggleAccessibility(
        label: accessibilityLabel, value: toggleValue, isEnabled: isEnabled,
        valueStrings: appValueStrings ?? .localized)
    }

    /// The traits and value for this iOS version, as the core decides them (B13).
    var accessibilityPresentation: ToggleAccessibility.Presentation {
      ToggleAccessibility.presentation(
        value: toggleValue, systemHasToggleTrait: !Self.toggleButtonTrait.isEmpty,
        appWords: appValueStrings, localizedWords: .localized,
        busyWord: coordinator.isPending ? ToggleAccessibility.Phrases.localized.busy : nil,
        isChoice: isExclusiveMember)
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
