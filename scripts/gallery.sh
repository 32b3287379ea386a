#!/usr/bin/env bash
# Runs the toggle gallery: a window when there is a display, else (under Xvfb) a contact
# sheet of every toggle in every state, drawn by the theme, in gallery.png.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh
swift build --product toggle-gallery 2>&1 | grep -vE "prohibited flag" >&2 || true
gallery="$(swift build --product toggle-gallery --show-bin-path)/toggle-gallery"
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "No display (DISPLAY and WAYLAND_DISPLAY are unset): writing the contact sheet to gallery.png under Xvfb."
  exec xvfb-run -a -s "-screen 0 1600x1200x24" "$gallery" --snapshot gallery.png "$@"
fi
exec "$gallery" "$@"
