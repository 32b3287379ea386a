# shellcheck shell=bash
# Waiting for events in the end-to-end scripts, instead of sleeping. Sourced.
#
#   wait_count_in FILE REGEX N [S]  waits until N lines of FILE match REGEX (S seconds, 10);
#                                   fails at once if $pid is set and that process has died.
#   eventually COMMAND [ARG...]     runs COMMAND until it succeeds (10 s at most): for states
#                                   read from outside, such as AT-SPI's, that follow an event
#                                   a moment later.

wait_count_in() {
  local deadline=$((SECONDS + ${4:-10}))
  until [ "$(grep -c -- "$2" "$1" 2>/dev/null)" -ge "$3" ]; do
    # An app that died prints nothing more: fail now, not at the deadline.
    if [ -n "${pid:-}" ] && ! kill -0 "$pid" 2>/dev/null; then return 1; fi
    [ "$SECONDS" -lt "$deadline" ] || return 1
    # The app's output is a file: polling it is how a shell waits for the line.
    sleep 0.05
  done
}

eventually() {
  local deadline=$((SECONDS + 10))
  until "$@"; do
    [ "$SECONDS" -lt "$deadline" ] || return 1
    sleep 0.2
  done
}
