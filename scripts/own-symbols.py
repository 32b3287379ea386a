"""Keeps, in a module's symbol graphs, only the symbols declared in that module's own
sources (Sources/MODULE/), for `make docs`.

The UIKit and SwiftUI modules re-export the core, UIKit and Swift Concurrency
(`@_exported import`), and the symbol graphs that apple-typecheck writes for them carry all of
those: thousands of symbols that DocC would file under its own headings on the module's page.
A relationship stays when its source stays (its target may be another module's type, such as
the `UIButton` that `ToggleButton` inherits from).

Usage: python3 scripts/own-symbols.py MODULE GRAPH.symbols.json...   (rewritten in place;
a graph left with no symbol is removed)."""
import json
import os
import sys

module, paths = sys.argv[1], sys.argv[2:]
own = f"/Sources/{module}/"
for path in paths:
    with open(path) as file:
        graph = json.load(file)
    kept = [s for s in graph["symbols"] if own in s.get("location", {}).get("uri", "")]
    ids = {s["identifier"]["precise"] for s in kept}
    if not kept:
        os.remove(path)
        continue
    graph["symbols"] = kept
    graph["relationships"] = [r for r in graph["relationships"] if r["source"] in ids]
    with open(path, "w") as file:
        json.dump(graph, file)
