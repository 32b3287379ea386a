#if os(Linux)
  import CGtk4
  import ToggleKitGTK

  @MainActor
  func addWiFiToggle(to box: UnsafeMutablePointer<GtkBox>) throws -> ToggleButton {
    let wifi = ToggleButton(label: "Wi-Fi", look: .switch)  // .push, .switch, .checkbox, .radio
    wifi.onToggle = { isOn in print("Wi-Fi \(isOn)") }
    try wifi.setOnImage(fromFile: "on.png")  // throws, naming the file, if unreadable
    gtk_box_append(box, wifi.widget)
    return wifi
  }
#endif
