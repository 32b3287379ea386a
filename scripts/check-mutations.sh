#!/usr/bin/env bash
# The mutations below are Swift source, quoted as written: no expansion is meant.
# shellcheck disable=SC2016
# Shows that each reference model catches a deliberate break of the code it checks: for each
# owner (a toggle, a group, a store, a tree), one mutation of the source is applied, the
# model-based tests run over TOGGLEKIT_MUTATION_EVENTS events (default 1,200,000, as
# `make stress`), and the mutation is taken out again. Prints one line per mutation,
#   mutation <owner>: <what> divergences=N
# and fails if a model reports none. A model that restates the code cannot catch its bugs;
# one written from the contract's words must (docs/contract.md).
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
events=${TOGGLEKIT_MUTATION_EVENTS:-1200000}
backup=$(mktemp -d)
mutated=""
restore() { [ -n "$mutated" ] && cp "$backup/file" "$mutated"; mutated=""; }
trap 'restore; rm -rf "$backup"; swift build --build-tests >/dev/null 2>&1' EXIT
failed=0

# mutate OWNER WHAT FILE OLD NEW VARIABLE FILTER
mutate() {
  local owner=$1 what=$2 file=$3 old=$4 new=$5 variable=$6 filter=$7
  if ! git diff --quiet -- "$file"; then
    echo "mutation $owner: $file has changes of its own; commit them first" >&2
    exit 1
  fi
  cp "$file" "$backup/file"
  mutated=$file
  python3 - "$file" "$old" "$new" <<'PY' || { echo "mutation $owner: its anchor is gone from $file" >&2; exit 1; }
import sys
path, old, new = sys.argv[1:4]
text = open(path).read()
if old not in text:
    sys.exit(1)
open(path, "w").write(text.replace(old, new, 1))
PY
  if ! swift build --build-tests 2>&1 | grep -vE "prohibited flag" | grep -E "error:" >/dev/null; then
    local line
    line=$(env "TOGGLEKIT_${variable}_EVENTS=$events" swift test --skip-build --filter "$filter" 2>&1 |
      grep -m1 -oE "divergences=[0-9]+")
    echo "mutation $owner: $what ${line:-divergences=?}"
    [ "${line#divergences=}" != "0" ] && [ -n "$line" ] || failed=1
  else
    echo "mutation $owner: $what does not build"
    failed=1
  fi
  restore
}

mutate toggle "an optimistic failure keeps the proposal" \
  Sources/ToggleKit/ToggleCoordinator+Commit.swift \
  'if value != previous, machine.set(previous) != nil {' \
  'if false, value != previous, machine.set(previous) != nil {' \
  MODEL ModelBasedTests
mutate toggle "a rollback is told from the value before to the proposal" \
  Sources/ToggleKit/ToggleCoordinator+Commit.swift \
  'from: request.proposedValue, to: previous, cause: .user, phase: .rolledBack(failure))' \
  'from: previous, to: request.proposedValue, cause: .user, phase: .rolledBack(failure))' \
  MODEL ModelBasedTests
mutate group "the member turned on goes on before the member turned off goes off" \
  Sources/ToggleKit/ToggleGroup.swift \
  'for other in selected { other.applyUserChangeForGroup(.off) }
        }
        toggle.applyUserChangeForGroup(value)' \
  'toggle.applyUserChangeForGroup(value)
          for other in selected { other.applyUserChangeForGroup(.off) }
        }
        if !clearsOthers { toggle.applyUserChangeForGroup(value) }' GROUP GroupModelTests
mutate group "an exclusive activation skips disabled members" \
  Sources/ToggleKit/ToggleGroup.swift \
  'let selected = selectedMembers.filter { $0 !== toggle }' \
  'let selected = selectedMembers.filter { $0 !== toggle && $0.isEnabled }' GROUP GroupModelTests
mutate store "an exclusive activation skips disabled items" \
  Sources/ToggleKit/Store/ToggleStore+Activation.swift \
  'let others = on.indices.filter { $0 != slot }' \
  'let others = on.indices.filter { $0 != slot && !disabledSlots.contains($0) }' STORE StoreModelTests
mutate store "an item's rollback is told from the value before to the proposal" \
  Sources/ToggleKit/Store/ToggleStore+Activation.swift \
  'tell(parts, cause: .user, phase: .rolledBack(failure), animated: true, by: row)' \
  'tell(parts.map { (slot: $0.slot, old: $0.new, new: $0.old) }, cause: .user, phase: .rolledBack(failure), animated: true, by: row)' \
  STORE StoreModelTests
mutate store "a bulk change is told as a list of items" \
  Sources/ToggleKit/Store/ToggleStore.swift \
  'deliver(Change(cause: cause, phase: phase, items: [], bulk: bulk)) {' \
  'deliver(Change(cause: cause, phase: phase, items: bulk.changedSlots().map { Change.Item(id: slots[$0], oldValue: bulk.valueBefore($0), newValue: bulk.valueAfter($0)) }, bulk: nil)) {' \
  STORE StoreModelTests
mutate tree "a section's activation skips disabled siblings" \
  Sources/ToggleKit/Tree/TreeCore.swift \
  'for sibling in childNumbers(of: parent) where sibling != node {' \
  'for sibling in childNumbers(of: parent) where sibling != node && !flags[.disabled, sibling] {' \
  TREE TreeModelTests
mutate tree "a set of the user's or code's supersedes no kept entry (T8)" \
  Sources/ToggleKit/Tree/TreeCore+Unplaced.swift \
  'if record.changeCount != changesBefore { reachedAnchors.append(contentsOf: reached) }' \
  'if false, record.changeCount != changesBefore { reachedAnchors.append(contentsOf: reached) }' \
  TREE TreeModelTests
mutate tree "a node arriving for a kept entry takes its parent's value (T8)" \
  Sources/ToggleKit/Tree/ToggleTree+Unplaced.swift \
  'if let given { return given }' 'return given' TREE TreeModelTests
mutate tree "a confirmed save's rollback is told from the value before to the proposal (T10)" \
  Sources/ToggleKit/Tree/TreeRecord.swift \
  'copy.items = items.reversed().map { Entry(node: $0.node, old: $0.new, new: $0.old) }' \
  'copy.items = items.reversed().map { Entry(node: $0.node, old: $0.old, new: $0.new) }' \
  TREE TreeModelTests
exit $failed
