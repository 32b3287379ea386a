"""Real-input storm: the gallery driven by random real clicks, drags and keys (xdotool),
then every toggle's value, the value its last frame drew, its accessible pressed state
(AT-SPI) and the state logged on stdout must agree. Run under Xvfb and a D-Bus session.

usage: storm.py GALLERY_BINARY ACTIONS SEED
Prints "storm: actions=N mismatches=N crashes=N criticals=N" last."""
import os
import random
import signal
import subprocess
import sys
import tempfile
import time

import pyatspi

binary, actions, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
print(f"storm: seed {seed} (replay: storm.py {binary} {actions} {seed})")
workdir = tempfile.mkdtemp()
stdout_path = os.path.join(workdir, "stdout")
stderr_path = os.path.join(workdir, "stderr")
# SWIFT_BACKTRACE=enable=no: without it the Swift runtime catches the trap of a
# fatal critical, and the gallery carries on and exits 0.
env = dict(os.environ, TOGGLE_GALLERY_LAYOUT="1", G_DEBUG="fatal-criticals", SWIFT_BACKTRACE="enable=no",
           GTK_A11Y="atspi")
gallery = subprocess.Popen([binary], stdout=open(stdout_path, "w"), stderr=open(stderr_path, "w"), env=env)


def lines(prefix):
    with open(stdout_path) as f:
        return [l.rstrip("\n")[len(prefix):] for l in f if l.startswith(prefix)]


def wait_for(predicate, seconds=10):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return False


if not wait_for(lambda: "done" in lines("layout: ")):
    print("storm: gallery did not start")
    print("storm: actions=0 mismatches=0 crashes=1 criticals=0")
    sys.exit(1)
window = subprocess.run(["xdotool", "search", "--sync", "--name", "ToggleKit Gallery"],
                        capture_output=True, text=True).stdout.split()[0]
layout = {}
for entry in lines("layout: "):
    if entry != "done":
        name, x, y = entry.split("|")
        layout[name] = (int(x), int(y))
names = sorted(layout)
rng = random.Random(seed)


def xdo(*args):
    subprocess.run(["xdotool", *args], check=False)


for _ in range(actions):
    if gallery.poll() is not None:
        break
    kind = rng.choice(["click", "click", "drag", "drag-back", "key"])
    name = rng.choice(names)
    x, y = layout[name]
    if kind == "click":
        xdo("mousemove", "--window", window, str(x), str(y), "click", "1")
    elif kind.startswith("drag"):
        dx, dy = rng.randint(-200, 200), rng.randint(-200, 200)
        xdo("mousemove", "--window", window, str(x), str(y), "mousedown", "1")
        xdo("mousemove", "--window", window, str(x + dx), str(y + dy))
        if kind == "drag-back":
            xdo("mousemove", "--window", window, str(x + rng.randint(-5, 5)), str(y))
        xdo("mouseup", "1")
    else:
        xdo("key", "--window", window, rng.choice(["space", "Return", "Tab", "shift+Tab"]))
    time.sleep(0.01)

time.sleep(0.5)
crashes = 0 if gallery.poll() is None else 1
mismatches = []
if not crashes:
    gallery.send_signal(signal.SIGUSR1)
    wait_for(lambda: "done" in lines("state: "))
    states = {}
    for entry in lines("state: "):
        if entry != "done":
            name, value, drawn = entry.split("|")
            states[name] = (value, drawn)
    logged = {}
    with open(stdout_path) as f:
        for line in f:
            for prefix in ("toggled: ", "set by code: "):
                if line.startswith(prefix):
                    name, value = line[len(prefix):].rstrip("\n").rsplit(" ", 1)
                    logged[name] = value
    # The accessible side, from a separate view of the same process.
    desktop = pyatspi.Registry.getDesktop(0)
    pressed = {}
    for app in desktop:
        if app is None or not any(w is not None and w.name == "ToggleKit Gallery" for w in app):
            continue
        stack = [app]
        while stack:
            node = stack.pop()
            try:
                if node.getRoleName() in ("push button", "toggle button", "check box", "switch", "radio button"):
                    # Push toggles expose PRESSED, checkboxes and switches CHECKED (B13).
                    states_set = node.getState()
                    pressed[node.name] = states_set.contains(pyatspi.STATE_PRESSED) or states_set.contains(
                        pyatspi.STATE_CHECKED)
                stack.extend(child for child in node if child is not None)
            except Exception:
                pass
    for name, (value, drawn) in sorted(states.items()):
        log_value = logged.get(name, "off")
        accessible = name.replace("_", "")  # a mnemonic's underscore is not read out
        if not (value == drawn == log_value):
            mismatches.append(f"{name}: value {value}, drawn {drawn}, logged {log_value}")
        if accessible in pressed and value != "mixed" and pressed[accessible] != (value == "on"):
            mismatches.append(f"{name}: value {value} but AT-SPI pressed or checked={pressed[accessible]}")
        if accessible not in pressed:
            mismatches.append(f"{name}: not found through AT-SPI")
    gallery.terminate()
    gallery.wait(timeout=5)

with open(stderr_path) as f:
    errors = f.read()
criticals = sum(1 for l in errors.splitlines() if "CRITICAL" in l or "WARNING" in l)
print(f"storm: {len(lines('toggled: '))} user changes logged")
for mismatch in mismatches:
    print("storm: mismatch:", mismatch)
if crashes:
    print("storm: the gallery exited during the storm:\n" + errors[-2000:])
print(f"storm: actions={actions} mismatches={len(mismatches)} crashes={crashes} criticals={criticals}")
sys.exit(1 if mismatches or crashes or criticals else 0)
