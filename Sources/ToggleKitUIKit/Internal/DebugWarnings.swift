#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import os

  /// Debug-build warnings about setups that work but read wrong to users, once per button.
  ///
  /// They go to the unified log (Xcode's console) as errors: UIKit itself cannot
  /// tell an app that, say, VoiceOver hears an image's file name.
  enum DebugWarnings {
    /// A warning, and why it matters.
    enum Kind: Hashable, Sendable {
      /// An image-only toggle with no label: VoiceOver reads UIKit's own, which may be the
      /// current image's name and change with the value.
      case missingAccessibilityLabel
      /// A nib button drawn from a configuration (Xcode's Style "Plain" and the like), whose
      /// per-state images and titles live where ToggleKit cannot read them.
      case nibLooksInConfiguration
      /// Code set a tap's change straight back: a handler that flips the value itself, as
      /// the seeds' own classes did, undoes every tap.
      case flippedBackByCode
      /// ToggleKit's translations are not in the app: iOS 15 and 16 read English words.
      case missingTranslations
      /// A row that shows a store's item or a tree's node has a commit hook of its own, which
      /// its taps never reach: they change the item, saved by the store's hook.
      case commitHookOnRow
      /// Code set a row whose item's save is pending to another value: the item is set from
      /// code and its save withdrawn, which a configure step's `isOn = model[item]` does
      /// with a model that has not heard of the tap yet.
      case codeSetPendingRow

      var message: String {
        switch self {
        case .missingAccessibilityLabel:
          "ToggleKit: a ToggleButton with images and no title has no accessibilityLabel; "
            + "VoiceOver reads UIKit's own, which can change with the value. Set accessibilityLabel."
        case .nibLooksInConfiguration:
          "ToggleKit: a ToggleButton from a nib has a configuration (Style \"Plain\", \"Filled\"…) "
            + "and no per-state images or titles ToggleKit can read; set its Style to Default "
            + "in the attributes inspector, or give the looks in code."
        case .flippedBackByCode:
          "ToggleKit: code set a ToggleButton back in the same tap that changed it; ToggleButton "
            + "flips itself, so a handler (endTracking, a .touchUpInside action) that flips "
            + "isOn or isSelected too undoes every tap. Remove it; to refuse a change, use shouldToggle."
        case .commitHookOnRow:
          "ToggleKit: a ToggleButton showing a store's item or a tree's node has its own "
            + "setCommit; its taps change the item, which the store's or tree's setCommit saves. "
            + "Give the hook to the store or tree."
        case .codeSetPendingRow:
          "ToggleKit: code set a list row whose item is saving; that sets the item and withdraws "
            + "its save. show(_:of:) shows the item's value: don't set isOn where the cell is "
            + "configured; set the item in the store when the model really changed."
        case .missingTranslations:
          "ToggleKit: no bundle with ToggleKit.strings is in the app; VoiceOver on iOS 15 and 16 "
            + "reads the value in English. Copy Sources/ToggleKitUIKit/Resources into the app."
        }
      }
    }

    /// Whether this is a debug build (assertions on), where the warnings are logged.
    ///
    /// A run-time test rather than `#if DEBUG`, so the warning code is compiled, and
    /// type-checked against the SDK, in every configuration.
    static var areOn: Bool { _isDebugAssertConfiguration() }

    /// Logs `kind` in debug builds, unless `shown` already holds it; then `shown` holds it.
    static func warnOnce(_ kind: Kind, shown: inout Set<Kind>) {
      guard areOn, shown.insert(kind).inserted else { return }
      warn(kind)
    }

    /// Logs `kind` in debug builds, each time: for code that runs once anyway.
    static func warn(_ kind: Kind) {
      guard areOn else { return }
      // Made per warning: a warning is rare, and OSLog is not Sendable in the iOS 16.5 SDK.
      let log = OSLog(subsystem: "org.togglekit", category: "ToggleButton")
      os_log("%{public}@", log: log, type: .error, kind.message)
    }
  }
#endif
