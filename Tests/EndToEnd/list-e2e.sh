#!/usr/bin/env bash
# End-to-end: `toggle-gallery --list` (100,000 rows of a GtkListView over a ToggleStore)
# under Xvfb, driven with real X input through xdotool, checked by its stdout lines and a
# separate AT-SPI client (Tests/EndToEnd/atspi_rows.py). Prints "N passed, N failed" last.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
exec bash Tests/Support/session.sh bash Tests/EndToEnd/list-e2e-inner.sh
