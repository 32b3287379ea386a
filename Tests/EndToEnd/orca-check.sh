#!/usr/bin/env bash
# What Orca says: each ToggleKit look beside its native GTK twin (toggle-gallery --twins),
# focused with Tab and toggled with Space, read from Orca's own speech log (headless: speech
# output off, its debug log on). Each pair must be spoken alike once "ToggleKit " and "GTK "
# are taken out of the names. Prints "N passed, N failed" last; exits non-zero on a failure.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
if [ -z "${TOGGLEKIT_ORCA_INNER:-}" ]; then
  # Its own display, D-Bus session and settings, with GNOME's accessibility setting on, as a
  # screen reader's desktop has it; no state from an earlier run (Tests/Support/session.sh).
  export TOGGLEKIT_ORCA_INNER=1
  exec bash Tests/Support/session.sh --screen 1024x768x24 bash "$0"
fi
bin="$(swift build --product toggle-gallery --show-bin-path)/toggle-gallery"
out=$(mktemp -d)
export GTK_A11Y=atspi NO_AT_BRIDGE=0 SWIFT_BACKTRACE=enable=no
G_DEBUG=fatal-criticals "$bin" --twins >"$out/gallery.out" 2>&1 &
gallery=$!
orca=""
trap 'kill $orca $gallery 2>/dev/null; wait $orca $gallery 2>/dev/null; [ -n "${TOGGLEKIT_ORCA_KEEP:-}" ] && cp "$out/orca.log" /tmp/orca-check.log; rm -rf "$out"' EXIT
twins=$(xdotool search --sync --name "ToggleKit Twins" | head -n 1)
# GTK gives the new window focus a moment after it is mapped: wait for the X focus to be it.
for _ in $(seq 100); do [ "$(xdotool getwindowfocus 2>/dev/null)" = "$twins" ] && break; sleep 0.1; done
sleep 1
# Started once the window has focus: Orca then reads the focused toggle, as it does at login.
orca --debug-file="$out/orca.log" -d speech >"$out/orca.out" 2>&1 &
orca=$!
# Orca 48 names the window "ToggleKit Twins frame", Orca 51 "ToggleKit Twins" alone.
window_read="SPEECH OUTPUT: 'ToggleKit Twins( frame|')"
for tick in $(seq 600); do
  grep -qE "$window_read" "$out/orca.log" 2>/dev/null && break
  # On a loaded machine Orca may come up after the window's focus event: it reads a window
  # that gains focus, so the window is focused again once, halfway through the wait.
  if [ "$tick" = 300 ]; then
    # With no window manager the pointer's window keeps GTK's focus: move it off first.
    xdotool mousemove 0 0 2>/dev/null
    xdotool windowfocus "$(xdotool search --maxdepth 0 --name '' | head -n 1)" 2>/dev/null
    xdotool windowfocus "$twins" 2>/dev/null
  fi
  sleep 0.1
done
grep -qE "$window_read" "$out/orca.log" || {
  echo "Orca never read the window"; tail -n 20 "$out/orca.out"; echo "0 passed, 1 failed"; exit 1
}
# Orca goes on speaking the window for a moment after its first line (see below: the rest
# of its log only reaches the file when it quits).
sleep 1
orca_version=$(orca --version 2>/dev/null)
echo "== Orca (${orca_version}) on the twins window, GTK $(pkg-config --modversion gtk4)"

# Orca writes its log buffered, so what it said is read once it has quit, by the times
# of its lines: the speech from time $1 to time $2, keys' echoes left out, names without
# their prefix.
speech_between() {
  awk -v from="$1" -v to="$2" '$2 == "-" && $1 >= from && (to == "" || $1 < to) && /SPEECH OUTPUT: /' \
    "$out/orca.log" | grep -o "SPEECH OUTPUT: '[^']*'" |
    sed -e "s/^SPEECH OUTPUT: '//" -e "s/'$//" | grep -vxE "(tab|space|left shift) ?" |
    sed -e 's/ToggleKit //g' -e 's/GTK //g' | paste -sd '|' -
}
now() { date +%H:%M:%S.%6N; }
marks=()
press() { # press KEY: noted, pressed, and given time to be spoken
  marks+=("$(now)")
  xdotool key "$1"
  # Orca's speech for a key cannot be waited for: its log reaches the file only when it
  # quits. The marks split the speech by time afterwards, so each key gets its own span.
  sleep 1.5
}

names=("Bold" "Wi-Fi" "Remember me" "Grid")
# Focus comes to the first toggle by the keyboard, so Orca hears it move there.
press Tab
marks=()
for index in 0 1 2 3 4 5 6 7; do
  if [ "$index" -eq 0 ]; then press shift+Tab; else press Tab; fi
  press space
done
# The last span ends here: Orca 51 says "Screen reader off." as it quits.
marks+=("$(now)")
kill -TERM "$orca"
wait "$orca" 2>/dev/null
orca=""
focus=() toggled=()
for index in 0 1 2 3 4 5 6 7; do
  focus+=("$(speech_between "${marks[index * 2]}" "${marks[index * 2 + 1]}")")
  toggled+=("$(speech_between "${marks[index * 2 + 1]}" "${marks[index * 2 + 2]:-}")")
done

# shellcheck source=Tests/Support/checks.sh
source Tests/Support/checks.sh  # run from the project folder, as each script is
gtk_minor=$(pkg-config --modversion gtk4 | cut -d. -f2)
for pair in 0 1 2 3; do
  ours=$((pair * 2)) native=$((pair * 2 + 1))
  name=${names[pair]}
  if [ "$name" = "Grid" ] && [ "$gtk_minor" -lt 10 ]; then
    # GTK 4.8 leaves a grouped GtkCheckButton a check box; from 4.10 it is a radio button,
    # which ToggleKit's radio look is on every version.
    [[ "${focus[ours]}" == *"radio button"* ]] && [[ "${focus[native]}" == *"check box"* ]]
    check "$name on focus (GTK 4.8: ours a radio button, as from 4.10): ToggleKit '${focus[ours]}', GTK '${focus[native]}'" $?
    [ "${toggled[ours]}" = "selected" ] && [ "${toggled[native]}" = "checked" ]
    check "$name on Space (GTK 4.8): ToggleKit '${toggled[ours]}', GTK '${toggled[native]}'" $?
    continue
  fi
  [ -n "${focus[ours]}" ] && [ "${focus[ours]}" = "${focus[native]}" ]
  check "$name on focus: ToggleKit '${focus[ours]}', GTK '${focus[native]}'" $?
  [ "${toggled[ours]}" = "${toggled[native]}" ]
  check "$name on Space: ToggleKit '${toggled[ours]}', GTK '${toggled[native]}'" $?
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
