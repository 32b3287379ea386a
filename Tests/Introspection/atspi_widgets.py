"""AT-SPI client for the Python examples' end-to-end tests: prints one line per named
widget of the application named argv[1], read from a separate process as Orca would:

    NAME|ROLE|X|Y|WIDTH|HEIGHT|STATES

X and Y are window coordinates (GTK 4 reports no screen position); STATES lists checked,
mixed, pressed, busy and focused where set. Exits 1 if the application has no such widgets."""
import sys
import time

import pyatspi

WATCHED = [("checked", pyatspi.STATE_CHECKED), ("mixed", pyatspi.STATE_INDETERMINATE),
           ("pressed", pyatspi.STATE_PRESSED),
           ("busy", pyatspi.STATE_BUSY), ("focused", pyatspi.STATE_FOCUSED)]


def walk(node, lines, depth=0):
    try:
        role = node.getRoleName()
        if node.name and role not in ("application", "frame"):
            try:
                x, y, width, height = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            except NotImplementedError:
                x = y = width = height = -1  # no Component interface: not a place to click
            state = node.getState()
            states = ",".join(name for name, flag in WATCHED if state.contains(flag))
            lines.append(f"{node.name}|{role}|{x}|{y}|{width}|{height}|{states}")
        if depth < 40:
            for child in node:
                if child is not None:
                    walk(child, lines, depth + 1)
    except Exception as error:
        print(f"AT-SPI: cannot read a node: {error!r}", file=sys.stderr)
        sys.exit(2)


lines = []
for _ in range(50):
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and app.name == sys.argv[1]:
            walk(app, lines)
    if lines:
        break
    time.sleep(0.1)
print("\n".join(lines))
sys.exit(0 if lines else 1)
