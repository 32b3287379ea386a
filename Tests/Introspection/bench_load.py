"""What loading ToggleKit costs a Python process that already has GTK, beside libadwaita
measured in the same run: the time from `require_version` to the library's
`init ()` returning, and the private memory the process gains (Private_Clean + Private_Dirty
of /proc/self/smaps_rollup), each the median of fresh processes.

    python3 bench_load.py [RUNS]

Each run is a new interpreter that imports GTK 4 and initialises it first, so only the
library's own cost is measured: its file mapped and relocated, its dependencies that GTK
did not already load (Swift's runtime for ToggleKit), its types registered, and its
typelib read. Prints one line per library and the ratio to libadwaita's.
"""
import statistics
import subprocess
import sys

CHILD = r"""
import sys, time
import gi
gi.require_version("Gtk", "4.0")
from gi.repository import Gtk
Gtk.init()

def private_kb():
    with open("/proc/self/smaps_rollup") as rollup:
        return sum(int(line.split()[1]) for line in rollup
                   if line.startswith(("Private_Clean:", "Private_Dirty:")))

namespace, version = sys.argv[1], sys.argv[2]
before = private_kb()
start = time.perf_counter()
if namespace != "-":
    gi.require_version(namespace, version)
    module = __import__("gi.repository", fromlist=[namespace]).__dict__[namespace]
    module.init()
elapsed = time.perf_counter() - start
print(f"{elapsed * 1e3:.3f} {private_kb() - before}")
"""

LIBRARIES = [("nothing (the harness)", "-", "-"), ("libadwaita", "Adw", "1"),
             ("ToggleKit", "ToggleKit", "1")]


def measure(namespace, version, runs):
    times, memory = [], []
    for _ in range(runs):
        line = subprocess.run([sys.executable, "-c", CHILD, namespace, version], check=True,
                              capture_output=True, text=True).stdout.split()
        times.append(float(line[0]))
        memory.append(int(line[1]))
    return statistics.median(times), statistics.median(memory)


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    results = {name: measure(namespace, version, runs) for name, namespace, version in LIBRARIES}
    adw_ms, adw_kb = results["libadwaita"]
    print(f"load into a Python process with GTK 4 (median of {runs} processes each)")
    for name, (ms, kb) in results.items():
        ratio = f"{ms / adw_ms:5.2f}x time, {kb / adw_kb:5.2f}x memory of libadwaita" \
            if name != "nothing (the harness)" else ""
        print(f"  {name:<22} {ms:8.2f} ms  {kb:7d} KiB private  {ratio}")


if __name__ == "__main__":
    main()
