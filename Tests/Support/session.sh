#!/usr/bin/env bash
# Runs a command as every GUI test here runs: on a display of its own (Xvfb), in a D-Bus
# session of its own, with a home of its own for settings, caches and data (XDG_CONFIG_HOME,
# XDG_DATA_HOME, XDG_CACHE_HOME and XDG_STATE_HOME in a new temporary folder, removed
# afterwards), and with GNOME's accessibility setting on, as on a desktop with a screen
# reader.
#
# Why: a test must not depend on what an earlier run left behind. A new user has no dconf
# database, so org.gnome.desktop.interface toolkit-accessibility is false, and Orca then
# waits for events that never come; Orca turns the setting on as it starts and dconf keeps
# it in ~/.config/dconf/user, so every later run on that machine passed and only a brand-new
# machine failed. Here the setting is made the same way on every run, before any app starts,
# in a dconf database that lives and dies with the run.
#
# Usage: bash Tests/Support/session.sh [--screen WxHxD] COMMAND [ARG...]
# The exit status is the command's. Inside the command, TOGGLEKIT_SESSION_HOME names the
# temporary home; the user's real ~/.config, ~/.local and ~/.cache are not touched.
set -euo pipefail

if [ "${1:-}" = "--inside" ]; then
  shift
  # The accessibility setting, written through dconf (GSettings' real back end here, not the
  # in-memory one, which would forget it at once) and read back from a new process.
  gsettings set org.gnome.desktop.interface toolkit-accessibility true
  if [ "$(gsettings get org.gnome.desktop.interface toolkit-accessibility)" != true ]; then
    echo "session: GSettings did not keep toolkit-accessibility (is dconf-gsettings-backend installed?)" >&2
    exit 1
  fi
  exec "$@"
fi

screen=1280x1024x24
if [ "${1:-}" = "--screen" ]; then
  screen=$2
  shift 2
fi
[ $# -gt 0 ] || {
  echo "usage: bash Tests/Support/session.sh [--screen WxHxD] COMMAND [ARG...]" >&2
  exit 2
}

home=$(mktemp -d "${TMPDIR:-/tmp}/togglekit-session-XXXXXX")
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/config" "$home/data" "$home/cache" "$home/state"
# Exported before the D-Bus session starts: the services it starts on demand (dconf, the
# accessibility bus) inherit them from it.
export XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_CACHE_HOME="$home/cache"
export XDG_STATE_HOME="$home/state" TOGGLEKIT_SESSION_HOME="$home"
# GTK draws with cairo here unless the caller names a renderer (GSK_RENDERER=gl bash ...).
# Xvfb has no GPU: GTK's GL renderer runs on Mesa's software GLX, and on one CI machine its
# context failed to become current mid-run ("Gdk-WARNING: gdk_gl_context_make_current()
# failed"), which fails every test whose window was drawing then, since a GLib warning fails
# a test. The tests check ToggleKit's widgets, which draw the same render nodes with either
# renderer; they do not test the machine's OpenGL.
export GSK_RENDERER=${GSK_RENDERER:-cairo}
# No inherited session bus or display: the command gets the ones made here.
unset DBUS_SESSION_BUS_ADDRESS DISPLAY WAYLAND_DISPLAY
status=0
xvfb-run -a -s "-screen 0 $screen" dbus-run-session -- bash "$0" --inside "$@" || status=$?
exit "$status"
