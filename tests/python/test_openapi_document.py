"""openapi.yaml is a valid OpenAPI 3.1 document that says what the service does.

These checks need no service except the last one, which compares it with what is served.
"""

from __future__ import annotations

from pathlib import Path

import jsonschema
import pytest
import requests
import yaml
from openapi_spec_validator import validate
from openapi_spec_validator.readers import read_from_filename
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

REPO = Path(__file__).resolve().parents[2]
SPEC_PATH = REPO / "openapi.yaml"
SPEC = yaml.safe_load(SPEC_PATH.read_text())
REGISTRY = Registry().with_resource("urn:clearance:openapi", Resource(contents=SPEC, specification=DRAFT202012))

ROUTES = {
    ("/v1/layout", "post"),
    ("/healthz", "get"),
    ("/readyz", "get"),
    ("/metrics", "get"),
    ("/openapi.yaml", "get"),
    ("/", "get"),
}
HTTP_METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}


def validator(schema_name: str) -> jsonschema.Draft202012Validator:
    ref = {"$ref": f"urn:clearance:openapi#/components/schemas/{schema_name}"}
    return jsonschema.Draft202012Validator(ref, registry=REGISTRY)


def errors_of(schema_name: str, value: object) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator(schema_name).iter_errors(value)]


def resolve(node: dict) -> dict:
    """Follows a local `$ref` (`#/components/...`) until a node without one."""
    while "$ref" in node:
        target: object = SPEC
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part]  # type: ignore[index]
        node = target  # type: ignore[assignment]
    return node


def operations():
    for path, item in SPEC["paths"].items():
        for method, operation in item.items():
            if method in HTTP_METHODS:
                yield path, method, operation


def test_the_document_is_valid_openapi_3_1() -> None:
    spec, _ = read_from_filename(str(SPEC_PATH))
    validate(spec)  # raises on any error
    assert SPEC["openapi"].startswith("3.1.")


def test_every_route_of_the_service_is_documented_and_nothing_else() -> None:
    assert {(path, method) for path, method, _ in operations()} == ROUTES


def test_every_operation_takes_and_every_response_carries_the_request_id() -> None:
    for path, method, operation in operations():
        names = [resolve(p)["name"] for p in operation.get("parameters", [])]
        assert "X-Request-ID" in names, (path, method)
        for status, response in operation["responses"].items():
            headers = resolve(response).get("headers", {})
            assert "X-Request-ID" in headers, (path, method, status)
            assert resolve(headers["X-Request-ID"])["required"] is True


def test_layout_errors_are_problem_documents() -> None:
    responses = SPEC["paths"]["/v1/layout"]["post"]["responses"]
    for status in ("400", "413", "415", "422", "500"):
        content = resolve(responses[status])["content"]
        assert list(content) == ["application/problem+json"], status
        assert content["application/problem+json"]["schema"] == {"$ref": "#/components/schemas/Problem"}
    for name in ("NotFound", "MethodNotAllowed"):
        assert "application/problem+json" in SPEC["components"]["responses"][name]["content"]


@pytest.mark.parametrize(
    "request_body",
    [
        # The smallest request: a screen and a container.
        {"screen": {"width": 390, "height": 844}, "container": {"frame": {"x": 0, "y": 0, "width": 390, "height": 844}}},
        # Each keyboard form.
        {
            "screen": {"width": 390, "height": 844},
            "container": {"frame": {"x": 0, "y": 0, "width": 390, "height": 844}},
            "keyboard": {"userInfo": {"UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 508}, {390, 336}}", "UIKeyboardIsLocalUserInfoKey": True}},
        },
        {
            "screen": {"width": 390, "height": 844},
            "container": {"frame": {"x": 0, "y": 0, "width": 390, "height": 844}},
            "keyboard": {"state": "hidden", "frame": {"x": 0, "y": 508, "width": 390, "height": 336}},
        },
        {
            "screen": {"width": 390, "height": 844},
            "container": {"frame": {"x": 0, "y": 0, "width": 390, "height": 844}},
            "keyboard": {"state": "hidden"},
            "options": {"anchor": 0.25, "strategy": "resizeView"},
        },
    ],
)
def test_the_request_schema_accepts_valid_layouts(request_body: dict) -> None:
    assert errors_of("LayoutRequest", request_body) == []


BASE = {"screen": {"width": 390, "height": 844}, "container": {"frame": {"x": 0, "y": 0, "width": 390, "height": 844}}}


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ({"screen": None}, "screen is required"),
        ({"container": {"frame": {"x": 0, "y": 0, "width": -1, "height": 844}}}, "negative size"),
        ({"elements": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 0, "height": 10}}]}, "zero-width element"),
        ({"elements": [{"id": "", "frame": {"x": 0, "y": 0, "width": 1, "height": 10}}]}, "empty id"),
        ({"keyboard": {"height": 336, "frame": {"x": 0, "y": 508, "width": 390, "height": 336}}}, "two keyboard forms"),
        ({"keyboard": {"state": "shown"}}, "shown with no frame"),
        ({"options": {"anchor": 1.5}}, "anchor above 1"),
        ({"options": {"anchor": "middle"}}, "unknown anchor name"),
        ({"options": {"strategy": "moveView"}}, "unknown strategy"),
        ({"colour": "red"}, "unknown field"),
        ({"keyboard": {"userInfo": {"UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 508}, {-390, 336}}"}}}, "negative width"),
    ],
)
def test_the_request_schema_rejects_what_the_contract_rejects(change: dict, why: str) -> None:
    body = {**BASE, **change}
    body = {k: v for k, v in body.items() if v is not None}
    assert errors_of("LayoutRequest", body) != [], why


def test_every_example_is_valid_against_its_schema() -> None:
    post = SPEC["paths"]["/v1/layout"]["post"]
    requests_ = post["requestBody"]["content"]["application/json"]["examples"]
    answers = post["responses"]["200"]["content"]["application/json"]["examples"]
    assert set(requests_) == set(answers) and len(requests_) == 3
    for name in requests_:
        assert errors_of("LayoutRequest", resolve(requests_[name])["value"]) == [], name
        assert errors_of("LayoutAnswer", resolve(answers[name])["value"]) == [], name
    problem = SPEC["components"]["responses"]["InvalidRequest"]["content"]["application/problem+json"]["example"]
    assert errors_of("Problem", problem) == []


def test_the_service_serves_this_very_document(service: str) -> None:
    response = requests.get(service + "/openapi.yaml", timeout=10)
    assert response.status_code == 200
    assert response.headers["Content-Type"].split(";")[0] == "application/yaml"
    assert response.content == SPEC_PATH.read_bytes()
