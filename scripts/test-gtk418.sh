#!/usr/bin/env bash
# The README's two commands on GTK 4.18 and GLib 2.84, in a Debian 13 (trixie) root
# (scripts/test-in-debian.sh). With arguments, runs them there instead.
exec bash "$(dirname "$0")/test-in-debian.sh" trixie "$@"
