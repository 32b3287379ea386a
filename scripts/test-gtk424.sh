#!/usr/bin/env bash
# The README's two commands on GTK 4.24 and GLib 2.90, in a Debian testing (forky) root
# (scripts/test-in-debian.sh). With arguments, runs them there instead.
exec bash "$(dirname "$0")/test-in-debian.sh" forky "$@"
