# A Python client of the installed Debian packages (debian/tests/control, autopkgtest): the
# typelib from gir1.2-togglekit-1, its PyGObject override, and a switch that saves a change.
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ToggleKit", "1")
from gi.repository import GLib, Gtk, ToggleKit  # noqa: E402
import gi.overrides.ToggleKit  # noqa: E402,F401  the override is where PyGObject looks

Gtk.init()
ToggleKit.init()
sync = ToggleKit.Switch(label="Sync", commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
sync.connect("commit", lambda button, commit: GLib.idle_add(commit.succeed) and True)
sync.activate()
assert sync.get_active() and sync.get_pending()
context = GLib.MainContext.default()
while sync.get_pending():
    context.iteration(True)
assert sync.get_active() and sync.props.state
print("ok: Python", ToggleKit.get_major_version(), ToggleKit.get_minor_version(),
      "override", gi.overrides.ToggleKit.__file__)
