#!/usr/bin/env bash
set -uo pipefail
bin="$(swift build --product toggle-gallery --show-bin-path)/toggle-gallery"
out=$(mktemp -d)
# shellcheck source=Tests/Support/checks.sh
source Tests/Support/checks.sh  # run from the project folder, as each script is
export GTK_A11Y=atspi NO_AT_BRIDGE=0 SWIFT_BACKTRACE=enable=no
G_DEBUG=fatal-criticals "$bin" --list >"$out/stdout" 2>"$out/stderr" &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$out"' EXIT
for _ in $(seq 100); do grep -q "layout: done" "$out/stdout" 2>/dev/null && break; sleep 0.1; done
grep -q "layout: done" "$out/stdout" || { echo "the list did not start"; cat "$out/stderr"; echo "0 passed, 1 failed"; exit 1; }
window=$(xdotool search --sync --name "ToggleKit List" | head -n 1)
# The newest position printed for a row (the list reprints them after each scroll).
position() { grep "^layout: $1|" "$out/stdout" | tail -n 1 | cut -d'|' -f2,3 | tr '|' ' '; }
rows() { /usr/bin/python3 Tests/EndToEnd/atspi_rows.py; }
# Whether every row AT-SPI shows has the checked state the expression gives for its item n.
rows_all() { rows_in "$(rows)" "$1"; }
rows_in() { echo "$1" | tr ' ' '\n' | awk -F: -v expr="$2" 'BEGIN { ok = 1; seen = 0 }
  { n = $1; c = $2; b = $3; seen++; e = (expr == "all") ? 1 : (expr == "none") ? 0 : ((("," expr ",") ~ ("," n ",")) ? 1 : 0)
    if (c != e) { ok = 0; print "    row " n " checked=" c ", expected " e > "/dev/stderr" } }
  END { exit (ok && seen > 0) ? 0 : 1 }'; }
busy_of() { echo "$2" | tr ' ' '\n' | awk -F: -v n="$1" '$1 == n { print $3 }'; }

echo "== real clicks on rows, saves that outlive their rows (L1, L3)"
read -r x y <<<"$(position "Setting 3")"
xdotool mousemove --window "$window" "$x" "$y" click 1; sleep 0.3
grep -q "^list: 3 on (pending)$" "$out/stdout"; check "a click on Setting 3 starts its save, shown on at once (B18)" $?
# Each click waits for its save to start: two clicks in quick succession can reach GTK as
# one double click.
wait_line() { for _ in $(seq 20); do grep -q "$1" "$out/stdout" && return 0; sleep 0.1; done; return 1; }
read -r x y <<<"$(position "Setting 4")"
xdotool mousemove --window "$window" "$x" "$y" click 1
wait_line "^list: 4 on (pending)$"; sleep 0.5
read -r x y <<<"$(position "Setting 10")"
xdotool mousemove --window "$window" "$x" "$y" click 1
wait_line "^list: 10 on (pending)$"; check "clicks on Setting 4 and then Setting 10 start their saves" $?
xdotool key --window "$window" End; sleep 0.6
# The rows on screen, as the list printed them once the scrolling settled.
last=$(grep -oE "^layout: Setting [0-9]+" "$out/stdout" | tail -n 1 | grep -oE "[0-9]+$")
[ "${last:-0}" -ge 99990 ] && rows_all none
check "End scrolls to the last rows (Setting ${last:-?} on screen); no row GTK keeps there is checked" $?
xdotool key --window "$window" Home; sleep 0.4
back=$(rows)
[ "$(busy_of 4 "$back")" = 1 ] && [ "$(busy_of 10 "$back")" = 1 ]
check "back at the top, Settings 4 and 10 are still saving (busy), on other row widgets (L3)" $?
present=$(echo "$back" | tr ' ' '\n' | cut -d: -f1 | grep -cxE "3|4|10")
[ "$present" -eq 3 ] && rows_in "$back" "3,4,10"
check "rows 3, 4 and 10 are there and show on; every other row GTK keeps off (L1)" $?
for _ in $(seq 80); do grep -q "^list: 10 off" "$out/stdout" && break; sleep 0.1; done
sleep 0.3
grep -q "^list: 4 on (committed)$" "$out/stdout" && grep -q "^list: 10 off (rolled back: the server refused)$" "$out/stdout"
check "Setting 4's save commits; Setting 10's is refused and rolls back (B19, L3)" $?
rows_all "3,4"; check "the rows on screen show 3 and 4 on, 10 off again" $?
now=$(rows)
[ "$(busy_of 4 "$now")" = 0 ] && [ "$(busy_of 10 "$now")" = 0 ]; check "no row is busy any more" $?

echo "== select all over 100,000 rows (G6, L6)"
read -r x y <<<"$(position "Select all")"
xdotool mousemove --window "$window" "$x" "$y" click 1; sleep 0.4
grep -q "^list: 99998 on (select all, committed)$" "$out/stdout"
check "a click on Select all turns the 99,998 others on in one change" $?
rows_all all; check "every row GTK keeps shows on" $?
read -r x y <<<"$(position "Setting 5")"
xdotool mousemove --window "$window" "$x" "$y" click 1; sleep 0.2
xdotool key --window "$window" End; sleep 0.5
rows_all all; check "after scrolling to the end, every row there shows on too" $?
echo "== the keyboard in the list: Space and Return on the focused row, arrows between rows (B8, B18)"
xdotool key --window "$window" Home; sleep 0.6
read -r x y <<<"$(position "Setting 12")"
xdotool mousemove --window "$window" "$x" "$y" click 1; sleep 0.3
xdotool key --window "$window" space; sleep 0.3
[ "$(grep -c "^list: 12 " "$out/stdout")" -eq 1 ]; check "Space on Setting 12 while its save runs is absorbed (B18)" $?
xdotool key --window "$window" Down; sleep 0.3
xdotool key --window "$window" space; sleep 0.3
xdotool key --window "$window" Down; sleep 0.3
xdotool key --window "$window" Return; sleep 0.3
grep -q "^list: 13 off (pending)$" "$out/stdout" && grep -q "^list: 14 off (pending)$" "$out/stdout"
check "Down moves to the next row, where Space and then Return toggle it (B8)" $?

for _ in $(seq 80); do grep -q "^list: 14 off (committed)$" "$out/stdout" && break; sleep 0.1; done
xdotool key --window "$window" ctrl+shift+a; sleep 0.4
grep -qE "^list: 9999[0-9] off \(select all, committed\)$" "$out/stdout"
check "Ctrl+Shift+A turns every item off (all but the few turned off by hand were on), as GTK's unselect-all key" $?
xdotool key --window "$window" ctrl+a; sleep 0.4
grep -q "^list: 100000 on (select all, committed)$" "$out/stdout" && rows_all all
check "Ctrl+A turns every item on, and every row GTK keeps shows it" $?
xdotool key --window "$window" ctrl+backslash; sleep 0.4
xdotool key --window "$window" ctrl+slash; sleep 0.4
[ "$(grep -c "^list: 100000 off (select all, committed)$" "$out/stdout")" -eq 1 ] &&
  [ "$(grep -c "^list: 100000 on (select all, committed)$" "$out/stdout")" -eq 2 ]
check "Ctrl+\\ clears every item and Ctrl+/ selects every item, as GtkListView's own keys" $?

live=$(grep "^rows: " "$out/stdout" | tail -n 1 | cut -d' ' -f2)
[ "${live:-9999}" -le 250 ]; check "GTK keeps $live row widgets for 100,000 rows (its own recycling)" $?

[ ! -s "$out/stderr" ] || { echo "list stderr:"; cat "$out/stderr"; }
! grep -qE "CRITICAL|WARNING" "$out/stderr"; check "no GTK criticals or warnings" $?
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
