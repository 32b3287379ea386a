"""AT-SPI client for `toggle-gallery --list`: prints, for every "Setting N" check box in the
accessible tree (every row widget GTK keeps, on screen or just off it: GTK 4.8 marks none of
them SHOWING), "N:checked:busy" as 1s and 0s, one line, sorted by N. It reads the tree from
a separate process, as Orca would."""
import re
import sys
import time

import pyatspi

pattern = re.compile(r"^Setting (\d+)$")


def collect(node, found, depth=0):
    try:
        match = pattern.match(node.name or "")
        if match and node.getRoleName() == "check box":
            state = node.getState()
            found[int(match.group(1))] = (
                int(state.contains(pyatspi.STATE_CHECKED)),
                int(state.contains(pyatspi.STATE_BUSY)),
            )
            return
        if depth > 40:
            return
        for child in node:
            if child is not None:
                collect(child, found, depth + 1)
    except Exception as error:
        # A subtree that cannot be read is a failed check, not rows that are not there.
        print(f"AT-SPI: cannot read a node: {error}", file=sys.stderr)
        sys.exit(2)


desktop = pyatspi.Registry.getDesktop(0)
found = {}
for _ in range(20):
    for app in desktop:
        if app is not None and app.name == "toggle-gallery":
            collect(app, found)
    if found:
        break
    time.sleep(0.1)
print(" ".join(f"{n}:{c}:{b}" for n, (c, b) in sorted(found.items())))
print(f"AT-SPI: read {len(found)} rows", file=sys.stderr)
sys.exit(0 if found else 1)
