# shellcheck shell=bash
# The tally the end-to-end and library scripts share: `check NAME STATUS` counts a check
# as passed when STATUS is 0 and prints it; each script prints "$passed passed, $failed
# failed" last. Sourced, not run.
passed=0
failed=0
check() { # check NAME CONDITION-EXIT-CODE
  if [ "$2" -eq 0 ]; then passed=$((passed + 1)); echo "  ok: $1"; else failed=$((failed + 1)); echo "  FAILED: $1"; fi
}
