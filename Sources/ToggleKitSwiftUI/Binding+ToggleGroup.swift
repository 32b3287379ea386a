#if canImport(SwiftUI)
  @preconcurrency import SwiftUI

  extension Binding {
    /// A toggle's `isOn` for one choice of an exclusive group kept in a `Binding<Member?>` (G2).
    ///
    /// ```swift
    /// Toggle("Left", isOn: $alignment.isSelected(.left, required: true))
    /// ```
    ///
    /// Turning it on selects `member` (the other choices read off); turning it
    /// off clears the selection, unless `required`, when it stays selected.
    /// The rules are the core's `ToggleGroup.Mode`, the same as UIKit's and GTK's groups.
    public func isSelected<Member: Hashable>(_ member: Member, required: Bool = false)
      -> Binding<Bool> where Value == Member?
    {
      Binding<Bool>(
        get: { wrappedValue == member },
        set: { isOn in
          guard isOn != (wrappedValue == member) else { return }
          let mode = ToggleGroup.Mode.exclusive(selectionRequired: required)
          let current: Set<Member> = wrappedValue.map { [$0] } ?? []
          guard let after = mode.selection(afterActivating: member, in: current) else { return }
          wrappedValue = after.first
        })
    }

    /// A toggle's `isOn` for one member of a multiple group kept in a `Binding<Set<Member>>` (G3).
    ///
    /// ```swift
    /// Toggle("Olives", isOn: $toppings.contains(.olives, maximum: 3))
    /// ```
    ///
    /// A change that would take the count outside `minimum...maximum` is refused,
    /// as a veto is. For a "select all", SwiftUI's own `Toggle(sources:isOn:)`
    /// (iOS 16) derives on, off and mixed, which ``ToggleButtonStyle`` draws.
    public func contains<Member: Hashable>(
      _ member: Member, minimum: Int = 0, maximum: Int? = nil
    ) -> Binding<Bool> where Value == Set<Member> {
      Binding<Bool>(
        get: { wrappedValue.contains(member) },
        set: { isOn in
          guard isOn != wrappedValue.contains(member) else { return }
          let mode = ToggleGroup.Mode.multiple(minimum: minimum, maximum: maximum)
          guard let after = mode.selection(afterActivating: member, in: wrappedValue) else {
            return
          }
          wrappedValue = after
        })
    }
  }
#endif
