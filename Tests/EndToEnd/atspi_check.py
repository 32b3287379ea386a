"""AT-SPI client: finds the gallery's toggles, checks role, name and pressed state,
then clicks one with real X input and waits for its object:state-changed:pressed event."""
import subprocess
import sys
import time

import pyatspi

window_id, stdout_path = sys.argv[1], sys.argv[2]


def find_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for _ in range(50):
        # GTK 4.8 without a GtkApplication exports the app as "Unnamed": find it by its window.
        for app in desktop:
            if app is None:
                continue
            if any(window is not None and window.name == "ToggleKit Gallery" for window in app):
                return app
        time.sleep(0.1)
    return None


def walk(node, found):
    try:
        role = node.getRoleName()
        name = node.name
    except Exception:
        return
    found.append(node)
    for child in node:
        if child is not None:
            walk(child, found)


app = find_app()
if app is None:
    print("AT-SPI: gallery application not found")
    sys.exit(1)
nodes = []
walk(app, nodes)
by_name = {}
for node in nodes:
    if node.getRoleName() in ("push button", "toggle button", "check box"):
        by_name.setdefault(node.name, node)

failures = []
for name in ("Power", "Lamp", "Notifications", "Wi-Fi", "Remember me", "Disabled", "Protected"):
    if name not in by_name:
        failures.append(f"no button named {name!r} (saw {sorted(by_name)})")

if "Disabled" in by_name:
    states = by_name["Disabled"].getState()
    if states.contains(pyatspi.STATE_ENABLED) and states.contains(pyatspi.STATE_SENSITIVE):
        failures.append("Disabled is exposed as enabled")
    if not states.contains(pyatspi.STATE_PRESSED):
        failures.append("Disabled (on) is not exposed as pressed")

if "Notifications" in by_name:
    node = by_name["Notifications"]
    before = node.getState().contains(pyatspi.STATE_PRESSED)
    label_before = node.name
    events = []
    listener = lambda event: events.append(event) if event.source == node else None
    pyatspi.Registry.registerEventListener(listener, "object:state-changed:pressed")
    layout = [l for l in open(stdout_path) if l.startswith("layout: Notifications|")][0]
    _, x, y = layout.strip().split("|")
    subprocess.run(["xdotool", "mousemove", "--window", window_id, x, y, "click", "1"], check=True)
    deadline = time.time() + 5
    while time.time() < deadline and not events:
        pyatspi.Registry.pumpQueuedEvents()
        time.sleep(0.05)
    after = node.getState().contains(pyatspi.STATE_PRESSED)
    if before == after:
        failures.append(f"Notifications pressed state did not change ({before} -> {after})")
    if not events:
        failures.append("no object:state-changed:pressed event for Notifications")
    if node.name != label_before:
        failures.append(f"label changed with the state: {label_before!r} -> {node.name!r}")

for failure in failures:
    print("AT-SPI:", failure)
print(f"AT-SPI: checked {len(by_name)} toggles, {len(failures)} problems")
sys.exit(1 if failures else 0)
