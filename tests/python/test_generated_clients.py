"""Code generators read `openapi.yaml` cleanly, and what they generate works against the service.

Once per module, `openapi-python-client` generates a client package and
`datamodel-code-generator` generates pydantic models from the document, both into a temporary
folder (both are pinned in requirements.txt). The client calls every operation of the live
service and its parsed answers hold the expected values; the models read every example of the
document and every JSON request and answer of the README and give each back without losing a
field. Neither generator may warn about a schema it could not name or a name it had to number.
"""

from __future__ import annotations

import importlib
import json
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any, Iterator

import attrs
import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
SPEC_PATH = REPO / "openapi.yaml"
SPEC = yaml.safe_load(SPEC_PATH.read_text())
BIN = Path(sys.executable).parent
GENERATOR_TIMEOUT_S = 300  # a bound on a hung generator, not a speed assertion

# openapi-python-client reads only JSON, text and octet-stream bodies: it leaves out the parsing
# of GET /openapi.yaml's 200 (application/yaml), and says so. That one notice is expected; the
# client still makes the call, and the test reads the raw body.
OPC_EXPECTED_NOTICE = "Unsupported content_type application/yaml"

# Its default post-hooks run ruff over the output; the generated code is imported, not shipped,
# so they are left out.
OPC_CONFIG = "post_hooks: []\npackage_name_override: clearance_client\n"


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ModuleType, ModuleType, str, str]]:
    """(the client package, the models module, the client generator's output, the models
    generator's stderr)."""
    folder = tmp_path_factory.mktemp("generated")
    config = folder / "openapi-python-client.yaml"
    config.write_text(OPC_CONFIG)
    opc = subprocess.run(
        [str(BIN / "openapi-python-client"), "generate", "--path", str(SPEC_PATH), "--meta", "none",
         "--output-path", str(folder / "clearance_client"), "--config", str(config)],
        cwd=folder, capture_output=True, text=True, timeout=GENERATOR_TIMEOUT_S,
    )  # fmt: skip
    assert opc.returncode == 0, opc.stdout + opc.stderr
    dcg = subprocess.run(
        [str(BIN / "datamodel-codegen"), "--input", str(SPEC_PATH), "--input-file-type", "openapi",
         "--output", str(folder / "clearance_models.py"), "--output-model-type", "pydantic_v2.BaseModel",
         "--formatters", "builtin", "--target-python-version", "3.11"],
        cwd=folder, capture_output=True, text=True, timeout=GENERATOR_TIMEOUT_S,
    )  # fmt: skip
    assert dcg.returncode == 0, dcg.stderr
    sys.path.insert(0, str(folder))
    try:
        client = importlib.import_module("clearance_client")
        models = importlib.import_module("clearance_models")
        yield client, models, opc.stdout + opc.stderr, dcg.stderr
    finally:
        sys.path.remove(str(folder))
        for name in [n for n in sys.modules if n.split(".")[0] in ("clearance_client", "clearance_models")]:
            del sys.modules[name]


# ---------------------------------------------------------------------------------------------
# The generators' own reports


def test_the_client_generator_reports_nothing_but_the_yaml_body(generated) -> None:
    _, _, output, _ = generated
    paragraphs = [p.strip() for p in re.split(r"\n\s*\n", output) if p.strip()]
    # Its report: "Generating ...", then, when anything went wrong, a header, one block per
    # problem (a heading, a reason, the offending JSON) and a closing line.
    problems = [p for p in paragraphs if re.match(r"(WARNING|Unable|Cannot|Could not|Attempted|Failure)", p)]
    assert problems == [p for p in problems if OPC_EXPECTED_NOTICE in p or p.startswith("WARNING parsing GET /openapi.yaml")]
    assert sum(OPC_EXPECTED_NOTICE in p for p in problems) == 1, output
    assert "ruff" not in output and "duplicate" not in output and "Endpoint will not be generated" not in output


def test_the_client_has_a_module_per_operation_and_a_model_per_named_schema(generated) -> None:
    client, _, _, _ = generated
    api = Path(client.__file__).parent / "api"
    modules = {p.stem for p in api.rglob("*.py") if p.stem != "__init__"}
    expected = {re.sub(r"(?<!^)(?=[A-Z])", "_", op["operationId"]).lower()
                for item in SPEC["paths"].values() for op in item.values() if isinstance(op, dict) and "operationId" in op}  # fmt: skip
    assert modules == expected
    model_files = {p.stem for p in (Path(client.__file__).parent / "models").glob("*.py") if p.stem != "__init__"}
    # A model named after a property and a number (`anchor_type_1`) is a schema defined inline.
    assert [m for m in model_files if re.search(r"(_type_\d+|\d)$", m)] == []


def test_the_models_generator_warns_of_nothing_and_numbers_no_class(generated) -> None:
    _, models, _, stderr = generated
    assert stderr.strip() == ""
    classes = re.findall(r"^class (\w+)\(", Path(models.__file__).read_text(), re.M)
    assert classes
    assert [c for c in classes if re.search(r"\d$", c)] == []
    assert len(classes) == len(set(classes))


# ---------------------------------------------------------------------------------------------
# Every operation through the generated client

README = (REPO / "README.md").read_text()


def readme_login_request() -> dict:
    command = re.search(r"```sh\ncurl -s http://127.0.0.1:8080/v1/layout \\\n(.*?)```", README, re.S).group(1)
    return json.loads(re.search(r"-d '(.*)'", command, re.S).group(1))


def example(name: str) -> Any:
    return SPEC["components"]["examples"][name]["value"]


def call(module: ModuleType, client: Any, **kwargs: Any):
    response = module.sync_detailed(client=client, **kwargs)
    assert re.fullmatch(r"[0-9a-f]{16}", response.headers["X-Request-ID"]), response.headers
    return response


@pytest.fixture(scope="module")
def api(generated, service: str):
    package = generated[0]
    client = package.Client(base_url=service, raise_on_unexpected_status=True, timeout=30.0)
    return package, client


def test_layout_as_json(api) -> None:
    package, client = api
    from clearance_client.api.layout import solve_layout
    from clearance_client.models import KeyboardByHeight, KeyboardState, LayoutAnswer, LayoutRequest, VerdictState

    body = LayoutRequest.from_dict(readme_login_request())
    assert isinstance(body.keyboard, KeyboardByHeight) and body.keyboard.height == 336
    response = call(solve_layout, client, body=body)
    assert response.status_code == 200
    answer = response.parsed
    assert isinstance(answer, LayoutAnswer)
    # The README's numbers: scroll to y = 168, inset 334 at the bottom. Spec v1.1: with no
    # contentOffset the view rests at -47, so the delta is 168 - (-47) = 215 (v1: 168 from 0).
    assert (answer.content_offset.x, answer.content_offset.y) == (0, 168)
    assert answer.scroll_delta == 215 and answer.content_inset.bottom == 334
    assert answer.keyboard.state is KeyboardState.DOCKED and answer.keyboard.overlap == 336
    assert answer.target.id == "password" and answer.target.anchor is None
    assert [e.id for e in answer.elements] == ["password"]
    assert answer.elements[0].before.state is VerdictState.COVERED
    assert answer.elements[0].after.state is VerdictState.VISIBLE
    assert answer.animation.options == 7 << 16
    assert answer.to_dict() == json.loads(response.content)


def test_layout_problem(api) -> None:
    _, client = api
    from clearance_client.api.layout import solve_layout
    from clearance_client.models import LayoutRequest, Problem, ProblemType

    request = readme_login_request()
    request["container"]["frame"]["width"] = -390
    response = call(solve_layout, client, body=LayoutRequest.from_dict(request))
    assert response.status_code == 422 and isinstance(response.parsed, Problem)
    assert response.parsed.type_ is ProblemType.URNCLEARANCEPROBLEMINVALID_REQUEST
    assert [(e.pointer, e.message) for e in response.parsed.errors] == [("/container/frame/width", "must not be negative")]


def test_layout_as_svg(api) -> None:
    _, client = api
    from clearance_client.api.layout import solve_layout
    from clearance_client.models import LayoutRequest

    # The generated call parses JSON; the same request with `Accept: image/svg+xml` gets the picture.
    kwargs = solve_layout._get_kwargs(body=LayoutRequest.from_dict(readme_login_request()))
    kwargs["headers"]["Accept"] = "image/svg+xml"
    response = client.get_httpx_client().request(**kwargs)
    assert response.status_code == 200
    assert response.headers["Content-Type"].split(";")[0] == "image/svg+xml"
    assert response.text.lstrip().startswith(("<svg", "<?xml")) and "</svg>" in response.text


def test_batch(api) -> None:
    _, client = api
    from clearance_client.api.layout import solve_layout_batch
    from clearance_client.models import BatchAnswer, BatchProblem, BatchRequest, LayoutAnswer

    response = call(solve_layout_batch, client, body=BatchRequest.from_dict(example("BatchRequest")))
    assert response.status_code == 200 and isinstance(response.parsed, BatchAnswer)
    first, second = response.parsed.results
    assert isinstance(first, LayoutAnswer) and first.keyboard.frame.y == 407 and first.target.id == "name"
    assert isinstance(second, BatchProblem) and second.problem.status == 422
    assert [e.pointer for e in second.problem.errors] == ["/requests/1/container"]
    assert response.parsed.to_dict() == example("BatchAnswer")


def test_matrix(api) -> None:
    _, client = api
    from clearance_client.api.layout import solve_layout_matrix
    from clearance_client.models import (
        DeviceKeyboard,
        MatrixAnswer,
        MatrixRequest,
        MatrixSkippedCombination,
        MatrixSolvedCombination,
        Orientation,
        Platform,
    )

    response = call(solve_layout_matrix, client, body=MatrixRequest.from_dict(example("MatrixRequest")))
    assert response.status_code == 200 and isinstance(response.parsed, MatrixAnswer)
    summary, (result,) = response.parsed.summary, response.parsed.results
    assert (summary.combinations, summary.solved, summary.skipped) == (1, 1, 0)
    assert summary.elements[0].id == "name" and summary.elements[0].clear is True
    # The example asks for iOS 18 (the iPhone SE has no iOS 26 keyboard figures), so the label
    # carries /ios18.
    assert summary.elements[0].worst.combination == "iphone-se/landscape/predictive/ios18"
    assert (summary.elements[0].counts.visible, summary.elements[0].counts.covered) == (1, 0)
    # The focus ends 20 points above the keyboard (175 - (344 - 189) = 20).
    assert summary.focus.id == "name" and summary.focus.visible_with_minimum_distance == 1
    assert summary.focus.worst.gap == 20
    assert isinstance(result, MatrixSolvedCombination)
    assert result.orientation is Orientation.LANDSCAPE and result.keyboard is DeviceKeyboard.PREDICTIVE
    assert result.answer.content_offset.y == 189
    assert response.parsed.to_dict() == example("MatrixAnswer")

    # A combination the catalog has no keyboard height for is skipped, and parsed as such.
    catalog = call(__import__("clearance_client.api.devices.list_devices", fromlist=["x"]), client).parsed
    lacking = next(
        (d.id, o)
        for d in catalog.devices
        if d.platform == Platform.IOS and d.ios.field_26.keyboard_height.liquid_glass
        for o in ("portrait", "landscape")
        if getattr(d.ios.field_26.keyboard_height.liquid_glass, o).without_predictive_bar is None
    )
    request = dict(
        example("MatrixRequest"), devices=[lacking[0]], orientations=[lacking[1]], keyboards=["noPredictive"], ios=["26"]
    )
    response = call(solve_layout_matrix, client, body=MatrixRequest.from_dict(request))
    (skipped,) = response.parsed.results
    assert isinstance(skipped, MatrixSkippedCombination) and skipped.skipped
    assert response.parsed.summary.skipped == 1 and response.parsed.summary.elements[0].worst is None


def test_devices(api) -> None:
    _, client = api
    from clearance_client.api.devices import get_device, list_devices
    from clearance_client.models import Device, DeviceCatalog, DeviceKeyboard, Platform, Problem

    response = call(list_devices, client)
    assert response.status_code == 200 and isinstance(response.parsed, DeviceCatalog)
    assert response.parsed.devices[0].id == "iphone-se"
    assert response.parsed.hardware_keyboard_bar.height == 55
    assert response.parsed.to_dict() == json.loads(response.content)

    response = call(get_device, client, id="iphone-se")
    assert response.status_code == 200 and isinstance(response.parsed, Device)
    device = response.parsed
    assert (device.points.width, device.points.height) == (375, 667)
    # The catalog holds figures per figure set ("18", "26", "27" become field_18, field_26,
    # field_27) and keyboard style.
    assert device.platform == Platform.IOS
    assert device.ios.field_18.safe_area.portrait.top == 20
    assert device.ios.field_18.keyboard_height.classic.portrait.with_predictive_bar == 260
    assert device.ios.field_26.keyboard_height.liquid_glass.landscape.with_predictive_bar == 206
    assert DeviceKeyboard.HARDWAREBAR in device.ios.field_26.supports.liquid_glass.landscape.keyboards
    assert device.default_release == "27"
    assert device.to_dict() == example("DeviceAnswer")

    response = call(get_device, client, id="iphone-99")
    assert response.status_code == 404 and isinstance(response.parsed, Problem)
    assert "iphone-99" in response.parsed.detail


def test_operations(api) -> None:
    _, client = api
    from clearance_client.api.operations import health, metrics, openapi, playground, readiness
    from clearance_client.models import Health, Readiness, ReadinessStatus

    response = call(health, client)
    assert isinstance(response.parsed, Health) and response.parsed.status == "ok"
    response = call(readiness, client)
    assert isinstance(response.parsed, Readiness) and response.parsed.status is ReadinessStatus.READY
    response = call(metrics, client)
    assert isinstance(response.parsed, str)
    assert f'clearance_build_info{{version="{SPEC["info"]["version"]}"}} 1' in response.parsed.splitlines()
    # The YAML body is not parsed (see above), so to the client a 200 is an unexpected status.
    lenient = attrs.evolve(client, raise_on_unexpected_status=False)
    response = call(openapi, lenient)
    assert response.status_code == 200 and response.parsed is None
    assert yaml.safe_load(response.content) == SPEC
    response = call(playground, client)
    assert isinstance(response.parsed, str) and "<html" in response.parsed.lower()


# ---------------------------------------------------------------------------------------------
# Every example of the document and of the README through the generated models


def schema_name(schema: dict) -> str:
    return schema["$ref"].rsplit("/", 1)[1]


def document_examples() -> Iterator[tuple[str, str, Any]]:
    """(where, schema name, value) for every example of every request and response body."""
    for path, item in SPEC["paths"].items():
        for method, operation in item.items():
            media = []
            if "requestBody" in operation:
                media += [("body", m) for m in operation["requestBody"]["content"].values()]
            for status, response in operation["responses"].items():
                if "$ref" in response:
                    response = SPEC["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
                media += [(status, m) for m in response.get("content", {}).values()]
            for where, m in media:
                if "$ref" not in m.get("schema", {}):
                    continue
                for name, ex in m.get("examples", {}).items():
                    ex = SPEC["components"]["examples"][ex["$ref"].rsplit("/", 1)[1]] if "$ref" in ex else ex
                    yield f"{method} {path} {where} {name}", schema_name(m["schema"]), ex["value"]
                if "example" in m:
                    yield f"{method} {path} {where} example", schema_name(m["schema"]), m["example"]


FENCE = re.compile(r"^```([a-z]*)\n(.*?)^```\n", re.S | re.M)


def readme_bodies() -> Iterator[tuple[str, str, Any]]:
    """(where, schema name, value) for every JSON request and answer of the README's examples."""
    blocks = list(FENCE.finditer(README))
    routes = {"/v1/layout": ("LayoutRequest", "LayoutAnswer"), "/v1/layout/batch": ("BatchRequest", "BatchAnswer"),
              "/v1/layout/matrix": ("MatrixRequest", "MatrixAnswer"), "/healthz": (None, "Health"),
              "/readyz": (None, "Readiness"), "/v1/devices": (None, "DeviceCatalog")}  # fmt: skip
    for block, following in zip(blocks, blocks[1:]):
        if block.group(1) != "sh":
            continue
        command = block.group(2)
        line = README[: block.start()].count("\n") + 1
        url = re.search(r"http://127\.0\.0\.1:8080(/[^\s'\"]*)", command)
        if url:
            route = url.group(1)
        elif command.startswith("clearance solve"):
            route = "/v1/layout"
        else:
            continue
        if route not in routes:
            continue
        request_schema, answer_schema = routes[route]
        data = re.search(r"-d '(.*?)'\s*$", command, re.S) or re.search(r"<<'EOF'\n(.*?)\nEOF", command, re.S)
        answered = not README[block.end() : following.start()].strip()
        refused = answered and following.group(1) == "http" and int(following.group(2).split()[1]) >= 400
        # A request the README shows being refused breaks the contract on purpose: no model
        # holds it. Its problem is checked below.
        if data and not refused:
            yield f"README.md:{line} request", request_schema, json.loads(data.group(1))
        if not answered:
            continue
        if following.group(1) == "json":
            yield f"README.md:{line} answer", answer_schema, json.loads(following.group(2))
        elif following.group(1) == "http":
            status = int(following.group(2).split()[1])
            body = following.group(2).replace("\r\n", "\n").partition("\n\n")[2]
            yield f"README.md:{line} answer", answer_schema if status < 400 else "Problem", json.loads(body)


def test_the_readme_bodies_are_all_found() -> None:
    found = [(where, name) for where, name, _ in readme_bodies()]
    # The login form and its answer, the invalid request's problem, the floating keyboard and
    # its answer, health and readiness.
    assert len(found) >= 7, found
    assert {name for _, name in found} >= {"LayoutRequest", "LayoutAnswer", "Problem", "Health", "Readiness"}


ROUND_TRIPS = list(document_examples()) + list(readme_bodies())


@pytest.mark.parametrize(("where", "name", "value"), ROUND_TRIPS, ids=[w for w, _, _ in ROUND_TRIPS])
def test_the_models_keep_every_field(generated, where: str, name: str, value: Any) -> None:
    _, models, _, _ = generated
    model = getattr(models, name)
    parsed = model.model_validate(value)
    dumped = parsed.model_dump(mode="json", by_alias=True, exclude_unset=True)
    assert dumped == value, where
    # The typed client reads and writes the same value.
    client_model = importlib.import_module("clearance_client.models")
    assert getattr(client_model, name).from_dict(value).to_dict() == value, where
