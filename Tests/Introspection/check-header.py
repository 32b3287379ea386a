#!/usr/bin/env python3
"""The header and the library agree: every function togglekit.h declares is
exported by libtogglekit-gtk-1 and implemented in Swift with the same parameter and
return types, and every export is declared.

Inputs: the C prototypes swiftc writes for the ToggleKitC module's @_cdecl functions
(-emit-clang-header-path), ToggleKit-1.gir (g-ir-scanner's reading of togglekit.h,
with the C type of every parameter), and the library's dynamic symbol table.

    check-header.py SWIFT_HEADER GIR LIBRARY
"""
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

CORE = "{http://www.gtk.org/introspection/core/1.0}"
C = "{http://www.gtk.org/introspection/c/1.0}"
GLIB = "{http://www.gtk.org/introspection/glib/1.0}"

# C types the same size and kind as the Swift ones; ToggleKit's enums are C ints.
SAME = {"gboolean": "int", "gint": "int", "int32_t": "int", "guint": "unsigned int",
        "uint32_t": "unsigned int", "gdouble": "double", "gchar": "char", "gsize": "unsigned long",
        "gulong": "unsigned long", "uintptr_t": "unsigned long", "GType": "unsigned long"}


def normal(c_type, opaque):
    """A C type with qualifiers, spacing and typedef names taken out."""
    text = re.sub(r"\b(const|_Nullable|_Nonnull|struct)\b", " ", c_type)
    text = re.sub(r"\s+", " ", text.replace("*", " * ")).strip()
    words = text.split(" ")
    stars = words.count("*")
    base = " ".join(w for w in words if w != "*")
    if stars == 0 and (base in opaque["enums"]):
        base = "int"
    base = SAME.get(base, base)
    return base + " *" * stars


def agree(c_type, swift_type, opaque):
    """Whether a C type of togglekit.h and the Swift header's agree.

    Swift imports a pointer to an incomplete struct (ToggleKit's instances, and GTK's opaque
    types such as GtkListItemFactory) as OpaquePointer, `void *` in its header: that matches
    one pointer to a type named as GObject names types. Any other pair must be the same."""
    # A callback of ToggleKit's: the C header names its typedef (the GIR declares it),
    # Swift spells out the function pointer.
    if c_type in opaque["callbacks"]:
        return "(*" in swift_type
    c_normal, swift_normal = normal(c_type, opaque), normal(swift_type, opaque)
    if c_normal == swift_normal:
        return True
    named = re.match(r"^[A-Z][A-Za-z0-9]+ \*$", c_normal)
    return swift_normal == "void *" and named is not None


def top_level(params):
    """A parameter list split at its own commas, not at those inside a function pointer's."""
    parts, depth, current = [], 0, ""
    for character in params:
        if character == "," and depth == 0:
            parts.append(current)
            current = ""
            continue
        depth += {"(": 1, ")": -1}.get(character, 0)
        current += character
    return parts + [current]


def swift_functions(path):
    functions = {}
    pattern = re.compile(r"SWIFT_EXTERN (.+?)\s*\b(toggle_kit_\w+)\((.*?)\) SWIFT_NOEXCEPT")
    for line in open(path):
        match = pattern.search(line)
        if not match:
            continue
        result, name, params = match.groups()
        types = []
        if params.strip() not in ("", "void"):
            for param in top_level(params):
                # "char const * _Nullable label" -> drop the parameter's name
                types.append(re.sub(r"\s*\b\w+$", "", param.strip()))
        functions[name] = (result, types)
    return functions


def gir_functions(path):
    root = ET.parse(path).getroot()
    namespace = root.find(CORE + "namespace")
    opaque = {"enums": set(), "structs": set(), "callbacks": set()}
    functions = {}
    for element in namespace:
        tag = element.tag.replace(CORE, "")
        c_type = element.get(C + "type") or element.get(GLIB + "type-name")
        if tag in ("enumeration", "bitfield"):
            opaque["enums"].add(c_type)
        if tag in ("class", "record"):
            opaque["structs"].add(c_type)
        if tag == "callback":
            opaque["callbacks"].add(c_type)
        get_type = element.get(GLIB + "get-type")
        if get_type and get_type != "intern":
            functions[get_type] = ("GType", [])
    def type_of(node):
        for child in node:
            if child.tag in (CORE + "type", CORE + "array"):
                return child.get(C + "type")
        return None
    for node in namespace.iter():
        if node.tag.replace(CORE, "") not in ("function", "method", "constructor"):
            continue
        name = node.get(C + "identifier")
        result = type_of(node.find(CORE + "return-value"))
        params = []
        parameters = node.find(CORE + "parameters")
        if parameters is not None:
            for param in parameters:
                params.append(type_of(param))
        functions[name] = (result, params)
    return functions, opaque


def exported(library):
    output = subprocess.run(["nm", "-D", "--defined-only", library], check=True,
                            capture_output=True, text=True).stdout
    symbols = set()
    for line in output.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "TDBRW" and parts[1].isupper():
            symbols.add(parts[2].split("@")[0])
    return symbols


def main():
    swift_header, gir, library = sys.argv[1:4]
    swift = swift_functions(swift_header)
    declared, opaque = gir_functions(gir)
    exports = exported(library)
    problems = []
    for name in sorted(set(declared) - set(swift)):
        problems.append(f"{name}: declared in togglekit.h, not implemented in Swift")
    for name in sorted(set(swift) - set(declared)):
        problems.append(f"{name}: a Swift @_cdecl export that togglekit.h does not declare")
    for name in sorted(exports - set(declared)):
        problems.append(f"{name}: exported by the library, not declared in togglekit.h")
    for name in sorted(set(declared) - exports):
        problems.append(f"{name}: declared in togglekit.h, not exported by the library")
    for name in sorted(set(declared) & set(swift)):
        (c_result, c_params), (s_result, s_params) = declared[name], swift[name]
        if not agree(c_result, s_result, opaque):
            problems.append(f"{name}: returns {c_result} in togglekit.h, {s_result} in Swift")
        if len(c_params) != len(s_params):
            problems.append(f"{name}: {len(c_params)} parameters in togglekit.h, {len(s_params)} in Swift")
            continue
        for index, (c_param, s_param) in enumerate(zip(c_params, s_params)):
            if not agree(c_param, s_param, opaque):
                problems.append(f"{name}: parameter {index + 1} is {c_param} in togglekit.h, {s_param} in Swift")
    if problems:
        print("\n".join(problems))
        print(f"check-header: {len(problems)} disagreement(s)")
        return 1
    print(f"check-header: {len(declared)} functions agree (togglekit.h, Swift, exports)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
