#!/usr/bin/env bash
# `make install` and `make uninstall`: copies the staged C library tree
# (scripts/build-library.sh) into PREFIX (default /usr/local), or removes it.
#
# Each file goes where its tool looks: the library and its SONAME link in PREFIX/lib
# (and ldconfig, for a prefix the dynamic linker searches), the header in
# PREFIX/include/togglekit-gtk-1, the .pc in PREFIX/lib/pkgconfig, the .gir in
# PREFIX/share/gir-1.0, the .vapi in PREFIX/share/vala/vapi, the translations in
# PREFIX/share/locale/LANG/LC_MESSAGES (where the library, built for PREFIX, looks; a staged
# tree built for another prefix is rebuilt). The typelib goes to
# TYPELIBDIR: GObject Introspection's own directory for PREFIX /usr, else
# LIBDIR/girepository-1.0, which then needs GI_TYPELIB_PATH. LIBDIR (default PREFIX/lib; PREFIX/lib/x86_64-linux-gnu for a
# multiarch layout) moves the library, its .pc and the typelib's default with it; DESTDIR
# stages the whole tree for a package, with the .pc still naming PREFIX.
set -euo pipefail
cd "$(dirname "$0")/.."
action=${1:?install or uninstall}
prefix=${PREFIX:-/usr/local}
prefix=${prefix%/}
libdir=${LIBDIR:-$prefix/lib}
TYPELIBDIR_GIVEN=${TYPELIBDIR:-}
destdir=${DESTDIR:-}
api=togglekit-gtk-1
stage=${TOGGLEKIT_STAGE:-$PWD/.build/$api}
# Every file goes under PREFIX (a /usr/local install wrote the typelib into
# /usr, a tree dpkg owns). For PREFIX /usr, GObject Introspection's and PyGObject's own
# folders, from pkg-config, are PREFIX's; for /usr/local, whose libraries the dynamic linker
# and whose dist-packages Debian's Python search, only the typelib needs GI_TYPELIB_PATH,
# as for any GNOME library installed there; other prefixes need every path set.
python_version=$(/usr/bin/python3 -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")' 2>/dev/null || echo 3)
case "$prefix" in
  /usr)
    overridesdir=${PYTHONDIR:+$PYTHONDIR/gi/overrides}
    overridesdir=${overridesdir:-$(pkg-config --variable=overridesdir pygobject-3.0 2>/dev/null || true)}
    overridesdir=${overridesdir:-/usr/lib/python3/dist-packages/gi/overrides}
    typelibdir=${TYPELIBDIR:-$(pkg-config --variable=typelibdir gobject-introspection-1.0 2>/dev/null || true)}
    typelibdir=${typelibdir:-$libdir/girepository-1.0}
    system=1
    ;;
  /usr/local)
    overridesdir=${PYTHONDIR:-/usr/local/lib/python$python_version/dist-packages}/gi/overrides
    typelibdir=${TYPELIBDIR:-$libdir/girepository-1.0}
    system=1
    ;;
  *)
    overridesdir=${PYTHONDIR:-$prefix/lib/python3/dist-packages}/gi/overrides
    typelibdir=${TYPELIBDIR:-$libdir/girepository-1.0}
    system=0
    ;;
esac
pythondir=${overridesdir%/gi/overrides}

# Each file: where it is in the staged tree, and where it goes.
files=(
  "lib/lib$api.so.0|$libdir/lib$api.so.0"
  "lib/lib$api.so|$libdir/lib$api.so"
  "include/$api/togglekit.h|$prefix/include/$api/togglekit.h"
  "lib/pkgconfig/$api.pc|$libdir/pkgconfig/$api.pc"
  "share/gir-1.0/ToggleKit-1.gir|$prefix/share/gir-1.0/ToggleKit-1.gir"
  "lib/girepository-1.0/ToggleKit-1.typelib|$typelibdir/ToggleKit-1.typelib"
  "share/vala/vapi/$api.vapi|$prefix/share/vala/vapi/$api.vapi"
  "share/vala/vapi/$api.deps|$prefix/share/vala/vapi/$api.deps"
  "python/gi/overrides/ToggleKit.py|$overridesdir/ToggleKit.py"
)
# The translations: one catalog per language of po/LINGUAS.
localedir=$prefix/share/locale
mapfile -t languages < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' po/LINGUAS)
for lang in "${languages[@]}"; do
  files+=("share/locale/$lang/LC_MESSAGES/$api.mo|$localedir/$lang/LC_MESSAGES/$api.mo")
done
debugfile=$libdir/.debug/lib$api.so.0.debug
# ldconfig for the system's own folders, when installing into them (not staging).
run_ldconfig() {
  if [ "$system" = 1 ] && [ -z "$destdir" ] && [ "$(id -u)" -eq 0 ]; then ldconfig || true; fi
}

case "$action" in
  install)
    if [ ! -e "$stage/lib/lib$api.so.0" ] || [ "$(cat "$stage/localedir" 2>/dev/null)" != "$localedir" ]; then
      PREFIX=$prefix bash scripts/build-library.sh
    fi
    for entry in "${files[@]}"; do
      from=$stage/${entry%%|*}
      to=$destdir${entry#*|}
      mkdir -p "$(dirname "$to")"
      rm -f "$to"
      if [ -L "$from" ]; then cp -P "$from" "$to"; else cp "$from" "$to"; fi
    done
    # The library goes in stripped, as distributions install theirs: its debug information
    # is split off into LIBDIR/.debug, where gdb looks for the file its debuglink names
    # (STRIP=0 keeps it whole).
    installed=$destdir$libdir/lib$api.so.0
    if [ "${STRIP:-1}" != 0 ] && command -v objcopy >/dev/null && command -v strip >/dev/null; then
      mkdir -p "$(dirname "$destdir$debugfile")"
      objcopy --only-keep-debug "$installed" "$destdir$debugfile"
      strip --strip-unneeded "$installed"
      (cd "$(dirname "$destdir$debugfile")" && objcopy --add-gnu-debuglink="$(basename "$debugfile")" "$installed")
    fi
    # The .pc names where the files are once installed (not DESTDIR's staging).
    sed -i -e "s|^prefix=.*|prefix=$prefix|" -e "s|^libdir=.*|libdir=$libdir|" \
      "$destdir$libdir/pkgconfig/$api.pc"
    run_ldconfig
    echo "installed ToggleKit's C library in $destdir$prefix (library in $libdir, typelib in $typelibdir)"
    if [ "$prefix" = /usr/local ] && [ -z "$TYPELIBDIR_GIVEN" ]; then
      echo "  Python and JavaScript find the typelib once it is on their search path:"
      echo "    export GI_TYPELIB_PATH=$typelibdir\${GI_TYPELIB_PATH:+:\$GI_TYPELIB_PATH}"
    fi
    if [ "$system" = 0 ]; then
      echo "  for a prefix outside the system's search paths, set:"
      echo "    export LD_LIBRARY_PATH=$libdir PKG_CONFIG_PATH=$libdir/pkgconfig"
      echo "    export GI_TYPELIB_PATH=$typelibdir XDG_DATA_DIRS=$prefix/share:\${XDG_DATA_DIRS:-/usr/local/share:/usr/share}"
      echo "    export PYTHONPATH=$pythondir"
    fi
    ;;
  uninstall)
    for entry in "${files[@]}"; do rm -f "$destdir${entry#*|}"; done
    rm -f "$destdir$debugfile"
    rmdir "$(dirname "$destdir$debugfile")" 2>/dev/null || true
    rmdir "$destdir$prefix/include/$api" 2>/dev/null || true
    for lang in "${languages[@]}"; do
      rmdir "$destdir$localedir/$lang/LC_MESSAGES" "$destdir$localedir/$lang" 2>/dev/null || true
    done
    rmdir "$destdir$localedir" 2>/dev/null || true
    # Python's byte-code of the override, as Debian's py3clean removes it.
    rm -f "$destdir$overridesdir/__pycache__/ToggleKit."*.pyc
    rmdir "$destdir$overridesdir/__pycache__" "$destdir$overridesdir" \
      "$destdir$pythondir/gi" 2>/dev/null || true
    run_ldconfig
    echo "removed ToggleKit's C library from $destdir$prefix"
    ;;
  *)
    echo "install-library: install or uninstall, not $action" >&2
    exit 2
    ;;
esac
