#!/usr/bin/env bash
# Benchmarks (release build) with baselines measured in the same run; ends with the `bench:` line.
# It writes only under .build/ and a temporary folder, so a run leaves `git status` as it was:
# the lists picture goes to .build/bench/lists-bench.png. The published copy is refreshed on
# purpose, with the figures in docs/performance.md that go with it:
#   TOGGLEKIT_BENCH_PLOT=docs/lists-bench.png make bench
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh python3-pyqt5
swift build -c release --product toggle-bench 2>&1 | grep -vE "prohibited flag" >&2 || true
bin="$(swift build -c release --product toggle-bench --show-bin-path)/toggle-bench"
# The C library's store through PyGObject (100 vs 1,000,000 string items), from a scratch install.
bash scripts/build-library.sh >/dev/null
scratch=$(mktemp -d "${TMPDIR:-/tmp}/togglekit-c-XXXXXX")
trap 'rm -rf "$scratch"' EXIT
make --no-print-directory install PREFIX="$scratch" >/dev/null
LD_LIBRARY_PATH="$scratch/lib" GI_TYPELIB_PATH="$scratch/lib/girepository-1.0" \
  PYTHONPATH="$scratch/lib/python3/dist-packages" /usr/bin/python3 Tests/Introspection/bench_store.py
# Loading the installed library into a Python process that has GTK, against libadwaita.
LD_LIBRARY_PATH="$scratch/lib" GI_TYPELIB_PATH="$scratch/lib/girepository-1.0" \
  PYTHONPATH="$scratch/lib/python3/dist-packages" xvfb-run -a /usr/bin/python3 Tests/Introspection/bench_load.py
xvfb-run -a -s "-screen 0 1280x1024x24" "$bin"
