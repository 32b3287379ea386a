#!/usr/bin/env bash
# meson's custom target for the library: `swift build` with the arguments meson.build gives,
# then the product copied to OUTPUT under its SONAME, and LINK made pointing at it (what -l
# finds). WERROR is meson's `werror` option: true, warnings fail the build, as they always do
# in scripts/build-library.sh (the project's own zero-warning gate); false, the default and
# what a distribution builds with, a newer compiler's new warnings are shown and do not.
#   meson-swift-build.sh SWIFT WERROR OUTPUT LINK SWIFT-BUILD-ARGUMENTS...
set -euo pipefail
swift=$1 werror=$2 output=$3 link=$4
shift 4
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"$swift" "$@" >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
if grep -E "(error|warning):" "$log" | grep -v "prohibited flag" | grep -q .; then
  cat "$log" >&2
  if [ "$werror" = true ]; then
    echo "meson-swift-build: the library's build gave warnings (werror)" >&2
    exit 1
  fi
fi
product=$(grep -oE -- '--product [^ ]+' <<<"$*" | cut -d' ' -f2)
built="$("$swift" "$@" --show-bin-path)/lib$product.so"
# Copied only when it changed: the target runs on every build (SwiftPM decides what to
# rebuild), and a new timestamp on an unchanged library would make ninja rerun everything
# made from it (the GIR, the typelib, the .vapi, the tests) on every build and install.
cmp -s "$built" "$output" || cp "$built" "$output"
[ "$(readlink "$link" 2>/dev/null)" = "$(basename "$output")" ] || ln -sf "$(basename "$output")" "$link"
