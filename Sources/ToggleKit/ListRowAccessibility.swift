/// What a list row that speaks for its toggle tells assistive technology: its label, and
/// for a tree's row (an outline) what its double tap does, its built-in actions and how its
/// value says expanded or collapsed (B13, T1-T10). The UIKit cell carries it out.
@_spi(ToggleKitTools)
public struct ListRowAccessibility: Sendable, Hashable {
  /// Whether the row shows a node that has children, with the outline's disclosure.
  public var isExpandable: Bool
  /// Whether the node's children are shown now.
  public var isExpanded: Bool
  /// Whether the row can expand and collapse its node itself (it was given the outline).
  public var canExpand: Bool
  /// What a user activation of the node would set it to: on, or off (a parent all on, or
  /// all it can turn on; T2); nil when it takes none (disabled, or its save runs).
  public var activationTarget: ToggleValue?
  /// Whether the system says expanded or collapsed itself (iOS 18's expanded status), so
  /// the value must not say it too (B13: said once).
  public var systemSaysExpansion: Bool

  /// Creates the description of a row.
  public init(
    isExpandable: Bool, isExpanded: Bool, canExpand: Bool, activationTarget: ToggleValue?,
    systemSaysExpansion: Bool
  ) {
    self.isExpandable = isExpandable
    self.isExpanded = isExpanded
    self.canExpand = canExpand
    self.activationTarget = activationTarget
    self.systemSaysExpansion = systemSaysExpansion
  }

  /// What a double tap (and Voice Control's and Switch Control's tap) does.
  public enum DoubleTap: Sendable, Hashable {
    /// Activates the toggle, as a tap on it: a list's row, or a tree's leaf (B2).
    case togglesNode
    /// What a tap on the row's title does: the app's row action, an outline's expand or
    /// collapse. Checking a whole subtree is one of the row's actions instead, so a double
    /// tap never starts a save a sighted tap on the same place would not.
    case tapsRow
  }

  /// What the row's double tap does.
  public var doubleTap: DoubleTap { isExpandable ? .tapsRow : .togglesNode }

  /// A built-in action of the row.
  public enum Action: Sendable, Hashable {
    /// Turns the node and its subtree on: its toggle's activation (T2).
    case checkAll
    /// Turns the node and its subtree off: its toggle's activation (T2).
    case uncheckAll
    /// Shows the node's children.
    case expand
    /// Hides the node's children.
    case collapse
  }

  /// The row's built-in actions, in the order offered: none for a list's row or a leaf
  /// (the double tap toggles them); for a parent, "Check all" or "Uncheck all" (what its
  /// toggle would do; none while it takes no activation), then "Expand" or "Collapse" when
  /// the row can do it.
  public var actions: [Action] {
    guard isExpandable else { return [] }
    var actions: [Action] = []
    switch activationTarget {
    case .on?: actions.append(.checkAll)
    case .off?: actions.append(.uncheckAll)
    case .mixed?, nil: break
    }
    if canExpand { actions.append(isExpanded ? .collapse : .expand) }
    return actions
  }

  /// Whether the row carries its control's toggle or switch traits: only where its double
  /// tap toggles. An outline parent's double tap taps the row, so it is a button alone: a
  /// toggle's trait would promise a double tap that toggles; its value and its "Check all"
  /// action say the state (B13, T2).
  public var keepsToggleTrait: Bool { doubleTap == .togglesNode }

  /// The row's value: the toggle's state, then "expanded" or "collapsed" for a parent, unless
  /// the system says that itself (B13, B18).
  ///
  /// The state is decided from the core's `toggle` value, never read from the control (a
  /// `UISwitch` answers "1" or "0" to VoiceOver), as `ToggleAccessibility.presentation`
  /// decides it for a toggle, with the system's toggle trait (`systemHasToggleTrait`, iOS
  /// 17's; false for a switch) counted only where the row keeps it: a number is said only
  /// where that trait makes it "on" or "off" and nothing follows it.
  public func value(
    of toggle: ToggleValue, systemHasToggleTrait: Bool,
    appWords: ToggleAccessibility.ValueStrings?, localizedWords: ToggleAccessibility.ValueStrings,
    busyWord: String?, words: Words
  ) -> String {
    let state = ToggleAccessibility.presentation(
      value: toggle, systemHasToggleTrait: systemHasToggleTrait && keepsToggleTrait,
      appWords: appWords, localizedWords: localizedWords, busyWord: busyWord
    ).value
    guard isExpandable, !systemSaysExpansion else { return state }
    return "\(state), \(isExpanded ? words.expanded : words.collapsed)"
  }

  /// The name of a built-in action, in `words`.
  public static func name(of action: Action, words: Words) -> String {
    switch action {
    case .checkAll: words.checkAll
    case .uncheckAll: words.uncheckAll
    case .expand: words.expand
    case .collapse: words.collapse
    }
  }

  /// The words of an outline row, in one language.
  public struct Words: Sendable, Hashable {
    /// The action that turns a parent and its subtree on.
    public var checkAll: String
    /// The action that turns a parent and its subtree off.
    public var uncheckAll: String
    /// The action that shows a parent's children.
    public var expand: String
    /// The action that hides a parent's children.
    public var collapse: String
    /// Said after the value of a parent whose children are shown.
    public var expanded: String
    /// Said after the value of a parent whose children are hidden.
    public var collapsed: String

    /// Creates the words.
    public init(
      checkAll: String, uncheckAll: String, expand: String, collapse: String, expanded: String,
      collapsed: String
    ) {
      self.checkAll = checkAll
      self.uncheckAll = uncheckAll
      self.expand = expand
      self.collapse = collapse
      self.expanded = expanded
      self.collapsed = collapsed
    }

    /// English.
    public static let english = Words(
      checkAll: "Check all", uncheckAll: "Uncheck all", expand: "Expand", collapse: "Collapse",
      expanded: "expanded", collapsed: "collapsed")
  }

  /// The label of a row: its text and secondary text, each the plain string or else the
  /// attributed one's characters, the empty ones left out, joined by a comma; else
  /// `fallback` (the title the row was shown with).
  public static func label(
    text: String?, attributedText: String?, secondaryText: String?,
    secondaryAttributedText: String?, fallback: String?
  ) -> String? {
    func nonEmpty(_ strings: String?...) -> String? {
      strings.lazy.compactMap { $0 }.first { !$0.isEmpty }
    }
    let parts = [nonEmpty(text, attributedText), nonEmpty(secondaryText, secondaryAttributedText)]
      .compactMap { $0 }
    return parts.isEmpty ? fallback : parts.joined(separator: ", ")
  }
}
