import ToggleKitSwiftUI

enum Justification: Hashable, Sendable { case left, center, right }

enum Topping: String, Hashable, Sendable, CaseIterable {
  case cheese = "Cheese"
  case olives = "Olives"
  case mushrooms = "Mushrooms"
}

struct PizzaForm: View {
  @State private var justification: Justification? = .left
  @State private var toppings: Set<Topping> = [.olives]
  let style = ToggleButtonStyle(onColor: .accentColor, offColor: .gray.opacity(0.3))

  var body: some View {
    HStack {  // exclusive, one required; VoiceOver reads choices, not switches
      Toggle("Left", isOn: $justification.isSelected(.left, required: true))
      Toggle("Center", isOn: $justification.isSelected(.center, required: true))
      Toggle("Right", isOn: $justification.isSelected(.right, required: true))
    }
    .toggleStyle(style.choice())
    HStack {  // multiple, at most two
      ForEach(Topping.allCases, id: \.self) { topping in
        Toggle(LocalizedStringKey(topping.rawValue), isOn: $toppings.contains(topping, maximum: 2))
      }
    }
    .toggleStyle(style)
  }
}
