#!/usr/bin/env python3
"""Qt's tree of checkboxes, measured for `make bench`'s `trees:` line beside ToggleKit's.

QTreeWidget with Qt::ItemIsAutoTristate is the one toolkit tree whose parents follow their
children. Builds a root, SIDE folders and SIDE leaves in each (SIDE=1000: a million
leaves), then times checking the root (every item below follows) and changing one leaf
with its folder and the root re-derived (Qt derives them when read), the medians of
repeated runs.

Usage: QT_QPA_PLATFORM=offscreen bench-qt-tree.py [SIDE]
Prints: qt_check_root_ms=N qt_leaf_change_us=N leaves=N
"""
import random
import statistics
import sys
import time

from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import QApplication, QTreeWidget, QTreeWidgetItem


def main():
    side = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    app = QApplication(sys.argv[:1])
    tree = QTreeWidget()
    root = QTreeWidgetItem(tree, ["root"])
    flags = Qt.ItemIsUserCheckable | Qt.ItemIsEnabled | Qt.ItemIsAutoTristate
    root.setFlags(flags)
    root.setCheckState(0, Qt.Unchecked)
    leaves = []
    for folder_number in range(side):
        folder = QTreeWidgetItem(root, [f"folder {folder_number}"])
        folder.setFlags(flags)
        folder.setCheckState(0, Qt.Unchecked)
        for leaf_number in range(side):
            leaf = QTreeWidgetItem(folder, [f"file {leaf_number}"])
            leaf.setFlags(Qt.ItemIsUserCheckable | Qt.ItemIsEnabled)
            leaf.setCheckState(0, Qt.Unchecked)
            leaves.append(leaf)
    app.processEvents()

    checks = []
    for _ in range(5):
        # A leaf flipped first, so the root is mixed and every check moves items.
        leaf = random.choice(leaves)
        leaf.setCheckState(0, Qt.Checked if leaf.checkState(0) == Qt.Unchecked else Qt.Unchecked)
        start = time.perf_counter()
        root.setCheckState(0, Qt.Checked)
        checks.append(time.perf_counter() - start)
    root.setCheckState(0, Qt.Checked)

    # A leaf changed, and its parents re-derived: Qt works an automatic tristate parent's
    # state out from its children when it is read (as a view does to repaint the rows), so
    # the folder's and the root's states are read.
    changes = []
    for leaf in random.sample(leaves, 50):
        folder = leaf.parent()
        for state in (Qt.Unchecked, Qt.Checked):
            start = time.perf_counter()
            leaf.setCheckState(0, state)
            folder.checkState(0)
            root.checkState(0)
            changes.append(time.perf_counter() - start)
    print(
        f"qt_check_root_ms={statistics.median(checks) * 1e3:.1f} "
        f"qt_leaf_change_us={statistics.median(changes) * 1e6:.1f} leaves={len(leaves)}"
    )
    app.quit()


if __name__ == "__main__":
    main()
