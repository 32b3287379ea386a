#!/usr/bin/env bash
# End-to-end: the Python examples (Examples/Python), and the backup choosers in JavaScript and
# C, through the installed library and typelib, in real
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
# shellcheck source=Tests/Support/wait.sh
source Tests/Support/wait.sh
stop() { [ -n "$pid" ] && { kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; }; pid=; [ -n "${E2E_DEBUG:-}" ] && cat "$out/stdout" "$out/stderr"; true; }
trap 'stop; rm -rf "$out"' EXIT
export GTK_A11Y=atspi NO_AT_BRIDGE=0 G_DEBUG=fatal-warnings

start() { # start SCRIPT WINDOW-TITLE [APP-NAME COMMAND...]: a Python example, or COMMAND
  local script=$1 title=$2
  : >"$out/stdout"
  if [ $# -gt 2 ]; then
    app=$3
    shift 3
    "$@" >"$out/stdout" 2>"$out/stderr" &
  else
    app=$script
    /usr/bin/python3 "Examples/Python/$script" >"$out/stdout" 2>"$out/stderr" &
  fi
  pid=$!
  wait_count_in "$out/stdout" "^ready" 1 30 || { echo "$script did not start"; cat "$out/stderr"; }
  window=$(xdotool search --sync --name "$title" | head -n 1)
  read -r origin_x origin_y < <(xdotool getwindowgeometry "$window" | sed -n 's/ *Position: \([0-9]*\),\([0-9]*\).*/\1 \2/p')
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
# Whether the widget's AT-SPI states include (has) or lack (lacks) one of the words.
has() { [[ "$(states "$1" "$2")" =~ (^|[^a-z])($3)([^a-z]|$) ]]; }
lacks() { ! has "$@"; }
click() { read -r x y <<<"$(centre "$1" "$2")"; xdotool mousemove "$x" "$y" click 1; }
said() { grep -c "^$1\$" "$out/stdout" || true; }
# Waits until the app has printed LINE N times (once by default).
hear() { wait_count_in "$out/stdout" "^$1\$" "${2:-1}"; }
# Waits up to S seconds for the app's first LINE.
hear_within() { wait_count_in "$out/stdout" "^$1\$" 1 "$2"; }

echo "== Examples/Python/seeds.py: the seeds' three toggles, a group and an async switch"
start seeds.py "ToggleKit seeds"
push_role=$(role Power)
click Power "$push_role"
hear 'toggled: Power on' && [ "$(said 'toggled: Power on')" -eq 1 ]
check "a click on Power prints one user change" $?
eventually has Power "$push_role" 'pressed|checked'
check "AT-SPI reads Power as on (pressed on GTK 4.8, checked as a toggle button later)" $?

read -r x y <<<"$(centre Favourite "$push_role")"
xdotool mousemove "$x" "$y" mousedown 1
xdotool mousemove $((x + 300)) $((y + 300))
xdotool mouseup 1
click Favourite "$push_role"
# The click that follows is the drag's witness: had the release outside toggled Favourite,
# its line would come first, and the click's would say off.
hear 'toggled: Favourite on' && [ "$(grep -c '^toggled: Favourite' "$out/stdout")" -eq 1 ]
check "a press released outside Favourite changes nothing (B7); a click then turns it on" $?

click Notifications "$push_role"
hear 'toggled: Notifications on'; check "a click on Notifications turns it on" $?
eventually eval "widgets | grep -q '^ON|label|'"
check "its title is now ON; its accessible name stays Notifications" $?

click Center "radio button"
hear 'group: Center by_user=True'; check "a click on Center selects it in the group" $?
eventually lacks Left 'radio button' checked; check "Left is no longer checked" $?

sync_role=$(role Sync)
click Sync "$sync_role"
hear 'commit: Sync asks on'; check "a click on Sync asks the app (commit)" $?
hear 'toggled: Sync on'; check "the answer commits Sync, told once" $?

click Power "$push_role"
hear 'toggled: Power off'
xdotool key space
hear 'toggled: Power on' 2; check "Space on the focused Power toggles it back on" $?
! grep -E "CRITICAL|WARNING|Traceback" "$out/stderr"; check "nothing logged" $?
stop

echo "== Examples/Python/preferences.py: a libadwaita page, the toggle as activatable-widget"
start preferences.py "ToggleKit preferences"
row_title() { # the screen point 40 px into the row titled $1
  widgets | awk -F'|' -v name="$1" -v ox="$origin_x" -v oy="$origin_y" \
    '$1 == name && $2 == "list item" { print ox + $3 + 40, oy + $4 + int($6 / 2); exit }'
}
read -r x y <<<"$(row_title Wi-Fi)"
xdotool mousemove "$x" "$y" click 1
hear 'toggled: Wi-Fi on'; check "a click on the row's title toggles its switch" $?
eventually has Wi-Fi "$sync_role" checked
check "AT-SPI reads the switch as on, named by its row" $?
# An AT-SPI watcher, in place before the click, reads Sync's states while its save runs
# (300 ms: less than a walk of the accessible tree may take on a busy machine).
/usr/bin/python3 Tests/EndToEnd/atspi_busy.py Sync "$app" >"$out/busy" 2>&1 &
watcher=$!
wait_count_in "$out/busy" "^ready$" 1 30
read -r x y <<<"$(row_title Sync)"
xdotool mousemove "$x" "$y" click 1
wait_count_in "$out/busy" "^busy: 1 (checked: 0)$" 1
check "Sync (confirmed) waits for the app before it changes: busy, still off" $?
hear 'toggled: Sync on' && wait_count_in "$out/busy" "^busy: 0 (checked: 1)$" 1 && wait "$watcher" &&
  [ "$(said 'toggled: Sync on')" -eq 1 ]
check "then commits, told once" $?
read -r x y <<<"$(row_title "Send usage statistics")"
xdotool mousemove "$x" "$y" click 1
hear 'toggled: Send usage statistics on'; check "a check box row toggles from its title too" $?
! grep -E "CRITICAL|WARNING|Traceback" "$out/stderr"; check "nothing logged" $?
stop

# A backup chooser (Examples/Python/backup-chooser.py, Examples/JavaScript/backup-chooser.js,
# Examples/C/backup-chooser.c):
# folders read with g_file_enumerate_children_async, each read held back for a while so that a
# folder is expanded both before and after its listing comes, and the user's exclusion kept
# across a restart, while the folder it is in is not read yet (T8, T11).
home=$out/home
mkdir -p "$home/Music" "$home/Docs" "$home/Empty"
touch "$home/Music/a.ogg" "$home/Music/b.ogg" "$home/Docs/letter.txt"
export TOGGLEKIT_EXAMPLE_READ_DELAY_MS=8000
# The centre of the arrow of the row whose check box is named NAME: GtkTreeExpander draws its
# 16-pixel icon just before its child, the toggle, whose check box AT-SPI places (GTK 4.8's
# icon is also an AT-SPI button, later versions' is not).
arrow() { # arrow NAME
  widgets | awk -F'|' -v name="$1" -v ox="$origin_x" -v oy="$origin_y" \
    '$1 == name && $2 == "check box" { print ox + $3 - 16, oy + $4 + int($6 / 2); exit }'
}
shown() { widgets | grep "^$1|check box|" >/dev/null; }
backup_chooser() { # backup_chooser LANGUAGE COMMAND...
  local language=$1 state=$out/state-$1.json
  shift
  rm -f "$state"
  echo "== the backup chooser in $language: folders read asynchronously"
  start backup-chooser "Backup chooser" backup-chooser "$@" "$home" "$state"
  eventually has home "check box" busy
  check "$language: the folder opened at once shows it is being read (AT-SPI: busy)" $?
  hear_within 'read: home (3)' 30 && eventually shown Music && eventually has Music "check box" busy
  check "$language: its listing comes; Music's own read begins as its row is shown" $?
  [ "$(said 'read: Music (2)')" -eq 0 ] && read -r x y <<<"$(arrow Music)" &&
    xdotool mousemove "$x" "$y" click 1 && [ "$(said 'read: Music (2)')" -eq 0 ]
  check "$language: a click on Music's arrow while it is read (before its listing)" $?
  hear_within 'read: Music (2)' 30 && eventually shown a.ogg && shown b.ogg
  check "$language: the expanded Music shows its files when they come" $?
  eventually lacks Music "check box" busy
  check "$language: Music is no longer busy" $?
  hear_within 'read: Docs (1)' 30 && eventually lacks Docs "check box" busy &&
    read -r x y <<<"$(arrow Docs)" && xdotool mousemove "$x" "$y" click 1 &&
    eventually shown letter.txt
  check "$language: Docs, expanded after its listing came, shows its file" $?
  click home "check box"
  hear 'selection: included=home excluded='
  check "$language: checking home saves it whole" $?
  click b.ogg "check box"
  hear 'selection: included=home excluded=b.ogg'
  check "$language: unchecking b.ogg saves the exclusion" $?
  ! grep -E "CRITICAL|WARNING|Traceback|Error" "$out/stderr"; check "$language: nothing logged" $?
  stop

  echo "== the backup chooser in $language: restarted, the exclusion kept before Music is read"
  start backup-chooser "Backup chooser" backup-chooser "$@" "$home" "$state"
  hear 'selection: included=home excluded=b.ogg' && [ "$(said 'read: Music (2)')" -eq 0 ]
  check "$language: restored before any folder is read, it saves the exclusion back, not its loss" $?
  hear_within 'read: Music (2)' 30 && eventually shown Music && read -r x y <<<"$(arrow Music)" &&
    xdotool mousemove "$x" "$y" click 1 && eventually shown b.ogg
  check "$language: Music read and expanded" $?
  eventually lacks b.ogg "check box" checked && has a.ogg "check box" checked &&
    eventually has Music "check box" mixed
  check "$language: b.ogg comes in unchecked, a.ogg checked" $?
  grep -q "b.ogg" "$state" && [ "$(grep -c '^selection:' "$out/stdout")" -eq "$(said 'selection: included=home excluded=b.ogg')" ]
  check "$language: every selection it saved keeps the exclusion" $?
  ! grep -E "CRITICAL|WARNING|Traceback|Error" "$out/stderr"; check "$language: nothing logged" $?
  stop
}
backup_chooser Python /usr/bin/python3 Examples/Python/backup-chooser.py
backup_chooser JavaScript gjs -m Examples/JavaScript/backup-chooser.js
read -ra c_flags <<<"$(pkg-config --cflags --libs togglekit-gtk-1)"
cc -Wall -Wextra -Werror -o "$out/backup-chooser" Examples/C/backup-chooser.c "${c_flags[@]}"
check "the C backup chooser builds with -Wall -Wextra -Werror" $?
backup_chooser C "$out/backup-chooser"
unset TOGGLEKIT_EXAMPLE_READ_DELAY_MS

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
