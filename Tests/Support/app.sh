# shellcheck shell=bash
# What the end-to-end scripts share: starting toggle-gallery, reading the lines it prints
# (Tests/EndToEnd/PROTOCOL.md) and waiting for them instead of sleeping. Sourced from the
# project folder, inside Tests/Support/session.sh, after Tests/Support/checks.sh.
#
#   app_start TITLE [ARG...]  starts the gallery with ARGs and waits for its first layout and
#                             its window; sets $pid and $window. The app is stopped and $out
#                             removed when the script exits.
#   wait_line REGEX [S]       waits until a line the app printed matches (S seconds, 10).
#   wait_count REGEX N [S]    waits until N lines match.
#   wait_in FILE REGEX [S]    waits until a line of FILE (another watcher's output) matches.
#   count REGEX               how many lines match now.
#   sync_app                  presses F12 and waits for its "sync: N" answer: every input
#                             sent before it has then been handled.
#   position NAME             "x y" of the toggle NAME, from the newest layout.
#   click NAME                a real click (XTest) at NAME's position.

# shellcheck source=Tests/Support/wait.sh
source Tests/Support/wait.sh

app_bin="$(swift build --product toggle-gallery --show-bin-path)/toggle-gallery"
out=$(mktemp -d)
pid=""
window=""
app_stop() {
  if [ -n "$pid" ]; then
    kill "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
  fi
  rm -rf "$out"
}
trap app_stop EXIT

# Accessibility must reach AT-SPI for GTK to export the tree; a GLib critical aborts (Swift's
# backtracer would otherwise catch the trap and carry on).
export GTK_A11Y=atspi NO_AT_BRIDGE=0 SWIFT_BACKTRACE=enable=no

app_start() {
  local title=$1
  shift
  G_DEBUG=fatal-criticals "$app_bin" "$@" >"$out/stdout" 2>"$out/stderr" &
  pid=$!
  if ! wait_line "^layout: done$" 30; then
    echo "$title did not start"
    cat "$out/stderr"
    echo "0 passed, 1 failed"
    exit 1
  fi
  window=$(xdotool search --sync --name "$title" | head -n 1)
}

count() { grep -c -- "$1" "$out/stdout" 2>/dev/null || true; }

# A failed check also shows the app's last lines: what it did print says how far the input got.
eval "$(declare -f check | sed '1s/^check /tally_check /')"
check() {
  tally_check "$@"
  [ "$2" -eq 0 ] || tail -n 8 "$out/stdout" | sed 's/^/    app printed: /'
}

wait_count() { wait_count_in "$out/stdout" "$@"; }

wait_in() { wait_count_in "$1" "$2" 1 "${3:-10}"; }

wait_line() { wait_count "$1" 1 "${2:-10}"; }

sync_app() {
  local next
  next=$(($(count '^sync: ') + 1))
  # Through XTest to the focused window, the path the clicks take: with --window xdotool
  # sends the key with XSendEvent, delivered at once, so it could overtake a click still in
  # the server's input queue, and the barrier would not be one.
  xdotool key F12
  wait_line "^sync: $next$"
}

# The newest position printed for a toggle (a list reprints its rows after each scroll).
position() { grep -- "^layout: $1|" "$out/stdout" | tail -n 1 | cut -d'|' -f2,3 | tr '|' ' '; }

click() {
  local x y
  read -r x y <<<"$(position "$1")"
  xdotool mousemove --window "$window" "$x" "$y" click 1
}
