#!/usr/bin/env bash
# A developer check, not part of the test command: the C library installed into a fresh
# Debian 12 root that has GTK and PyGObject but no Swift toolchain at all, then imported
# from /usr/bin/python3 there, as a GNOME app's own Python would. Makes the root once with
# debootstrap (TOGGLEKIT_DEBIAN12_ROOT, default /var/cache/togglekit/debian12-runtime).
# Needs root.
set -euo pipefail
cd "$(dirname "$0")/.."
root=${TOGGLEKIT_DEBIAN12_ROOT:-/var/cache/togglekit/debian12-runtime}
[ "$(id -u)" -eq 0 ] || { echo "check-fresh-install: needs root" >&2; exit 1; }
command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
mirror=$(grep -rhoE '^(URIs:|deb) +(\[[^]]*\] +)?https?://[^ ]+/debian/?( |$)' \
  /etc/apt/sources.list /etc/apt/sources.list.d 2>/dev/null | grep -oE 'https?://[^ ]+' | head -n 1 || true)
mounted=()
cleanup() { for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[i]}" 2>/dev/null || true; done; }
trap cleanup EXIT
if [ ! -e "$root/.togglekit-ready" ]; then
  rm -rf --one-file-system "$root"
  mkdir -p "$root"
  debootstrap --variant=minbase bookworm "$root" "${mirror:-http://deb.debian.org/debian}" \
    >"$root.log" 2>&1 || { tail -n 20 "$root.log" >&2; exit 1; }
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  for dir in /proc /sys /dev; do mount --bind "$dir" "$root$dir"; mounted+=("$root$dir"); done
  # GTK's runtime and PyGObject, as an app's user has them: no -dev package, no Swift.
  chroot "$root" /usr/bin/env -i PATH=/usr/bin:/bin:/usr/sbin:/sbin DEBIAN_FRONTEND=noninteractive \
    sh -c 'apt-get update -qq && apt-get install -y -qq --no-install-recommends python3-gi gir1.2-gtk-4.0' \
    >>"$root.log" 2>&1 || { tail -n 20 "$root.log" >&2; exit 1; }
  cleanup
  mounted=()
  touch "$root/.togglekit-ready"
fi
bash scripts/build-library.sh >/dev/null
PREFIX=/usr/local DESTDIR="$root" TYPELIBDIR=/usr/lib/x86_64-linux-gnu/girepository-1.0 \
  bash scripts/install-library.sh install
chroot "$root" /usr/bin/env -i PATH=/usr/bin:/bin:/usr/sbin:/sbin sh -c '
  ldconfig
  if ls / /opt 2>/dev/null | grep -qi swift || command -v swift >/dev/null; then echo "a Swift toolchain is here"; exit 1; fi
  /usr/bin/python3 -c "import gi; gi.require_version(\"ToggleKit\", \"1\"); from gi.repository import ToggleKit; print(\"imported\", ToggleKit.Switch.__gtype__.name, \"from\", ToggleKit.__file__ if hasattr(ToggleKit, \"__file__\") else \"the typelib\")"
  ldd /usr/local/lib/libtogglekit-gtk-1.so.0 | grep -i "not found\|swift" && exit 1 || true'
PREFIX=/usr/local DESTDIR="$root" TYPELIBDIR=/usr/lib/x86_64-linux-gnu/girepository-1.0 \
  bash scripts/install-library.sh uninstall >/dev/null
echo "check-fresh-install: ok"
