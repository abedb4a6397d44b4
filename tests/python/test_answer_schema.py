"""The answers' schemas that openapi.yaml generates from the encoder's declaration
(Sources/ClearanceContract/AnswerSchema+Objects.swift) are what the encoder writes.

A live service answers the bench requests, the fixtures, the fuzz corpus (valid and not), the
Figma designs (laid out and mapped), comparisons under every policy, a batch, two matrices, the
catalog and each of its devices, health and readiness; every answer must validate against
its schema in the committed document, every object of a generated schema must hold its members
in the declared order (the encoder's), and every declared member must be written by some answer,
so that the declaration holds nothing the encoder never writes.
"""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path

import jsonschema
import pytest
import yaml
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012
from conftest import post_json

REPO = Path(__file__).resolve().parents[2]
SPEC_TEXT = (REPO / "openapi.yaml").read_text()
SPEC = yaml.safe_load(SPEC_TEXT)
SCHEMAS = SPEC["components"]["schemas"]
REGISTRY = Registry().with_resource("urn:clearance:openapi", Resource(contents=SPEC, specification=DRAFT202012))
ANSWER_MARK = "    # Generated from the codec's answer schema"


def generated_answer_schemas() -> list[str]:
    """The names the document marks as generated from the answer schema, in document order."""
    lines = SPEC_TEXT.splitlines()
    return [lines[i + 1].strip().rstrip(":") for i, line in enumerate(lines) if line.startswith(ANSWER_MARK)]


GENERATED = generated_answer_schemas()
POLICIES = SCHEMAS["PolicyName"]["enum"]


def validates(node: dict, value: object) -> bool:
    """Whether `value` validates against `node`, a schema inside the document."""
    return jsonschema.Draft202012Validator(_rebase(node), registry=REGISTRY).is_valid(value)


def _rebase(node: object) -> object:
    """`node` with its local references (`#/components/...`) made to point into the registry."""
    if isinstance(node, dict):
        return {
            k: ("urn:clearance:openapi" + v if k == "$ref" and isinstance(v, str) and v.startswith("#") else _rebase(v))
            for k, v in node.items()
        }
    if isinstance(node, list):
        return [_rebase(v) for v in node]
    return node


class Walk:
    """Walks answers along their schemas, checking the order of each generated object's members
    and recording which of their members were seen."""

    def __init__(self) -> None:
        self.seen: set[tuple[str, str]] = set()
        self.order_faults: list[str] = []

    def value(self, node: dict, value: object, where: str) -> None:
        if "$ref" in node:
            self.named(node["$ref"].rsplit("/", 1)[-1], value, where)
            return
        if "oneOf" in node:
            for branch in node["oneOf"]:
                if validates(branch, value):
                    self.value(branch, value, where)
                    return
            return
        if node.get("type") == "array" or node.get("type") == ["array", "null"]:
            if isinstance(value, list) and "items" in node:
                for i, item in enumerate(value):
                    self.value(node["items"], item, f"{where}/{i}")

    def named(self, name: str, value: object, where: str) -> None:
        # A hand-written schema is walked too, for the generated ones inside it (a device's
        # figures hold sizes and insets), but only a generated one is checked.
        schema = SCHEMAS[name]
        if "properties" not in schema:
            self.value(schema, value, where)  # an array or a choice of schemas
            return
        if not isinstance(value, dict):
            return
        if name in GENERATED:
            declared = list(schema["properties"])
            present = [k for k in declared if k in value]
            if present != list(value):
                self.order_faults.append(f"{where} ({name}): written {list(value)}, declared {declared}")
            self.seen.update((name, key) for key in value)
        for key, member in value.items():
            if key in schema["properties"]:
                self.value(schema["properties"][key], member, f"{where}/{key}")


def answers(service: str) -> list[tuple[str, str, object]]:
    """(what, schema, answer) for every answer the check covers."""
    out: list[tuple[str, str, object]] = []

    def layout(what: str, body: bytes, path: str = "/v1/layout", schema: str = "LayoutAnswer") -> None:
        status, answer = post_json(service, path, None, raw=body)
        out.append((what, schema if status == 200 else "Problem", answer))

    requests = sorted((REPO / "bench" / "requests").glob("*.json"))
    fixtures = sorted((REPO / "tests" / "fixtures" / "requests").glob("*.json"))
    for path in requests + fixtures:
        if path.stem.startswith("matrix"):
            continue
        body = path.read_bytes()
        layout(path.name, body)
        request = json.loads(body)
        request["policies"] = POLICIES
        layout(f"{path.name} under every policy", json.dumps(request).encode(), "/v1/layout/compare", "CompareAnswer")
    for path in sorted((REPO / "bench" / "corpus").rglob("*")):
        if path.is_file():
            layout(f"corpus {path.name}", path.read_bytes())
    for path in sorted((REPO / "tests" / "fixtures" / "figma").glob("*.json")):
        figma = json.loads(path.read_bytes())
        design = json.dumps({"design": {"figma": figma}}).encode()
        layout(f"design {path.stem}", design)
        layout(f"design {path.stem} mapped", design, "/v1/design", "DesignAnswer")
        body = {"design": {"figma": figma}, "device": {"id": "iphone-se-3"}, "policies": POLICIES}
        layout(f"design {path.stem} compared", json.dumps(body).encode(), "/v1/layout/compare", "CompareAnswer")
        body = {"design": {"figma": figma}, "devices": ["iphone-se", "iphone-16-pro-max"]}
        layout(f"design {path.stem} checked", json.dumps(body).encode(), "/v1/design/check", "DesignCheckAnswer")
    # On iOS 18 the iPhones that ship with iOS 26 are skipped, with the reason.
    card_form = json.loads((REPO / "tests" / "fixtures" / "figma" / "paleophonix--figma-flutter-agent--card-form.json").read_bytes())
    body = {"design": {"figma": card_form}, "devices": "iphones", "device": {"ios": "18"}}
    layout("card-form checked on every iPhone on iOS 18", json.dumps(body).encode(), "/v1/design/check", "DesignCheckAnswer")
    batch = [json.loads(p.read_bytes()) for p in fixtures] + [{"screen": {"width": -1}}]
    layout("a batch", json.dumps({"requests": batch}).encode(), "/v1/layout/batch", "BatchAnswer")
    matrix = json.loads((REPO / "bench" / "requests" / "matrix-20.json").read_bytes())
    layout("matrix-20", json.dumps(matrix).encode(), "/v1/layout/matrix", "MatrixAnswer")
    # Measured figures only, and iOS 18 too: combinations skipped for each reason.
    matrix.update({"figures": "measured", "ios": ["18", "26"]})
    layout("matrix-20, measured figures", json.dumps(matrix).encode(), "/v1/layout/matrix", "MatrixAnswer")
    card = json.loads((REPO / "tests" / "fixtures" / "figma" / "paleophonix--figma-flutter-agent--card-form.json").read_bytes())
    designed = {"request": {"design": {"figma": card}}, "devices": ["iphone-se-3", "iphone-15"]}
    layout("a design's matrix", json.dumps(designed).encode(), "/v1/layout/matrix", "MatrixAnswer")
    catalog = get(service, "/v1/devices")
    out.append(("the catalog", "DeviceCatalog", catalog))
    for device in catalog["devices"]:
        out.append((f"device {device['id']}", "Device", get(service, f"/v1/devices/{device['id']}")))
    out.append(("health", "Health", get(service, "/healthz")))
    out.append(("readiness", "Readiness", get(service, "/readyz")))
    return out


def get(service: str, path: str) -> object:
    with urllib.request.urlopen(service + path, timeout=60) as response:
        return json.loads(response.read())


@pytest.fixture(scope="module")
def walked(service: str) -> tuple[list[tuple[str, str, object]], Walk]:
    every = answers(service)
    walk = Walk()
    for what, schema, answer in every:
        walk.named(schema, answer, what)
    return every, walk


def test_the_document_marks_the_answer_schemas_generated() -> None:
    assert {"LayoutAnswer", "Verdict", "PinnedVerdicts", "CompareAnswer", "BatchAnswer", "Problem"} <= set(GENERATED)


def test_every_answer_validates_against_its_generated_schema(walked) -> None:
    every, _ = walked
    assert len(every) > 800
    faults = []
    for what, schema, answer in every:
        v = jsonschema.Draft202012Validator(
            {"$ref": f"urn:clearance:openapi#/components/schemas/{schema}"}, registry=REGISTRY)
        faults += [f"{what}: {'/'.join(map(str, e.absolute_path))}: {e.message}" for e in v.iter_errors(answer)]
    assert faults == []


def test_every_object_holds_its_members_in_the_declared_order(walked) -> None:
    _, walk = walked
    assert walk.order_faults == []


def test_every_declared_member_is_written_by_some_answer(walked) -> None:
    _, walk = walked
    declared = {
        (name, member)
        for name in GENERATED
        if SCHEMAS[name].get("type") == "object"
        for member in SCHEMAS[name]["properties"]
    }
    assert sorted(declared - walk.seen) == []
