#!/usr/bin/env bash
# The gallery end-to-end checks (run by gallery-e2e.sh inside Tests/Support/session.sh).
# Each step waits for the line the gallery prints when its input has been handled
# (Tests/EndToEnd/PROTOCOL.md); a check that something did not happen waits for the
# gallery's answer to F12 (sync_app), which comes after every earlier input.
set -uo pipefail
# shellcheck source=Tests/Support/checks.sh
source Tests/Support/checks.sh  # run from the project folder, as each script is
# shellcheck source=Tests/Support/app.sh
source Tests/Support/app.sh
bin=$app_bin
TOGGLE_GALLERY_LAYOUT=1 app_start "ToggleKit Gallery"
lines() { count "^toggled: $1 "; }

echo "== idle: no busy loop (the main-actor bridge must not spin)"
# A rate over a fixed span is what this measures, so here a sleep is the check itself.
before=$(awk '{print $14 + $15}' "/proc/$pid/stat"); sleep 2; after=$(awk '{print $14 + $15}' "/proc/$pid/stat")
[ $((after - before)) -le 40 ]; check "the idle gallery used $((after - before)) CPU ticks in 2 s (at most 40)" $?

echo "== real clicks, drags and keys"
click Power
wait_line "^toggled: Power on$"; check "click toggles Power on (B7)" $?
wait_line "^stream: Power off -> on (user)$"
check "the change stream, read with for-await inside the GLib loop, delivers it with its cause (B15)" $?

# Each move is handled before the next is sent (sync_app): GTK merges motion events still
# queued together, which would skip the move out.
read -r x y <<<"$(position Wi-Fi)"
xdotool mousemove --window "$window" "$x" "$y" mousedown 1; sync_app
xdotool mousemove --window "$window" $((x + 300)) $((y + 300)); sync_app
xdotool mouseup 1; sync_app
[ "$(lines Wi-Fi)" -eq 0 ]; check "press, drag out, release outside does nothing (B7)" $?

xdotool mousemove --window "$window" "$x" "$y" mousedown 1; sync_app
xdotool mousemove --window "$window" $((x + 300)) $((y + 300)); sync_app
xdotool mousemove --window "$window" "$x" "$y"; sync_app
xdotool mouseup 1
wait_line "^toggled: Wi-Fi on$"; check "drag out and back in, release inside toggles (B7)" $?

click Bluetooth; sync_app
[ "$(lines Bluetooth)" -eq 0 ]; check "a disabled toggle ignores clicks (B6)" $?

click "Share screen"; sync_app
[ "$(lines "Share screen")" -eq 0 ]; check "the veto keeps Share screen off (B5)" $?

click "Remember me"
xdotool key --window "$window" space
xdotool key --window "$window" Return
wait_count '^toggled: Remember me ' 3
[ "$(grep '^toggled: Remember me ' "$out/stdout" | tr '\n' ',')" = "toggled: Remember me on,toggled: Remember me off,toggled: Remember me on," ]
check "Space and Enter toggle the focused checkbox (B8)" $?

click Cheese
wait_line "^toggled: Cheese on$" && sync_app && ! grep -q "^toggled: All extras" "$out/stdout"
check "a summary set from code sends no user line (B2)" $?

xdotool key --window "$window" alt+b
wait_line "^toggled: _Bold on$"; check "Alt+B, the mnemonic of _Bold, toggles it" $?

echo "== groups: real clicks and arrow keys (G2-G7)"
click Center
wait_line "^group: Alignment -> Center$" &&
  [ "$(grep -nE '^toggled: (Left off|Center on)$' "$out/stdout" | cut -d: -f3 | tr '\n' ',')" = " Left off, Center on," ]
check "clicking Center selects it; Left is turned off first, then Center on (G2, G4)" $?
xdotool key --window "$window" Right
wait_line "^group: Alignment -> Right$" && wait_line "^toggled: Right on$"
check "the Right arrow moves focus to Right and selects it (G7)" $?
click Right; sync_app
[ "$(count '^group: Alignment')" -eq 2 ] && [ "$(count '^toggled: Right ')" -eq 1 ]
check "clicking the selected member of a required group changes nothing (G2)" $?
click List
wait_line "^group: View -> List$"
# Past GTK's double-click time (400 ms), so the second click is a click of its own, as a
# person's would be: nothing the app prints marks that time passing.
sleep 0.5
click List
wait_count '^group: View' 2
[ "$(grep '^group: View' "$out/stdout" | tr '\n' ',')" = "group: View -> List,group: View -> none," ]
check "an optional group: List selected, then cleared (G2)" $?
click "All extras"
wait_line "^group: Toppings -> Cheese,Olives,Mushrooms$"
check "select all turns every topping on as one group change (G6)" $?

echo "== async commits: real clicks on the Async row (B17-B22)"
read -r x y <<<"$(position "Cloud sync")"
# Two clicks 150 ms apart in one xdotool call, so the second lands while the 0.5 s save
# runs however slowly processes start on a busy machine: the delay is the input itself.
xdotool mousemove --window "$window" "$x" "$y" click 1 sleep 0.15 click 1
wait_line "^committed: Cloud sync on$" && sync_app
first() { grep -n -m1 -- "$1" "$out/stdout" | cut -d: -f1; }
pending=$(first '^pending: Cloud sync on$') toggled=$(first '^toggled: Cloud sync')
[ -n "$pending" ] && [ -n "$toggled" ] && [ "$pending" -lt "$toggled" ]
check "Cloud sync shows on at once, pending; its toggled line comes only after (B18)" $?
[ "$(count '^pending: Cloud sync')" -eq 1 ] && [ "$(count '^toggled: Cloud sync')" -eq 1 ] &&
  [ "$(count '^committed: Cloud sync on$')" -eq 1 ]
check "it commits after 0.5 s and is toggled once; the click while pending was absorbed (B18, B19)" $?

click "Always fails"
wait_line "^rolled back: Always fails off (failed: the server refused the change)$" &&
  grep -q "^pending: Always fails on$" "$out/stdout" && ! grep -q "^toggled: Always fails" "$out/stdout"
check "Always fails rolls back to off with its error, and no toggled line (B19)" $?

# The AT-SPI watcher finds the toggle before the click, then reads its BUSY state as it
# changes (atspi_busy.py).
/usr/bin/python3 Tests/EndToEnd/atspi_busy.py "Never answers" >"$out/busy" 2>&1 &
watcher=$!
wait_in "$out/busy" "^ready$" 30
click "Never answers"
wait_line "^pending: Never answers on$"; check "Never answers is pending, still off (confirmed, B18)" $?
wait_in "$out/busy" "^busy: 1 "
check "AT-SPI reads it BUSY while pending (B18)" $?
wait_line "^rolled back: Never answers off (timedOut: no answer within 2.0 s)$"
check "after 2 s it times out and rolls back (B19)" $?
wait_in "$out/busy" "^busy: 0 " && wait "$watcher"
check "AT-SPI reads it not busy after the rollback (B18)" $?
grep -v "^ready$" "$out/busy" | sed 's/^/    AT-SPI: /'

echo "== screenshot"
import -window root "$out/shot.png" 2>/dev/null
read -r x y <<<"$(position Power)"
wx=$(xdotool getwindowgeometry "$window" | awk '/Position/ {split($2, p, ","); print p[1]}')
wy=$(xdotool getwindowgeometry "$window" | awk '/Position/ {split($2, p, ","); print p[2]}')
pixel=$(convert "$out/shot.png" -format "%[fx:int(255*p{$((wx + x)),$((wy + y))}.r)] %[fx:int(255*p{$((wx + x)),$((wy + y))}.b)]" info: 2>/dev/null)
read -r red blue <<<"$pixel"
[ "${red:-0}" -gt 200 ] && [ "${blue:-255}" -lt 120 ]; check "Power's lamp is drawn lit after the click (red=$red blue=$blue)" $?

echo "== accessibility through AT-SPI (a separate process)"
/usr/bin/python3 Tests/EndToEnd/atspi_check.py "$window" "$out/stdout" 2>&1
rc=$?
[ $rc -eq 0 ]; check "AT-SPI sees roles, names and pressed states, and state-changed events" $rc

echo "== lifetime: last references dropped mid-delivery, and a window destroyed under a held press (B16)"
bench="$(dirname "$bin")/toggle-bench"
G_DEBUG=fatal-criticals "$bench" lifetime >"$out/lifetime" 2>"$out/lifetime-stderr"
cat "$out/lifetime"
cases=$(grep -oE "cases=[0-9]+" "$out/lifetime" | cut -d= -f2)
finalized=$(grep -oE "finalized=[0-9]+" "$out/lifetime" | cut -d= -f2)
alive=$(grep -oE "alive=[0-9]+" "$out/lifetime" | cut -d= -f2)
[ -n "$cases" ] && [ "$cases" = "$finalized" ] && [ "$alive" = 0 ] && ! grep -qE "CRITICAL|WARNING" "$out/lifetime-stderr"
check "every widget finalized, none freed early, no GLib warning" $?

echo "== hostile image files: each refused with its name, or loaded, within 1 s and 200 MB"
mkdir -p "$out/images"
for file in $(/usr/bin/python3 Tests/EndToEnd/hostile_images.py "$out/images"); do
  line=$("$bench" load-image "$file" 2>"$out/image-stderr")
  echo "  $(basename "$file"): ${line#image: }" | cut -c1-160
  result=$(grep -oE "result=[a-z]+" <<<"$line" | cut -d= -f2)
  load=$(grep -oE "load_ms=[0-9]+" <<<"$line" | cut -d= -f2)
  draw=$(grep -oE "draw_ms=[0-9]+" <<<"$line" | cut -d= -f2)
  peak=$(grep -oE "peak_mb=[0-9]+" <<<"$line" | cut -d= -f2)
  { [ "$result" = loaded ] || { [ "$result" = refused ] && grep -qF "'$file'" <<<"$line"; }; } &&
    [ $((${load:-9999} + ${draw:-9999})) -lt 1000 ] && [ "${peak:-9999}" -lt 200 ] && [ ! -s "$out/image-stderr" ]
  rc=$?  # before the message's own command substitutions reset $?
  check "$(basename "$file") is $result in $((${load:-0} + ${draw:-0})) ms, peak ${peak:-?} MB" $rc
done

[ ! -s "$out/stderr" ] || { echo "gallery stderr:"; cat "$out/stderr"; }
! grep -qE "CRITICAL|WARNING" "$out/stderr"; check "no GTK criticals or warnings" $?
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
