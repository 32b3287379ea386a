#!/usr/bin/env bash
# End-to-end: the real gallery under Xvfb, driven with real X input through xdotool,
# checked by its stdout lines, a screenshot, and a separate AT-SPI client.
# Prints "N passed, N failed" last; exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/../.."
exec xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- bash Tests/EndToEnd/gallery-e2e-inner.sh
