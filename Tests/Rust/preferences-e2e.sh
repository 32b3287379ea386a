#!/usr/bin/env bash
# The Rust example app (Bindings/Rust/togglekit/examples/preferences.rs) as a user meets it:
# real X input through XTest (xdotool), the widgets read back through AT-SPI from another
# process (Tests/Introspection/atspi_widgets.py), and what the app heard from the lines it
# prints. Run by Tests/Rust/run.sh, from the project folder, as
#   bash Tests/Support/session.sh --screen 1024x768x24 bash Tests/Rust/preferences-e2e.sh APP
# Prints "N passed, N failed" last.
set -uo pipefail
app=$1
out=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$out"' EXIT
export GTK_A11Y=atspi NO_AT_BRIDGE=0 G_DEBUG=fatal-warnings
passed=0 failed=0
check() { # check DESCRIPTION STATUS
  if [ "$2" -eq 0 ]; then passed=$((passed + 1)); echo "ok: $1"; else failed=$((failed + 1)); echo "FAILED: $1"; fi
}
# Waits until the app has printed N lines matching REGEX (once by default), 15 s at most.
hear() { # hear REGEX [N]
  local deadline=$((SECONDS + 15))
  until [ "$(grep -cE -- "$1" "$out/stdout")" -ge "${2:-1}" ]; do
    kill -0 "$pid" 2>/dev/null && [ "$SECONDS" -lt "$deadline" ] || return 1
    sleep 0.05 # the app's output is a file: polling it is how a shell waits for a line
  done
}
widgets() { python3 Tests/Introspection/atspi_widgets.py preferences; }
# The centre of the widget with this accessible name and role, in screen coordinates.
centre() { # centre NAME ROLE
  widgets | awk -F'|' -v name="$1" -v role="$2" -v ox="$origin_x" -v oy="$origin_y" \
    '$1 == name && $2 == role { print ox + $3 + int($5 / 2), oy + $4 + int($6 / 2); exit }'
}
states() { widgets | awk -F'|' -v name="$1" -v role="$2" '$1 == name && $2 == role { print $7; exit }'; }
# Whether AT-SPI shows a widget with this name and role.
shown() { widgets | awk -F'|' -v name="$1" -v role="$2" '$1 == name && $2 == role { found = 1 } END { exit !found }'; }
# Whether the widget's AT-SPI states include one of the words; `eventually` waits for it.
has() { [[ "$(states "$1" "$2")" =~ (^|[^a-z])($3)([^a-z]|$) ]]; }
# Whether AT-SPI shows the widget and its states include none of the words: a widget that is
# not there lacks nothing.
lacks() { shown "$1" "$2" && ! has "$@"; }
eventually() {
  local deadline=$((SECONDS + 15))
  until "$@"; do [ "$SECONDS" -lt "$deadline" ] || return 1; sleep 0.2; done
}
click() { # click NAME ROLE
  local x y
  read -r x y <<<"$(centre "$1" "$2")"
  [ -n "$x" ] && xdotool mousemove "$x" "$y" click 1
}

# Made before the app starts: hear polls it at once, and the background shell may not have
# opened it yet.
: >"$out/stdout"
"$app" >"$out/stdout" 2>"$out/stderr" &
pid=$!
hear '^ready$'
check "the Rust app starts against the installed library" $?
if [ "$failed" -gt 0 ]; then # nothing else can be checked, and xdotool would wait for ever
  sed 's/^/  /' "$out/stderr"
  echo "$passed passed, $failed failed"
  exit 1
fi
window=$(timeout 15 xdotool search --sync --name "ToggleKit Rust preferences" | head -n 1)
read -r origin_x origin_y < <(xdotool getwindowgeometry "$window" |
  sed -n 's/ *Position: \([0-9]*\),\([0-9]*\).*/\1 \2/p')
# GTK 4.24 gives AT-SPI a switch's own role; GTK 4.18 gave a check box's (Orca said "switch"
# from it). Whichever the app shows Sync as, the checks below hold for that role.
switch=
find_switch() {
  local role
  for role in switch "check box"; do shown Sync "$role" && switch=$role && return 0; done
  return 1
}
eventually find_switch && echo "  (AT-SPI's role for a switch: $switch)" && lacks Sync "$switch" checked
check "AT-SPI reads the switch Sync from another process" $?

click Sync "$switch"
hear '^commit: Sync asks on$'
check "a click on Sync asks the app to save (commit)" $?
eventually has Sync "$switch" 'checked' && has Sync "$switch" 'busy'
check "AT-SPI reads Sync on and busy while the save runs" $?
hear '^toggled: Sync on$' && eventually lacks Sync "$switch" 'busy'
check "the save commits Sync, told once, and it is no longer busy" $?

click Backup "$switch"
hear '^failed: Backup off \(the settings are read-only\)$'
check "Backup's save is refused: commit-failed with the app's message, the switch back off" $?
eventually lacks Backup "$switch" 'checked'
check "AT-SPI reads Backup off after the rollback" $?
[ "$(grep -c '^toggled: Backup' "$out/stdout")" -eq 0 ]
check "a refused save tells no user change" $?

click Right 'radio button'
hear '^group: Right by_user=true$'
check "a click on Right selects it in the group, by the user" $?
eventually has Right 'radio button' checked && lacks Left 'radio button' checked &&
  lacks Center 'radio button' checked
check "AT-SPI reads Right checked, and Left and Center not" $?

click 'Setting 2' 'check box'
hear '^item: Setting 2 On by_user=true n_on=1$'
check "a click on the row Setting 2 turns its item on in the store" $?
eventually has 'Setting 2' 'check box' checked
check "AT-SPI reads the row Setting 2 checked" $?
xdotool key ctrl+a
hear '^all: On by_user=true n_on=1000$'
check "Ctrl+A in the list turns all 1,000 settings on, as one change" $?
eventually has 'Setting 1' 'check box' checked
check "AT-SPI reads the row Setting 1 checked after Ctrl+A" $?

grep -E 'CRITICAL|WARNING' "$out/stderr" && status=1 || status=0
kill -0 "$pid" 2>/dev/null && [ "$status" -eq 0 ]
check "the app is still running, with no GLib warning or critical" $?
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
