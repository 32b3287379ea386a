#!/usr/bin/env bash
# Renders the DocC catalogs of the four modules into a static site (docs-site/), with
# zero DocC warnings, and the C library's gi-docgen reference into docs-site/c/. Core and
# GTK symbol graphs come from this machine's compiler; UIKit and SwiftUI ones from apple-typecheck against Apple's iOS SDK, when that SDK
# is cached here (see ../shared/docs/apple-typecheck.md); otherwise those two modules
# are skipped with a message saying so.
set -euo pipefail
cd "$(dirname "$0")/.."

out=docs-site
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
rm -rf "$out"
mkdir -p "$out" "$graphs/all"

echo "== symbol graphs: ToggleKit, ToggleKitGTK"
swift package dump-symbol-graph --minimum-access-level public > "$graphs/dump.log" 2>&1 || {
  cat "$graphs/dump.log" >&2
  exit 1
}
symbol_dir=$(sed -n 's/^Files written to //p' "$graphs/dump.log" | tail -1)
cp "$symbol_dir"/ToggleKit.symbols.json "$symbol_dir"/ToggleKitGTK.symbols.json "$graphs/all/"

modules=(ToggleKit ToggleKitGTK)
typecheck=../shared/tools/apple-typecheck
if [ -x "$typecheck" ] && [ -d "${HOME}/.cache/apple-typecheck" ]; then
  echo "== symbol graphs: ToggleKitUIKit, ToggleKitSwiftUI (apple-typecheck, iOS SDK)"
  "$typecheck" --symbol-graphs "$graphs/apple" --all > "$graphs/apple.log" 2>&1 || {
    cat "$graphs/apple.log" >&2
    exit 1
  }
  modules+=(ToggleKitUIKit ToggleKitSwiftUI)
else
  echo "skipping ToggleKitUIKit and ToggleKitSwiftUI: Apple's iOS SDK is not cached on this" \
    "machine (../shared/tools/apple-typecheck --sdks DIR makes it; see docs/README)"
fi

status=0
for module in "${modules[@]}"; do
  module_graphs="$graphs/$module"
  mkdir -p "$module_graphs"
  case "$module" in
    ToggleKit | ToggleKitGTK) cp "$graphs/all/$module.symbols.json" "$module_graphs/" ;;
    *)
      cp "$graphs/apple/$module".symbols.json "$graphs/apple/$module"@*.symbols.json "$module_graphs/" 2>/dev/null || true
      # They re-export the core, UIKit and Concurrency: keep the module's own symbols only.
      python3 scripts/own-symbols.py "$module" "$module_graphs"/*.symbols.json
      ;;
  esac
  log="$graphs/$module.docc.log"
  if ! docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$module_graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.togglekit.$module" \
    --output-path "$out/$module" --transform-for-static-hosting --hosting-base-path "$module" \
    --warnings-as-errors > "$log" 2>&1; then
    echo "$module: DocC failed or warned:" >&2
    cat "$log" >&2
    status=1
  else
    echo "$module: $out/$module (0 warnings)"
  fi
done
echo "== the C library's API reference (gi-docgen, from ToggleKit-1.gir)"
bash scripts/build-library.sh >"$graphs/library.log" 2>&1 || { cat "$graphs/library.log" >&2; exit 1; }
gir_dir=.build/togglekit-gtk-1/share/gir-1.0
# gi-docgen prints INFO lines as it goes; anything else is a warning, and fails the docs.
gi-docgen check --add-include-path "$gir_dir" "$gir_dir/ToggleKit-1.gir" >"$graphs/check.log" 2>&1 || status=1
gi-docgen generate --quiet --fatal-warnings --config .build/togglekit-docgen/ToggleKit.toml --content-dir CLibrary \
  --add-include-path "$gir_dir" --output-dir "$out/c" "$gir_dir/ToggleKit-1.gir" >"$graphs/docgen.log" 2>&1 || status=1
if grep -qvE "INFO" "$graphs/check.log" "$graphs/docgen.log"; then
  echo "gi-docgen warned:" >&2
  grep -vE "INFO" "$graphs/check.log" "$graphs/docgen.log" >&2
  status=1
else
  echo "ToggleKit-1 (C, Python, JavaScript, Vala): $out/c/ToggleKit-1 (gi-docgen check clean, 0 warnings)"
fi
exit $status
