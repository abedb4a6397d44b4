"""The examples in openapi.yaml are true: each request example, sent to the live service, gets
exactly the answer example of the same name, and those answers hold the numbers worked by hand
in spec §7.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import requests
import yaml

REPO = Path(__file__).resolve().parents[2]
SPEC = yaml.safe_load((REPO / "openapi.yaml").read_text())
POST = SPEC["paths"]["/v1/layout"]["post"]


def resolve(node: dict) -> dict:
    while "$ref" in node:
        target: object = SPEC
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part]  # type: ignore[index]
        node = target  # type: ignore[assignment]
    return node


REQUESTS = {
    name: resolve(example)["value"]
    for name, example in POST["requestBody"]["content"]["application/json"]["examples"].items()
}
ANSWERS = {
    name: resolve(example)["value"]
    for name, example in POST["responses"]["200"]["content"]["application/json"]["examples"].items()
}


def test_every_request_example_has_an_answer_example() -> None:
    assert set(REQUESTS) == set(ANSWERS) == {"loginForm", "signInButtonTop", "floatingKeyboard"}


@pytest.mark.parametrize("name", sorted(REQUESTS))
def test_the_service_answers_each_example_exactly(service: str, name: str) -> None:
    response = requests.post(
        service + "/v1/layout",
        data=json.dumps(REQUESTS[name]),
        headers={"Content-Type": "application/json", "X-Request-ID": f"example-{name}"},
        timeout=10,
    )
    assert response.status_code == 200, response.text
    assert response.headers["Content-Type"].split(";")[0] == "application/json"
    assert response.headers["X-Request-ID"] == f"example-{name}"
    assert response.json() == ANSWERS[name]
    # Same keys in the same order as the example (spec §5 order), at every level.
    assert json.dumps(response.json()) == json.dumps(ANSWERS[name])


def test_login_form_answer_holds_the_numbers_of_spec_7_1() -> None:
    answer = ANSWERS["loginForm"]
    # overlap = 844 - 508 = 336; contentInset.bottom = 336 + 32 - 34 = 334; indicator 336 - 34 = 302.
    assert answer["keyboard"]["state"] == "docked"
    assert answer["keyboard"]["overlap"] == 336
    assert answer["contentInset"] == {"top": 0, "left": 0, "bottom": 334, "right": 0}
    assert answer["scrollIndicatorInsets"]["bottom"] == 302
    # A = contentInset + safe area = {47, 0, 334 + 34, 0}.
    assert answer["adjustedContentInset"] == {"top": 47, "left": 0, "bottom": 368, "right": 0}
    # L = 844 - 336 - 32 = 476; the field ends at 644, so o' = 644 - 476 = 168 (oMax 424).
    assert answer["contentOffset"] == {"x": 0, "y": 168}
    assert answer["scrollDelta"] == 168
    assert answer["target"] == {"id": "password", "rect": {"x": 20, "y": 600, "width": 350, "height": 44}, "anchor": None}
    verdicts = {e["id"]: e for e in answer["elements"]}
    # Before: 600..644 lies under the keyboard (508..844); after: 432..476 lies above it.
    assert verdicts["password"]["before"]["state"] == "covered"
    assert verdicts["password"]["after"]["state"] == "visible"
    # 458752 = 7 << 16.
    assert answer["animation"] == {"duration": 0.25, "curve": 7, "options": 458752}


def test_sign_in_button_answer_holds_the_numbers_of_spec_7_2() -> None:
    answer = ANSWERS["signInButtonTop"]
    # o' = 700 - 47 = 653, clamped to oMax = 900 + 368 - 844 = 424.
    assert answer["contentOffset"] == {"x": 0, "y": 424}
    assert answer["target"]["id"] == "signIn"
    assert answer["target"]["anchor"] == 0  # "top"
    verdicts = {e["id"]: e for e in answer["elements"]}
    # At offset 424 the button is at 276..326 in the window, above the keyboard top at 508.
    assert verdicts["signIn"]["after"]["state"] == "visible"


def test_floating_keyboard_answer_holds_the_facts_of_spec_7_3() -> None:
    answer = ANSWERS["floatingKeyboard"]
    assert answer["keyboard"]["state"] == "floating"
    assert answer["keyboard"]["overlap"] == 0
    assert answer["contentInset"] == {"top": 0, "left": 0, "bottom": 0, "right": 0}
    assert answer["scrollDelta"] == 0
    # The field {250,600,200,44} lies inside the keyboard {200,500,320,250}: covered, before and after.
    (field,) = answer["elements"]
    assert field["before"]["state"] == field["after"]["state"] == "covered"
    assert answer["warnings"] != []


@pytest.mark.parametrize(("name", "number"), [("loginForm", 1), ("signInButtonTop", 2), ("floatingKeyboard", 3)])
def test_each_request_example_is_the_cli_fixture_of_its_spec_example(name: str, number: int) -> None:
    fixture = REPO / "Tests" / "ClearanceCLITests" / "Fixtures" / f"spec-example-{number}.json"
    assert REQUESTS[name] == json.loads(fixture.read_text())
