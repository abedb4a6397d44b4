#!/usr/bin/env python3
"""The design corpus table: what the mapper finds on real screens against what a designer expects.

Reads tests/corpus/designs/<format>/expected.json (written from reading each design, before the
mapper ran on it), posts each committed screen to `clearance design` as a designer would (the
design alone: the device its size names, or the nearest by width), and prints per screen the
text fields expected and found, the bottom bars expected and found, and the false fields.

A found layer matches an expected one when it is that layer, one of its listed alternatives, or a
layer inside it (a mapper may name the box of a field's instance); a layer around it (a whole form
taken as one field) does not match, and is a false field.

    python3 scripts/design-corpus.py [--clearance BIN] [--local DIR] [--json] [--check]

--local DIR adds the screens described in expected-local.json whose files are in DIR/<format>/
(designs whose licence keeps them out of the repository). --check exits 1 unless at least 90% of
the expected fields and 80% of the bottom bars are found with at most one false field.
"""

import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "tests", "corpus", "designs")
FORMATS = ("figma", "penpot", "sketch")


def parents(fmt, document):
    """Every layer id of the document with its parent's id."""
    up = {}
    if fmt == "penpot":
        objects = document.get("objects", {}) if isinstance(document, dict) else {}
        for key, shape in objects.items():
            if isinstance(shape, dict):
                parent = shape.get("parentId", shape.get("parent-id"))
                up[shape.get("id", key)] = parent if parent != shape.get("id", key) else None
        return up
    child_key = "children" if fmt == "figma" else "layers"
    id_key = "id" if fmt == "figma" else "do_objectID"
    stack = [(document, None)]
    while stack:
        node, parent = stack.pop()
        if isinstance(node, dict):
            nid = node.get(id_key)
            if isinstance(nid, str):
                up[nid] = parent
            below = nid if isinstance(nid, str) else parent
            for key, value in node.items():
                if key == child_key and isinstance(value, list):
                    stack.extend((child, below) for child in value)
                elif isinstance(value, (dict, list)) and key != child_key:
                    stack.append((value, parent))
        elif isinstance(node, list):
            stack.extend((item, parent) for item in node)
    return up


def inside(a, b, up):
    """Whether layer a is b or lies inside it."""
    seen = []
    while a is not None and a not in seen and len(seen) < 512:
        if a == b:
            return True
        seen.append(a)
        a = up.get(a)
    return False


def run_mapper(binary, design):
    body = json.dumps({"design": design}).encode()
    result = subprocess.run([binary, "design", "-"], input=body, capture_output=True, timeout=120)
    if result.returncode != 0:
        return None, result.stderr.decode(errors="replace").strip()
    return json.loads(result.stdout), None


def score(expected, answer, up):
    mapping = answer["mapping"]
    found_fields = [e["id"] for e in mapping["elements"] if e.get("kind") in ("textField", "textView")]
    found_fields += [e["id"] for e in mapping["pinned"] if e.get("label") is not None]
    found_bars = [e["id"] for e in mapping["pinned"] if e.get("pin") in ("bottom", "keyboard")]
    alternatives = expected.get("alternatives", {})

    def matches(found, wanted):
        return found == wanted or found in alternatives.get(wanted, []) or inside(found, wanted, up)

    fields = expected.get("fields", [])
    hit_fields = [f for f in fields if any(matches(x, f["id"]) for x in found_fields)]
    false_fields = [x for x in found_fields if not any(matches(x, f["id"]) for f in fields)]
    bars = expected.get("bottomBars", [])
    hit_bars = [b for b in bars if any(inside(x, b["id"], up) for x in found_bars)]
    return {
        "fields": len(fields),
        "fieldsFound": len(hit_fields),
        "missed": [f.get("label", f["id"]) for f in fields if f not in hit_fields],
        "bars": len(bars),
        "barsFound": len(hit_bars),
        "falseFields": false_fields,
    }


def screens(local):
    for fmt in FORMATS:
        for name, folder in (("expected.json", os.path.join(CORPUS, fmt)), ("expected-local.json", None)):
            path = os.path.join(CORPUS, fmt, name)
            if not os.path.exists(path):
                continue
            if folder is None:
                if not local:
                    continue
                folder = os.path.join(local, fmt)
            with open(path, encoding="utf-8") as f:
                for slug, expected in json.load(f).items():
                    yield fmt, slug, expected, os.path.join(folder, slug + ".json")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clearance", default=os.environ.get("CLEARANCE_BIN", os.path.join(ROOT, ".build", "debug", "clearance")))
    parser.add_argument("--local", help="a folder of designs described but not committed (DIR/<format>/<slug>.json)")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    parser.add_argument("--check", action="store_true", help="exit 1 below 90%% of fields, 80%% of bars, or over one false field")
    args = parser.parse_args()

    rows = []
    for fmt, slug, expected, path in screens(args.local):
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8") as f:
            design = json.load(f)
        answer, error = run_mapper(args.clearance, design)
        row = {"format": fmt, "screen": slug}
        if answer is None:
            row.update(error=error, fields=len(expected.get("fields", [])), fieldsFound=0,
                       bars=len(expected.get("bottomBars", [])), barsFound=0, falseFields=[], missed=[])
        else:
            row.update(score(expected, answer, parents(fmt, design.get(fmt))))
        rows.append(row)

    totals = {k: sum(r[k] for r in rows) for k in ("fields", "fieldsFound", "bars", "barsFound")}
    totals["falseFields"] = sum(len(r["falseFields"]) for r in rows)
    totals["screens"] = len(rows)
    if args.json:
        print(json.dumps({"rows": rows, "totals": totals}, indent=2))
    else:
        print("| screen | format | fields expected | found | bottom bars expected | found | false fields | missed |")
        print("|---|---|---|---|---|---|---|---|")
        for r in rows:
            missed = ", ".join(r["missed"]) if "error" not in r else "refused: " + r["error"][:80]
            print(f"| {r['screen']} | {r['format']} | {r['fields']} | {r['fieldsFound']} | {r['bars']} | "
                  f"{r['barsFound']} | {', '.join(r['falseFields']) or 0} | {missed} |")
        pct = lambda a, b: f"{100 * a / b:.0f}%" if b else "n/a"
        print(f"| **{totals['screens']} screens** | | {totals['fields']} | {totals['fieldsFound']} "
              f"({pct(totals['fieldsFound'], totals['fields'])}) | {totals['bars']} | {totals['barsFound']} "
              f"({pct(totals['barsFound'], totals['bars'])}) | {totals['falseFields']} | |")
    if args.check:
        ok = (totals["fieldsFound"] >= 0.9 * totals["fields"] and totals["barsFound"] >= 0.8 * totals["bars"]
              and totals["falseFields"] <= 1 and rows)
        return 0 if ok else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
