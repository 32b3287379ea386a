"""A window of ToggleKit toggles, each on, beside GTK's own widgets, for the AT-SPI
roles test: prints "ready" once shown and runs until terminated."""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ToggleKit", "1")
from gi.repository import GLib, Gtk, ToggleKit  # noqa: E402

GLib.set_prgname("roles_app.py")  # the name AT-SPI clients see
window = Gtk.Window(title="roles")
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
window.set_child(box)
for widget in (ToggleKit.ToggleButton(label="Push", active=True),
               ToggleKit.CheckButton(label="Check", active=True),
               ToggleKit.RadioButton(label="Radio"),
               ToggleKit.Switch(label="Switch", active=True),
               Gtk.ToggleButton(label="Native push"),
               Gtk.CheckButton(label="Native check")):
    box.append(widget)
native_switch = Gtk.Switch()
native_switch.update_property([Gtk.AccessibleProperty.LABEL], ["Native switch"])
box.append(native_switch)
window.present()
GLib.idle_add(lambda: print("ready", flush=True) or GLib.SOURCE_REMOVE)
GLib.MainLoop().run()
