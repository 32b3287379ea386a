#!/usr/bin/env bash
# A developer check, not part of the test command: the README's two commands on a
# brand-new machine, as a newcomer runs them. For each run it makes a new Debian root with
# debootstrap, with nothing in it but swift.org's prerequisites for that release and this
# machine's Swift toolchain bound in at the same path, clones the project's committed HEAD
# into /root/ToggleKit there, runs `bash scripts/gallery.sh` and then `bash scripts/test.sh`
# as root with a new, empty home, and removes the root. Nothing carries over between runs:
# no apt cache, no build, no dconf database, no home folder.
#
# Usage: bash scripts/check-fresh-machine.sh [bookworm|trixie] [RUNS]   (default: bookworm 1)
# Needs root (debootstrap, chroot, bind mounts) and Debian's mirror as this machine's apt
# reaches it. Each run takes 15 to 25 minutes on 2 cores. Logs go to
# /var/tmp/togglekit-fresh/SUITE-N.log; the last line is "N passed, N failed" over the runs.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
project=$(pwd)
suite=${1:-bookworm}
runs=${2:-1}
logs=/var/tmp/togglekit-fresh

[ "$(id -u)" -eq 0 ] || { echo "check-fresh-machine: needs root" >&2; exit 1; }
command -v swift >/dev/null || { echo "check-fresh-machine: Swift is not installed here" >&2; exit 1; }
toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")
if ! command -v debootstrap >/dev/null; then
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null
fi
mirror=$(grep -rhoE '^(URIs:|deb) +(\[[^]]*\] +)?https?://[^ ]+/debian/?( |$)' \
  /etc/apt/sources.list /etc/apt/sources.list.d 2>/dev/null | grep -oE 'https?://[^ ]+' | head -n 1 || true)
mirror=${mirror:-http://deb.debian.org/debian}

# swift.org's prerequisites for the release (its install page and Dockerfiles; gold is in
# Debian 12's binutils itself), and
# nothing else: the project's own scripts must install everything they use.
case "$suite" in
  bookworm) prerequisites=binutils,gcc,git,libcurl4-openssl-dev,libedit-dev,libicu-dev,libncurses-dev,libpython3-dev,libsqlite3-dev,libstdc++-12-dev,libxml2-dev,pkg-config,tzdata,uuid-dev,ca-certificates ;;
  # Debian 13 has no swift.org list for the Debian 12 toolchain bound in here; these are
  # what it needs to run there (as scripts/test-gtk418.sh's root).
  trixie) prerequisites=binutils,gcc,g++,git,libc6-dev,libcurl4t64,libedit2,libgcc-14-dev,libncurses6,libsqlite3-0,libstdc++-14-dev,libxml2,pkg-config,python3,tzdata,zlib1g-dev,ca-certificates ;;
  *) echo "check-fresh-machine: suite must be bookworm or trixie" >&2; exit 2 ;;
esac

mkdir -p "$logs"
passed=0 failed=0
root=""
mounted=()
undo() {
  local index
  for ((index = ${#mounted[@]} - 1; index >= 0; index--)); do
    umount "${mounted[index]}" 2>/dev/null || umount -l "${mounted[index]}" 2>/dev/null || true
  done
  mounted=()
  [ -n "$root" ] || return 0
  # Never remove a root that still has a mount inside: /tmp and the toolchain are bound in
  # from this machine, on the same file system, where --one-file-system cannot tell.
  if awk -v root="$root/" 'index($2, root) == 1 { found = 1 } END { exit !found }' /proc/mounts; then
    echo "check-fresh-machine: $root still has mounts inside; left in place" >&2
  else
    rm -rf --one-file-system "$root"
  fi
  root=""
}
trap undo EXIT
bind() { # bind SOURCE TARGET-INSIDE-ROOT
  mkdir -p "$root$2"
  mount --bind "$1" "$root$2"
  mounted+=("$root$2")
}

for run in $(seq "$runs"); do
  log=$logs/$suite-$run.log
  root=$(mktemp -d /var/tmp/togglekit-fresh-root-XXXXXX)
  start=$SECONDS
  echo "== run $run of $runs: a new Debian $suite root in $root (log: $log)"
  if ! debootstrap --variant=minbase --include="$prerequisites" "$suite" "$root" "$mirror" >"$log" 2>&1; then
    tail -n 20 "$log"
    failed=$((failed + 1))
    undo
    continue
  fi
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  bind /proc /proc
  bind /sys /sys
  bind /dev /dev
  bind /dev/pts /dev/pts
  # The host's /tmp, so Xvfb's lock files agree and xvfb-run -a picks a free display.
  bind /tmp /tmp
  bind "$toolchain" "$toolchain"
  git clone -q --no-local "$project" "$root/root/ToggleKit"
  echo "   commit $(git -C "$root/root/ToggleKit" rev-parse --short HEAD), root made in $((SECONDS - start)) s"
  # As a newcomer: a login shell's environment, the README's two commands, in the clone.
  # shellcheck disable=SC2016  # the inner bash expands them
  chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
    PATH="$toolchain/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
    bash -c 'cd /root/ToggleKit && bash scripts/gallery.sh && test -s gallery.png && bash scripts/test.sh' \
    >>"$log" 2>&1
  status=$?
  grep -E "passed, [0-9]+ failed|Test run with|FAILED|^====? |^== " "$log" | grep -vE "^== (swift build|the README)" |
    tail -n 20 | sed 's/^/   /'
  if [ "$status" -eq 0 ]; then
    passed=$((passed + 1))
    echo "   run $run passed in $((SECONDS - start)) s"
  else
    failed=$((failed + 1))
    echo "   run $run FAILED (exit $status) after $((SECONDS - start)) s; the log's end:"
    tail -n 30 "$log" | sed 's/^/   | /'
  fi
  undo
done
echo "fresh machines ($suite): $passed passed, $failed failed"
[ "$failed" -eq 0 ]
