#!/usr/bin/python3
"""The three seed toggles and a group, in a Python GTK 4 app, through ToggleKit's typelib.

Seed 000: an image toggle with a title ("Power"). Seed 001: on, off and pressed images
("Favourite"). Seed 003: "ON" and "OFF" titles, its colours from CSS, and a handler for
user changes only ("Notifications"). Then an exclusive group of radio buttons and a
switch whose change waits for the app's work (an async commit in a plain GLib main loop).

Run it after `make install`:  python3 Examples/Python/seeds.py
Each user change prints a line ("toggled: Power on"), as the end-to-end test reads.
"""
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
gi.require_version("ToggleKit", "1")
from gi.repository import Gdk, Gio, GLib, Gtk, ToggleKit  # noqa: E402

CSS = """
.seed-003 { background: #3584e4; color: white; }
.seed-003:checked { background: #2ec27e; }
"""


def say(text):
    print(text, flush=True)


def on_user_toggle(button):
    # toggled-by-user: user changes only, never the ones code makes (B2).
    say(f"toggled: {button.get_label()} {'on' if button.get_active() else 'off'}")


def on_commit(button, commit):
    # The switch's change waits for this "work": a real app would start a GIO call with
    # commit.get_cancellable() and answer in its callback.
    say(f"commit: {button.get_label()} asks {commit.get_proposed_value().value_nick}")

    def answer():
        commit.succeed()
        return GLib.SOURCE_REMOVE

    GLib.timeout_add(300, answer)
    return True  # taken over: answered later


def build(app):
    provider = Gtk.CssProvider()
    if (Gtk.get_major_version(), Gtk.get_minor_version()) >= (4, 12):
        provider.load_from_string(CSS)
    else:
        provider.load_from_data(CSS.encode())
    Gtk.StyleContext.add_provider_for_display(
        Gdk.Display.get_default(), provider, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)

    window = Gtk.ApplicationWindow(application=app, title="ToggleKit seeds")
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=12, margin_top=24,
                  margin_bottom=24, margin_start=24, margin_end=24)
    window.set_child(box)

    power = ToggleKit.ToggleButton(label="Power",
                                   on_icon=Gio.ThemedIcon.new("system-shutdown-symbolic"),
                                   off_icon=Gio.ThemedIcon.new("media-playback-stop-symbolic"))
    favourite = ToggleKit.ToggleButton(label="Favourite",
                                       on_icon=Gio.ThemedIcon.new("starred-symbolic"),
                                       off_icon=Gio.ThemedIcon.new("non-starred-symbolic"),
                                       pressed_icon=Gio.ThemedIcon.new("emblem-default-symbolic"))
    notifications = ToggleKit.ToggleButton(label="Notifications", on_title="ON", off_title="OFF")
    notifications.add_css_class("seed-003")
    for toggle in (power, favourite, notifications):
        toggle.connect("toggled-by-user", on_user_toggle)
        box.append(toggle)

    alignment = Gtk.Box(spacing=6)
    group = ToggleKit.Group.new(Gtk.SelectionMode.BROWSE)
    for name in ("Left", "Center", "Right"):
        radio = ToggleKit.RadioButton.new_with_label(name)
        group.add(radio)
        alignment.append(radio)
    group.select(group.get_members()[0])
    group.connect("changed", lambda group, by_user: say(
        f"group: {','.join(m.get_label() for m in group.get_selected())} by_user={by_user}"))
    box.append(alignment)

    sync = ToggleKit.Switch(label="Sync", commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
    sync.connect("commit", on_commit)
    sync.connect("toggled-by-user", on_user_toggle)
    sync.connect("commit-failed", lambda b, reason, error: say(f"failed: {error.message}"))
    box.append(sync)

    window.present()
    say("ready")


def main():
    app = Gtk.Application(application_id="dev.togglekit.Seeds")
    app.connect("activate", build)
    return app.run(sys.argv)


if __name__ == "__main__":
    sys.exit(main())
