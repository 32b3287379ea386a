#if canImport(SwiftUI)
  @preconcurrency import SwiftUI

  extension Binding {
    /// A toggle's `isOn` for one choice of an exclusive group kept in a `Binding<Member?>` (G2).
    ///
    /// ```swift
    /// Toggle("Left", isOn: $justification.isSelected(.left, required: true))
    /// ```
    ///
    /// Turning it on selects `member` (the other choices read off); turning it
    /// off clears the selection, unless `required`, when it stays selected.
    /// Give the toggles ``ChoiceToggleStyle`` (`.toggleStyle(.choice(.button))`) or
    /// `ToggleButtonStyle.choice()`, and VoiceOver reads each as a choice, not a switch
    /// (G7).
    /// The rules are the core's `ToggleSelectionMode`, the same as UIKit's and GTK's
    /// groups. The transaction of the change (an `.animation()`) is kept.
    public func isSelected<Member: Hashable & Sendable>(_ member: Member, required: Bool = false)
      -> Binding<Bool> where Value == Member?
    {
      // isolation: none. The closures read only this binding and the core's pure rules, so
      // they are nonisolated and stay so under newer SDKs' `@Sendable`.
      Binding<Bool>(
        get: { wrappedValue == member },
        set: { isOn, transaction in
          guard isOn != (wrappedValue == member) else { return }
          let mode = ToggleSelectionMode.exclusive(selectionRequired: required)
          let current: Set<Member> = wrappedValue.map { [$0] } ?? []
          guard let after = mode.selection(afterActivating: member, in: current), after != current
          else { return }
          self.transaction(transaction).wrappedValue = after.first
        })
    }

    /// A toggle's `isOn` for one member of a multiple group kept in a `Binding<Set<Member>>` (G3).
    ///
    /// ```swift
    /// Toggle("Olives", isOn: $toppings.contains(.olives, maximum: 3))
    /// ```
    ///
    /// A change that would take the count further outside `minimum...maximum`
    /// is refused, as a veto is (a system switch may then show the refused
    /// position; ``ToggleButtonStyle`` draws the value). For a "select all" of
    /// a group without limits, SwiftUI's own `Toggle(sources:isOn:)` (iOS 16)
    /// derives on, off and mixed; with limits it writes member by member, so
    /// use it only for groups without limits.
    public func contains<Member: Hashable & Sendable>(
      _ member: Member, minimum: Int = 0, maximum: Int? = nil
    ) -> Binding<Bool> where Value == Set<Member> {
      // isolation: none, as above.
      Binding<Bool>(
        get: { wrappedValue.contains(member) },
        set: { isOn, transaction in
          guard isOn != wrappedValue.contains(member) else { return }
          let mode = ToggleSelectionMode.multiple(minimum: minimum, maximum: maximum)
          guard let after = mode.selection(afterActivating: member, in: wrappedValue) else {
            return
          }
          self.transaction(transaction).wrappedValue = after
        })
    }
  }
#endif
