#!/usr/bin/env bash
# End-to-end: the Python examples (Examples/Python) through the installed typelib, in real
# windows under Xvfb, driven with real X input (xdotool), checked by what they print and by
# a separate AT-SPI client (atspi_widgets.py). Run by Tests/Introspection/run.sh, which
# sets the installed library's paths. Prints "N passed, N failed" last.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
here=Tests/Introspection
out=$(mktemp -d)

pid=
# shellcheck source=Tests/Support/checks.sh
source Tests/Support/checks.sh  # run from the project folder, as each script is
stop() { [ -n "$pid" ] && { kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; }; pid=; [ -n "${E2E_DEBUG:-}" ] && cat "$out/stdout" "$out/stderr"; true; }
trap 'stop; rm -rf "$out"' EXIT
export GTK_A11Y=atspi NO_AT_BRIDGE=0 G_DEBUG=fatal-warnings

start() { # start SCRIPT WINDOW-TITLE
  : >"$out/stdout"
  /usr/bin/python3 "Examples/Python/$1" >"$out/stdout" 2>"$out/stderr" &
  pid=$!
  for _ in $(seq 100); do grep -q "^ready" "$out/stdout" 2>/dev/null && break; sleep 0.1; done
  window=$(xdotool search --sync --name "$2" | head -n 1)
  read -r origin_x origin_y < <(xdotool getwindowgeometry "$window" | sed -n 's/ *Position: \([0-9]*\),\([0-9]*\).*/\1 \2/p')
  app=$1
}
widgets() { /usr/bin/python3 "$here/atspi_widgets.py" "$app"; }
# The centre of the widget with this accessible name and role, in screen coordinates.
centre() { # centre NAME ROLE
  widgets | awk -F'|' -v name="$1" -v role="$2" -v ox="$origin_x" -v oy="$origin_y" \
    '$1 == name && $2 == role { print ox + $3 + int($5 / 2), oy + $4 + int($6 / 2); exit }'
}
# The role of the widget with this name (not its title label): GTK 4.10 and later read the
# push look as a toggle button, GTK 4.8 as a push button with the pressed state.
role() { widgets | awk -F'|' -v name="$1" '$1 == name && $2 != "label" { print $2; exit }'; }
states() { widgets | awk -F'|' -v name="$1" -v role="$2" '$1 == name && $2 == role { print $7; exit }'; }
click() { read -r x y <<<"$(centre "$1" "$2")"; xdotool mousemove "$x" "$y" click 1; sleep 0.4; }
said() { grep -c "^$1\$" "$out/stdout" || true; }

echo "== Examples/Python/seeds.py: the seeds' three toggles, a group and an async switch"
start seeds.py "ToggleKit seeds"
push_role=$(role Power)
click Power "$push_role"
[ "$(said 'toggled: Power on')" -eq 1 ]; check "a click on Power prints one user change" $?
case "$(states Power "$push_role")" in *pressed* | *checked*) true ;; *) false ;; esac
check "AT-SPI reads Power as on (pressed on GTK 4.8, checked as a toggle button later)" $?

read -r x y <<<"$(centre Favourite "$push_role")"
xdotool mousemove "$x" "$y" mousedown 1; sleep 0.2
xdotool mousemove $((x + 300)) $((y + 300)); sleep 0.2
xdotool mouseup 1; sleep 0.4
[ "$(grep -c '^toggled: Favourite' "$out/stdout")" -eq 0 ]
check "a press released outside Favourite changes nothing (B7)" $?
click Favourite "$push_role"
[ "$(said 'toggled: Favourite on')" -eq 1 ]; check "a click on Favourite turns it on" $?

click Notifications "$push_role"
[ "$(said 'toggled: Notifications on')" -eq 1 ]; check "a click on Notifications turns it on" $?
widgets | grep -q '^ON|label|'; check "its title is now ON; its accessible name stays Notifications" $?

click Center "radio button"
[ "$(said 'group: Center by_user=True')" -eq 1 ]; check "a click on Center selects it in the group" $?
case "$(states Left 'radio button')" in *checked*) false ;; *) true ;; esac
check "Left is no longer checked" $?

sync_role=$(role Sync)
click Sync "$sync_role"
[ "$(said 'commit: Sync asks on')" -eq 1 ]; check "a click on Sync asks the app (commit)" $?
for _ in $(seq 20); do [ "$(said 'toggled: Sync on')" -eq 1 ] && break; sleep 0.1; done
[ "$(said 'toggled: Sync on')" -eq 1 ]; check "the answer commits Sync, told once" $?

read -r x y <<<"$(centre Power "$push_role")"
xdotool mousemove "$x" "$y" click 1; sleep 0.4
xdotool key space; sleep 0.4
[ "$(said 'toggled: Power on')" -eq 2 ]; check "Space on the focused Power toggles it back on" $?
! grep -E "CRITICAL|WARNING|Traceback" "$out/stderr"; check "nothing logged" $?
stop

echo "== Examples/Python/preferences.py: a libadwaita page, the toggle as activatable-widget"
start preferences.py "ToggleKit preferences"
read -r x y <<<"$(widgets | awk -F'|' -v ox="$origin_x" -v oy="$origin_y" \
  '$1 == "Wi-Fi" && $2 == "list item" { print ox + $3 + 40, oy + $4 + int($6 / 2); exit }')"
xdotool mousemove "$x" "$y" click 1; sleep 0.4
[ "$(said 'toggled: Wi-Fi on')" -eq 1 ]; check "a click on the row's title toggles its switch" $?
case "$(states Wi-Fi "$sync_role")" in *checked*) true ;; *) false ;; esac
check "AT-SPI reads the switch as on, named by its row" $?
read -r x y <<<"$(widgets | awk -F'|' -v ox="$origin_x" -v oy="$origin_y" \
  '$1 == "Sync" && $2 == "list item" { print ox + $3 + 40, oy + $4 + int($6 / 2); exit }')"
xdotool mousemove "$x" "$y" click 1; sleep 0.1
[ "$(said 'toggled: Sync on')" -eq 0 ]; check "Sync (confirmed) waits for the app before it changes" $?
for _ in $(seq 20); do [ "$(said 'toggled: Sync on')" -eq 1 ] && break; sleep 0.1; done
[ "$(said 'toggled: Sync on')" -eq 1 ]; check "then commits, told once" $?
read -r x y <<<"$(widgets | awk -F'|' -v ox="$origin_x" -v oy="$origin_y" \
  '$1 == "Send usage statistics" && $2 == "list item" { print ox + $3 + 40, oy + $4 + int($6 / 2); exit }')"
xdotool mousemove "$x" "$y" click 1; sleep 0.4
[ "$(said 'toggled: Send usage statistics on')" -eq 1 ]; check "a check box row toggles from its title too" $?
! grep -E "CRITICAL|WARNING|Traceback" "$out/stderr"; check "nothing logged" $?
stop

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
