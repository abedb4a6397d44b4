"""The request schemas of openapi.yaml are generated from the codec's table (`clearance schema`,
scripts/gen-openapi.py): the committed document must be what a fresh generation gives, and the
check must catch a hand edit of a generated schema."""

import subprocess
import sys
from pathlib import Path

import yaml

from conftest import clearance_binary

REPO = Path(__file__).resolve().parents[2]
GEN = REPO / "scripts" / "gen-openapi.py"
SPEC = REPO / "openapi.yaml"


def gen(*args: str) -> subprocess.CompletedProcess:
    env = {"CLEARANCE_BIN": str(clearance_binary()), "PATH": "/usr/bin:/bin"}
    return subprocess.run([sys.executable, str(GEN), *args], capture_output=True, text=True, env=env, timeout=60)


def test_the_committed_document_is_a_fresh_generation():
    run = gen("--check")
    assert run.returncode == 0, run.stderr


def test_a_hand_edit_of_a_generated_schema_is_caught_and_undone(tmp_path):
    edited = tmp_path / "openapi.yaml"
    text = SPEC.read_text()
    marker = "          description: The gap, in points, to keep between the target and the top of the keyboard.\n"
    assert marker in text
    edited.write_text(text.replace(marker, "          description: Edited by hand.\n"))
    run = gen("--check", "--spec", str(edited))
    assert run.returncode == 1 and "stale" in run.stderr, run.stderr
    assert gen("--spec", str(edited)).returncode == 0
    assert edited.read_text() == text


def test_every_generated_schema_is_marked_and_the_rest_is_untouched():
    names = subprocess.run(
        [str(clearance_binary()), "schema", "--names"], capture_output=True, text=True, check=True
    ).stdout.split()
    assert "LayoutRequest" in names and "Options" in names and "FlutterPolicy" in names
    lines = SPEC.read_text().splitlines()
    marked = {lines[i + 1].strip().rstrip(":") for i, line in enumerate(lines) if line.startswith("    # Generated from")}
    assert marked == set(names)
    schemas = yaml.safe_load(SPEC.read_text())["components"]["schemas"]
    # The defaults are the engine's: Options().minimumDistance, KeyboardAnimation.standard, Flutter's 20.
    assert schemas["Options"]["properties"]["minimumDistance"]["default"] == 20
    assert schemas["KeyboardAnimation"]["properties"]["duration"]["default"] == 0.25
    assert schemas["KeyboardAnimation"]["properties"]["curve"]["default"] == 7
    assert schemas["FlutterPolicy"]["properties"]["scrollPadding"]["default"] == 20
    assert schemas["Element"]["required"] == ["id", "frame"]
