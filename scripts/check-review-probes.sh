#!/usr/bin/env bash
# Type-checks the second, third and fourth iOS reviews' probe clients (../shared/docs/reviews/
# *_f9952a2, Clients_0f73876, Clients_337685d) against this package and the iOS 16.5 SDK, and checks each
# outcome is the one the README and the issues' notes give. A developer check: it needs the workspace's
# ../shared/tools/apple-typecheck with its SDK cached, so the test command does not run it.
#
#   Clients_f9952a2/            one module; only the two calls of ApiProbes.swift that reach
#                               the old public host protocol fail (review #40 removed it), and
#                               the only warnings are the client's own, in Seed001Client.swift's
#                               awakeFromNib (nonisolated in the 16.5 SDK)
#   Standalone_f9952a2/*.swift  each alone: GroupByButton.swift compiles;
#                               SeedClassesVerbatim.swift fails loudly, as the README's
#                               migration paragraphs say; Overrides.swift fails (it names
#                               `nonexistent` on purpose, and overrides what is not open)
#   Clients_0f73876/*.swift     each alone: ListProbes.swift fails only at the plumbing that
#                               review #62 made tools' API (and at the bound row's raw save
#                               hooks, the adapter's since the fourth review), and warns at #63's renamed
#                               `cell.toggle`; SubclassProbes.swift still fails (a nonisolated
#                               override cannot read the cell's state: #53's supported way,
#                               the main-actor hooks, is in Tests/AppleProbes); SwiftUIProbes
#                               warns only at #59's renamed `isOn(_:)`
#   Clients_337685d/*/          each folder alone: ClientsCompile and FailSwitchHook compile
#                               with no warning (the switch's VoiceOver hook is open);
#                               HolesCompileToday fails exactly at the five statements that
#                               reach a coordinator's input and raw save hooks (now the
#                               adapter's SPI), and its other statements compile by the
#                               decisions docs/decisions/0032 lists; FailSPI fails at each of its
#                               ten statements; FailIsolation at each of its seven ERROR lines;
#                               FailSubclassHooks at both of its lines (a nonisolated override
#                               still cannot read the cell: the supported hooks are in
#                               Tests/AppleProbes/SubclassHookProbes.swift). ClientsIOS17 needs
#                               an iOS 17 SDK and is not checked.
set -euo pipefail
cd "$(dirname "$0")/.."
reviews=../shared/docs/reviews
tool=../shared/tools/apple-typecheck
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

check() {  # name, log, grep pattern that must match, grep pattern that must not
  if ! grep -Eq "$3" "$2"; then echo "FAIL $1: expected /$3/"; failures=$((failures + 1)); fi
  if [ -n "${4:-}" ] && grep -Eq "$4" "$2"; then
    echo "FAIL $1: unexpected:"; grep -E "$4" "$2" | head -5; failures=$((failures + 1))
  fi
}

mkdir -p "$work/Clients"
cp "$reviews"/Clients_f9952a2/*.swift "$work/Clients/"
"$tool" --all "$work/Clients" > "$work/clients.log" 2>&1 || true
check Clients "$work/clients.log" 'ApiProbes.swift:46:.*toggleSendValueNotifications'
errors=$(grep -E '^[^ ].*: (error|warning):' "$work/clients.log" \
  | grep -Ev 'ApiProbes.swift:4[67]:|Seed001Client.swift:2[6-9]:.*warning' || true)
if [ -n "$errors" ]; then
  echo "FAIL Clients: diagnostics other than the expected ones:"; echo "$errors"
  failures=$((failures + 1))
fi

for probe in GroupByButton Overrides SeedClassesVerbatim; do
  mkdir -p "$work/$probe"
  cp "$reviews/Standalone_f9952a2/$probe.swift" "$work/$probe/"
  "$tool" --all "$work/$probe" > "$work/$probe.log" 2>&1 || true
done
check GroupByButton "$work/GroupByButton.log" 'GroupByButton: ok' 'error:'
check SeedClassesVerbatim "$work/SeedClassesVerbatim.log" \
  "overriding non-open property|cannot override" 'SeedClassesVerbatim: ok'
check Overrides "$work/Overrides.log" 'overriding non-open property' 'Overrides: ok'

for probe in ListProbes SubclassProbes SwiftUIProbes; do
  mkdir -p "$work/$probe"
  cp "$reviews/Clients_0f73876/$probe.swift" "$work/$probe/"
  "$tool" --all "$work/$probe" > "$work/$probe.log" 2>&1 || true
done
check ListProbes "$work/ListProbes.log" "'rowDidActivate' is inaccessible due to '@_spi'"
unexpected=$(grep -E '^[^ ].*: error:' "$work/ListProbes.log" \
  | grep -Ev "'(rowDidActivate|rowWasSet|bind|valueByteCount|indexByteCount|boundRowCount|commitPolicy|onCommitRequest)' is inaccessible" || true)
if [ -n "$unexpected" ]; then
  echo "FAIL ListProbes: errors other than #62's:"; echo "$unexpected"; failures=$((failures + 1))
fi
check SubclassProbes "$work/SubclassProbes.log" "main actor-isolated property 'detail'"
check SwiftUIProbes "$work/SwiftUIProbes.log" "'isOn' is deprecated: renamed to 'binding\(for:\)'" \
  '^[^ ].*: error:'

# error_lines LOG FILE: the sorted, unique line numbers of FILE's errors in LOG.
error_lines() {
  grep -E "/$2:[0-9]+:[0-9]+: error:" "$1" | sed -E "s|.*/$2:([0-9]+):.*|\1|" | sort -nu | tr '\n' ' '
}
expect_errors() {  # name, log, file, the line numbers expected (sorted, space-separated)
  local got
  got=$(error_lines "$2" "$3")
  if [ "$got" != "$4 " ]; then
    echo "FAIL $1: errors at lines [$got], expected [$4 ]"; failures=$((failures + 1))
  fi
  if grep -Eq '^[^ ].*: warning:' "$2"; then
    echo "FAIL $1: warnings:"; grep -E '^[^ ].*: warning:' "$2" | head -5; failures=$((failures + 1))
  fi
}
for probe in ClientsCompile HolesCompileToday FailSPI FailIsolation FailSubclassHooks FailSwitchHook; do
  mkdir -p "$work/337685d/$probe"
  cp "$reviews/Clients_337685d/$probe"/*.swift "$work/337685d/$probe/"
  "$tool" --all "$work/337685d/$probe" > "$work/$probe.log" 2>&1 || true
done
for probe in ClientsCompile FailSwitchHook; do
  check "$probe" "$work/$probe.log" "$probe: ok" '^[^ ].*: (error|warning):'
done
expect_errors HolesCompileToday "$work/HolesCompileToday.log" Holes.swift "11 12 13 15 16"
expect_errors FailSPI "$work/FailSPI.log" SPIPlumbing.swift "9 10 11 12 13 14 15 16 17 18 19"
expect_errors FailIsolation "$work/FailIsolation.log" OffMainActor.swift "17 18 19 20 25 26 31"
expect_errors FailSubclassHooks "$work/FailSubclassHooks.log" SubclassHooks.swift "16 31"

if [ "$failures" -ne 0 ]; then echo "check-review-probes: $failures failed"; exit 1; fi
echo "check-review-probes: every probe as expected"
