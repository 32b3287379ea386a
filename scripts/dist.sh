#!/usr/bin/env bash
# The release tarball (`make dist`): .build/dist/togglekit-VERSION.tar.xz, VERSION from
# CLibrary/VERSION, holding the project's tracked files under togglekit-VERSION/, so that
# `tar xf; meson setup; meson compile; meson test` builds and tests it with no git checkout.
# debian/ is left out: Debian's packaging is not part of the upstream release, and a
# 3.0 (quilt) source package adds its own debian/ to this tarball as its orig tarball.
#   dist.sh [--allow-dirty] [OUTPUT-DIR]
# A release is made from a commit: uncommitted changes to tracked files, or new files that
# are not ignored, are refused, as they would be in the tarball and in no commit.
# --allow-dirty takes the work tree as it is (tracked and new files), for checks of changes
# not yet committed (scripts/check-debian-package.sh). The archive is reproducible: sorted
# names, owner root, every time the newest commit's.
set -euo pipefail
cd "$(dirname "$0")/.."
allow_dirty=false
if [ "${1:-}" = --allow-dirty ]; then
  allow_dirty=true
  shift
fi
output=${1:-.build/dist}
version=$(sed -n 's/^version=//p' CLibrary/VERSION)
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || {
  echo "dist: CLibrary/VERSION has no version=MAJOR.MINOR.MICRO line" >&2
  exit 1
}
git rev-parse --git-dir >/dev/null 2>&1 || {
  echo "dist: not a git checkout: the tarball is made from the tracked files" >&2
  exit 1
}
if [ "$allow_dirty" = false ] && [ -n "$(git status --porcelain --untracked-files=normal)" ]; then
  git status --short >&2
  echo "dist: the work tree has changes that are in no commit (above): commit them, or" \
    "pass --allow-dirty for a tarball that is not a release" >&2
  exit 1
fi
name=togglekit-$version
mkdir -p "$output"
tarball=$(cd "$output" && pwd)/$name.tar.xz
stamp=$(git log -1 --format=%ct)
# Tracked and new (not ignored) files that exist, without debian/; names, owners, times and
# modes fixed, so the same commit makes the same tarball whatever the checkout's umask.
git ls-files -z --cached --others --exclude-standard -- . ':!:debian' |
  while IFS= read -r -d '' file; do
    [ -e "$file" ] || [ -L "$file" ] && printf '%s\0' "$file"
  done | LC_ALL=C sort -z |
  tar --null -T - --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$stamp" \
    --mode=u+rw,go=rX \
    --transform="s,^,$name/," -cf - |
  xz -9 -T1 >"$tarball.tmp"
mv "$tarball.tmp" "$tarball"
echo "$tarball"
