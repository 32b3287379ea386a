#!/usr/bin/python3
"""A libadwaita preferences page whose rows hold ToggleKit switches and check boxes.

Each AdwActionRow names its toggle as `activatable-widget`, so a click anywhere on the row
(or Enter on the focused row) toggles it, as with GtkSwitch. The toggles have no label of
their own: the row labels them for assistive technology, as it labels a GtkSwitch, so a
screen reader says "Wi-Fi, switch" once, not the name twice. "Sync" waits for the app's
work before the change commits (its `commit` signal, answered from a GLib timeout).

Run it after `make install`:  python3 Examples/Python/preferences.py
"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
gi.require_version("ToggleKit", "1")
from gi.repository import Adw, GLib, Gtk, ToggleKit  # noqa: E402


def say(text):
    print(text, flush=True)


def row(title, subtitle, toggle):
    action_row = Adw.ActionRow(title=title, subtitle=subtitle)
    toggle.set_valign(Gtk.Align.CENTER)
    action_row.add_suffix(toggle)
    action_row.set_activatable_widget(toggle)
    toggle.connect("toggled-by-user", lambda button: say(
        f"toggled: {title} {'on' if button.get_active() else 'off'}"))
    return action_row


def on_commit(button, commit):
    def answer():
        commit.succeed()
        return GLib.SOURCE_REMOVE

    GLib.timeout_add(300, answer)
    return True


def build(app):
    window = Adw.PreferencesWindow(application=app, title="ToggleKit preferences")
    page = Adw.PreferencesPage(title="General", icon_name="preferences-system-symbolic")
    network = Adw.PreferencesGroup(title="Network")
    network.add(row("Wi-Fi", "Connect to known networks", ToggleKit.Switch()))
    sync = ToggleKit.Switch(commit_policy=ToggleKit.CommitPolicy.CONFIRMED)
    sync.connect("commit", on_commit)
    network.add(row("Sync", "Waits for the server", sync))
    privacy = Adw.PreferencesGroup(title="Privacy")
    privacy.add(row("Send usage statistics", None, ToggleKit.CheckButton()))
    page.add(network)
    page.add(privacy)
    window.add(page)
    window.present()
    say("ready")


def main():
    app = Adw.Application(application_id="dev.togglekit.Preferences")
    app.connect("activate", build)
    return app.run(sys.argv)


if __name__ == "__main__":
    sys.exit(main())
