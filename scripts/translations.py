#!/usr/bin/env python3
"""Spreads the phrases the GTK widget speaks (on, off, mixed and the rollback announcement)
from their one source, the gettext catalogs po/<lang>.po listed in po/LINGUAS, which
translators edit (domain togglekit-gtk-1; see docs/decisions/0026), to:

- po/togglekit-gtk-1.pot, the template, from KEYS below (the English phrases and their notes);
- Sources/ToggleKitUIKit/Resources/<lang>.lproj/ToggleKit.strings, the same four entries for
  UIKit and SwiftUI (the file's other entries, such as toggle.value.busy, are its own);
- Sources/ToggleKitGTK/Internal/Translations+BuiltIn.swift, the same phrases built in, used when
  no gettext catalog of the domain is installed.

Run it after changing a .po file; the tests fail while its output is out of date
(`python3 scripts/translations.py --check` says so without writing)."""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
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


PO_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def po_unquote(text):
    return re.sub(r'\\(.)', lambda match: PO_ESCAPES.get(match.group(1), match.group(1)), text)


def read_po(path):
    """The catalog's translations, as msgfmt takes them: fuzzy and empty ones are left out."""
    entries = {}
    with open(path, encoding="utf-8") as file:
        for block in re.split(r"\n\s*\n", file.read()):
            if re.search(r"^#,.*\bfuzzy\b", block, re.M):
                continue
            fields = {}
            current = None
            for line in block.splitlines():
                match = re.match(r'(msgid|msgstr)\s+"(.*)"\s*$', line)
                if match:
                    current = match.group(1)
                    fields[current] = po_unquote(match.group(2))
                elif current and re.match(r'\s*"(.*)"\s*$', line):
                    fields[current] += po_unquote(re.match(r'\s*"(.*)"\s*$', line).group(1))
                elif not line.startswith("#"):
                    current = None
            if fields.get("msgid") and fields.get("msgstr"):
                entries[fields["msgid"]] = fields["msgstr"]
    return entries


def languages():
    """po/LINGUAS's languages, each with its Apple folder name."""
    apple_names = {gettext: apple for apple, gettext in GETTEXT_NAMES.items()}
    with open(os.path.join(ROOT, "po/LINGUAS"), encoding="utf-8") as file:
        names = [line.split("#")[0].strip() for line in file]
    return [(apple_names.get(name, name.replace("_", "-")), name) for name in names if name]


def apple_format(text):
    return text.replace("%1$s", "%1$@").replace("%2$s", "%2$@")


def strings_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def updated_strings(path, phrases):
    """The .strings file at `path` with the four phrases set, its other entries as they are."""
    text = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
    for (key, _, comment), phrase in zip(KEYS, phrases):
        entry = f'"{key}" = {strings_string(apple_format(phrase))};'
        pattern = re.compile(r'^"' + re.escape(key) + r'"\s*=\s*"(?:[^"\\]|\\.)*"\s*;', re.M)
        if pattern.search(text):
            text = pattern.sub(lambda _: entry, text, count=1)
        else:
            text += f"/* {apple_format(comment)} */\n{entry}\n"
    return text


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
    pot = ["# The phrases ToggleKit's GTK widget speaks. Made by scripts/translations.py from its",
           "# KEYS; translations go in po/<lang>.po, made from this with msginit or msgmerge.", header]
    for _, english, comment in KEYS:
        flags = "#, c-format\n" if "%" in english else ""
        pot.append(f"#. {comment}\n{flags}msgid {po_string(english)}\nmsgstr \"\"\n")
    files["po/%s.pot" % DOMAIN] = "\n".join(pot)
    table = []
    for apple, gettext in languages():
        catalog = read_po(os.path.join(ROOT, "po", gettext + ".po"))
        # An untranslated phrase is English, as gettext says it.
        phrases = [catalog.get(english, english) for _, english, _ in KEYS]
        strings = f"Sources/ToggleKitUIKit/Resources/{apple}.lproj/ToggleKit.strings"
        files[strings] = updated_strings(os.path.join(ROOT, strings), phrases)
        table.append(f"      {swift_string(gettext)}: [{', '.join(swift_string(p) for p in phrases)}],")
    swift = [
        "#if os(Linux)",
        "  // Made by scripts/translations.py from the gettext catalogs, po/*.po; do not edit by hand.",
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
