#!/usr/bin/env python3
"""Makes the GTK side's translations from the core's phrase tables, which live as
Sources/ToggleKitUIKit/Resources/<lang>.lproj/ToggleKit.strings (one source for every toolkit):

- po/togglekit-gtk-1.pot, po/<lang>.po and po/LINGUAS, for gettext and GNOME's translators
  (the gettext domain is togglekit-gtk-1);
- Sources/ToggleKitGTK/Internal/Translations.swift, the same phrases built in, used when no
  gettext catalog of the domain is installed.

Run it after changing a .strings file; the tests fail while its output is out of date
(`python3 scripts/translations.py --check` says so without writing)."""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESOURCES = os.path.join(ROOT, "Sources/ToggleKitUIKit/Resources")
DOMAIN = "togglekit-gtk-1"
# Apple's language folders, as gettext names the same languages.
GETTEXT_NAMES = {"zh-Hans": "zh_CN", "zh-Hant": "zh_TW", "zh-HK": "zh_HK", "nb": "nb"}
KEYS = [
    ("toggle.value.on", "on", "The value a screen reader says for a toggle that is on."),
    ("toggle.value.off", "off", "The value a screen reader says for a toggle that is off."),
    ("toggle.value.mixed", "mixed", "The value for a toggle whose value is mixed (partly on)."),
    ("toggle.announcement.notChanged", "%1$s: not changed, still %2$s",
     "Announced when the app could not save the user's change and the toggle went back. "
     "%1$s is the toggle's label, %2$s its value word (on, off or mixed). Keep %1$s "
     "first, then a colon: a toggle with no label is announced from after the colon."),
]


def read_strings(path):
    entries = {}
    with open(path, encoding="utf-8") as file:
        for match in re.finditer(r'"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;', file.read()):
            entries[match.group(1)] = match.group(2).encode().decode("unicode_escape").encode(
                "latin-1").decode("utf-8")
    return entries


def languages():
    found = []
    for folder in sorted(os.listdir(RESOURCES)):
        if folder.endswith(".lproj"):
            apple = folder[: -len(".lproj")]
            found.append((apple, GETTEXT_NAMES.get(apple, apple.replace("-", "_"))))
    return found


def c_format(text):
    return text.replace("%1$@", "%1$s").replace("%2$@", "%2$s")


def po_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def outputs():
    files = {}
    header = ('msgid ""\nmsgstr ""\n"Project-Id-Version: ToggleKit\\n"\n'
              '"PO-Revision-Date: 2026-12-01 00:00+0000\\n"\n'
              '"Last-Translator: ToggleKit (from the core\'s phrase tables)\\n"\n'
              '"Language-Team: none\\n"\n'
              '"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
              '"Content-Transfer-Encoding: 8bit\\n"\n')
    pot = ["# The phrases ToggleKit's GTK widget speaks. Made by scripts/translations.py from the",
           "# core's phrase tables (Sources/ToggleKitUIKit/Resources); do not edit by hand.", header]
    for _, english, comment in KEYS:
        flags = "#, c-format\n" if "%" in english else ""
        pot.append(f"#. {comment}\n{flags}msgid {po_string(english)}\nmsgstr \"\"\n")
    files["po/%s.pot" % DOMAIN] = "\n".join(pot)
    table = []
    linguas = []
    for apple, gettext in languages():
        strings = read_strings(os.path.join(RESOURCES, apple + ".lproj", "ToggleKit.strings"))
        if gettext == "en":
            continue  # the msgids are English
        linguas.append(gettext)
        po = [f"# {gettext}: made by scripts/translations.py from {apple}.lproj/ToggleKit.strings.",
              header.replace("Project-Id-Version: ToggleKit\\n", f"Project-Id-Version: ToggleKit\\n\"\n\"Language: {gettext}\\n")]
        row = []
        for key, english, comment in KEYS:
            translated = c_format(strings[key])
            flags = "#, c-format\n" if "%" in english else ""
            po.append(f"#. {comment}\n{flags}msgid {po_string(english)}\nmsgstr {po_string(translated)}\n")
            row.append(swift_string(translated))
        files[f"po/{gettext}.po"] = "\n".join(po)
        table.append(f"      {swift_string(gettext)}: [{', '.join(row)}],")
    files["po/LINGUAS"] = "\n".join(linguas) + "\n"
    swift = [
        "#if os(Linux)",
        "  // Made by scripts/translations.py from the core's phrase tables",
        "  // (Sources/ToggleKitUIKit/Resources/*.lproj/ToggleKit.strings); do not edit by hand.",
        "",
        "  extension Translations {",
        "    /// The phrases built in, by gettext language name: on, off, mixed, the rollback format.",
        "    static let builtIn: [String: [String]] = [",
        *table,
        "    ]",
        "  }",
        "#endif",
        "",
    ]
    files["Sources/ToggleKitGTK/Internal/Translations+BuiltIn.swift"] = "\n".join(swift)
    return files


def main():
    check = "--check" in sys.argv
    stale = []
    for relative, text in outputs().items():
        path = os.path.join(ROOT, relative)
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if current != text:
            stale.append(relative)
            if not check:
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w", encoding="utf-8") as file:
                    file.write(text)
    if check and stale:
        print("translations are out of date (run python3 scripts/translations.py):", ", ".join(stale))
        sys.exit(1)
    print(("up to date" if check else "wrote") + f": {len(outputs())} files")


main()
