#!/usr/bin/env bash
# Runs the toggle gallery: a window when there is a display, else a contact sheet in gallery.png.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh
swift build --product toggle-gallery 2>&1 | grep -vE "prohibited flag" >&2 || true
exec "$(swift build --product toggle-gallery --show-bin-path)/toggle-gallery" "$@"
