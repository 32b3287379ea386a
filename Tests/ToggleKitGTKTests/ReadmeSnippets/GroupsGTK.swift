#if os(Linux)
  import CGtk4
  import ToggleKitGTK

  /// Pizza toppings: any number, with an "All toppings" checkbox that is on, off or mixed.
  @MainActor
  func addToppings(to box: UnsafeMutablePointer<GtkBox>) -> ToggleGroup {
    let toppings = ToggleGroup(mode: .multiple)
    let all = ToggleButton(label: "All toppings", look: .checkbox)
    gtk_box_append(box, all.widget)
    for name in ["Cheese", "Olives", "Mushrooms"] {
      let topping = ToggleButton(label: name, look: .checkbox)
      topping.join(toppings)  // one Tab stop; arrows, Home and End inside
      gtk_box_append(box, topping.widget)
    }
    all.becomeSelectAll(of: toppings)
    toppings.onChange = { change in print("toppings: \(change.newSelection)") }
    return toppings
  }
#endif
