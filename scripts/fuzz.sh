#!/usr/bin/env bash
# Builds the core with libFuzzer and AddressSanitizer, replays the kept regressions,
# then fuzzes for $1 seconds (default 60). New crash inputs are copied into
# Tests/Fuzz/regressions, where `swift test` replays them too. Prints "fuzz: crashes=N runs=N".
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
seconds="${1:-60}"
out=.build/fuzz
rm -rf "$out/artifacts"
mkdir -p "$out/artifacts" "$out/corpus"
mapfile -t core_sources < <(find Sources/ToggleKit -name "*.swift" | sort)
swiftc -parse-as-library -O -sanitize=fuzzer,address -module-name ToggleKit -emit-module \
  -emit-module-path "$out/ToggleKit.swiftmodule" -emit-library -static -o "$out/libToggleKit.a" \
  "${core_sources[@]}" >"$out/build.log" 2>&1 || { cat "$out/build.log"; echo "fuzz: build failed"; exit 1; }
swiftc -parse-as-library -O -sanitize=fuzzer,address -I "$out" -L "$out" -lToggleKit \
  Tests/Fuzz/FuzzCore.swift Tests/ToggleKitTests/Support/ModelCheck.swift \
  Tests/ToggleKitTests/Support/ReferenceModel.swift Tests/ToggleKitTests/Support/RecordingHost.swift \
  Tests/ToggleKitTests/Support/FuzzInput.swift Tests/ToggleKitTests/Support/GroupModel.swift \
  Tests/ToggleKitTests/Support/GroupModelRun.swift Tests/ToggleKitTests/Support/StoreModel.swift \
  Tests/ToggleKitTests/Support/StoreModelRun.swift Tests/ToggleKitTests/Support/TreeModel.swift \
  Tests/ToggleKitTests/Support/TreeModel+Unplaced.swift Tests/ToggleKitTests/Support/TreeModelRun.swift \
  -o "$out/fuzz-core" >>"$out/build.log" 2>&1 || { grep error "$out/build.log"; echo "fuzz: build failed"; exit 1; }

export ASAN_OPTIONS=detect_leaks=0
crashes=0
"$out/fuzz-core" -runs=0 Tests/Fuzz/regressions/* >"$out/replay.log" 2>&1 || {
  echo "fuzz: a kept regression input fails again"; tail -n 20 "$out/replay.log"; crashes=$((crashes + 1)); }
"$out/fuzz-core" -max_total_time="$seconds" -artifact_prefix="$out/artifacts/" -print_final_stats=1 \
  "$out/corpus" Tests/Fuzz/regressions >"$out/fuzz.log" 2>&1
runs=$(grep -E "stat::number_of_executed_units" "$out/fuzz.log" | awk '{print $2}')
for artifact in "$out"/artifacts/crash-* "$out"/artifacts/timeout-* "$out"/artifacts/oom-*; do
  [ -e "$artifact" ] || continue
  crashes=$((crashes + 1))
  cp "$artifact" Tests/Fuzz/regressions/
  echo "fuzz: kept $(basename "$artifact") in Tests/Fuzz/regressions (commit it)"
  grep -m 3 -E "Fatal error|ERROR: AddressSanitizer|diverged" "$out/fuzz.log"
done
echo "fuzz: crashes=$crashes runs=${runs:-0}"
