#!/usr/bin/env bash
# ToggleKit's version lives in one file, CLibrary/VERSION. scripts/build-library.sh reads
# it for the library's .pc and gi-docgen's configuration; the places that cannot read a file
# (the C header's TOGGLE_KIT_*_VERSION macros, which SwiftPM compiles as they are, the
# Swift constants toggle_kit_get_*_version return, and the CHANGELOG's newest section) are checked against it here, so none can drift unnoticed.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's/^version=//p' CLibrary/VERSION)
[[ "$version" =~ ^([0-9]+)\.([0-9]+)\.([0-9]+)$ ]] || {
  echo "check-version: CLibrary/VERSION has no version=MAJOR.MINOR.MICRO line" >&2
  exit 1
}
status=0
header=Sources/CToggleKit/include/togglekit.h
for part in MAJOR:1 MINOR:2 MICRO:3; do
  name=${part%%:*} want=${BASH_REMATCH[${part##*:}]}
  have=$(sed -n "s/^#define TOGGLE_KIT_${name}_VERSION \([0-9]*\)$/\1/p" "$header")
  if [ "$have" != "$want" ]; then
    echo "check-version: $header says TOGGLE_KIT_${name}_VERSION ${have:-(none)}, VERSION says $want" >&2
    status=1
  fi
done
have=$(sed -n 's/^#define TOGGLE_KIT_VERSION_S "\([0-9.]*\)"$/\1/p' "$header")
if [ "$have" != "$version" ]; then
  echo "check-version: $header says TOGGLE_KIT_VERSION_S ${have:-(none)}, VERSION says $version" >&2
  status=1
fi
swift=Sources/ToggleKitC/TypeFunctions.swift
for part in major:1 minor:2 micro:3; do
  name=${part%%:*} want=${BASH_REMATCH[${part##*:}]}
  have=$(sed -n "s/^ *static let ${name}: guint = \([0-9]*\)$/\1/p" "$swift")
  if [ "$have" != "$want" ]; then
    echo "check-version: $swift says LibraryVersion.${name} ${have:-(none)}, VERSION says $want" >&2
    status=1
  fi
done
have=$(sed -n "s/^  version: '\([0-9.]*\)',$/\1/p" meson.build)
if [ "$have" != "$version" ]; then
  echo "check-version: meson.build says version ${have:-(none)}, VERSION says $version" >&2
  status=1
fi
newest=$(grep -m1 -oE '^## [^ ]+' CHANGELOG.md | cut -c4-)
if [ "$newest" != "$version" ]; then
  echo "check-version: the CHANGELOG's newest section is '${newest:-(none)}', VERSION says $version" >&2
  status=1
fi
# The Debian package's newest entry packages this release: its upstream part is VERSION.
packaged=$(sed -n '1s/^togglekit (\([^)]*\)-[^-)]*).*/\1/p' debian/changelog)
if [ "$packaged" != "$version" ]; then
  echo "check-version: debian/changelog's newest entry packages ${packaged:-(none)}, VERSION says $version" >&2
  status=1
fi
[ "$status" -eq 0 ] && echo "  ok: $version in the header's macros, the run-time version, meson.build, the CHANGELOG's newest section and debian/changelog"
exit "$status"
