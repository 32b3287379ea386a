#!/usr/bin/env bash
# Runs the README's two commands (the gallery, then every test) on GTK 4.18, inside a
# Debian 13 (trixie) root made with debootstrap, with this machine's Swift toolchain
# bound in at the same path. The root is kept and reused: the first run makes it
# (a few minutes and about 1 GB), later runs only copy the project in and run.
#
# Needs root (debootstrap, chroot, mounts) and Debian's mirror as this machine's apt
# reaches it. TOGGLEKIT_GTK418_ROOT chooses where the root lives. With arguments, runs
# them there instead, in the project's copy (for example
# `bash scripts/test-gtk418.sh bash scripts/gallery.sh --theme Adwaita:dark`).
set -euo pipefail
cd "$(dirname "$0")/.."
project=$(pwd)
root=${TOGGLEKIT_GTK418_ROOT:-/var/cache/togglekit/debian13}
suite=trixie

[ "$(id -u)" -eq 0 ] || { echo "test-gtk418: needs root (debootstrap, chroot, bind mounts)" >&2; exit 1; }
command -v swift >/dev/null || { echo "test-gtk418: Swift is not installed on this machine" >&2; exit 1; }
toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")

if ! command -v debootstrap >/dev/null; then
  echo "test-gtk418: installing debootstrap" >&2
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null
fi

# The mirror this machine's apt uses, so the root comes from the same place.
mirror=$(grep -rhoE '^(URIs:|deb) +(\[[^]]*\] +)?https?://[^ ]+/debian/?( |$)' \
  /etc/apt/sources.list /etc/apt/sources.list.d 2>/dev/null | grep -oE 'https?://[^ ]+' | head -n 1 || true)
mirror=${mirror:-http://deb.debian.org/debian}

# A run that was killed may have left its bind mounts (the toolchain, /tmp, /dev): undo them
# first, so nothing below can reach through them.
awk -v root="$root/" 'index($2, root) == 1 { print $2 }' /proc/mounts | sort -r |
  while read -r stale; do umount -l "$stale" 2>/dev/null || true; done

mounted=()
cleanup() {
  local index
  for ((index = ${#mounted[@]} - 1; index >= 0; index--)); do
    umount "${mounted[index]}" 2>/dev/null || umount -l "${mounted[index]}" 2>/dev/null || true
  done
}
trap cleanup EXIT
bind() { # bind SOURCE TARGET-INSIDE-ROOT
  mkdir -p "$root$2"
  mount --bind "$1" "$root$2"
  mounted+=("$root$2")
}

# Swift 6 for Debian 12 runs on Debian 13 with these (gtk-notes); the project's own
# scripts install the GTK side inside the root, as on any fresh machine.
swift_packages=binutils,gcc,g++,libc6-dev,libstdc++-14-dev,libgcc-14-dev,libcurl4t64,libxml2,libedit2
swift_packages+=,libsqlite3-0,libncurses6,zlib1g-dev,python3,git,pkg-config,tzdata,ca-certificates,make
if [ ! -e "$root/.togglekit-ready" ]; then
  echo "== test-gtk418: making a Debian 13 root in $root from $mirror (once)"
  rm -rf --one-file-system "$root"
  mkdir -p "$root"
  start=$SECONDS
  debootstrap --variant=minbase --include="$swift_packages" "$suite" "$root" "$mirror" \
    >"$root.debootstrap.log" 2>&1 || { tail -n 30 "$root.debootstrap.log" >&2; exit 1; }
  touch "$root/.togglekit-ready"
  echo "   made in $((SECONDS - start)) s"
fi
cp /etc/resolv.conf "$root/etc/resolv.conf"

bind /proc /proc
bind /sys /sys
bind /dev /dev
bind /dev/pts /dev/pts
# The host's /tmp, so Xvfb's lock files and sockets agree and xvfb-run -a picks a free display.
bind /tmp /tmp
bind "$toolchain" "$toolchain"

# A copy of the project, not a bind mount: its .build is made against GTK 4.18 and kept
# for the next run, apart from the host's.
echo "== test-gtk418: copying the project into the root"
mkdir -p "$root/work/togglekit"
find "$root/work/togglekit" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf --one-file-system {} +
tar -C "$project" --exclude=./.build --exclude=./.swiftpm --exclude=./docs-site -cf - . |
  tar -C "$root/work/togglekit" -xf -
# SwiftPM does not rebuild Swift files when only a static inline body in a system library's
# header changed: a kept build made with another shim.h starts again.
shim_hash=$(sha256sum "$project/Sources/CGtk4/shim.h" | cut -d' ' -f1)
if [ "$(cat "$root/work/togglekit-shim.sha256" 2>/dev/null)" != "$shim_hash" ]; then
  rm -rf --one-file-system "$root/work/togglekit/.build"
  echo "$shim_hash" >"$root/work/togglekit-shim.sha256"
fi

# "$@" in single quotes is the inner bash's, which gets the arguments after it.
# shellcheck disable=SC2016
inside() {
  chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb CI="${CI:-}" TOGGLEKIT_IN_GTK418_ROOT=1 \
    PATH="$toolchain/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
    bash -c 'cd /work/togglekit && "$@"' inside "$@"
}
# shellcheck disable=SC2016  # $PRETTY_NAME is the root's, read by its own sh
system=$(chroot "$root" sh -c '. /etc/os-release; echo "$PRETTY_NAME"')
if [ $# -gt 0 ]; then
  echo "== test-gtk418: $* on $system"
  inside "$@"
  exit
fi
echo "== test-gtk418: the README's two commands on $system"
inside bash -c 'bash scripts/gallery.sh && bash scripts/test.sh'
