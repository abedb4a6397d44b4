"""openapi.yaml is generated whole (`clearance schema --document`, scripts/gen-openapi.py): the
committed document must be what a fresh generation gives, the check must catch a hand edit
anywhere in it, its first lines say how it is made, and its examples are the files of
tests/fixtures/examples."""

import json
import subprocess
import sys
from pathlib import Path

import yaml

from conftest import clearance_binary

REPO = Path(__file__).resolve().parents[2]
GEN = REPO / "scripts" / "gen-openapi.py"
SPEC = REPO / "openapi.yaml"
EXAMPLES = REPO / "tests" / "fixtures" / "examples"


def gen(*args: str) -> subprocess.CompletedProcess:
    env = {"CLEARANCE_BIN": str(clearance_binary()), "PATH": "/usr/bin:/bin"}
    return subprocess.run([sys.executable, str(GEN), *args], capture_output=True, text=True, env=env, timeout=60)


def test_the_committed_document_is_a_fresh_generation():
    run = gen("--check")
    assert run.returncode == 0, run.stderr


def test_the_binary_prints_the_committed_document():
    printed = subprocess.run(
        [str(clearance_binary()), "schema", "--document", "--examples", str(EXAMPLES)],
        capture_output=True, text=True, check=True, timeout=60,
    ).stdout
    assert printed == SPEC.read_text()


def test_its_first_lines_say_it_is_generated_and_from_what():
    head = SPEC.read_text().splitlines()[:4]
    assert all(line.startswith("# ") for line in head)
    text = "\n".join(head)
    assert "clearance schema --document --examples tests/fixtures/examples" in text
    assert "Sources/ClearanceContract" in text and "tests/fixtures/examples" in text and "do not edit" in text


def edited_check(tmp_path: Path, old: str, new: str) -> None:
    edited = tmp_path / "openapi.yaml"
    text = SPEC.read_text()
    assert old in text
    edited.write_text(text.replace(old, new, 1))
    run = gen("--check", "--spec", str(edited))
    assert run.returncode == 1 and "stale" in run.stderr, run.stderr
    assert gen("--spec", str(edited)).returncode == 0
    assert edited.read_text() == text


def test_a_hand_edit_of_a_schema_is_caught_and_undone(tmp_path):
    edited_check(
        tmp_path,
        "          description: The gap, in points, to keep between the target and the top of the keyboard.\n",
        "          description: Edited by hand.\n",
    )


def test_a_hand_edit_of_the_paths_is_caught_and_undone(tmp_path):
    edited_check(tmp_path, "      operationId: solveLayoutBatch\n", "      operationId: solveBatch\n")


def test_a_hand_edit_of_an_example_is_caught_and_undone(tmp_path):
    edited_check(tmp_path, "\n  examples:\n", "\n  examples:\n    Extra:\n      value: 1\n")


def test_a_missing_example_file_fails_the_generation(tmp_path):
    for path in EXAMPLES.iterdir():
        if path.name != "LoginFormAnswer.json":
            (tmp_path / path.name).write_bytes(path.read_bytes())
    run = subprocess.run(
        [str(clearance_binary()), "schema", "--document", "--examples", str(tmp_path)],
        capture_output=True, text=True, timeout=60,
    )
    assert run.returncode == 1 and "LoginFormAnswer.json" in run.stderr, run.stderr


def test_every_example_is_a_file_and_every_file_an_example():
    """The shared examples are the index's, each `value` the file of its name; the examples
    written in place (the problems, health and readiness) are files too."""
    spec = yaml.safe_load(SPEC.read_text())
    shared = spec["components"]["examples"]
    index = json.loads((EXAMPLES / "index.json").read_text())
    assert list(shared) == list(index)
    for name, example in shared.items():
        assert example["value"] == json.loads((EXAMPLES / f"{name}.json").read_text()), name
        assert {k: v for k, v in example.items() if k != "value"} == index[name], name
    in_place = []

    def walk(node):
        if isinstance(node, dict):
            if "example" in node and isinstance(node["example"], dict):
                in_place.append(node["example"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(spec["paths"])
    walk(spec["components"]["responses"])
    files = {p.stem: json.loads(p.read_text()) for p in EXAMPLES.glob("*.json") if p.name != "index.json"}
    others = [value for name, value in files.items() if name not in shared]
    assert sorted(map(json.dumps, others)) == sorted(map(json.dumps, in_place))


def test_the_generated_schemas_are_in_the_document():
    names = subprocess.run(
        [str(clearance_binary()), "schema", "--names"], capture_output=True, text=True, check=True
    ).stdout.split()
    assert "LayoutRequest" in names and "Options" in names and "FlutterPolicy" in names
    schemas = yaml.safe_load(SPEC.read_text())["components"]["schemas"]
    assert set(names) <= set(schemas)
    # The defaults are the engine's: Options().minimumDistance, KeyboardAnimation.standard, Flutter's 20.
    assert schemas["Options"]["properties"]["minimumDistance"]["default"] == 20
    assert schemas["KeyboardAnimation"]["properties"]["duration"]["default"] == 0.25
    assert schemas["KeyboardAnimation"]["properties"]["curve"]["default"] == 7
    assert schemas["FlutterPolicy"]["properties"]["scrollPadding"]["default"] == 20
    assert schemas["Element"]["required"] == ["id", "frame"]
