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

  @Test("B13: a parent's value says expanded or collapsed once: not where the system says it")
  func expansionInValue() {
    #expect(row(expanded: true).value(toggleValue: "mixed", words: words) == "mixed, expanded")
    #expect(row(expanded: false).value(toggleValue: "on", words: words) == "on, collapsed")
    #expect(row(systemSays: true).value(toggleValue: "on", words: words) == "on")
    #expect(row(expandable: false).value(toggleValue: "off", words: words) == "off")
    #expect(row(expanded: false).value(toggleValue: nil, words: words) == "collapsed")
  }

  @Test("the actions' names are the words given")
  func actionNames() {
    #expect(ListRowAccessibility.name(of: .checkAll, words: words) == "Check all")
    #expect(ListRowAccessibility.name(of: .collapse, words: words) == "Collapse")
  }
}
