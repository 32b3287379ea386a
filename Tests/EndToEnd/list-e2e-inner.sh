#!/usr/bin/env bash
# The list end-to-end checks (run by list-e2e.sh inside Tests/Support/session.sh): 100,000
# rows of a GtkListView over a ToggleStore, driven with real X input. Each step waits for
# the line the app prints once its input has been handled (Tests/EndToEnd/PROTOCOL.md), or
# for the rows that AT-SPI reads to show what is expected.
set -uo pipefail
# shellcheck source=Tests/Support/checks.sh
source Tests/Support/checks.sh  # run from the project folder, as each script is
# shellcheck source=Tests/Support/app.sh
source Tests/Support/app.sh
app_start "ToggleKit List" --list

rows() { /usr/bin/python3 Tests/EndToEnd/atspi_rows.py; }
# Whether every row in ROWS (atspi_rows.py's "n:checked:busy" words) has the checked state
# the expression gives for its item n: "all", "none" or a list such as "3,4,10".
rows_in() { echo "$1" | tr ' ' '\n' | awk -F: -v expr="$2" -v quiet="${3:-}" 'BEGIN { ok = 1; seen = 0 }
  { n = $1; c = $2; seen++; e = (expr == "all") ? 1 : (expr == "none") ? 0 : ((("," expr ",") ~ ("," n ",")) ? 1 : 0)
    if (c != e) { ok = 0; if (!quiet) print "    row " n " checked=" c ", expected " e > "/dev/stderr" } }
  END { exit (ok && seen > 0) ? 0 : 1 }'; }
# Waits (10 s at most) until every row AT-SPI reads has the state the expression gives:
# GTK updates the accessible tree as it handles the change, so a read can come a moment
# early. The last read's differences are printed.
rows_all() {
  local deadline=$((SECONDS + 10))
  until rows_in "$(rows)" "$1" quiet; do
    [ "$SECONDS" -lt "$deadline" ] || { rows_in "$(rows)" "$1"; return 1; }
    sleep 0.2
  done
}
busy_of() { echo "$2" | tr ' ' '\n' | awk -F: -v n="$1" '$1 == n { print $3 }'; }
# The rows of the newest whole layout the app printed.
last_layout() { awk '/^layout: done$/ { last = block; block = ""; next } /^layout: / { block = block $0 "\n" } END { printf "%s", last }' "$out/stdout"; }
# Presses KEY, then waits for a whole layout that shows a row matching REGEX: the list
# prints one after each scroll settles, and a long scroll may print several.
scroll_until() {
  local seen deadline=$((SECONDS + 10))
  seen=$(count '^layout: done$')
  xdotool key --window "$window" "$1"
  while [ "$SECONDS" -lt "$deadline" ]; do
    wait_count '^layout: done$' $((seen + 1)) || return 1
    last_layout | grep -q -- "$2" && return 0
    seen=$(count '^layout: done$')
  done
  return 1
}

echo "== real clicks on rows, saves that outlive their rows (L1, L3)"
click "Setting 3"
wait_line "^list: 3 on (pending)$"; check "a click on Setting 3 starts its save, shown on at once (B18)" $?
click "Setting 4"
wait_line "^list: 4 on (pending)$"
# Past GTK's double-click time (400 ms) before the next click, as a person's pace: two
# quick clicks on the list can reach GTK as one double click. Nothing marks that time.
sleep 0.5
click "Setting 10"
wait_line "^list: 10 on (pending)$"; check "clicks on Setting 4 and then Setting 10 start their saves" $?
scroll_until End "^layout: Setting 9999[0-9]|"
last=$(last_layout | grep -oE "^layout: Setting [0-9]+" | tail -n 1 | grep -oE "[0-9]+$")
[ "${last:-0}" -ge 99990 ] && rows_all none
check "End scrolls to the last rows (Setting ${last:-?} on screen); no row GTK keeps there is checked" $?
scroll_until Home "^layout: Setting 3|"
back=$(rows)
[ "$(busy_of 4 "$back")" = 1 ] && [ "$(busy_of 10 "$back")" = 1 ]
check "back at the top, Settings 4 and 10 are still saving (busy), on other row widgets (L3)" $?
present=$(echo "$back" | tr ' ' '\n' | cut -d: -f1 | grep -cxE "3|4|10")
[ "$present" -eq 3 ] && rows_in "$back" "3,4,10"
check "rows 3, 4 and 10 are there and show on; every other row GTK keeps off (L1)" $?
wait_line "^list: 4 on (committed)$" 15 && wait_line "^list: 10 off (rolled back: the server refused)$" 15
check "Setting 4's save commits; Setting 10's is refused and rolls back (B19, L3)" $?
rows_all "3,4"; check "the rows on screen show 3 and 4 on, 10 off again" $?
now=$(rows)
[ "$(busy_of 4 "$now")" = 0 ] && [ "$(busy_of 10 "$now")" = 0 ]; check "no row is busy any more" $?

echo "== select all over 100,000 rows: one change, one save (G6, L5, L6)"
click "Select all"
wait_line "^list: 99998 on (select all, pending)$"
check "a click on Select all turns the 99,998 others on at once, as one change waiting for one save" $?
click "Setting 5"; sync_app
[ "$(count "^list: 5 ")" -eq 0 ]; check "a click on Setting 5 while the store saves is absorbed (B18, G8)" $?
during=$(rows)
rows_in "$during" all && [ "$(busy_of 5 "$during")" = 1 ] && [ "$(busy_of 3 "$during")" = 0 ]
check "every row shows on; Setting 5, which it turns on, is saving (busy); Setting 3, already on, is not (L5)" $?
wait_line "^list: 99998 on (select all, committed)$" && [ "$(busy_of 5 "$(rows)")" = 0 ]
check "the save commits as one change, and no row is busy any more" $?
rows_all all; check "every row GTK keeps shows on" $?
click "Setting 5"
wait_line "^list: 5 off (pending)$"
scroll_until End "^layout: Setting 9999[0-9]|"
rows_all all; check "after scrolling to the end, every row there shows on too" $?

echo "== the keyboard in the list: Space and Return on the focused row, arrows between rows (B8, B18)"
scroll_until Home "^layout: Setting 12|"
click "Setting 12"
wait_line "^list: 12 "
xdotool key --window "$window" space; sync_app
[ "$(count "^list: 12 ")" -eq 1 ]; check "Space on Setting 12 while its save runs is absorbed (B18)" $?
xdotool key --window "$window" Down space Down Return
wait_line "^list: 13 off (pending)$" && wait_line "^list: 14 off (pending)$"
check "Down moves to the next row, where Space and then Return toggle it (B8)" $?

wait_line "^list: 14 off (committed)$" 15
xdotool key --window "$window" ctrl+shift+a
wait_line "^list: 9999[0-9] off (select all, committed)$"
check "Ctrl+Shift+A turns every item off (all but the few turned off by hand were on), as GTK's unselect-all key" $?
xdotool key --window "$window" ctrl+a
wait_line "^list: 100000 on (select all, committed)$" && rows_all all
check "Ctrl+A turns every item on, and every row GTK keeps shows it" $?
xdotool key --window "$window" ctrl+backslash ctrl+slash
wait_line "^list: 100000 off (select all, pending)$" &&
  wait_line "^list: 100000 on (select all, rolled back: the server keeps one setting)$" && rows_all all
check "Ctrl+\\ clears every item as one save; the server refuses it and every item and row is on again (B19, L5)" $?
[ "$(count "^list: 100000 on (select all, committed)$")" -eq 1 ]
check "Ctrl+/ pressed while that save ran was absorbed (G8)" $?
xdotool key --window "$window" Down space
wait_line "^list: 15 off (committed)$" 15 && xdotool key --window "$window" ctrl+slash &&
  wait_line "^list: 1 on (select all, committed)$"
check "Ctrl+/ selects every item, as GtkListView's own key" $?

live=$(grep "^rows: " "$out/stdout" | tail -n 1 | cut -d' ' -f2)
[ "${live:-9999}" -le 250 ]; check "GTK keeps $live row widgets for 100,000 rows (its own recycling)" $?

[ ! -s "$out/stderr" ] || { echo "list stderr:"; cat "$out/stderr"; }
! grep -qE "CRITICAL|WARNING" "$out/stderr"; check "no GTK criticals or warnings" $?
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
