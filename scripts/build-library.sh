#!/usr/bin/env bash
# Builds the C library for every GNOME language into .build/togglekit-gtk-1/ (a staged
# install tree): libtogglekit-gtk-1.so.0 with Swift's runtime linked in and only
# `toggle_kit_*` exported, togglekit.h, togglekit-gtk-1.pc, ToggleKit-1.gir and its
# typelib (g-ir-scanner --warn-all, warnings fail the build), the Vala .vapi, and the
# translations (share/locale/LANG/LC_MESSAGES/togglekit-gtk-1.mo, from po/). The library
# looks for its translations in PREFIX/share/locale (PREFIX as make install's, default
# /usr/local), so it is built for that prefix. `make install` copies that tree into a prefix.
# Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh

stage=${TOGGLEKIT_STAGE:-$PWD/.build/togglekit-gtk-1}
api=togglekit-gtk-1
soname=lib$api.so.0
version=$(sed -n 's/^version=//p' CLibrary/VERSION)
prefix=${PREFIX:-/usr/local}
# Read by Package.swift: compiled into the library, which binds its gettext domain to it.
export TOGGLEKIT_LOCALEDIR=${prefix%/}/share/locale

echo "== the library (swift build -c release --product $api, translations from $TOGGLEKIT_LOCALEDIR)"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build -c release --disable-local-rpath --product "$api" >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
if grep -E "(error|warning):" "$log" | grep -v "prohibited flag" | grep -q .; then
  cat "$log" >&2
  echo "build-library: the library's build gave warnings" >&2
  exit 1
fi
built="$(swift build -c release --disable-local-rpath --product "$api" --show-bin-path)/lib$api.so"

rm -rf "$stage"
mkdir -p "$stage/lib/pkgconfig" "$stage/include/$api" "$stage/share/gir-1.0" \
  "$stage/lib/girepository-1.0" "$stage/share/vala/vapi"
cp "$built" "$stage/lib/$soname"
ln -s "$soname" "$stage/lib/lib$api.so"
cp Sources/CToggleKit/include/togglekit.h "$stage/include/$api/"
# The locale folder it was built for: make install rebuilds for another prefix.
echo "$TOGGLEKIT_LOCALEDIR" >"$stage/localedir"
# The GTK the library needs: the newest of shim.h's GTK_CHECK_VERSION gates this GTK passed
# (a build against 4.18 links 4.14's gtk_accessible_announce), else 4.8.
gtk_minor=$(pkg-config --modversion gtk4 | cut -d. -f2)
needed_minor=8
while read -r gate; do
  if [ "$gate" -le "$gtk_minor" ] && [ "$gate" -gt "$needed_minor" ]; then needed_minor=$gate; fi
done < <(sed -n 's/.*GTK_CHECK_VERSION(4, *\([0-9]*\), *0).*/\1/p' Sources/CGtk4/shim.h)
sed -e "s|@prefix@|$stage|" -e "s|@libdir@|$stage/lib|" -e "s|@version@|$version|" \
  -e "s|@gtk_required@|4.$needed_minor|" CLibrary/$api.pc.in >"$stage/lib/pkgconfig/$api.pc"
# gi-docgen's configuration, beside the staged tree (not installed), with the same version.
mkdir -p .build/togglekit-docgen
sed -e "s|@version@|$version|" CLibrary/ToggleKit.toml.in >.build/togglekit-docgen/ToggleKit.toml

echo "== GObject Introspection: ToggleKit-1.gir (g-ir-scanner --warn-all --warn-error)"
scratch=$(mktemp -d)
trap 'rm -f "$log"; rm -rf "$scratch"' EXIT
# The scanner's dumper links the library and runs each get_type: it needs no display.
(cd "$scratch" && g-ir-scanner --quiet --warn-all --warn-error \
  --namespace=ToggleKit --nsversion=1 --identifier-prefix=ToggleKit --symbol-prefix=toggle_kit \
  --include=Gtk-4.0 --pkg=gtk4 --pkg-export=$api --c-include=togglekit.h \
  --library=$api -L "$stage/lib" --cflags-begin -I "$stage/include/$api" --cflags-end \
  --output="$stage/share/gir-1.0/ToggleKit-1.gir" \
  "$stage/include/$api/togglekit.h") 2>&1 | tee "$scratch/scanner.log"
if grep -q . "$scratch/scanner.log"; then
  echo "build-library: g-ir-scanner warned (see above)" >&2
  exit 1
fi
g-ir-compiler --includedir="$stage/share/gir-1.0" "$stage/share/gir-1.0/ToggleKit-1.gir" \
  -o "$stage/lib/girepository-1.0/ToggleKit-1.typelib"

echo "== Vala: $api.vapi (vapigen)"
vapigen --quiet --library=$api --pkg=gtk4 --girdir="$stage/share/gir-1.0" \
  --directory="$stage/share/vala/vapi" \
  "$stage/share/gir-1.0/ToggleKit-1.gir" 2>&1 | tee "$scratch/vapigen.log"
if grep -q . "$scratch/vapigen.log"; then
  echo "build-library: vapigen warned (see above)" >&2
  exit 1
fi
cp CLibrary/$api.deps "$stage/share/vala/vapi/"

echo "== translations: $api.mo for each language of po/LINGUAS (msgfmt --check)"
while read -r lang; do
  [ -n "$lang" ] || continue
  mkdir -p "$stage/share/locale/$lang/LC_MESSAGES"
  msgfmt --check -o "$stage/share/locale/$lang/LC_MESSAGES/$api.mo" "po/$lang.po"
done < <(sed 's/#.*//' po/LINGUAS)
mkdir -p "$stage/python/gi/overrides"
cp CLibrary/python/ToggleKit.py "$stage/python/gi/overrides/"
echo "   staged in $stage"
