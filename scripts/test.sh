#!/usr/bin/env bash
# Runs every test: the core and GTK widget tests (Swift Testing, under Xvfb and a D-Bus
# session so the widget has a display and accessibility), then the end-to-end gallery
# tests driven with real X input, the AT-SPI accessibility check, and the C library from
# C, Python, JavaScript and Vala (Tests/Introspection/run.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh

echo "== swift build (warnings are errors for our code)"
build_log=$(mktemp)
swift build --build-tests 2>&1 | tee "$build_log" | grep -vE "prohibited flag" || true
if grep -E "(error|warning):" "$build_log" | grep -v "prohibited flag" | grep -q .; then
  echo "build produced errors or warnings" >&2
  exit 1
fi

echo "== the README's manifest block evaluates (ReadmeSnippets/Installation)"
swift package --package-path ReadmeSnippets/Installation dump-package > /dev/null

# The run's own temporary folder: the gallery and the tests make theirs in it, so the check
# at the end sees this run's leftovers only, whatever else runs on the machine meanwhile.
run_tmp=$(mktemp -d "${TMPDIR:-/tmp}/togglekit-test-XXXXXX")
trap 'rm -rf "$run_tmp"' EXIT
export TMPDIR=$run_tmp
# The temporary folders the gallery and the tests make, so the run can check it leaves none.
leftovers() {
  find "$TMPDIR" -maxdepth 1 \( -name 'toggle-gallery-*' -o -name 'togglekit-images-*' \
    -o -name 'togglekit-c-*' -o -name 'togglekit-session-*' \) | sort
}
before=$(leftovers)

echo "== swift test (on its own Xvfb display, D-Bus session and settings: Tests/Support/session.sh)"
bash Tests/Support/session.sh swift test --skip-build

echo "== end-to-end: the gallery with real X input"
bash Tests/EndToEnd/gallery-e2e.sh

echo "== end-to-end: 100,000 rows of a GtkListView over a ToggleStore, with real X input"
bash Tests/EndToEnd/list-e2e.sh

echo "== end-to-end: a tree of 101,010 folders, albums and files over a ToggleTree, with real X input"
bash Tests/EndToEnd/tree-e2e.sh

echo "== Orca: what the screen reader says of each look and of its native twin"
bash Tests/EndToEnd/orca-check.sh

echo "== ToggleKit from C, Python, JavaScript and Vala: the C library, installed and used"
bash Tests/Introspection/run.sh

echo "== the Debian package: built with Debian's own Swift, lintian, installed into a new Debian 13 root"
if [ -n "${TOGGLEKIT_IN_DEBIAN_ROOT:-}" ]; then
  # The GTK 4.18 and 4.24 runs are inside Debian roots already; the host's run makes the
  # package's own roots (scripts/check-debian-package.sh). Debian's Swift, which builds the
  # package, is in Debian 13 and not in testing.
  echo "  not run inside the Debian $TOGGLEKIT_IN_DEBIAN_ROOT root: the host's run of this command checks the package"
else
  bash scripts/check-debian-package.sh
fi

echo "== nothing left behind: the gallery and the tests remove the temporary files they make"
left=$(comm -13 <(echo "$before") <(leftovers))
if [ -n "$left" ]; then
  echo "left behind in $TMPDIR: $left" >&2
  exit 1
fi
  echo "  ok: no toggle-gallery-*, togglekit-images-*, togglekit-c-* or togglekit-session-* folder left"
