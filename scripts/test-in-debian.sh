#!/usr/bin/env bash
# Runs the README's two commands (the gallery, then every test) inside a Debian root made
# with debootstrap, with this machine's Swift toolchain bound in at the same path:
#   test-in-debian.sh trixie   Debian 13: GLib 2.84, GTK 4.18 (scripts/test-gtk418.sh)
#   test-in-debian.sh forky    Debian testing: GLib 2.90, GTK 4.24 (scripts/test-gtk424.sh)
# The root is kept and reused: the first run makes it (a few minutes and about 1 GB), later
# runs only copy the project in and run.
#
# Needs root (debootstrap, chroot, mounts) and Debian's mirror as this machine's apt reaches
# it. TOGGLEKIT_TEST_ROOTS chooses the folder the roots live in. With arguments after the
# suite, runs them there instead, in the project's copy (for example
# `bash scripts/test-in-debian.sh forky bash scripts/gallery.sh --theme Adwaita:dark`).
set -euo pipefail
cd "$(dirname "$0")/.."
project=$(pwd)
suite=${1:-}
case "$suite" in
  trixie | forky) shift ;;
  *)
    echo "usage: test-in-debian.sh trixie|forky [COMMAND...]" >&2
    exit 2
    ;;
esac
name="test-in-debian $suite"
root=${TOGGLEKIT_TEST_ROOTS:-/var/cache/togglekit}/$suite

[ "$(id -u)" -eq 0 ] || { echo "$name: needs root (debootstrap, chroot, bind mounts)" >&2; exit 1; }
command -v swift >/dev/null || { echo "$name: Swift is not installed on this machine" >&2; exit 1; }
toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")

if ! command -v debootstrap >/dev/null; then
  echo "$name: installing debootstrap" >&2
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

# What swift.org's Swift for Debian 12 needs to run on each suite (gtk-notes); the project's
# own scripts install the GTK side inside the root, as on any fresh machine.
swift_packages=binutils,gcc,g++,libc6-dev,libcurl4t64,libedit2,libsqlite3-0,libncurses6,zlib1g-dev
swift_packages+=,python3,git,pkg-config,tzdata,ca-certificates,make,mount
script=()
case "$suite" in
  trixie) swift_packages+=,libstdc++-14-dev,libgcc-14-dev,libxml2 ;;
  # Debian 12's debootstrap has no forky script; sid's makes testing's roots too. forky's
  # libxml2 is libxml2-16 (SONAME libxml2.so.16), which the toolchain's libraries name as
  # libxml2.so.2: the root gets that link (README: Swift on such a distribution).
  forky)
    swift_packages+=,libxml2-16
    script=(/usr/share/debootstrap/scripts/sid)
    ;;
esac
if [ ! -e "$root/.togglekit-ready" ]; then
  echo "== $name: making a Debian $suite root in $root from $mirror (once)"
  rm -rf --one-file-system "$root"
  mkdir -p "$root"
  start=$SECONDS
  debootstrap --variant=minbase --include="$swift_packages" "$suite" "$root" "$mirror" "${script[@]}" \
    >"$root.debootstrap.log" 2>&1 || { tail -n 30 "$root.debootstrap.log" >&2; exit 1; }
  if [ "$suite" = forky ]; then
    # A dated copy of Debian's mirror serves testing's Release files past their Valid-Until
    # (a week): apt in the root must not refuse them. Stable suites carry no such date.
    echo 'Acquire::Check-Valid-Until "false";' >"$root/etc/apt/apt.conf.d/50togglekit-valid-until"
    ln -sf libxml2.so.16 "$root/usr/lib/$(uname -m)-linux-gnu/libxml2.so.2"
  fi
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

# A copy of the project, not a bind mount: its .build is made against this suite's GTK and
# kept for the next run, apart from the host's.
echo "== $name: copying the project into the root"
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

# The root is entered as a mount namespace of its own whose root it is (pivot_root), not with
# chroot: the kernel refuses a user namespace to a chrooted process, so bubblewrap, in which
# glycin (gdk-pixbuf 2.44's and GTK 4.20's image loaders) runs each decoder, would fail, and
# images would load unsandboxed with a warning, as on no user's desktop. The old root is
# unmounted inside. This is a test bed, not a jail: root in it still has the host's /proc,
# /sys and /dev bound in above.
# "$@" in single quotes is the inner shells', which get the arguments after them.
# shellcheck disable=SC2016
inside() {
  unshare --mount --propagation private --fork /bin/sh -c '
    root=$1
    shift
    mount --rbind "$root" "$root" && cd "$root" && mkdir -p .host && pivot_root . .host &&
      cd / && umount -l /.host && rmdir /.host && exec "$@"' enter "$root" \
    /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb CI="${CI:-}" TOGGLEKIT_IN_DEBIAN_ROOT="$suite" \
    PATH="$toolchain/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
    bash -c 'cd /work/togglekit && "$@"' inside "$@"
}
# shellcheck disable=SC2016  # $PRETTY_NAME is the root's, read by its own sh
system=$(chroot "$root" sh -c '. /etc/os-release; echo "$PRETTY_NAME"')
if [ $# -gt 0 ]; then
  echo "== $name: $* on $system"
  inside "$@"
  exit
fi
echo "== $name: the README's two commands on $system"
inside bash -c 'bash scripts/gallery.sh && bash scripts/test.sh'
