#!/usr/bin/env bash
# The Debian package, built as Debian builds it and installed as a user gets it:
#   1. a Debian 13 build root with debian/control's Build-Depends, Swift included: Debian's
#      own swiftlang (6.0.3), not the swift.org toolchain this machine builds with;
#   2. the source package as a sponsor gets it: the release tarball (scripts/dist.sh, the
#      tracked files and new ones) as togglekit_VERSION.orig.tar.xz, debian/ added, and
#      dpkg-buildpackage -us -uc there, which makes the 3.0 (quilt) source and the binaries
#      and runs the build-time tests (meson test: C, Python, GJS, Vala under Xvfb);
#   3. lintian -EIL +pedantic on the source and the binaries (the .changes): no error and
#      no warning (the rest is printed);
#   4. a new Debian 13 root with no Swift compiler: `apt install ./*.deb` must resolve every
#      dependency from Debian, then autopkgtest runs debian/tests (a Python, a GJS and a C
#      client) on the source package and the binaries there;
# The Rust crates follow gtk-rs 0.11, which Debian 13 does not have (its librust-gtk4-dev is
# 0.9): Tests/Rust/run.sh checks them in the GTK 4.24 run, in Debian testing.
# A pristine root is made with debootstrap once and kept (TOGGLEKIT_DEBIAN_ROOTS, about 3 GB
# with the downloads); the build root and the install root are fresh copies of it on every
# run, and the build runs as an ordinary user. Needs root and Debian's
# mirror. Prints "N passed, N failed" last; exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
roots=${TOGGLEKIT_DEBIAN_ROOTS:-/var/cache/togglekit/debian-package}
suite=trixie
# shellcheck source=Tests/Support/checks.sh
source Tests/Support/checks.sh

[ "$(id -u)" -eq 0 ] || { echo "check-debian-package: needs root (debootstrap, chroot)" >&2; exit 1; }
if ! command -v debootstrap >/dev/null; then
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null
fi
mirror=$(grep -rhoE '^(URIs:|deb) +(\[[^]]*\] +)?https?://[^ ]+/debian/?( |$)' \
  /etc/apt/sources.list /etc/apt/sources.list.d 2>/dev/null | grep -oE 'https?://[^ ]+' | head -n 1 || true)
mirror=${mirror:-http://deb.debian.org/debian}

mounted=()
cleanup() {
  local index
  for ((index = ${#mounted[@]} - 1; index >= 0; index--)); do
    umount "${mounted[index]}" 2>/dev/null || umount -l "${mounted[index]}" 2>/dev/null || true
  done
}
trap cleanup EXIT
in_root() { # in_root ROOT COMMAND: runs COMMAND with bash inside ROOT, /proc mounted
  local root=$1
  shift
  if ! mountpoint -q "$root/proc"; then
    mount -t proc proc "$root/proc" && mounted+=("$root/proc")
  fi
  chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
    DEBIAN_FRONTEND=noninteractive bash -c "$*"
}
# A new copy of the pristine root at ROOT. Anything still mounted inside an old copy (a run
# that was killed, or a hand-made chroot session) is unmounted first: rm --one-file-system
# would skip it, and cp -a would then copy the pristine root *into* the leftover directory.
fresh_root() {
  local root=$1 mount_point
  while read -r mount_point; do
    umount "$mount_point" 2>/dev/null || umount -l "$mount_point" 2>/dev/null || true
  done < <(awk -v root="$root" 'index($2, root "/") == 1 { print $2 }' /proc/mounts | sort -r)
  rm -rf --one-file-system "$root"
  if [ -e "$root" ]; then
    echo "check-debian-package: could not remove the old root $root" >&2
    return 1
  fi
  cp -a "$pristine" "$root"
}
# A Debian 13 minbase root at ROOT, made once (debootstrap's own --include resolves
# dependencies badly, so packages are added with apt afterwards).
make_root() {
  local root=$1
  [ -e "$root/.togglekit-ready" ] && return 0
  echo "== making a Debian 13 root in $root from $mirror (once)"
  rm -rf --one-file-system "$root"
  mkdir -p "$root"
  debootstrap --variant=minbase "$suite" "$root" "$mirror" >"$roots/debootstrap.log" 2>&1 ||
    { tail -20 "$roots/debootstrap.log"; return 1; }
  touch "$root/.togglekit-ready"
}

mkdir -p "$roots"
pristine=$roots/pristine
make_root "$pristine"
check "a Debian 13 root (debootstrap, minbase)" $?

echo "== build: dpkg-buildpackage with Debian's swiftlang, as a user, in a new root"
# A new copy each run, so that a Build-Depends missing from debian/control fails here rather
# than being found in a root an earlier run filled; downloads are kept between runs.
build_root=$roots/build
fresh_root "$build_root" || exit 1
mkdir -p "$roots/archives/partial"
cp -a "$roots/archives/." "$build_root/var/cache/apt/archives/"
# The upstream release tarball of the project's files, tracked or new (not ignored): what
# `make dist` makes from a clean checkout. debian/ is not in it and is added beside it.
version=$(sed -n 's/^version=//p' CLibrary/VERSION)
debian_version=$(dpkg-parsechangelog -S Version 2>/dev/null || sed -n '1s/^[^(]*(\([^)]*\)).*/\1/p' debian/changelog)
[ "${debian_version%-*}" = "$version" ] ||
  { echo "check-debian-package: debian/changelog's $debian_version is not CLibrary/VERSION's $version" >&2; exit 1; }
rm -rf "$roots/dist"
bash scripts/dist.sh --allow-dirty "$roots/dist" >/dev/null || exit 1
! tar -tJf "$roots/dist/togglekit-$version.tar.xz" | grep -q "^togglekit-$version/debian/"
check "the release tarball togglekit-$version.tar.xz (scripts/dist.sh) holds no debian/" $?
source_dir=/src/togglekit-$version
mkdir -p "$build_root/src"
cp "$roots/dist/togglekit-$version.tar.xz" "$build_root/src/togglekit_$version.orig.tar.xz"
tar -xJf "$roots/dist/togglekit-$version.tar.xz" -C "$build_root/src"
git ls-files -z --cached --others --exclude-standard -- debian | tar --null -T - -c |
  tar -x -C "$build_root$source_dir"
in_root "$build_root" "apt-get update -qq && apt-get install -y -qq --no-install-recommends \
  build-essential dpkg-dev equivs >/dev/null && cd $source_dir &&
  apt-get build-dep -y -qq ./ >/dev/null" >"$roots/build-deps.log" 2>&1
status=$?
[ $status -eq 0 ] || tail -20 "$roots/build-deps.log"
cp -a "$build_root/var/cache/apt/archives/." "$roots/archives/" 2>/dev/null
check "the Build-Depends install from Debian, swiftlang among them" $status
in_root "$build_root" "swiftc --version 2>&1 | head -1" | sed 's/^/    /'
# Rules-Requires-Root: no, so the build runs as an ordinary user, as Debian's builders do.
in_root "$build_root" "useradd --create-home builder && chown -R builder /src &&
  runuser -u builder -- timeout -k 10 2400 sh -c 'cd $source_dir && dpkg-buildpackage -us -uc'" \
  >"$roots/build.log" 2>&1
status=$?
[ $status -eq 0 ] || tail -60 "$roots/build.log"
debs=("$build_root"/src/*.deb)
for file in "$build_root"/src/*.dsc "$build_root"/src/*.debian.tar.* "${debs[@]}"; do
  [ -e "$file" ] && echo "    $(basename "$file")"
done
dsc=$build_root/src/togglekit_$debian_version.dsc
[ $status -eq 0 ] && [ -e "${debs[0]}" ] && grep -qx 'Format: 3.0 (quilt)' "$dsc" &&
  grep -q " togglekit_$version.orig.tar.xz$" "$dsc"
check "dpkg-buildpackage -us -uc builds the 3.0 (quilt) source on the release tarball, and the binaries" $?
# The build-time tests: dh_auto_test's meson test, every language run and none skipped.
summary=$(sed -n '/^Ok: /,/^Timeout: /p' "$roots/build.log")
echo "$summary" | tr -s ' ' | paste -sd ' ' | sed 's/^/    meson test: /'
grep -E '^ *[0-9]+/[0-9]+ .* (FAIL|SKIP|TIMEOUT|ERROR) ' "$roots/build.log" | sed 's/^/    /'
ok=$(echo "$summary" | sed -n 's/^Ok: *\([0-9]*\).*/\1/p')
[ "${ok:-0}" -ge 6 ] && echo "$summary" | grep -qE '^Fail: +0 *$' &&
  echo "$summary" | grep -qE '^Skipped: +0 *$' && echo "$summary" | grep -qE '^Timeout: +0 *$'
check "the build runs meson test: the C, Python, GJS and Vala tests pass, none skipped" $?
# Swift's runtime has no stable ABI on Linux: the library takes the runtime release it was
# built with, and a package built against it takes ToggleKit 1.0 or later (shlibs).
depends=$(dpkg-deb -f "$build_root"/src/libtogglekit-gtk-1-0_*.deb Depends 2>/dev/null)
shlibs=$(dpkg-deb --ctrl-tarfile "$build_root"/src/libtogglekit-gtk-1-0_*.deb 2>/dev/null |
  tar -xO ./shlibs 2>/dev/null)
echo "    Depends: $depends"
echo "    shlibs: $shlibs"
[[ $depends =~ libswiftlang\ \(\>=\ [0-9.]+\),\ libswiftlang\ \(\<\<\ [0-9.]+~\) ]] &&
  [[ $shlibs == "libtogglekit-gtk-1 0 libtogglekit-gtk-1-0 (>= 1.0"* ]]
check "it needs the libswiftlang release it was built with, and apps need ToggleKit 1.0 on" $?
# The -dev package asks for the GTK its .pc asks for (the newest GTK_CHECK_VERSION gate of
# shim.h that the build's GTK passes), not a looser one.
dev_depends=$(dpkg-deb -f "$build_root"/src/libtogglekit-gtk-1-dev_*.deb Depends 2>/dev/null)
pc_gtk=$(dpkg-deb --fsys-tarfile "$build_root"/src/libtogglekit-gtk-1-dev_*.deb 2>/dev/null |
  tar -xO --wildcards '*/pkgconfig/togglekit-gtk-1.pc' 2>/dev/null | sed -n 's/^Requires:.*gtk4 >= \([0-9.]*\).*/\1/p')
echo "    -dev Depends: $dev_depends; .pc: gtk4 >= $pc_gtk"
[ -n "$pc_gtk" ] && [[ $dev_depends == *"libgtk-4-dev (>= $pc_gtk)"* ]]
check "the -dev package needs the GTK its .pc needs" $?
# The symbols file says which ToggleKit release each function came in, and dpkg-gensymbols
# compares it with what the library exports: any difference is a warning in the build log.
symbols=$(dpkg-deb --ctrl-tarfile "$build_root"/src/libtogglekit-gtk-1-0_*.deb 2>/dev/null |
  tar -xO ./symbols 2>/dev/null | grep -c '@TOGGLEKIT_GTK_1 ')
echo "    symbols: $symbols functions"
grep 'dpkg-gensymbols: warning' "$roots/build.log" | sed 's/^/    /'
[ "$symbols" -gt 0 ] && ! grep -q 'dpkg-gensymbols: warning' "$roots/build.log"
check "the package's symbols file matches the functions the library exports" $?
rm -rf "$build_root/tmp/library" && mkdir -p "$build_root/tmp/library"
in_root "$build_root" "dpkg-deb -x /src/libtogglekit-gtk-1-0_*.deb /tmp/library" 2>/dev/null
library=$(find "$build_root/tmp/library" -name 'libtogglekit-gtk-1.so.0' | head -n 1)
size=$(stat -c %s "${library:-/dev/null}")
needed=$(readelf -d "${library:-/dev/null}" 2>/dev/null | grep NEEDED | grep -c swift)
echo "    the library: $((size / 1024)) KiB; Swift runtime libraries it needs: $needed"
[ -n "$library" ] && [ "$size" -le $((2 * 1024 * 1024)) ] && [ "$needed" -gt 0 ]
check "the library links Swift's runtime from libswiftlang and is at most 2 MiB" $?
readelf -lW "${library:-/dev/null}" 2>/dev/null | grep -q GNU_RELRO &&
  readelf -dW "${library:-/dev/null}" 2>/dev/null | grep -q BIND_NOW
check "the library is hardened as Debian asks: full RELRO (GNU_RELRO and BIND_NOW)" $?

echo "== lintian"
# Installed after the build, so that the build root held only what Build-Depends pulls in.
in_root "$build_root" "apt-get install -y -qq --no-install-recommends lintian" \
  >"$roots/lintian-install.log" 2>&1 ||
  tail -20 "$roots/lintian-install.log"
# As a user: lintian warns when it runs as root. -E -I -L +pedantic: every tag but the
# experimental and overridden ones is shown; errors and warnings fail the check.
in_root "$build_root" "runuser -u builder -- sh -c 'cd /src && lintian -EIL +pedantic --show-overrides *.changes'" \
  >"$roots/lintian.log" 2>&1
status=$?
cp -a "$build_root/var/cache/apt/archives/." "$roots/archives/" 2>/dev/null
sed 's/^/    /' "$roots/lintian.log"
# lintian fails on an error by default; a lintian that did not run fails too; the source
# package must have been looked at.
[ $status -eq 0 ] && [ -e "${debs[0]}" ] && ! grep -qE '^[EW]: |not a readable file' "$roots/lintian.log" &&
  ! grep -q 'source-is-missing\|binary-only' "$roots/lintian.log"
check "lintian on the source and the binaries reports no error and no warning" $?

echo "== install into a new Debian 13 root with no Swift compiler"
install_root=$roots/install
fresh_root "$install_root" || exit 1
mkdir -p "$install_root/debs" "$install_root/clients"
cp "${debs[@]}" "$build_root"/src/togglekit_"$debian_version"* "$build_root/src/togglekit_$version.orig.tar.xz" \
  "$install_root/debs/"
in_root "$install_root" "apt-get update -qq && apt-get install -y -qq --no-install-recommends \
  /debs/*.deb \
  python3-gi gjs gcc libc6-dev pkgconf xvfb xauth >/dev/null" >"$roots/install.log" 2>&1
status=$?
[ $status -eq 0 ] || tail -20 "$roots/install.log"
check "apt install ./*.deb resolves every dependency from Debian" $status
in_root "$install_root" "dpkg -s libswiftlang >/dev/null && ! command -v swiftc &&
  ! command -v swift && ! dpkg -s swiftlang >/dev/null 2>&1"
check "the root has no Swift compiler (libswiftlang only)" $?

echo "== autopkgtest: debian/tests (a Python, a GJS and a C client) on the installed packages"
# The null virtualisation server runs the tests in this root, which is a new copy: it
# unpacks the source package, installs each test's Depends and the built packages.
in_root "$install_root" "apt-get install -y -qq --no-install-recommends autopkgtest dpkg-dev >/dev/null" \
  >"$roots/autopkgtest-install.log" 2>&1 || tail -20 "$roots/autopkgtest-install.log"
in_root "$install_root" "cd /debs && timeout -k 10 900 autopkgtest --no-built-binaries \
  ./*.deb ./togglekit_$debian_version.dsc -- null" >"$roots/autopkgtest.log" 2>&1
status=$?
sed -n '/@@@@@@@@@@@@@@@@@@@@ summary$/,$p' "$roots/autopkgtest.log" | grep -E '^[^ ]+ +(PASS|FAIL|SKIP|FLAKY|BROKEN)' | sed 's/^/    /'
[ $status -eq 0 ] || tail -40 "$roots/autopkgtest.log"
tests=$(sed -n '/@@@@@@@@@@@@@@@@@@@@ summary$/,$p' "$roots/autopkgtest.log" | grep -cE ' PASS$')
[ $status -eq 0 ] && [ "$tests" -eq 3 ]
check "autopkgtest: the Python, GJS and C clients pass against the installed packages" $?

echo "== what loading the packaged library costs, beside libadwaita (printed, not checked)"
cp Tests/Introspection/bench_load.py "$install_root/clients/"
in_root "$install_root" "apt-get install -y -qq --no-install-recommends gir1.2-adw-1 >/dev/null 2>&1 &&
  cd /clients && timeout -k 10 600 xvfb-run -a python3 bench_load.py" 2>&1 | sed 's/^/    /'

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
