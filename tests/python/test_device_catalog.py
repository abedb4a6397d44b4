"""The device catalog's data file and its generator: the file's JSON Schema, the generator's
checks (`scripts/gen-devices.py --check` finds the committed table stale or not), and what it
writes for a null, a derived figure and a broken file.

data/ios-devices.json (iPhones and iPads) and data/android-devices.json (Android phones) are the
project's one source of truth for device figures; the generator reads both. The generated table
against the data, figure by figure, is the Swift suites' (DeviceCatalogTests).
"""

import copy
import json
import pathlib
import subprocess
import sys

import jsonschema
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
GEN = ROOT / "scripts" / "gen-devices.py"
DATA = ROOT / "data" / "ios-devices.json"
SCHEMA = ROOT / "data" / "ios-devices.schema.json"


def load():
    return json.loads(DATA.read_text(encoding="utf-8"))


def validator():
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def generate(data_path, out_path):
    return subprocess.run(
        [sys.executable, str(GEN), "--data", str(data_path), "--out", str(out_path)],
        capture_output=True,
        text=True,
    )


def generate_data(tmp_path, data):
    path = tmp_path / "d.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "t.swift"
    return generate(path, out), out


def device(data, device_id):
    return next(d for d in data["devices"] if d["id"] == device_id)


def test_the_data_file_matches_its_schema():
    errors = sorted(validator().iter_errors(load()), key=lambda e: list(e.absolute_path))
    assert not errors, "\n".join(f"{e.json_path}: {e.message}" for e in errors[:10])


@pytest.mark.parametrize(
    "break_it, where",
    [
        (
            lambda d: device(d, "iphone-se")["ios"]["26"]["keyboardHeight"]["liquidGlass"]["portrait"].pop("numberPad"),
            "numberPad",
        ),
        (
            lambda d: device(d, "ipad-10")["ios"]["26"]["keyboardHeight"]["liquidGlass"]["portrait"].update(numberPad=300),
            "numberPad",
        ),
        (lambda d: device(d, "iphone-x")["ios"]["18"]["keyboardHeight"].update(liquidGlass={}), "liquidGlass before 26"),
        (lambda d: device(d, "iphone-x")["runs"].update(first=11), "a release as a number"),
        (lambda d: device(d, "iphone-x")["ios"].pop("26"), "26"),
        (lambda d: device(d, "iphone-x")["figures"][0].update(unknown="both"), "oneOf"),
        (lambda d: device(d, "iphone-x").update(scale=2.5), "scale"),
        (lambda d: device(d, "iphone-x")["ios"]["18"]["safeArea"]["portrait"].update(top="44"), "top"),
        (lambda d: device(d, "iphone-x").update(id="iPhone X"), "id"),
    ],
)
def test_the_schema_rejects_a_broken_file(break_it, where):
    data = copy.deepcopy(load())
    break_it(data)
    errors = list(validator().iter_errors(data))
    assert errors, f"the schema accepted a file broken at {where}"


def test_check_mode_agrees(tmp_path):
    run = subprocess.run([sys.executable, str(GEN), "--check"], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    stale = tmp_path / "stale.swift"
    stale.write_text("// stale\n", encoding="utf-8")
    run = subprocess.run([sys.executable, str(GEN), "--check", "--out", str(stale)], capture_output=True, text=True)
    assert run.returncode == 1
    assert "stale" in run.stderr


def test_a_null_figure_becomes_nil_and_uncertain(tmp_path):
    # The 8 Plus's landscape keyboard: no rule derives it (no other home-button phone is 414 wide).
    data = load()
    d = device(data, "iphone-8-plus")
    d["ios"]["18"]["keyboardHeight"]["classic"]["landscape"]["withPredictiveBar"] = None
    at = "/ios/18/keyboardHeight/classic/landscape/withPredictiveBar"
    d["figures"] = [f for f in d["figures"] if f["at"] != at] + [{"at": at, "unknown": "no source, for the test"}]
    run, out = generate_data(tmp_path, data)
    assert run.returncode == 0, run.stderr
    text = out.read_text(encoding="utf-8")
    block = text[text.index('id: "iphone-8-plus"') : text.index('id: "iphone-x"')]
    assert "landscape: KeyboardHeights(\n" in block
    assert "withPredictiveBar: nil, withoutPredictiveBar: 163, numberPad: nil, emoji: nil)" in block
    assert '"/ios/18/keyboardHeight/classic/landscape/withPredictiveBar",' in block


def test_a_null_a_rule_can_fill_becomes_a_derived_figure(tmp_path):
    # Without the 8 Plus's measured 163, classicPredictiveBar derives it: 200 - 37.
    data = load()
    d = device(data, "iphone-8-plus")
    d["ios"]["18"]["keyboardHeight"]["classic"]["landscape"]["withoutPredictiveBar"] = None
    at = "/ios/18/keyboardHeight/classic/landscape/withoutPredictiveBar"
    d["figures"] = [f for f in d["figures"] if f["at"] != at] + [{"at": at, "unknown": "no source, for the test"}]
    run, out = generate_data(tmp_path, data)
    assert run.returncode == 0, run.stderr
    text = out.read_text(encoding="utf-8")
    block = text[text.index('id: "iphone-8-plus"') : text.index('id: "iphone-x"')]
    assert "withPredictiveBar: 200, withoutPredictiveBar: 163, numberPad: nil, emoji: nil)" in block
    entry = block[block.index(f'at: "{at}"') :]
    entry = entry[: entry.index("),")]
    assert 'rule: "classicPredictiveBar"' in entry
    assert 'derivedFrom: ["/ios/18/keyboardHeight/classic/landscape/withPredictiveBar"]' in entry
    assert "unknown: nil" in entry
    assert "provenance: .derived" in entry


def test_a_null_without_a_reason_stops_the_generator(tmp_path):
    data = load()
    device(data, "iphone-8-plus")["ios"]["18"]["keyboardHeight"]["classic"]["landscape"]["withoutPredictiveBar"] = None
    run, out = generate_data(tmp_path, data)
    assert run.returncode == 2
    assert "iphone-8-plus/ios/18/keyboardHeight/classic/landscape/withoutPredictiveBar: null" in run.stderr
    assert not out.exists()


def test_a_number_without_a_source_stops_the_generator(tmp_path):
    data = load()
    device(data, "iphone-8-plus")["ios"]["26"]["keyboardHeight"]["liquidGlass"]["portrait"]["withPredictiveBar"] = 345
    run, _ = generate_data(tmp_path, data)
    assert run.returncode == 2
    assert "cites no sources" in run.stderr


def test_an_unknown_source_key_or_a_repeated_alias_stops_the_generator(tmp_path):
    data = load()
    device(data, "iphone-x")["figures"][0]["sources"].append("NOPE")
    run, _ = generate_data(tmp_path, data)
    assert run.returncode == 2 and "unknown source key NOPE" in run.stderr
    data = load()
    device(data, "iphone-x")["aliases"].append(
        {"id": "iphone-16", "name": "iPhone 16", "runs": {"first": "18", "last": None}}
    )
    run, _ = generate_data(tmp_path, data)
    assert run.returncode == 2 and "'iphone-16'" in run.stderr
