#!/usr/bin/env bash
set -uo pipefail
bin="$(swift build --product toggle-gallery --show-bin-path)/toggle-gallery"
out=$(mktemp -d)
# shellcheck source=Tests/Support/checks.sh
source Tests/Support/checks.sh  # run from the project folder, as each script is

# Accessibility must reach AT-SPI for GTK to export the tree.
export GTK_A11Y=atspi NO_AT_BRIDGE=0
# A GLib critical aborts: Swift's backtracer would otherwise catch the trap and carry on.
export SWIFT_BACKTRACE=enable=no
TOGGLE_GALLERY_LAYOUT=1 G_DEBUG=fatal-criticals "$bin" >"$out/stdout" 2>"$out/stderr" &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$out"' EXIT
for _ in $(seq 100); do grep -q "layout: done" "$out/stdout" 2>/dev/null && break; sleep 0.1; done
grep -q "layout: done" "$out/stdout" || { echo "gallery did not start"; cat "$out/stderr"; echo "0 passed, 1 failed"; exit 1; }
window=$(xdotool search --sync --name "ToggleKit Gallery" | head -n 1)
position() { grep "^layout: $1|" "$out/stdout" | head -n 1 | cut -d'|' -f2,3 | tr '|' ' '; }
lines() { grep -c "^toggled: $1 " "$out/stdout" || true; }
settle() { sleep 0.4; }

echo "== idle: no busy loop (the main-actor bridge must not spin)"
before=$(awk '{print $14 + $15}' /proc/$pid/stat); sleep 2; after=$(awk '{print $14 + $15}' /proc/$pid/stat)
[ $((after - before)) -le 40 ]; check "the idle gallery used $((after - before)) CPU ticks in 2 s (at most 40)" $?

echo "== real clicks, drags and keys"
read -r x y <<<"$(position Power)"
xdotool mousemove --window "$window" "$x" "$y" click 1; settle
grep -q "^toggled: Power on$" "$out/stdout"; check "click toggles Power on (B7)" $?
grep -q "^stream: Power off -> on (user)$" "$out/stdout"
check "the change stream, read with for-await inside the GLib loop, delivers it with its cause (B15)" $?

read -r x y <<<"$(position Wi-Fi)"
xdotool mousemove --window "$window" "$x" "$y" mousedown 1; sleep 0.2
xdotool mousemove --window "$window" $((x + 300)) $((y + 300)); sleep 0.2
xdotool mouseup 1; settle
[ "$(lines Wi-Fi)" -eq 0 ]; check "press, drag out, release outside does nothing (B7)" $?

xdotool mousemove --window "$window" "$x" "$y" mousedown 1; sleep 0.2
xdotool mousemove --window "$window" $((x + 300)) $((y + 300)); sleep 0.2
xdotool mousemove --window "$window" "$x" "$y"; sleep 0.2
xdotool mouseup 1; settle
grep -q "^toggled: Wi-Fi on$" "$out/stdout"; check "drag out and back in, release inside toggles (B7)" $?

read -r x y <<<"$(position Bluetooth)"
xdotool mousemove --window "$window" "$x" "$y" click 1; settle
[ "$(lines Bluetooth)" -eq 0 ]; check "a disabled toggle ignores clicks (B6)" $?

read -r x y <<<"$(position "Share screen")"
xdotool mousemove --window "$window" "$x" "$y" click 1; settle
[ "$(lines "Share screen")" -eq 0 ]; check "the veto keeps Share screen off (B5)" $?

read -r x y <<<"$(position "Remember me")"
xdotool mousemove --window "$window" "$x" "$y" click 1; settle
xdotool key --window "$window" space; settle
xdotool key --window "$window" Return; settle
[ "$(grep -c '^toggled: Remember me ' "$out/stdout")" -eq 3 ] &&
  [ "$(grep '^toggled: Remember me ' "$out/stdout" | tr '\n' ',')" = "toggled: Remember me on,toggled: Remember me off,toggled: Remember me on," ]
check "Space and Enter toggle the focused checkbox (B8)" $?

read -r x y <<<"$(position Cheese)"
xdotool mousemove --window "$window" "$x" "$y" click 1; settle
grep -q "^toggled: Cheese on$" "$out/stdout" && ! grep -q "^toggled: All extras" "$out/stdout"
check "a summary set from code sends no user line (B2)" $?

xdotool key --window "$window" alt+b; settle
grep -q "^toggled: _Bold on$" "$out/stdout"; check "Alt+B, the mnemonic of _Bold, toggles it" $?

echo "== groups: real clicks and arrow keys (G2-G7)"
read -r x y <<<"$(position Center)"
xdotool mousemove --window "$window" "$x" "$y" click 1; settle
grep -q "^group: Alignment -> Center$" "$out/stdout" &&
  [ "$(grep -nE '^toggled: (Left off|Center on)$' "$out/stdout" | cut -d: -f3 | tr '\n' ',')" = " Left off, Center on," ]
check "clicking Center selects it; Left is turned off first, then Center on (G2, G4)" $?
xdotool key --window "$window" Right; settle
grep -q "^group: Alignment -> Right$" "$out/stdout" && grep -q "^toggled: Right on$" "$out/stdout"
check "the Right arrow moves focus to Right and selects it (G7)" $?
read -r x y <<<"$(position Right)"
xdotool mousemove --window "$window" "$x" "$y" click 1; settle
[ "$(grep -c '^group: Alignment' "$out/stdout")" -eq 2 ] && [ "$(grep -c '^toggled: Right ' "$out/stdout")" -eq 1 ]
check "clicking the selected member of a required group changes nothing (G2)" $?
read -r x y <<<"$(position List)"
xdotool mousemove --window "$window" "$x" "$y" click 1; settle
xdotool mousemove --window "$window" "$x" "$y" click 1; settle
[ "$(grep '^group: View' "$out/stdout" | tr '\n' ',')" = "group: View -> List,group: View -> none," ]
check "an optional group: List selected, then cleared (G2)" $?
read -r x y <<<"$(position "All extras")"
xdotool mousemove --window "$window" "$x" "$y" click 1; settle
grep -q "^group: Toppings -> Cheese,Olives,Mushrooms$" "$out/stdout"
check "select all turns every topping on as one group change (G6)" $?

echo "== async commits: real clicks on the Async row (B17-B22)"
read -r x y <<<"$(position "Cloud sync")"
xdotool mousemove --window "$window" "$x" "$y" click 1; sleep 0.15
xdotool click 1; sleep 0.1 # a second click while the 0.5 s work runs
grep -q "^pending: Cloud sync on$" "$out/stdout" && ! grep -q "^toggled: Cloud sync" "$out/stdout"
check "Cloud sync shows on at once, pending, with no toggled line yet (B18)" $?
sleep 0.8
[ "$(grep -c '^pending: Cloud sync' "$out/stdout")" -eq 1 ] && grep -q "^committed: Cloud sync on$" "$out/stdout" &&
  [ "$(grep -c '^toggled: Cloud sync' "$out/stdout")" -eq 1 ]
check "it commits after 0.5 s and is toggled once; the click while pending was absorbed (B18, B19)" $?

read -r x y <<<"$(position "Always fails")"
xdotool mousemove --window "$window" "$x" "$y" click 1; sleep 0.8
grep -q "^pending: Always fails on$" "$out/stdout" &&
  grep -q "^rolled back: Always fails off (failed: the server refused the change)$" "$out/stdout" &&
  ! grep -q "^toggled: Always fails" "$out/stdout"
check "Always fails rolls back to off with its error, and no toggled line (B19)" $?

read -r x y <<<"$(position "Never answers")"
xdotool mousemove --window "$window" "$x" "$y" click 1; sleep 0.3
grep -q "^pending: Never answers on$" "$out/stdout"; check "Never answers is pending, still off (confirmed, B18)" $?
/usr/bin/python3 Tests/EndToEnd/atspi_busy.py "Never answers" 1
check "AT-SPI reads it BUSY while pending (B18)" $?
sleep 2.2
grep -q "^rolled back: Never answers off (timedOut: no answer within 2.0 s)$" "$out/stdout"
check "after 2 s it times out and rolls back (B19)" $?
/usr/bin/python3 Tests/EndToEnd/atspi_busy.py "Never answers" 0
check "AT-SPI reads it not busy after the rollback (B18)" $?

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
