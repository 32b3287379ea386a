#!/usr/bin/env bash
# The Rust crates of Bindings/Rust against an installed ToggleKit, on gtk-rs 0.11 (gtk4 0.11,
# glib 0.22) as Debian testing packages it, offline:
#   - gir makes them again (Bindings/Rust/regenerate.sh) from their committed GIR copy and
#     from the installed GIR: the code may not change, so the crates follow the header;
#   - cargo builds them and their examples with no warning, the -sys crate's ABI tests (C's
#     sizes, alignments and constants against Rust's) pass, and the crate's doc example builds;
#   - the settings example runs its checks, and the preferences example app answers real X
#     input (XTest), its widgets read back through AT-SPI from another process.
# Run by Tests/Introspection/run.sh, whose scratch install PKG_CONFIG_PATH and LD_LIBRARY_PATH
# name, as
#   bash Tests/Rust/run.sh GIR
# from the project folder. Prints "N passed, N failed" last. Exits 77 where Debian has no
# gtk-rs 0.11 (Debian 13 has 0.9): the GTK 4.24 run (scripts/test-gtk424.sh) checks them.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
# shellcheck source=Tests/Support/checks.sh
source Tests/Support/checks.sh
gir=$(readlink -f "${1:?usage: run.sh GIR}")
packages=(cargo rustc gir-rust-code-generator librust-gtk4-dev librust-shell-words-dev librust-tempfile-dev)

gtk_rs=$(apt-cache policy librust-gtk4-dev 2>/dev/null | sed -n 's/^ *Candidate: //p')
if [ -z "$gtk_rs" ] || [ "$gtk_rs" = "(none)" ] || ! dpkg --compare-versions "$gtk_rs" ge 0.11; then
  echo "  NOT RUN: the Rust crates need gtk-rs 0.11, and this Debian's librust-gtk4-dev is ${gtk_rs:-none}"
  exit 77
fi
start=$SECONDS
scratch=$(mktemp -d "${TMPDIR:-/tmp}/togglekit-rust-XXXXXX")
trap 'rm -rf "$scratch"' EXIT
bash scripts/install-dependencies.sh "${packages[@]}" >"$scratch/install.log" 2>&1
status=$?
[ $status -eq 0 ] || tail -n 20 "$scratch/install.log"
check "Debian's cargo, gir 0.22 and gtk-rs 0.11 crates (librust-gtk4-dev $gtk_rs) install" $status

# regenerate.sh writes beside itself and reads the project's CLibrary/VERSION and scripts: a
# project of links, with a copy of Bindings/Rust, so the checkout is not touched.
mkdir -p "$scratch/project/Bindings"
ln -s "$PWD/CLibrary" "$PWD/scripts" "$scratch/project/"
cp -r Bindings/Rust "$scratch/project/Bindings/Rust"
rm -rf "$scratch/project/Bindings/Rust"/*/target "$scratch/project/Bindings/Rust"/*/Cargo.lock
cp -r "$scratch/project/Bindings/Rust" "$scratch/crates"
# regenerate GIR-OR-OPTION NAME: the crates gir makes, compared with the committed ones. The
# committed GIR copy is left out of the comparison: another g-ir-scanner writes the same API
# in another form (attributes, line breaks), and only the code must match.
regenerate() {
  bash "$scratch/project/Bindings/Rust/regenerate.sh" "$1" >"$scratch/gir-$2.log" 2>&1
  local status=$?
  diff -ru -x target -x Cargo.lock -x .cargo -x gir-files "$scratch/crates" "$scratch/project/Bindings/Rust" \
    >"$scratch/gir-$2.diff" 2>&1 || status=1
  if [ $status -ne 0 ]; then
    cat "$scratch/gir-$2.log"
    head -n 60 "$scratch/gir-$2.diff"
    echo "  (to follow the new GIR: bash Bindings/Rust/regenerate.sh, then commit what it changes)"
  fi
  return $status
}
regenerate --from-copy copy
check "the committed crates are what gir 0.22 makes from their committed GIR copy (gir-files)" $?
regenerate "$gir" installed
check "the committed crates are what gir 0.22 makes from the installed ToggleKit-1.gir" $?

# Offline, from Debian's crates only, as Debian builds Rust.
mkdir -p "$scratch/cargo-home"
printf '%s\n' '[source.crates-io]' 'replace-with = "debian"' '[source.debian]' \
  'directory = "/usr/share/cargo/registry"' '[net]' 'offline = true' >"$scratch/cargo-home/config.toml"
export CARGO_HOME=$scratch/cargo-home CARGO_TARGET_DIR=$scratch/target
build_start=$SECONDS
(cd "$scratch/crates/togglekit" && cargo build --offline --examples) >"$scratch/cargo.log" 2>&1
status=$?
grep -E "^(warning|error)" "$scratch/cargo.log" | sed 's/^/    /'
[ $status -eq 0 ] || tail -n 30 "$scratch/cargo.log"
! grep -qE "^warning" "$scratch/cargo.log" && [ $status -eq 0 ]
check "cargo builds togglekit-sys, togglekit and the examples offline, with no warning ($((SECONDS - build_start)) s)" $?

(cd "$scratch/crates/togglekit-sys" && cargo test --offline) >"$scratch/abi.log" 2>&1
status=$?
grep -E "^test .* \.\.\. |^test result" "$scratch/abi.log" | sed 's/^/    /'
[ $status -ne 0 ] && tail -n 30 "$scratch/abi.log"
# Both of gir's ABI tests, by name: a run that found no test would pass too.
[ $status -eq 0 ] && grep -q '^test cross_validate_constants_with_c \.\.\. ok$' "$scratch/abi.log" &&
  grep -q '^test cross_validate_layout_with_c \.\.\. ok$' "$scratch/abi.log"
check "togglekit-sys's ABI tests: Rust's constants, sizes and alignments are the C compiler's" $?

(cd "$scratch/crates/togglekit" && cargo test --offline --doc) >"$scratch/doc.log" 2>&1
status=$?
[ $status -eq 0 ] && grep -qE '^test src/lib.rs - \(line [0-9]+\) - compile \.\.\. ok$' "$scratch/doc.log" || status=1
[ $status -eq 0 ] || tail -n 30 "$scratch/doc.log"
check "the crate's documented example (src/lib.rs) builds" $status

examples=$CARGO_TARGET_DIR/debug/examples
G_DEBUG=fatal-warnings bash Tests/Support/session.sh "$examples/settings" >"$scratch/settings.log" 2>&1
status=$?
sed 's/^/    /' "$scratch/settings.log"
grep -q '^ok: Rust 1\.' "$scratch/settings.log" || status=1
check "the settings example's checks pass against the installed library" $status

bash Tests/Support/session.sh --screen 1024x768x24 bash Tests/Rust/preferences-e2e.sh "$examples/preferences" \
  >"$scratch/e2e.log" 2>&1
status=$?
grep -vE "^dbus-daemon|SpiRegistry" "$scratch/e2e.log" | sed 's/^/    /'
check "the preferences app answers real clicks, read back through AT-SPI" $status

echo "  (the Rust checks took $((SECONDS - start)) s)"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
