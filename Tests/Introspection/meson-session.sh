#!/usr/bin/env bash
# How `meson test` runs the C library's tests (meson.build's test()s): against the library in
# the build folder, on a display and D-Bus session of their own (Tests/Support/session.sh),
# with G_DEBUG=fatal-warnings, so any GLib warning or critical fails the test.
#   meson-session.sh COMMAND [ARG...]
#   meson-session.sh --skip REASON       says why a test cannot run here: exit 77, which
#                                        meson counts as skipped (never as passed)
# meson.build sets GI_TYPELIB_PATH and LD_LIBRARY_PATH to the build folder. PyGObject finds
# overrides only in a gi/overrides folder on sys.path, so the source tree's override is
# linked into one made here, as an installed override would be found.
set -euo pipefail
if [ "${1:-}" = --skip ]; then
  echo "SKIP: ${2:?meson-session.sh --skip REASON}"
  exit 77
fi
[ $# -gt 0 ] || { echo "usage: meson-session.sh COMMAND [ARG...] | --skip REASON" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
project=$(dirname "$(dirname "$here")")
python_dir=$(mktemp -d "${TMPDIR:-/tmp}/togglekit-c-python-XXXXXX")
trap 'rm -rf "$python_dir"' EXIT
mkdir -p "$python_dir/gi/overrides"
ln -s "$project/CLibrary/python/ToggleKit.py" "$python_dir/gi/overrides/ToggleKit.py"
export PYTHONPATH=$python_dir${PYTHONPATH:+:$PYTHONPATH}
export G_DEBUG=fatal-warnings
status=0
bash "$project/Tests/Support/session.sh" "$@" || status=$?
exit "$status"
