"""The device catalog's generated Swift table against the data file it comes from.

data/ios-devices.json is the project's own copy of the shared catalog; when the shared copy is
present beside the clone (../shared/data/ios-devices.json) the two must be identical.
"""

import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
GEN = ROOT / "scripts" / "gen-devices.py"
DATA = ROOT / "data" / "ios-devices.json"
TABLE = ROOT / "Sources" / "DeviceCatalog" / "DeviceTable.swift"
SHARED = ROOT.parent / "shared" / "data" / "ios-devices.json"


def generate(data_path, out_path):
    return subprocess.run(
        [sys.executable, str(GEN), "--data", str(data_path), "--out", str(out_path)],
        capture_output=True,
        text=True,
    )


def test_committed_table_matches_the_data_file(tmp_path):
    out = tmp_path / "DeviceTable.swift"
    run = generate(DATA, out)
    assert run.returncode == 0, run.stderr
    assert out.read_text(encoding="utf-8") == TABLE.read_text(encoding="utf-8"), (
        "Sources/DeviceCatalog/DeviceTable.swift is stale: run python3 scripts/gen-devices.py"
    )


def test_check_mode_agrees(tmp_path):
    run = subprocess.run([sys.executable, str(GEN), "--check"], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    stale = tmp_path / "stale.swift"
    stale.write_text("// stale\n", encoding="utf-8")
    run = subprocess.run(
        [sys.executable, str(GEN), "--check", "--out", str(stale)], capture_output=True, text=True
    )
    assert run.returncode == 1
    assert "stale" in run.stderr


def test_project_copy_is_the_shared_data_file():
    ours = json.loads(DATA.read_text(encoding="utf-8"))
    assert len(ours["devices"]) >= 1 and "hardwareKeyboardBarHeight" in ours
    if SHARED.exists():
        assert DATA.read_bytes() == SHARED.read_bytes(), (
            f"data/ios-devices.json differs from {SHARED}: copy it over and run python3 scripts/gen-devices.py"
        )


def test_a_null_figure_becomes_nil_and_uncertain(tmp_path):
    data = json.loads(DATA.read_text(encoding="utf-8"))
    device = next(d for d in data["devices"] if d["id"] == "iphone-8-plus")
    device["keyboardHeight"]["landscape"]["withoutPredictiveBar"] = None
    path = tmp_path / "d.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "t.swift"
    run = generate(path, out)
    assert run.returncode == 0, run.stderr
    text = out.read_text(encoding="utf-8")
    block = text[text.index('id: "iphone-8-plus"') : text.index('id: "iphone-x"')]
    assert "landscape: KeyboardHeights(withPredictiveBar: 200, withoutPredictiveBar: nil)" in block
    assert 'uncertain: ["/keyboardHeight/landscape/withoutPredictiveBar"]' in block


def test_an_unreviewed_note_stops_the_generator(tmp_path):
    data = json.loads(DATA.read_text(encoding="utf-8"))
    data["devices"][0]["notes"] = "a source now says something else"
    path = tmp_path / "d.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "t.swift"
    run = generate(path, out)
    assert run.returncode == 2
    assert "review DISAGREEMENTS" in run.stderr
    assert not out.exists()


def test_a_new_note_stops_the_generator(tmp_path):
    data = json.loads(DATA.read_text(encoding="utf-8"))
    next(d for d in data["devices"] if d["id"] == "iphone-14")["notes"] = "landscape bottom 20 in XY"
    path = tmp_path / "d.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    run = generate(path, tmp_path / "t.swift")
    assert run.returncode == 2
    assert "iphone-14" in run.stderr and "not reviewed" in run.stderr
