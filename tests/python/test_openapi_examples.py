"""The examples in openapi.yaml are true: each request example of every operation, sent to the
live service, gets exactly the answer example of the same name; each GET operation's examples are
what it serves; and the layout request examples of semantics §7 are the shared fixtures, whose
answers the Swift suites check number by number (SolveCommandTests, WorkedExampleTests).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import requests
import yaml
from conftest import resolve_ref

REPO = Path(__file__).resolve().parents[2]
SPEC = yaml.safe_load((REPO / "openapi.yaml").read_text())
POST = SPEC["paths"]["/v1/layout"]["post"]


def resolve(node: dict) -> dict:
    return resolve_ref(SPEC, node)


REQUESTS = {
    name: resolve(example)["value"]
    for name, example in POST["requestBody"]["content"]["application/json"]["examples"].items()
}
ANSWERS = {
    name: resolve(example)["value"]
    for name, example in POST["responses"]["200"]["content"]["application/json"]["examples"].items()
}


def examples(media: dict) -> dict[str, object]:
    return {name: resolve(example)["value"] for name, example in media.get("examples", {}).items()}


def exchanges():
    """(path, method, name, request body or None, status, answer) for every example pair."""
    for path, item in SPEC["paths"].items():
        for method, operation in item.items():
            if method not in ("get", "post"):
                continue
            sent = {}
            if "requestBody" in operation:
                sent = examples(operation["requestBody"]["content"]["application/json"])
            for status, response in operation["responses"].items():
                for media_type, media in resolve(response).get("content", {}).items():
                    answers = examples(media)
                    # /readyz's 503 needs a draining service (test_service_operations drains one).
                    if "example" in media and method == "get" and status != "503":
                        answers["example"] = media["example"]
                    for name, answer in answers.items():
                        if method == "post":
                            assert name in sent, (path, name)
                            yield path, method, name, sent[name], int(status), media_type, answer
                        else:
                            yield path, method, name, None, int(status), media_type, answer


EXCHANGES = list(exchanges())
GET_PATHS = {
    # A path parameter takes the operation's own example, but the 404 asks for a device the
    # catalog lacks: the one its example names.
    ("/v1/devices/{id}", 200): "/v1/devices/iphone-se",
    ("/v1/devices/{id}", 404): "/v1/devices/iphone-99",
}


def test_every_request_example_has_an_answer_example() -> None:
    assert set(REQUESTS) == set(ANSWERS) == {
        "loginForm",
        "signInButtonTop",
        "floatingKeyboard",
        "iphoneSELandscape",
        "loggedUserInfoNSLog",
        "loggedUserInfoPrint",
    }
    # A keyboard pasted from a log is the same keyboard: the login form's answer.
    assert ANSWERS["loggedUserInfoNSLog"] == ANSWERS["loggedUserInfoPrint"] == ANSWERS["loginForm"]
    posted = {(path, name) for path, method, name, *_ in EXCHANGES if method == "post"}
    assert posted == {("/v1/layout", name) for name in REQUESTS} | {
        ("/v1/layout/batch", "twoLayouts"),
        ("/v1/layout/matrix", "nameFieldOnIPhoneSE"),
        ("/v1/layout/compare", "fieldA"),
        ("/v1/layout/compare", "fieldB"),
        ("/v1/design", "signInDesign"),
        ("/v1/design/check", "signInOnIPhoneSE"),
    }
    got = {(path, name, status) for path, method, name, _, status, *_ in EXCHANGES if method == "get"}
    assert {
        ("/v1/devices", "catalog", 200),
        ("/v1/devices/{id}", "iphoneSE", 200),
        ("/v1/devices/{id}", "example", 404),
    } <= got


@pytest.mark.parametrize(
    ("path", "method", "name", "body", "status", "media_type", "answer"),
    EXCHANGES,
    ids=[f"{method} {path} {name} {status}" for path, method, name, _, status, _, _ in EXCHANGES],
)
def test_the_service_answers_each_example_exactly(service, path, method, name, body, status, media_type, answer) -> None:
    headers = {"X-Request-ID": f"example-{name}"}
    if method == "post":
        headers["Content-Type"] = "application/json"
        response = requests.post(service + path, data=json.dumps(body), headers=headers, timeout=30)
    else:
        response = requests.get(service + GET_PATHS.get((path, status), path), headers=headers, timeout=30)
    assert response.status_code == status, response.text
    assert response.headers["Content-Type"].split(";")[0] == media_type
    assert response.headers["X-Request-ID"] == f"example-{name}"
    got = response.json() if "json" in media_type else yaml.safe_load(response.text)
    if path == "/v1/devices":
        # The catalog's example is cut to its first devices; the rest must be the service's own.
        assert 0 < len(answer["devices"]) < len(got["devices"])
        got["devices"] = got["devices"][: len(answer["devices"])]
    assert got == answer
    # Same keys in the same order as the example (semantics §5 order for answers), at every level.
    assert json.dumps(got) == json.dumps(answer)


@pytest.mark.parametrize(("name", "number"), [("loginForm", 1), ("signInButtonTop", 2), ("floatingKeyboard", 3)])
def test_each_request_example_is_the_cli_fixture_of_its_spec_example(name: str, number: int) -> None:
    fixture = REPO / "tests" / "fixtures" / "requests" / f"example-{number}.json"
    assert REQUESTS[name] == json.loads(fixture.read_text())
