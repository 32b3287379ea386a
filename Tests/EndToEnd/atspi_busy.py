"""AT-SPI client: watches the toggle named NAME in the application APP (default
toggle-gallery), as a screen reader would, for its BUSY state (an async commit is running,
B18).

It finds the toggle first and prints "ready", so the test clicks only once the watcher is
in place: walking the gallery's accessible tree takes seconds on a busy machine, longer
than a pending save may last. It then prints "busy: 1 (checked: C)" when it first reads
BUSY set, and "busy: 0 (checked: C)" when it next reads it clear, C being whether it was
checked then, and exits 0; it exits 1 if either is not seen within 20 s."""
import sys
import time

import pyatspi

name = sys.argv[1]
application = sys.argv[2] if len(sys.argv) > 2 else "toggle-gallery"
limit = time.monotonic() + 20.0
ROLES = ("push button", "toggle button", "check box", "switch", "radio button")


def say(line):
    print(line, flush=True)


def find(node):
    try:
        if node.name == name and node.getRoleName() in ROLES:
            return node
        for child in node:
            if child is not None:
                hit = find(child)
                if hit is not None:
                    return hit
    except Exception:
        return None
    return None


node = None
while node is None and time.monotonic() < limit:
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and app.name == application:
            node = find(app)
    if node is None:
        time.sleep(0.1)
if node is None:
    say(f"AT-SPI: no toggle named {name!r}")
    sys.exit(1)
say("ready")
for expected in (True, False):
    # One D-Bus call a read: the toggle's state as the screen reader would ask for it.
    while True:
        state = node.getState()
        if state.contains(pyatspi.STATE_BUSY) == expected:
            break
        if time.monotonic() > limit:
            say(f"AT-SPI: {name} never read busy={int(expected)}")
            sys.exit(1)
        time.sleep(0.02)
    say(f"busy: {int(expected)} (checked: {int(state.contains(pyatspi.STATE_CHECKED))})")
