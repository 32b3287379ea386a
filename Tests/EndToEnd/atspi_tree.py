"""AT-SPI client for `toggle-gallery --tree`: prints, for every "Folder N", "Album N-M" and
"File N-M-K" check box in the accessible tree (every row widget GTK keeps), "NAME=STATE" with
STATE 1 (checked), m (mixed: indeterminate) or 0, one per line, sorted by name. It reads the
tree from a separate process, as Orca would; names have their space made an underscore.
With --busy, it prints only the names of the rows that are busy (a save pending, or its
files being read), one per line."""
import re
import sys
import time

import pyatspi

busy_only = "--busy" in sys.argv
pattern = re.compile(r"^(Folder \d+|Album \d+-\d+|File \d+-\d+-\d+)$")


def collect(node, found, depth=0):
    try:
        name = node.name or ""
        if pattern.match(name) and node.getRoleName() == "check box":
            state = node.getState()
            if busy_only:
                if state.contains(pyatspi.STATE_BUSY):
                    found[name] = "busy"
                return
            if state.contains(pyatspi.STATE_INDETERMINATE):
                found[name] = "m"
            else:
                found[name] = "1" if state.contains(pyatspi.STATE_CHECKED) else "0"
            return
        if depth > 60:
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
for name in sorted(found):
    print(name.replace(" ", "_") if busy_only else f"{name.replace(' ', '_')}={found[name]}")
print(f"AT-SPI: read {len(found)} rows", file=sys.stderr)
sys.exit(0 if found or busy_only else 1)
