import ToggleKitUIKit

/// Left, Center and Right: one always selected, as radio buttons.
@MainActor
func makeAlignmentBar() -> (UIStackView, ToggleGroup) {
  let group = ToggleGroup(mode: .exclusive(selectionRequired: true))
  let buttons = ["Left", "Center", "Right"].map { title in
    let button = ToggleButton(frame: .zero)
    button.setTitle(title, for: .normal)
    button.setTitleColor(.label, for: .normal)
    button.setBackgroundColor(.systemBlue.withAlphaComponent(0.3), for: .selected)
    button.join(group)  // with a hardware keyboard: Tab once, arrows inside
    return button
  }
  buttons[0].isOn = true  // from code: no action sent; the others go off
  group.onChange = { [unowned group] change in  // [weak self] too if it uses self
    print("alignment now", group.buttons(for: change.newSelection).map { $0.currentTitle ?? "" })
  }
  group.select(buttons[1])  // from code, by button: Center on, Left off, no action sent
  let bar = UIStackView(arrangedSubviews: buttons)
  bar.accessibilityContainerType = .semanticGroup
  bar.accessibilityLabel = "Alignment"
  return (bar, group)  // the buttons keep the group alive
}
