"""AT-SPI client: whether the gallery toggle named NAME is BUSY (an async commit is
running, B18), as a screen reader reads it. Exits 0 when its BUSY state is EXPECTED
(1 or 0), waiting up to a second for it; prints what it saw."""
import sys
import time

import pyatspi

name, expected = sys.argv[1], sys.argv[2] == "1"


def find(node, depth=0):
    try:
        if node.name == name and node.getRoleName() in ("push button", "toggle button", "check box", "switch", "radio button"):
            return node
        for child in node:
            if child is not None:
                hit = find(child, depth + 1)
                if hit is not None:
                    return hit
    except Exception:
        return None
    return None


desktop = pyatspi.Registry.getDesktop(0)
node = None
for _ in range(30):
    for app in desktop:
        if app is not None and app.name == "toggle-gallery":
            node = find(app)
    if node is not None:
        break
    time.sleep(0.1)
if node is None:
    print(f"AT-SPI: no toggle named {name!r}")
    sys.exit(1)
busy = None
for _ in range(10):
    busy = node.getState().contains(pyatspi.STATE_BUSY)
    if busy == expected:
        break
    time.sleep(0.1)
print(f"AT-SPI: {name} busy={busy}")
sys.exit(0 if busy == expected else 1)
