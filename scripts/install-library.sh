#!/usr/bin/env bash
# `make install` and `make uninstall`: copies the staged C library tree
# (scripts/build-library.sh) into PREFIX (default /usr/local), or removes it.
#
# Each file goes where its tool looks: the library and its SONAME link in PREFIX/lib
# (and ldconfig, for a prefix the dynamic linker searches), the header in
# PREFIX/include/togglekit-gtk-1, the .pc in PREFIX/lib/pkgconfig, the .gir in
# PREFIX/share/gir-1.0, the .vapi in PREFIX/share/vala/vapi. The typelib goes to
# TYPELIBDIR: GObject Introspection's own directory for PREFIX /usr and /usr/local (its
# default search path has no /usr/local), else PREFIX/lib/girepository-1.0, which then
# needs GI_TYPELIB_PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
action=${1:?install or uninstall}
prefix=${PREFIX:-/usr/local}
prefix=${prefix%/}
api=togglekit-gtk-1
stage=${TOGGLEKIT_STAGE:-$PWD/.build/$api}
case "$prefix" in
  /usr | /usr/local)
    typelibdir=${TYPELIBDIR:-$(pkg-config --variable=typelibdir gobject-introspection-1.0)}
    system=1
    ;;
  *)
    typelibdir=${TYPELIBDIR:-$prefix/lib/girepository-1.0}
    system=0
    ;;
esac

files=(
  "lib/lib$api.so.0"
  "lib/lib$api.so"
  "include/$api/togglekit.h"
  "lib/pkgconfig/$api.pc"
  "share/gir-1.0/ToggleKit-1.gir"
  "share/vala/vapi/$api.vapi"
  "share/vala/vapi/$api.deps"
)

case "$action" in
  install)
    [ -e "$stage/lib/lib$api.so.0" ] || bash scripts/build-library.sh
    for file in "${files[@]}"; do
      mkdir -p "$prefix/$(dirname "$file")"
      rm -f "$prefix/$file"
      if [ -L "$stage/$file" ]; then
        cp -P "$stage/$file" "$prefix/$file"
      else
        cp "$stage/$file" "$prefix/$file"
      fi
    done
    # The .pc names the prefix it is installed in.
    sed -i "s|^prefix=.*|prefix=$prefix|" "$prefix/lib/pkgconfig/$api.pc"
    mkdir -p "$typelibdir"
    cp "$stage/lib/girepository-1.0/ToggleKit-1.typelib" "$typelibdir/"
    if [ "$system" = 1 ] && [ "$(id -u)" -eq 0 ]; then ldconfig; fi
    echo "installed ToggleKit's C library in $prefix (typelib in $typelibdir)"
    if [ "$system" = 0 ]; then
      echo "  for a prefix outside the system's search paths, set:"
      echo "    export LD_LIBRARY_PATH=$prefix/lib PKG_CONFIG_PATH=$prefix/lib/pkgconfig"
      echo "    export GI_TYPELIB_PATH=$typelibdir XDG_DATA_DIRS=$prefix/share:\${XDG_DATA_DIRS:-/usr/local/share:/usr/share}"
    fi
    ;;
  uninstall)
    for file in "${files[@]}"; do rm -f "$prefix/$file"; done
    rm -f "$typelibdir/ToggleKit-1.typelib"
    rmdir "$prefix/include/$api" 2>/dev/null || true
    if [ "$system" = 1 ] && [ "$(id -u)" -eq 0 ]; then ldconfig; fi
    echo "removed ToggleKit's C library from $prefix"
    ;;
  *)
    echo "install-library: install or uninstall, not $action" >&2
    exit 2
    ;;
esac
