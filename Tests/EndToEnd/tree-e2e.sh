#!/usr/bin/env bash
# End-to-end: `toggle-gallery --tree` (101,010 folders, albums and files in a GtkListView over
# a GtkTreeListModel, bound to a ToggleTree) under Xvfb, driven with real X input through
# xdotool, checked by its stdout lines and a separate AT-SPI client
# (Tests/EndToEnd/atspi_tree.py). Prints "N passed, N failed" last.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
exec bash Tests/Support/session.sh bash Tests/EndToEnd/tree-e2e-inner.sh
