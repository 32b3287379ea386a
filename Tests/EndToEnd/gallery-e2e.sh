#!/usr/bin/env bash
# End-to-end: the real gallery under Xvfb, driven with real X input through xdotool,
# checked by its stdout lines, a screenshot, and a separate AT-SPI client.
# Prints "N passed, N failed" last; exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
exec bash Tests/Support/session.sh bash Tests/EndToEnd/gallery-e2e-inner.sh
