#!/usr/bin/env python3
"""Generates Sources/DeviceCatalog/DeviceTable.swift from data/ios-devices.json.

    python3 scripts/gen-devices.py            rewrite the Swift table from the data file
    python3 scripts/gen-devices.py --check    exit 1 when the committed table is stale
    python3 scripts/gen-devices.py --data F --out G   other paths (the tests use these)

The data file is facts gathered from public sources; the project ships its own copy in
data/ios-devices.json (a copy of the shared ../shared/data/ios-devices.json when that exists).
Null figures become Swift optionals. The notes are free text, so which figures a note says the
sources disagree on is read here, by hand, in DISAGREEMENTS; each entry repeats the note it was
read from, and the generator stops when a note changes or appears without being reviewed.
"""

import argparse
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DEFAULT_DATA = ROOT / "data" / "ios-devices.json"
DEFAULT_OUT = ROOT / "Sources" / "DeviceCatalog" / "DeviceTable.swift"

# device id -> (the exact note, the field paths that note says the sources disagree on).
# Paths are JSON Pointers into the device's own object in the data file.
DISAGREEMENTS = {
    "iphone-se": (
        "iOS 26.5 simulator: landscape keyboard 206",
        ["/keyboardHeight/landscape/withPredictiveBar"],
    ),
    "iphone-x": (
        "landscape bottom inset: 24 in SST and PB, 21 in DF and Q",
        ["/safeArea/landscape/bottom"],
    ),
    "iphone-11": (
        "scale 2 for 11 and XR, 3 for the Max models; landscape bottom 24 in SST and PB",
        ["/scale", "/safeArea/landscape/bottom"],
    ),
    "iphone-13-mini": (
        "top inset 44/47 in DF; nativeScale 2.88",
        ["/safeArea/portrait/top"],
    ),
    "iphone-15": (
        "iOS 26.5: landscape bottom 20, keyboard 335 / 208",
        [
            "/safeArea/landscape/bottom",
            "/keyboardHeight/portrait/withPredictiveBar",
            "/keyboardHeight/landscape/withPredictiveBar",
        ],
    ),
    "iphone-15-plus": (
        "iOS 26.5: landscape bottom 20, keyboard 345 / 208",
        [
            "/safeArea/landscape/bottom",
            "/keyboardHeight/portrait/withPredictiveBar",
            "/keyboardHeight/landscape/withPredictiveBar",
        ],
    ),
    "iphone-16-pro": (
        "iOS 26: keyboard 345 (AY) or 335 (DS); landscape bottom 20 (DS)",
        ["/safeArea/landscape/bottom", "/keyboardHeight/portrait/withPredictiveBar"],
    ),
    "iphone-16-pro-max": (
        "iOS 26: keyboard 355 (AY) or 345 (DS); landscape from DS",
        ["/keyboardHeight/portrait/withPredictiveBar"],
    ),
    "ipad-10": ("iOS 26.5 simulator only", []),
    "ipad-mini-6": (
        "iOS 26.5 simulator; TG says 378 / 418 (doubtful)",
        ["/keyboardHeight/portrait/withPredictiveBar", "/keyboardHeight/landscape/withPredictiveBar"],
    ),
    "ipad-pro-11": (
        "PB and DF give 20/0/0/0",
        [
            "/safeArea/portrait/top",
            "/safeArea/portrait/bottom",
            "/safeArea/landscape/top",
            "/safeArea/landscape/bottom",
        ],
    ),
    "ipad-pro-12-9": (
        "SST gives 20/0/0/0",
        [
            "/safeArea/portrait/top",
            "/safeArea/portrait/bottom",
            "/safeArea/landscape/top",
            "/safeArea/landscape/bottom",
        ],
    ),
}

ORIENTATIONS = ("portrait", "landscape")
EDGES = ("top", "left", "bottom", "right")
HEIGHTS = ("withPredictiveBar", "withoutPredictiveBar")


class DataError(Exception):
    pass


def swift_string(s):
    out = s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r")
    out = out.replace("\t", "\\t")
    return '"' + out + '"'


LINE = 120


def swift_text(s, indent, prefix="", suffix=""):
    """A string literal placed after `prefix` at `indent`: one line when it fits in LINE columns,
    else a multi-line literal whose lines end in a backslash (no newline in the value)."""
    literal = swift_string(s)
    if len(indent) + len(prefix) + len(literal) + len(suffix) <= LINE:
        return literal
    if "\n" in s or '"""' in s or s != s.strip():
        raise DataError(f"cannot wrap {s!r}")
    pad = indent + "    "
    width = LINE - len(pad) - 2
    words = swift_string(s)[1:-1].split(" ")
    lines, current = [], ""
    for word in words:
        candidate = word if not current else current + " " + word
        if current and len(candidate) + 1 > width:
            lines.append(current + " \\")
            current = word
        else:
            current = candidate
    lines.append(current)
    body = "".join(f"{pad}{line}\n" for line in lines)
    return '"""\n' + body + pad + '"""'


def number(v, where):
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise DataError(f"{where}: expected a number, found {v!r}")
    if isinstance(v, float):
        if v != v or v in (float("inf"), float("-inf")):
            raise DataError(f"{where}: not finite")
        if v.is_integer():
            return str(int(v))
        return repr(v)
    return str(v)


def optional_number(v, where):
    return "nil" if v is None else number(v, where)


def lookup(obj, pointer):
    for part in pointer.strip("/").split("/"):
        if not isinstance(obj, dict) or part not in obj:
            return False, None
        obj = obj[part]
    return True, obj


def null_paths(device):
    paths = []
    if device.get("scale") is None:
        paths.append("/scale")
    for o in ORIENTATIONS:
        for e in EDGES:
            if device["safeArea"][o][e] is None:
                paths.append(f"/safeArea/{o}/{e}")
    for o in ORIENTATIONS:
        for h in HEIGHTS:
            if device["keyboardHeight"][o][h] is None:
                paths.append(f"/keyboardHeight/{o}/{h}")
    return paths


def canonical_order():
    order = ["/scale"]
    order += [f"/safeArea/{o}/{e}" for o in ORIENTATIONS for e in EDGES]
    order += [f"/keyboardHeight/{o}/{h}" for o in ORIENTATIONS for h in HEIGHTS]
    return order


def uncertain_paths(device):
    did = device["id"]
    note = device.get("notes")
    flagged = set(null_paths(device))
    if note is not None:
        if did not in DISAGREEMENTS:
            raise DataError(f"{did}: note {note!r} is not reviewed; add it to DISAGREEMENTS in {__file__}")
        reviewed, paths = DISAGREEMENTS[did]
        if reviewed != note:
            raise DataError(f"{did}: note changed to {note!r} (reviewed: {reviewed!r}); review DISAGREEMENTS")
        for p in paths:
            found, _ = lookup(device, p)
            if not found:
                raise DataError(f"{did}: DISAGREEMENTS names {p}, which the device does not have")
        flagged.update(paths)
    elif did in DISAGREEMENTS:
        raise DataError(f"{did}: DISAGREEMENTS has an entry but the device has no note")
    order = canonical_order()
    return [p for p in order if p in flagged]


def insets(v, where):
    for e in EDGES:
        if v.get(e) is None:
            raise DataError(f"{where}/{e}: a safe-area inset may not be null (the model has no optional inset)")
    args = ", ".join(f"{e}: {number(v[e], f'{where}/{e}')}" for e in EDGES)
    return f"EdgeInsets({args})"


def heights(v, where):
    args = ", ".join(f"{h}: {optional_number(v.get(h), f'{where}/{h}')}" for h in HEIGHTS)
    return f"KeyboardHeights({args})"


def string_list(items, indent):
    if not items:
        return "[]"
    one_line = "[" + ", ".join(swift_string(s) for s in items) + "]"
    if len(indent) + len(one_line) + 20 <= 110:
        return one_line
    pad = indent + "    "
    return "[\n" + "".join(f"{pad}{swift_string(s)},\n" for s in items) + indent + "]"


def generate(data):
    source_keys = set(data["sources"].keys())
    ids = set()
    lines = []
    w = lines.append
    w("// Generated by scripts/gen-devices.py from data/ios-devices.json; do not edit by hand.")
    w("// Change the data file, then run `python3 scripts/gen-devices.py`.")
    w("")
    w("import KeyboardAvoidance")
    w("")
    w("extension DeviceCatalog {")
    w("    /// What the figures mean, from the data file.")
    w(f"    public static let about = {swift_text(data['about'], '    ', 'public static let about = ')}")
    w("")
    bar = data["hardwareKeyboardBarHeight"]
    for k in bar["sources"]:
        if k not in source_keys:
            raise DataError(f"hardwareKeyboardBarHeight: unknown source key {k}")
    w("    /// The shortcut bar shown above a hardware keyboard.")
    w("    public static let hardwareKeyboardBar = HardwareKeyboardBar(")
    w(f"        height: {number(bar['value'], 'hardwareKeyboardBarHeight/value')},")
    w(f"        sources: {string_list(bar['sources'], '        ')},")
    notes = bar.get("notes")
    w(f"        notes: {'nil' if notes is None else swift_text(notes, '        ', 'notes: ')}")
    w("    )")
    w("")
    w("    /// Every source the figures come from, by key, in the data file's order.")
    w("    public static let sources: [Source] = [")
    for key, desc in data["sources"].items():
        one = f"        Source(key: {swift_string(key)}, description: {swift_string(desc)}),"
        if len(one) <= LINE:
            w(one)
        else:
            w("        Source(")
            w(f"            key: {swift_string(key)},")
            w(f"            description: {swift_text(desc, '            ', 'description: ')}")
            w("        ),")
    w("    ]")
    w("")
    w("    /// Every device, in the data file's order.")
    w("    public static let devices: [Device] = [")
    for dev in data["devices"]:
        did = dev["id"]
        if not did or did in ids:
            raise DataError(f"device id {did!r} is empty or repeated")
        ids.add(did)
        for k in dev["sources"]:
            if k not in source_keys:
                raise DataError(f"{did}: unknown source key {k}")
        where = f"/devices/{did}"
        w("        Device(")
        w(f"            id: {swift_string(did)},")
        w(f"            name: {swift_text(dev['name'], '            ', 'name: ', ',')},")
        pts = dev["points"]
        w(
            f"            points: Size(width: {number(pts['width'], where + '/points/width')}, "
            f"height: {number(pts['height'], where + '/points/height')}),"
        )
        w(f"            scale: {optional_number(dev.get('scale'), where + '/scale')},")
        w("            safeArea: Oriented(")
        w(f"                portrait: {insets(dev['safeArea']['portrait'], where + '/safeArea/portrait')},")
        w(f"                landscape: {insets(dev['safeArea']['landscape'], where + '/safeArea/landscape')}")
        w("            ),")
        w("            keyboardHeight: Oriented(")
        kh = dev["keyboardHeight"]
        w(f"                portrait: {heights(kh['portrait'], where + '/keyboardHeight/portrait')},")
        w(f"                landscape: {heights(kh['landscape'], where + '/keyboardHeight/landscape')}")
        w("            ),")
        w(f"            sources: {string_list(dev['sources'], '            ')},")
        note = dev.get("notes")
        w(f"            notes: {'nil' if note is None else swift_text(note, '            ', 'notes: ', ',')},")
        w(f"            uncertain: {string_list(uncertain_paths(dev), '            ')}")
        w("        ),")
    w("    ]")
    w("}")
    unused = set(DISAGREEMENTS) - ids
    if unused:
        raise DataError(f"DISAGREEMENTS names devices the data file lacks: {sorted(unused)}")
    return "\n".join(lines) + "\n"


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=pathlib.Path, default=DEFAULT_DATA)
    ap.add_argument("--out", type=pathlib.Path, default=DEFAULT_OUT)
    ap.add_argument("--check", action="store_true", help="exit 1 when --out differs from what --data gives")
    args = ap.parse_args(argv)
    try:
        with open(args.data, encoding="utf-8") as f:
            text = generate(json.load(f))
    except (DataError, KeyError, TypeError) as e:
        print(f"gen-devices: {args.data}: {e!r}", file=sys.stderr)
        return 2
    if args.check:
        current = args.out.read_text(encoding="utf-8") if args.out.exists() else ""
        if current != text:
            print(f"gen-devices: {args.out} is stale; run python3 scripts/gen-devices.py", file=sys.stderr)
            return 1
        return 0
    args.out.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
