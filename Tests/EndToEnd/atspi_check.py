"""AT-SPI client, as a screen reader sees the gallery: the application by name, each
toggle's role (its look's native twin's), name and state; one state-change event per
change; and the Action interface toggling it (doAction(0)), as for the native widgets."""
import subprocess
import sys
import time

import pyatspi

window_id, stdout_path = sys.argv[1], sys.argv[2]


def find_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for _ in range(50):
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
    if node.getRoleName() in ("push button", "toggle button", "check box", "switch", "radio button"):
        by_name.setdefault(node.name, node)

failures = []
if app.name in ("", "Unnamed"):
    failures.append(f"the application has no name ({app.name!r})")

# Each look's role is its native twin's on the GTK that runs (the gallery prints it):
# GtkToggleButton is a push button with the pressed state on 4.8 and a toggle button
# from 4.10; GTK 4.8 exports GtkSwitch's SWITCH role as AT-SPI's check box, later
# versions as switch.
gtk_line = next((line for line in open(stdout_path) if line.startswith("gtk: ")), None)
if gtk_line is None:
    print("AT-SPI: the gallery did not print its GTK version")
    sys.exit(1)
gtk_minor = int(gtk_line.split()[1].split(".")[1])
push = ("toggle button",) if gtk_minor >= 10 else ("push button",)
expected_roles = {
    "Power": push, "Notifications": push, "Share screen": push, "Bluetooth": push, "Bold": push,
    "Remember me": ("check box",), "Lock sharing": ("check box",), "All extras": ("check box",),
    "Wi-Fi": ("switch", "check box"), "Lamp toggles itself": ("switch", "check box"),
    # Group members keep their look's role (radio for the radio look), as GtkToggleButtons in a group and
    # GtkCheckButtons used as checkboxes do (G7).
    "Left": push, "Center": push, "Right": push,
    "List": ("radio button",), "Grid": ("radio button",),
    "Cheese": ("check box",), "Olives": ("check box",), "Mushrooms": ("check box",),
}
# Group members sit in a box read as a named group (G7).
for member, group in (("Center", "Alignment"), ("Grid", "View"), ("Olives", "Toppings")):
    parent = by_name[member].parent if member in by_name else None
    if parent is None or parent.name != group:
        failures.append(f"{member} is not in a group named {group!r} ({parent and parent.name!r})")

for name, roles in expected_roles.items():
    if name not in by_name:
        failures.append(f"no toggle named {name!r} (saw {sorted(by_name)})")
    elif by_name[name].getRoleName() not in roles:
        failures.append(f"{name} has role {by_name[name].getRoleName()!r}, expected {roles}")

if "Bluetooth" in by_name:
    states = by_name["Bluetooth"].getState()
    if states.contains(pyatspi.STATE_ENABLED) and states.contains(pyatspi.STATE_SENSITIVE):
        failures.append("Bluetooth (disabled) is exposed as enabled")
    if not states.contains(pyatspi.STATE_PRESSED):
        failures.append("Bluetooth (on) is not exposed as pressed")


def state_of(node):
    states = node.getState()
    return states.contains(pyatspi.STATE_PRESSED) or states.contains(pyatspi.STATE_CHECKED)


def wait_for(predicate, seconds=5):
    deadline = time.time() + seconds
    while time.time() < deadline and not predicate():
        pyatspi.Registry.pumpQueuedEvents()
        time.sleep(0.05)
    return predicate()


# The Action interface toggles each look, as doAction(0) toggles GtkToggleButton and GtkSwitch;
# and one value change is one state-change event (two would make a screen reader say it twice).
for name, action in (("Bold", "click"), ("Notifications", "click"), ("Remember me", "toggle"), ("Wi-Fi", "toggle")):
    node = by_name.get(name)
    if node is None:
        continue
    try:
        actions = node.queryAction()
    except NotImplementedError:
        failures.append(f"{name} has no Action interface")
        continue
    names = [actions.getName(i) for i in range(actions.nActions)]
    if names != [action]:
        failures.append(f"{name} offers actions {names}, expected [{action!r}]")
        continue
    events = []
    listener = lambda event, node=node: events.append(event.type) if event.source == node else None
    pyatspi.Registry.registerEventListener(listener, "object:state-changed")
    before = state_of(node)
    actions.doAction(0)
    if not wait_for(lambda: state_of(node) != before):
        failures.append(f"doAction(0) on {name} did not toggle it")
    wait_for(lambda: False, seconds=0.5)  # let any second event arrive
    pyatspi.Registry.deregisterEventListener(listener, "object:state-changed")
    changes = [e for e in events if e.endswith(":pressed") or e.endswith(":checked")]
    if len(changes) != 1:
        failures.append(f"{name}: {len(changes)} pressed/checked events for one change: {events}")

if "Notifications" in by_name:
    node = by_name["Notifications"]
    before = node.getState().contains(pyatspi.STATE_PRESSED)
    label_before = node.name
    events = []
    listener = lambda event: events.append(event) if event.source == node else None
    pyatspi.Registry.registerEventListener(listener, "object:state-changed:pressed")
    layout = [line for line in open(stdout_path) if line.startswith("layout: Notifications|")][0]
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
