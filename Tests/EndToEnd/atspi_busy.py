"""AT-SPI client: watches the toggle named NAME in the application APP (default
toggle-gallery), as a screen reader would, for its BUSY state (an async commit is running,
B18).

It finds the toggle first and listens for its state-changed events, then prints "ready", so
the test clicks only once the watcher is in place: walking the gallery's accessible tree
takes seconds on a busy machine, longer than a pending save may last. It then prints
"busy: 1 (checked: C)" on the event that sets BUSY, and "busy: 0 (checked: C)" on the next
one that clears it, C being whether the toggle read checked then, and exits 0; it exits 1
if either is not seen within 40 s of its start."""
import sys
import time

import pyatspi
from gi.repository import GLib

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
# A screen reader learns of BUSY from the toggle's state-changed events, not by asking
# again and again: a poll can miss a save shorter than a D-Bus round trip on a loaded machine.
# On each event it reads the toggle's states, as Orca does.
seen = []


def on_busy(event):
    if len(seen) >= 2 or event.source is None:
        return
    try:
        if event.source.name != name or event.source.getRoleName() not in ROLES:
            return
        busy = bool(event.detail1)
        if busy != (len(seen) == 0):
            return
        checked = int(event.source.getState().contains(pyatspi.STATE_CHECKED))
    except Exception:
        return
    seen.append(busy)
    say(f"busy: {int(busy)} (checked: {checked})")
    if len(seen) == 2:
        pyatspi.Registry.stop()


def give_up():
    expected = 1 if not seen else 0
    say(f"AT-SPI: {name} never read busy={expected}")
    pyatspi.Registry.stop()
    return False


pyatspi.Registry.registerEventListener(on_busy, "object:state-changed:busy")
GLib.timeout_add_seconds(max(int(limit - time.monotonic()), 1) + 20, give_up)
GLib.idle_add(lambda: say("ready") and False)
pyatspi.Registry.start()
sys.exit(0 if len(seen) == 2 else 1)
