"""openapi.yaml is a valid OpenAPI 3.1 document that says what the service does.

Most checks need no service; a few compare the document with what the live service answers, and
the last one with what it serves. That the document lists exactly the routes the service serves
and its help lists is the Swift suites' (RouteTableTests, ServedRouteTests, ServeRoutesHelpTests).
"""

from __future__ import annotations

from pathlib import Path

import re

import jsonschema
import pytest
import requests
import yaml
from openapi_spec_validator import validate
from openapi_spec_validator.readers import read_from_filename
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012
from conftest import resolve_ref

REPO = Path(__file__).resolve().parents[2]
SPEC_PATH = REPO / "openapi.yaml"
SPEC = yaml.safe_load(SPEC_PATH.read_text())
REGISTRY = Registry().with_resource("urn:clearance:openapi", Resource(contents=SPEC, specification=DRAFT202012))

HTTP_METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}


def validator(schema_name: str) -> jsonschema.Draft202012Validator:
    ref = {"$ref": f"urn:clearance:openapi#/components/schemas/{schema_name}"}
    return jsonschema.Draft202012Validator(ref, registry=REGISTRY)


def errors_of(schema_name: str, value: object) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator(schema_name).iter_errors(value)]


def resolve(node: dict) -> dict:
    """Follows a local `$ref` (`#/components/...`) until a node without one."""
    return resolve_ref(SPEC, node)


def operations():
    for path, item in SPEC["paths"].items():
        for method, operation in item.items():
            if method in HTTP_METHODS:
                yield path, method, operation


def test_the_document_is_valid_openapi_3_1() -> None:
    spec, _ = read_from_filename(str(SPEC_PATH))
    validate(spec)  # raises on any error
    assert SPEC["openapi"].startswith("3.1.")


def test_every_operation_takes_and_every_response_carries_the_request_id() -> None:
    for path, method, operation in operations():
        names = [resolve(p)["name"] for p in operation.get("parameters", [])]
        assert "X-Request-ID" in names, (path, method)
        for status, response in operation["responses"].items():
            headers = resolve(response).get("headers", {})
            assert "X-Request-ID" in headers, (path, method, status)
            assert resolve(headers["X-Request-ID"])["required"] is True


@pytest.mark.parametrize("path", ["/v1/layout", "/v1/layout/batch", "/v1/layout/matrix"])
def test_layout_errors_are_problem_documents(path: str) -> None:
    responses = SPEC["paths"][path]["post"]["responses"]
    for status in ("400", "413", "415", "422", "500"):
        content = resolve(responses[status])["content"]
        assert list(content) == ["application/problem+json"], status
        assert content["application/problem+json"]["schema"] == {"$ref": "#/components/schemas/Problem"}
    not_found = SPEC["paths"]["/v1/devices/{id}"]["get"]["responses"]["404"]["content"]
    assert not_found["application/problem+json"]["schema"] == {"$ref": "#/components/schemas/Problem"}
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
        # A device stands in for the screen, the safe area, the keyboard and the container.
        {"device": {"id": "iphone-se"}},
        {"device": {"id": "iphone-15", "orientation": "landscape", "keyboard": "noPredictive"}, "container": {"scrollable": False}},
        {"device": {"id": "iphone-se"}, "screen": None, "container": {"frame": None}, "keyboard": {"state": "shown"}},
        {"device": {"id": "iphone-se", "orientation": None}, "keyboard": {"height": 100}, "window": {"safeArea": {"top": 0}}},
    ],
)
def test_the_request_schema_accepts_valid_layouts(request_body: dict) -> None:
    assert errors_of("LayoutRequest", request_body) == []


BASE = {"screen": {"width": 390, "height": 844}, "container": {"frame": {"x": 0, "y": 0, "width": 390, "height": 844}}}


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ({"container": {"frame": {"x": 0, "y": 0, "width": -1, "height": 844}}}, "negative size"),
        ({"elements": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 0, "height": 10}}]}, "zero-width element"),
        ({"elements": [{"id": "", "frame": {"x": 0, "y": 0, "width": 1, "height": 10}}]}, "empty id"),
        ({"keyboard": {"height": 336, "frame": {"x": 0, "y": 508, "width": 390, "height": 336}}}, "two keyboard forms"),
        ({"options": {"anchor": 1.5}}, "anchor above 1"),
        ({"options": {"anchor": "middle"}}, "unknown anchor name"),
        ({"options": {"strategy": "moveView"}}, "unknown strategy"),
        ({"colour": "red"}, "unknown field"),
        ({"keyboard": {"userInfo": {"UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 508}, {-390, 336}}"}}}, "negative width"),
        ({"device": {"id": ""}}, "empty device id"),
        ({"device": {"id": "iphone-se", "orientation": "upsideDown"}}, "unknown orientation"),
        ({"device": {"id": "iphone-se", "keyboard": "swipe"}}, "unknown device keyboard"),
        ({"device": {"id": "iphone-se", "ios": "26.x"}}, "a release written wrongly"),
        ({"device": {"id": "iphone-se", "ios": "iOS 27"}}, "a release with its name"),
        ({"device": {"id": "iphone-se", "keyboardStyle": "glass"}}, "unknown keyboard style"),
        ({"device": {"id": "iphone-se", "scale": 2}}, "unknown device member"),
        ({"device": "iphone-se"}, "device is an object"),
    ],
)
def test_the_request_schema_rejects_what_the_contract_rejects(change: dict, why: str) -> None:
    body = {**BASE, **change}
    body = {k: v for k, v in body.items() if v is not None}
    assert errors_of("LayoutRequest", body) != [], why


# The rule that ties `screen`, `container.frame` and the keyboard's form to the absence of a
# device or a design is prose in the document, not a JSON Schema conditional (generators give
# `if`/`then`/`else` no type: docs/clients.md). The schema accepts these bodies; the service
# answers each with a 422 at the pointer the prose names, and the prose names it.
CONDITIONAL_CASES = [
    ({"screen": None}, "/screen"),
    ({"keyboard": {"state": "shown"}}, "/keyboard"),
    ({"container": {"scrollable": True}}, "/container/frame"),
    ({"container": {"frame": None}}, "/container/frame"),
    ({"container": None}, "/container"),
    ({"device": None, "screen": None}, "/screen"),
    ({"design": None, "device": None, "screen": None}, "/screen"),
    # `device.id` may be left out beside a design, whose frame names the device; without one it
    # is required.
    ({"device": {"orientation": "landscape"}}, "/device/id"),
]


@pytest.mark.parametrize(("change", "pointer"), CONDITIONAL_CASES)
@pytest.mark.parametrize("schema_name", ["LayoutRequest", "CompareRequest"])
def test_the_rule_without_a_device_is_written_out_and_the_service_keeps_it(
    service: str, schema_name: str, change: dict, pointer: str
) -> None:
    body = {k: v for k, v in {**BASE, **change}.items() if v is not None or k in ("device", "design")}
    description = " ".join(SPEC["components"]["schemas"][schema_name]["description"].split())
    assert "without a `device` or a `design`" in description
    assert "`screen` and `container.frame` are required and `keyboard` is one of its own forms" in description
    assert "`state: shown`" in description
    assert "if" not in SPEC["components"]["schemas"][schema_name]
    path = "/v1/layout" if schema_name == "LayoutRequest" else "/v1/layout/compare"
    if schema_name == "CompareRequest":
        body["policies"] = ["clearance"]
    answer = requests.post(service + path, json=body, timeout=10)
    assert answer.status_code == 422, answer.text
    assert answer.headers["Content-Type"].startswith("application/problem+json")
    assert [e["pointer"] for e in answer.json()["errors"]] == [pointer], answer.text


def errors_against(schema: dict, value: object) -> list[str]:
    """The errors of `value` against a schema of the document, given as a local `$ref`."""
    assert set(schema) == {"$ref"}, schema
    v = jsonschema.Draft202012Validator({"$ref": "urn:clearance:openapi" + schema["$ref"]}, registry=REGISTRY)
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in v.iter_errors(value)]


def examples_of(media: dict) -> dict[str, object]:
    named = {name: resolve(example)["value"] for name, example in media.get("examples", {}).items()}
    if "example" in media:
        named["example"] = media["example"]
    return named


def test_every_example_is_valid_against_its_schema() -> None:
    checked = 0
    for path, method, operation in operations():
        media_types = []
        if "requestBody" in operation:
            media_types += list(operation["requestBody"]["content"].values())
        for response in operation["responses"].values():
            media_types += list(resolve(response).get("content", {}).values())
        for media in media_types:
            for name, value in examples_of(media).items():
                assert errors_against(media["schema"], value) == [], (path, method, name)
                checked += 1
    # /v1/layout: 6 requests (4, and the login form with its userInfo pasted from NSLog and from
    # Swift's print), 6 answers, its 406 (added with content negotiation, issue 11) and its 422;
    # batch and matrix: a request, an answer and a 422 each; the catalog; a device and its 404;
    # /healthz 1 and /readyz 2; compare: 2 requests, 2 answers, its 406 (the same negotiation)
    # and its 422; /v1/design and /v1/design/check: a request, its answer and its 422 each.
    assert checked == 14 + 3 + 3 + 1 + 2 + 1 + 2 + 6 + 3 + 3


def test_every_response_documents_nosniff_and_the_cors_fields() -> None:
    for path, method, operation in operations():
        for status, response in operation["responses"].items():
            headers = resolve(response).get("headers", {})
            assert resolve(headers["X-Content-Type-Options"])["schema"]["const"] == "nosniff", (path, status)
            assert resolve(headers["X-Content-Type-Options"])["required"] is True
            for name in ("Access-Control-Allow-Origin", "Access-Control-Expose-Headers"):
                # Only with an allowed Origin: documented, not required.
                assert resolve(headers[name])["required"] is False, (path, method, status, name)


def test_the_overview_documents_options_and_cors() -> None:
    overview = SPEC["info"]["description"]
    for needle in ("`OPTIONS`", "Access-Control-Allow-Methods", "Access-Control-Max-Age", "--cors-origins",
                   "`null`", "X-Content-Type-Options: nosniff"):
        assert needle in overview, needle
    assert SPEC["info"]["license"]["identifier"] == "Apache-2.0"


@pytest.mark.parametrize("path", ["/v1/layout", "/v1/layout/compare"])
def test_the_routes_that_draw_document_406_and_vary(service: str, path: str) -> None:
    layout = SPEC["paths"][path]["post"]
    assert "image/svg+xml" in layout["responses"]["200"]["content"]
    not_acceptable = resolve(layout["responses"]["406"])
    assert "application/problem+json" in not_acceptable["content"]
    assert "Vary" in not_acceptable["headers"] and "Vary" in layout["responses"]["200"]["headers"]
    problem_types = resolve({"$ref": "#/components/schemas/Problem"})["properties"]["type"]
    assert "urn:clearance:problem:not-acceptable" in str(resolve(problem_types))
    # The example is what the service answers.
    example = not_acceptable["content"]["application/problem+json"]["example"]
    answer = requests.post(service + path, json={}, headers={"Accept": "image/png"}, timeout=10)
    assert answer.status_code == 406 and answer.json() == example


def test_the_playground_documents_its_policy() -> None:
    headers = SPEC["paths"]["/"]["get"]["responses"]["200"]["headers"]
    assert resolve(headers["Content-Security-Policy"])["required"] is True


def test_every_request_example_has_an_answer_example_of_the_same_name() -> None:
    for path, method, operation in operations():
        if "requestBody" not in operation:
            continue
        sent = operation["requestBody"]["content"]["application/json"].get("examples", {})
        answered = operation["responses"]["200"]["content"]["application/json"].get("examples", {})
        assert set(sent) == set(answered) and sent, (path, method)


def test_the_service_serves_this_very_document(service: str) -> None:
    response = requests.get(service + "/openapi.yaml", timeout=10)
    assert response.status_code == 200
    assert response.headers["Content-Type"].split(";")[0] == "application/yaml"
    assert response.content == SPEC_PATH.read_bytes()


def _schema_shape_problems(node: object, where: str, top: bool, branch: bool = False) -> list[str]:
    """What keeps a generator from reading one schema cleanly: a `$ref` into another schema, an
    object or enum defined inline instead of as a named component, an enum holding `null`, a
    `title` (generators name classes after it), a `type: 'null'` member (typescript-fetch imports
    a `Null` model it never writes; `const: null` says the same), a `const` without its `type`,
    or an `anyOf`/`oneOf` branch that is not a named schema (a `{"type": "null"}` branch is
    allowed: it makes the member optional). Two exceptions come from typescript-fetch, which
    cannot read them: a union's branch is never itself a union (it writes no `instanceOf` for
    one), so named unions are listed in place; and in a union with object branches, the
    primitive branches (a string enum, an array of strings) are inline, since it casts a named
    one to the object type (a named plain string it reads); so too beside an array branch. Such
    an inline branch may have a `title`: openapi-python-client names its enum class after it."""
    if not isinstance(node, dict):
        return []
    problems = []
    ref = node.get("$ref")
    if ref is not None and not re.fullmatch(r"#/components/schemas/[A-Za-z][A-Za-z0-9]*", ref):
        problems.append(f"{where}: $ref into another schema: {ref}")
    types = node.get("type") if isinstance(node.get("type"), list) else [node.get("type")]
    if not top and ("properties" in node or "object" in types):
        problems.append(f"{where}: an object schema inline")
    if not top and not branch and "enum" in node:
        problems.append(f"{where}: an enum inline")
    if node.get("type") == "null" and where.rsplit("/", 2)[-2] == "properties":
        problems.append(f"{where}: a `type: 'null'` member")
    if "const" in node and node["const"] is not None and "type" not in node:
        problems.append(f"{where}: a const without its type")
    if None in node.get("enum", []):
        problems.append(f"{where}: an enum holding null")
    if "title" in node and not (branch and _is_primitive(node)):
        problems.append(f"{where}: a title")
    for key in ("anyOf", "oneOf", "allOf"):
        branches = node.get(key, [])
        named = [SPEC["components"]["schemas"][b["$ref"].rsplit("/", 1)[1]] for b in branches if set(b) == {"$ref"}]
        # A union mixing strings with objects or arrays: typescript-fetch narrows by `typeof`
        # and then casts a named string enum or array to what is left, which does not compile.
        has_object = any(n.get("type") in ("object", "array") or "properties" in n for n in named) or any(
            b.get("type") == "array" for b in branches
        )
        for i, branch in enumerate(branches):
            at = f"{where}/{key}/{i}"
            if set(branch) == {"$ref"}:
                target = SPEC["components"]["schemas"][branch["$ref"].rsplit("/", 1)[1]]
                if key != "allOf" and any(k in target for k in ("oneOf", "anyOf")):
                    problems.append(f"{at}: a union as a branch of a union")
                if has_object and (target.get("type") == "array" or "enum" in target):
                    problems.append(f"{at}: a named enum or array beside object branches")
            elif branch != {"type": "null"} and not (has_object and _is_primitive(branch)):
                problems.append(f"{at}: a branch that is not a named schema")
            problems += _schema_shape_problems(branch, at, False, branch=True)
    for name, sub in node.get("properties", {}).items():
        problems += _schema_shape_problems(sub, f"{where}/properties/{name}", False)
    for key in ("items", "if", "then", "else", "not", "additionalProperties"):
        problems += _schema_shape_problems(node.get(key), f"{where}/{key}", False)
    return problems


def _is_primitive(schema: dict) -> bool:
    """A string (or string enum), or an array of strings, written inline."""
    if schema.get("type") == "string":
        return True
    return schema.get("type") == "array" and _is_primitive(schema.get("items", {}))


def test_every_schema_is_a_named_component_that_generators_read_cleanly() -> None:
    problems = []
    for name, schema in SPEC["components"]["schemas"].items():
        problems += _schema_shape_problems(schema, f"#/components/schemas/{name}", True)
    contents = [(f"responses/{name}", r.get("content", {})) for name, r in SPEC["components"]["responses"].items()]
    for path, method, operation in operations():
        if "requestBody" in operation:
            contents.append((f"{method} {path} body", operation["requestBody"]["content"]))
        for status, response in operation["responses"].items():
            contents.append((f"{method} {path} {status}", response.get("content", {})))
    for where, content in contents:
        for media_type, media in content.items():
            schema = media.get("schema", {})
            # A JSON body is a named schema; a text body (SVG, metrics, HTML) is a plain string.
            if set(schema) != {"$ref"} and schema.get("type") != "string":
                problems.append(f"{where} {media_type}: the body's schema is not a named schema")
    assert problems == []


def test_operation_ids_make_python_module_names() -> None:
    # Generators name a module after each operation id, in snake case.
    for path, method, operation in operations():
        snake = re.sub(r"(?<!^)(?=[A-Z])", "_", operation["operationId"]).lower()
        assert re.fullmatch(r"[a-z][a-z0-9_]*", snake) and snake.isidentifier(), (path, method, snake)
