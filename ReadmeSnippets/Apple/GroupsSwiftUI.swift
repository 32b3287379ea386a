import ToggleKitSwiftUI

enum Alignment: Hashable { case left, center, right }
enum Topping: Hashable, CaseIterable { case cheese, olives, mushrooms }

struct PizzaForm: View {
  @State private var alignment: Alignment? = .left
  @State private var toppings: Set<Topping> = [.olives]
  let style = ToggleButtonStyle(onColor: .accentColor, offColor: .gray.opacity(0.3))

  var body: some View {
    HStack {  // exclusive, one required
      Toggle("Left", isOn: $alignment.isSelected(.left, required: true))
      Toggle("Center", isOn: $alignment.isSelected(.center, required: true))
      Toggle("Right", isOn: $alignment.isSelected(.right, required: true))
    }
    .toggleStyle(style)
    HStack {  // multiple, at most two
      ForEach(Topping.allCases, id: \.self) { topping in
        Toggle("\(topping)", isOn: $toppings.contains(topping, maximum: 2))
      }
    }
    .toggleStyle(style)
  }
}
