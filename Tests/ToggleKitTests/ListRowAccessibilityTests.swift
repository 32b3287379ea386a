import Testing

@_spi(ToggleKitTools) @testable import ToggleKit

/// What a list row tells VoiceOver (``ListRowAccessibility``), decided in the core because
/// UIKit cannot run on Linux.
@Suite("List rows: B13 label and value said once, T2 an outline row's double tap and actions")
struct ListRowAccessibilityTests {
  private let words = ListRowAccessibility.Words.english

  private func row(
    expandable: Bool = true, expanded: Bool = false, canExpand: Bool = true,
    target: ToggleValue? = .on, systemSays: Bool = false
  ) -> ListRowAccessibility {
    ListRowAccessibility(
      isExpandable: expandable, isExpanded: expanded, canExpand: canExpand,
      activationTarget: target, systemSaysExpansion: systemSays)
  }

  @Test("B13: the label reads attributed text and attributed secondary text too")
  func labelReadsAttributedText() {
    #expect(
      ListRowAccessibility.label(
        text: nil, attributedText: "Inbox", secondaryText: nil,
        secondaryAttributedText: "3 unread", fallback: "old title") == "Inbox, 3 unread")
    #expect(
      ListRowAccessibility.label(
        text: "Inbox", attributedText: nil, secondaryText: "", secondaryAttributedText: "new",
        fallback: nil) == "Inbox, new")
  }

  @Test("B13: with no text the label is the title the row was shown with")
  func labelFallsBackToTitle() {
    #expect(
      ListRowAccessibility.label(
        text: "", attributedText: nil, secondaryText: nil, secondaryAttributedText: nil,
        fallback: "Wi-Fi") == "Wi-Fi")
  }

  @Test("T2 B2: a parent's double tap is the row's tap; a leaf's and a list row's toggle")
  func doubleTap() {
    #expect(row().doubleTap == .tapsRow)
    #expect(row(expandable: false).doubleTap == .togglesNode)
  }

  @Test("T2: a parent offers what its toggle would do, then expand or collapse")
  func parentActions() {
    #expect(row(expanded: false, target: .on).actions == [.checkAll, .expand])
    #expect(row(expanded: true, target: .off).actions == [.uncheckAll, .collapse])
    #expect(row(canExpand: false, target: .on).actions == [.checkAll])
    #expect(row(target: nil).actions == [.expand], "a disabled or saving parent: no check")
    #expect(row(expandable: false).actions.isEmpty)
  }

  private func value(
    _ row: ListRowAccessibility, _ toggle: ToggleValue, toggleTrait: Bool = false,
    appWords: ToggleAccessibility.ValueStrings? = nil, busy: String? = nil
  ) -> String {
    row.value(
      of: toggle, systemHasToggleTrait: toggleTrait, appWords: appWords, localizedWords: .spoken,
      busyWord: busy, words: words)
  }

  @Test("B13: a parent's value says expanded or collapsed once: not where the system says it")
  func expansionInValue() {
    #expect(value(row(expanded: true), .mixed) == "mixed, expanded")
    #expect(value(row(expanded: false), .on) == "on, collapsed")
    #expect(value(row(systemSays: true), .on) == "on")
    #expect(value(row(expandable: false), .off) == "off")
  }

  @Test("B13: a parent's value is the state in words, never a switch's 1 or 0")
  func parentValueInWords() {
    // Where the system has a toggle trait, a leaf keeps it and its number is read "on".
    #expect(value(row(expandable: false), .on, toggleTrait: true) == "1")
    // A parent has no toggle trait: a number would be read as a number.
    #expect(value(row(expanded: false), .on, toggleTrait: true) == "on, collapsed")
    #expect(value(row(systemSays: true), .off, toggleTrait: true) == "off")
    #expect(
      value(row(expanded: true), .on, appWords: .init(on: "synced", off: "local", mixed: "some"))
        == "synced, expanded")
  }

  @Test("B18: a saving row says so after the state, before the expansion")
  func savingRowValue() {
    #expect(value(row(expanded: false), .off, busy: "saving") == "off, saving, collapsed")
    #expect(value(row(expandable: false), .on, toggleTrait: true, busy: "saving") == "on, saving")
  }

  @Test("B13 T2: a parent whose double tap taps the row drops the toggle trait; a leaf keeps it")
  func toggleTraitOnlyWhereDoubleTapToggles() {
    #expect(!row().keepsToggleTrait)
    #expect(!row(systemSays: true).keepsToggleTrait)
    #expect(row(expandable: false).keepsToggleTrait)
  }

  @Test("the actions' names are the words given")
  func actionNames() {
    #expect(ListRowAccessibility.name(of: .checkAll, words: words) == "Check all")
    #expect(ListRowAccessibility.name(of: .collapse, words: words) == "Collapse")
  }
}
