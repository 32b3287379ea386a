#!/usr/bin/env bash
# meson's custom target for the library: `swift build` with the arguments meson.build gives,
# then the product copied to OUTPUT under its SONAME, and LINK made pointing at it (what -l
# finds). Warnings fail the build, as in scripts/build-library.sh.
#   meson-swift-build.sh SWIFT OUTPUT LINK SWIFT-BUILD-ARGUMENTS...
set -euo pipefail
swift=$1 output=$2 link=$3
shift 3
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"$swift" "$@" >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
if grep -E "(error|warning):" "$log" | grep -v "prohibited flag" | grep -q .; then
  cat "$log" >&2
  echo "meson-swift-build: the library's build gave warnings" >&2
  exit 1
fi
product=$(grep -oE -- '--product [^ ]+' <<<"$*" | cut -d' ' -f2)
cp "$("$swift" "$@" --show-bin-path)/lib$product.so" "$output"
ln -sf "$(basename "$output")" "$link"
