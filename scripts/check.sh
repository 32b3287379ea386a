#!/usr/bin/env bash
# The fast loop (`make check`), for every change before it is committed: the formatter,
# ShellCheck over every script, one version everywhere, and the core's tests. It takes
# under 2 minutes once the package is built; `make test` is the full run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh

echo "== swift format lint --strict (the repository's .swift-format)"
swift format lint --strict --recursive --parallel Sources Tests Examples ReadmeSnippets Package.swift
echo "  ok: no formatting finding"

echo "== shellcheck"
mapfile -t scripts < <(find scripts Tests .ci CLibrary Bindings -path '*/.build' -prune -o \( -name '*.sh' -o -path .ci/run \) -type f -print | sort)
shellcheck -x "${scripts[@]}"
echo "  ok: ${#scripts[@]} scripts"

echo "== one version: CLibrary/VERSION, read by the others, agrees with each"
bash scripts/check-version.sh

echo "== the Debian symbols file lists every function of the C header, and no other"
header=$(grep -ohE '\btoggle_kit_[a-z0-9_]+ *\(' Sources/CToggleKit/include/togglekit.h |
  sed 's/ *($//' | sort -u)
listed=$(sed -n 's/^ \(toggle_kit_[a-z0-9_]*\)@TOGGLEKIT_GTK_1 .*/\1/p' \
  debian/libtogglekit-gtk-1-0.symbols | sort)
if [ "$header" != "$listed" ]; then
  diff <(echo "$header") <(echo "$listed") | sed 's/^/  /' >&2
  echo "debian/libtogglekit-gtk-1-0.symbols differs from togglekit.h (< header, > symbols):" \
    "a new function goes in with the version it first ships in" >&2
  exit 1
fi
echo "  ok: $(echo "$listed" | wc -l) functions"

echo "== UIKit and SwiftUI under a newer SDK's isolation (simulated with stand-ins)"
bash scripts/check-isolation.sh

echo "== the core's tests (ToggleKitTests)"
build_log=$(mktemp)
trap 'rm -f "$build_log"' EXIT
swift build --build-tests >"$build_log" 2>&1 || { cat "$build_log"; exit 1; }
if grep -E "(error|warning):" "$build_log" | grep -v "prohibited flag" | grep -q .; then
  grep -E "(error|warning):" "$build_log" >&2
  echo "the build produced errors or warnings" >&2
  exit 1
fi
swift test --skip-build --filter '^ToggleKitTests\.'
