#!/usr/bin/env python3
"""Generates Sources/DeviceCatalog/DeviceTable.swift from data/ios-devices.json and data/android-devices.json.

    python3 scripts/gen-devices.py            rewrite the Swift table from the data file
    python3 scripts/gen-devices.py --check    exit 1 when the committed table is stale
    python3 scripts/gen-devices.py --data F --out G   other paths (the tests use these)

data/ios-devices.json (iPhones and iPads) and data/android-devices.json (Android phones) are the
project's one source of truth for device figures; the iOS file's shape is data/ios-devices.schema.json (the tests validate it with the jsonschema package). This script
checks what the schema cannot say, and stops (exit 2) when the data breaks it:

- every figure is covered by a `figures` entry: the entry whose `at` is the longest prefix of the
  figure's pointer. A number needs an entry with `sources`; a null needs one with `unknown` (the
  reason). Every `at` names a figure or a group of figures, once.
- every source key is in `sources`; device ids and alias ids are unique together.

A device's `uncertain` lists, as JSON Pointers, every figure that is null or whose entry records
alternatives (sources that disagree with the choice).

Each file's `rules` (scripts/figure_rules.py) fill the figures no source gives in the sets a
device's models run, the assumptions after the checked rules; each derived figure gets a figures entry of its own, with the rule, the
figures it was derived from and their sources. A rule that fails its leave-one-out check is not
used.
"""

import argparse
import json
import pathlib
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import figure_rules  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
DEFAULT_DATA = ROOT / "data" / "ios-devices.json"
DEFAULT_ANDROID = ROOT / "data" / "android-devices.json"
DEFAULT_OUT = ROOT / "Sources" / "DeviceCatalog" / "DeviceTable.swift"

VERSIONS = ("18", "26", "27")
SET_CASES = {"18": ".ios18", "26": ".ios26", "27": ".ios27", "android": ".android"}
STYLES = ("liquidGlass", "classic", "gboard")
ORIENTATIONS = ("portrait", "landscape")
EDGES = ("top", "left", "bottom", "right")
HEIGHTS = ("withPredictiveBar", "withoutPredictiveBar", "numberPad", "emoji")
KEYBOARD_TYPES = ("default", "numberPad", "phonePad", "decimalPad")
LINE = 120


class DataError(Exception):
    pass


def swift_string(s):
    out = s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r")
    out = out.replace("\t", "\\t")
    return '"' + out + '"'


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


def optional_text(s, indent, prefix, suffix=""):
    return "nil" if s is None else swift_text(s, indent, prefix, suffix)


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


def string_list(items, indent):
    if not items:
        return "[]"
    one_line = "[" + ", ".join(swift_string(s) for s in items) + "]"
    if len(indent) + len(one_line) + 20 <= 110:
        return one_line
    pad = indent + "    "
    return "[\n" + "".join(f"{pad}{swift_string(s)},\n" for s in items) + indent + "]"


def figure_sets(device):
    """(set key, pointer prefix, figures) of each of the device's sets, in canonical order."""
    if device.get("platform") == "android":
        return [("android", "/android", device["android"])]
    return [(v, f"/ios/{v}", device["ios"][v]) for v in VERSIONS]


def leaves(device):
    """(pointer, value) of every figure, in canonical order; a null safe area is one figure."""
    out = [("/points", device["points"]), ("/scale", device["scale"])]
    for _, prefix, figures in figure_sets(device):
        for o in ORIENTATIONS:
            insets = figures["safeArea"][o]
            if insets is None:
                out.append((f"{prefix}/safeArea/{o}", None))
            else:
                out += [(f"{prefix}/safeArea/{o}/{e}", insets[e]) for e in EDGES]
        if "cutout" in figures:
            out.append((f"{prefix}/cutout", figures["cutout"]))
        for style in STYLES:
            if style not in figures["keyboardHeight"]:
                continue
            for o in ORIENTATIONS:
                heights = figures["keyboardHeight"][style][o]
                out += [(f"{prefix}/keyboardHeight/{style}/{o}/{h}", heights[h]) for h in HEIGHTS if h in heights]
    return out


def covering(entries, pointer):
    best = None
    for entry in entries:
        at = entry["at"]
        if (pointer == at or pointer.startswith(at + "/")) and (best is None or len(at) > len(best["at"])):
            best = entry
    return best


def check_figures(device, source_keys):
    did = device["id"]
    entries = device["figures"]
    seen = set()
    for entry in entries:
        if entry["at"] in seen:
            raise DataError(f"{did}: two figures entries at {entry['at']}")
        seen.add(entry["at"])
        for key in entry.get("sources", []) + [k for a in entry.get("alternatives", []) for k in a["sources"]]:
            if key not in source_keys:
                raise DataError(f"{did}{entry['at']}: unknown source key {key}")
    all_leaves = leaves(device)
    for entry in entries:
        at = entry["at"]
        if not any(p == at or p.startswith(at + "/") for p, _ in all_leaves):
            raise DataError(f"{did}: figures entry {at} names no figure")
    uncertain = []
    for pointer, value in all_leaves:
        entry = covering(entries, pointer)
        if entry is None:
            raise DataError(f"{did}{pointer}: no figures entry cites a source for it")
        if value is None and "unknown" not in entry:
            raise DataError(f"{did}{pointer}: null, but its figures entry {entry['at']} gives no reason (unknown)")
        if value is not None and "sources" not in entry:
            raise DataError(f"{did}{pointer}: a number, but its figures entry {entry['at']} cites no sources")
        if value is None or entry.get("alternatives"):
            uncertain.append(pointer)
    return uncertain


def insets(v, where):
    if v is None:
        return "nil"
    args = ", ".join(f"{e}: {number(v[e], f'{where}/{e}')}" for e in EDGES)
    return f"EdgeInsets({args})"


def heights(v, where):
    args = ", ".join(f"{h}: {optional_number(v.get(h), f'{where}/{h}')}" for h in HEIGHTS)
    return f"KeyboardHeights({args})"


def release_literal(text, where):
    parts = str(text).split(".")
    if not isinstance(text, str) or not 1 <= len(parts) <= 2 or not all(p.isdigit() for p in parts):
        raise DataError(f"{where}: a release is written \"27\" or \"27.1\"")
    if len(parts) == 1:
        return f"Release(major: {int(parts[0])})"
    return f"Release(major: {int(parts[0])}, minor: {int(parts[1])})"


def release_key(text):
    return tuple(int(p) for p in str(text).split(".")) + (0,)


def runs_literal(r, where):
    first = r["first"]
    last = r.get("last")
    first_l = release_literal(first, where + "/first")
    if last is None:
        return f"IOSRange(first: {first_l}, last: nil)"
    last_l = release_literal(last, where + "/last")
    if release_key(last) < release_key(first):
        raise DataError(f"{where}: runs must have first <= last")
    return f"IOSRange(first: {first_l}, last: {last_l})"


def swift_name(did):
    """`iphone-16-pro` as a Swift name: `iphone16Pro`."""
    parts = did.split("-")
    return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def cutout_text(c):
    """An Android cutout in words, for the catalog: `circle r 15.24 at (205.71, 32.76)`."""
    if c is None:
        return None
    if c.get("shape") == "circle":
        return f"circle, radius {c['radius']:g} dp, centred at ({c['centerX']:g}, {c['centerY']:g}) dp in portrait"
    return ", ".join(f"{k} {v}" for k, v in c.items())


def pointer_group(pointer):
    """A derived safe-area edge stands for its group: `/ios/26/safeArea/portrait`; the same for
    another device's, `ipad-10/ios/26/safeArea/portrait`."""
    parts = pointer.split("/")
    if len(parts) == 6 and parts[3] == "safeArea":
        return "/".join(parts[:5])
    if len(parts) == 5 and parts[1] == "android" and parts[2] == "safeArea":
        return "/".join(parts[:4])
    if len(parts) >= 6 and parts[-4] == "safeArea" and not parts[1] in ("ios", "android"):
        return "/".join(parts[:-1])
    return pointer


def input_sources(did, pointer, all_records, rule_by_name, measured_by_id):
    """The sources of the figure at `pointer` of device `did`: a measured one's figures entry's;
    a derived one's rule's and, in turn, its inputs' (so a chain of rules keeps every source)."""
    records = all_records[did]
    derived = [r for p, r in records.items() if p == pointer or pointer_group(p) == pointer]
    if not derived:
        entry = covering(measured_by_id[did]["figures"], pointer)
        return list((entry or {}).get("sources", []))
    out = []
    for record in derived:
        keys = []
        for i in record["inputs"]:
            # `/pointer` in the same device, `id/pointer` in another.
            owner, rest = (did, i) if i.startswith("/") else (i.split("/", 1)[0], "/" + i.split("/", 1)[1])
            keys += input_sources(owner, rest, all_records, rule_by_name, measured_by_id)
        keys += rule_by_name[record["rule"]]["sources"]
        out += [k for k in keys if k not in out]
    return out


def derived_entries(dev, all_records, rules, measured_by_id):
    """One figures entry per derived figure (a safe area as one group)."""
    rule_by_name = {r["name"]: r for r in rules}
    records = all_records[dev["id"]]
    groups = {}
    for pointer, record in records.items():
        at = pointer_group(pointer)
        g = groups.setdefault(at, {"rule": record["rule"], "inputs": [], "records": []})
        if g["rule"] != record["rule"]:
            raise DataError(f"{dev['id']}{at}: derived by two rules")
        for i in record["inputs"]:
            i = pointer_group(i)
            if i not in g["inputs"]:
                g["inputs"].append(i)
        g["records"].append(record)
    out = []
    for at, g in groups.items():
        rule = rule_by_name[g["rule"]]
        sources = []
        for k in input_sources(dev["id"], at, all_records, rule_by_name, measured_by_id):
            if k not in sources:
                sources.append(k)
        r0 = g["records"][0]
        if rule["kind"] == "assumed":
            how = f"assumed to be {', '.join(g['inputs'])}, which no source contradicts and none has measured here"
        elif rule["kind"] == "offset":
            offsets = sorted({r["offset"] for r in g["records"]})
            shown = ", ".join(f"{o:+g}" for o in offsets)
            how = f"{' and '.join(g['inputs'])} {shown} (the median over {r0['pairs']} measured pairs of its class)"
        else:
            how = f"the figure measured on {', '.join(g['inputs'])}"
        verb = "Assumed by" if rule["kind"] == "assumed" else "Derived by"
        choice = f"{verb} {rule['name']}: {how}."
        old = next((e for e in dev["figures"] if e["at"] == at), None)
        if old is not None and old.get("unknown"):
            choice += f" No source measured it: {old['unknown']}"
        provenance = "assumed" if rule["kind"] == "assumed" else "derived"
        out.append(
            {"at": at, "sources": sources, "choice": choice, "rule": rule["name"], "derivedFrom": g["inputs"],
             "provenance": provenance}
        )
    return out


def compact(value):
    return json.dumps(value, separators=(", ", ": "), ensure_ascii=False)


def generate(data, android=None):
    """The Swift table from the iOS data and, when given, the Android data (its own sources,
    rules and devices, derived on their own)."""
    android = android or {"sources": {}, "rules": [], "devices": []}
    for key in android["sources"]:
        if key in data["sources"]:
            raise DataError(f"source key {key} is in both data files")
    source_keys = set(data["sources"].keys()) | set(android["sources"].keys())
    ids = {}
    lines = []
    w = lines.append
    w("// Generated by scripts/gen-devices.py from data/ios-devices.json and data/android-devices.json;")
    w("// do not edit by hand.")
    w("// Change the data file, then run `python3 scripts/gen-devices.py`.")
    w("")
    w("import KeyboardAvoidance")
    w("")
    w("extension DeviceCatalog {")
    w("    /// What the figures mean, from the data file.")
    w(f"    public static let about = {swift_text(data['about'], '    ', 'public static let about = ')}")
    w("")
    if data["releases"]["newest"] != "27":
        raise DataError("releases/newest: Release.newestIOS says 27")
    bar = data["hardwareKeyboardBarHeight"]
    for k in bar["sources"] + data["accessoryBar"]["sources"]:
        if k not in source_keys:
            raise DataError(f"unknown source key {k}")
    w("    /// The shortcut bar shown above a hardware keyboard.")
    w("    public static let hardwareKeyboardBar = HardwareKeyboardBar(")
    w(f"        height: {number(bar['value'], 'hardwareKeyboardBarHeight/value')},")
    w(f"        sources: {string_list(bar['sources'], '        ')},")
    w(f"        holdsFor: {swift_string(bar['holdsFor'])},")
    w(f"        notes: {swift_text(bar['notes'], '        ', 'notes: ')}")
    w("    )")
    w("")
    acc = data["accessoryBar"]
    w("    /// The standard input accessory toolbar's height per iOS version (documentation: a request")
    w("    /// gives its own `accessoryHeight`).")
    w("    public static let accessoryBar = AccessoryBar(")
    w(f"        ios18: {number(acc['18'], 'accessoryBar/18')},")
    w(f"        ios26: {number(acc['26'], 'accessoryBar/26')},")
    w(f"        sources: {string_list(acc['sources'], '        ')},")
    w(f"        notes: {swift_text(acc['notes'], '        ', 'notes: ')}")
    w("    )")
    w("")
    w("    /// What each keyboard type's height is, and why a type has none.")
    w("    public static let keyboardTypeNotes: [KeyboardTypeNote] = [")
    for t in KEYBOARD_TYPES:
        note = data["keyboardTypes"][t]
        for k in note["sources"]:
            if k not in source_keys:
                raise DataError(f"keyboardTypes/{t}: unknown source key {k}")
        w("        KeyboardTypeNote(")
        w(f"            type: .{t},")
        w(f"            description: {swift_text(note['description'], '            ', 'description: ', ',')},")
        w(f"            sources: {string_list(note['sources'], '            ')},")
        w(f"            unknown: {optional_text(note.get('unknown'), '            ', 'unknown: ', ',')},")
        versions = ", ".join(SET_CASES[v] for v in note.get("iPadFullKeyboard", VERSIONS))
        w(f"            iPadFullKeyboard: [{versions}],")
        w(f"            iPadUnknown: {optional_text(note.get('iPadUnknown'), '            ', 'iPadUnknown: ')}")
        w("        ),")
    w("    ]")
    w("")
    w("    /// What each keyboard style is, from the data file.")
    w("    public static let keyboardStyleNotes: [KeyboardStyleNote] = [")
    for style, note in data["keyboardStyles"].items():
        for k in note["sources"]:
            if k not in source_keys:
                raise DataError(f"keyboardStyles/{style}: unknown source key {k}")
        w("        KeyboardStyleNote(")
        w(f"            style: .{style},")
        w(f"            description: {swift_text(note['description'], '            ', 'description: ', ',')},")
        w(f"            from: {swift_string(note['from'])},")
        w(f"            sources: {string_list(note['sources'], '            ')}")
        w("        ),")
    w("    ]")
    w("")
    w("    /// What each iOS figure set holds for, from the data file.")
    w("    public static let figureSetNotes: [FigureSetNote] = [")
    for key, note in data["figureSets"].items():
        w("        FigureSetNote(")
        w(f"            set: {SET_CASES[key]},")
        w(f"            releases: {swift_string(note['releases'])},")
        w(f"            from: {swift_string(note['from'])},")
        w(f"            notes: {swift_text(note['notes'], '            ', 'notes: ')}")
        w("        ),")
    w("    ]")
    w("")
    emoji = data["emojiKeyboard"]
    w("    /// The emoji keyboard's figures, from the data file.")
    w("    public static let emojiKeyboard = CatalogNote(")
    w(f"        description: {swift_text(emoji['description'], '        ', 'description: ', ',')},")
    w(f"        sources: {string_list(emoji['sources'], '        ')}")
    w("    )")
    w("")
    w("    /// What the Android figures mean, from the Android data file.")
    w(f"    public static let androidAbout = {swift_text(android.get('about', ''), '    ', 'public static let androidAbout = ')}")
    w("")
    w("    /// Every source the figures come from, by key, in the data files' order.")
    w("    public static let sources: [Source] = [")
    for key, desc in list(data["sources"].items()) + list(android["sources"].items()):
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
    for k in data["runsSources"]:
        if k not in source_keys:
            raise DataError(f"runsSources: unknown source key {k}")
    derived, records, results = figure_rules.derive(data)
    a_derived, a_records, a_results = figure_rules.derive(android)
    derived += a_derived
    records.update(a_records)
    results.update(a_results)
    all_rules = data["rules"] + android["rules"]
    measured_by_id = {d["id"]: d for d in data["devices"] + android["devices"]}
    w("    /// The keys of the sources of every device's and alias's `runs` (the iOS releases it runs).")
    w(f"    public static let runsSources: [String] = {string_list(data['runsSources'], '    ')}")
    w("")
    w("    /// The rules that derive the figures no source gives, each with its leave-one-out check.")
    w("    public static let rules: [FigureRule] = [")
    for rule in all_rules:
        for k in rule["sources"]:
            if k not in source_keys:
                raise DataError(f"rules/{rule['name']}: unknown source key {k}")
        predictions, worst, _ = results[rule["name"]]
        w("        FigureRule(")
        w(f"            name: {swift_string(rule['name'])},")
        w(f"            description: {swift_text(rule['description'], '            ', 'description: ', ',')},")
        w(f"            sources: {string_list(rule['sources'], '            ')},")
        w(f"            predicted: {predictions},")
        w(f"            worstError: {number(worst, rule['name'])},")
        w(f"            used: {'true' if figure_rules.passes(results[rule['name']], rule) else 'false'},")
        w(f"            assumed: {'true' if rule['kind'] == 'assumed' else 'false'}")
        w("        ),")
    w("    ]")
    w("")
    # Each device is a constant of its own, so the compiler checks one device's literal at a
    # time: one array literal of every device took it past 24 GiB.
    w("    /// Every device, in the data files' order.")
    w("    public static let devices: [Device] = [")
    names = [swift_name(dev["id"]) for dev in derived]
    w("".join(f"        {n},\n" for n in names).rstrip("\n").rstrip(","))
    w("    ]")
    bodies = []
    for dev in derived:
        body_start = len(lines)
        did = dev["id"]
        check_figures(measured_by_id[did], source_keys)  # the data as given: a reason for every null
        extra = derived_entries(dev, records, all_rules, measured_by_id)
        replaced = {e["at"] for e in extra}
        dev["figures"] = [e for e in dev["figures"] if e["at"] not in replaced] + extra
        for i in [did] + [a["id"] for a in dev["aliases"]]:
            if i in ids:
                raise DataError(f"id {i!r} is used by {ids[i]} and {did}")
            ids[i] = did
        uncertain = check_figures(dev, source_keys)
        cited = []
        for entry in dev["figures"]:
            for k in entry.get("sources", []) + [k for a in entry.get("alternatives", []) for k in a["sources"]]:
                if k not in cited:
                    cited.append(k)
        where = f"/devices/{did}"
        w("        Device(")
        w(f"            id: {swift_string(did)},")
        w(f"            name: {swift_text(dev['name'], '            ', 'name: ', ',')},")
        w(f"            model: {swift_string(dev['model'])},")
        if dev.get("platform", "iOS") != "iOS":
            w(f"            platform: .{dev['platform']},")
        w(f"            kind: .{dev['kind']},")
        w(f"            runs: {runs_literal(dev['runs'], where + '/runs')},")
        if dev["aliases"]:
            w("            aliases: [")
            comma = "," if len(dev["aliases"]) > 1 else ""  # swift-format: none after a lone element
            for a in dev["aliases"]:
                note = a.get("note")
                runs = runs_literal(a["runs"], f"{where}/aliases/{a['id']}/runs")
                one = (
                    f"                Alias(id: {swift_string(a['id'])}, name: {swift_string(a['name'])}, "
                    f"note: nil, runs: {runs}){comma}"
                )
                if note is None and len(one) <= LINE:
                    w(one)
                else:
                    w("                Alias(")
                    w(f"                    id: {swift_string(a['id'])},")
                    w(f"                    name: {swift_string(a['name'])},")
                    w(f"                    note: {optional_text(note, '                    ', 'note: ', ',')},")
                    w(f"                    runs: {runs}")
                    w("                )" + comma)
            w("            ],")
        else:
            w("            aliases: [],")
        pts = dev["points"]
        w(
            f"            points: Size(width: {number(pts['width'], where + '/points/width')}, "
            f"height: {number(pts['height'], where + '/points/height')}),"
        )
        w(f"            scale: {optional_number(dev.get('scale'), where + '/scale')},")
        w("            sets: [")
        for key, prefix, fig in figure_sets(dev):
            vw = where + prefix
            w(f"                {SET_CASES[key]}: VersionFigures(")
            w("                    safeArea: Oriented(")
            w(f"                        portrait: {insets(fig['safeArea']['portrait'], vw + '/safeArea/portrait')},")
            w(f"                        landscape: {insets(fig['safeArea']['landscape'], vw + '/safeArea/landscape')}")
            w("                    ),")
            styles = [st for st in STYLES if st in fig["keyboardHeight"]]
            w("                    keyboards: [")
            for st in styles:
                kw = f"{vw}/keyboardHeight/{st}"
                w(f"                        .{st}: Oriented(")
                w(f"                            portrait: {heights(fig['keyboardHeight'][st]['portrait'], kw + '/portrait')},")
                w(f"                            landscape: {heights(fig['keyboardHeight'][st]['landscape'], kw + '/landscape')}")
                w("                        )" + ("," if len(styles) > 1 else ""))
            w("                    ]")
            w("                )" + ("," if len(figure_sets(dev)) > 1 else ""))
        w("            ],")
        if dev.get("platform") == "android":
            cut = cutout_text(dev["android"].get("cutout"))
            w(f"            cutout: {optional_text(cut, '            ', 'cutout: ', ',')},")
        w("            figures: [")
        for entry in dev["figures"]:
            w("                Figure(")
            w(f"                    at: {swift_string(entry['at'])},")
            w(f"                    sources: {string_list(entry.get('sources', []), '                    ')},")
            w(f"                    choice: {optional_text(entry.get('choice'), '                    ', 'choice: ', ',')},")
            alts = entry.get("alternatives", [])
            if alts:
                w("                    alternatives: [")
                comma = "," if len(alts) > 1 else ""
                for a in alts:
                    w("                        Alternative(")
                    pad = "                            "
                    w(f"{pad}value: {swift_text(compact(a['value']), pad, 'value: ', ',')},")
                    w(f"                            sources: {string_list(a['sources'], '                            ')},")
                    w(f"                            note: {optional_text(a.get('note'), '                            ', 'note: ')}")
                    w("                        )" + comma)
                w("                    ],")
            else:
                w("                    alternatives: [],")
            w(f"                    unknown: {optional_text(entry.get('unknown'), '                    ', 'unknown: ', ',')},")
            w(f"                    rule: {optional_text(entry.get('rule'), '                    ', 'rule: ', ',')},")
            w(f"                    derivedFrom: {string_list(entry.get('derivedFrom', []), '                    ')},")
            w(f"                    provenance: .{entry.get('provenance', 'measured')},")
            w(f"                    single: {'true' if entry.get('single') else 'false'}")
            w("                ),")
        w("            ],")
        w(f"            sources: {string_list(cited, '            ')},")
        w(f"            uncertain: {string_list(uncertain, '            ')}")
        w("        )")
        body = [line[4:] if line.startswith("    ") else line for line in lines[body_start:]]
        del lines[body_start:]
        body[0] = f"    /// `{did}`.\n    static let {swift_name(did)}: Device = Device("
        bodies.append("\n".join(body))
    for body in bodies:
        w("")
        w(body)
    w("}")
    return "\n".join(lines) + "\n"


def swift_format(text):
    """`text` as `swift format` lays it out under the repository's configuration, so the table
    passes `swift format lint --strict` however long its literals are."""
    done = subprocess.run(
        ["swift", "format", "format", "--assume-filename", str(DEFAULT_OUT), "-"],
        input=text, capture_output=True, text=True,
    )
    if done.returncode != 0:
        raise DataError(f"swift format failed: {done.stderr.strip()[:500]}")
    return done.stdout


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=pathlib.Path, default=DEFAULT_DATA)
    ap.add_argument("--android", type=pathlib.Path, default=DEFAULT_ANDROID)
    ap.add_argument("--out", type=pathlib.Path, default=DEFAULT_OUT)
    ap.add_argument("--check", action="store_true", help="exit 1 when --out differs from what --data gives")
    args = ap.parse_args(argv)
    try:
        with open(args.data, encoding="utf-8") as f:
            data = json.load(f)
        android = None
        if args.android.exists():
            with open(args.android, encoding="utf-8") as f:
                android = json.load(f)
        text = swift_format(generate(data, android))
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
