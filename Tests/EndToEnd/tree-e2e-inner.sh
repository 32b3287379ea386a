#!/usr/bin/env bash
# The tree end-to-end checks (run by tree-e2e.sh inside Tests/Support/session.sh): folders to
# back up in a GtkListView over a GtkTreeListModel, driven with real X input. Each step waits
# for the line the app prints once its input has been handled (Tests/EndToEnd/PROTOCOL.md), or
# for the rows that AT-SPI reads to show what is expected.
set -uo pipefail
# shellcheck source=Tests/Support/checks.sh
source Tests/Support/checks.sh  # run from the project folder, as each script is
# shellcheck source=Tests/Support/app.sh
source Tests/Support/app.sh
app_start "ToggleKit Tree" --tree

rows() { /usr/bin/python3 Tests/EndToEnd/atspi_tree.py; }
# Whether every row in ROWS (atspi_tree.py's NAME=STATE lines) has the state the first
# matching rule gives ("Folder_0=m File_0-0-.*=1": name regex = state), else 0.
rows_in() { echo "$1" | awk -F= -v rules="$2" -v quiet="${3:-}" 'BEGIN { ok = 1; seen = 0; n = split(rules, r, " ") }
  { seen++; want = "0"
    for (i = 1; i <= n; i++) { split(r[i], p, "="); if ($1 ~ ("^" p[1] "$")) { want = p[2]; break } }
    if ($2 != want) { ok = 0; if (!quiet) print "    " $1 " is " $2 ", expected " want > "/dev/stderr" } }
  END { exit (ok && seen > 0) ? 0 : 1 }'; }
# Waits (10 s at most) until every row AT-SPI reads follows the rules: GTK updates the
# accessible tree as it handles the change, so a read can come a moment early. The last
# read's differences are printed.
rows_all() {
  local deadline=$((SECONDS + 10))
  until rows_in "$(rows)" "$1" quiet; do
    [ "$SECONDS" -lt "$deadline" ] || { rows_in "$(rows)" "$1"; return 1; }
    sleep 0.2
  done
}
# The rows of the newest whole layout the app printed.
last_layout() { awk '/^layout: done$/ { last = block; block = ""; next } /^(layout|expander): / { block = block $0 "\n" } END { printf "%s", last }' "$out/stdout"; }
# Runs a command (a click, a key), then waits for a whole layout for which TEST
# ("has REGEX" or "lacks REGEX") holds: the tree prints one after rows come or go.
until_layout() {
  local test=$1 regex=$2 seen deadline=$((SECONDS + 10))
  shift 2
  seen=$(count '^layout: done$')
  "$@"
  while [ "$SECONDS" -lt "$deadline" ]; do
    wait_count '^layout: done$' $((seen + 1)) || return 1
    if [ "$test" = has ]; then last_layout | grep -q -- "$regex" && return 0
    else last_layout | grep -q -- "$regex" || return 0; fi
    seen=$(count '^layout: done$')
  done
  return 1
}
click_expander() {
  local x y
  read -r x y <<<"$(grep -- "^expander: $1|" "$out/stdout" | tail -n 1 | cut -d'|' -f2,3 | tr '|' ' ')"
  xdotool mousemove --window "$window" "$x" "$y" click 1
}
key() { xdotool key --window "$window" "$@"; }
# Each check is one save (a second): waits until N saves have committed, before the next
# click inside the same folder, which the pending save would absorb (T10).
saved() { wait_count "^tree: saved$" "$1" 10; }
busy() { /usr/bin/python3 Tests/EndToEnd/atspi_tree.py --busy 2>/dev/null | tr '\n' ' '; }
# Whether AT-SPI reads the row named NAME (space made an underscore) busy, or not.
busy_has() { [[ " $(busy)" == *" $1 "* ]]; }
busy_lacks() { ! busy_has "$1"; }

echo "== a folder checked before its albums' files are loaded; they take its value (T4)"
wait_line "^tree: loaded 100 under Folder 9$"
check "GTK asks for each folder's albums as it makes the folder's row: they load then (T4)" $?
click "Folder 1"
wait_line "^tree: Folder 1 on (user)$" && saved 1
check "a click on Folder 1 checks it (T2), as one save (T10)" $?
until_layout has "^layout: Album 1-0|" key plus &&
  wait_line "^tree: loaded 100 under Album 1-0$"
check "+ on the focused row expands it (GtkTreeExpander's key); the albums' files load now" $?
key Down
until_layout has "^layout: File 1-0-0|" key plus &&
  rows_all "Folder_1=1 Album_1-.*=1 File_1-.*=1"
check "Down to Album 1-0 and + show its files, loaded after Folder 1 was checked, checked (T4)" $?
key Up
until_layout lacks "^layout: Album 1-" key minus
check "Up to Folder 1 and - collapse it again" $?

echo "== a save that fails puts the folder back (T10, B19)"
click "Folder 5"
wait_line "^tree: Folder 5 on (user)$" && rows_all "Folder_1=1 Folder_5=1" &&
  [ "$(busy)" = "Folder_5 " ]
check "a click on Folder 5 shows it checked at once and saving (busy); no other row is busy" $?
click "Folder 5"; sync_app
[ "$(count "^tree: Folder 5 ")" -eq 1 ]; check "a click on Folder 5 while it saves is absorbed (B18)" $?
wait_line "^tree: rolled back: no room for Folder 5$" 10 && wait_line "^tree: Folder 5 off (rolled back)$" &&
  rows_all "Folder_1=1" && [ -z "$(busy)" ]
check "the server refuses it: Folder 5 is unchecked again and not busy (B19)" $?

echo "== an album read from a slow disk: expanded before its files come (T11)"
# Folder 9, below the focused Folder 5: GTK keeps the focus in view, so rows added under the
# last folder do not move the ones above.
until_layout has "^layout: Album 9-0|" click_expander "Folder 9" &&
  [ "$(count "^tree: loaded 100 under Album 9-0$")" -eq 0 ] &&
  eventually busy_has Album_9-0
check "Folder 9 expands; Album 9-0's files are being read, and AT-SPI reads its row busy" $?
click_expander "Album 9-0" && sync_app && [ "$(count "^tree: loaded 100 under Album 9-0$")" -eq 0 ]
check "a click on Album 9-0's arrow expands it before its files came" $?
wait_line "^tree: loaded 100 under Album 9-0$" 10 && wait_line "^layout: File 9-0-0|" &&
  eventually busy_lacks Album_9-0
check "its files come in under the expanded album, which is busy no more" $?
until_layout lacks "^layout: Album 9-" click_expander "Folder 9"
check "a click on Folder 9's arrow collapses it again" $?

echo "== expand, check a folder, uncheck one file deep inside (T1, T2)"
# GTK 4.8 keeps the focused row (Folder 1) in view as 100 rows come in above it, and shows
# the last albums; then Home scrolls back to the top.
until_layout has "^layout: Album 0-" click_expander "Folder 0" &&
  { last_layout | grep -q "^layout: Album 0-0|" || until_layout has "^layout: Album 0-0|" key Home; } &&
  wait_line "^tree: loaded 100 under Album 0-0$"
check "a click on Folder 0's arrow expands it; Home shows its first albums, whose files load" $?
until_layout has "^layout: File 0-0-0|" click_expander "Album 0-0"
check "a click on Album 0-0's arrow expands it" $?
click "Album 0-0"
wait_line "^tree: Album 0-0 on (user)$" && wait_line "^tree: Folder 0 mixed (derived)$" && saved 2
check "a click on Album 0-0 checks it; Folder 0 turns mixed, as one change (T7), saved" $?
rows_all "Folder_1=1 Album_1-.*=1 File_1-.*=1 Album_0-0=1 File_0-0-.*=1 Folder_0=m"
check "Album 0-0's files show checked, Folder 0 mixed, the rest as they were (AT-SPI)" $?
click "File 0-0-5"
wait_line "^tree: File 0-0-5 off (user)$" && wait_line "^tree: Album 0-0 mixed (derived)$" && saved 3
check "a click on File 0-0-5 unchecks it; Album 0-0 turns mixed (T1)" $?
expected="Folder_1=1 Album_1-.*=1 File_1-.*=1 File_0-0-5=0 File_0-0-.*=1 Album_0-0=m Folder_0=m"
rows_all "$expected"; check "File 0-0-5 shows unchecked, Album 0-0 and Folder 0 mixed (AT-SPI)" $?

echo "== the keyboard: Space toggles the focused node (B8)"
key space
wait_line "^tree: File 0-0-5 on (user)$" && wait_line "^tree: Album 0-0 on (derived)$" && saved 4
check "Space on the focused File 0-0-5 checks it; Album 0-0 is whole again" $?
key space
wait_count "^tree: File 0-0-5 off (user)$" 2 && rows_all "$expected" && saved 5
check "Space again unchecks it, and AT-SPI shows the mixed folders again" $?

echo "== collapse and expand, scroll far and back: rows show their nodes (L1, L2)"
until_layout lacks "^layout: File 0-0-" click_expander "Album 0-0"
check "a click on Album 0-0's arrow collapses it" $?
# Past GTK's double-click time (400 ms) before the next click on the same place, as a
# person's pace: two quick clicks there can reach GTK as one double click.
sleep 0.5
# GTK keeps the focused row in view, so the files shown may be the album's last ones.
until_layout has "^layout: File 0-0-" click_expander "Album 0-0" && rows_all "$expected"
check "expanded again, its files show what they showed: File 0-0-5 off, the rest on" $?
until_layout has "^layout: Folder 9|" key End && rows_all "$expected"
check "End scrolls to the last folder; every row GTK keeps there shows its node's value" $?
until_layout has "^layout: Folder 0|" key Home && rows_all "$expected"
check "Home scrolls back; every row shows its node's value" $?
loaded=$(grep -c "^tree: loaded" "$out/stdout")
[ -z "$(grep "^tree: loaded" "$out/stdout" | sort | uniq -d)" ] && [ "$loaded" -lt 1010 ]
check "$loaded nodes had their children loaded, each once, of the 1,010 that have any (lazily)" $?

live=$(grep "^rows: " "$out/stdout" | tail -n 1 | cut -d' ' -f2)
[ "${live:-9999}" -le 250 ]; check "GTK keeps $live row widgets (its own recycling)" $?
[ ! -s "$out/stderr" ] || { echo "tree stderr:"; cat "$out/stderr"; }
! grep -qE "CRITICAL|WARNING" "$out/stderr"; check "no GTK criticals or warnings" $?
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
