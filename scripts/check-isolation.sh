#!/usr/bin/env bash
# A simulation, not a build: the UIKit and SwiftUI code must compile with no warning under
# the isolation Xcode 16's SDKs declare (NSObject's accessibility members on the main actor,
# SwiftUI's Binding closures `@isolated(any) @Sendable`), and this machine has no such SDK
# and no Xcode. So the declarations are simulated by stand-ins written here. Three steps:
#   1. Tests/IsolationSimulation/Patterns.swift, the package's patterns against stand-ins of
#      those declarations (NewerSDK.swift) and the package's own runOnMainThread, compiles in
#      Swift 6 mode with warnings as errors;
#   2. Unsafe.swift.txt, the patterns before the fix, gives exactly its four warnings there,
#      so the simulation catches what it is for;
#   3. the real sources keep to the patterns: a nonisolated accessibility override touches
#      `super` only in its main-thread branch, and every Binding closure is `@MainActor`.
# What it cannot show: that the real SDKs declare what NewerSDK.swift declares, and anything
# about code outside these two patterns. Only a build with Xcode 16 or later can (decision 31).
set -euo pipefail
cd "$(dirname "$0")/.."
here=Tests/IsolationSimulation
backport=Sources/ToggleKitUIKit/Internal/MainActor+Backport.swift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
compile() {
  swiftc -swift-version 6 -D TOGGLEKIT_ISOLATION_SIMULATION -module-name IsolationSimulation \
    -typecheck "$backport" "$here/NewerSDK.swift" "$@"
}

compile -warnings-as-errors "$here/Patterns.swift"
echo "  ok: the patterns compile with no warning against stand-ins of a newer SDK's isolation"

cp "$here/Unsafe.swift.txt" "$work/Unsafe.swift"
warnings=$(compile "$work/Unsafe.swift" 2>&1 | grep -cE '^/.*: warning: main actor-isolated' || true)
if [ "$warnings" -ne 4 ]; then
  echo "FAIL: the unsafe patterns gave $warnings warnings, not 4: the simulation no longer" \
    "reproduces a newer SDK's isolation" >&2
  exit 1
fi
echo "  ok: the patterns before the fix give their 4 warnings there"

python3 - Sources/ToggleKitUIKit Sources/ToggleKitSwiftUI <<'PY'
import pathlib, re, sys

def block(text, start):
    """The text of the brace block that opens at or after `start`."""
    open_at = text.index("{", start)
    depth = 0
    for index in range(open_at, len(text)):
        depth += {"{": 1, "}": -1}.get(text[index], 0)
        if depth == 0:
            return text[open_at:index + 1]
    return text[open_at:]

problems = []
for folder in sys.argv[1:]:
    for path in sorted(pathlib.Path(folder).rglob("*.swift")):
        text = path.read_text()
        for match in re.finditer(r"nonisolated open override (var|func) (\w+)", text):
            body = block(text, match.end())
            line = text.count("\n", 0, match.start()) + 1
            for branch in re.finditer(r"elsewhere: \{", body):
                if "super." in block(body, branch.start()):
                    problems.append(f"{path}:{line}: {match.group(2)} reads super off the main thread")
            if re.search(r"\bset \{\s*super\.", body):
                problems.append(f"{path}:{line}: {match.group(2)} sets super outside the main thread branch")
        # A Binding made here: its closures are @MainActor, unless a comment just above
        # says "isolation: none" (closures that reach no main-actor state).
        for match in re.finditer(r"Binding(<[^>]*>)?\(\s*get:", text):
            comments = []
            for previous in reversed(text[:match.start()].rstrip().splitlines()):
                if not previous.strip().startswith("//"):
                    break
                comments.append(previous)
            if any("isolation: none" in comment for comment in comments):
                continue
            line = text.count("\n", 0, match.start()) + 1
            arguments = text[match.start():match.start() + 600]
            for closure in re.finditer(r"\b(get|set): \{", arguments):
                if not arguments[closure.end():].lstrip().startswith("@MainActor"):
                    problems.append(f"{path}:{line}: a Binding {closure.group(1)} closure that is not @MainActor")
if problems:
    print("\n".join(problems), file=sys.stderr)
    sys.exit(1)
PY
echo "  ok: the UIKit and SwiftUI sources keep to those patterns"
