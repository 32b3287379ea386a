#!/usr/bin/env bash
# Benchmarks (release build) with baselines measured in the same run; ends with the `bench:` line.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh
swift build -c release --product toggle-bench 2>&1 | grep -vE "prohibited flag" >&2 || true
bin="$(swift build -c release --product toggle-bench --show-bin-path)/toggle-bench"
xvfb-run -a -s "-screen 0 1280x1024x24" "$bin"
