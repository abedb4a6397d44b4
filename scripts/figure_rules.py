"""The catalog's rules: figures derived from measured ones, and the check that keeps a rule honest.

data/ios-devices.json defines each rule once (`rules`), with the evidence it rests on. A rule is
one of two kinds:

- `offset`: the figure at `to` is the figure at `from` plus a constant, fit per class as the median
  of (to - from) over the devices that measure both;
- `peer`: the figure at `at` is the median of the same figure measured on the other devices of the
  class.

Pointers hold placeholders ({v} version, {o} orientation, {e} edge, {h} keyboard height), each
expanded over its values. A class is the device attributes in `by` (kind, design, homeIndicator,
width) and the placeholders' values, but for those listed in `pool` (fit across them). `where`
limits the devices a rule reads and fills.

The check is leave-one-out: for every measured figure a rule could have predicted, the rule is fit
again without that figure and predicts it; a rule whose worst error exceeds 1 pt, or that predicts
no measured figure at all, is not used. `derive(data)` fills the figures a device's models run
(`runs`) and no source gives, with a record of each; measured figures are never changed. Derived
figures may feed later rules (the fit itself reads measured figures only).

    python3 scripts/figure_rules.py     prints the check, one line per rule
"""

import copy
import json
import pathlib
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
VALUES = {
    "v": ("18", "26", "27"),
    "s": ("classic", "liquidGlass"),
    "o": ("portrait", "landscape"),
    "e": ("top", "left", "bottom", "right"),
    "h": ("withPredictiveBar", "withoutPredictiveBar", "numberPad", "emoji"),
}
# Sets whose figures only assumptions fill: a rule fit on pairs never reaches them.
ASSUMED_SETS = ("27",)
TOLERANCE = 1.0
EDGES = VALUES["e"]


def attribute(device, name):
    if name == "kind":
        return device["kind"]
    if name == "design":
        return device["design"]
    if name == "homeIndicator":
        return device["design"] != "homeButton"
    if name == "width":
        return device["points"]["width"]
    if name in ("maker", "platform"):
        return device.get(name)
    raise KeyError(f"rules: unknown device attribute {name!r}")


def major(release):
    """The major of a release written `"27"` or `"27.1"`."""
    return int(str(release).split(".")[0])


def runs(range_, version):
    """Whether a model that runs `range_` ({first, last}, releases) runs the figure set
    `version`: "18" is every release before iOS 26, "26" iOS 26.x, "27" iOS 27.x."""
    first = major(range_["first"])
    last = None if range_.get("last") is None else major(range_["last"])
    if version == "18":
        return first <= 18
    v = int(version)
    return first <= v and (last is None or last >= v)


def any_model_runs(device, version):
    if version is None:
        return True
    return any(runs(m["runs"], version) for m in [device] + device["aliases"])


def get(device, pointer):
    """The number at `pointer` (`/ios/26/safeArea/portrait/top`), or None when null or absent."""
    node = device
    for part in pointer.strip("/").split("/"):
        if not isinstance(node, dict) or node.get(part) is None:
            return None
        node = node[part]
    return node if isinstance(node, (int, float)) and not isinstance(node, bool) else None


def exists(device, pointer):
    """Whether the data has a place for the figure: its key is there, or its group is null."""
    parts = pointer.strip("/").split("/")
    node = device
    for i, part in enumerate(parts):
        if not isinstance(node, dict) or part not in node:
            return False
        if node[part] is None:
            return True
        node = node[part]
    return True


def put(device, pointer, value):
    parts = pointer.strip("/").split("/")
    node = device
    for part in parts[:-1]:
        if node.get(part) is None:
            node[part] = {}
        node = node[part]
    node[parts[-1]] = value


def placeholders(template):
    return [k for k in VALUES if "{" + k + "}" in template]


def bindings(names):
    out = [{}]
    for n in names:
        out = [dict(b, **{n: v}) for b in out for v in VALUES[n]]
    return out


def fill(template, binding):
    for k, v in binding.items():
        template = template.replace("{" + k + "}", v)
    return template


def version_of(pointer):
    """The iOS figure set a pointer is in, or None for a set that is not iOS's (`/android/...`)."""
    parts = pointer.split("/")
    return parts[2] if parts[1] == "ios" else None


def split_owner(pointer):
    """`(device id or None, pointer)`: `iphone-16-pro-max/ios/27/...` names another device's figure."""
    if pointer.startswith("/"):
        return None, pointer
    owner, rest = pointer.split("/", 1)
    return owner, "/" + rest


def applies(rule, device):
    for key, want in rule.get("where", {}).items():
        have = attribute(device, key)
        if isinstance(want, list):
            if have not in want:
                return False
        elif have != want:
            return False
    return True


def class_key(rule, device, binding):
    return tuple(attribute(device, a) for a in rule["by"]) + tuple(
        (k, v) for k, v in sorted(binding.items()) if k not in rule.get("pool", [])
    )


def rule_bindings(rule, names):
    """The bindings a rule runs over: a rule fit on pairs never reaches the assumed sets."""
    out = bindings(names)
    if rule["kind"] != "assumed":
        out = [b for b in out if b.get("v") not in ASSUMED_SETS]
    return out


def templates(rule):
    if rule["kind"] in ("offset", "assumed"):
        names = sorted(set(placeholders(rule["from"])) | set(placeholders(rule["to"])))
        return names, lambda b: (fill(rule["from"], b), fill(rule["to"], b))
    names = placeholders(rule["at"])
    return names, lambda b: (None, fill(rule["at"], b))


def observations(rule, devices):
    """Per class: the measured observations, (device id, from value or None, to value)."""
    names, pointers = templates(rule)
    classes = {}
    for device in devices:
        if not applies(rule, device):
            continue
        for b in rule_bindings(rule, names):
            source, target = pointers(b)
            to = get(device, target)
            if to is None:
                continue
            if rule["kind"] == "offset":
                fr = get(device, source)
                if fr is None:
                    continue
                obs = (device["id"], fr, to, target)
            else:
                obs = (device["id"], None, to, target)
            classes.setdefault(class_key(rule, device, b), []).append(obs)
    return classes


def fit(rule, observed):
    """The class's constant: the median offset, or the median peer figure."""
    values = [to - fr for _, fr, to, _ in observed] if rule["kind"] == "offset" else [to for _, _, to, _ in observed]
    return statistics.median(values)


def check(rule, measured_devices):
    """Leave-one-out over the measured figures: (predictions, worst error, the worst case). An
    assumption has no pairs to check: (0, 0, None)."""
    predictions, worst, worst_case = 0, 0.0, None
    if rule["kind"] == "assumed":
        return predictions, worst, worst_case
    for observed in observations(rule, measured_devices).values():
        for i, (did, fr, to, pointer) in enumerate(observed):
            rest = observed[:i] + observed[i + 1 :]
            if not rest:
                continue
            c = fit(rule, rest)
            predicted = fr + c if rule["kind"] == "offset" else c
            error = abs(predicted - to)
            predictions += 1
            if error > worst or worst_case is None:
                worst, worst_case = max(worst, error), f"{did}{pointer}: {predicted:g} for {to:g}"
    return predictions, worst, worst_case


def passes(result, rule=None):
    """Whether a rule is used: an assumption always is (its answers say so); a fitted rule when its
    check predicted a measured figure and erred by at most TOLERANCE."""
    if rule is not None and rule["kind"] == "assumed":
        return True
    predictions, worst, _ = result
    return predictions > 0 and worst <= TOLERANCE


def derive(data):
    """(devices with derived figures filled in, {device id: {pointer: record}}, {rule: check}).

    A record is {"rule", "value", "inputs": [pointer, ...], "offset"?, "pairs"}; an input is
    `id/pointer` for a figure of another device. Safe-area edges are kept only as a whole group."""
    measured = data["devices"]
    measured_by_id = {d["id"]: d for d in measured}
    devices = copy.deepcopy(measured)
    results = {r["name"]: check(r, measured) for r in data.get("rules", [])}
    records = {d["id"]: {} for d in devices}
    used = [r for r in data.get("rules", []) if passes(results[r["name"]], r)]
    fits = {}
    for rule in used:
        if rule["kind"] != "assumed":
            fits[rule["name"]] = {k: (fit(rule, obs), obs) for k, obs in observations(rule, measured).items()}
    by_id = {d["id"]: d for d in devices}
    # Rules fit on pairs first, to their fixed point; then the assumptions, to theirs.
    for phase in ([r for r in used if r["kind"] != "assumed"], [r for r in used if r["kind"] == "assumed"]):
        apply_rules(phase, devices, by_id, measured_by_id, fits, records)
    _keep_whole_safe_areas(devices, records, measured_by_id)
    return devices, records, results


def apply_rules(used, devices, by_id, measured_by_id, fits, records):
    changed = True
    while changed:
        changed = False
        for rule in used:
            names, pointers = templates(rule)
            for device in devices:
                if not applies(rule, device):
                    continue
                for b in rule_bindings(rule, names):
                    source, target = pointers(b)
                    original = measured_by_id[device["id"]]
                    if not exists(original, target) or get(device, target) is not None:
                        continue
                    if not any_model_runs(device, version_of(target)):
                        continue
                    if rule["kind"] == "assumed":
                        owner, at = split_owner(source)
                        fr = get(by_id[owner] if owner else device, at)
                        if fr is None:
                            continue
                        value, inputs, record, observed = fr, [source], {"assumed": True}, []
                        if isinstance(value, float) and value.is_integer():
                            value = int(value)
                        put(device, target, value)
                        record.update(rule=rule["name"], value=value, inputs=inputs, pairs=0)
                        records[device["id"]][target] = record
                        changed = True
                        continue
                    key = class_key(rule, device, b)
                    if key not in fits[rule["name"]]:
                        continue
                    c, observed = fits[rule["name"]][key]
                    if rule["kind"] == "offset":
                        fr = get(device, source)
                        if fr is None:
                            continue
                        value = fr + c
                        inputs = [source]
                        record = {"offset": c}
                    else:
                        peers = [o for o in observed if o[0] != device["id"]]
                        if not peers:
                            continue
                        value = statistics.median(o[2] for o in peers)
                        inputs = [f"{o[0]}{o[3]}" for o in peers]
                        record = {}
                    if isinstance(value, float) and value.is_integer():
                        value = int(value)
                    put(device, target, value)
                    record.update(rule=rule["name"], value=value, inputs=inputs, pairs=len(observed))
                    records[device["id"]][target] = record
                    changed = True


def _keep_whole_safe_areas(devices, records, measured_by_id):
    """A safe area is a group: keep a derived one only when all four edges are known."""
    for device in devices:
        if "ios" in device:
            sets = [(["ios", v], f"/ios/{v}") for v in VALUES["v"]]
        else:
            sets = [(["android"], "/android")] if "android" in device else []
        for path, prefix in sets:
            for o in VALUES["o"]:
                group = f"{prefix}/safeArea/{o}"
                edges = [f"{group}/{e}" for e in EDGES]
                if not any(p in records[device["id"]] for p in edges):
                    continue
                if all(get(device, p) is not None for p in edges):
                    continue
                original, copy_ = measured_by_id[device["id"]], device
                for part in path:
                    original, copy_ = original[part], copy_[part]
                copy_["safeArea"][o] = copy.deepcopy(original["safeArea"][o])
                for p in edges:
                    records[device["id"]].pop(p, None)


def table(data):
    """The check as text, one line per rule: predictions, worst error, used or not."""
    _, records, results = derive(data)
    filled = {}
    for per_device in records.values():
        for record in per_device.values():
            filled[record["rule"]] = filled.get(record["rule"], 0) + 1
    lines = [f"{'rule':36} {'predicted':>9} {'worst':>6} {'fills':>5}  verdict"]
    for rule in data.get("rules", []):
        predictions, worst, case = results[rule["name"]]
        if rule["kind"] == "assumed":
            verdict = "assumed (no pair to check: answers say so)"
        else:
            verdict = "used" if passes(results[rule["name"]]) else f"NOT USED (worst: {case})"
        lines.append(f"{rule['name']:36} {predictions:9d} {worst:6g} {filled.get(rule['name'], 0):5d}  {verdict}")
    return "\n".join(lines)


def main():
    for name in ("ios-devices.json", "android-devices.json"):
        path = ROOT / "data" / name
        if not path.exists():
            continue
        print(f"data/{name}")
        print(table(json.loads(path.read_text(encoding="utf-8"))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
